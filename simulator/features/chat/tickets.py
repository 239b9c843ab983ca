"""Chat tickets: a random token for one member and one room that the chat page carries
(?t=), as a launch ticket does for a demo game page. It expires TICKET_TTL_MS after launch on
the simulator clock; a locked member's ticket stops working at once."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from ...core.db import Database
from ...core.members.store import MemberStore
from ...errors import DomainError
from . import store

TICKET_TTL_MS = 2 * 3_600_000
INVALID = "This chat session is not valid, open the chat room again"
EXPIRED = "This chat session has expired, open the chat room again"


@dataclass(frozen=True)
class ChatTicket:
    ticket: str
    member_id: int
    account: str
    room_id: int
    language: str  # a brand language code: EN, TY
    expires_at: int


def issue(db: Database, *, member_id: int, room_id: int, language: str, now: int) -> str:
    token = secrets.token_urlsafe(24)
    with db.transaction():
        store.add_ticket(
            db,
            ticket=token,
            member_id=member_id,
            room_id=room_id,
            language=language,
            now=now,
            ttl=TICKET_TTL_MS,
        )
    return token


def resolve(db: Database, token: str | None, room_id: int, now: int) -> ChatTicket:
    """The live ticket of this room: unknown, of another room or of a locked member
    ticket.invalid; past expiry ticket.expired."""
    if not token or len(token) > 64:
        raise DomainError("ticket.invalid", INVALID)
    row = store.ticket(db, token)
    if row is None or row["room_id"] != room_id:
        raise DomainError("ticket.invalid", INVALID)
    member = MemberStore(db).by_id(row["member_id"])
    if member is None or member.locked:
        raise DomainError("ticket.invalid", INVALID)
    if now >= row["expires_at"]:
        raise DomainError("ticket.expired", EXPIRED)
    return ChatTicket(
        ticket=token,
        member_id=member.id,
        account=member.account,
        room_id=room_id,
        language=row["language"],
        expires_at=row["expires_at"],
    )
