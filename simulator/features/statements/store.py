"""Statement queries over the ledger (transfers, accounts) and the bet tables (rounds,
lottery_tickets); they read, never write."""

from __future__ import annotations

import sqlite3
from collections.abc import Collection
from typing import Any

import orjson

from ...core.db import Database
from ...core.ledger.store import POINTS

# The members' transfers, one row per transfer and member it touches (a transfer between two
# of the members shows for each): single ones and the pending ones (their outcome joined in),
# never the rows that post or void a pending one, so a withdrawal shows once. :members is a
# JSON list of member ids. The transfers are found from the members' accounts through the
# debit and credit indexes, so a read costs what the members' own history holds, not the
# whole ledger's (CROSS JOIN: SQLite keeps that order).
_ROWS = """
WITH mine(member_id, account_id) AS (
    SELECT member_id, id FROM accounts
     WHERE member_id IN (SELECT value FROM json_each(:members))
), touched(member_id, id) AS (
    SELECT mine.member_id, t.id FROM mine JOIN transfers t
        ON t.debit_account_id = mine.account_id
       AND t.created_at >= :start AND t.created_at < :stop
    UNION
    SELECT mine.member_id, t.id FROM mine JOIN transfers t
        ON t.credit_account_id = mine.account_id
       AND t.created_at >= :start AND t.created_at < :stop
)
SELECT x.member_id, t.id, t.reference, t.kind, t.amount, t.created_at, t.memo,
       COALESCE(r.status, t.status) AS state,
       COALESCE(d.member_id, 0) = x.member_id AS out_side,
       COALESCE(c.member_id, 0) = x.member_id AS in_side,
       d.account_type_id AS debit_type, c.account_type_id AS credit_type,
       d.currency = :points AS is_points
  FROM touched x
 CROSS JOIN transfers t ON t.id = x.id
  JOIN accounts d ON d.id = t.debit_account_id
  JOIN accounts c ON c.id = t.credit_account_id
  LEFT JOIN transfers r ON r.pending_id = t.id
 WHERE t.pending_id IS NULL
"""


def _ids(member_ids: Collection[int]) -> str:
    return orjson.dumps(list(member_ids)).decode()


def transfers_page(
    db: Database,
    member_ids: Collection[int],
    start: int,
    stop: int,
    *,
    kinds: list[str] | None,
    exclude: bool,
    points: bool = False,
    limit: int,
    offset: int,
) -> tuple[int, int, int, list[sqlite3.Row]]:
    """(count, money in, money out, one page of rows, newest first) of the members'
    transfers in [start, stop); kinds None for all, else only these kinds (or, with
    exclude, all but these). Money transfers only, or (points) only points transfers.
    Totals count what actually moved: a voided reserve moved nothing, a pending one is
    still held (shown as out, as the wallet shows it unavailable)."""
    where, extra = f" AND {'' if points else 'NOT '}is_points", {}
    if kinds is not None:
        names = ", ".join(f":k{i}" for i in range(len(kinds)))
        where += f" AND kind {'NOT IN' if exclude else 'IN'} ({names})"
        extra = {f"k{i}": k for i, k in enumerate(kinds)}
    args: dict[str, Any] = {
        "members": _ids(member_ids),
        "start": start,
        "stop": stop,
        "points": POINTS,
        **extra,
    }
    base = f"SELECT * FROM ({_ROWS}) WHERE 1 = 1{where}"
    # The page carries the totals of all the rows (window aggregates): one pass over the
    # members' transfers instead of two. A page past the end has no row to carry them.
    rows = db.all(
        f"SELECT *, COUNT(*) OVER () AS n, SUM({_MONEY_IN}) OVER () AS money_in,"
        f" SUM({_MONEY_OUT}) OVER () AS money_out FROM ({base})"
        " ORDER BY created_at DESC, id DESC, member_id LIMIT :limit OFFSET :offset",
        {**args, "limit": limit, "offset": offset},
    )
    totals = rows[0] if rows else None
    if totals is None and offset > 0:
        totals = db.one(
            f"SELECT COUNT(*) AS n, COALESCE(SUM({_MONEY_IN}), 0) AS money_in,"
            f" COALESCE(SUM({_MONEY_OUT}), 0) AS money_out FROM ({base})",
            args,
        )
    if totals is None:
        return 0, 0, 0, rows
    return int(totals["n"]), int(totals["money_in"]), int(totals["money_out"]), rows


# What a row moved in and out: a voided reserve moved nothing, a pending one is still held
# (shown as out, as the wallet shows it unavailable).
_MONEY_IN = "CASE WHEN in_side AND NOT out_side AND state <> 'voided' THEN amount ELSE 0 END"
_MONEY_OUT = "CASE WHEN out_side AND NOT in_side AND state <> 'voided' THEN amount ELSE 0 END"


def bets(db: Database, member_ids: Collection[int], start: int, stop: int) -> list[sqlite3.Row]:
    """(member_id, at, bet, win) of the members' settled demo rounds and lottery tickets."""
    ids, members = _ids(member_ids), "(SELECT value FROM json_each(?))"
    return db.all(
        "SELECT member_id, placed_at AS at, bet, win FROM rounds"
        f" WHERE member_id IN {members} AND placed_at >= ? AND placed_at < ?"
        " AND status = 'settled'"
        " UNION ALL SELECT member_id, placed_at, amount, win FROM lottery_tickets"
        f" WHERE member_id IN {members} AND placed_at >= ? AND placed_at < ?"
        " AND status <> 'open'",
        (ids, start, stop, ids, start, stop),
    )


def paid(db: Database, member_ids: Collection[int], start: int, stop: int) -> list[sqlite3.Row]:
    """(member_id, kind, amount, created_at) of the members' posted bonuses, deposits and
    withdrawals; the member is the side that is a member's."""
    ids, members = _ids(member_ids), "(SELECT value FROM json_each(?))"
    return db.all(
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
    )


def bonuses(
    db: Database, member_id: int, start: int, stop: int, *, limit: int, offset: int
) -> tuple[int, int, list[sqlite3.Row]]:
    """(count, total, one page of rows, newest first) of the bonuses paid to a member."""
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
        (*args, limit, offset),
    )
    return int(totals["n"]), int(totals["total"]), rows
