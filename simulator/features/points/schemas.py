"""Bodies and queries of the points calls (shapes only; the service applies the rules and
answers field.invalid for an out-of-range quantity or address, as docs/contract.md says)."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field

RedeemStatus = Literal["PROCESS", "REJECTED", "APPROVED"]


class PageQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    pageNo: int = Field(1, ge=1, le=10_000)
    pageSize: int = Field(10, ge=1, le=100)


class RedeemsQuery(PageQuery):
    status: RedeemStatus | None = None


class RedeemBody(BaseModel):
    """Encrypted: carries the payment password."""

    model_config = ConfigDict(extra="ignore")

    rewardId: int = Field(ge=1, le=2**31)
    quantity: int = Field(ge=-(2**31), le=2**31)
    paymentPassword: str | None = Field(None, max_length=64)
    address: str | None = Field(None, max_length=2_000)
    mobileNum: str | None = Field(None, max_length=40)
    requestId: UUID


class ConvertBody(BaseModel):
    """Encrypted: carries the payment password."""

    model_config = ConfigDict(extra="ignore")

    points: int = Field(ge=-(2**53), le=2**53)
    paymentPassword: str | None = Field(None, max_length=64)
    requestId: UUID


class DeskQuery(BaseModel):
    """GET /__sim/points/redeems."""

    model_config = ConfigDict(extra="forbid")

    status: RedeemStatus | None = None


class DecisionBody(BaseModel):
    """POST /__sim/points/redeems/<orderNo>: what QA decides."""

    model_config = ConfigDict(extra="forbid")

    decision: Literal["approve", "reject"]
    remark: str | None = Field(None, max_length=140)


class GrantBody(BaseModel):
    """POST /__sim/points/grant: points for a member, so QA can reach the mall quickly."""

    model_config = ConfigDict(extra="forbid")

    account: str = Field(min_length=1, max_length=40)
    points: int = Field(ge=1, le=100_000_000)
    requestId: str = Field(min_length=1, max_length=64)
