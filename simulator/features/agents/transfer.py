"""Transfer to a downline: an agent sends money from their main wallet to the main wallet of
a member of their team, with the payment password (an encrypted call). Reference
downline:<agent id>:<requestId>: a retry moves nothing twice; the same requestId with other
terms is a ledger conflict."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.members.store import Member
from ...passwords import Passwords
from ..wallet.member_transfer import pay_member
from .schemas import DownlineTransferBody
from .team import downline

KIND = "downline_transfer"


async def transfer_to_downline(
    db: Database, passwords: Passwords, agent: Member, body: DownlineTransferBody, *, now: int
) -> dict[str, Any]:
    target = downline(db, agent, body.account)
    done = await pay_member(
        db,
        passwords,
        agent,
        target,
        amount=body.amount,
        payment_password=body.paymentPassword,
        reference=f"downline:{agent.id}:{body.requestId}",
        kind=KIND,
        journal="downline.transferred",
        now=now,
    )
    return {**done, "downline": target.account}
