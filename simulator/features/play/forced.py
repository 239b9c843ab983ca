"""Outcomes forced by QA (POST /__sim/outcomes): the oldest matching entry is used first."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import orjson

from ...core.db import Database
from . import store


def add(
    db: Database, *, player: str | None, game_id: int | None, nxt: Any, times: int, now: int
) -> int:
    nxt_json = orjson.dumps(_plain(nxt)).decode()
    return store.add_forced(db, player=player, game_id=game_id, nxt=nxt_json, times=times, now=now)


def _plain(nxt: Any) -> Any:
    return {"multiplier": str(nxt["multiplier"])} if isinstance(nxt, dict) else nxt


def _parsed(text: str) -> Any:
    value = orjson.loads(text)
    return {"multiplier": Decimal(value["multiplier"])} if isinstance(value, dict) else value


def take(db: Database, account: str, game_id: int) -> Any:
    """Use up one forced outcome for this player and game (call inside the transaction)."""
    taken = store.take_forced(db, account, game_id)
    return None if taken is None else _parsed(taken)


def pending(db: Database) -> list[dict[str, Any]]:
    rows = store.forced(db)
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
    store.clear_forced(db)
