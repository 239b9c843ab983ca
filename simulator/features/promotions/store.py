"""Rows of the promotion tables (schema.sql, section promotions): the built catalogue,
joins, applications and their images, rewards paid, draw prizes, forced raffle winners and
rollovers."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...core.db import Database
from .catalogue import Promo, Spec

TRIAL = 4  # a free-play account's member type: never in a promotion


# -- catalogue ------------------------------------------------------------------------------


def insert_promotion(db: Database, spec: Spec, start_at: int, end_at: int) -> None:
    db.run(
        "INSERT INTO promotions (id, code, type, mode, start_at, end_at, spec)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (spec.id, spec.code, spec.type, spec.mode, start_at, end_at, spec.model_dump_json()),
    )


def _promo(row: sqlite3.Row) -> Promo:
    return Promo(
        spec=Spec.model_validate_json(row["spec"]),
        start_at=row["start_at"],
        end_at=row["end_at"],
        drawn_at=row["drawn_at"],
    )


def promotions(db: Database, *, mode: str | None = None, at: int | None = None) -> list[Promo]:
    """Every promotion, newest start first; of one mode, running at one moment, when given
    (each deposit reads its offers: only those are parsed)."""
    rows = db.all(
        "SELECT * FROM promotions WHERE (:mode IS NULL OR mode = :mode)"
        " AND (:at IS NULL OR (start_at <= :at AND end_at > :at))"
        " ORDER BY start_at DESC, id DESC",
        {"mode": mode, "at": at},
    )
    return [_promo(row) for row in rows]


def promotion(db: Database, promotion_id: int) -> Promo | None:
    row = db.one("SELECT * FROM promotions WHERE id = ?", (promotion_id,))
    return _promo(row) if row else None


def undrawn(db: Database, modes: tuple[str, ...], ended_by: int) -> list[Promo]:
    """Promotions of these modes whose window closed by `ended_by` and that were not drawn."""
    marks = ", ".join("?" for _ in modes)
    rows = db.all(
        f"SELECT * FROM promotions WHERE mode IN ({marks}) AND end_at <= ? AND drawn_at IS NULL"
        " ORDER BY end_at, id",
        (*modes, ended_by),
    )
    return [_promo(row) for row in rows]


def mark_drawn(db: Database, promotion_id: int, now: int) -> None:
    db.run("UPDATE promotions SET drawn_at = ? WHERE id = ?", (now, promotion_id))


def member_ids(db: Database) -> list[int]:
    """Every member who may take part (trial accounts never do)."""
    rows = db.all("SELECT id FROM members WHERE type <> ? ORDER BY id", (TRIAL,))
    return [row["id"] for row in rows]


def accounts(db: Database, ids: list[int]) -> dict[int, str]:
    marks = ", ".join("?" for _ in ids)
    rows = db.all(f"SELECT id, account FROM members WHERE id IN ({marks})", tuple(ids))
    return {row["id"]: row["account"] for row in rows}


# -- joins ----------------------------------------------------------------------------------


def joined_at(db: Database, promotion_id: int, member_id: int) -> int | None:
    row = db.one(
        "SELECT joined_at FROM promotion_joins WHERE promotion_id = ? AND member_id = ?",
        (promotion_id, member_id),
    )
    return row["joined_at"] if row else None


def join(db: Database, promotion_id: int, member_id: int, now: int) -> None:
    db.run(
        "INSERT INTO promotion_joins (promotion_id, member_id, joined_at) VALUES (?, ?, ?)",
        (promotion_id, member_id, now),
    )


def joined_members(db: Database, promotion_id: int) -> list[int]:
    rows = db.all(
        "SELECT member_id FROM promotion_joins WHERE promotion_id = ? ORDER BY member_id",
        (promotion_id,),
    )
    return [row["member_id"] for row in rows]


# -- applications ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Application:
    id: int
    promotion_id: int
    member_id: int
    remark: str
    status: str  # APPLYING | ISSUED | REJECTED
    created_at: int
    decided_at: int | None
    decision_remark: str | None


def _application(row: sqlite3.Row) -> Application:
    return Application(**{name: row[name] for name in Application.__dataclass_fields__})


def latest_application(db: Database, promotion_id: int, member_id: int) -> Application | None:
    row = db.one(
        "SELECT * FROM promotion_applications WHERE promotion_id = ? AND member_id = ?"
        " ORDER BY id DESC LIMIT 1",
        (promotion_id, member_id),
    )
    return _application(row) if row else None


def application(db: Database, application_id: int) -> Application | None:
    row = db.one("SELECT * FROM promotion_applications WHERE id = ?", (application_id,))
    return _application(row) if row else None


def add_application(
    db: Database,
    promotion_id: int,
    member_id: int,
    *,
    remark: str,
    images: list[tuple[str, bytes]],
    now: int,
) -> int:
    cursor = db.run(
        "INSERT INTO promotion_applications (promotion_id, member_id, remark, status, created_at)"
        " VALUES (?, ?, ?, 'APPLYING', ?)",
        (promotion_id, member_id, remark, now),
    )
    application_id = int(cursor.lastrowid or 0)
    for n, (content_type, data) in enumerate(images, start=1):
        db.run(
            "INSERT INTO promotion_application_images (application_id, n, content_type, data)"
            " VALUES (?, ?, ?, ?)",
            (application_id, n, content_type, data),
        )
    return application_id


def decide(db: Database, application_id: int, status: str, remark: str | None, now: int) -> None:
    db.run(
        "UPDATE promotion_applications SET status = ?, decided_at = ?, decision_remark = ?"
        " WHERE id = ? AND status = 'APPLYING'",
        (status, now, remark, application_id),
    )


def applications_desk(db: Database, status: str | None, limit: int) -> list[sqlite3.Row]:
    """Applications with their member's account and image count, newest first."""
    where = "WHERE a.status = ?" if status else ""
    return db.all(
        "SELECT a.*, m.account,"
        " (SELECT COUNT(*) FROM promotion_application_images i WHERE i.application_id = a.id)"
        " AS images"
        f" FROM promotion_applications a JOIN members m ON m.id = a.member_id {where}"
        " ORDER BY a.id DESC LIMIT ?",
        (status, limit) if status else (limit,),
    )


def image(db: Database, application_id: int, n: int) -> tuple[str, bytes] | None:
    row = db.one(
        "SELECT content_type, data FROM promotion_application_images"
        " WHERE application_id = ? AND n = ?",
        (application_id, n),
    )
    return (row["content_type"], bytes(row["data"])) if row else None


# -- rewards --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reward:
    reference: str
    promotion_id: int
    member_id: int
    amount: int
    day: str | None
    paid_at: int


def _reward(row: sqlite3.Row) -> Reward:
    return Reward(**{name: row[name] for name in Reward.__dataclass_fields__})


def add_reward(
    db: Database,
    reference: str,
    promotion_id: int,
    member_id: int,
    *,
    amount: int,
    now: int,
    day: str | None = None,
) -> None:
    db.run(
        "INSERT INTO promotion_rewards (reference, promotion_id, member_id, amount, day, paid_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (reference, promotion_id, member_id, amount, day, now),
    )


def reward(db: Database, reference: str) -> Reward | None:
    row = db.one("SELECT * FROM promotion_rewards WHERE reference = ?", (reference,))
    return _reward(row) if row else None


def last_reward(db: Database, promotion_id: int, member_id: int) -> Reward | None:
    row = db.one(
        "SELECT * FROM promotion_rewards WHERE promotion_id = ? AND member_id = ?"
        " ORDER BY paid_at DESC, rowid DESC LIMIT 1",
        (promotion_id, member_id),
    )
    return _reward(row) if row else None


def recent_rewards(db: Database, member_id: int, limit: int) -> list[Reward]:
    rows = db.all(
        "SELECT * FROM promotion_rewards WHERE member_id = ?"
        " ORDER BY paid_at DESC, rowid DESC LIMIT ?",
        (member_id, limit),
    )
    return [_reward(row) for row in rows]


# -- draws ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Prize:
    promotion_id: int
    member_id: int
    prize: int
    rank: int
    tickets: int | None
    claimed_at: int | None


def add_prize(
    db: Database, promotion_id: int, member_id: int, *, prize: int, rank: int, tickets: int | None
) -> None:
    db.run(
        "INSERT INTO promotion_prizes (promotion_id, member_id, prize, rank, tickets)"
        " VALUES (?, ?, ?, ?, ?)",
        (promotion_id, member_id, prize, rank, tickets),
    )


def prize(db: Database, promotion_id: int, member_id: int) -> Prize | None:
    row = db.one(
        "SELECT * FROM promotion_prizes WHERE promotion_id = ? AND member_id = ?",
        (promotion_id, member_id),
    )
    return Prize(**{name: row[name] for name in Prize.__dataclass_fields__}) if row else None


def mark_claimed(db: Database, promotion_id: int, member_id: int, now: int) -> None:
    db.run(
        "UPDATE promotion_prizes SET claimed_at = ? WHERE promotion_id = ? AND member_id = ?",
        (now, promotion_id, member_id),
    )


def force_winners(db: Database, promotion_id: int, winners: list[tuple[int, int]]) -> None:
    """Replace the forced winners of a raffle's next draw: (member id, prize) in order."""
    db.run("DELETE FROM promotion_forced_winners WHERE promotion_id = ?", (promotion_id,))
    for position, (member_id, amount) in enumerate(winners, start=1):
        db.run(
            "INSERT INTO promotion_forced_winners (promotion_id, member_id, prize, position)"
            " VALUES (?, ?, ?, ?)",
            (promotion_id, member_id, amount, position),
        )


def take_forced(db: Database, promotion_id: int) -> list[tuple[int, int]]:
    """The forced winners (member id, prize), used up."""
    rows = db.all(
        "SELECT member_id, prize FROM promotion_forced_winners WHERE promotion_id = ?"
        " ORDER BY position",
        (promotion_id,),
    )
    db.run("DELETE FROM promotion_forced_winners WHERE promotion_id = ?", (promotion_id,))
    return [(row["member_id"], row["prize"]) for row in rows]


# -- rollovers ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rollover:
    id: int
    member_id: int
    reference: str
    promotion_id: int | None
    required: int
    paid_at: int
    met_at: int | None


def _rollover(row: sqlite3.Row) -> Rollover:
    return Rollover(**{name: row[name] for name in Rollover.__dataclass_fields__})


def open_rollover(
    db: Database,
    member_id: int,
    reference: str,
    *,
    promotion_id: int | None,
    required: int,
    now: int,
) -> None:
    """Once per bonus transfer: a replayed bonus opens nothing new."""
    db.run(
        "INSERT OR IGNORE INTO rollovers (member_id, reference, promotion_id, required, paid_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (member_id, reference, promotion_id, required, now),
    )


def rollover(db: Database, reference: str) -> Rollover | None:
    row = db.one("SELECT * FROM rollovers WHERE reference = ?", (reference,))
    return _rollover(row) if row else None


def unmet_rollovers(db: Database, member_id: int) -> list[Rollover]:
    rows = db.all(
        "SELECT * FROM rollovers WHERE member_id = ? AND met_at IS NULL ORDER BY paid_at, id",
        (member_id,),
    )
    return [_rollover(row) for row in rows]


def mark_met(db: Database, rollover_id: int, now: int) -> None:
    db.run("UPDATE rollovers SET met_at = ? WHERE id = ? AND met_at IS NULL", (now, rollover_id))
