"""The biggest real wins of the last WINDOW_DAYS days on the simulator clock: settled demo
rounds and won lottery tickets, by multiplier (win / bet) then amount, accounts masked and
game names in the request's language. ODSFE2_getWinnerBoard and GCSGAME_getRankList both
read them."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from ...core.clock import local_time
from ...core.db import Database
from ...core.members.masks import mask_account
from ...core.money import format_minor
from ...errors import DomainError
from ...fixtures import Fixtures
from ..games.views import locale_of
from ..launch.service import vendor
from ..lottery.service import VENDOR as LOTTERY_VENDOR
from . import store

WINDOW_DAYS = 7
DAY_MS = 86_400_000


@dataclass(frozen=True)
class Win:
    account: str  # masked
    game_id: int
    game_name: str
    game_type: str
    vassalage: str
    icon: str | None  # a path under an image CDN host
    amount: int  # minor units
    hundredths: int  # the multiplier x 100, rounded down
    won_at: int


def _icon(fixtures: Fixtures, row: sqlite3.Row) -> str | None:
    """The game's icon; a vendor lobby (no catalogue row) shows its vendor's."""
    if row["icon"]:
        return str(row["icon"])
    try:
        return vendor(fixtures, row["vassalage"]).smallIcon
    except DomainError:
        return None


def _win(fixtures: Fixtures, row: sqlite3.Row, locale: str) -> Win:
    name = row["name_vi"] if locale == "vi" else row["name_en"]
    return Win(
        account=mask_account(row["account"]),
        game_id=row["game_id"],
        game_name=name or row["fallback"],
        game_type=row["game_type"],
        vassalage=row["vassalage"],
        icon=_icon(fixtures, row),
        amount=row["win"],
        hundredths=row["hundredths"],
        won_at=row["won_at"],
    )


def biggest_wins(
    db: Database,
    fixtures: Fixtures,
    *,
    now: int,
    language: str | None,
    size: int,
    game_type: str | None = None,
) -> list[Win]:
    rows = store.biggest_wins(
        db,
        since=now - WINDOW_DAYS * DAY_MS,
        until=now,
        game_type=game_type.upper() if game_type else None,
        limit=size,
        lottery_vendor=LOTTERY_VENDOR,
    )
    locale = locale_of(fixtures, language)
    return [_win(fixtures, row, locale) for row in rows]


def winner_board(
    db: Database, fixtures: Fixtures, *, now: int, language: str | None, size: int
) -> dict[str, Any]:
    """ODSFE2_getWinnerBoard's value."""
    zone = fixtures.brand.zone
    wins = biggest_wins(db, fixtures, now=now, language=language, size=size)
    return {
        "list": [
            {
                "account": win.account,
                "gameName": win.game_name,
                "gameType": win.game_type,
                "vassalage": win.vassalage,
                "winAmount": format_minor(win.amount),
                "multiplier": format_minor(win.hundredths),
                "time": local_time(win.won_at, zone),
                "wonAt": win.won_at,
            }
            for win in wins
        ]
    }
