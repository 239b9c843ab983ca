"""The referral.reward job: pays the inviter of each invitee who qualified, once, and closes
the windows that ended unqualified.

The reward is a bonus (promotions/bonus.py): `bonus:main` -> the inviter's main wallet, kind
`bonus`, reference `referral:<inviteeId>`, type REFERRAL in the bonus details, with a
rollover of the brand's `rolloverMultiple` x the reward. The referral row turns REWARDED in
the same transaction as the transfer, the message and the journal entry, and only from
PENDING: a second run, or a replayed reference, pays nothing.
"""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.masks import mask_account
from ...core.money import format_minor
from ..messages.service import send_message
from ..promotions.bonus import pay_bonus
from . import store
from .service import Rule, deadline, qualified
from .store import Referral

TITLE = {"EN": "Referral reward", "TY": "Thưởng giới thiệu bạn bè"}


def reference_of(invitee_id: int) -> str:
    return f"referral:{invitee_id}"


def _reward(db: Database, referral: Referral, rule: Rule, now: int) -> bool:
    reference = reference_of(referral.invitee_id)
    with db.transaction():
        if not store.mark_rewarded(db, referral.invitee_id, rule.reward, reference, now):
            return False
        pay_bonus(
            db,
            LedgerStore(db),
            referral.inviter_id,
            rule.reward,
            reference=reference,
            title=TITLE,
            now=now,
            rollover_multiple=rule.rollover_multiple,
            bonus_type="REFERRAL",
            memo={"inviteeId": referral.invitee_id},
        )
        amount = format_minor(rule.reward)
        params = {"account": mask_account(referral.invitee), "amount": amount}
        send_message(db, referral.inviter_id, "REFERRAL", params, now, key=reference)
        record(
            db,
            now,
            "referral.rewarded",
            referral.inviter,
            invitee=referral.invitee,
            reference=reference,
            amount=amount,
        )
    return True


def _expire(db: Database, referral: Referral, now: int) -> bool:
    with db.transaction():
        if not store.mark_expired(db, referral.invitee_id, now):
            return False
        record(db, now, "referral.expired", referral.inviter, invitee=referral.invitee)
    return True


def run_rewards(db: Database, rule: Rule, now: int) -> dict[str, Any]:
    """Settle every PENDING referral as of `now`: {rewarded, expired} counts."""
    rewarded = expired = 0
    for referral in store.pending(db):
        if qualified(db, referral, rule, now):
            rewarded += _reward(db, referral, rule, now)
        elif now >= deadline(referral, rule):
            expired += _expire(db, referral, now)
    return {"rewarded": rewarded, "expired": expired}
