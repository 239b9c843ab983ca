"""Paying a bonus: a ledger transfer bonus:main -> the member's main wallet (kind `bonus`),
and with a rollover multiple the rollover it opens: the member must place that many times
the base (the bonus, or the deposit and its bonus) of valid bets before withdrawing.

The caller holds the transaction, so the transfer, the rollover and the caller's own rows
commit together; a replayed reference moves nothing and opens nothing new.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.db import Database
from ...core.ledger.store import BONUS_CODE, LedgerStore, Transfer
from ..messages.service import send_message
from ..wallet.service import main_wallet
from . import store

# Bonus types whose payer writes its own message (the referral payout's REFERRAL).
OWN_MESSAGE = frozenset({"REFERRAL"})


def rollover_required(multiple: int, bonus: int, base: int | None = None) -> int | None:
    """What a bonus's rollover asks for: multiple x base (a deposit bonus: the deposit and
    the bonus), else multiple x the bonus; None when the multiple is 0 (no rollover)."""
    if multiple <= 0:
        return None
    return multiple * (bonus if base is None else base)


def pay_bonus(
    db: Database,
    ledger: LedgerStore,
    member_id: int,
    amount: int,
    *,
    reference: str,
    title: str | Mapping[str, str],
    now: int,
    promotion_id: int | None = None,
    rollover_multiple: int = 0,
    rollover_base: int | None = None,
    bonus_type: str = "OTHER",
    memo: Mapping[str, Any] | None = None,
) -> Transfer:
    """Post the bonus (title: one text or one per Language code, shown by the bonus
    details and the member's BONUS message; bonus_type: its `type` there) and open its
    rollover when rollover_multiple > 0: rollover_multiple x (rollover_base, or the bonus)
    of valid bets from now on."""
    shown = dict(title) if isinstance(title, Mapping) else title
    details: dict[str, Any] = {"type": bonus_type, "title": shown}
    if promotion_id is not None:
        details["promotionId"] = promotion_id
    details.update(memo or {})
    made = ledger.post(
        reference,
        ledger.system(BONUS_CODE),
        main_wallet(ledger, member_id),
        amount,
        kind="bonus",
        now=now,
        memo=details,
    )
    if bonus_type not in OWN_MESSAGE:
        params = {"title": shown, "amount": amount}
        send_message(db, member_id, "BONUS", params, now, key=f"bonus:{reference}")
    required = rollover_required(rollover_multiple, amount, rollover_base)
    if required is not None:
        store.open_rollover(
            db,
            member_id,
            reference,
            promotion_id=promotion_id,
            required=required,
            now=made.created_at,
        )
    return made
