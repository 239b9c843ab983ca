"""GET /wps/system/customerService: the brand's customer-service addresses as the platform's
client reads them, `{version: {pathList: [{type, path}]}}`. Type 1 is Telegram and type 2
LiveChat, both plain; type 3 is the chat address the pop-up opens, encrypted with the brand's
`csKey` (cs_cipher.py). Without a session that is the LIVECHAT address; with one, a member
whose rank is above 4 gets the VIP address (SPEC.md section 6)."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.members.store import MemberStore
from ...fixtures import Fixtures
from ..session.store import SessionStore
from .cs_cipher import encrypt_path, key_from

PLAIN_TYPES = {"TELEGRAM": 1, "LIVECHAT": 2}
CHAT_TYPE = 3
VIP_ABOVE_RANK = 4


def _is_vip(db: Database, token: str | None, now: int) -> bool:
    member_id = SessionStore(db).member_for(token, now) if token else None
    member = MemberStore(db).by_id(member_id) if member_id is not None else None
    return member is not None and member.club_rank > VIP_ABOVE_RANK


def lookup(db: Database, fixtures: Fixtures, token: str | None, now: int) -> dict[str, Any]:
    brand = fixtures.brand
    paths = {
        str(entry.get("csType")): str(entry.get("path") or "") for entry in brand.customerService
    }
    path_list = [
        {"type": kind, "path": paths[name]} for name, kind in PLAIN_TYPES.items() if paths.get(name)
    ]
    chat = paths.get("LIVECHAT")
    if paths.get("VIP") and _is_vip(db, token, now):
        chat = paths["VIP"]
    if chat and brand.csKey:
        path_list.append({"type": CHAT_TYPE, "path": encrypt_path(key_from(brand.csKey), chat)})
    return {"version": {"pathList": sorted(path_list, key=lambda entry: entry["type"])}}
