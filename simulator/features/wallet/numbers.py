"""Order numbers people read out to customer service: a letter, the day, a counter."""

from __future__ import annotations

from datetime import UTC, datetime

from ...core.db import Database
from ...fixtures import Fixtures
from ..records.service import day_start, local_day
from . import store


def next_number(db: Database, prefix: str, now: int) -> str:
    """<prefix><yyyymmdd><6 digits> (UTC day of the simulator clock), counting in the day."""
    day = datetime.fromtimestamp(now / 1000, UTC).strftime("%Y%m%d")
    return f"{prefix}{day}{store.numbered(db, prefix, day) + 1:06d}"


def today_start(fixtures: Fixtures, now: int) -> int:
    """Epoch ms of the brand's local midnight that began the day `now` falls in (daily
    limits count from there, as the betting record counts days)."""
    zone = fixtures.brand.zone
    return day_start(local_day(now, zone), zone)
