"""The rounds table: one row per round, keyed by the client's round id; settled at once, or
open until its live table round closes (settle)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

import orjson

from ...core.db import Database


@dataclass(frozen=True)
class Round:
    id: str
    member_id: int
    game_id: int
    vassalage: str
    game_type: str
    game_name: str
    seq: int
    bet: int
    win: int
    outcome: dict[str, Any]
    placed_at: int
    settled_at: int | None  # None while open
    status: str  # open, settled


def round_of(row: sqlite3.Row) -> Round:
    values = {field: row[field] for field in Round.__dataclass_fields__}
    values["outcome"] = orjson.loads(values["outcome"])
    return Round(**values)


def get(db: Database, round_id: str) -> Round | None:
    row = db.one("SELECT * FROM rounds WHERE id = ?", (round_id,))
    return round_of(row) if row else None


def next_seq(db: Database) -> int:
    row = db.one("SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM rounds")
    assert row is not None
    return int(row["n"])


def insert(db: Database, played: Round) -> None:
    db.run(
        "INSERT INTO rounds (id, member_id, game_id, vassalage, game_type, game_name, seq, bet,"
        " win, outcome, placed_at, settled_at, status)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            played.id,
            played.member_id,
            played.game_id,
            played.vassalage,
            played.game_type,
            played.game_name,
            played.seq,
            played.bet,
            played.win,
            orjson.dumps(played.outcome).decode(),
            played.placed_at,
            played.settled_at,
            played.status,
        ),
    )


def settle(db: Database, round_id: str, *, win: int, outcome: dict[str, Any], at: int) -> None:
    """An open round's result: its win, outcome and time."""
    db.run(
        "UPDATE rounds SET win = ?, outcome = ?, settled_at = ?, status = 'settled'"
        " WHERE id = ? AND status = 'open'",
        (win, orjson.dumps(outcome).decode(), at, round_id),
    )


def update_open(db: Database, round_id: str, *, bet: int, outcome: dict[str, Any]) -> None:
    """An open round's stake and state as its play goes on (a blackjack hand)."""
    db.run(
        "UPDATE rounds SET bet = ?, outcome = ? WHERE id = ? AND status = 'open'",
        (bet, orjson.dumps(outcome).decode(), round_id),
    )


def by_seq(db: Database, seq: int) -> Round | None:
    row = db.one("SELECT * FROM rounds WHERE seq = ?", (seq,))
    return round_of(row) if row else None


def open_rounds(db: Database, game_id: int | None = None) -> list[Round]:
    """Open rounds (of one table, or all), oldest first."""
    where = "status = 'open'" + (" AND game_id = ?" if game_id is not None else "")
    rows = db.all(
        f"SELECT * FROM rounds WHERE {where} ORDER BY seq",
        (game_id,) if game_id is not None else (),
    )
    return [round_of(row) for row in rows]


def recent(db: Database, member_id: int, game_id: int, limit: int = 10) -> list[Round]:
    rows = db.all(
        "SELECT * FROM rounds WHERE member_id = ? AND game_id = ? ORDER BY seq DESC LIMIT ?",
        (member_id, game_id, limit),
    )
    return [round_of(row) for row in rows]


# -- forced outcomes (forced.py) -----------------------------------------------------------


def add_forced(
    db: Database, *, player: str | None, game_id: int | None, nxt: str, times: int, now: int
) -> int:
    cursor = db.run(
        "INSERT INTO forced_outcomes (player, game_id, next, remaining, created_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (player, game_id, nxt, times, now),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def take_forced(db: Database, account: str, game_id: int) -> str | None:
    """Use up the oldest forced outcome for this player and game; its `next` (JSON)."""
    row = db.one(
        "SELECT id, next FROM forced_outcomes WHERE remaining > 0"
        " AND (player IS NULL OR player = ?) AND (game_id IS NULL OR game_id = ?)"
        " ORDER BY id LIMIT 1",
        (account, game_id),
    )
    if row is None:
        return None
    db.run("UPDATE forced_outcomes SET remaining = remaining - 1 WHERE id = ?", (row["id"],))
    return str(row["next"])


def forced(db: Database) -> list[sqlite3.Row]:
    return db.all("SELECT * FROM forced_outcomes WHERE remaining > 0 ORDER BY id")


def clear_forced(db: Database) -> None:
    db.run("DELETE FROM forced_outcomes")


# -- launch tickets (tickets.py) -----------------------------------------------------------


def add_ticket(db: Database, values: dict[str, object]) -> None:
    """Insert a launch ticket (column -> value), dropping the expired ones first."""
    db.run("DELETE FROM launch_tickets WHERE expires_at <= ?", (values["created_at"],))
    columns = ", ".join(values)
    db.run(
        f"INSERT INTO launch_tickets ({columns}) VALUES ({', '.join('?' * len(values))})",
        tuple(values.values()),
    )


def ticket(db: Database, token: str) -> sqlite3.Row | None:
    return db.one("SELECT * FROM launch_tickets WHERE ticket = ?", (token,))
