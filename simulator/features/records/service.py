"""The betting record of a member: settled demo rounds by day (UTC on the simulator clock,
both ends inclusive), category and vendor, a page of them and the totals of all."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

from ...clock import epoch_ms
from ...db import Database
from ...money import format_minor
from .schemas import BetRecordQuery


def _today(now: int) -> date:
    return datetime.fromtimestamp(now / 1000, UTC).date()


def _start(day: date) -> int:
    return epoch_ms(datetime(day.year, day.month, day.day))


def _where(member_id: int, params: BetRecordQuery, now: int) -> tuple[str, list[Any]]:
    begin = params.beginDate or _today(now)
    end = params.endDate or max(begin, _today(now))
    clauses = ["r.member_id = ?", "r.placed_at >= ?", "r.placed_at < ?"]
    values: list[Any] = [member_id, _start(begin), _start(end + timedelta(days=1))]
    if params.gameType:
        clauses.append("r.game_type = ?")
        values.append(params.gameType.upper())
    if params.vassalage:
        clauses.append("r.vassalage = ?")
        values.append(params.vassalage.upper())
    return " AND ".join(clauses), values


def _amounts(bet: int, win: int) -> dict[str, str]:
    return {
        "betAmount": format_minor(bet),
        "validBet": format_minor(bet),
        "winAmount": format_minor(win),
        "profit": format_minor(win - bet),
    }


def bet_record(
    db: Database, member_id: int, params: BetRecordQuery, locale: str, now: int
) -> dict[str, Any]:
    where, values = _where(member_id, params, now)
    totals = db.one(
        "SELECT COUNT(*) AS n, COALESCE(SUM(r.bet), 0) AS bet, COALESCE(SUM(r.win), 0) AS win"
        f" FROM rounds r WHERE {where}",
        tuple(values),
    )
    assert totals is not None
    name = "g.name_vi" if locale == "vi" else "g.name_en"
    rows = db.all(
        f"SELECT r.*, COALESCE({name}, r.game_name) AS shown FROM rounds r"
        " LEFT JOIN games g ON g.game_id = r.game_id AND g.vassalage = r.vassalage"
        f" WHERE {where} ORDER BY r.placed_at DESC, r.seq DESC LIMIT ? OFFSET ?",
        (*values, params.pageSize, (params.pageNo - 1) * params.pageSize),
    )
    count = int(totals["n"])
    return {
        "list": [
            {
                "roundId": row["id"],
                "gameName": row["shown"],
                "vassalage": row["vassalage"],
                "gameType": row["game_type"],
                **_amounts(row["bet"], row["win"]),
                "betTime": row["placed_at"],
                "status": row["status"],
            }
            for row in rows
        ],
        "totalCount": count,
        "totalPages": (count + params.pageSize - 1) // params.pageSize,
        "pageNo": params.pageNo,
        "pageSize": params.pageSize,
        "totals": _amounts(totals["bet"], totals["win"]),
    }
