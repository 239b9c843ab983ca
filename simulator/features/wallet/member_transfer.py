"""Money from one member's main wallet to another's, proven by the sender's payment password
(transfer to upline, transfer to downline): one posting under the caller's reference, so a
retry of the same requestId moves nothing twice (and needs no password again)."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.store import Member
from ...core.money import amount_of, format_minor
from ...errors import DomainError
from ...passwords import Passwords
from ..passwords.payment import check_payment_password
from ..responsible.service import is_excluded
from .service import main_wallet


async def pay_member(
    db: Database,
    passwords: Passwords,
    sender: Member,
    receiver: Member,
    *,
    amount: str | None,
    payment_password: str | None,
    reference: str,
    kind: str,
    journal: str,
    now: int,
) -> dict[str, Any]:
    """{reference, amount, createdAt} of the posted (or earlier) transfer."""
    value = amount_of(amount, "amount")
    ledger = LedgerStore(db)
    done = ledger.transfer(reference)
    if done is None:
        if is_excluded(db, receiver.id, now):
            raise DomainError("member.excluded", field="account")
        await check_payment_password(db, passwords, sender, payment_password, now)
    with db.transaction():
        posted = ledger.post(
            reference,
            main_wallet(ledger, sender.id),
            main_wallet(ledger, receiver.id),
            value,
            kind=kind,
            now=now,
            memo={"from": sender.account, "to": receiver.account},
        )
        if done is None:
            record(
                db, now, journal, sender.account, to=receiver.account, amount=format_minor(value)
            )
    return {
        "reference": posted.reference,
        "amount": format_minor(posted.amount),
        "createdAt": posted.created_at,
    }
