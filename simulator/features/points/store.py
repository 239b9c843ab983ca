"""points_progress, point_rewards and point_redeems rows (schema.sql, the points section).
The points themselves are ledger amounts (core/ledger/store.py)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

import orjson

from ...core.db import Database


@dataclass(frozen=True)
class Reward:
    id: int
    code: str
    name: dict[str, str]
    description: dict[str, str]
    units: dict[str, str]
    image: str
    required_points: int
    required_amount: int  # minor units
    quantity: int  # stock left
    sort: int


@dataclass(frozen=True)
class Redeem:
    order_no: str
    member_id: int
    request_id: str
    reward_id: int
    quantity: int
    points: int
    amount: int  # minor units
    address: str
    mobile: str
    status: str  # PROCESS | REJECTED | APPROVED
    created_at: int
    decided_at: int | None
    remark: str | None


_TEXTS = ("name", "description", "units")


def _reward(row: sqlite3.Row) -> Reward:
    values: dict[str, Any] = {field: row[field] for field in Reward.__dataclass_fields__}
    for field in _TEXTS:
        values[field] = orjson.loads(values[field])
    return Reward(**values)


def _redeem(row: sqlite3.Row) -> Redeem:
    return Redeem(**{field: row[field] for field in Redeem.__dataclass_fields__})


# -- earning -----------------------------------------------------------------------------


def progress(db: Database, member_id: int) -> tuple[int, int]:
    """(valid bets counted so far in minor units, points earned on them)."""
    row = db.one("SELECT valid, earned FROM points_progress WHERE member_id = ?", (member_id,))
    return (int(row["valid"]), int(row["earned"])) if row else (0, 0)


def save_progress(db: Database, member_id: int, valid: int, earned: int) -> None:
    db.run(
        "INSERT INTO points_progress (member_id, valid, earned) VALUES (?, ?, ?)"
        " ON CONFLICT (member_id) DO UPDATE SET valid = excluded.valid, earned = excluded.earned",
        (member_id, valid, earned),
    )


# -- catalogue ---------------------------------------------------------------------------


def insert_reward(db: Database, reward: Reward) -> None:
    db.run(
        "INSERT INTO point_rewards (id, code, name, description, units, image, required_points,"
        " required_amount, quantity, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            reward.id,
            reward.code,
            *(orjson.dumps(getattr(reward, field)).decode() for field in _TEXTS),
            reward.image,
            reward.required_points,
            reward.required_amount,
            reward.quantity,
            reward.sort,
        ),
    )


def reward(db: Database, reward_id: int) -> Reward | None:
    row = db.one("SELECT * FROM point_rewards WHERE id = ?", (reward_id,))
    return _reward(row) if row else None


def rewards_page(db: Database, limit: int, offset: int) -> tuple[int, list[Reward]]:
    count = db.one("SELECT COUNT(*) AS n FROM point_rewards")
    rows = db.all("SELECT * FROM point_rewards ORDER BY sort, id LIMIT ? OFFSET ?", (limit, offset))
    return (int(count["n"]) if count else 0), [_reward(row) for row in rows]


def take_stock(db: Database, reward_id: int, quantity: int) -> bool:
    """Take quantity from the stock if that much is left; False (nothing taken) if not.
    One guarded statement, so two redeems can never both take the last one."""
    cursor = db.run(
        "UPDATE point_rewards SET quantity = quantity - ? WHERE id = ? AND quantity >= ?",
        (quantity, reward_id, quantity),
    )
    return cursor.rowcount == 1


def restore_stock(db: Database, reward_id: int, quantity: int) -> None:
    db.run("UPDATE point_rewards SET quantity = quantity + ? WHERE id = ?", (quantity, reward_id))


# -- redeems -----------------------------------------------------------------------------


def insert_redeem(db: Database, redeem: Redeem) -> None:
    names = list(Redeem.__dataclass_fields__)
    db.run(
        f"INSERT INTO point_redeems ({', '.join(names)})"  # our own column names
        f" VALUES ({', '.join('?' * len(names))})",
        tuple(getattr(redeem, name) for name in names),
    )


def redeem(db: Database, order_no: str) -> Redeem | None:
    row = db.one("SELECT * FROM point_redeems WHERE order_no = ?", (order_no,))
    return _redeem(row) if row else None


def redeem_by_request(db: Database, member_id: int, request_id: str) -> Redeem | None:
    row = db.one(
        "SELECT * FROM point_redeems WHERE member_id = ? AND request_id = ?",
        (member_id, request_id),
    )
    return _redeem(row) if row else None


def _where(member_id: int | None, status: str | None) -> tuple[str, tuple[Any, ...]]:
    clauses: list[str] = []
    args: list[Any] = []
    if member_id is not None:
        clauses.append("member_id = ?")
        args.append(member_id)
    if status is not None:
        clauses.append("status = ?")
        args.append(status)
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), tuple(args)


def redeems_page(
    db: Database, member_id: int | None, status: str | None, *, limit: int, offset: int
) -> tuple[int, list[Redeem]]:
    """(count, one page newest first) of a member's redeems (None: everyone's)."""
    where, args = _where(member_id, status)
    count = db.one(f"SELECT COUNT(*) AS n FROM point_redeems{where}", args)
    rows = db.all(
        f"SELECT * FROM point_redeems{where} ORDER BY created_at DESC, order_no DESC"
        " LIMIT ? OFFSET ?",
        (*args, limit, offset),
    )
    return (int(count["n"]) if count else 0), [_redeem(row) for row in rows]


def decide(db: Database, order_no: str, status: str, *, at: int, remark: str | None) -> bool:
    """Move a redeem out of PROCESS; False when it was not in PROCESS any more."""
    cursor = db.run(
        "UPDATE point_redeems SET status = ?, decided_at = ?, remark = ?"
        " WHERE order_no = ? AND status = 'PROCESS'",
        (status, at, remark, order_no),
    )
    return cursor.rowcount == 1
