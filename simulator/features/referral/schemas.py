"""MCSFE_getReferralList query (a shape only; the service applies the rules)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ListQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    pageNo: int = Field(1, ge=1, le=100_000)
    pageSize: int = Field(10, ge=1, le=100)
