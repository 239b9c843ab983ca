"""Queries of the statements: a range of days (the brand's days, both ends inclusive, at
most 92 of them), a type filter and a page."""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

MAX_DAYS = 92  # a quarter: the quick ranges reach 30 days, custom ones a little more

# ALL and the groups list money; POINTS lists the point movements instead.
TransactionType = Literal[
    "ALL", "DEPOSIT", "WITHDRAW", "TRANSFER", "BONUS", "GAME", "COMMISSION", "OTHER", "POINTS"
]


class DayRangeQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    beginDate: date | None = None
    endDate: date | None = None

    @field_validator("beginDate", "endDate", mode="before")
    @classmethod
    def _day(cls, value: Any) -> Any:
        if value in (None, ""):
            return None
        if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            raise ValueError("a day is yyyy-MM-dd")
        return value

    @model_validator(mode="after")
    def _ordered(self) -> DayRangeQuery:
        if self.beginDate and self.endDate:
            if self.beginDate > self.endDate:
                raise ValueError("beginDate is after endDate")
            if (self.endDate - self.beginDate).days >= MAX_DAYS:
                raise ValueError(f"a range is at most {MAX_DAYS} days")
        return self


class TransactionsQuery(DayRangeQuery):
    type: TransactionType = "ALL"
    pageNo: int = Field(1, ge=1, le=100_000)
    pageSize: int = Field(20, ge=1, le=100)


class BonusQuery(DayRangeQuery):
    pageNo: int = Field(1, ge=1, le=100_000)
    pageSize: int = Field(20, ge=1, le=100)
