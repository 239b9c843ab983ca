"""Mobile registration (with its SMS code) and the affiliate (invitation) code check."""

from __future__ import annotations

import secrets
import sqlite3

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.rules import check_field
from ...core.members.store import Member, MemberStore, NewMember
from ...errors import DomainError
from ...fixtures import FieldRule, Fixtures
from ...passwords import Passwords
from ..captcha.service import check_captcha
from ..members.service import agent_for_code
from ..referral import store as referrals
from ..referral.codes import inviter_for
from ..system.store import SystemStore
from ..verification.service import REGISTER_SMS, Phone, check_code, phone, send_code
from ..wallet.service import open_player_wallet
from .schemas import MobileRegisterBody, RegisterSmsBody


def module_on(db: Database, mod_id: str) -> bool:
    return SystemStore(db).module_state(mod_id) == "1"


# What a taken number gets instead of a register code: its owner learns of the attempt.
TAKEN_NOTICE = (
    "Someone asked to register a new account with this number, which already has one."
    " If it was you, log in or reset your password."
)


def send_register_code(db: Database, fixtures: Fixtures, body: RegisterSmsBody, now: int) -> None:
    """A register code for a free number; a taken one is answered the same (no
    mobile.exists here, which would tell anyone which numbers are members') but gets a
    notice instead of a code, so it cannot register again."""
    to = phone(body.mobileNo, body.countryDialingCode, fixtures)
    taken = MemberStore(db).mobile_taken(to.dialing, to.mobile)
    send_code(db, REGISTER_SMS, to, now, "register", deliver=not taken, notice=TAKEN_NOTICE)


def _required(rule: FieldRule) -> FieldRule:
    return rule.model_copy(update={"enabled": True, "required": True})


def _checked(
    db: Database, fixtures: Fixtures, body: MobileRegisterBody
) -> tuple[Phone, str | None]:
    """The phone and the chosen password (None: SMS-code sign-in only)."""
    rules = fixtures.brand.register_rules
    check_field("mobileNum", _required(rules["mobileNum"]), body.mobileNum)
    to = phone(body.mobileNum, body.countryDialingCode, fixtures)
    password = None
    if module_on(db, "MOBILENUMPASSREG3"):
        password = check_field("password", _required(rules["password"]), body.password)
        confirm = check_field(
            "confirmPassword", _required(rules["confirmPassword"]), body.confirmPassword
        )
        if confirm != password:
            raise DomainError("password.mismatch", field="confirmPassword")
    if body.ageConfirmed is not True:
        raise DomainError("age.not.confirmed", field="ageConfirmed")
    if body.termsAccepted is not True:
        raise DomainError("terms.not.accepted", field="termsAccepted")
    check_field("affiliateCode", rules["affiliateCode"], body.affiliateCode)
    return to, password


async def register_mobile(
    db: Database, passwords: Passwords, fixtures: Fixtures, body: MobileRegisterBody, now: int
) -> Member:
    to, password = _checked(db, fixtures, body)
    agent = agent_for_code(db, body.affiliateCode)
    if fixtures.brand.register_rules["captcha"].enabled:
        check_captcha(db, body.captchaKey, body.captcha, now)
    members = MemberStore(db)
    # The code first: a taken number never got one, so without the phone nobody gets past
    # it to learn (from mobile.exists) that the number is a member's.
    if module_on(db, "REGMOBVERF3"):
        check_code(db, REGISTER_SMS, to.recipient, body.verificationCode, now, use=True)
    if members.mobile_taken(to.dialing, to.mobile):
        raise DomainError("mobile.exists", field="mobileNum")
    inviter = inviter_for(db, body.referralCode)
    password_hash = await passwords.hash_async(password or secrets.token_urlsafe(24))
    new = NewMember(
        account=to.account,
        password_hash=password_hash,
        nickname=to.account,
        created_at=now,
        mobile=to.mobile,
        dialing_code=to.dialing,
        affiliate_code=(body.affiliateCode or "").strip() or None,
        referral_code=body.referralCode,
        register_method=body.registerMethod,
        register_url=body.registerUrl,
        upline_id=agent.id if agent else None,
    )
    try:
        with db.transaction():
            member_id = members.insert(new)
            open_player_wallet(LedgerStore(db), member_id, fixtures.brand.currency, now)
            if inviter is not None:
                referrals.link(db, member_id, inviter, now)
    except sqlite3.IntegrityError:  # a concurrent registration took the number first
        raise DomainError("mobile.exists", field="mobileNum") from None
    member = members.by_id(member_id)
    assert member is not None
    record(db, now, "register", member.account, method=body.registerMethod, mode="mobile")
    return member
