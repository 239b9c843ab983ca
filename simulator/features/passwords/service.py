"""Passwords: change (old one proves the owner), reset by e-mail (temporary password,
marked expired) or by phone (code, check, set), and the 6-digit payment password."""

from __future__ import annotations

import re
import secrets
import string

from ...core.db import Database
from ...core.journal.store import record
from ...core.members.rules import check_field
from ...core.members.store import Member, MemberStore
from ...errors import DomainError
from ...fixtures import Fixtures
from ...passwords import Passwords
from ..outbox.store import send
from ..profile import store as profiles
from ..verification.service import TTL_MS, Phone, check_code, phone, send_code
from .schemas import ChangeBody, EmailResetForm, PaymentBody, PhoneBody, PhoneResetBody

PHONE_RESET = "password-reset"
PAYMENT = re.compile(r"^[0-9]{6}$")
_ALPHABET = string.ascii_letters + string.digits


def new_password(fixtures: Fixtures, given: str | None, confirm: str | None) -> str:
    """The password rule of the register settings, required, and its confirmation."""
    rule = fixtures.brand.register_rules["password"].model_copy(
        update={"enabled": True, "required": True}
    )
    password = check_field("newPassword", rule, given)
    assert password is not None
    if (confirm or "").strip() != password:
        raise DomainError("password.mismatch", field="confirmNewPassword")
    return password


def temporary_password() -> str:
    """Ten letters and digits, with at least one of each (fits the password rule)."""
    while True:
        text = "".join(secrets.choice(_ALPHABET) for _ in range(10))
        if any(c.isdigit() for c in text) and any(c.isalpha() for c in text):
            return text


async def change(
    db: Database,
    passwords: Passwords,
    fixtures: Fixtures,
    member: Member,
    body: ChangeBody,
    *,
    now: int,
) -> None:
    old = (body.oldPassword or "").strip()
    if not old:
        raise DomainError("field.required", "oldPassword is required", field="oldPassword")
    password = new_password(fixtures, body.newPassword, body.confirmNewPassword)
    if not await passwords.verify_async(member.password_hash, old):
        raise DomainError("password.old.invalid", field="oldPassword")
    hashed = await passwords.hash_async(password)
    MemberStore(db).set_password(member.id, hashed, expired=False, now=now)
    record(db, now, "password.changed", member.account)


async def reset_by_email(
    db: Database, passwords: Passwords, fixtures: Fixtures, form: EmailResetForm, now: int
) -> None:
    rules = fixtures.brand.register_rules
    required = {"enabled": True, "required": True}
    username = check_field("username", rules["username"].model_copy(update=required), form.username)
    email = check_field("email", rules["email"].model_copy(update=required), form.email)
    member = MemberStore(db).by_account(username or "")
    temporary = temporary_password()
    # Hashed whether or not the pair is a member's, and answered the same: neither the
    # answer nor its time tells which usernames and e-mails belong together.
    hashed = await passwords.hash_async(temporary)
    if member is None or (member.email or "").lower() != (email or "").lower():
        record(db, now, "email.withheld", None, recipient=email)
        return
    with db.transaction():
        MemberStore(db).set_password(member.id, hashed, expired=True, now=now)
        text = f"Your temporary password is {temporary}. Change it when you next log in."
        send(
            db,
            now,
            "email",
            recipient=member.email or "",
            code=temporary,
            text=text,
            player=member.account,
        )
        record(db, now, "email.sent", member.account, recipient=member.email, purpose="reset")
        record(db, now, "password.reset", member.account, method="email")


def _owner(db: Database, fixtures: Fixtures, body: PhoneBody) -> tuple[Phone, Member | None]:
    """The checked phone and its member, if any. A number with no account is answered as
    one with an account (its code is withheld, and no code is ever right for it), so the
    reset calls do not tell which numbers are members'."""
    to = phone(body.mobileNum, body.countryDialingCode, fixtures)
    return to, MemberStore(db).by_mobile(to.dialing, to.mobile)


def _owned(member: Member | None) -> Member:
    if member is None:
        raise DomainError("verification.code.invalid", field="verificationCode")
    return member


def send_reset_code(db: Database, fixtures: Fixtures, body: PhoneBody, now: int) -> int:
    """The code's expirationTime (epoch ms on the simulator clock)."""
    to, member = _owner(db, fixtures, body)
    send_code(db, PHONE_RESET, to, now, "passwordReset", deliver=member is not None)
    return now + TTL_MS


def check_reset_code(db: Database, fixtures: Fixtures, body: PhoneBody, now: int) -> None:
    to, member = _owner(db, fixtures, body)
    check_code(db, PHONE_RESET, to.recipient, body.verificationCode, now, use=False)
    _owned(member)


async def reset_by_phone(
    db: Database, passwords: Passwords, fixtures: Fixtures, body: PhoneResetBody, now: int
) -> Member:
    to, found = _owner(db, fixtures, body)
    password = new_password(fixtures, body.newPassword, body.confirmNewPassword)
    check_code(db, PHONE_RESET, to.recipient, body.verificationCode, now, use=True)
    member = _owned(found)
    hashed = await passwords.hash_async(password)
    MemberStore(db).set_password(member.id, hashed, expired=False, now=now)
    record(db, now, "password.reset", member.account, method="phone")
    fresh = MemberStore(db).by_id(member.id)
    assert fresh is not None
    return fresh


async def set_payment_password(
    db: Database, passwords: Passwords, member: Member, body: PaymentBody, now: int
) -> None:
    pay = (body.paymentPassword or "").strip()
    if not pay:
        raise DomainError("field.required", "paymentPassword is required", field="paymentPassword")
    if not PAYMENT.fullmatch(pay):
        raise DomainError("field.invalid", "Six digits", field="paymentPassword")
    if (body.confirmPaymentPassword or "").strip() != pay:
        raise DomainError("password.mismatch", field="confirmPaymentPassword")
    login = (body.password or "").strip()
    if not login:
        raise DomainError("field.required", "password is required", field="password")
    if not await passwords.verify_async(member.password_hash, login):
        raise DomainError("user.or.password.invalid", field="password")
    current = profiles.payment_password_hash(db, member.id)
    if current:
        old = (body.oldPaymentPassword or "").strip()
        if not old or not await passwords.verify_async(current, old):
            raise DomainError("password.old.invalid", field="oldPaymentPassword")
    hashed = await passwords.hash_async(pay)
    profiles.set_payment_password_hash(db, member.id, hashed)
    record(db, now, "payment_password.set", member.account, changed=bool(current))
