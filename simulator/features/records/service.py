"""The betting record of a member: every bet placed, filtered by day, category and vendor, a
page of them and the totals of all.

Two kinds of bet make the record: settled demo rounds (`rounds`) and lottery tickets
(`lottery_tickets`, category LOTT or ELOTT as the catalogue has the game, vendor TCG_SEA).
Days are the brand's (fixtures/brands/<brand>.yaml `timeZone`, Asia/Ho_Chi_Minh for the
Vietnamese market) on the simulator clock, both ends inclusive: a bet placed at 23:30 local
time belongs to that local day, not to the UTC one.

An open ticket (its draw not settled yet) shows its stake as betAmount and 0.00 as validBet,
winAmount and profit: it counts towards turnover only once settled.

The same query reads a set of members (`bets_of`): the agent centre's team betting record is
this record over the caller's team, each row naming its account.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import orjson

from ...clock import epoch_ms
from ...db import Database
from ...money import format_minor
from ...paging import paged
from .schemas import BetRecordQuery

# One row per bet, rounds and tickets alike, of the members in a JSON list (bound twice, once
# per branch, so each uses its member index). Columns: the row id, the member, names,
# category, vendor, amounts, time, status.
BETS = """
SELECT r.id AS bet_id, r.member_id AS member_id, COALESCE(g.name_en, r.game_name) AS name_en,
       COALESCE(g.name_vi, r.game_name) AS name_vi, r.vassalage AS vassalage,
       r.game_type AS game_type, r.bet AS bet, r.bet AS valid, r.win AS win,
       r.placed_at AS placed_at, 'settled' AS status, r.seq AS tie
  FROM rounds r LEFT JOIN games g ON g.game_id = r.game_id AND g.vassalage = r.vassalage
 WHERE r.member_id IN (SELECT value FROM json_each(?)) AND r.placed_at >= ? AND r.placed_at < ?
UNION ALL
SELECT t.ticket_id, t.member_id, COALESCE(g.name_en, t.game_code), COALESCE(g.name_vi, t.game_code),
       COALESCE(g.vassalage, 'TCG_SEA'), COALESCE(g.game_type, 'LOTT'), t.amount,
       CASE WHEN t.status = 'open' THEN 0 ELSE t.amount END, t.win, t.placed_at,
       CASE WHEN t.status = 'open' THEN 'open' ELSE 'settled' END, t.id
  FROM lottery_tickets t LEFT JOIN games g ON g.code = t.game_code
 WHERE t.member_id IN (SELECT value FROM json_each(?)) AND t.placed_at >= ? AND t.placed_at < ?
"""


def local_day(now: int, zone: ZoneInfo) -> date:
    return datetime.fromtimestamp(now / 1000, zone).date()


def day_start(day: date, zone: ZoneInfo) -> int:
    """Epoch ms of local midnight starting `day` in the zone."""
    return epoch_ms(datetime(day.year, day.month, day.day, tzinfo=zone))


def _window(params: BetRecordQuery, now: int, zone: ZoneInfo) -> tuple[int, int]:
    today = local_day(now, zone)
    begin = params.beginDate or today
    end = params.endDate or max(begin, today)
    return day_start(begin, zone), day_start(end + timedelta(days=1), zone)


def _filters(params: BetRecordQuery) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    values: list[Any] = []
    if params.gameType:
        clauses.append("b.game_type = ?")
        values.append(params.gameType.upper())
    if params.vassalage:
        clauses.append("b.vassalage = ?")
        values.append(params.vassalage.upper())
    return (f"WHERE {' AND '.join(clauses)}" if clauses else ""), values


def _named(account: str | None) -> dict[str, str]:
    return {"account": account} if account is not None else {}


def _amounts(bet: int, valid: int, win: int, settled: bool) -> dict[str, str]:
    return {
        "betAmount": format_minor(bet),
        "validBet": format_minor(valid),
        "winAmount": format_minor(win),
        "profit": format_minor(win - bet if settled else 0),
    }


def bet_record(
    db: Database,
    member_id: int,
    params: BetRecordQuery,
    locale: str,
    *,
    now: int,
    zone: ZoneInfo,
) -> dict[str, Any]:
    return bets_of(db, {member_id: None}, params, locale, now=now, zone=zone)


def bets_of(
    db: Database,
    members: Mapping[int, str | None],
    params: BetRecordQuery,
    locale: str,
    *,
    now: int,
    zone: ZoneInfo,
) -> dict[str, Any]:
    """The record over a set of members (id -> account); a row of a member whose account
    is given names it (`account`), as the team record does."""
    start, stop = _window(params, now, zone)
    where, values = _filters(params)
    bets = f"({BETS}) b {where}"
    ids = orjson.dumps(list(members)).decode()
    args = (ids, start, stop, ids, start, stop, *values)
    totals = db.one(
        "SELECT COUNT(*) AS n, COALESCE(SUM(b.bet), 0) AS bet, COALESCE(SUM(b.valid), 0) AS valid,"
        " COALESCE(SUM(b.win), 0) AS win,"
        " COALESCE(SUM(CASE WHEN b.status = 'settled' THEN b.win - b.bet ELSE 0 END), 0) AS profit"
        f" FROM {bets}",
        args,
    )
    assert totals is not None
    name = "b.name_vi" if locale == "vi" else "b.name_en"
    rows = db.all(
        f"SELECT b.*, {name} AS shown FROM {bets}"
        " ORDER BY b.placed_at DESC, b.tie DESC LIMIT ? OFFSET ?",
        (*args, params.pageSize, (params.pageNo - 1) * params.pageSize),
    )
    listed = [
        {
            **_named(members.get(row["member_id"])),
            "roundId": row["bet_id"],
            "gameName": row["shown"],
            "vassalage": row["vassalage"],
            "gameType": row["game_type"],
            **_amounts(row["bet"], row["valid"], row["win"], row["status"] == "settled"),
            "betTime": row["placed_at"],
            "status": row["status"],
        }
        for row in rows
    ]
    value = paged(listed, int(totals["n"]), params.pageNo, params.pageSize)
    value["totals"] = {
        "betAmount": format_minor(totals["bet"]),
        "validBet": format_minor(totals["valid"]),
        "winAmount": format_minor(totals["win"]),
        "profit": format_minor(totals["profit"]),
    }
    return value
