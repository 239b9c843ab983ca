"""contracts and contract_events rows."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...db import Database

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
