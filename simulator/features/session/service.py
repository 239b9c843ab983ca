"""Login, logout and the session tokens behind them."""

from __future__ import annotations

import secrets
from typing import Any
from zoneinfo import ZoneInfo

from ...core.clock import UNITS_MS
from ...core.db import Database
from ...core.journal.store import record
from ...core.members.store import MEMBER_TYPES, TRIAL, Member, MemberStore
from ...errors import DomainError
from ...passwords import Passwords
from ..captcha.service import check_captcha
from ..missions.logins import note_login
from ..missions.notices import Watch, note_completed
from ..responsible import service as responsible
from ..system.store import SystemStore
from ..verification.service import ip_is_known, require_ip_verification
from .failures import LoginFailures
from .schemas import LoginBody
from .store import SessionStore

# Verified when the account is unknown, so both failures take the same time.
_ABSENT_HASH: dict[int, str] = {}


def password_expired(db: Database, member: Member, now: int) -> bool:
    """The QA flag, or a password older than passwordMaxAgeDays on the clock (0: never)."""
    if member.password_expired:
        return True
    days = int(SystemStore(db).settings()["passwordMaxAgeDays"])
    return days > 0 and now - member.password_changed_at > days * UNITS_MS["d"]


def open_session(
    db: Database,
    member: Member,
    now: int,
    ttl_ms: int,
    *,
    zone: ZoneInfo,
    watch: Watch | None = None,
) -> dict[str, Any]:
    """Issue a token and return the LoginValue. Every way in (password, SMS, free play,
    verification, registration) passes here, so this is where a login day is counted (and
    login missions it completes are told: watch)."""
    responsible.refuse_excluded(db, member.id, now)
    token = secrets.token_urlsafe(32)
    ends = responsible.session_ends(db, member.id, now)
    SessionStore(db).create(token, member.id, now, ttl_ms, ends)
    note_login(db, member.id, now, zone)
    note_completed(db, watch, member.id, now, kinds=("LOGIN_DAYS",))
    return {
        "token": token,
        "id": member.id,
        "userName": member.account,
        "firstTimeLogin": member.first_time_login,
        "passwordExpired": password_expired(db, member, now),
        "type": member.type,
    }


async def authenticate(
    db: Database, passwords: Passwords, body: LoginBody, now: int, ip: str
) -> Member:
    """Check the login; a captcha is needed when the player's flag says so or after
    repeated failures (features/session/failures.py). Wrong passwords are counted."""
    username, password = body.username.strip(), body.password.strip()
    if not username:
        raise DomainError("field.required", "username is required", field="username")
    if not password:
        raise DomainError("field.required", "password is required", field="password")
    member = MemberStore(db).by_account(username)
    failures = LoginFailures(db)
    if (member is not None and member.captcha_required) or failures.needs_captcha(username, ip):
        check_captcha(db, body.captchaKey, body.captcha, now)
    if member is None:
        absent = _ABSENT_HASH.setdefault(id(passwords), passwords.hash("absent-account"))
        await passwords.verify_async(absent, password)
        failures.failed(username, ip, now)
        raise DomainError("user.or.password.invalid")
    if not await passwords.verify_async(member.password_hash, password):
        failures.failed(username, ip, now)
        raise DomainError("user.or.password.invalid")
    if member.locked:
        raise DomainError("account.locked")
    refuse_non_member(member)
    return member


def refuse_non_member(member: Member) -> None:
    """Staff and other non-member accounts cannot log in to the member site."""
    if member.type not in MEMBER_TYPES:
        raise DomainError("login.non.member")


def check_ip(db: Database, member: Member, ip: str, now: int) -> None:
    """The unknownIp flag (with LOGINIPVERF3 on): an address not yet verified needs a code,
    or is refused when the member has no way to verify (never waved through)."""
    if not member.unknown_ip or ip_is_known(db, member, ip):
        return
    if SystemStore(db).module_state("LOGINIPVERF3") == "0":
        return
    require_ip_verification(db, member, ip, now)


def logged_in(
    db: Database,
    member: Member,
    ip: str,
    now: int,
    ttl_ms: int,
    *,
    zone: ZoneInfo,
    watch: Watch | None = None,
) -> dict[str, Any]:
    """A successful login: failures forgotten, token issued, journaled."""
    LoginFailures(db).succeeded(member.account, ip)
    value = open_session(db, member, now, ttl_ms, zone=zone, watch=watch)
    record(db, now, "login", member.account, ip=ip)
    return value


def member_for_token(db: Database, token: str | None, now: int) -> int:
    sessions = SessionStore(db)
    found = sessions.lookup(token, now) if token else None
    if found is None:
        raise DomainError("login.not.session")
    member_id, ends = found
    if ends is not None and ends <= now:
        assert token is not None
        sessions.delete(token)
        record(db, ends, "responsible.session.ended", MemberStore(db).account_of(member_id))
        raise DomainError("session.time.limit", value={"endedAt": ends})
    return member_id


def refuse_trial(db: Database, member_id: int) -> None:
    """Trial accounts (type 4) cannot use real-account features (contract section 9)."""
    if MemberStore(db).type_of(member_id) == TRIAL:
        raise DomainError("in_need_true_account")


def logout(db: Database, token: str) -> None:
    SessionStore(db).delete(token)


def account_for_token(db: Database, token: str | None, now: int) -> str | None:
    """The account behind a live token, or None (faults and the requests log use it)."""
    member_id = SessionStore(db).member_for(token, now) if token else None
    member = MemberStore(db).by_id(member_id) if member_id is not None else None
    return member.account if member else None
