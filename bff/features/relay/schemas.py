"""Relays the home page needs: the vendor lanes (announcements: features/announcements)."""

from __future__ import annotations

from pydantic import Field

from ...schemas import Request, Upstream


class VendorQuery(Request):
    platform: str = Field("html5-desktop", pattern=r"^[A-Za-z0-9_-]{1,30}$")


class VendorCard(Upstream):
    vassalage: str
    displayName: str
    smallIcon: str | None = None
    isHot: int | bool | None = None
    accountTypeName: str | None = None
    gameType: str | None = None
    gameId: int | str | None = None
    nodeId: int | str | None = None
    isGame: str | None = Field(None, description="VASSALAGE: opens a list of its games")


class Lane(Upstream):
    title: str | None = None
    gameType: str | None = None
    cards: list[VendorCard]


class LaneData(Upstream):
    lanes: list[Lane]


class VendorLanes(Upstream):
    data: LaneData
