"""Bodies of the /__sim/ control calls; unknown keys are refused so typos do not pass."""

from __future__ import annotations

import ipaddress
from datetime import datetime
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    RootModel,
    StrictBool,
    StrictInt,
    field_validator,
    model_validator,
)

from ...core.clock import parse_duration
from ...fixtures import HOST_NAME

Country = Annotated[str, Field(pattern=r"^[A-Z]{2}$")]


class ResetBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seed: StrictInt | None = Field(None, ge=0, le=2**63 - 1)


class DomainLine(BaseModel):
    model_config = ConfigDict(extra="forbid")

    domain: str = Field(max_length=253, pattern=HOST_NAME.pattern)
    speed: StrictInt = Field(ge=0, le=60_000)  # ms


class SystemUpdate(BaseModel):
    """Only the keys present change; maintenanceEnd: null clears the end time; domainRoute:
    null goes back to the brand's domains with their seeded speeds."""

    model_config = ConfigDict(extra="forbid")

    maintenance: StrictBool | None = None
    maintenanceEnd: datetime | None = None
    blockedCountries: list[Country] | None = Field(None, max_length=300)
    geo: dict[str, Country] | None = Field(None, max_length=1000)
    passwordMaxAgeDays: StrictInt | None = Field(None, ge=0, le=36_500)
    domainRoute: list[DomainLine] | None = Field(None, max_length=50)

    @field_validator("geo")
    @classmethod
    def _networks(cls, geo: dict[str, str] | None) -> dict[str, str] | None:
        if geo is None:
            return None
        for network in geo:
            try:
                ipaddress.ip_network(network, strict=False)
            except ValueError:
                raise ValueError(f"{network!r} is not an IP address or CIDR") from None
        return geo


class ModuleSwitches(RootModel[dict[str, Literal["0", "1"]]]):
    """{"<modId>": "1" | "0", ...}; ids must exist in the brand's tree."""


class NoBody(BaseModel):
    """Calls that take no parameters accept {} or an empty body, nothing else."""

    model_config = ConfigDict(extra="forbid")


class ClockBody(BaseModel):
    """Applied in order: set, freeze, advance. At least one is needed."""

    model_config = ConfigDict(extra="forbid")

    freeze: StrictBool | None = None
    set: datetime | None = None
    advance: str | None = Field(None, max_length=32)

    @field_validator("advance")
    @classmethod
    def _duration(cls, text: str | None) -> str | None:
        if text is not None:
            parse_duration(text)
        return text

    @model_validator(mode="after")
    def _something(self) -> ClockBody:
        if self.freeze is None and self.set is None and self.advance is None:
            raise ValueError("give freeze, set or advance")
        return self


class PlayerFlags(BaseModel):
    """Only the flags present change."""

    model_config = ConfigDict(extra="forbid")

    passwordExpired: StrictBool | None = None
    captchaRequired: StrictBool | None = None
    unknownIp: StrictBool | None = None
    locked: StrictBool | None = None


class GameSwitch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    maintenance: StrictBool


Limit = Annotated[int, Field(ge=1, le=10_000)]


class JournalParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: str | None = Field(None, max_length=100)
    player: str | None = Field(None, max_length=64)
    since: datetime | None = None
    until: datetime | None = None
    limit: Limit = 100


class OutboxParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    recipient: str | None = Field(None, max_length=255)
    kind: Literal["sms", "email", "captcha"] | None = None
    player: str | None = Field(None, max_length=64)
    limit: Limit = 20


class RequestsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    limit: Annotated[int, Field(ge=1, le=500)] = 50
