"""sim_state: key -> a JSON value ('clock', 'dues')."""

from __future__ import annotations

import sqlite3
from typing import Any

import orjson

from ..db import Database


def read(conn: sqlite3.Connection) -> dict[str, Any]:
    rows = conn.execute("SELECT key, value FROM sim_state").fetchall()
    return {row[0]: orjson.loads(row[1]) for row in rows}


def write(db: Database, values: dict[str, Any]) -> None:
    with db.transaction():
        db.conn.executemany(
            "INSERT INTO sim_state (key, value) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [(key, orjson.dumps(value).decode()) for key, value in values.items()],
        )
