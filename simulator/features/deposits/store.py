"""deposit_orders rows."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...core.db import Database


@dataclass(frozen=True)
class Order:
    order_no: str
    member_id: int
    request_id: str
    channel: str
    amount: int
    bonus: int
    status: str
    pay_token: str
    created_at: int
    expires_at: int
    paid_at: int | None
    callbacks: int


def _order(row: sqlite3.Row) -> Order:
    return Order(**{field: row[field] for field in Order.__dataclass_fields__})


def get(db: Database, order_no: str) -> Order | None:
    row = db.one("SELECT * FROM deposit_orders WHERE order_no = ?", (order_no,))
    return _order(row) if row else None


def by_request(db: Database, member_id: int, request_id: str) -> Order | None:
    row = db.one(
        "SELECT * FROM deposit_orders WHERE member_id = ? AND request_id = ?",
        (member_id, request_id),
    )
    return _order(row) if row else None


def of_member(db: Database, member_id: int, limit: int, offset: int) -> tuple[list[Order], int]:
    rows = db.all(
        "SELECT * FROM deposit_orders WHERE member_id = ?"
        " ORDER BY created_at DESC, order_no DESC LIMIT ? OFFSET ?",
        (member_id, limit, offset),
    )
    total = db.one("SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ?", (member_id,))
    return [_order(row) for row in rows], int(total["n"]) if total else 0


def open_count(db: Database, member_id: int) -> int:
    row = db.one(
        "SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ? AND status = 'pending'",
        (member_id,),
    )
    return int(row["n"]) if row else 0


def paid_count(db: Database, member_id: int) -> int:
    row = db.one(
        "SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ? AND status = 'paid'",
        (member_id,),
    )
    return int(row["n"]) if row else 0


def insert(db: Database, order: Order) -> None:
    db.run(
        "INSERT INTO deposit_orders (order_no, member_id, request_id, channel, amount, bonus,"
        " status, pay_token, created_at, expires_at, paid_at, callbacks)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            order.order_no,
            order.member_id,
            order.request_id,
            order.channel,
            order.amount,
            order.bonus,
            order.status,
            order.pay_token,
            order.created_at,
            order.expires_at,
            order.paid_at,
            order.callbacks,
        ),
    )


def set_status(db: Database, order_no: str, status: str) -> None:
    db.run("UPDATE deposit_orders SET status = ? WHERE order_no = ?", (status, order_no))


def mark_paid(db: Database, order_no: str, bonus: int, now: int) -> None:
    db.run(
        "UPDATE deposit_orders SET status = 'paid', bonus = ?, paid_at = ? WHERE order_no = ?",
        (bonus, now, order_no),
    )


def count_callback(db: Database, order_no: str) -> None:
    db.run("UPDATE deposit_orders SET callbacks = callbacks + 1 WHERE order_no = ?", (order_no,))


def expire_due(db: Database, now: int) -> list[str]:
    rows = db.all(
        "SELECT order_no FROM deposit_orders WHERE status = 'pending' AND expires_at <= ?"
        " ORDER BY expires_at",
        (now,),
    )
    db.run(
        "UPDATE deposit_orders SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?",
        (now,),
    )
    return [row["order_no"] for row in rows]


def desk(db: Database, *, limit: int) -> list[sqlite3.Row]:
    """The latest deposit orders with their member's account, for QA."""
    return db.all(
        "SELECT d.*, m.account FROM deposit_orders d JOIN members m ON m.id = d.member_id"
        " ORDER BY d.created_at DESC LIMIT ?",
        (limit,),
    )


def paid_total(db: Database, member_id: int, start: int, stop: int) -> int:
    """What the member's deposits paid in [start, stop) add up to, in minor units."""
    row = db.one(
        "SELECT COALESCE(SUM(amount), 0) AS total FROM deposit_orders"
        " WHERE member_id = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ?",
        (member_id, start, stop),
    )
    return int(row["total"]) if row else 0


def paid_totals(db: Database, start: int, stop: int) -> dict[int, int]:
    """Member id -> what their deposits paid in [start, stop) add up to (members with any)."""
    rows = db.all(
        "SELECT member_id, SUM(amount) AS total FROM deposit_orders"
        " WHERE status = 'paid' AND paid_at >= ? AND paid_at < ? GROUP BY member_id",
        (start, stop),
    )
    return {row["member_id"]: int(row["total"]) for row in rows}


def first_paid(db: Database, member_id: int) -> Order | None:
    """The member's first paid deposit."""
    row = db.one(
        "SELECT * FROM deposit_orders WHERE member_id = ? AND status = 'paid'"
        " ORDER BY paid_at, order_no LIMIT 1",
        (member_id,),
    )
    return _order(row) if row else None
