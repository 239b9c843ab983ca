"""Statements read from the ledger and the bet tables, never from a copy of them:

- the account record (ODSFE2_MemTransDet): every transfer touching one of the member's
  wallets, a withdrawal shown once with the state its reserve ended in; type POINTS lists
  the member's point movements instead, never mixed with money;
- the personal loss report (ODSFE2_getPersonalProfit): per day, bets, valid bets, wins,
  profit and loss, bonuses, deposits and withdrawals;
- the bonus details (PROMOFE_getBonusDetails): the bonuses paid.

Days are the brand's (records.service), both ends inclusive. Each query reads a set of
members: one for the member centre, the caller's team for the agent centre (features/agents),
whose rows then name their account.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection, Mapping
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import orjson

from ...core.db import Database
from ...core.money import format_minor
from ...paging import paged
from ..promotions.catalogue import text_in
from ..promotions.rollover import rollover_value
from ..records.service import day_start, local_day
from . import store
from .schemas import BonusQuery, DayRangeQuery, TransactionsQuery

# Ledger transfer kind -> the account record's type filter.
GROUPS: dict[str, str] = {
    "deposit": "DEPOSIT",
    "withdraw": "WITHDRAW",
    "withdraw_fee": "WITHDRAW",
    "withdraw_refund": "WITHDRAW",
    "transfer_in": "TRANSFER",
    "transfer_out": "TRANSFER",
    "upline_transfer": "TRANSFER",
    "bonus": "BONUS",
    "bet": "GAME",
    "win": "GAME",
    "lotto_bet": "GAME",
    "lotto_win": "GAME",
    "downline_transfer": "TRANSFER",
    "dividend": "COMMISSION",
    "daily_salary": "COMMISSION",
    "hourly_salary": "COMMISSION",
    "realtime_salary": "COMMISSION",
}
INTERNAL = ("transfer_in", "transfer_out")  # between two wallets of the same member
POINTS_GROUP = "POINTS"  # the point movements (PTS transfers), never mixed with money


def window(params: DayRangeQuery, now: int, zone: ZoneInfo) -> tuple[date, date, int, int]:
    """(first day, last day, start ms, end ms exclusive); today when no day is given."""
    today = local_day(now, zone)
    begin = params.beginDate or today
    end = params.endDate or max(begin, today)
    return begin, end, day_start(begin, zone), day_start(end + timedelta(days=1), zone)


def _kinds(group: str) -> tuple[list[str] | None, bool]:
    """(kinds, exclude) of a type filter: None for every kind; with exclude, all but these."""
    if group in ("ALL", POINTS_GROUP):
        return None, False
    if group == "OTHER":
        return list(GROUPS), True
    return [kind for kind, found in GROUPS.items() if found == group], False


def _signed(row: Any) -> int:
    """+ when money came to the member from outside, - when it left; 0 between own wallets."""
    if row["out_side"] and row["in_side"]:
        return 0
    return row["amount"] if row["in_side"] else -row["amount"]


def _status(state: str) -> str:
    return {"posted": "DONE", "pending": "PENDING", "voided": "CANCELLED"}[state]


def _wallet_name(type_id: int, names: dict[int, str]) -> str:
    return names.get(type_id, "MAIN")


def _row(row: Any, wallet_names: dict[int, str]) -> dict[str, Any]:
    """One transfer as the record shows it: money with two places (unit MONEY), points as
    whole numbers (unit, type and wallet POINTS)."""
    shown: Callable[[int], str]
    if row["is_points"]:
        shown, type_, unit = str, POINTS_GROUP, POINTS_GROUP
        own = debit = credit = POINTS_GROUP
    else:
        shown, type_, unit = format_minor, GROUPS.get(row["kind"], "OTHER"), "MONEY"
        debit = _wallet_name(row["debit_type"], wallet_names)
        credit = _wallet_name(row["credit_type"], wallet_names)
        own = debit if row["out_side"] else credit
    return {
        "id": row["reference"],
        "type": type_,
        "kind": row["kind"],
        "unit": unit,
        "amount": shown(_signed(row)),
        "gross": shown(row["amount"]),
        "wallet": own,
        "from": debit if row["in_side"] else None,
        "to": credit if row["out_side"] else None,
        "status": _status(row["state"]),
        "time": row["created_at"],
    }


def transactions(
    db: Database,
    member_id: int,
    params: TransactionsQuery,
    *,
    now: int,
    zone: ZoneInfo,
    wallet_names: dict[int, str],
) -> dict[str, Any]:
    return transactions_of(
        db, {member_id: None}, params, now=now, zone=zone, wallet_names=wallet_names
    )


def transactions_of(
    db: Database,
    members: Mapping[int, str | None],
    params: TransactionsQuery,
    *,
    now: int,
    zone: ZoneInfo,
    wallet_names: dict[int, str],
) -> dict[str, Any]:
    """The account record over a set of members (id -> account); a row of a member whose
    account is given names it (`account`), as the team record does."""
    _, _, start, stop = window(params, now, zone)
    kinds, exclude = _kinds(params.type)
    points = params.type == POINTS_GROUP
    count, money_in, money_out, rows = store.transfers_page(
        db,
        list(members),
        start,
        stop,
        kinds=kinds,
        exclude=exclude,
        points=points,
        limit=params.pageSize,
        offset=(params.pageNo - 1) * params.pageSize,
    )
    listed = []
    for row in rows:
        account = members.get(row["member_id"])
        listed.append(
            {**({"account": account} if account is not None else {}), **_row(row, wallet_names)}
        )
    value = paged(listed, count, params.pageNo, params.pageSize)
    shown: Callable[[int], str] = str if points else format_minor
    value["totals"] = {
        "in": shown(money_in),
        "out": shown(money_out),
        "net": shown(money_in - money_out),
    }
    return value


DAY_FIELDS = ("bet", "valid", "win", "bonus", "deposit", "withdraw")


def _day_of(ms: int, zone: ZoneInfo) -> str:
    return datetime.fromtimestamp(ms / 1000, zone).date().isoformat()


Figures = dict[str, int]  # DAY_FIELDS -> minor units


def daily_figures(
    db: Database, member_ids: Collection[int], start: int, stop: int, zone: ZoneInfo
) -> dict[tuple[int, str], Figures]:
    """(member id, day) -> bets (demo rounds and settled lottery tickets), valid bets,
    wins, bonuses, deposits and withdrawals paid out, for the days something happened."""
    found: dict[tuple[int, str], Figures] = defaultdict(lambda: dict.fromkeys(DAY_FIELDS, 0))
    for row in store.bets(db, member_ids, start, stop):
        day = found[row["member_id"], _day_of(row["at"], zone)]
        day["bet"] += row["bet"]
        day["valid"] += row["bet"]
        day["win"] += row["win"]
    # Deposits and bonuses credit a member's wallet, withdrawals debit it: the member side.
    for row in store.paid(db, member_ids, start, stop):
        found[row["member_id"], _day_of(row["created_at"], zone)][row["kind"]] += row["amount"]
    return dict(found)


def personal_profit(
    db: Database, member_id: int, params: DayRangeQuery, *, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    """Per day of the range: bets (demo rounds and settled lottery tickets), wins, profit
    and loss (wins - bets), bonuses, deposits and withdrawals paid out."""
    begin, end, start, stop = window(params, now, zone)
    days = {
        day: found for (_, day), found in daily_figures(db, [member_id], start, stop, zone).items()
    }
    rows = []
    totals = dict.fromkeys(DAY_FIELDS, 0)
    day = end
    while day >= begin:  # newest first, every day of the range, played or not
        key = day.isoformat()
        figures = days.get(key, dict.fromkeys(DAY_FIELDS, 0))
        for field in DAY_FIELDS:
            totals[field] += figures[field]
        rows.append({"date": key, **shown_figures(figures)})
        day -= timedelta(days=1)
    return {"list": rows, "totals": shown_figures(totals)}


def shown_figures(figures: Figures) -> dict[str, str]:
    return {
        "betAmount": format_minor(figures["bet"]),
        "validBet": format_minor(figures["valid"]),
        "winAmount": format_minor(figures["win"]),
        "profit": format_minor(figures["win"] - figures["bet"]),
        "bonus": format_minor(figures["bonus"]),
        "deposit": format_minor(figures["deposit"]),
        "withdraw": format_minor(figures["withdraw"]),
    }


def bonus_details(
    db: Database,
    member_id: int,
    params: BonusQuery,
    *,
    now: int,
    zone: ZoneInfo,
    language: str = "EN",
) -> dict[str, Any]:
    """The bonuses paid, each with its title (in `language`, a Language code) and its
    rollover (features/promotions/rollover.py): NONE, PROCESS or MET."""
    _, _, start, stop = window(params, now, zone)
    count, total, rows = store.bonuses(
        db,
        member_id,
        start,
        stop,
        limit=params.pageSize,
        offset=(params.pageNo - 1) * params.pageSize,
    )
    listed = []
    for row in rows:
        memo = orjson.loads(row["memo"]) if row["memo"] else {}
        listed.append(
            {
                "id": row["reference"],
                "type": memo.get("type", "OTHER"),
                "title": text_in(memo.get("title"), language),
                "amount": format_minor(row["amount"]),
                "status": "ISSUED",
                "time": row["created_at"],
                "rollover": rollover_value(db, row["reference"], now),
            }
        )
    value = paged(listed, count, params.pageNo, params.pageSize)
    value["total"] = format_minor(total)
    return value
