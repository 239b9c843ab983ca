"""Registration and the member info view."""

from __future__ import annotations

import sqlite3
from collections.abc import Collection
from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.masks import mask_email, mask_mobile
from ...core.members.rules import check_all
from ...core.members.store import AGENT_TYPES, Member, MemberStore, NewMember
from ...errors import DomainError
from ...fixtures import Fixtures
from ...passwords import Passwords
from ..captcha.service import check_captcha
from ..profile import store as profiles
from ..referral import store as referrals
from ..referral.codes import inviter_for
from ..verification.service import REGISTER_SMS, check_code, phone
from ..wallet.service import open_player_wallet
from .schemas import RegisterBody

VIP_RANK = 5  # ranks above 4 are VIP (SPEC.md section 6)


def rank_label(fixtures: Fixtures, level: int, language: str | None = None) -> str:
    """A club level's name (fixtures/ranks.yaml) in the language, else the brand's default."""
    names = fixtures.ranks[level - 1].labelName
    default = fixtures.brand.defaultLanguage
    return names.get(language or default) or names.get(default) or next(iter(names.values()))


def agent_for_code(db: Database, code: str | None) -> Member | None:
    """The agent behind an affiliate code; None when no code; invitation_code_error."""
    text = (code or "").strip()
    if not text:
        return None
    agent = MemberStore(db).by_invite_code(text)
    if agent is None or agent.type not in AGENT_TYPES or agent.locked:
        raise DomainError("invitation_code_error", field="affiliateCode")
    return agent


def validated(
    body: RegisterBody,
    fixtures: Fixtures,
    *,
    only: Collection[str] | None = None,
    terms: bool = True,
) -> dict[str, str]:
    """The body's fields accepted by the published rules, trimmed. only: apply the rules of
    these fields alone (an agent's downline form shows no others, so a rule such as a
    required captcha cannot apply to it); terms: whether the terms must be accepted."""
    rules = fixtures.brand.register_rules
    if only is not None:
        rules = {name: rule for name, rule in rules.items() if name in only}
    accepted = check_all(rules, body.model_dump(include=set(rules)))
    if "confirmPassword" in accepted and accepted["confirmPassword"] != accepted.get("password"):
        raise DomainError("password.mismatch", field="confirmPassword")
    if body.ageConfirmed is not True:
        raise DomainError("age.not.confirmed", field="ageConfirmed")
    if terms and body.termsAccepted is not True:
        raise DomainError("terms.not.accepted", field="termsAccepted")
    if "username" not in accepted or "password" not in accepted:
        raise DomainError("function.not.available", "Username registration is not configured")
    pay_rule = rules.get("paymentPassword")
    if pay_rule is not None and pay_rule.enabled and "paymentPassword" not in accepted:
        # SPEC.md section 5: the payment password is required whenever it is shown.
        raise DomainError("field.required", "paymentPassword is required", field="paymentPassword")
    code = body.countryDialingCode
    if code is not None and code not in {c.countryDialingCode for c in fixtures.countries}:
        raise DomainError("field.invalid", "Unknown dialing code", field="countryDialingCode")
    if "verificationCode" in accepted and "mobileNum" not in accepted:
        raise DomainError("field.required", "mobileNum is required", field="mobileNum")
    return accepted


def home_dialing_code(fixtures: Fixtures) -> str | None:
    home = fixtures.brand.homeCountry
    return next((c.countryDialingCode for c in fixtures.countries if c.countryCode == home), None)


def _check_mobile(
    members: MemberStore, body: RegisterBody, fixtures: Fixtures, mobile: str, *, now: int
) -> str | None:
    """The dialing code of a mobile given at username registration, once the number is
    known to be free (mobile.exists, as the mobile registration answers) and, when the
    brand's verificationCode rule is on, proven with the code sent to it."""
    dialing = body.countryDialingCode or home_dialing_code(fixtures)
    if dialing is None:
        raise DomainError("field.required", field="countryDialingCode")
    if members.mobile_taken(dialing, mobile):
        raise DomainError("mobile.exists", field="mobileNum")
    rule = fixtures.brand.register_rules.get("verificationCode")
    if rule is not None and rule.enabled and body.verificationCode:
        to = phone(mobile, dialing, fixtures)
        check_code(members.db, REGISTER_SMS, to.recipient, body.verificationCode, now, use=True)
    return dialing


async def register(
    members: MemberStore,
    ledger: LedgerStore,
    passwords: Passwords,
    fixtures: Fixtures,
    body: RegisterBody,
    *,
    now: int,
) -> Member:
    accepted = validated(body, fixtures)
    agent = agent_for_code(members.db, accepted.get("affiliateCode"))
    if fixtures.brand.register_rules["captcha"].enabled:  # needed whenever it is shown
        check_captcha(members.db, body.captchaKey, accepted.get("captcha"), now)
    return await create_member(
        members,
        ledger,
        passwords,
        fixtures,
        body=body,
        accepted=accepted,
        now=now,
        upline_id=agent.id if agent else None,
    )


async def create_member(
    members: MemberStore,
    ledger: LedgerStore,
    passwords: Passwords,
    fixtures: Fixtures,
    *,
    body: RegisterBody,
    accepted: dict[str, str],
    now: int,
    upline_id: int | None,
    member_type: int = 0,
    nickname: str | None = None,
) -> Member:
    """A new member from fields `validated` accepted, with its main wallet (and payment
    password when given): username.exists, mobile.exists."""
    if members.exists(accepted["username"]):
        raise DomainError("username.exists", field="username")
    mobile = accepted.get("mobileNum")
    dialing = _check_mobile(members, body, fixtures, mobile, now=now) if mobile else None
    inviter = inviter_for(members.db, body.referralCode)
    password_hash = await passwords.hash_async(accepted["password"])
    pay = accepted.get("paymentPassword")
    pay_hash = await passwords.hash_async(pay) if pay else None
    new = NewMember(
        account=accepted["username"],
        password_hash=password_hash,
        nickname=nickname or accepted.get("payeeName") or accepted["username"],
        created_at=now,
        mobile=mobile,
        dialing_code=dialing,
        email=accepted.get("email"),
        payee_name=accepted.get("payeeName"),
        affiliate_code=accepted.get("affiliateCode"),
        referral_code=body.referralCode,
        register_method=body.registerMethod,
        register_url=body.registerUrl,
        upline_id=upline_id,
        type=member_type,
    )
    try:
        with members.db.transaction():
            member_id = members.insert(new)
            open_player_wallet(ledger, member_id, fixtures.brand.currency, now)
            if inviter is not None:
                referrals.link(members.db, member_id, inviter, now)
            if pay_hash:
                profiles.set_payment_password_hash(members.db, member_id, pay_hash)
    except sqlite3.IntegrityError:
        # A concurrent registration took the name or the number first.
        if members.exists(new.account):
            raise DomainError("username.exists", field="username") from None
        raise DomainError("mobile.exists", field="mobileNum") from None
    member = members.by_id(member_id)
    assert member is not None
    record(members.db, now, "register", member.account, method=body.registerMethod)
    return member


def info_value(member: Member, fixtures: Fixtures) -> dict[str, Any]:
    return {
        "id": member.id,
        "account": member.account,
        "nickname": member.nickname,
        "type": member.type,
        "registerDate": member.created_at,
        "mobile": mask_mobile(member.mobile),
        "email": mask_email(member.email),
        "clubLabel": {
            "labelName": rank_label(fixtures, member.club_rank),
            "rankLevel": member.club_rank,
        },
        "memberLabel": [{"labelName": "VIP"}] if member.club_rank >= VIP_RANK else [],
        "toUpline": member.upline_id is not None,
        "avatar": fixtures.image_url("/avatars/default.svg"),
        "avatarType": "STATIC",
    }
