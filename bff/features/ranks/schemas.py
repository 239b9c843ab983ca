"""The value of the player rank call (docs/contract.md section 15). Amounts are decimal
strings with two places; labels and benefits are in the request's language."""

from __future__ import annotations

from pydantic import Field

from ...schemas import Upstream
from ..wallet.schemas import MONEY


class RankStep(Upstream):
    level: int
    labelName: str
    minValidBet: str = Field(pattern=MONEY)
    minDeposit: str = Field(pattern=MONEY)


class RankLevel(RankStep):
    benefits: list[str]


class PlayerRank(Upstream):
    """The member's level from valid bets and paid deposits over the last windowDays brand
    days (the highest level whose two minimums are met)."""

    level: int
    labelName: str
    windowDays: int
    validBet: str = Field(pattern=MONEY, description="valid bets in the window")
    deposit: str = Field(pattern=MONEY, description="paid deposits in the window")
    next: RankStep | None = Field(None, description="the next level's minimums; null at the top")
    levels: list[RankLevel]
