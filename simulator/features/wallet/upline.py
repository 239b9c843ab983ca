"""Transfer to upline: a member sends money from the main wallet to the agent above them,
with the payment password (an encrypted call). Reference upline:<member>:<requestId>."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.members.store import Member, MemberStore
from ...errors import DomainError
from ...passwords import Passwords
from .member_transfer import pay_member
from .schemas import UplineTransferBody


async def transfer_to_upline(
    db: Database, passwords: Passwords, member: Member, body: UplineTransferBody, *, now: int
) -> dict[str, Any]:
    upline = MemberStore(db).by_id(member.upline_id) if member.upline_id is not None else None
    if upline is None or upline.locked:
        raise DomainError("upline.not.found")
    done = await pay_member(
        db,
        passwords,
        member,
        upline,
        amount=body.amount,
        payment_password=body.paymentPassword,
        reference=f"upline:{member.id}:{body.requestId}",
        kind="upline_transfer",
        journal="upline.transferred",
        now=now,
    )
    return {**done, "upline": upline.account}
