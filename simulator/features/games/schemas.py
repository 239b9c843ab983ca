"""Launch parameters (query on GET, JSON body or query on POST)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class LaunchParams(BaseModel):
    model_config = ConfigDict(extra="ignore")

    vassalage: str = Field(min_length=1, max_length=32, pattern=r"^[A-Za-z0-9_]+$")
    gameId: int | None = Field(None, ge=0, le=2**31)
