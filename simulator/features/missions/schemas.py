"""Bodies and queries of the mission calls (shapes only; the service applies the rules)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class ClaimBody(BaseModel):
    model_config = ConfigDict(extra="ignore")

    missionId: int = Field(gt=0, le=1_000_000_000)


class LeaderboardQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    period: Literal["DAILY", "WEEKLY"] = "DAILY"
