"""Inputs of the system calls."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class StatusQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    url: str | None = Field(None, max_length=2048)
