"""A promotion paying a member: the bonus (with the promotion's rollover), the reward row
and the journal entry, in the caller's transaction."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.money import format_minor
from . import store
from .bonus import pay_bonus
from .catalogue import Promo, Spec


def bonus_type(spec: Spec) -> str:
    """The bonus details' `type`: FIRST_DEPOSIT for a first-deposit offer, else the
    promotion's type."""
    return "FIRST_DEPOSIT" if spec.mode == "DEPOSIT" and spec.firstDepositOnly else spec.type


def pay(
    db: Database,
    promo: Promo,
    member_id: int,
    account: str | None,
    amount: int,
    *,
    reference: str,
    event: str,
    now: int,
    rollover_base: int | None = None,
    day: str | None = None,
    memo: dict[str, Any] | None = None,
) -> None:
    pay_bonus(
        db,
        LedgerStore(db),
        member_id,
        amount,
        reference=reference,
        title=promo.spec.title,
        now=now,
        promotion_id=promo.id,
        rollover_multiple=promo.spec.rolloverMultiple,
        rollover_base=rollover_base,
        bonus_type=bonus_type(promo.spec),
        memo={"code": promo.spec.code, **(memo or {})},
    )
    store.add_reward(db, reference, promo.id, member_id, amount=amount, now=now, day=day)
    record(
        db,
        now,
        event,
        account,
        promotionId=promo.id,
        reference=reference,
        amount=format_minor(amount),
    )
