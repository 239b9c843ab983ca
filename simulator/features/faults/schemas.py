"""Body of POST /__sim/faults: what to match and what to do to the matching calls."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt

Strict = ConfigDict(extra="forbid")


class FaultMatch(BaseModel):
    """Every given key must match; an empty match hits every upstream call."""

    model_config = Strict

    method: str | None = Field(None, pattern=r"^[A-Za-z]{3,7}$")
    path: str | None = Field(None, min_length=1, max_length=500, pattern=r"^/")
    relay: str | None = Field(None, min_length=1, max_length=100)
    player: str | None = Field(None, min_length=1, max_length=64)


class ErrorEffect(BaseModel):
    model_config = Strict

    kind: Literal["error"]
    errorCode: str = Field(min_length=1, max_length=100)
    status: StrictInt = Field(500, ge=400, le=599)
    message: str | None = Field(None, max_length=500)


class DelayEffect(BaseModel):
    """Sleep, then handle normally (later faults still apply)."""

    model_config = Strict

    kind: Literal["delay"]
    ms: StrictInt = Field(ge=0, le=120_000)


class DropEffect(BaseModel):
    """Close the connection without any response."""

    model_config = Strict

    kind: Literal["drop"]


class MalformedEffect(BaseModel):
    """HTTP 200 with a body that is not JSON."""

    model_config = Strict

    kind: Literal["malformed"]


Effect = Annotated[
    ErrorEffect | DelayEffect | DropEffect | MalformedEffect, Field(discriminator="kind")
]


class FaultBody(BaseModel):
    model_config = Strict

    match: FaultMatch = FaultMatch()
    effect: Effect
    probability: StrictFloat | StrictInt = Field(1, ge=0, le=1)
    times: StrictInt | None = Field(None, ge=1, le=1_000_000)
