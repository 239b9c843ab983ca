"""ODSFE2_getBetRecord query: a range of the brand's days (statements' DayRangeQuery), the
category and vendor filters, a page."""

from __future__ import annotations

from pydantic import Field

from ..statements.schemas import DayRangeQuery


class BetRecordQuery(DayRangeQuery):
    gameType: str | None = Field(None, max_length=16, pattern=r"^[A-Za-z_]*$")
    vassalage: str | None = Field(None, max_length=32, pattern=r"^[A-Za-z0-9_]*$")
    pageNo: int = Field(1, ge=1, le=100_000)
    pageSize: int = Field(20, ge=1, le=100)
    language: str | None = Field(None, max_length=8)
