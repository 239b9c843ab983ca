"""Bodies and queries of the promotion calls and the QA desk (shapes only; the service
applies the rules, so a long remark or a fourth image answers field.invalid)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .catalogue import AMOUNT

PromotionId = Field(gt=0, le=2_147_483_647)


class TypeQuery(BaseModel):
    type: str = Field("ALL", pattern=r"^[A-Z_]{2,20}$")


class DetailQuery(BaseModel):
    id: int = PromotionId


class PromotionBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    promotionId: int = PromotionId


class RewardBody(PromotionBody):
    remark: str | None = Field(None, max_length=10_000)
    images: list[str] | None = Field(None, max_length=20)  # png or jpeg data URLs


class ApplicationsQuery(BaseModel):
    status: Literal["APPLYING", "ISSUED", "REJECTED"] | None = None


class DecisionBody(BaseModel):
    decision: Literal["approve", "reject"]
    remark: str | None = Field(None, max_length=140)


class Winner(BaseModel):
    account: str = Field(min_length=1, max_length=40)
    prize: str = Field(pattern=AMOUNT)


class RaffleBody(BaseModel):
    winners: list[Winner] = Field(max_length=100)
