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

from ...core.clock import epoch_ms
from ...core.db import Database
from ...core.money import format_minor
from ...paging import paged
from . import store
from .schemas import BetRecordQuery


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
    totals, rows = store.bets_page(
        db,
        list(members),
        start,
        stop,
        game_type=params.gameType.upper() if params.gameType else None,
        vassalage=params.vassalage.upper() if params.vassalage else None,
        name_column="name_vi" if locale == "vi" else "name_en",
        limit=params.pageSize,
        offset=(params.pageNo - 1) * params.pageSize,
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
