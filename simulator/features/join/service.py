"""Applications to the agent or affiliate programme, from visitors without a session.

Throttled the way SMS codes are (verification/service.py): the newest earlier row for the
same subject decides. Here the subjects are the contact (ignoring spaces, dashes, dots and
case) and the caller's address: either one applying again within THROTTLE_MS is
TOO_MANY_REQUESTS, and nothing is written."""

from __future__ import annotations

import re
from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...errors import DomainError
from . import store
from .schemas import JoinBody

THROTTLE_MS = 60_000  # one application per contact and per address a minute
NAME = (1, 60)
CONTACT = (1, 100)
MESSAGE_MAX = 500
DESK_LIMIT = 200
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_PHONE = re.compile(r"^\+?[0-9]{6,15}$")
_TELEGRAM = re.compile(r"^@?[A-Za-z][A-Za-z0-9_]{4,31}$")


def _text(value: str | None, field: str, bounds: tuple[int, int]) -> str:
    text = (value or "").strip()
    low, high = bounds
    if not text:
        raise DomainError("field.required", f"{field} is required", field=field)
    if not low <= len(text) <= high:
        raise DomainError("field.invalid", f"{field} is {low} to {high} characters", field=field)
    return text


def contact_key(contact: str) -> str:
    return re.sub(r"[\s.\-()]", "", contact).lower()


def _check_contact(channel: str, contact: str) -> None:
    """EMAIL an address; PHONE and ZALO a phone number; TELEGRAM a @username or a number."""
    digits = re.sub(r"[\s.\-()]", "", contact)
    if channel == "EMAIL":
        valid = bool(_EMAIL.fullmatch(contact))
    elif channel == "TELEGRAM":
        valid = bool(_TELEGRAM.fullmatch(contact) or _PHONE.fullmatch(digits))
    else:
        valid = bool(_PHONE.fullmatch(digits))
    if not valid:
        raise DomainError("field.invalid", f"Not a {channel.lower()} contact", field="contact")


def apply(db: Database, body: JoinBody, ip: str, now: int) -> dict[str, Any]:
    name = _text(body.name, "name", NAME)
    contact = _text(body.contact, "contact", CONTACT)
    _check_contact(body.channel, contact)
    message = (body.message or "").strip()
    if len(message) > MESSAGE_MAX:
        raise DomainError("field.invalid", "message is at most 500 characters", field="message")
    key = contact_key(contact)
    with db.transaction():
        last = store.last_from(db, key, ip)
        if last is not None and now - last < THROTTLE_MS:
            raise DomainError("TOO_MANY_REQUESTS")
        application_id = store.add(
            db,
            kind=body.type,
            name=name,
            contact=contact,
            contact_key=key,
            channel=body.channel,
            message=message,
            ip=ip,
            now=now,
        )
        record(
            db,
            now,
            "join.applied",
            applicationId=application_id,
            type=body.type,
            channel=body.channel,
        )
    return {"id": application_id}


def desk(db: Database) -> list[dict[str, Any]]:
    """The newest applications for QA, newest first."""
    return [
        {
            "id": row["id"],
            "type": row["type"],
            "name": row["name"],
            "contact": row["contact"],
            "channel": row["channel"],
            "message": row["message"],
            "ip": row["ip"],
            "createdAt": row["created_at"],
        }
        for row in store.newest(db, DESK_LIMIT)
    ]
