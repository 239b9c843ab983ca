"""Avatars: a static list (fixtures/cdn/avatars/static) or an uploaded PNG/JPEG data URL
(at most 5 MB, checked by its magic bytes), kept in SQLite and served under
/cdn/avatars/custom/<name>."""

from __future__ import annotations

import base64
import binascii
import re
import secrets
from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.members.store import Member
from ...errors import DomainError
from ...fixtures import Fixtures
from . import store
from .schemas import AvatarBody
from .service import avatar_value, profile_row

STATIC_IDS = tuple(range(1, 7))
MAX_IMAGE_BYTES = 5 * 1024 * 1024
# The body of an upload: base64 of 5 MB plus the JSON around it.
MAX_BODY_BYTES = MAX_IMAGE_BYTES * 4 // 3 + 64 * 1024
MAGIC = {"image/png": (b"\x89PNG\r\n\x1a\n", "png"), "image/jpeg": (b"\xff\xd8\xff", "jpg")}
_DATA_URL = re.compile(r"^data:(image/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/=\s]+)$", re.S)


def static_list(fixtures: Fixtures) -> list[dict[str, Any]]:
    return [{"id": i, "url": fixtures.image_url(f"/avatars/static/{i}.svg")} for i in STATIC_IDS]


def decode_image(data_url: str | None) -> tuple[str, bytes]:
    """(content type, bytes) of a PNG or JPEG data URL; field.invalid otherwise."""
    match = _DATA_URL.fullmatch((data_url or "").strip())
    if match is None:
        raise DomainError("field.invalid", "A png or jpeg data URL is required", field="image")
    declared = "image/jpeg" if match.group(1) == "image/jpg" else match.group(1)
    try:
        raw = base64.b64decode(re.sub(r"\s", "", match.group(2)), validate=True)
    except (binascii.Error, ValueError):
        raise DomainError("field.invalid", "The image is not base64", field="image") from None
    if len(raw) > MAX_IMAGE_BYTES:
        raise DomainError("field.invalid", "The image is over 5 MB", field="image")
    magic, _ = MAGIC[declared]
    if not raw.startswith(magic):
        raise DomainError("field.invalid", "The image is not a png or jpeg", field="image")
    return declared, raw


def choose(
    db: Database, fixtures: Fixtures, member: Member, body: AvatarBody, now: int
) -> dict[str, Any]:
    if body.avatarType == "STATIC":
        try:
            chosen = int(str(body.avatar))
        except ValueError:
            chosen = 0
        if chosen not in STATIC_IDS:
            raise DomainError("field.invalid", "Unknown avatar", field="avatar")
        name = str(chosen)
    else:
        content_type, raw = decode_image(body.image)
        name = f"{member.id}-{secrets.token_hex(8)}.{MAGIC[content_type][1]}"
        store.add_avatar(db, name, member.id, content_type=content_type, data=raw, now=now)
    store.set_avatar(db, member.id, name, body.avatarType)
    record(db, now, "avatar.changed", member.account, avatarType=body.avatarType, avatar=name)
    return current(db, fixtures, member)


def current(db: Database, fixtures: Fixtures, member: Member) -> dict[str, Any]:
    return avatar_value(profile_row(db, member.id), fixtures)


def custom_file(db: Database, name: str) -> tuple[str, bytes] | None:
    return store.avatar_file(db, name)
