"""Rollovers: a bonus paid with a rollover multiple asks for that many valid bets placed
from the moment it was paid. Every open rollover counts the same bets (a bet is not split
between them), so the member is free to withdraw once the one asking for most is met.

Progress is read from the betting record (rounds and settled lottery tickets), never kept
as a counter; a rollover once met stays met (met_at), as valid bets never shrink.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.db import Database
from ...core.money import format_minor
from ...errors import DomainError
from ..records.store import bet_totals
from . import store
from .store import Rollover


@dataclass(frozen=True)
class Progress:
    required: int
    achieved: int  # capped at required

    @property
    def remaining(self) -> int:
        return self.required - self.achieved

    @property
    def met(self) -> bool:
        return self.achieved >= self.required


def measured(required: int, valid: int) -> Progress:
    """A rollover's progress from the valid bets placed since its bonus was paid."""
    return Progress(required, min(valid, required))


def progress(db: Database, rollover: Rollover, now: int) -> Progress:
    """How far a rollover is; marks it met the first time it is."""
    if rollover.met_at is not None:
        return Progress(rollover.required, rollover.required)
    _, valid = bet_totals(db, rollover.member_id, rollover.paid_at, now + 1)
    done = measured(rollover.required, valid)
    if done.met:
        store.mark_met(db, rollover.id, now)
    return done


def refusal(checked: list[Progress]) -> DomainError | None:
    """withdraw.rollover.unmet naming the unmet rollover with the most still to bet; None
    when every rollover is met."""
    unmet = [done for done in checked if not done.met]
    if not unmet:
        return None
    worst = max(unmet, key=lambda p: p.remaining)
    return DomainError(
        "withdraw.rollover.unmet",
        f"Place {format_minor(worst.remaining)} more of valid bets before withdrawing",
        value={
            "required": format_minor(worst.required),
            "achieved": format_minor(worst.achieved),
            "remaining": format_minor(worst.remaining),
        },
    )


def require_met(db: Database, member_id: int, now: int) -> None:
    """withdraw.rollover.unmet while any rollover is unmet (refusal)."""
    checked = [progress(db, found, now) for found in store.unmet_rollovers(db, member_id)]
    refused = refusal(checked)
    if refused is not None:
        raise refused


def rollover_value(db: Database, reference: str, now: int) -> dict[str, Any]:
    """The bonus details' view of a bonus's rollover: NONE, PROCESS or MET."""
    found = store.rollover(db, reference)
    if found is None:
        return {"required": "0.00", "achieved": "0.00", "state": "NONE"}
    done = progress(db, found, now)
    return {
        "required": format_minor(done.required),
        "achieved": format_minor(done.achieved),
        "state": "MET" if done.met else "PROCESS",
    }
