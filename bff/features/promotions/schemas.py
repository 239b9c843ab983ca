"""Bodies, queries and values of the promotion calls (docs/contract.md section 14).

Browser input is strict (unknown fields refused); upstream values are permissive. Amounts are
decimal strings with two places; counts, ranks and ids are integers.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...schemas import Int, Request, Upstream
from ..wallet.schemas import MONEY

ID = Field(ge=1, le=2**31)

PromotionType = Literal[
    "OTHER",
    "SPORTS",
    "LIVE",
    "SLOTS",
    "CARD",
    "FISH",
    "LOTTO",
    "REBATE",
    "POINTS_MALL",
    "RANKING",
    "DEPOSIT",
    "APP_DOWNLOAD",
    "NEWBIE",
]
PromotionFilter = Literal["ALL", PromotionType]  # the list filter: ALL or one type
PromotionMode = Literal["DEPOSIT", "TURNOVER", "APPLY", "REBATE", "RAFFLE", "RANKING", "LINK"]
PromotionStateName = Literal[
    "COMING_SOON",
    "JOIN",
    "JOINED",
    "PROCESS",
    "CLAIM",
    "CLAIMED",
    "APPLYING",
    "ISSUED",
    "REJECTED",
    "CLOSE",
]


# -- requests ----------------------------------------------------------------------------


class PromotionTypeQuery(Request):
    type: PromotionFilter | None = Field(None, description="a tab of the promotions page; ALL")


class PromotionDetailQuery(Request):
    id: Int = ID


class PromotionJoinRequest(Request):
    promotionId: Int = ID


class RequestRewardRequest(Request):
    """An APPLY promotion's application (remark, images), or the claim of a reward due."""

    promotionId: Int = ID
    remark: str | None = Field(None, max_length=140)
    images: list[str] | None = Field(
        None, max_length=3, description="png or jpeg data URLs, at most 5 MB each"
    )


class RaffleClaimRequest(Request):
    promotionId: Int = ID


# -- values ------------------------------------------------------------------------------


class Promotion(Upstream):
    """One card of the promotions page, in the request's language."""

    id: int
    code: str
    type: PromotionType
    mode: PromotionMode
    title: str
    summary: str
    banner: str = Field(description="the card's image address")
    startTime: int = Field(description="epoch milliseconds")
    endTime: int
    category: str | None = Field(None, description="the game category whose bets count")
    target: str | None = Field(None, pattern=MONEY, description="TURNOVER: valid bets to reach")
    reward: str | None = Field(None, pattern=MONEY)
    bonusPercent: str | None = Field(None, pattern=MONEY, description="DEPOSIT: e.g. 10.00")
    bonusMax: str | None = Field(None, pattern=MONEY)
    rolloverMultiple: int | None = Field(None, description="valid bets needed: x the bonus")
    newbieDays: int | None = Field(None, description="only for members registered this recently")
    firstDepositOnly: bool
    link: str | None = Field(None, description="LINK: where the card leads")
    rebatePercent: str | None = Field(
        None, pattern=MONEY, description="REBATE: percent of yesterday's valid bets, e.g. 0.50"
    )
    ticketEvery: str | None = Field(
        None, pattern=MONEY, description="RAFFLE: valid bets that earn one ticket"
    )
    prizes: list[Annotated[str, Field(pattern=MONEY)]] | None = Field(
        None, description="RAFFLE and RANKING: the prizes, first place first"
    )


class PromotionList(Upstream):
    """Newest start first, without content."""

    list: list[Promotion]


class PromotionDetail(Promotion):
    content: str = Field(description="HTML, sanitised by the upstream with an allow-list")
    rules: list[str]


class Progress(Upstream):
    current: str = Field(pattern=MONEY)
    target: str = Field(pattern=MONEY)


class PromotionState(Upstream):
    """Where the member stands in one promotion."""

    promotionId: int
    state: PromotionStateName
    reason: str | None = Field(None, description="why CLOSE: an error code, e.g. not eligible")
    progress: Progress | None = None
    reward: str | None = Field(None, pattern=MONEY)
    tickets: int | None = Field(None, description="RAFFLE: tickets earned")
    rank: int | None = Field(None, description="RANKING: the member's rank")
    applicationId: int | None = Field(None, description="APPLY: the latest application")
    remark: str | None = Field(None, description="APPLY: the reviewer's remark")


class PromotionStates(Upstream):
    list: list[PromotionState]


class RafflePrize(Upstream):
    promotionId: int
    state: PromotionStateName
    prize: str = Field(pattern=MONEY)
