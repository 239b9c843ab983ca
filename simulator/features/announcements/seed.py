"""The notices of fixtures/announcements.yaml at world build, each window fixed on the
simulator clock from the brand day the world is built on; created when it starts."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

from ...core.db import Database
from . import store
from .catalogue import load_file


def seed_announcements(db: Database, fixtures_dir: Path, zone: ZoneInfo, now: int) -> None:
    with db.transaction():
        for spec in load_file(fixtures_dir).announcements:
            start, end = spec.window(now, zone)
            store.insert(
                db,
                type_=spec.type,
                title=spec.title,
                content=spec.content,
                created_at=start,
                start_at=start,
                end_at=end,
                notice_id=spec.id,
            )
