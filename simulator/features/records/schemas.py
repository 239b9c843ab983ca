"""ODSFE2_getBetRecord query."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator


class BetRecordQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    beginDate: date | None = None
    endDate: date | None = None
    gameType: str | None = Field(None, max_length=16, pattern=r"^[A-Za-z_]*$")
    vassalage: str | None = Field(None, max_length=32, pattern=r"^[A-Za-z0-9_]*$")
    pageNo: int = Field(1, ge=1, le=100_000)
    pageSize: int = Field(20, ge=1, le=100)
    language: str | None = Field(None, max_length=8)

    @field_validator("beginDate", "endDate", mode="before")
    @classmethod
    def _day(cls, value: Any) -> Any:
        if value in (None, ""):
            return None
        if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            raise ValueError("a day is yyyy-MM-dd")
        return value

    @model_validator(mode="after")
    def _ordered(self) -> BetRecordQuery:
        if self.beginDate and self.endDate and self.beginDate > self.endDate:
            raise ValueError("beginDate is after endDate")
        return self
