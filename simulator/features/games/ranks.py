"""GCSGAME_getRankList: the winners board in the catalogue's shape (rank, game id, icon),
from the same real wins as ODSFE2_getWinnerBoard (simulator/features/winners)."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.money import format_minor
from ...fixtures import Fixtures
from ..winners.service import biggest_wins


def rank_list(
    db: Database,
    fixtures: Fixtures,
    *,
    now: int,
    language: str | None,
    game_type: str | None,
    size: int,
) -> dict[str, Any]:
    wins = biggest_wins(db, fixtures, now=now, language=language, size=size, game_type=game_type)
    return {
        "list": [
            {
                "rank": place,
                "account": win.account,
                "gameId": win.game_id,
                "gameName": win.game_name,
                "vassalage": win.vassalage,
                "gameType": win.game_type,
                "icon": win.icon,
                "winAmount": format_minor(win.amount),
                "multiplier": format_minor(win.hundredths),
            }
            for place, win in enumerate(wins, 1)
        ]
    }
