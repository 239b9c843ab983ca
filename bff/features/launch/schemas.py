"""Game launch: POST /wps/game/launchGame (a body; POST only, as it moves money: the CSRF
check covers it); the value holds the URL.

The browser names the game (vassalage, gameId, nodeId) and may choose platform and
launchMode; the BFF adds the rest of SPEC.md section 7 (service.launch_fields) from the
session, so none of those can be sent by the browser (unknown fields are refused).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, model_validator

from ...schemas import Int, Request, Upstream

CODE = r"^[A-Za-z0-9_.:-]{1,64}$"
PLATFORM = r"^[A-Za-z0-9_-]{1,30}$"
MODE = r"^[A-Za-z]{1,16}$"


Code = Annotated[str, Field(max_length=64, pattern=CODE)]


class LaunchRequest(Request):
    vassalage: str = Field(min_length=1, max_length=64, pattern=CODE)
    gameId: Int | Code | None = Field(None, union_mode="left_to_right")
    nodeId: Int | Code | None = Field(None, union_mode="left_to_right")
    platform: str | None = Field(None, max_length=30, pattern=PLATFORM)
    launchMode: str | None = Field(None, max_length=16, pattern=MODE)


class LaunchContent(Upstream):
    game_url: str | None = None
    game_url2: str | None = None
    gameUrl: str | None = None


class LaunchValue(Upstream):
    """Every shape of UPSTREAM_NOTES.md and SPEC.md: `content.game_url` (or `gameUrl`,
    `game_url2`), `content` as the address itself (PVP), or a top-level `game_url` /
    `gameUrl` / `game_url2` with no content. At least one address must be there."""

    content: LaunchContent | str | None = None
    game_url: str | None = None
    game_url2: str | None = None
    gameUrl: str | None = None

    @model_validator(mode="after")
    def _has_address(self) -> LaunchValue:
        if not self.addresses()[0]:
            raise ValueError("the launch value holds no game address")
        return self

    def addresses(self) -> tuple[str | None, str | None]:
        """(the address, the alternative address): the first non-empty of each kind."""
        content = self.content
        inner = content if isinstance(content, LaunchContent) else LaunchContent()
        direct = content if isinstance(content, str) else None
        main = inner.game_url or inner.gameUrl or direct or self.game_url or self.gameUrl
        alternative = inner.game_url2 or self.game_url2
        return (main or alternative or None), (alternative if main else None) or None


class PublicLaunch(Upstream):
    """What the browser gets, whatever shape the upstream used."""

    content: LaunchContent
