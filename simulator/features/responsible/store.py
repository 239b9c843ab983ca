"""rg_limits, rg_settings and rg_exclusions (schema.sql), and the ledger and deposit figures
the limits are measured against."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...core.db import Database

# Ledger kinds (docs/ledger-model.md): what a stake debits from a player's wallet, and what a
# win credits to it. Any product posting these counts towards the wager and loss limits.
STAKE_KINDS = ("bet", "lotto_bet")
WIN_KINDS = ("win", "lotto_win")


@dataclass(frozen=True)
class Limit:
    kind: str  # deposit, loss, wager, session
    period: str  # day, week, month; session for the session time
    amount: int | None  # minor units (minutes for the session time); None: no limit
    pending_set: bool  # a raise or removal is waiting
    pending: int | None  # what it becomes (None: removed)
    pending_at: int | None  # when
    updated_at: int

    def effective(self, now: int) -> int | None:
        """The limit in force at `now`: a waiting change counts from its time on, whether or
        not the job has written it yet."""
        if self.pending_set and self.pending_at is not None and self.pending_at <= now:
            return self.pending
        return self.amount

    def waiting(self, now: int) -> bool:
        return self.pending_set and self.pending_at is not None and self.pending_at > now


@dataclass(frozen=True)
class Exclusion:
    id: int
    member_id: int
    kind: str  # timeout, self_exclusion
    length: str  # 24h 7d 30d 6m 1y 5y permanent
    started_at: int
    ends_at: int | None  # None: permanent
    cleared_at: int | None


def _limit(row: sqlite3.Row) -> Limit:
    return Limit(
        kind=row["kind"],
        period=row["period"],
        amount=row["amount"],
        pending_set=bool(row["pending_set"]),
        pending=row["pending"],
        pending_at=row["pending_at"],
        updated_at=row["updated_at"],
    )


def limits(db: Database, member_id: int) -> list[Limit]:
    rows = db.all(
        "SELECT kind, period, amount, pending_set, pending, pending_at, updated_at"
        " FROM rg_limits WHERE member_id = ?",
        (member_id,),
    )
    return [_limit(row) for row in rows]


def save_limit(db: Database, member_id: int, limit: Limit) -> None:
    """Write the limit's row (a limit with neither an amount nor a change waiting is deleted)."""
    if limit.amount is None and not limit.pending_set:
        db.run(
            "DELETE FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?",
            (member_id, limit.kind, limit.period),
        )
        return
    db.run(
        "INSERT INTO rg_limits (member_id, kind, period, amount, pending_set, pending,"
        " pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount,"
        " pending_set = excluded.pending_set, pending = excluded.pending,"
        " pending_at = excluded.pending_at, updated_at = excluded.updated_at",
        (
            member_id,
            limit.kind,
            limit.period,
            limit.amount,
            int(limit.pending_set),
            limit.pending,
            limit.pending_at,
            limit.updated_at,
        ),
    )


def due_changes(db: Database, now: int) -> list[tuple[int, Limit]]:
    """(member id, limit) of every waiting change whose time has come, oldest first."""
    rows = db.all(
        "SELECT member_id, kind, period, amount, pending_set, pending, pending_at, updated_at"
        " FROM rg_limits WHERE pending_set = 1 AND pending_at <= ? ORDER BY pending_at",
        (now,),
    )
    return [(row["member_id"], _limit(row)) for row in rows]


def clear_limits(db: Database, member_id: int) -> int:
    return db.run("DELETE FROM rg_limits WHERE member_id = ?", (member_id,)).rowcount


def reality_minutes(db: Database, member_id: int) -> int | None:
    row = db.one("SELECT reality_minutes FROM rg_settings WHERE member_id = ?", (member_id,))
    return row["reality_minutes"] if row else None


def set_reality_minutes(db: Database, member_id: int, minutes: int | None) -> None:
    db.run(
        "INSERT INTO rg_settings (member_id, reality_minutes) VALUES (?, ?)"
        " ON CONFLICT (member_id) DO UPDATE SET reality_minutes = excluded.reality_minutes",
        (member_id, minutes),
    )


def _exclusion(row: sqlite3.Row) -> Exclusion:
    return Exclusion(
        id=row["id"],
        member_id=row["member_id"],
        kind=row["kind"],
        length=row["length"],
        started_at=row["started_at"],
        ends_at=row["ends_at"],
        cleared_at=row["cleared_at"],
    )


def active_exclusion(db: Database, member_id: int, now: int) -> Exclusion | None:
    """The exclusion in force at `now` that ends last (a permanent one first)."""
    row = db.one(
        "SELECT * FROM rg_exclusions WHERE member_id = ? AND cleared_at IS NULL"
        " AND started_at <= ? AND (ends_at IS NULL OR ends_at > ?)"
        " ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1",
        (member_id, now, now),
    )
    return _exclusion(row) if row else None


def exclusions(db: Database, member_id: int) -> list[Exclusion]:
    rows = db.all(
        "SELECT * FROM rg_exclusions WHERE member_id = ? ORDER BY started_at DESC, id DESC",
        (member_id,),
    )
    return [_exclusion(row) for row in rows]


def add_exclusion(
    db: Database, member_id: int, kind: str, length: str, *, started_at: int, ends_at: int | None
) -> int:
    cursor = db.run(
        "INSERT INTO rg_exclusions (member_id, kind, length, started_at, ends_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (member_id, kind, length, started_at, ends_at),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def clear_exclusions(db: Database, member_id: int, now: int) -> int:
    """End the member's exclusions in force (QA's reset); how many."""
    return db.run(
        "UPDATE rg_exclusions SET cleared_at = ? WHERE member_id = ? AND cleared_at IS NULL"
        " AND (ends_at IS NULL OR ends_at > ?)",
        (now, member_id, now),
    ).rowcount


def excluded_members(db: Database, now: int) -> set[int]:
    rows = db.all(
        "SELECT DISTINCT member_id FROM rg_exclusions WHERE cleared_at IS NULL"
        " AND started_at <= ? AND (ends_at IS NULL OR ends_at > ?)",
        (now, now),
    )
    return {row["member_id"] for row in rows}


def staked_and_won(db: Database, member_id: int, start: int, stop: int) -> tuple[int, int]:
    """What the member's wallets staked (posted or reserved) and won (posted) in [start, stop),
    in minor units, from the ledger."""
    marks = ", ".join("?" for _ in STAKE_KINDS)
    wins = ", ".join("?" for _ in WIN_KINDS)
    row = db.one(
        "WITH wallets AS (SELECT id FROM accounts WHERE member_id = ? AND kind = 'player')"
        " SELECT (SELECT COALESCE(SUM(amount), 0) FROM transfers"
        f"   WHERE debit_account_id IN wallets AND kind IN ({marks})"
        "    AND status <> 'voided' AND created_at >= ? AND created_at < ?) AS staked,"
        " (SELECT COALESCE(SUM(amount), 0) FROM transfers"
        f"   WHERE credit_account_id IN wallets AND kind IN ({wins})"
        "    AND status = 'posted' AND created_at >= ? AND created_at < ?) AS won",
        (member_id, *STAKE_KINDS, start, stop, *WIN_KINDS, start, stop),
    )
    assert row is not None
    return int(row["staked"]), int(row["won"])


def deposited(db: Database, member_id: int, start: int, stop: int) -> int:
    """Deposits paid in [start, stop) and orders still open that were made in it: an open
    order is money the member has set out to deposit."""
    row = db.one(
        "SELECT COALESCE(SUM(amount), 0) AS total FROM deposit_orders WHERE member_id = ?"
        " AND ((status = 'paid' AND paid_at >= ? AND paid_at < ?)"
        "  OR (status = 'pending' AND created_at >= ? AND created_at < ?))",
        (member_id, start, stop, start, stop),
    )
    return int(row["total"]) if row else 0
