"""Order numbers people read out to customer service: a letter, the day, a counter."""

from __future__ import annotations

from datetime import UTC, datetime

from ...db import Database
from ...fixtures import Fixtures
from ..records.service import day_start, local_day

TABLES = {"D": "deposit_orders", "W": "withdrawals"}


def next_number(db: Database, prefix: str, now: int) -> str:
    """<prefix><yyyymmdd><6 digits> (UTC day of the simulator clock), counting in the day."""
    day = datetime.fromtimestamp(now / 1000, UTC).strftime("%Y%m%d")
    row = db.one(
        f"SELECT COUNT(*) AS n FROM {TABLES[prefix]} WHERE order_no LIKE ?",  # our table name
        (f"{prefix}{day}%",),
    )
    return f"{prefix}{day}{(int(row['n']) if row else 0) + 1:06d}"


def today_start(fixtures: Fixtures, now: int) -> int:
    """Epoch ms of the brand's local midnight that began the day `now` falls in (daily
    limits count from there, as the betting record counts days)."""
    zone = fixtures.brand.zone
    return day_start(local_day(now, zone), zone)
