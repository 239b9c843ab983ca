"""Statements read from the ledger and the bet tables, never from a copy of them:

- the account record (ODSFE2_MemTransDet): every transfer touching one of the member's
  wallets, a withdrawal shown once with the state its reserve ended in;
- the personal loss report (ODSFE2_getPersonalProfit): per day, bets, valid bets, wins,
  profit and loss, bonuses, deposits and withdrawals;
- the bonus details (PROMOFE_getBonusDetails): the bonuses paid.

Days are the brand's (records.service), both ends inclusive. Each query reads a set of
members: one for the member centre, the caller's team for the agent centre (features/agents),
whose rows then name their account.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Mapping
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import orjson

from ...db import Database
from ...money import format_minor
from ...paging import paged
from ..records.service import day_start, local_day
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


def window(params: DayRangeQuery, now: int, zone: ZoneInfo) -> tuple[date, date, int, int]:
    """(first day, last day, start ms, end ms exclusive); today when no day is given."""
    today = local_day(now, zone)
    begin = params.beginDate or today
    end = params.endDate or max(begin, today)
    return begin, end, day_start(begin, zone), day_start(end + timedelta(days=1), zone)


# The members' transfers, one row per transfer and member it touches (a transfer between two
# of the members shows for each): single ones and the pending ones (their outcome joined in),
# never the rows that post or void a pending one, so a withdrawal shows once. :members is a
# JSON list of member ids.
_ROWS = """
SELECT m.value AS member_id, t.id, t.reference, t.kind, t.amount, t.created_at, t.memo,
       COALESCE(r.status, t.status) AS state,
       COALESCE(d.member_id, 0) = m.value AS out_side,
       COALESCE(c.member_id, 0) = m.value AS in_side,
       d.account_type_id AS debit_type, c.account_type_id AS credit_type
  FROM transfers t
  JOIN accounts d ON d.id = t.debit_account_id
  JOIN accounts c ON c.id = t.credit_account_id
  JOIN json_each(:members) m ON m.value IN (d.member_id, c.member_id)
  LEFT JOIN transfers r ON r.pending_id = t.id
 WHERE t.pending_id IS NULL
   AND t.created_at >= :start AND t.created_at < :stop
"""


def _filter(group: str) -> tuple[str, dict[str, Any]]:
    if group == "ALL":
        return "", {}
    if group == "OTHER":
        known = ", ".join(f":k{i}" for i in range(len(GROUPS)))
        return f" AND kind NOT IN ({known})", {f"k{i}": k for i, k in enumerate(GROUPS)}
    kinds = [kind for kind, found in GROUPS.items() if found == group]
    names = ", ".join(f":k{i}" for i in range(len(kinds)))
    return f" AND kind IN ({names})", {f"k{i}": k for i, k in enumerate(kinds)}


def _signed(row: Any) -> int:
    """+ when money came to the member from outside, - when it left; 0 between own wallets."""
    if row["out_side"] and row["in_side"]:
        return 0
    return row["amount"] if row["in_side"] else -row["amount"]


def _status(state: str) -> str:
    return {"posted": "DONE", "pending": "PENDING", "voided": "CANCELLED"}[state]


def _wallet_name(type_id: int, names: dict[int, str]) -> str:
    return names.get(type_id, "MAIN")


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
    where, extra = _filter(params.type)
    ids = orjson.dumps(list(members)).decode()
    args = {"members": ids, "start": start, "stop": stop, **extra}
    base = f"SELECT * FROM ({_ROWS}) WHERE 1 = 1{where}"
    # Totals count what actually moved: a voided reserve moved nothing, a pending one is
    # still held (shown as out, as the wallet shows it unavailable).
    totals = db.one(
        "SELECT COUNT(*) AS n,"
        " COALESCE(SUM(CASE WHEN in_side AND NOT out_side AND state <> 'voided'"
        "   THEN amount ELSE 0 END), 0) AS money_in,"
        " COALESCE(SUM(CASE WHEN out_side AND NOT in_side AND state <> 'voided'"
        "   THEN amount ELSE 0 END), 0) AS money_out"
        f" FROM ({base})",
        args,
    )
    assert totals is not None
    rows = db.all(
        f"{base} ORDER BY created_at DESC, id DESC, member_id LIMIT :limit OFFSET :offset",
        {**args, "limit": params.pageSize, "offset": (params.pageNo - 1) * params.pageSize},
    )
    count = int(totals["n"])
    listed = []
    for row in rows:
        own_type = row["debit_type"] if row["out_side"] else row["credit_type"]
        account = members.get(row["member_id"])
        listed.append(
            {
                **({"account": account} if account is not None else {}),
                "id": row["reference"],
                "type": GROUPS.get(row["kind"], "OTHER"),
                "kind": row["kind"],
                "amount": format_minor(_signed(row)),
                "gross": format_minor(row["amount"]),
                "wallet": _wallet_name(own_type, wallet_names),
                "from": _wallet_name(row["debit_type"], wallet_names) if row["in_side"] else None,
                "to": _wallet_name(row["credit_type"], wallet_names) if row["out_side"] else None,
                "status": _status(row["state"]),
                "time": row["created_at"],
            }
        )
    money_in, money_out = int(totals["money_in"]), int(totals["money_out"])
    value = paged(listed, count, params.pageNo, params.pageSize)
    value["totals"] = {
        "in": format_minor(money_in),
        "out": format_minor(money_out),
        "net": format_minor(money_in - money_out),
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
    ids = orjson.dumps(list(member_ids)).decode()
    found: dict[tuple[int, str], Figures] = defaultdict(lambda: dict.fromkeys(DAY_FIELDS, 0))
    members = "(SELECT value FROM json_each(?))"
    for row in db.all(
        "SELECT member_id, placed_at AS at, bet, win FROM rounds"
        f" WHERE member_id IN {members} AND placed_at >= ? AND placed_at < ?"
        " UNION ALL SELECT member_id, placed_at, amount, win FROM lottery_tickets"
        f" WHERE member_id IN {members} AND placed_at >= ? AND placed_at < ?"
        " AND status <> 'open'",
        (ids, start, stop, ids, start, stop),
    ):
        day = found[row["member_id"], _day_of(row["at"], zone)]
        day["bet"] += row["bet"]
        day["valid"] += row["bet"]
        day["win"] += row["win"]
    # Deposits and bonuses credit a member's wallet, withdrawals debit it: the member side.
    for row in db.all(
        "SELECT COALESCE(c.member_id, d.member_id) AS member_id, t.kind, t.amount,"
        " t.created_at FROM transfers t"
        " JOIN accounts c ON c.id = t.credit_account_id"
        " JOIN accounts d ON d.id = t.debit_account_id"
        " LEFT JOIN transfers r ON r.pending_id = t.id"
        " WHERE t.pending_id IS NULL AND t.kind IN ('bonus', 'deposit', 'withdraw')"
        " AND COALESCE(r.status, t.status) = 'posted'"
        f" AND COALESCE(c.member_id, d.member_id) IN {members}"
        " AND t.created_at >= ? AND t.created_at < ?",
        (ids, start, stop),
    ):
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
    db: Database, member_id: int, params: BonusQuery, *, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    _, _, start, stop = window(params, now, zone)
    args = (member_id, start, stop)
    where = (
        " FROM transfers t JOIN accounts c ON c.id = t.credit_account_id"
        " WHERE t.kind = 'bonus' AND c.member_id = ? AND t.created_at >= ? AND t.created_at < ?"
    )
    totals = db.one(f"SELECT COUNT(*) AS n, COALESCE(SUM(t.amount), 0) AS total{where}", args)
    assert totals is not None
    rows = db.all(
        f"SELECT t.reference, t.amount, t.memo, t.created_at{where}"
        " ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?",
        (*args, params.pageSize, (params.pageNo - 1) * params.pageSize),
    )
    listed = [
        {
            "id": row["reference"],
            "type": (orjson.loads(row["memo"]) if row["memo"] else {}).get("type", "OTHER"),
            "amount": format_minor(row["amount"]),
            "status": "ISSUED",
            "time": row["created_at"],
        }
        for row in rows
    ]
    value = paged(listed, int(totals["n"]), params.pageNo, params.pageSize)
    value["total"] = format_minor(int(totals["total"]))
    return value
