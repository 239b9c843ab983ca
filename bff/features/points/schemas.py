"""Bodies, queries and values of the points calls (docs/contract.md section 14).

Points are integers; money amounts are decimal strings with two places. Redeems and
conversions carry the payment password, so they travel encrypted.
"""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from pydantic import Field

from ...schemas import Int, Request, Upstream
from ..wallet.schemas import MONEY, PAYMENT_PASSWORD, Paged, RequestId

RedeemStatus = Literal["PROCESS", "REJECTED", "APPROVED"]


# -- requests ----------------------------------------------------------------------------


class PointPageQuery(Request):
    pageNo: Int | None = Field(None, ge=1, le=10_000)
    pageSize: Int | None = Field(None, ge=1, le=100)


class RedeemListQuery(PointPageQuery):
    status: RedeemStatus | None = None


class RedeemRequest(Request):
    rewardId: Int = Field(ge=1, le=2**31)
    quantity: Int = Field(ge=1, le=10_000)
    paymentPassword: str = Field(pattern=PAYMENT_PASSWORD)
    address: str = Field(min_length=1, max_length=200, description="where to deliver it")
    mobileNum: str = Field(
        min_length=4,
        max_length=24,
        pattern=r"^\+?[0-9 ]+$",
        description="the member's own number; +84 912 345 678 and 0912345678 both match",
    )
    requestId: UUID = RequestId


class ConvertRequest(Request):
    points: Int = Field(
        ge=1, le=10**12, description="a multiple of convertPoints, at least minConvert"
    )
    paymentPassword: str = Field(pattern=PAYMENT_PASSWORD)
    requestId: UUID = RequestId


# -- values ------------------------------------------------------------------------------


class PointConfig(Upstream):
    earnPer: str = Field(pattern=MONEY, description="valid bets that earn earnPoints points")
    earnPoints: int
    convertPoints: int = Field(description="points that convert to convertAmount")
    convertAmount: str = Field(pattern=MONEY)
    minConvert: int = Field(description="the fewest points a conversion takes")


class PointBalance(Upstream):
    points: int = Field(description="available now")
    earned: int
    spent: int
    pending: int = Field(description="reserved by redeems in process")


class PointReward(Upstream):
    id: int
    name: str
    image: str
    description: str
    requiredPoints: int = Field(description="per unit")
    requiredAmount: str = Field(pattern=MONEY, description="money per unit, besides the points")
    quantity: int = Field(description="the stock left")
    units: str = Field(description="what one unit is, for display")


class PointRewards(Paged):
    list: list[PointReward]


class Redeem(Upstream):
    orderNo: str
    rewardId: int
    rewardName: str
    quantity: int
    points: int
    amount: str = Field(pattern=MONEY)
    status: RedeemStatus
    address: str
    createdAt: int = Field(description="epoch milliseconds")
    decidedAt: int | None = None
    remark: str | None = None


class Redeems(Paged):
    """Newest first."""

    list: list[Redeem]


class Conversion(Upstream):
    points: int
    amount: str = Field(pattern=MONEY, description="paid into the main wallet")
    pointBalance: int = Field(description="the points available after it")
    balance: str = Field(pattern=MONEY, description="the main wallet's available amount after it")
