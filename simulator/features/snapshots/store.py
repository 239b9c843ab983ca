"""What a snapshot's own database says of itself: its clock, its brand; and making a copy
self-contained."""

from __future__ import annotations

import sqlite3

import orjson


def clock_of(conn: sqlite3.Connection) -> tuple[int, bool]:
    """(now ms, frozen) saved in the copy's sim_state when it was taken."""
    row = conn.execute("SELECT value FROM sim_state WHERE key = 'clock'").fetchone()
    clock = orjson.loads(row[0]) if row else {"now": 0, "frozen": False}
    return int(clock["now"]), bool(clock["frozen"])


def brand_of(conn: sqlite3.Connection) -> str | None:
    row = conn.execute("SELECT value FROM world WHERE key = 'brand'").fetchone()
    return str(row[0]) if row else None


def self_contained(conn: sqlite3.Connection) -> None:
    """A rollback journal, not WAL: no -wal or -shm file beside the copy."""
    conn.execute("PRAGMA journal_mode = DELETE")
