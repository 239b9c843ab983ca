"""Downline management: the caller's team below them, searched and paged, and one member's
detail (balances, masked contacts, the last 30 days' figures, their contracts)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...core.members.masks import mask_email, mask_mobile
from ...core.members.store import Member
from ...core.money import format_minor
from ...paging import paged
from ..contracts import store as contract_store
from ..contracts.service import view as contract_view
from ..records.service import day_start, local_day
from ..statements.service import DAY_FIELDS, daily_figures
from . import store
from .schemas import DownlinesQuery
from .team import team_ids

FIGURE_DAYS = 30  # the detail's figures: the last 30 days, today included
CONTRACT_STATES = ("offered", "active", "rejected", "terminated")


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
    total, rows = store.downline_page(
        db,
        agent.id,
        direct=bool(params.direct),
        member_type=params.type,
        keyword=(params.keyword or "").strip(),
        limit=params.pageSize,
        offset=(params.pageNo - 1) * params.pageSize,
    )
    return paged([_row(db, row) for row in rows], total, params.pageNo, params.pageSize)


def downline_detail(
    db: Database, agent: Member, member: Member, *, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    """One member of the team (the caller has checked it is one: team.downline)."""
    row = store.downline_row(db, agent.id, member.id)
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
