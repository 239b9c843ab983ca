"""Game launch: GET (query) or POST (body) /wps/game/launchGame; the value holds the URL."""

from __future__ import annotations

from pydantic import Field

from ...schemas import Request, Upstream

CODE = r"^[A-Za-z0-9_.:-]{1,64}$"


class LaunchQuery(Request):
    vassalage: str = Field(min_length=1, max_length=64, pattern=CODE)
    gameId: str | None = Field(None, max_length=64, pattern=CODE)
    nodeId: str | None = Field(None, max_length=64, pattern=CODE)
    platform: str | None = Field(None, max_length=30, pattern=r"^[A-Za-z0-9_-]{1,30}$")
    launchMode: str | None = Field(None, max_length=16, pattern=r"^[A-Za-z]{1,16}$")


class LaunchRequest(Request):
    vassalage: str = Field(min_length=1, max_length=64, pattern=CODE)
    gameId: int | str | None = Field(None, union_mode="left_to_right")
    nodeId: int | str | None = None
    platform: str | None = Field(None, max_length=30, pattern=r"^[A-Za-z0-9_-]{1,30}$")
    launchMode: str | None = Field(None, max_length=16, pattern=r"^[A-Za-z]{1,16}$")


class LaunchContent(Upstream):
    game_url: str | None = None
    game_url2: str | None = None
    gameUrl: str | None = None


class LaunchValue(Upstream):
    content: LaunchContent
