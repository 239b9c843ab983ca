"""My income (ODSFE2_getAgentRevenue): what contracts paid the caller, read from the ledger:
transfers of a contract kind from commission:main to the caller's main wallet, whose memo
carries {contractId, periodStart, periodEnd, basis, rate} (contracts/settlement.py)."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo

import orjson

from ...db import Database
from ...money import format_minor
from ...paging import paged
from ..contracts.store import KINDS
from ..members.store import Member
from ..statements.service import window
from ..wallet.store import COMMISSION_CODE, MAIN
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
    }


def _where(member_id: int, kinds: tuple[str, ...], start: int, stop: int) -> tuple[str, tuple]:
    marks = ", ".join("?" * len(kinds))
    where = (
        " FROM transfers t JOIN accounts c ON c.id = t.credit_account_id"
        " JOIN accounts d ON d.id = t.debit_account_id"
        " WHERE c.member_id = ? AND c.account_type_id = ? AND d.code = ?"
        f" AND t.status = 'posted' AND t.kind IN ({marks})"
        " AND t.created_at >= ? AND t.created_at < ?"
    )
    return where, (member_id, MAIN, COMMISSION_CODE, *kinds, start, stop)


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
    where, args = _where(member_id, kinds, start, stop)
    rows = db.all(
        f"SELECT t.reference, t.kind, t.amount, t.memo, t.created_at{where}"
        " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
        (*args, limit, offset),
    )
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
    where, args = _where(agent.id, kinds, start, stop)
    sums = {
        row["kind"]: int(row["total"])
        for row in db.all(
            f"SELECT t.kind, COUNT(*) AS n, SUM(t.amount) AS total{where} GROUP BY t.kind", args
        )
    }
    count = db.one(f"SELECT COUNT(*) AS n{where}", args)
    listed = payout_rows(
        db,
        agent.id,
        kinds,
        limit=params.pageSize,
        offset=(params.pageNo - 1) * params.pageSize,
        start=start,
        stop=stop,
    )
    value = paged(listed, int(count["n"]) if count else 0, params.pageNo, params.pageSize)
    value["totals"] = {
        **{kind: format_minor(sums.get(kind, 0)) for kind in KINDS},
        "total": format_minor(sum(sums.values())),
    }
    return value
