"""referrals rows: who invited whom, and what became of it."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...core.db import Database


@dataclass(frozen=True)
class Referral:
    invitee_id: int
    inviter_id: int
    registered_at: int
    status: str  # PENDING, REWARDED or EXPIRED (QUALIFIED is only shown)
    reward: int | None
    reference: str | None
    decided_at: int | None
    invitee: str  # the invitee's account
    inviter: str


SELECT = (
    "SELECT r.*, e.account AS invitee, o.account AS inviter FROM referrals r"
    " JOIN members e ON e.id = r.invitee_id JOIN members o ON o.id = r.inviter_id"
)


def _referral(row: sqlite3.Row) -> Referral:
    return Referral(**{name: row[name] for name in Referral.__dataclass_fields__})


def link(db: Database, invitee_id: int, inviter_id: int, registered_at: int) -> None:
    """In the registration's transaction."""
    db.run(
        "INSERT INTO referrals (invitee_id, inviter_id, registered_at) VALUES (?, ?, ?)",
        (invitee_id, inviter_id, registered_at),
    )


def of_invitee(db: Database, invitee_id: int) -> Referral | None:
    row = db.one(f"{SELECT} WHERE r.invitee_id = ?", (invitee_id,))
    return _referral(row) if row else None


def pending(db: Database) -> list[Referral]:
    """Every PENDING referral, oldest registration first."""
    rows = db.all(f"{SELECT} WHERE r.status = 'PENDING' ORDER BY r.registered_at, r.invitee_id")
    return [_referral(row) for row in rows]


def of_inviter(db: Database, inviter_id: int, *, limit: int, offset: int) -> list[Referral]:
    """One page of a member's invitees, newest registration first."""
    rows = db.all(
        f"{SELECT} WHERE r.inviter_id = ? ORDER BY r.registered_at DESC, r.invitee_id DESC"
        " LIMIT ? OFFSET ?",
        (inviter_id, limit, offset),
    )
    return [_referral(row) for row in rows]


def pending_of_inviter(db: Database, inviter_id: int) -> list[Referral]:
    rows = db.all(f"{SELECT} WHERE r.inviter_id = ? AND r.status = 'PENDING'", (inviter_id,))
    return [_referral(row) for row in rows]


def counts(db: Database, inviter_id: int) -> tuple[int, int, int]:
    """(invitees, rewarded invitees, rewards paid in minor units) of a member."""
    row = db.one(
        "SELECT COUNT(*) AS n, COALESCE(SUM(status = 'REWARDED'), 0) AS rewarded,"
        " COALESCE(SUM(reward), 0) AS paid FROM referrals WHERE inviter_id = ?",
        (inviter_id,),
    )
    return (int(row["n"]), int(row["rewarded"]), int(row["paid"])) if row else (0, 0, 0)


def mark_rewarded(db: Database, invitee_id: int, reward: int, reference: str, now: int) -> bool:
    """PENDING -> REWARDED; False when it was not PENDING (paid or expired already)."""
    cursor = db.run(
        "UPDATE referrals SET status = 'REWARDED', reward = ?, reference = ?, decided_at = ?"
        " WHERE invitee_id = ? AND status = 'PENDING'",
        (reward, reference, now, invitee_id),
    )
    return cursor.rowcount == 1


def mark_expired(db: Database, invitee_id: int, now: int) -> bool:
    cursor = db.run(
        "UPDATE referrals SET status = 'EXPIRED', decided_at = ?"
        " WHERE invitee_id = ? AND status = 'PENDING'",
        (now, invitee_id),
    )
    return cursor.rowcount == 1
