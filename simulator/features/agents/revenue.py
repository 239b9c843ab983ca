"""My income (ODSFE2_getAgentRevenue): what contracts paid the caller, read from the ledger:
transfers of a contract kind from commission:main to the caller's main wallet, whose memo
carries {contractId, periodStart, periodEnd, basis, rate, parts} (contracts/settlement.py);
payouts posted before parts were kept have none."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo

import orjson

from ...core.db import Database
from ...core.members.store import Member
from ...core.money import format_minor
from ...paging import paged
from ..contracts.store import KINDS
from ..statements.service import window
from . import store
from .schemas import RevenueQuery


def _money(value: Any) -> str | None:
    """A memo amount: minor units, or already a decimal string."""
    if isinstance(value, int) and not isinstance(value, bool):
        return format_minor(value)
    return str(value) if value is not None else None


def revenue_row(reference: str, kind: str, amount: int, memo: dict[str, Any], at: int) -> dict:
    return {
        "reference": reference,
        "kind": kind,
        "contractId": memo.get("contractId"),
        "periodStart": memo.get("periodStart"),
        "periodEnd": memo.get("periodEnd"),
        "basis": _money(memo.get("basis")),
        "rate": _money(memo.get("rate")),
        "amount": format_minor(amount),
        "time": at,
        "parts": [_part(part) for part in memo.get("parts") or []],
    }


def _part(part: dict[str, Any]) -> dict[str, Any]:
    return {
        "downline": part.get("downline"),
        "basis": _money(part.get("basis")),
        "rate": _money(part.get("rate")),
    }


def payout_rows(
    db: Database,
    member_id: int,
    kinds: tuple[str, ...],
    *,
    limit: int,
    offset: int = 0,
    start: int = 0,
    stop: int = 2**62,
) -> list[dict[str, Any]]:
    """Contract payouts to the member, newest first (also the contract pages' "payouts")."""
    rows = store.payouts(db, member_id, kinds, start=start, stop=stop, limit=limit, offset=offset)
    return [
        revenue_row(
            row["reference"],
            row["kind"],
            row["amount"],
            orjson.loads(row["memo"]) if row["memo"] else {},
            row["created_at"],
        )
        for row in rows
    ]


def agent_revenue(
    db: Database, agent: Member, params: RevenueQuery, *, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    _, _, start, stop = window(params, now, zone)
    kinds = (params.kind,) if params.kind else KINDS
    count, sums = store.payout_totals(db, agent.id, kinds, start=start, stop=stop)
    listed = payout_rows(
        db,
        agent.id,
        kinds,
        limit=params.pageSize,
        offset=(params.pageNo - 1) * params.pageSize,
        start=start,
        stop=stop,
    )
    value = paged(listed, count, params.pageNo, params.pageSize)
    value["totals"] = {
        **{kind: format_minor(sums.get(kind, 0)) for kind in KINDS},
        "total": format_minor(sum(sums.values())),
    }
    return value
