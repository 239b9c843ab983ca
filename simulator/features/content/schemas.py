"""Queries of the content relays."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class VendorQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    platform: str = Field("html5-desktop", max_length=32)
