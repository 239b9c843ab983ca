"""login_days and mission_claims rows."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...core.db import Database


@dataclass(frozen=True)
class Claim:
    id: int
    mission_id: int
    member_id: int
    period: str
    period_key: str
    reward_kind: str
    reward: int
    reference: str
    claimed_at: int


def _claim(row: sqlite3.Row) -> Claim:
    return Claim(**{field: row[field] for field in Claim.__dataclass_fields__})


def add_login_day(db: Database, member_id: int, day: str, now: int) -> None:
    """The day counts once, whenever the member logs in again."""
    db.run(
        "INSERT INTO login_days (member_id, day, first_at) VALUES (?, ?, ?)"
        " ON CONFLICT (member_id, day) DO NOTHING",
        (member_id, day, now),
    )


def login_day_count(db: Database, member_id: int, first: str, last: str) -> int:
    """Distinct login days of the member between two yyyy-MM-dd days, both inclusive."""
    row = db.one(
        "SELECT COUNT(*) AS n FROM login_days WHERE member_id = ? AND day >= ? AND day <= ?",
        (member_id, first, last),
    )
    return int(row["n"]) if row else 0


def claims_in(db: Database, member_id: int, daily_key: str, weekly_key: str) -> dict[int, Claim]:
    """The member's claims of the current day and week, by mission id."""
    rows = db.all(
        "SELECT * FROM mission_claims WHERE member_id = ? AND ((period = 'DAILY'"
        " AND period_key = ?) OR (period = 'WEEKLY' AND period_key = ?))",
        (member_id, daily_key, weekly_key),
    )
    return {row["mission_id"]: _claim(row) for row in rows}


def insert_claim(db: Database, claim: Claim) -> None:
    db.run(
        "INSERT INTO mission_claims (mission_id, member_id, period, period_key, reward_kind,"
        " reward, reference, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            claim.mission_id,
            claim.member_id,
            claim.period,
            claim.period_key,
            claim.reward_kind,
            claim.reward,
            claim.reference,
            claim.claimed_at,
        ),
    )


def recent_claims(db: Database, member_id: int, limit: int) -> list[Claim]:
    rows = db.all(
        "SELECT * FROM mission_claims WHERE member_id = ? ORDER BY claimed_at DESC, id DESC"
        " LIMIT ?",
        (member_id, limit),
    )
    return [_claim(row) for row in rows]


def standings(db: Database, start: int, stop: int) -> list[sqlite3.Row]:
    """Per member with a claim made in [start, stop): account, missions completed (claimed,
    daily and weekly alike), points of POINTS rewards, and when the last claim came; best
    first (more missions, then more points, then whoever got there first)."""
    return db.all(
        "SELECT c.member_id, m.account, COUNT(*) AS completed,"
        " COALESCE(SUM(CASE WHEN c.reward_kind = 'POINTS' THEN c.reward ELSE 0 END), 0)"
        " AS points, MAX(c.claimed_at) AS reached_at"
        " FROM mission_claims c JOIN members m ON m.id = c.member_id"
        " WHERE c.claimed_at >= ? AND c.claimed_at < ?"
        " GROUP BY c.member_id, m.account"
        " ORDER BY completed DESC, points DESC, reached_at ASC, c.member_id ASC",
        (start, stop),
    )
