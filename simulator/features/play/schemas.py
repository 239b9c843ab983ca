"""What the demo page and QA send: round bodies, state queries, forced outcomes."""

from __future__ import annotations

from decimal import Decimal
from typing import Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field

AMOUNT = r"^[0-9]{1,12}(\.[0-9]{1,2})?$"  # ASCII digits only


class StateQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    t: str = Field(min_length=1, max_length=64)


class RoundBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    t: str = Field(min_length=1, max_length=64)
    bet: str = Field(pattern=AMOUNT)
    roundId: UUID
    choice: Literal["dragon", "tiger", "tie"] | None = None


class Multiplier(BaseModel):
    model_config = ConfigDict(extra="forbid")

    multiplier: Decimal = Field(ge=0, le=100_000, decimal_places=2)


class ForceBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    player: str | None = Field(None, min_length=1, max_length=64)
    game: int | None = Field(None, ge=0, le=2**31)
    next: Literal["win", "lose"] | Multiplier
    times: int = Field(1, ge=1, le=10_000)
