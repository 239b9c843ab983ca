"""Outcomes forced by QA (POST /__sim/outcomes): the oldest matching entry is used first."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import orjson

from ...db import Database


def add(
    db: Database, *, player: str | None, game_id: int | None, nxt: Any, times: int, now: int
) -> int:
    cursor = db.run(
        "INSERT INTO forced_outcomes (player, game_id, next, remaining, created_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (player, game_id, orjson.dumps(_plain(nxt)).decode(), times, now),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def _plain(nxt: Any) -> Any:
    return {"multiplier": str(nxt["multiplier"])} if isinstance(nxt, dict) else nxt


def _parsed(text: str) -> Any:
    value = orjson.loads(text)
    return {"multiplier": Decimal(value["multiplier"])} if isinstance(value, dict) else value


def take(db: Database, account: str, game_id: int) -> Any:
    """Use up one forced outcome for this player and game (call inside the transaction)."""
    row = db.one(
        "SELECT id, next FROM forced_outcomes WHERE remaining > 0"
        " AND (player IS NULL OR player = ?) AND (game_id IS NULL OR game_id = ?)"
        " ORDER BY id LIMIT 1",
        (account, game_id),
    )
    if row is None:
        return None
    db.run("UPDATE forced_outcomes SET remaining = remaining - 1 WHERE id = ?", (row["id"],))
    return _parsed(row["next"])


def pending(db: Database) -> list[dict[str, Any]]:
    rows = db.all("SELECT * FROM forced_outcomes WHERE remaining > 0 ORDER BY id")
    return [
        {
            "id": row["id"],
            "player": row["player"],
            "game": row["game_id"],
            "next": orjson.loads(row["next"]),
            "remaining": row["remaining"],
        }
        for row in rows
    ]


def clear(db: Database) -> None:
    db.run("DELETE FROM forced_outcomes")
