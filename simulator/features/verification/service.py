"""SMS codes without login, and the extra verification of a login from an unknown IP.

Every code goes to the outbox (GET /__sim/outbox) and expires on the simulator clock.
"""

from __future__ import annotations

import hmac
import re
import secrets
import unicodedata
from dataclasses import dataclass
from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.members.masks import mask_email, mask_mobile
from ...core.members.store import Member, MemberStore
from ...errors import DomainError
from ...fixtures import Fixtures
from ..outbox.store import send
from . import store, totp
from .schemas import SmsBody
from .store import CodeStore

CODE_MINUTES = 5
TTL_MS = CODE_MINUTES * 60_000
SMS_THROTTLE_MS = 1_000  # one SMS per number per second (SPEC.md section 9)
SMS = "sms"
REGISTER_SMS = "sms-register"
_MOBILE = re.compile(r"^[0-9]{6,15}$")


@dataclass(frozen=True)
class Phone:
    recipient: str  # "+84912345678"
    dialing: str  # "+84"
    mobile: str  # "912345678"

    @property
    def account(self) -> str:
        """The account name of a mobile registration: dialing digits plus the number."""
        return self.dialing.lstrip("+") + self.mobile


def new_code() -> str:
    return f"{secrets.randbelow(1_000_000):06d}"


def _recipient(body: SmsBody, fixtures: Fixtures) -> tuple[str, str, str]:
    mobile = re.sub(r"[\s-]", "", body.mobileNum or "")
    dialing = (body.countryDialingCode or "").strip()
    if not mobile:
        raise DomainError("field.required", "mobileNum is required", field="mobileNum")
    if not _MOBILE.fullmatch(mobile):
        raise DomainError("field.invalid", "Invalid phone number format", field="mobileNum")
    if dialing and not dialing.startswith("+"):
        dialing = "+" + dialing
    if dialing not in {country.countryDialingCode for country in fixtures.countries}:
        raise DomainError("field.invalid", "Unknown dialing code", field="countryDialingCode")
    return f"{dialing}{mobile}", dialing, mobile


def phone(mobile_num: str | None, dialing_code: str | None, fixtures: Fixtures) -> Phone:
    """A checked phone number (field.required / field.invalid on mobileNum or the code)."""
    return Phone(
        *_recipient(SmsBody(mobileNum=mobile_num, countryDialingCode=dialing_code), fixtures)
    )


def send_code(
    db: Database,
    purpose: str,
    to: Phone,
    now: int,
    label: str,
    *,
    deliver: bool = True,
    notice: str | None = None,
) -> str:
    """Issue a code for purpose to the phone (1 per number per second), into the outbox.

    deliver=False: the same work under the same throttle, but the code never reaches the
    phone (the outbox gets `notice` instead, if any, with no code), for a number that must
    not get this code: a reset code for a number with no account, a register code for one
    that has an account. The caller answers as for a real send, so neither the answer nor
    its timing tells which numbers are members'."""
    codes = CodeStore(db)
    last = codes.last_sent(purpose, to.recipient)
    if last is not None and now - last < SMS_THROTTLE_MS:
        raise DomainError("TOO_MANY_REQUESTS")
    player = MemberStore(db).account_of_mobile(to.dialing, to.mobile)
    code = new_code()
    text = f"Your verification code is {code}. It expires in {CODE_MINUTES} minutes."
    with db.transaction():
        # Stored even when withheld: the throttle then reads the same for every number, and
        # a code nobody received matches nothing anyone can send.
        codes.issue(purpose, to.recipient, code, now, TTL_MS)
        if deliver:
            send(db, now, "sms", recipient=to.recipient, code=code, text=text, player=player)
        elif notice:
            send(db, now, "sms", recipient=to.recipient, code="", text=notice, player=player)
        event = "sms.sent" if deliver else "sms.withheld"
        record(db, now, event, player, recipient=to.recipient, purpose=label)
    return code


def check_code(
    db: Database, purpose: str, recipient: str, given: str | None, now: int, *, use: bool
) -> None:
    """verification.code.invalid (wrong, used, none) or .expired; `use` consumes it."""
    text = (given or "").strip()
    if not text:
        raise DomainError(
            "field.required", "verificationCode is required", field="verificationCode"
        )
    codes = CodeStore(db)
    matching = [
        expires
        for code, expires in codes.sent_to(purpose, recipient)
        if hmac.compare_digest(code.encode(), text.encode())
    ]
    if not matching:
        raise DomainError("verification.code.invalid", field="verificationCode")
    if max(matching) <= now:
        raise DomainError("verification.code.expired", field="verificationCode")
    if use:
        codes.discard_for(purpose, recipient)


def send_sms_code(db: Database, fixtures: Fixtures, body: SmsBody, now: int) -> dict[str, Any]:
    to = Phone(*_recipient(body, fixtures))
    send_code(db, SMS, to, now, "noLogin")
    return {"expiredMinutes": CODE_MINUTES}


def _login_purpose(member: Member) -> str:
    return f"login-verify:{member.id}"


# SPEC.md section 4: phone number, verification code (e-mail), bank account name, Google code.
PHONE, EMAIL, BANK, GOOGLE = "phone", "email", "bank", "google"
WRONG_ANSWERS = 5  # then the pending login is dropped: the password step comes first again


def login_methods(member: Member) -> list[str]:
    """The ways this member can prove a login from a new address."""
    have = (
        (PHONE, member.mobile),
        (EMAIL, member.email),
        (BANK, member.payee_name),
        (GOOGLE, member.totp_secret),
    )
    return [name for name, there in have if there]


def ip_is_known(db: Database, member: Member, ip: str) -> bool:
    return store.ip_known(db, member.id, ip)


def require_ip_verification(db: Database, member: Member, ip: str, now: int) -> None:
    """Refuse the login for now: send a code to the phone and e-mail the member has, and
    note the pending login for this address (the bank name and Google code need it too, so
    none of them can stand in for the password). No method at all is a refusal."""
    methods = login_methods(member)
    if not methods:
        raise DomainError("login.verify.unavailable")
    code = new_code()
    text = f"Your login verification code is {code}. It expires in {CODE_MINUTES} minutes."
    codes = CodeStore(db)
    with db.transaction():
        codes.discard(_login_purpose(member))
        codes.discard(_misses_purpose(member))
        codes.issue(_login_purpose(member), ip, code, now, TTL_MS)
        if member.mobile:
            phone = f"{member.dialing_code or ''}{member.mobile}"
            send(db, now, "sms", recipient=phone, code=code, text=text, player=member.account)
        if member.email:
            send(
                db,
                now,
                "email",
                recipient=member.email,
                code=code,
                text=text,
                player=member.account,
            )
        record(db, now, "login.verify.required", member.account, ip=ip, methods=methods)
    raise DomainError(
        "login_verify_required",
        value={
            "verifyMethods": methods,
            "expiredMinutes": CODE_MINUTES,
            "mobile": mask_mobile(member.mobile),
            "email": mask_email(member.email),
        },
    )


def _misses_purpose(member: Member) -> str:
    return f"login-verify-miss:{member.id}"


def _same_name(given: str, payee: str) -> bool:
    def fold(text: str) -> bytes:
        return " ".join(unicodedata.normalize("NFC", text).casefold().split()).encode()

    return hmac.compare_digest(fold(given), fold(payee))


def _answer_ok(member: Member, method: str, answer: str, pending: list[str], now: int) -> bool:
    if method == BANK:
        return _same_name(answer, member.payee_name or "")
    if method == GOOGLE:
        return totp.accepts(member.totp_secret or "", answer, now)
    given = answer.strip().encode()
    return any(hmac.compare_digest(code.encode(), given) for code in pending)


def verify_login(
    db: Database, member: Member | None, *, method: str, code: str, ip: str, now: int
) -> None:
    """Check the answer of a pending unknown-IP login from this address; the address
    becomes known. Five wrong answers drop the pending login."""
    if member is None:
        raise DomainError("verification.code.invalid", field="code")
    if method not in login_methods(member):
        raise DomainError("field.invalid", "Unknown verification method", field="method")
    codes = CodeStore(db)
    pending = [c for c, expires in codes.sent_to(_login_purpose(member), ip) if expires > now]
    if not pending or not _answer_ok(member, method, code, pending, now):
        with db.transaction():
            codes.issue(_misses_purpose(member), ip, "miss", now, TTL_MS)
            if len(codes.sent_to(_misses_purpose(member), ip)) >= WRONG_ANSWERS:
                codes.discard(_login_purpose(member))
                codes.discard(_misses_purpose(member))
            record(db, now, "login.verify.failed", member.account, ip=ip, method=method)
        raise DomainError("verification.code.invalid", field="code")
    with db.transaction():
        codes.discard(_login_purpose(member))
        codes.discard(_misses_purpose(member))
        store.remember_ip(db, member.id, ip)
        record(db, now, "login.verified", member.account, ip=ip, method=method)
