"""Team reports: the overview (with its chart), user profit and loss, and the team's betting
record and account record, all over the caller's team and read by the member-centre queries
extended to a set of members (records.service.bets_of, statements.service), never copies.

Member counts leave the agent out (members, new, active); money figures cover the whole
team, the agent included, as docs/agents.md says.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...core.members.store import AGENT_TYPES, Member
from ...core.money import format_minor
from ...paging import paged
from ..records.service import bets_of, day_start, local_day
from ..statements.schemas import DayRangeQuery
from ..statements.service import (
    DAY_FIELDS,
    Figures,
    daily_figures,
    shown_figures,
    transactions_of,
    window,
)
from . import store
from .schemas import TeamBetQuery, TeamProfitQuery, TeamTransactionsQuery
from .team import team_levels


def _accounts(db: Database, ids: list[int]) -> dict[int, str]:
    return store.accounts_of(db, ids)


def _zero() -> Figures:
    return dict.fromkeys(DAY_FIELDS, 0)


def _add(into: Figures, found: Figures) -> None:
    for field in DAY_FIELDS:
        into[field] += found[field]


def team_overview(
    db: Database, agent: Member, params: DayRangeQuery, *, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    begin, end, start, stop = window(params, now, zone)
    levels = team_levels(db, agent.id)
    below = [member_id for member_id in levels if member_id != agent.id]
    rows = store.joined(db, below)
    today_start = day_start(local_day(now, zone), zone)
    new_by_day: dict[str, int] = defaultdict(int)
    for row in rows:
        if start <= row["created_at"] < stop:
            new_by_day[local_day(row["created_at"], zone).isoformat()] += 1
    figures = daily_figures(db, list(levels), start, stop, zone)
    by_day: dict[str, Figures] = defaultdict(_zero)
    active_by_day: dict[str, set[int]] = defaultdict(set)
    for (member_id, day_key), found in figures.items():
        _add(by_day[day_key], found)
        if found["bet"] > 0 and member_id != agent.id:
            active_by_day[day_key].add(member_id)
    totals = _zero()
    for found in by_day.values():
        _add(totals, found)
    balance = store.available_sum(db, list(levels))
    days = []
    day = begin
    while day <= end:  # oldest first: the chart's x axis, every day of the range
        key = day.isoformat()
        found = by_day.get(key, _zero())
        days.append(
            {
                "date": key,
                "newMembers": new_by_day.get(key, 0),
                "activeMembers": len(active_by_day.get(key, ())),
                "deposits": format_minor(found["deposit"]),
                "validBet": format_minor(found["valid"]),
                "profit": format_minor(found["win"] - found["bet"]),
            }
        )
        day += timedelta(days=1)
    return {
        "members": len(below),
        "directMembers": sum(1 for member_id in below if levels[member_id] == 1),
        "agents": sum(1 for row in rows if row["type"] in AGENT_TYPES),
        "newMembers": sum(new_by_day.values()),
        "newToday": sum(1 for row in rows if row["created_at"] >= today_start),
        "activeMembers": len(set().union(*active_by_day.values())),
        "deposits": format_minor(totals["deposit"]),
        "withdrawals": format_minor(totals["withdraw"]),
        "betAmount": format_minor(totals["bet"]),
        "validBet": format_minor(totals["valid"]),
        "winAmount": format_minor(totals["win"]),
        "profit": format_minor(totals["win"] - totals["bet"]),
        "teamBalance": format_minor(balance),
        "days": days,
    }


def team_profit_loss(
    db: Database,
    agent: Member,
    params: TeamProfitQuery,
    only: Member | None,
    *,
    now: int,
    zone: ZoneInfo,
) -> dict[str, Any]:
    """One row per team member (the agent too) with any figure in the range, largest
    turnover first; `only` narrows it to one member."""
    _, _, start, stop = window(params, now, zone)
    levels = team_levels(db, agent.id)
    if only is not None:
        levels = {only.id: levels[only.id]}
    per_member: dict[int, Figures] = defaultdict(_zero)
    for (member_id, _), found in daily_figures(db, list(levels), start, stop, zone).items():
        _add(per_member[member_id], found)
    names = _accounts(db, list(per_member))
    ranked = sorted(
        (item for item in per_member.items() if any(item[1].values())),
        key=lambda item: (-item[1]["bet"], names[item[0]]),
    )
    totals = _zero()
    for _, found in ranked:
        _add(totals, found)
    first = (params.pageNo - 1) * params.pageSize
    rows = [
        {"account": names[member_id], "level": levels[member_id], **shown_figures(found)}
        for member_id, found in ranked[first : first + params.pageSize]
    ]
    value = paged(rows, len(ranked), params.pageNo, params.pageSize)
    value["totals"] = shown_figures(totals)
    return value


def team_bet_record(
    db: Database,
    agent: Member,
    params: TeamBetQuery,
    only: Member | None,
    locale: str,
    *,
    now: int,
    zone: ZoneInfo,
) -> dict[str, Any]:
    """The betting record over the team (the agent too), each row with its account."""
    ids = [only.id] if only is not None else list(team_levels(db, agent.id))
    return bets_of(db, _accounts(db, ids), params, locale, now=now, zone=zone)


def team_transactions(
    db: Database,
    agent: Member,
    params: TeamTransactionsQuery,
    only: Member | None,
    *,
    now: int,
    zone: ZoneInfo,
    wallet_names: dict[int, str],
) -> dict[str, Any]:
    """The account record over the downlines (the agent left out), each row with its
    account; a transfer between two downlines shows once for each."""
    if only is not None:
        ids = [only.id]
    else:
        ids = [member_id for member_id in team_levels(db, agent.id) if member_id != agent.id]
    return transactions_of(
        db, _accounts(db, ids), params, now=now, zone=zone, wallet_names=wallet_names
    )
