"""The join form's body (the join application of docs/contract.md section 15)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ...parsing import MaybeName


class JoinBody(BaseModel):
    """Text bounds are checked on the trimmed text by the service (field.required/.invalid);
    the bounds here only keep absurd bodies out."""

    model_config = ConfigDict(extra="ignore")

    name: MaybeName = Field(None, max_length=1_000)
    contact: str | None = Field(None, max_length=1_000)
    channel: Literal["TELEGRAM", "ZALO", "PHONE", "EMAIL"]
    message: str | None = Field(None, max_length=10_000)
    type: Literal["AGENT", "AFFILIATE"]
