"""Avatars: a static list (fixtures/cdn/avatars/static) or an uploaded PNG/JPEG data URL
(at most 5 MB, checked by its magic bytes), kept in SQLite and served under
/cdn/avatars/custom/<name>."""

from __future__ import annotations

import secrets
from typing import Any

from ...core.db import Database
from ...core.images import MAGIC, MAX_IMAGE_BYTES, decode_image
from ...core.journal.store import record
from ...core.members.store import Member
from ...errors import DomainError
from ...fixtures import Fixtures
from . import store
from .schemas import AvatarBody
from .service import avatar_value, profile_row

STATIC_IDS = tuple(range(1, 7))
# The body of an upload: base64 of 5 MB plus the JSON around it.
MAX_BODY_BYTES = MAX_IMAGE_BYTES * 4 // 3 + 64 * 1024


def static_list(fixtures: Fixtures) -> list[dict[str, Any]]:
    return [{"id": i, "url": fixtures.image_url(f"/avatars/static/{i}.svg")} for i in STATIC_IDS]


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
