"""Bank cards a member withdraws to: at most the brand's maxCards, each account number
bound to one member only, all in the member's one payee name (the first card sets it)."""

from __future__ import annotations

import re

from ...core.db import Database
from ...core.journal.store import record
from ...core.members.rules import check_field
from ...core.members.store import Member, MemberStore
from ...errors import DomainError
from ...fixtures import Fixtures
from ...passwords import Passwords
from ..passwords.payment import check_payment_password
from ..profile import store as profiles
from . import store
from .schemas import BindCardBody

ACCOUNT_NUMBER = re.compile(r"^[0-9]{6,20}$")


def mask_number(number: str) -> str:
    """Only the last four digits show: 0071000123456 -> ********* 3456."""
    return "*" * max(len(number) - 4, 0) + number[-4:]


def _name(fixtures: Fixtures, given: str | None) -> str:
    """The payee-name rule of the register settings, required here whatever it says."""
    rule = fixtures.brand.register_rules["payeeName"].model_copy(
        update={"enabled": True, "required": True}
    )
    name = check_field("accountName", rule, given)
    assert name is not None
    return name.upper()


async def bind(
    db: Database,
    passwords: Passwords,
    fixtures: Fixtures,
    member: Member,
    body: BindCardBody,
    *,
    now: int,
) -> store.Card:
    rules = fixtures.brand.payments.withdraw
    if body.bankCode.upper() not in {bank.code for bank in rules.banks}:
        raise DomainError("field.invalid", "Unknown bank", field="bankCode")
    number = (body.accountNumber or "").replace(" ", "")
    if not number:
        raise DomainError("field.required", "accountNumber is required", field="accountNumber")
    if not ACCOUNT_NUMBER.fullmatch(number):
        raise DomainError("field.invalid", "6 to 20 digits", field="accountNumber")
    name = _name(fixtures, body.accountName)
    if member.payee_name and member.payee_name.upper() != name:
        raise DomainError("bank.card.name.mismatch", field="accountName")
    await check_payment_password(db, passwords, member, body.paymentPassword, now)
    with db.transaction():
        if len(store.cards_of(db, member.id)) >= rules.maxCards:
            raise DomainError("bank.card.limit")
        if store.number_taken(db, number):
            raise DomainError("bank.card.exists", field="accountNumber")
        card_id = store.add_card(
            db, member.id, bank=body.bankCode.upper(), number=number, name=name, now=now
        )
        if not member.payee_name:
            MemberStore(db).set_payee_name(member.id, name)
        profiles.keep_first_bank_account(db, member.id, number)
        record(db, now, "bank.card.bound", member.account, bank=body.bankCode.upper())
    found = store.card(db, card_id)
    assert found is not None
    return found
