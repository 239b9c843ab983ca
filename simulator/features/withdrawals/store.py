"""bank_cards, withdrawals and withdraw_proofs rows."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...core.db import Database


@dataclass(frozen=True)
class Card:
    id: int
    member_id: int
    bank_code: str
    account_number: str
    account_name: str
    created_at: int


@dataclass(frozen=True)
class Withdrawal:
    order_no: str
    member_id: int
    request_id: str
    card_id: int
    amount: int
    fee: int
    status: str
    hold: int
    created_at: int
    paid_at: int | None
    auto_receive_at: int | None
    closed_at: int | None
    remark: str | None

    @property
    def net(self) -> int:
        """What the bank account receives."""
        return self.amount - self.fee


def _card(row: sqlite3.Row) -> Card:
    return Card(**{field: row[field] for field in Card.__dataclass_fields__})


def _withdrawal(row: sqlite3.Row) -> Withdrawal:
    return Withdrawal(**{field: row[field] for field in Withdrawal.__dataclass_fields__})


def cards_of(db: Database, member_id: int) -> list[Card]:
    rows = db.all("SELECT * FROM bank_cards WHERE member_id = ? ORDER BY id", (member_id,))
    return [_card(row) for row in rows]


def card(db: Database, card_id: int) -> Card | None:
    row = db.one("SELECT * FROM bank_cards WHERE id = ?", (card_id,))
    return _card(row) if row else None


def number_taken(db: Database, account_number: str) -> bool:
    return (
        db.one("SELECT 1 FROM bank_cards WHERE account_number = ?", (account_number,)) is not None
    )


def add_card(db: Database, member_id: int, *, bank: str, number: str, name: str, now: int) -> int:
    cursor = db.run(
        "INSERT INTO bank_cards (member_id, bank_code, account_number, account_name, created_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (member_id, bank, number, name, now),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def get(db: Database, order_no: str) -> Withdrawal | None:
    row = db.one("SELECT * FROM withdrawals WHERE order_no = ?", (order_no,))
    return _withdrawal(row) if row else None


def by_request(db: Database, member_id: int, request_id: str) -> Withdrawal | None:
    row = db.one(
        "SELECT * FROM withdrawals WHERE member_id = ? AND request_id = ?",
        (member_id, request_id),
    )
    return _withdrawal(row) if row else None


def of_member(
    db: Database, member_id: int, limit: int, offset: int
) -> tuple[list[Withdrawal], int]:
    rows = db.all(
        "SELECT * FROM withdrawals WHERE member_id = ?"
        " ORDER BY created_at DESC, order_no DESC LIMIT ? OFFSET ?",
        (member_id, limit, offset),
    )
    total = db.one("SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?", (member_id,))
    return [_withdrawal(row) for row in rows], int(total["n"]) if total else 0


def count_since(db: Database, member_id: int, since: int) -> int:
    """Requests since a moment that count towards the daily limit (rejected ones do not)."""
    row = db.one(
        "SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND created_at >= ?"
        " AND status <> 'rejected'",
        (member_id, since),
    )
    return int(row["n"]) if row else 0


def insert(db: Database, w: Withdrawal) -> None:
    db.run(
        "INSERT INTO withdrawals (order_no, member_id, request_id, card_id, amount, fee, status,"
        " hold, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            w.order_no,
            w.member_id,
            w.request_id,
            w.card_id,
            w.amount,
            w.fee,
            w.status,
            w.hold,
            w.created_at,
        ),
    )


def update(db: Database, order_no: str, **fields: object) -> None:
    allowed = {"status", "hold", "paid_at", "auto_receive_at", "closed_at", "remark"}
    assert set(fields) <= allowed, fields
    assignments = ", ".join(f"{name} = ?" for name in fields)
    db.run(
        f"UPDATE withdrawals SET {assignments} WHERE order_no = ?",  # names from `allowed`
        (*fields.values(), order_no),
    )


def due_for_review(db: Database, before: int) -> list[str]:
    rows = db.all(
        "SELECT order_no FROM withdrawals WHERE status = 'reviewing' AND hold = 0"
        " AND created_at <= ? ORDER BY created_at, order_no",
        (before,),
    )
    return [row["order_no"] for row in rows]


def due_for_receipt(db: Database, now: int) -> list[str]:
    rows = db.all(
        "SELECT order_no FROM withdrawals WHERE status = 'paid' AND auto_receive_at <= ?"
        " ORDER BY auto_receive_at, order_no",
        (now,),
    )
    return [row["order_no"] for row in rows]


def save_proof(
    db: Database,
    order_no: str,
    *,
    content_type: str,
    data: bytes,
    remark: str | None,
    now: int,
) -> None:
    db.run(
        "INSERT OR REPLACE INTO withdraw_proofs (order_no, content_type, data, remark, created_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (order_no, content_type, data, remark, now),
    )


def proof(db: Database, order_no: str) -> tuple[str, bytes] | None:
    row = db.one("SELECT content_type, data FROM withdraw_proofs WHERE order_no = ?", (order_no,))
    return (row["content_type"], bytes(row["data"])) if row else None


def desk(db: Database, *, limit: int) -> list[sqlite3.Row]:
    """The latest withdrawals with their member's account, for the payment desk."""
    return db.all(
        "SELECT w.*, m.account FROM withdrawals w JOIN members m ON m.id = w.member_id"
        " ORDER BY w.created_at DESC LIMIT ?",
        (limit,),
    )
