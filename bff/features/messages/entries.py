"""The platform message entries of the call catalogue (docs/contract.md section 15), module
INBOX3.

Messages are the member's own and change with every deposit, bonus or reading, so nothing is
cached; every call needs a real account (a trial is refused before calling upstream), and
marking read or deleting is never retried.
"""

from __future__ import annotations

from typing import Any

from ...entry import Entry, member_entry
from .schemas import (
    DeleteMessagesRequest,
    DeleteResult,
    MessageListQuery,
    Messages,
    ReadMessagesRequest,
    ReadResult,
    UnreadCount,
)

MODULE = "INBOX3"


def _inbox(name: str, path: str, summary: str, **kw: Any) -> Entry:
    return member_entry(name, path, summary, tag="messages", module=MODULE, **kw)


MESSAGES: tuple[Entry, ...] = (
    _inbox(
        "messages.unread",
        "/wps/relay/CSP_unreadCount",
        "How many of the member's messages are unread (the header's badge)",
        response=UnreadCount,
    ),
    _inbox(
        "messages.list",
        "/wps/relay/CSP_getMessageList",
        "The member's messages, newest first, all or only the unread ones",
        query=MessageListQuery,
        response=Messages,
    ),
    _inbox(
        "messages.read",
        "/wps/relay/CSP_readMessages",
        "Mark some messages (ids) or every one (all: true) read; answers the unread count",
        methods=("POST",),
        body=ReadMessagesRequest,
        response=ReadResult,
        retry=False,
    ),
    _inbox(
        "messages.delete",
        "/wps/relay/CSP_deleteMessages",
        "Delete some of the member's messages (others' ids are ignored)",
        methods=("POST",),
        body=DeleteMessagesRequest,
        response=DeleteResult,
        retry=False,
    ),
)
