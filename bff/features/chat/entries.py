"""The chat room entries of the call catalogue (docs/contract.md section 15), module CBS3.

The room list carries who is online, and a launch opens a page for this member, so neither
is cached; a launch is never retried.
"""

from __future__ import annotations

from ...entry import Entry
from .schemas import ChatLaunch, ChatLaunchRequest, ChatRooms

MODULE = "CBS3"

CHAT: tuple[Entry, ...] = (
    Entry(
        "chat.rooms",
        "/wps/relay/CBS_modelList",
        token=True,
        module=MODULE,
        response=ChatRooms,
        summary="Chat rooms with the members online in each",
        tags=("chat",),
    ),
    Entry(
        "chat.launch",
        "/wps/relay/CBS_launchChat",
        methods=("POST",),
        token=True,
        module=MODULE,
        body=ChatLaunchRequest,
        response=ChatLaunch,
        retry=False,
        summary="The address of a chat room's page for the member",
        tags=("chat",),
    ),
)
