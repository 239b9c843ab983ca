"""The winner board query and value (docs/contract.md section 15)."""

from __future__ import annotations

from pydantic import Field

from ...schemas import Int, Request, Upstream
from ..wallet.schemas import MONEY


class WinnerBoardQuery(Request):
    size: Int | None = Field(None, ge=1, le=50, description="20 by default")
    language: str | None = Field(
        None, pattern=r"^[A-Za-z]{0,5}$", description="the call's Language when absent"
    )


class BigWin(Upstream):
    account: str = Field(description="masked")
    gameName: str
    gameType: str
    vassalage: str
    winAmount: str = Field(pattern=MONEY)
    multiplier: str = Field(pattern=MONEY, description="the win over the bet, e.g. 12.50")
    time: str = Field(description="yyyy-MM-dd HH:mm:ss in the brand's zone")
    wonAt: int = Field(description="epoch milliseconds")


class WinnerBoard(Upstream):
    """The biggest real wins of the last 7 days, by multiplier then amount."""

    list: list[BigWin]
