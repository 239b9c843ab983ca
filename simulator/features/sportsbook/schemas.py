"""Bodies and queries of the sportsbook's calls (the page's and QA's)."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, model_validator

ODDS = r"^\d{1,5}\.\d{2}$"
LINE = r"^[+-]?\d{1,3}\.\d{2}$"
AMOUNT = r"^\d{1,13}(\.\d{1,2})?$"


class BoardQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    t: str = Field(min_length=1, max_length=64)
    sport: str | None = Field(None, pattern=r"^[a-z0-9_]{1,30}$")


class Leg(BaseModel):
    model_config = ConfigDict(extra="forbid")

    matchId: str = Field(
        pattern=r"^[a-z0-9_]{1,30}\.\d{1,2}-(\d{1,10}-\d{1,2}|s\d{1,10})$",
        description="a match, <league>-<matchday>-<k>, or an outright's season, <league>-s<n>",
    )
    market: Literal["1x2", "ml", "hdp", "ou", "oe", "s1", "outright"]
    selection: str = Field(
        pattern=r"^(home|draw|away|over|under|odd|even|t\d{1,2})$",
        description="an outright's: t<team number>",
    )
    line: str | None = Field(None, pattern=LINE)
    odds: str = Field(pattern=ODDS, description="the odds the player saw")


class BetBody(BaseModel):
    """A single (one leg) or a parlay (two to ten legs of different matches)."""

    model_config = ConfigDict(extra="forbid")

    t: str = Field(min_length=1, max_length=64)
    roundId: UUID
    stake: str = Field(pattern=AMOUNT)
    accept: Literal["none", "higher", "any"] = "none"
    legs: list[Leg] = Field(min_length=1, max_length=10)


class ForceBody(BaseModel):
    """A final score, or void: true."""

    model_config = ConfigDict(extra="forbid")

    home: StrictInt | None = Field(None, ge=0, le=500)
    away: StrictInt | None = Field(None, ge=0, le=500)
    void: StrictBool = False

    @model_validator(mode="after")
    def _score_or_void(self) -> ForceBody:
        if self.void == (self.home is not None or self.away is not None):
            raise ValueError("give home and away, or void: true")
        if not self.void and (self.home is None or self.away is None):
            raise ValueError("give both home and away")
        return self


class MatchesQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    esports: bool = False
    sport: str | None = Field(None, pattern=r"^[a-z0-9_]{1,30}$")
