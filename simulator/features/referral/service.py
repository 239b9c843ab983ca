"""Referral as the inviter reads it: their code and link, the rule, and each invitee's
status, worked out from real deposits and bets.

An invitee qualifies when their paid deposits reach `minDeposit` and their valid bets
`minValidBet` inside their window: from registering to `withinDays` later (plain days of
24 hours from the moment they registered, so no time zone can stretch or cut them). The
job (payout.py) turns a qualified invitee into REWARDED and a window that closed
unqualified into EXPIRED; between a qualifying deposit and its next run (or while the
clock stands still) the invitee shows as QUALIFIED.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

from ...core.clock import local_time
from ...core.db import Database
from ...core.members.masks import mask_account
from ...core.money import format_minor, parse_minor
from ...fixtures import ReferralSettings
from ...paging import paged
from ..deposits import store as deposits
from ..records.store import bet_totals
from . import store
from .codes import code_of
from .store import Referral

DAY_MS = 86_400_000


@dataclass(frozen=True)
class Rule:
    min_deposit: int
    min_valid_bet: int
    within_ms: int
    reward: int
    rollover_multiple: int
    settings: ReferralSettings

    @classmethod
    def of(cls, settings: ReferralSettings) -> Rule:
        return cls(
            min_deposit=parse_minor(settings.minDeposit),
            min_valid_bet=parse_minor(settings.minValidBet),
            within_ms=settings.withinDays * DAY_MS,
            reward=parse_minor(settings.reward),
            rollover_multiple=settings.rolloverMultiple,
            settings=settings,
        )

    def value(self) -> dict[str, Any]:
        return {
            "minDeposit": format_minor(self.min_deposit),
            "minValidBet": format_minor(self.min_valid_bet),
            "withinDays": self.settings.withinDays,
            "reward": format_minor(self.reward),
            "rolloverMultiple": self.rollover_multiple,
        }


def deadline(referral: Referral, rule: Rule) -> int:
    """The first moment outside the invitee's window."""
    return referral.registered_at + rule.within_ms


def qualified(db: Database, referral: Referral, rule: Rule, now: int) -> bool:
    """Whether the invitee's deposits and bets placed in their window up to now qualify."""
    stop = min(now + 1, deadline(referral, rule))
    paid = deposits.paid_total(db, referral.invitee_id, referral.registered_at, stop)
    if paid < rule.min_deposit:
        return False
    if rule.min_valid_bet == 0:
        return True
    _, valid = bet_totals(db, referral.invitee_id, referral.registered_at, stop)
    return valid >= rule.min_valid_bet


def status(db: Database, referral: Referral, rule: Rule, now: int) -> str:
    if referral.status != "PENDING":
        return referral.status
    if qualified(db, referral, rule, now):
        return "QUALIFIED"
    return "EXPIRED" if now >= deadline(referral, rule) else "PENDING"


def info(db: Database, member_id: int, rule: Rule, now: int) -> dict[str, Any]:
    code = code_of(member_id)
    invited, rewarded, paid = store.counts(db, member_id)
    waiting = store.pending_of_inviter(db, member_id)
    ready = sum(1 for found in waiting if qualified(db, found, rule, now))
    return {
        "code": code,
        # The simulator cannot know which domain the site is served on: the SPA puts its
        # own origin in front.
        "link": f"/register?referralCode={code}",
        "invited": invited,
        "qualified": rewarded + ready,
        "rewarded": format_minor(paid),
        "rule": rule.value(),
    }


def _row(db: Database, referral: Referral, rule: Rule, now: int, zone: ZoneInfo) -> dict[str, Any]:
    row: dict[str, Any] = {
        "account": mask_account(referral.invitee),
        "registeredAt": referral.registered_at,
        "registeredTime": local_time(referral.registered_at, zone),
        "status": status(db, referral, rule, now),
    }
    first = deposits.first_paid(db, referral.invitee_id)
    if first is not None and first.paid_at is not None:
        row["firstDepositAt"] = first.paid_at
        row["firstDepositAmount"] = format_minor(first.amount)
    if referral.reward is not None:
        row["reward"] = format_minor(referral.reward)
    return row


def invitees(
    db: Database,
    member_id: int,
    rule: Rule,
    *,
    page_no: int,
    page_size: int,
    now: int,
    zone: ZoneInfo,
) -> dict[str, Any]:
    invited, _, _ = store.counts(db, member_id)
    found = store.of_inviter(db, member_id, limit=page_size, offset=(page_no - 1) * page_size)
    rows = [_row(db, referral, rule, now, zone) for referral in found]
    return paged(rows, invited, page_no, page_size)
