"""The help centre's query."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class HelpQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    language: str | None = Field(None, pattern=r"^[A-Za-z]{2,5}$")
