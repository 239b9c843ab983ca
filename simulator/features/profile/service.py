"""The profile behind GET/PUT /wps/member/info: fields set once (payee name, e-mail),
free fields with simple rules, masked mobile, e-mail and bank account."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from ...core.clock import iso
from ...core.db import Database
from ...core.journal.store import record
from ...core.members.store import Member
from ...errors import DomainError
from ...fixtures import Fixtures
from ..members.service import info_value, mask_mobile
from . import store
from .schemas import ProfileBody

PROFILE_COLUMNS = {
    "telegram": "telegram",
    "zalo": "zalo",
    "birthday": "birthday",
    "address": "address",
    "nationality": "nationality",
    "occupation": "occupation",
    "sourceOfIncome": "source_of_income",
}
# field -> (pattern, max length)
RULES: dict[str, tuple[str, int]] = {
    "nickname": (r"^\S(.*\S)?$", 20),
    "payeeName": (r"^[^\d\W]+( [^\d\W]+)*$", 40),
    "telegram": (r"^@?[A-Za-z0-9_]{3,32}$", 33),
    "zalo": (r"^[0-9]{8,15}$", 15),
    "birthday": (r"^\d{4}-\d{2}-\d{2}$", 10),
    "address": (r"^.+$", 200),
    "nationality": (r"^.+$", 64),
    "occupation": (r"^.+$", 64),
    "sourceOfIncome": (r"^.+$", 64),
    "email": (r"^[^@\s]+@[^@\s]+\.[^@\s]+$", 60),
}
ONCE = ("payeeName", "email")


def profile_row(db: Database, member_id: int) -> dict[str, Any]:
    row = store.profile(db, member_id)
    return dict(row) if row else {}


def full_info(db: Database, member: Member, fixtures: Fixtures) -> dict[str, Any]:
    """MemberInfo with the profile fields."""
    profile = profile_row(db, member.id)
    payee = store.set_once_fields(db, member.id)
    value = info_value(member, fixtures)
    value.update(avatar_value(profile, fixtures))
    value["payeeName"] = payee["payee_name"] if payee else None
    for field, column in PROFILE_COLUMNS.items():
        value[field] = profile.get(column)
    value["bankAccount"] = mask_mobile(profile.get("bank_account")) or None
    value["hasPaymentPassword"] = bool(profile.get("payment_password_hash"))
    return value


def avatar_value(profile: dict[str, Any], fixtures: Fixtures) -> dict[str, Any]:
    avatar, kind = profile.get("avatar"), profile.get("avatar_type") or "STATIC"
    if not avatar:
        return {"avatar": fixtures.image_url("/avatars/default.svg"), "avatarType": "STATIC"}
    folder = "custom" if kind == "CUSTOM" else "static"
    suffix = "" if kind == "CUSTOM" else ".svg"
    return {"avatar": fixtures.image_url(f"/avatars/{folder}/{avatar}{suffix}"), "avatarType": kind}


def _checked(field: str, value: str, today: date) -> str:
    pattern, longest = RULES[field]
    text = value.strip()
    if len(text) > longest or not re.fullmatch(pattern, text):
        raise DomainError("field.invalid", f"{field} has the wrong format", field=field)
    if field == "birthday":
        try:
            born = date.fromisoformat(text)
        except ValueError:
            raise DomainError("field.invalid", "Not a date", field=field) from None
        if born >= today:
            raise DomainError("field.invalid", "The birthday must be in the past", field=field)
    return text


def update_profile(db: Database, member: Member, body: ProfileBody, now: int) -> list[str]:
    """Apply the given fields; payeeName and email only while empty. Returns the changed."""
    today = date.fromisoformat((iso(now) or "")[:10])
    given = {k: v for k, v in body.model_dump().items() if v is not None and v.strip()}
    checked = {field: _checked(field, value, today) for field, value in given.items()}
    row = store.set_once_fields(db, member.id)
    current: dict[str, Any] = dict(row) if row is not None else {}
    for field, column in (("payeeName", "payee_name"), ("email", "email")):
        if field in checked and current.get(column) and current[column] != checked[field]:
            raise DomainError("field.invalid", f"{field} can only be set once", field=field)
    store.update(
        db,
        member.id,
        {PROFILE_COLUMNS[f]: v for f, v in checked.items() if f in PROFILE_COLUMNS},
        {f: v for f, v in checked.items() if f not in PROFILE_COLUMNS},
    )
    if checked:
        record(db, now, "profile.changed", member.account, fields=sorted(checked))
    return sorted(checked)
