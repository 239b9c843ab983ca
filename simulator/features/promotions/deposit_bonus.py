"""DEPOSIT promotions: a member who joined one gets bonusBps of a deposit paid in its
window (at most bonusMax), once, with a rollover of rolloverMultiple x (deposit + bonus).
A firstDepositOnly promotion pays only on the member's first paid deposit.

The deposit callback calls `deposit_bonus` inside its own transaction, before it marks the
order paid, so the deposit, the bonus and the rollover commit together or not at all.
"""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.money import format_minor
from ..deposits import store as deposits
from ..responsible.store import active_exclusion
from . import store
from .catalogue import Promo
from .payout import pay


def _offers(db: Database, now: int) -> list[Promo]:
    return store.promotions(db, mode="DEPOSIT", at=now)


def bonus_for(amount: int, bonus_bps: int, bonus_max: int) -> int:
    """bonus_bps of the deposit, rounded down to the minor unit, at most bonus_max."""
    return min(amount * bonus_bps // 10_000, bonus_max)


def rollover_base(amount: int, bonus: int) -> int:
    """A deposit bonus's rollover counts on the deposit and its bonus together."""
    return amount + bonus


def _bonus(promo: Promo, amount: int) -> int:
    spec = promo.spec
    return bonus_for(amount, spec.bonusBps or 0, spec.minor("bonusMax"))


def deposit_bonus(
    db: Database, member_id: int, account: str, *, order_no: str, amount: int, now: int
) -> int:
    """Pay what the member's joined DEPOSIT promotions owe on this deposit; the total. None
    while a time-out or self-exclusion is in force (an order paid after it began)."""
    if active_exclusion(db, member_id, now) is not None:
        return 0
    first = deposits.paid_count(db, member_id) == 0
    total = 0
    for promo in _offers(db, now):
        if store.joined_at(db, promo.id, member_id) is None:
            continue
        if promo.spec.firstDepositOnly and not first:
            continue
        reference = f"promo:{promo.id}:{member_id}"
        bonus = _bonus(promo, amount)
        if bonus <= 0 or store.reward(db, reference) is not None:
            continue
        pay(
            db,
            promo,
            member_id,
            account,
            bonus,
            reference=reference,
            event="promotion.issued",
            now=now,
            rollover_base=rollover_base(amount, bonus),
            memo={"orderNo": order_no},
        )
        total += bonus
    return total


def first_deposit_promotion(db: Database) -> Promo | None:
    """The first-deposit offer: the first DEPOSIT promotion that is firstDepositOnly."""
    found = [p for p in store.promotions(db, mode="DEPOSIT") if p.spec.firstDepositOnly]
    return min(found, key=lambda p: p.id) if found else None


def first_deposit_offer(db: Database, member_id: int, now: int) -> dict[str, Any]:
    """The deposit page's firstDepositBonus: eligible while the member joined the offer,
    it runs, and their first deposit is still to come."""
    promo = first_deposit_promotion(db)
    if promo is None:
        return {"eligible": False, "percent": "0.00", "max": "0.00"}
    eligible = (
        promo.started(now)
        and not promo.ended(now)
        and store.joined_at(db, promo.id, member_id) is not None
        and store.reward(db, f"promo:{promo.id}:{member_id}") is None
        and deposits.paid_count(db, member_id) == 0
    )
    return {
        "eligible": eligible,
        "percent": format_minor(promo.spec.bonusBps or 0),  # basis points / 100
        "max": format_minor(promo.spec.minor("bonusMax")),
    }
