"""Queries, bodies and values of the announcement calls (docs/contract.md section 15).

Titles and content are in the request's language; content is HTML the upstream sanitised
with an allow-list (the SPA still renders it through lib/safe-html.ts).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import Int, Request, Upstream

AnnouncementType = Literal["B", "PL", "PU", "PR", "H"]
TYPES = r"^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$"
POPUP = "PU"


# -- requests ----------------------------------------------------------------------------


class AnnouncementsQuery(Request):
    types: str = Field(
        "B",
        pattern=TYPES,
        max_length=20,
        description="comma list of B (banners), PL (player notices), PU (pop-ups), "
        "PR (promotion notices), H (home marquee)",
    )
    platform: str = Field("W", pattern=r"^[A-Za-z0-9_-]{1,20}$")
    execution: str | None = Field(None, max_length=40)
    pageNo: Int | None = Field(None, ge=1, le=10_000, description="PL: 1-based page")
    pageSize: Int | None = Field(None, ge=1, le=50, description="PL: 9 by default")


class DismissRequest(Request):
    id: Int = Field(ge=1, le=2**31, description="a pop-up announcement")


# -- values ------------------------------------------------------------------------------


class Banner(Upstream):
    """The art carries no words: the SPA lays the headline, line and button words over it."""

    id: int | str
    title: str = Field(description="the headline")
    text: str | None = Field(None, description="one short line under the headline")
    cta: str | None = Field(None, description="the button's words; the button leads to url")
    url: str | None = None
    image: str | None = None
    groupName: str | None = None


class Announcement(Upstream):
    id: int
    type: AnnouncementType
    title: str
    content: str = Field(description="HTML, sanitised by the upstream with an allow-list")
    createdAt: int = Field(description="epoch milliseconds")
    createdTime: str = Field(description="yyyy-MM-dd HH:mm:ss in the brand's zone")
    startAt: int | None = Field(None, description="epoch milliseconds: live from")
    endAt: int | None = Field(None, description="epoch milliseconds: live until")


class Announcements(Upstream):
    """Each collection only when its type was asked for."""

    banners: list[Banner] = []
    player: list[Announcement] = Field([], description="PL: newest first, one page")
    popup: list[Announcement] = Field(
        [], description="PU: with a session, without those the member dismissed"
    )
    promotion: list[Announcement] = []
    marquee: list[Announcement] = Field([], description="H: the home page headlines")
    playerTotal: int | None = Field(None, description="PL: notices on every page")


class Dismissed(Upstream):
    id: int
    dismissed: bool
