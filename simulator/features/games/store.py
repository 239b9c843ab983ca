"""SQL over the games table (schema.sql): seeding, filtered pages, lookups, counts."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any, Literal

from ...core.db import Database
from .generator import Game

Locale = Literal["en", "vi"]
NAMES = tuple(f.name for f in fields(Game))
COLUMNS = ", ".join(NAMES)
_ROW = attrgetter(*NAMES)


@dataclass(frozen=True)
class GameFilter:
    locale: Locale = "en"
    game_type: str | None = None
    vassalage: str | None = None
    classify: str = "ALL"  # NEW, FAV, ALL, HOT, RECENT
    name: str | None = None  # lower-case search text
    max_min_bet: int | None = None  # minor units
    min_lines: int | None = None
    member_id: int | None = None  # needed by FAV and RECENT


def seed_games(db: Database, games: tuple[Game, ...]) -> None:
    db.conn.executemany(
        f"INSERT INTO games ({COLUMNS}) VALUES ({', '.join('?' * len(NAMES))})",
        map(_ROW, games),
    )
    db.conn.execute("INSERT INTO games_search(games_search) VALUES ('rebuild')")


# The trigram index finds text of three characters or more; shorter text is matched by a scan.
TRIGRAM = 3


def _name_clause(locale: Locale, text: str) -> tuple[str, str]:
    """(clause, parameter) matching games whose folded name in locale contains text."""
    column = "search_vi" if locale == "vi" else "search_en"
    if len(text) < TRIGRAM:
        return f"instr(g.{column}, ?) > 0", text
    phrase = '"' + text.replace('"', '""') + '"'  # one FTS5 string: the text as it is
    return f"g.game_id IN (SELECT rowid FROM games_search WHERE {column} MATCH ?)", phrase


def _where(f: GameFilter) -> tuple[str, str, list[Any]]:
    """(join, where, params) of a filter; order is decided by the caller."""
    join, clauses = "", []
    params: list[Any] = []
    if f.classify == "FAV":
        join = "JOIN favourite_games x ON x.game_id = g.game_id AND x.member_id = ?"
        params.append(f.member_id)
    elif f.classify == "RECENT":
        join = "JOIN recent_games x ON x.game_id = g.game_id AND x.member_id = ?"
        params.append(f.member_id)
    elif f.classify == "HOT":
        clauses.append("g.is_hot = 1")
    elif f.classify == "NEW":
        clauses.append("g.is_new = 1")
    for column, value in (("g.game_type", f.game_type), ("g.vassalage", f.vassalage)):
        if value:
            clauses.append(f"{column} = ?")
            params.append(value.upper())
    if f.name:
        clause, param = _name_clause(f.locale, f.name)
        clauses.append(clause)
        params.append(param)
    if f.max_min_bet is not None:
        clauses.append("g.min_bet <= ?")
        params.append(f.max_min_bet)
    if f.min_lines is not None:
        clauses.append("g.lines >= ?")
        params.append(f.min_lines)
    where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
    return join, where, params


ORDER = {
    "FAV": "x.added_at DESC, g.sort",
    "RECENT": "x.launched_at DESC, g.sort",
    "NEW": "g.released_at DESC, g.sort",
}


def page(db: Database, f: GameFilter, offset: int, limit: int) -> tuple[list[sqlite3.Row], int]:
    """One page of matching games and the total count."""
    join, where, params = _where(f)
    total = db.one(f"SELECT COUNT(*) AS n FROM games g {join} {where}", tuple(params))
    order = ORDER.get(f.classify, "g.sort")
    rows = db.all(
        f"SELECT g.* FROM games g {join} {where} ORDER BY {order} LIMIT ? OFFSET ?",
        (*params, limit, offset),
    )
    return rows, int(total["n"]) if total else 0


def by_id(db: Database, game_id: int) -> sqlite3.Row | None:
    return db.one("SELECT * FROM games WHERE game_id = ?", (game_id,))


def of_types(db: Database, game_types: tuple[str, ...]) -> list[sqlite3.Row]:
    """The games of these game types, in catalogue order."""
    marks = ", ".join("?" * len(game_types))
    return db.all(
        f"SELECT * FROM games WHERE game_type IN ({marks}) ORDER BY sort, game_id", game_types
    )


def by_code(db: Database, code: str, game_types: tuple[str, ...]) -> sqlite3.Row | None:
    """The game with this code, if it is of one of these game types."""
    marks = ", ".join("?" * len(game_types))
    return db.one(
        f"SELECT * FROM games WHERE code = ? AND game_type IN ({marks})", (code, *game_types)
    )


def hot(db: Database, vassalage: str | None, limit: int) -> list[sqlite3.Row]:
    if vassalage:
        return db.all(
            "SELECT * FROM games WHERE is_hot = 1 AND vassalage = ? ORDER BY sort LIMIT ?",
            (vassalage.upper(), limit),
        )
    return db.all("SELECT * FROM games WHERE is_hot = 1 ORDER BY sort LIMIT ?", (limit,))


def types_of(db: Database, vassalage: str) -> list[sqlite3.Row]:
    return db.all(
        "SELECT game_type, COUNT(*) AS n, MIN(sort) AS first FROM games WHERE vassalage = ?"
        " GROUP BY game_type ORDER BY first",
        (vassalage.upper(),),
    )


def rooms(db: Database, vassalage: str | None) -> list[sqlite3.Row]:
    if vassalage:
        return db.all(
            "SELECT * FROM games WHERE room_id > 0 AND vassalage = ? ORDER BY sort",
            (vassalage.upper(),),
        )
    return db.all("SELECT * FROM games WHERE room_id > 0 ORDER BY sort")


def favourite_ids(db: Database, member_id: int, game_ids: list[int]) -> set[int]:
    if not game_ids:
        return set()
    marks = ", ".join("?" * len(game_ids))
    rows = db.all(
        f"SELECT game_id FROM favourite_games WHERE member_id = ? AND game_id IN ({marks})",
        (member_id, *game_ids),
    )
    return {row["game_id"] for row in rows}


def playable(db: Database, game_types: tuple[str, ...], max_min_bet: int) -> list[sqlite3.Row]:
    """Games of these types whose minimum bet is at most max_min_bet, by id."""
    marks = ", ".join("?" * len(game_types))
    return db.all(
        "SELECT game_id, vassalage, game_type, name_en, min_bet FROM games"
        f" WHERE game_type IN ({marks}) AND min_bet <= ? ORDER BY game_id",
        (*game_types, max_min_bet),
    )


def _of_type(game_type: str | None) -> tuple[str, tuple[str, ...]]:
    return ("WHERE game_type = ?", (game_type,)) if game_type else ("", ())


def count_of_type(db: Database, game_type: str | None) -> int:
    """How many games are of this type (of any type when None)."""
    where, params = _of_type(game_type)
    row = db.one(f"SELECT COUNT(*) AS n FROM games {where}", params)
    return int(row["n"]) if row else 0


def nth_of_type(db: Database, game_type: str | None, index: int) -> sqlite3.Row | None:
    """The index-th game of this type (of any type when None) in catalogue order."""
    where, params = _of_type(game_type)
    return db.one(f"SELECT * FROM games {where} ORDER BY sort LIMIT 1 OFFSET ?", (*params, index))


def lowest_min_bet(db: Database, vassalage: str) -> int | None:
    """The smallest minimum bet of a vendor's games; None when it has none."""
    row = db.one("SELECT MIN(min_bet) AS m FROM games WHERE vassalage = ?", (vassalage.upper(),))
    return int(row["m"]) if row and row["m"] else None


def known_vassalage(db: Database, vassalage: str) -> bool:
    return (
        db.one("SELECT 1 FROM games WHERE vassalage = ? LIMIT 1", (vassalage.upper(),)) is not None
    )


def stats(db: Database) -> dict[str, Any]:
    by_type = db.all(
        "SELECT game_type, COUNT(*) AS n, SUM(is_hot) AS hot, SUM(is_new) AS new"
        " FROM games GROUP BY game_type ORDER BY MIN(sort)"
    )
    by_vendor = db.all(
        "SELECT game_type, vassalage, account_type, vendor_name, COUNT(*) AS n,"
        " MIN(game_id) AS first_id, MIN(code) AS first_code"
        " FROM games GROUP BY game_type, vassalage, account_type ORDER BY MIN(sort)"
    )
    return {
        "total": sum(r["n"] for r in by_type),
        "categories": {
            r["game_type"]: {"games": r["n"], "hot": r["hot"], "new": r["new"]} for r in by_type
        },
        "vendors": [
            {
                "gameType": r["game_type"],
                "vassalage": r["vassalage"],
                "accountTypeName": r["account_type"],
                "displayName": r["vendor_name"],
                "games": r["n"],
            }
            for r in by_vendor
        ],
    }
