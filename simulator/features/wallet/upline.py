"""Transfer to upline: a member sends money from the main wallet to the agent above them,
with the payment password (an encrypted call). Reference upline:<member>:<requestId>."""

from __future__ import annotations

from typing import Any

from ...db import Database
from ...errors import DomainError
from ...money import amount_of, format_minor
from ...passwords import Passwords
from ..journal.store import record
from ..members.store import Member, MemberStore
from ..passwords.payment import check_payment_password
from .schemas import UplineTransferBody
from .service import main_wallet
from .store import LedgerStore


async def transfer_to_upline(
    db: Database, passwords: Passwords, member: Member, body: UplineTransferBody, *, now: int
) -> dict[str, Any]:
    if member.upline_id is None:
        raise DomainError("upline.not.found")
    upline = MemberStore(db).by_id(member.upline_id)
    if upline is None or upline.locked:
        raise DomainError("upline.not.found")
    amount = amount_of(body.amount, "amount")
    reference = f"upline:{member.id}:{body.requestId}"
    ledger = LedgerStore(db)
    done = ledger.transfer(reference)
    if done is None:
        await check_payment_password(db, passwords, member, body.paymentPassword, now)
    with db.transaction():
        memo = {"from": member.account, "to": upline.account}
        posted = ledger.post(
            reference,
            main_wallet(ledger, member.id),
            main_wallet(ledger, upline.id),
            amount,
            kind="upline_transfer",
            now=now,
            memo=memo,
        )
        if done is None:
            record(
                db,
                now,
                "upline.transferred",
                member.account,
                to=upline.account,
                amount=format_minor(amount),
            )
    return {
        "reference": posted.reference,
        "amount": format_minor(posted.amount),
        "upline": upline.account,
        "createdAt": posted.created_at,
    }
