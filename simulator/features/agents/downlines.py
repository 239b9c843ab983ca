"""Downline management: the caller's team below them, searched and paged, and one member's
detail (balances, masked contacts, the last 30 days' figures, their contracts)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

from ...db import Database
from ...money import format_minor
from ...paging import paged
from ..contracts import store as contract_store
from ..contracts.service import view as contract_view
from ..members.masks import mask_email, mask_mobile
from ..members.store import AGENT_TYPES, Member
from ..records.service import day_start, local_day
from ..statements.service import DAY_FIELDS, daily_figures
from .schemas import DownlinesQuery
from .team import TEAM_CTE, team_ids

FIGURE_DAYS = 30  # the detail's figures: the last 30 days, today included
CONTRACT_STATES = ("offered", "active", "rejected", "terminated")
_AGENT_TYPES = ", ".join(str(t) for t in sorted(AGENT_TYPES))

# The team below the agent (level > 0) with what a row shows; {where} narrows it. Balances
# are the available and reserved sums over every wallet of the member; the last login is
# the newest one the journal still holds.
_ROWS = f"""
{TEAM_CTE}
SELECT m.id, m.account, m.nickname, m.type, team.level, u.account AS upline,
       m.created_at, m.locked, m.mobile, m.email,
       (SELECT COALESCE(SUM(a.credits_posted - a.debits_posted - a.debits_pending), 0)
          FROM accounts a WHERE a.member_id = m.id) AS balance,
       (SELECT COALESCE(SUM(a.debits_pending), 0)
          FROM accounts a WHERE a.member_id = m.id) AS frozen,
       (SELECT MAX(j.at) FROM journal j WHERE j.player = m.account AND j.type = 'login')
          AS last_login
  FROM team JOIN members m ON m.id = team.id LEFT JOIN members u ON u.id = m.upline_id
 WHERE team.level > 0{{where}}
"""


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _row(db: Database, row: Any) -> dict[str, Any]:
    return {
        "account": row["account"],
        "nickname": row["nickname"],
        "type": row["type"],
        "level": row["level"],
        "upline": row["upline"],
        "registerDate": row["created_at"],
        "balance": format_minor(row["balance"]),
        "status": "locked" if row["locked"] else "active",
        "lastLoginAt": row["last_login"],
        "teamSize": len(team_ids(db, row["id"])) - 1,
    }


def downlines(db: Database, agent: Member, params: DownlinesQuery) -> dict[str, Any]:
    """The team below the agent, newest registration first."""
    clauses: list[str] = []
    args: list[Any] = [agent.id]
    if params.direct:
        clauses.append("team.level = 1")
    if params.type == "player":
        clauses.append("m.type = 0")
    elif params.type == "agent":
        clauses.append(f"m.type IN ({_AGENT_TYPES})")
    keyword = (params.keyword or "").strip()
    if keyword:
        clauses.append("(m.account LIKE ? ESCAPE '\\' OR m.nickname LIKE ? ESCAPE '\\')")
        args += [_like(keyword), _like(keyword)]
    sql = _ROWS.format(where="".join(f" AND {clause}" for clause in clauses))
    count = db.one(f"SELECT COUNT(*) AS n FROM ({sql})", tuple(args))
    rows = db.all(
        f"{sql} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?",
        (*args, params.pageSize, (params.pageNo - 1) * params.pageSize),
    )
    total = int(count["n"]) if count else 0
    return paged([_row(db, row) for row in rows], total, params.pageNo, params.pageSize)


def downline_detail(
    db: Database, agent: Member, member: Member, *, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    """One member of the team (the caller has checked it is one: team.downline)."""
    row = db.one(_ROWS.format(where=" AND m.id = ?"), (agent.id, member.id))
    assert row is not None
    today = local_day(now, zone)
    start = day_start(today - timedelta(days=FIGURE_DAYS - 1), zone)
    stop = day_start(today + timedelta(days=1), zone)
    sums = dict.fromkeys(DAY_FIELDS, 0)
    for found in daily_figures(db, [member.id], start, stop, zone).values():
        for field in DAY_FIELDS:
            sums[field] += found[field]
    contracts = [
        contract
        for kind in contract_store.KINDS
        for contract in contract_store.held(db, member.id, kind, CONTRACT_STATES)
    ]
    contracts.sort(key=lambda c: (c.created_at, c.id), reverse=True)
    return {
        **_row(db, row),
        "frozenBalance": format_minor(row["frozen"]),
        "mobile": mask_mobile(row["mobile"]),
        "email": mask_email(row["email"]),
        "figures": {
            "betAmount": format_minor(sums["bet"]),
            "validBet": format_minor(sums["valid"]),
            "winAmount": format_minor(sums["win"]),
            "profit": format_minor(sums["win"] - sums["bet"]),
            "deposits": format_minor(sums["deposit"]),
            "withdrawals": format_minor(sums["withdraw"]),
        },
        "contracts": [contract_view(db, contract) for contract in contracts],
    }
