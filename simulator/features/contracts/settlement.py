"""Paying contracts for the periods that ended (docs/agents.md has the formulas and a worked
example).

A holder's basis is over their team (themselves and everyone below them): the team's valid
bets (demo rounds, and lottery tickets once settled, by settlement time) for salaries, its
loss (bets - wins, when above 0) for dividends. The holder is paid the differential, in parts:
on the team of each direct downline holding an active contract of the same kind, that team's
basis at the holder's rate less the downline's; on the rest of the team (the team's basis less
those teams'), the holder's whole rate. Each part is rounded down to a minor unit and the
parts summed, so the payout's memo lists parts that add up to it (My income shows them); never
below 0, and only when the team met the contract's minimum valid bet and active members in
the period. The platform pays (commission:main) under <kind>:<contract id>:<period start>: a
period is paid once, the first computation stands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import COMMISSION_CODE, LedgerStore
from ...core.members.store import MemberStore
from ...core.money import format_minor
from ..agents.team import team_ids
from ..wallet.service import main_wallet
from . import store
from .periods import last_complete
from .store import Contract


@dataclass(frozen=True)
class Figures:
    valid_bet: int
    wins: int
    active_members: int

    @property
    def loss(self) -> int:
        return max(self.valid_bet - self.wins, 0)


def team_figures(db: Database, member_ids: list[int], start: int, end: int) -> Figures:
    bets, wins, active = store.team_play(db, member_ids, start, end)
    return Figures(bets, wins, active)


def basis_of(kind: str, figures: Figures) -> int:
    return figures.loss if kind == "dividend" else figures.valid_bet


def share(rate_bps: int, basis: int) -> int:
    return basis * rate_bps // 10_000


@dataclass(frozen=True)
class Part:
    """A part of the team and what it pays the holder: basis x (holder's rate - rate_bps)."""

    downline: str | None  # a direct downline with a contract of the kind; None: the rest
    basis: int
    rate_bps: int | None  # that downline's rate
    amount: int

    def memo(self) -> dict[str, Any]:
        rate = None if self.rate_bps is None else format_minor(self.rate_bps)
        return {"downline": self.downline, "basis": format_minor(self.basis), "rate": rate}


@dataclass(frozen=True)
class Payout:
    contract: Contract
    start: int
    end: int
    basis: int
    amount: int
    met: bool
    parts: tuple[Part, ...] = ()


def compute(db: Database, contract: Contract, start: int, end: int) -> Payout:
    own = team_figures(db, team_ids(db, contract.downline_id), start, end)
    basis = basis_of(contract.kind, own)
    met = own.valid_bet >= contract.min_valid_bet and own.active_members >= (
        contract.min_active_members
    )
    members = MemberStore(db)
    below: list[Part] = []
    for lower in store.offered_by(db, contract.downline_id, contract.kind, ("active",)):
        theirs = basis_of(lower.kind, team_figures(db, team_ids(db, lower.downline_id), start, end))
        holder = members.by_id(lower.downline_id)
        differential = contract.rate_bps - lower.rate_bps
        below.append(
            Part(
                holder.account if holder else None,
                theirs,
                lower.rate_bps,
                share(differential, theirs),
            )
        )
    # A dividend's rest may be below 0: the rest of the team won part of what the teams below lost.
    rest = basis - sum(part.basis for part in below)
    parts = (Part(None, rest, None, share(contract.rate_bps, rest)), *below)
    amount = sum(part.amount for part in parts)
    return Payout(contract, start, end, basis, max(amount, 0) if met else 0, met, parts)


def reference(payout: Payout) -> str:
    return f"{payout.contract.kind}:{payout.contract.id}:{payout.start}"


def settle_kind(db: Database, kind: str, now: int, zone: ZoneInfo) -> dict[str, Any]:
    """Pay every active contract of the kind for its last complete period (once)."""
    ledger = LedgerStore(db)
    paid: list[dict[str, Any]] = []
    for contract in store.active_of_kind(db, kind):
        start, end = last_complete(contract.period, now, zone)
        if (contract.decided_at or contract.created_at) >= end:
            continue  # accepted after the period ended: not its period
        payout = compute(db, contract, start, end)
        if payout.amount <= 0 or ledger.transfer(reference(payout)) is not None:
            continue
        with db.transaction():
            memo = {
                "contractId": contract.id,
                "periodStart": start,
                "periodEnd": end,
                "basis": format_minor(payout.basis),
                "rate": format_minor(contract.rate_bps),
                "parts": [part.memo() for part in payout.parts],
            }
            ledger.post(
                reference(payout),
                ledger.system(COMMISSION_CODE),
                main_wallet(ledger, contract.downline_id),
                payout.amount,
                kind=kind,
                now=now,
                memo=memo,
            )
            account = MemberStore(db).by_id(contract.downline_id)
            record(
                db,
                now,
                "contract.paid",
                account.account if account else None,
                reference=reference(payout),
                amount=format_minor(payout.amount),
            )
        paid.append({"contractId": contract.id, "amount": format_minor(payout.amount)})
    return {"kind": kind, "paid": paid}
