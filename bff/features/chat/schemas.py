"""The chat room bodies and values (docs/contract.md section 15)."""

from __future__ import annotations

from pydantic import Field

from ...schemas import Int, Request, Upstream


class ChatLaunchRequest(Request):
    roomId: Int = Field(ge=1, le=2**31)
    language: str | None = Field(
        None, pattern=r"^[A-Za-z]{2,5}$", description="the page's; the call's Language if absent"
    )


class ChatRoom(Upstream):
    id: int
    name: str
    online: int = Field(description="members in the room now")


class ChatRooms(Upstream):
    rooms: list[ChatRoom]


class ChatLaunch(Upstream):
    url: str = Field(description="the room's page, opened in a frame (header colour #6142bf)")
