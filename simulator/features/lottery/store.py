"""lottery_forced, lottery_runs, lottery_draws and lottery_tickets (schema.sql)."""

from __future__ import annotations

import sqlite3

from ...core.db import Database


def drawn(db: Database, game_code: str, issue: str) -> str | None:
    """The stored numbers (JSON) of an issue, forced or settled."""
    row = db.one(
        "SELECT numbers FROM lottery_draws WHERE game_code = ? AND issue = ?", (game_code, issue)
    )
    return row["numbers"] if row else None


def keep_draw(db: Database, game_code: str, issue: str, draw_at: int, numbers: str) -> None:
    """Store the seeded numbers of an issue, unless numbers are stored already."""
    db.run(
        "INSERT OR IGNORE INTO lottery_draws (game_code, issue, draw_at, numbers, forced)"
        " VALUES (?, ?, ?, ?, 0)",
        (game_code, issue, draw_at, numbers),
    )


def add_forced(db: Database, game_code: str, numbers: str, now: int) -> int:
    cursor = db.run(
        "INSERT INTO lottery_forced (game_code, numbers, created_at) VALUES (?, ?, ?)",
        (game_code, numbers, now),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def forced(db: Database) -> list[sqlite3.Row]:
    return db.all("SELECT * FROM lottery_forced ORDER BY id")


def use_oldest_forced(db: Database, game_code: str, issue: str, due: int) -> bool:
    """Make the oldest queued numbers of a game the draw of `issue`; False if none queued."""
    row = db.one(
        "SELECT id, numbers FROM lottery_forced WHERE game_code = ? ORDER BY id LIMIT 1",
        (game_code,),
    )
    if row is None:
        return False
    db.run("DELETE FROM lottery_forced WHERE id = ?", (row["id"],))
    db.run(
        "INSERT OR REPLACE INTO lottery_draws (game_code, issue, draw_at, numbers, forced)"
        " VALUES (?, ?, ?, ?, 1)",
        (game_code, issue, due, row["numbers"]),
    )
    return True


def claim_run(db: Database, period: str, due: int) -> bool:
    """Record the run of a period kind at `due`; False if it ran already."""
    done = db.run(
        "INSERT OR IGNORE INTO lottery_runs (period, due, ran_at) VALUES (?, ?, ?)",
        (period, due, due),
    )
    return done.rowcount > 0


def prune_runs(db: Database, period: str, before: int) -> None:
    db.run("DELETE FROM lottery_runs WHERE period = ? AND due < ?", (period, before))


def ran(db: Database, period: str, due: int) -> bool:
    found = db.one("SELECT 1 FROM lottery_runs WHERE period = ? AND due = ?", (period, due))
    return found is not None


def has_work(db: Database, due: int) -> bool:
    """Whether any numbers are queued or any open ticket is drawn at or before `due`."""
    busy = db.one(
        "SELECT 1 FROM lottery_forced UNION ALL SELECT 1 FROM lottery_tickets"
        " WHERE status = 'open' AND draw_at <= ? LIMIT 1",
        (due,),
    )
    return busy is not None


def open_tickets(db: Database, due: int, game_codes: list[str]) -> list[sqlite3.Row]:
    """Open tickets of these games drawn at or before `due`, oldest first."""
    marks = ",".join("?" * len(game_codes))
    return db.all(
        f"SELECT * FROM lottery_tickets WHERE status = 'open' AND draw_at <= ?"
        f" AND game_code IN ({marks}) ORDER BY id",
        (due, *game_codes),
    )


def settle_ticket(
    db: Database, row_id: int, *, status: str, win: int, result: str, at: int
) -> None:
    db.run(
        "UPDATE lottery_tickets SET status = ?, win = ?, result = ?, settled_at = ?"
        " WHERE id = ? AND status = 'open'",
        (status, win, result, at, row_id),
    )


def next_ticket_number(db: Database) -> int:
    last = db.one("SELECT COALESCE(MAX(id), 0) AS n FROM lottery_tickets")
    return (last["n"] if last else 0) + 1


def insert_ticket(
    db: Database,
    ticket_id: str,
    *,
    member_id: int,
    game_code: str,
    issue: str,
    draw_at: int,
    play_type: str,
    numbers: str,
    amount: int,
    now: int,
) -> None:
    db.run(
        "INSERT INTO lottery_tickets (ticket_id, member_id, game_code, issue, draw_at,"
        " play_type, numbers, amount, status, placed_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)",
        (ticket_id, member_id, game_code, issue, draw_at, play_type, numbers, amount, now),
    )


def ticket(db: Database, ticket_id: str) -> sqlite3.Row | None:
    return db.one("SELECT * FROM lottery_tickets WHERE ticket_id = ?", (ticket_id,))


def member_tickets(
    db: Database, member_id: int, game_code: str | None, status: str | None, count: int
) -> tuple[list[sqlite3.Row], int]:
    """A member's latest tickets (optionally of one game, in one status) and their total."""
    clauses: list[str] = ["member_id = ?"]
    params: list[object] = [member_id]
    if game_code:
        clauses.append("game_code = ?")
        params.append(game_code)
    if status:
        clauses.append("status = ?")
        params.append(status)
    where = " AND ".join(clauses)
    rows = db.all(
        f"SELECT * FROM lottery_tickets WHERE {where} ORDER BY id DESC LIMIT ?", (*params, count)
    )
    total = db.one(f"SELECT COUNT(*) AS n FROM lottery_tickets WHERE {where}", tuple(params))
    return rows, total["n"] if total else 0
