"""sports_results (schema.sql), and the rounds rows that are sportsbook bets."""

from __future__ import annotations

from typing import Any

import orjson

from ...core.db import Database
from ..play.store import Round, round_of

SPORTS_GAME_ID = 0  # a bet's round row names no catalogue game: its name is the match's


def result(db: Database, match_id: str) -> tuple[dict[str, Any], bool] | None:
    row = db.one("SELECT result, forced FROM sports_results WHERE match_id = ?", (match_id,))
    return (orjson.loads(row["result"]), bool(row["forced"])) if row else None


def keep(db: Database, match_id: str, value: dict[str, Any], decided_at: int) -> None:
    db.run(
        "INSERT INTO sports_results (match_id, result, forced, decided_at) VALUES (?, ?, 0, ?)"
        " ON CONFLICT (match_id) DO NOTHING",
        (match_id, orjson.dumps(value).decode(), decided_at),
    )


def force(db: Database, match_id: str, value: dict[str, Any], decided_at: int) -> None:
    db.run(
        "INSERT INTO sports_results (match_id, result, forced, decided_at) VALUES (?, ?, 1, ?)"
        " ON CONFLICT (match_id) DO UPDATE SET result = excluded.result, forced = 1",
        (match_id, orjson.dumps(value).decode(), decided_at),
    )


def member_bets(db: Database, member_id: int, vassalage: str, limit: int = 30) -> list[Round]:
    """The member's sportsbook bets with this vendor, newest first."""
    rows = db.all(
        "SELECT * FROM rounds WHERE member_id = ? AND vassalage = ? AND game_id = ?"
        " ORDER BY seq DESC LIMIT ?",
        (member_id, vassalage, SPORTS_GAME_ID, limit),
    )
    return [round_of(row) for row in rows]
