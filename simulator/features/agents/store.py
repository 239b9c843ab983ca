"""Agent-centre queries: the team (members.upline_id, recursively), its rows with balances
and last login, and contract payouts read from the ledger."""

from __future__ import annotations

import sqlite3
from typing import Any

import orjson

from ...core.db import Database
from ...core.ledger.store import COMMISSION_CODE, MAIN, POINTS
from ...core.members.store import AGENT_TYPES

# The team as a recursive query: (id, level) with level 0 the agent, 1 direct downlines...
TEAM_CTE = """
WITH RECURSIVE team(id, level) AS (
    SELECT ?, 0
    UNION ALL
    SELECT m.id, team.level + 1 FROM members m JOIN team ON m.upline_id = team.id
    WHERE team.level < 64
)
"""
_AGENT_TYPES = ", ".join(str(t) for t in sorted(AGENT_TYPES))

# The team below the agent (level > 0) with what a row shows; {where} narrows it. Balances
# are the available and reserved sums over every wallet of the member (money, not points);
# the last login is the newest one the journal still holds.
_ROWS = f"""
{TEAM_CTE}
SELECT m.id, m.account, m.nickname, m.type, team.level, u.account AS upline,
       m.created_at, m.locked, m.mobile, m.email,
       (SELECT COALESCE(SUM(a.credits_posted - a.debits_posted - a.debits_pending), 0)
          FROM accounts a WHERE a.member_id = m.id AND a.currency <> '{POINTS}') AS balance,
       (SELECT COALESCE(SUM(a.debits_pending), 0)
          FROM accounts a WHERE a.member_id = m.id AND a.currency <> '{POINTS}') AS frozen,
       (SELECT MAX(j.at) FROM journal j WHERE j.player = m.account AND j.type = 'login')
          AS last_login
  FROM team JOIN members m ON m.id = team.id LEFT JOIN members u ON u.id = m.upline_id
 WHERE team.level > 0{{where}}
"""


def team_levels(db: Database, agent_id: int) -> dict[int, int]:
    """Member id -> level below the agent (0: the agent)."""
    rows = db.all(f"{TEAM_CTE} SELECT id, level FROM team", (agent_id,))
    return {row["id"]: row["level"] for row in rows}


def in_team(db: Database, agent_id: int, member_id: int) -> bool:
    row = db.one(f"{TEAM_CTE} SELECT 1 FROM team WHERE id = ?", (agent_id, member_id))
    return row is not None


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def downline_page(
    db: Database,
    agent_id: int,
    *,
    direct: bool,
    member_type: str | None,
    keyword: str,
    limit: int,
    offset: int,
) -> tuple[int, list[sqlite3.Row]]:
    """(total, one page, newest registration first) of the team below the agent: only
    direct downlines, only `player`s or `agent`s, account or nickname containing keyword."""
    clauses: list[str] = []
    args: list[Any] = [agent_id]
    if direct:
        clauses.append("team.level = 1")
    if member_type == "player":
        clauses.append("m.type = 0")
    elif member_type == "agent":
        clauses.append(f"m.type IN ({_AGENT_TYPES})")
    if keyword:
        clauses.append("(m.account LIKE ? ESCAPE '\\' OR m.nickname LIKE ? ESCAPE '\\')")
        args += [_like(keyword), _like(keyword)]
    sql = _ROWS.format(where="".join(f" AND {clause}" for clause in clauses))
    count = db.one(f"SELECT COUNT(*) AS n FROM ({sql})", tuple(args))
    rows = db.all(
        f"{sql} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?", (*args, limit, offset)
    )
    return (int(count["n"]) if count else 0), rows


def downline_row(db: Database, agent_id: int, member_id: int) -> sqlite3.Row | None:
    return db.one(_ROWS.format(where=" AND m.id = ?"), (agent_id, member_id))


def _json_ids(ids: list[int]) -> str:
    return orjson.dumps(ids).decode()


def accounts_of(db: Database, ids: list[int]) -> dict[int, str]:
    rows = db.all(
        "SELECT id, account FROM members WHERE id IN (SELECT value FROM json_each(?))",
        (_json_ids(ids),),
    )
    return {row["id"]: row["account"] for row in rows}


def joined(db: Database, ids: list[int]) -> list[sqlite3.Row]:
    """(id, type, created_at) of these members."""
    return db.all(
        "SELECT id, type, created_at FROM members WHERE id IN (SELECT value FROM json_each(?))",
        (_json_ids(ids),),
    )


def available_sum(db: Database, ids: list[int]) -> int:
    """What these members hold over all their wallets (money), reserves taken off."""
    row = db.one(
        "SELECT COALESCE(SUM(credits_posted - debits_posted - debits_pending), 0) AS n"
        " FROM accounts WHERE member_id IN (SELECT value FROM json_each(?)) AND currency <> ?",
        (_json_ids(ids), POINTS),
    )
    return int(row["n"]) if row else 0


def _payouts(member_id: int, kinds: tuple[str, ...], start: int, stop: int) -> tuple[str, tuple]:
    """Posted transfers of these contract kinds from commission:main to the member's main
    wallet in [start, stop)."""
    marks = ", ".join("?" * len(kinds))
    where = (
        " FROM transfers t JOIN accounts c ON c.id = t.credit_account_id"
        " JOIN accounts d ON d.id = t.debit_account_id"
        " WHERE c.member_id = ? AND c.account_type_id = ? AND d.code = ?"
        f" AND t.status = 'posted' AND t.kind IN ({marks})"
        " AND t.created_at >= ? AND t.created_at < ?"
    )
    return where, (member_id, MAIN, COMMISSION_CODE, *kinds, start, stop)


def payouts(
    db: Database,
    member_id: int,
    kinds: tuple[str, ...],
    *,
    start: int,
    stop: int,
    limit: int,
    offset: int,
) -> list[sqlite3.Row]:
    """Contract payouts to the member, newest first."""
    where, args = _payouts(member_id, kinds, start, stop)
    return db.all(
        f"SELECT t.reference, t.kind, t.amount, t.memo, t.created_at{where}"
        " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
        (*args, limit, offset),
    )


def payout_totals(
    db: Database, member_id: int, kinds: tuple[str, ...], *, start: int, stop: int
) -> tuple[int, dict[str, int]]:
    """(count, kind -> total) of the member's contract payouts."""
    where, args = _payouts(member_id, kinds, start, stop)
    sums = {
        row["kind"]: int(row["total"])
        for row in db.all(f"SELECT t.kind, SUM(t.amount) AS total{where} GROUP BY t.kind", args)
    }
    count = db.one(f"SELECT COUNT(*) AS n{where}", args)
    return (int(count["n"]) if count else 0), sums
