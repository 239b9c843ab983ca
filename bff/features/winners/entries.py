"""The winner board entry of the call catalogue (docs/contract.md section 15).

The same for every visitor (accounts are masked): public and cached per language (game
names), briefly, since it follows real play.
"""

from __future__ import annotations

from ...entry import CacheScope, Entry
from .schemas import WinnerBoard, WinnerBoardQuery

WINNERS: tuple[Entry, ...] = (
    Entry(
        "winners.board",
        "/wps/relay/ODSFE2_getWinnerBoard",
        query=WinnerBoardQuery,
        response=WinnerBoard,
        cache=CacheScope.LANGUAGE,
        ttl=30,
        flush_on_language=True,
        summary="The biggest real wins of the last 7 days (settled rounds and lottery tickets)",
        tags=("winners",),
    ),
)
