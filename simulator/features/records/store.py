"""The betting record's query: demo rounds and lottery tickets as one list of bets. A bet
still open (a lottery ticket before its draw, a live table's bet before its round closes)
counts as placed, with no valid bet and no result yet."""

from __future__ import annotations

import sqlite3
from collections.abc import Collection
from typing import Any

import orjson

from ...core.db import Database

# One row per bet, rounds and tickets alike, of the members in a JSON list (bound twice, once
# per branch, so each uses its member index). Columns: the row id, the member, names,
# category, vendor, amounts, time, status.
BETS = """
SELECT r.id AS bet_id, r.member_id AS member_id, COALESCE(g.name_en, r.game_name) AS name_en,
       COALESCE(g.name_vi, r.game_name) AS name_vi, r.vassalage AS vassalage,
       r.game_type AS game_type, r.bet AS bet,
       CASE WHEN r.status = 'open' THEN 0 ELSE r.bet END AS valid, r.win AS win,
       r.placed_at AS placed_at, r.status AS status, r.seq AS tie
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


def bets_page(
    db: Database,
    member_ids: Collection[int],
    start: int,
    stop: int,
    *,
    game_type: str | None,
    vassalage: str | None,
    name_column: str,
    limit: int,
    offset: int,
) -> tuple[sqlite3.Row, list[sqlite3.Row]]:
    """(totals: n, bet, valid, win, profit; one page of bets, newest first, each with the
    game name from name_column as `shown`) of the members' bets placed in [start, stop)."""
    clauses: list[str] = []
    values: list[Any] = []
    if game_type:
        clauses.append("b.game_type = ?")
        values.append(game_type)
    if vassalage:
        clauses.append("b.vassalage = ?")
        values.append(vassalage)
    where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
    bets = f"({BETS}) b {where}"
    ids = orjson.dumps(list(member_ids)).decode()
    args = (ids, start, stop, ids, start, stop, *values)
    totals = db.one(
        "SELECT COUNT(*) AS n, COALESCE(SUM(b.bet), 0) AS bet, COALESCE(SUM(b.valid), 0) AS valid,"
        " COALESCE(SUM(b.win), 0) AS win,"
        " COALESCE(SUM(CASE WHEN b.status = 'settled' THEN b.win - b.bet ELSE 0 END), 0) AS profit"
        f" FROM {bets}",
        args,
    )
    assert totals is not None
    name = "b.name_vi" if name_column == "name_vi" else "b.name_en"
    rows = db.all(
        f"SELECT b.*, {name} AS shown FROM {bets}"
        " ORDER BY b.placed_at DESC, b.tie DESC LIMIT ? OFFSET ?",
        (*args, limit, offset),
    )
    return totals, rows


def bet_totals(
    db: Database, member_id: int, start: int, stop: int, *, game_type: str | None = None
) -> tuple[int, int]:
    """(bets placed, valid bets in minor units) of one member in [start, stop), of one
    category (gameType) or all: the same rows as the betting record, so an open lottery
    ticket counts as a bet placed but adds no valid bet until it settles."""
    return of_type(bet_totals_by_type(db, member_id, start, stop), game_type)


def of_type(by_type: dict[str, tuple[int, int]], game_type: str | None) -> tuple[int, int]:
    """The totals of one category of bet_totals_by_type's, or (None) of all."""
    if game_type:
        return by_type.get(game_type, (0, 0))
    return sum(n for n, _ in by_type.values()), sum(valid for _, valid in by_type.values())


def bet_totals_by_type(
    db: Database, member_id: int, start: int, stop: int
) -> dict[str, tuple[int, int]]:
    """bet_totals of each category the member bet on in [start, stop)."""
    found: dict[str, tuple[int, int]] = {}
    for row in db.all(_TOTALS, (member_id, start, stop, member_id, start, stop)):
        n, valid = found.get(row["game_type"], (0, 0))
        found[row["game_type"]] = (n + int(row["n"]), valid + int(row["valid"]))
    return found


# BETS's rows of one member added up per category, without the names: every round a member
# plays adds up the day's and the week's rounds again (missions), from the rounds index alone.
_TOTALS = """
SELECT r.game_type AS game_type, COUNT(*) AS n,
       SUM(CASE WHEN r.status = 'open' THEN 0 ELSE r.bet END) AS valid
  FROM rounds r WHERE r.member_id = ? AND r.placed_at >= ? AND r.placed_at < ?
 GROUP BY r.game_type
UNION ALL
SELECT COALESCE(g.game_type, 'LOTT'), COUNT(*),
       SUM(CASE WHEN t.status = 'open' THEN 0 ELSE t.amount END)
  FROM lottery_tickets t LEFT JOIN games g ON g.code = t.game_code
 WHERE t.member_id = ? AND t.placed_at >= ? AND t.placed_at < ?
 GROUP BY 1
"""


def valid_bets(
    db: Database, member_ids: Collection[int], start: int, stop: int
) -> dict[tuple[int, str], int]:
    """(member id, category) -> valid bets in minor units of bets placed in [start, stop):
    the betting record's rows (a round's bet; a lottery ticket's amount once settled),
    for members and categories with any."""
    ids = orjson.dumps(list(member_ids)).decode()
    rows = db.all(
        f"SELECT b.member_id, b.game_type, SUM(b.valid) AS valid FROM ({BETS}) b"
        " GROUP BY b.member_id, b.game_type HAVING SUM(b.valid) > 0",
        (ids, start, stop, ids, start, stop),
    )
    return {(row["member_id"], row["game_type"]): int(row["valid"]) for row in rows}
