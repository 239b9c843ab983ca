"""A member's state in each promotion (docs/contract.md section 14), worked out from the
rows (joins, applications, rewards, prizes) and real play, never stored as such.

Before the window every promotion is COMING_SOON; after it, one with nothing left to claim
is CLOSE. A member who does not meet the eligibility (newbieDays: registered less than N
days ago; firstDepositOnly: no paid deposit before; a time-out or self-exclusion in force)
sees CLOSE with a reason, unless they are in already.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core.db import Database
from ...core.members.store import Member
from ...core.money import format_minor
from ..deposits import store as deposits
from ..records.store import valid_bets
from ..responsible.store import active_exclusion
from . import store
from .catalogue import Promo

DAY_MS = 86_400_000
NOT_ELIGIBLE = "promotion.not.eligible"


@dataclass(frozen=True)
class State:
    promotion_id: int
    state: str
    reason: str | None = None
    progress: tuple[int, int] | None = None  # (current, target), minor units
    reward: int | None = None
    tickets: int | None = None
    rank: int | None = None
    application_id: int | None = None
    remark: str | None = None

    def value(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"promotionId": self.promotion_id, "state": self.state}
        if self.reason:
            shown["reason"] = self.reason
        if self.progress is not None:
            current, target = self.progress
            shown["progress"] = {"current": format_minor(current), "target": format_minor(target)}
        if self.reward is not None:
            shown["reward"] = format_minor(self.reward)
        for key, found in (
            ("tickets", self.tickets),
            ("rank", self.rank),
            ("applicationId", self.application_id),
            ("remark", self.remark),
        ):
            if found is not None:
                shown[key] = found
        return shown


def eligible(db: Database, promo: Promo, member: Member, now: int) -> bool:
    """Whether the member may join, be paid or be placed: a time-out or self-exclusion in
    force stops every promotion, those joined before included."""
    spec = promo.spec
    if active_exclusion(db, member.id, now) is not None:
        return False
    if spec.newbieDays is not None and now - member.created_at >= spec.newbieDays * DAY_MS:
        return False
    return not (spec.firstDepositOnly and deposits.paid_count(db, member.id) > 0)


def category_valid(by_type: Mapping[str, int], category: str | None) -> int:
    """The valid bets that count for a promotion: its category's, or every category's when
    it has none."""
    return sum(valid for kind, valid in by_type.items() if category is None or kind == category)


def window_valid(db: Database, promo: Promo, member_ids: list[int], now: int) -> dict[int, int]:
    """Member id -> valid bets in the promotion's category (all when it has none) placed
    in its window, up to now; members with none are left out."""
    stop = min(promo.end_at, now + 1)
    by_member: dict[int, dict[str, int]] = {}
    for (member_id, game_type), valid in valid_bets(db, member_ids, promo.start_at, stop).items():
        by_member.setdefault(member_id, {})[game_type] = valid
    counted = {m: category_valid(kinds, promo.spec.category) for m, kinds in by_member.items()}
    return {member_id: valid for member_id, valid in counted.items() if valid > 0}


def ranking_order(found: Mapping[int, int]) -> list[tuple[int, int]]:
    """(member id, valid bets), most first; ties go to the earlier member (lower id)."""
    return sorted(found.items(), key=lambda item: (-item[1], item[0]))


def ranking(db: Database, promo: Promo, now: int) -> list[tuple[int, int]]:
    """(member id, valid bets) of every member who bet in the window, best first."""
    return ranking_order(window_valid(db, promo, store.member_ids(db), now))


def ranking_bar(ranked: list[tuple[int, int]], places: int) -> int:
    """What the last prized place holds now: 0 while places are free."""
    return ranked[places - 1][1] if len(ranked) >= places else 0


def turnover_state(current: int, target: int, ended: bool) -> tuple[str, tuple[int, int]]:
    """A joined member's TURNOVER state and progress (capped at the target): CLAIM once the
    valid bets reach the target, even after the window; else PROCESS, CLOSE once it ended."""
    shown = (min(current, target), target)
    if current >= target:
        return "CLAIM", shown
    return ("CLOSE" if ended else "PROCESS"), shown


def raffle_tickets(valid: int, every: int) -> tuple[int, int]:
    """(tickets, valid bets towards the next one): a ticket per whole `every`."""
    return valid // every, valid % every


def state_of(db: Database, promo: Promo, member: Member, now: int) -> State:
    if not promo.started(now):
        return State(promo.id, "COMING_SOON")
    return _BY_MODE[promo.mode](db, promo, member, now)


def _closed_or_join(db: Database, promo: Promo, member: Member, now: int, **extra: Any) -> State:
    if promo.ended(now):
        return State(promo.id, "CLOSE", **extra)
    if not eligible(db, promo, member, now):
        return State(promo.id, "CLOSE", reason=NOT_ELIGIBLE, **extra)
    return State(promo.id, "JOIN", **extra)


def _deposit(db: Database, promo: Promo, member: Member, now: int) -> State:
    paid = store.last_reward(db, promo.id, member.id)
    if paid is not None:
        return State(promo.id, "ISSUED", reward=paid.amount)
    if store.joined_at(db, promo.id, member.id) is not None:
        return State(promo.id, "CLOSE" if promo.ended(now) else "JOINED")
    return _closed_or_join(db, promo, member, now)


def _turnover(db: Database, promo: Promo, member: Member, now: int) -> State:
    reward = promo.spec.minor("reward")
    paid = store.last_reward(db, promo.id, member.id)
    if paid is not None:
        return State(promo.id, "CLAIMED", reward=paid.amount)
    if store.joined_at(db, promo.id, member.id) is None:
        return _closed_or_join(db, promo, member, now, reward=reward)
    target = promo.spec.minor("target")
    current = window_valid(db, promo, [member.id], now).get(member.id, 0)
    state, shown = turnover_state(current, target, promo.ended(now))
    return State(promo.id, state, progress=shown, reward=reward)


def _apply(db: Database, promo: Promo, member: Member, now: int) -> State:
    reward = promo.spec.minor("reward")
    found = store.latest_application(db, promo.id, member.id)
    if found is not None and found.status != "REJECTED":
        return State(promo.id, found.status, reward=reward, application_id=found.id)
    if found is not None and not promo.ended(now):
        return State(
            promo.id,
            "REJECTED",
            reward=reward,
            application_id=found.id,
            remark=found.decision_remark,
        )
    return _closed_or_join(db, promo, member, now, reward=reward)


def _rebate(db: Database, promo: Promo, member: Member, now: int) -> State:
    paid = store.last_reward(db, promo.id, member.id)
    # The job pays shortly after midnight: its rebate shows until the next one is due.
    if paid is not None and paid.paid_at > now - DAY_MS:
        return State(promo.id, "ISSUED", reward=paid.amount)
    if promo.ended(now):
        return State(promo.id, "CLOSE")
    if not eligible(db, promo, member, now):
        return State(promo.id, "CLOSE", reason=NOT_ELIGIBLE)
    return State(promo.id, "JOINED")


def _drawn_prize(db: Database, promo: Promo, member: Member) -> State | None:
    won = store.prize(db, promo.id, member.id)
    if won is None:
        return State(promo.id, "CLOSE") if promo.drawn_at is not None else None
    state = "CLAIMED" if won.claimed_at is not None else "CLAIM"
    return State(promo.id, state, reward=won.prize, rank=won.rank, tickets=won.tickets)


def _raffle(db: Database, promo: Promo, member: Member, now: int) -> State:
    drawn = _drawn_prize(db, promo, member)
    if drawn is not None:
        return drawn
    if store.joined_at(db, promo.id, member.id) is None:
        return _closed_or_join(db, promo, member, now)
    every = promo.spec.minor("ticketEvery")
    current = window_valid(db, promo, [member.id], now).get(member.id, 0)
    tickets, towards = raffle_tickets(current, every)
    return State(promo.id, "JOINED", tickets=tickets, progress=(towards, every))


def _ranking(db: Database, promo: Promo, member: Member, now: int) -> State:
    drawn = _drawn_prize(db, promo, member)
    if drawn is not None:
        return drawn
    if not eligible(db, promo, member, now):
        return State(promo.id, "CLOSE", reason=NOT_ELIGIBLE)
    ranked = ranking(db, promo, now)
    bar = ranking_bar(ranked, len(promo.spec.prizes))  # the target shown
    mine = next(((n, valid) for n, (who, valid) in enumerate(ranked, 1) if who == member.id), None)
    rank, current = mine if mine else (None, 0)
    return State(promo.id, "JOINED", rank=rank, progress=(current, bar))


def _link(db: Database, promo: Promo, member: Member, now: int) -> State:
    del db, member
    return State(promo.id, "CLOSE" if promo.ended(now) else "JOINED")


_BY_MODE = {
    "DEPOSIT": _deposit,
    "TURNOVER": _turnover,
    "APPLY": _apply,
    "REBATE": _rebate,
    "RAFFLE": _raffle,
    "RANKING": _ranking,
    "LINK": _link,
}
