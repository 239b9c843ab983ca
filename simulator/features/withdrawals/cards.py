"""Bank cards a member withdraws to: at most the brand's maxCards, each account number
bound to one member only, all in the member's one payee name (the first card sets it)."""

from __future__ import annotations

import re

from ...db import Database
from ...errors import DomainError
from ...fixtures import Fixtures
from ...passwords import Passwords
from ..journal.store import record
from ..members.rules import check_field
from ..members.store import Member
from ..passwords.payment import check_payment_password
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
            db.run("UPDATE members SET payee_name = ? WHERE id = ?", (name, member.id))
        # The security centre shows the first bound account (masked).
        db.run("INSERT OR IGNORE INTO profiles (member_id) VALUES (?)", (member.id,))
        db.run(
            "UPDATE profiles SET bank_account = COALESCE(bank_account, ?) WHERE member_id = ?",
            (number, member.id),
        )
        record(db, now, "bank.card.bound", member.account, bank=body.bankCode.upper())
    found = store.card(db, card_id)
    assert found is not None
    return found
