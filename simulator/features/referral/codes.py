"""Referral codes: `R` and the member's id in base 36, upper case (id 100 is `R2S`). A code
is derived from the id, so it needs no storage and never changes; only its canonical
spelling (any letter case) names a member."""

from __future__ import annotations

import re

from ...core.db import Database
from ...core.members.store import AGENT_TYPES, MemberStore

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
PATTERN = re.compile(r"R[0-9A-Z]{1,12}")
# Who can invite: players and agents; a trial or staff account has no friends to bring.
INVITERS = frozenset({0, *AGENT_TYPES})


def code_of(member_id: int) -> str:
    if member_id <= 0:
        raise ValueError("member ids start at 1")
    digits = ""
    while member_id:
        member_id, digit = divmod(member_id, 36)
        digits = DIGITS[digit] + digits
    return "R" + digits


def member_id_of(code: str | None) -> int | None:
    """The id a code names; None for anything but a canonical code (R02S is not R2S)."""
    text = (code or "").strip().upper()
    if not PATTERN.fullmatch(text):
        return None
    member_id = int(text[1:], 36)
    return member_id if member_id > 0 and code_of(member_id) == text else None


def inviter_for(db: Database, code: str | None) -> int | None:
    """The member a registration's referralCode links the newcomer to: an existing, unlocked
    player or agent. Anything else links nobody and the registration goes on as it always
    did (the code is kept as typed in members.referral_code), so a typo never costs a
    sign-up. Called before the newcomer exists, so nobody can name themselves."""
    member_id = member_id_of(code)
    if member_id is None:
        return None
    member = MemberStore(db).by_id(member_id)
    if member is None or member.locked or member.type not in INVITERS:
        return None
    return member.id
