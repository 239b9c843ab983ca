"""Bodies of the responsible-gaming calls (the member's and QA's)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, model_validator

Kind = Literal["deposit", "loss", "wager", "session"]
Period = Literal["day", "week", "month"]
Length = Literal["24h", "7d", "30d", "6m", "1y", "5y", "permanent"]


class LimitBody(BaseModel):
    """A money limit: kind deposit, loss or wager, a period and `amount` (a decimal string;
    null removes it). The session time: kind session and `minutes` (null removes it)."""

    model_config = ConfigDict(extra="forbid")

    kind: Kind
    period: Period | None = None
    amount: str | None = Field(None, max_length=24)
    minutes: StrictInt | None = Field(None, ge=5, le=24 * 60)

    @model_validator(mode="after")
    def _fits_kind(self) -> LimitBody:
        if self.kind == "session":
            if self.period is not None or self.amount is not None:
                raise ValueError("the session time takes minutes, without period or amount")
        elif self.period is None:
            raise ValueError("a money limit needs a period: day, week or month")
        elif self.minutes is not None:
            raise ValueError("a money limit takes an amount, not minutes")
        return self


class QaLimitBody(LimitBody):
    """QA's: applied at once unless `immediate` is false (then as a player's would be)."""

    immediate: StrictBool = True


class RealityBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    minutes: Literal[15, 30, 60] | None


class ExclusionBody(BaseModel):
    """A player's time-out (24h, 7d, 30d) or self-exclusion (6m, 1y, 5y, permanent); the
    player confirms it, since it cannot be undone."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["timeout", "self_exclusion"]
    length: Length
    confirm: Literal[True]


class QaExclusionBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Literal["timeout", "self_exclusion"]
    length: Length
