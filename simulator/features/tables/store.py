"""table_results (schema.sql): each live table round's result, dealt or forced, and the
catalogue row a table's rules come from."""

from __future__ import annotations

import sqlite3
from typing import Any

import orjson

from ...core.db import Database


def result(db: Database, game_id: int, number: int) -> sqlite3.Row | None:
    """(result JSON, forced) of a round, if dealt or forced already."""
    return db.one(
        "SELECT result, forced FROM table_results WHERE game_id = ? AND round = ?",
        (game_id, number),
    )


def keep(db: Database, game_id: int, number: int, value: dict[str, Any], dealt_at: int) -> None:
    """A dealt result; a round dealt meanwhile (two calls at once: the same seed) stays."""
    db.run(
        "INSERT INTO table_results (game_id, round, result, forced, dealt_at)"
        " VALUES (?, ?, ?, 0, ?) ON CONFLICT (game_id, round) DO NOTHING",
        (game_id, number, orjson.dumps(value).decode(), dealt_at),
    )


def force(db: Database, game_id: int, number: int, value: dict[str, Any], dealt_at: int) -> None:
    db.run(
        "INSERT INTO table_results (game_id, round, result, forced, dealt_at)"
        " VALUES (?, ?, ?, 1, ?) ON CONFLICT (game_id, round) DO UPDATE SET"
        " result = excluded.result, forced = 1",
        (game_id, number, orjson.dumps(value).decode(), dealt_at),
    )


def live_name(db: Database, game_id: int) -> str | None:
    """The English name of a LIVE catalogue game (None: no such live game)."""
    row = db.one("SELECT name_en, game_type FROM games WHERE game_id = ?", (game_id,))
    return str(row["name_en"]) if row is not None and row["game_type"] == "LIVE" else None


def drop(db: Database, game_id: int, number: int) -> None:
    db.run("DELETE FROM table_results WHERE game_id = ? AND round = ?", (game_id, number))
