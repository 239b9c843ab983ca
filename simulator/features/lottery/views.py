"""The /lgw reads: menus, popular games, opened numbers, the open issue."""

from __future__ import annotations

import sqlite3
from typing import Any

from ...core.clock import iso
from ...core.db import Database
from ...core.money import format_minor
from ...core.world import store as world_store
from ...fixtures import Fixtures
from ..games.store import Locale
from . import plays
from .draws import LotteryGame, game_of
from .service import last_drawn, lottery_rows, numbers_for, open_issue

PRIZE_MODES = {"TCG_SEA": "SEA", "TCG_LOTTO_VN": "Lott", "ELOTT": "Elott"}
KNOWN_PRIZE_MODES = ("Lott", "ZY", "Elott", "SEA")  # ZY: no game of this world has it
VN_GROUPS = {
    "north": ("VN_NORTH", "Northern", "Miền Bắc"),
    "central": ("VN_CENTRAL", "Central", "Miền Trung"),
    "south": ("VN_SOUTH", "Southern", "Miền Nam"),
    "express": ("VN_EXPRESS", "Express", "Siêu Tốc"),
}


def prize_mode(row: sqlite3.Row) -> str:
    return PRIZE_MODES.get(row["account_type"], "SEA")


def next_due_of(dues: dict[str, int], game: LotteryGame) -> int | None:
    return dues.get(game.period.job)


def game_item(
    fixtures: Fixtures, row: sqlite3.Row, game: LotteryGame, locale: Locale, now: int
) -> dict[str, Any]:
    issue, draw_at = open_issue(game.period, now)
    return {
        "gameCode": row["code"],
        "gameName": row["name_vi"] if locale == "vi" else row["name_en"],
        "gameId": row["game_id"],
        "gameType": row["game_type"],
        "accountTypeName": row["account_type"],
        "prizeMode": prize_mode(row),
        "defaultPlayType": row["play_type"],
        "playTypes": plays.plays_for(game),
        "period": game.period.kind,
        "icon": row["icon"],  # a path under an image CDN host, as game lists have it
        "isHot": row["is_hot"],
        "isNew": row["is_new"],
        "minBet": format_minor(row["min_bet"]),
        "currentIssue": issue,
        "closeTime": iso(draw_at - game.period.lock),
        "drawTime": iso(draw_at),
    }


def _family_label(row: sqlite3.Row, locale: Locale) -> str:
    name = row["name_vi"] if locale == "vi" else row["name_en"]
    return name.rsplit(" ", 2)[0] if " " in name else name


def game_menus(db: Database, fixtures: Fixtures, locale: Locale, now: int) -> dict[str, Any]:
    """SEA and e-lottery games grouped by family (gameGroupCode SEA5D, EL_KENO, ...)."""
    groups: dict[str, dict[str, Any]] = {}
    for row in lottery_rows(db):
        game = game_of(row["code"])
        if game is None or game.family == "VN":
            continue
        group = groups.setdefault(
            game.family,
            {
                "gameGroupCode": game.family,
                "labelName": _family_label(row, locale),
                "prizeMode": prize_mode(row),
                "games": [],
            },
        )
        group["games"].append(game_item(fixtures, row, game, locale, now))
    return {"gameMenus": list(groups.values())}


def _vn_group(game: LotteryGame) -> str:
    return "express" if game.period.interval < 86_400_000 else game.region or "south"


def vn_game_menu(db: Database, fixtures: Fixtures, locale: Locale, now: int) -> dict[str, Any]:
    """Vietnam games by region (gameGroupCode VN_NORTH, VN_CENTRAL, VN_SOUTH, VN_EXPRESS)."""
    groups: dict[str, dict[str, Any]] = {
        key: {"gameGroupCode": code, "labelName": vi if locale == "vi" else en, "games": []}
        for key, (code, en, vi) in VN_GROUPS.items()
    }
    for row in lottery_rows(db):
        game = game_of(row["code"])
        if game is None or game.family != "VN":
            continue
        groups[_vn_group(game)]["games"].append(game_item(fixtures, row, game, locale, now))
    return {"gameMenus": [g for g in groups.values() if g["games"]]}


def latest(
    db: Database, game: LotteryGame, dues: dict[str, int], now: int, count: int
) -> list[dict[str, Any]]:
    """The `count` latest drawn issues of a game, newest first."""
    newest = last_drawn(game.period, next_due_of(dues, game), now)
    seed = world_store.seed(db)
    out = []
    for back in range(count):
        boundary = newest - back * game.period.interval
        issue = game.period.issue(boundary)
        out.append(
            {
                "issue": issue,
                "drawTime": iso(boundary),
                "numbers": numbers_for(db, game, issue, seed),
            }
        )
    return out


def vn_recent(
    db: Database, fixtures: Fixtures, locale: Locale, dues: dict[str, int], now: int
) -> dict[str, Any]:
    """Vietnam games with their latest result, the most recently drawn first."""
    items = []
    for row in lottery_rows(db):
        game = game_of(row["code"])
        if game is None or game.family != "VN":
            continue
        last = latest(db, game, dues, now, 1)[0]
        items.append(
            {
                **game_item(fixtures, row, game, locale, now),
                "lastIssue": last["issue"],
                "lastDrawTime": last["drawTime"],
                "lastNumbers": last["numbers"],
            }
        )
    items.sort(key=lambda item: (item["lastDrawTime"], -len(item["gameCode"])), reverse=True)
    return {"games": items}


def popular(
    db: Database,
    fixtures: Fixtures,
    locale: Locale,
    now: int,
    *,
    count: int,
    mode: str | None,
) -> dict[str, Any]:
    """Hot games first, then catalogue order; optionally of one prize mode."""
    rows = [r for r in lottery_rows(db) if not mode or prize_mode(r).lower() == mode.lower()]
    rows.sort(key=lambda r: -r["is_hot"])  # stable: catalogue order within
    games = []
    for row in rows[:count]:
        game = game_of(row["code"])
        assert game is not None
        games.append(game_item(fixtures, row, game, locale, now))
    return {"list": games, "total": len(rows)}


def opened_value(
    db: Database, row: sqlite3.Row, game: LotteryGame, dues: dict[str, int], now: int, *, count: int
) -> dict[str, Any]:
    return {"gameCode": row["code"], "list": latest(db, game, dues, now, count)}


def latest_numero(
    db: Database, row: sqlite3.Row, game: LotteryGame, dues: dict[str, int], now: int
) -> dict[str, Any]:
    last = latest(db, game, dues, now, 1)[0]
    issue, draw_at = open_issue(game.period, now)
    return {
        "gameCode": row["code"],
        "issue": last["issue"],
        "drawTime": last["drawTime"],
        "numbers": last["numbers"],
        "nextIssue": issue,
        "nextDrawTime": iso(draw_at),
    }


def current(row: sqlite3.Row, game: LotteryGame, now: int) -> dict[str, Any]:
    issue, draw_at = open_issue(game.period, now)
    return {
        "gameCode": row["code"],
        "issue": issue,
        "status": "open",
        "openTime": iso(draw_at - game.period.interval - game.period.lock),
        "closeTime": iso(draw_at - game.period.lock),
        "drawTime": iso(draw_at),
        "serverTime": iso(now),
        "period": game.period.kind,
        "playTypes": plays.plays_for(game),
        "plays": plays.described(game),
    }
