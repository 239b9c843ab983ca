"""Relays the home page needs: announcements and the vendor lanes."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from ...schemas import Request, Upstream


class AnnouncementsQuery(Request):
    types: str = Field("B", pattern=r"^[A-Za-z,]{1,20}$")
    platform: str = Field("W", pattern=r"^[A-Za-z0-9_-]{1,20}$")
    execution: str | None = Field(None, max_length=40)


class Banner(Upstream):
    id: int | str
    title: str
    url: str | None = None
    image: str | None = None
    groupName: str | None = None


class Announcements(Upstream):
    banners: list[Banner] = []
    player: list[Any] = []
    popup: list[Any] = []
    promotion: list[Any] = []


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
