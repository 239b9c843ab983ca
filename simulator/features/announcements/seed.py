"""The notices of fixtures/announcements.yaml at world build, each window fixed on the
simulator clock from the brand day the world is built on; created when it starts."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...fixtures import substitute
from . import store
from .catalogue import load_file


def seed_announcements(
    db: Database, fixtures_dir: Path, zone: ZoneInfo, now: int, words: dict[str, str]
) -> None:
    """words: what "{brand}" and the like stand for in this brand (fixtures.brand_words)."""
    with db.transaction():
        for spec in load_file(fixtures_dir).announcements:
            start, end = spec.window(now, zone)
            store.insert(
                db,
                type_=spec.type,
                title=substitute(spec.title, words),
                content=substitute(spec.content, words),
                created_at=start,
                start_at=start,
                end_at=end,
                notice_id=spec.id,
            )
