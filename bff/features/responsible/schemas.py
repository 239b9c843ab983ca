"""Responsible gaming (docs/contract.md section 16): the member's limits, reality check and
exclusion. Amounts are decimal strings with two places; times are epoch milliseconds."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, model_validator

from ...schemas import Int, Request, Upstream, json_boolean
from ..wallet.schemas import AMOUNT, MONEY

LimitKind = Literal["deposit", "loss", "wager"]
Period = Literal["day", "week", "month"]
Length = Literal["24h", "7d", "30d", "6m", "1y", "5y", "permanent"]


class MoneyLimit(Upstream):
    kind: LimitKind
    period: Period
    limit: str | None = Field(pattern=MONEY, description="in force now; null: none")
    pending: str | None = Field(
        pattern=MONEY, description="a raise waiting its delay; null: none, or a removal"
    )
    pendingAt: int | None = Field(description="when the waiting change applies")
    pendingRemoval: bool = Field(description="the waiting change removes the limit")
    used: str = Field(pattern=MONEY, description="what the period has used so far")
    resetsAt: int = Field(description="when the period starts again (brand time)")


class SessionLimit(Upstream):
    limit: int | None = Field(description="minutes a session may last; null: no limit")
    pending: int | None
    pendingAt: int | None
    pendingRemoval: bool


class Exclusion(Upstream):
    kind: Literal["timeout", "self_exclusion"]
    length: Length
    startedAt: int
    endsAt: int | None = Field(description="null: permanent")


class Responsible(Upstream):
    limits: list[MoneyLimit] = Field(description="deposit, loss and wager, each per period")
    session: SessionLimit
    realityCheckMinutes: Literal[15, 30, 60] | None
    exclusion: Exclusion | None
    delayHours: int = Field(description="how long a raise or a removal waits")


class RealityCheck(Upstream):
    minutes: Literal[15, 30, 60] | None = Field(description="the interval; null: off")
    sessionStartedAt: int
    now: int = Field(description="the platform's time, to reckon dueAt against")
    playedMinutes: int
    staked: str = Field(pattern=MONEY)
    won: str = Field(pattern=MONEY)
    net: str = Field(pattern=MONEY, description="won less staked this session")
    dueAt: int | None = Field(description="when the next check shows; null: off")


class LimitExceeded(Upstream):
    """The value of limit.deposit.exceeded, limit.wager.exceeded and limit.loss.exceeded: the
    limit the deposit, stake or transfer into a game wallet would have passed."""

    kind: LimitKind
    period: Period
    limit: str = Field(pattern=MONEY)
    used: str = Field(pattern=MONEY)
    remaining: str = Field(pattern=MONEY, description="what the period has left")
    resetsAt: int = Field(description="when the period starts again")


class SessionEnded(Upstream):
    """The value of session.time.limit: when the session's time limit ended it."""

    endedAt: int


class LimitRequest(Request):
    """A money limit (kind deposit, loss or wager, a period, `amount`; null removes it) or the
    session time (kind session, `minutes`; null removes it). A lower or first limit applies at
    once; a raise or a removal after delayHours."""

    kind: Literal["deposit", "loss", "wager", "session"]
    period: Period | None = None
    amount: str | None = Field(None, pattern=AMOUNT)
    minutes: Int | None = Field(None, ge=5, le=1440)

    @model_validator(mode="after")
    def _fits_kind(self) -> LimitRequest:
        if self.kind == "session":
            if self.period is not None or self.amount is not None:
                raise ValueError("the session time takes minutes, without period or amount")
        elif self.period is None:
            raise ValueError("a money limit needs a period: day, week or month")
        elif self.minutes is not None:
            raise ValueError("a money limit takes an amount, not minutes")
        return self


class RealityRequest(Request):
    minutes: Literal[15, 30, 60] | None


class ExclusionRequest(Request):
    """A time-out (24h, 7d, 30d) or a self-exclusion (6m, 1y, 5y, permanent). It cannot be
    undone: `confirm` must be true. The session ends with it."""

    kind: Literal["timeout", "self_exclusion"]
    length: Length
    confirm: Annotated[Literal[True], BeforeValidator(json_boolean)]
