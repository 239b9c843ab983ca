"""The catalogue at world build: each promotion's window fixed on the simulator clock, from
the brand day the world is built on (so a fresh world always has promotions running, one
coming soon and one over)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from ...core.db import Database
from ..records.service import day_start, local_day
from . import store
from .catalogue import load_file


def promotion_window(
    built_at: int, start_days: int, end_days: int, zone: ZoneInfo
) -> tuple[int, int]:
    """(start, end exclusive): the brand's midnight start_days and end_days after the day
    the world was built on."""
    today = local_day(built_at, zone)
    start = day_start(today + timedelta(days=start_days), zone)
    return start, day_start(today + timedelta(days=end_days), zone)


def seed_promotions(db: Database, fixtures_dir: Path, zone: ZoneInfo, now: int) -> None:
    with db.transaction():
        for spec in load_file(fixtures_dir).promotions:
            start, end = promotion_window(now, spec.startDays, spec.endDays, zone)
            store.insert_promotion(db, spec, start, end)
