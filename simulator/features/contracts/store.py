"""contracts and contract_events rows."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...core.db import Database

KINDS = ("dividend", "daily_salary", "hourly_salary", "realtime_salary")


@dataclass(frozen=True)
class Contract:
    id: int
    kind: str
    upline_id: int | None  # None: the platform
    downline_id: int
    rate_bps: int
    period: str
    min_valid_bet: int
    min_active_members: int
    status: str
    created_at: int
    decided_at: int | None
    terminated_at: int | None


def _contract(row: sqlite3.Row) -> Contract:
    return Contract(**{field: row[field] for field in Contract.__dataclass_fields__})


def get(db: Database, contract_id: int) -> Contract | None:
    row = db.one("SELECT * FROM contracts WHERE id = ?", (contract_id,))
    return _contract(row) if row else None


def held(db: Database, member_id: int, kind: str, statuses: tuple[str, ...]) -> list[Contract]:
    """Contracts of the kind where the member is the downline, newest first."""
    marks = ",".join("?" * len(statuses))
    rows = db.all(
        f"SELECT * FROM contracts WHERE downline_id = ? AND kind = ? AND status IN ({marks})"
        " ORDER BY created_at DESC, id DESC",
        (member_id, kind, *statuses),
    )
    return [_contract(row) for row in rows]


def offered_by(
    db: Database, upline_id: int, kind: str, statuses: tuple[str, ...] | None = None
) -> list[Contract]:
    sql = "SELECT * FROM contracts WHERE upline_id = ? AND kind = ?"
    args: tuple[object, ...] = (upline_id, kind)
    if statuses:
        sql += f" AND status IN ({','.join('?' * len(statuses))})"
        args = (*args, *statuses)
    rows = db.all(sql + " ORDER BY created_at DESC, id DESC", args)
    return [_contract(row) for row in rows]


def active_of_kind(db: Database, kind: str) -> list[Contract]:
    rows = db.all(
        "SELECT * FROM contracts WHERE kind = ? AND status = 'active' ORDER BY id", (kind,)
    )
    return [_contract(row) for row in rows]


def insert(
    db: Database,
    *,
    kind: str,
    upline_id: int | None,
    downline_id: int,
    rate_bps: int,
    period: str,
    min_valid_bet: int,
    min_active_members: int,
    status: str,
    now: int,
) -> int:
    cursor = db.run(
        "INSERT INTO contracts (kind, upline_id, downline_id, rate_bps, period, min_valid_bet,"
        " min_active_members, status, created_at, decided_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            kind,
            upline_id,
            downline_id,
            rate_bps,
            period,
            min_valid_bet,
            min_active_members,
            status,
            now,
            now if status == "active" else None,
        ),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def set_status(db: Database, contract_id: int, status: str, now: int) -> None:
    column = "terminated_at" if status == "terminated" else "decided_at"
    db.run(
        f"UPDATE contracts SET status = ?, {column} = ? WHERE id = ?",  # column: one of two
        (status, now, contract_id),
    )


def add_event(db: Database, contract_id: int, event: str, by_id: int | None, now: int) -> None:
    db.run(
        "INSERT INTO contract_events (contract_id, event, by_id, at) VALUES (?, ?, ?, ?)",
        (contract_id, event, by_id, now),
    )


def ids(db: Database) -> list[int]:
    return [row["id"] for row in db.all("SELECT id FROM contracts ORDER BY id")]


def events(db: Database, member_id: int, kind: str, limit: int) -> list[sqlite3.Row]:
    """Events of the member's own contracts of a kind and of those they offered, newest
    first, with the contract's downline and rate."""
    return db.all(
        "SELECT e.contract_id, e.event, e.at, e.by_id, c.downline_id, c.rate_bps"
        " FROM contract_events e JOIN contracts c ON c.id = e.contract_id"
        " WHERE c.kind = ? AND (c.downline_id = ? OR c.upline_id = ?)"
        " ORDER BY e.at DESC, e.id DESC LIMIT ?",
        (kind, member_id, member_id, limit),
    )


def team_play(db: Database, member_ids: list[int], start: int, end: int) -> tuple[int, int, int]:
    """(bets, wins, members who played) of demo rounds and lottery tickets settled in
    [start, end)."""
    marks = ",".join("?" * len(member_ids))
    row = db.one(
        "SELECT COALESCE(SUM(bet), 0) AS bets, COALESCE(SUM(win), 0) AS wins,"
        " COUNT(DISTINCT member_id) AS active FROM ("
        f"  SELECT member_id, bet, win FROM rounds WHERE member_id IN ({marks})"
        "   AND settled_at >= ? AND settled_at < ?"
        "  UNION ALL"
        f"  SELECT member_id, amount, win FROM lottery_tickets WHERE member_id IN ({marks})"
        "   AND status <> 'open' AND settled_at >= ? AND settled_at < ?)",
        (*member_ids, start, end, *member_ids, start, end),
    )
    assert row is not None
    return int(row["bets"]), int(row["wins"]), int(row["active"])
