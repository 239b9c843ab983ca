"""Queries of the content relays."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

ANNOUNCEMENT_TYPES = {"B": "banners", "PL": "player", "PU": "popup", "PR": "promotion"}


class AnnouncementsQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    types: str = Field("B", pattern=r"^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$")
    platform: str = Field("W", max_length=16)


class VendorQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    platform: str = Field("html5-desktop", max_length=32)
