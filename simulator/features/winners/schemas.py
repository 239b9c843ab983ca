"""ODSFE2_getWinnerBoard's query."""

from __future__ import annotations

from pydantic import Field

from ..games.schemas import RelayQuery


class BoardQuery(RelayQuery):
    size: int = Field(20, ge=1, le=50)
