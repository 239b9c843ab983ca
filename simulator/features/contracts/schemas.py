"""The contract relays' POST bodies (shapes only; the service applies the rules)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class ContractAction(BaseModel):
    model_config = ConfigDict(extra="ignore")

    action: Literal["offer", "accept", "reject", "terminate"]
    contractId: int | None = Field(None, ge=1, le=2**31)
    terminateLower: bool = False
    downline: str | None = Field(None, max_length=64)
    rate: str | None = Field(None, max_length=10)
    period: Literal["D", "W", "H", "M"] | None = None
    minValidBet: str | None = Field(None, max_length=24)
    minActiveMembers: int | None = Field(None, ge=0, le=100_000)
