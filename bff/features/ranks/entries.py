"""The player rank entry of the call catalogue (docs/contract.md section 15): the member's
own level and figures, so never cached."""

from __future__ import annotations

from ...entry import Entry
from .schemas import PlayerRank

RANKS: tuple[Entry, ...] = (
    Entry(
        "ranks.player",
        "/wps/relay/MCSFE_getPlayerRank",
        token=True,
        response=PlayerRank,
        summary="The member's rank: level, the last 30 days' figures, the next level, all levels",
        tags=("ranks",),
    ),
)
