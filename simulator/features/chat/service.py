"""Chat rooms: the room list, launching a room's page, reading and posting its messages.

Authors are shown as masked accounts, as on the winners board: a chat room is public. A
message's text is stored as typed (control characters folded into spaces, trimmed) and
never interpreted: the page writes it as text, never as HTML.
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

from ...core.clock import local_time
from ...core.db import Database
from ...core.journal.store import record
from ...core.members.masks import mask_account
from ...core.members.store import MemberStore
from ...errors import DomainError
from . import store
from .rooms import Room, Rooms, online
from .tickets import ChatTicket, issue

MAX_TEXT = 200
_CONTROL = re.compile(r"[\x00-\x1f\x7f]+")


def checked_text(text: str) -> str:
    cleaned = _CONTROL.sub(" ", text).strip()
    if not 1 <= len(cleaned) <= MAX_TEXT:
        raise DomainError("field.invalid", "A message is 1 to 200 characters", field="text")
    return cleaned


def room_list(
    db: Database, rooms: Rooms, *, language: str, now: int, zone: ZoneInfo, seed: int
) -> dict[str, Any]:
    """CBS_modelList's value."""
    return {
        "rooms": [
            {
                "id": room.id,
                "name": room.name_in(language),
                "online": online(
                    room, now=now, zone=zone, seed=seed, chatting=store.chatting(db, room.id, now)
                ),
            }
            for room in rooms.rooms
        ]
    }


def launch(
    db: Database, room: Room, base_url: str, *, member_id: int, language: str, now: int
) -> dict[str, str]:
    """CBS_launchChat's value: the room page's address with a fresh ticket."""
    token = issue(db, member_id=member_id, room_id=room.id, language=language, now=now)
    return {"url": f"{base_url}/chat/{room.id}?{urlencode({'t': token})}"}


def message_view(row: sqlite3.Row, zone: ZoneInfo, viewer: int | None = None) -> dict[str, Any]:
    host = row["member_id"] is None
    return {
        "id": row["id"],
        "author": "" if host else mask_account(row["account"]),
        "host": host,
        "mine": viewer is not None and row["member_id"] == viewer,
        "text": row["text"],
        "createdAt": row["created_at"],
        "createdTime": local_time(row["created_at"], zone),
    }


def read(db: Database, ticket: ChatTicket, after: int, zone: ZoneInfo) -> dict[str, Any]:
    """The room's messages after `after` (all kept ones for 0), oldest first."""
    rows = store.messages_after(db, ticket.room_id, after)
    listed = [message_view(row, zone, ticket.member_id) for row in rows]
    return {"list": listed, "lastId": listed[-1]["id"] if listed else after}


def _post(
    db: Database, room_id: int, member: tuple[int, str] | None, text: str, *, now: int, by: str
) -> sqlite3.Row:
    with db.transaction():
        row = store.add_message(
            db, room_id=room_id, member_id=member[0] if member else None, text=text, now=now
        )
        account = member[1] if member else None
        record(db, now, "chat.posted", account, roomId=room_id, messageId=row["id"], by=by)
    return row


def post(
    db: Database, ticket: ChatTicket, text: str, *, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    member = (ticket.member_id, ticket.account)
    row = _post(db, ticket.room_id, member, checked_text(text), now=now, by="member")
    return message_view(row, zone, ticket.member_id)


def qa_post(
    db: Database, room: Room, text: str, as_account: str | None, *, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    """POST /__sim/chat/<roomId>: as a member (`as`: an account) or as the room's host."""
    member = None
    if as_account is not None:
        found = MemberStore(db).by_account(as_account)
        if found is None:
            raise DomainError("USER_NOT_EXIST", field="as")
        member = (found.id, found.account)
    row = _post(db, room.id, member, checked_text(text), now=now, by="qa")
    return {**message_view(row, zone), "account": row["account"]}


def qa_read(db: Database, room: Room, zone: ZoneInfo) -> dict[str, Any]:
    rows = store.messages_after(db, room.id, 0)
    listed = [{**message_view(row, zone), "account": row["account"]} for row in rows]
    return {"room": {"id": room.id, "name": room.name_in("EN")}, "list": listed}
