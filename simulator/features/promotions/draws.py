"""The promotion jobs' work: raffles and rankings drawn once their window closed, and the
daily rebate.

A raffle draws its prizes in order among the members who joined, each holding one ticket
per `ticketEvery` of valid bets in the window, a ticket drawn at random (Random seeded with
the world seed and the promotion id, so a world draws the same way every time), one prize
per member; QA may force the winners instead. A ranking gives its prizes by place: valid
bets in the window, most first. Either is drawn once (promotions.drawn_at); winners then
claim their prize.

The rebate pays each member rebateBps of the previous brand day's valid bets in the
promotion's category, once per member and day (rebate:<promotionId>:<memberId>:<day>).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...core.journal.store import record
from ...core.members.store import MemberStore
from ...core.money import format_minor
from ...core.world import store as world_store
from ...errors import DomainError
from ..records.service import day_start, local_day
from ..responsible.store import excluded_members
from . import store
from .catalogue import Promo
from .payout import pay
from .states import eligible, raffle_tickets, ranking, window_valid


def draw_raffle(
    pool: dict[int, int], prizes: list[int], pick: Callable[[int], int]
) -> list[tuple[int, int, int | None]]:
    """(member id, prize, tickets) in the order drawn. pool: member id -> tickets held; the
    tickets are numbered from 0 in member id order, pick(n) draws one of the n left, and a
    winner's tickets leave the pool (one prize per member). Empties `pool` as it goes."""
    winners: list[tuple[int, int, int | None]] = []
    for prize in prizes:
        if not pool:
            break
        ticket = pick(sum(pool.values()))
        for member_id in sorted(pool):
            if ticket < pool[member_id]:
                winners.append((member_id, prize, pool.pop(member_id)))
                break
            ticket -= pool[member_id]
    return winners


def _raffle_winners(db: Database, promo: Promo) -> list[tuple[int, int, int | None]]:
    """(member id, prize, tickets) in the order drawn."""
    forced = store.take_forced(db, promo.id)
    if forced:
        return [(member_id, prize, None) for member_id, prize in forced]
    every = promo.spec.minor("ticketEvery")
    held = window_valid(db, promo, store.joined_members(db, promo.id), promo.end_at)
    excluded = excluded_members(db, promo.end_at)  # a time-out or self-exclusion: no prize
    pool = {
        m: raffle_tickets(valid, every)[0]
        for m, valid in held.items()
        if valid >= every and m not in excluded
    }
    rng = random.Random(f"{world_store.seed(db)}:raffle:{promo.id}")
    return draw_raffle(pool, promo.spec.prize_units(), rng.randrange)


def prizes_by_place(placed: list[int], prizes: list[int]) -> list[tuple[int, int]]:
    """(member id, prize): the first prize to the first placed, and so on; places beyond
    the prizes get nothing, prizes beyond the members stay unpaid."""
    return list(zip(placed, prizes, strict=False))


def _ranking_winners(db: Database, promo: Promo) -> list[tuple[int, int, int | None]]:
    members = MemberStore(db)
    placed = []
    for member_id, _ in ranking(db, promo, promo.end_at - 1):
        member = members.by_id(member_id)
        if member is not None and eligible(db, promo, member, promo.end_at):
            placed.append(member_id)
    won = prizes_by_place(placed, promo.spec.prize_units())
    return [(member_id, prize, None) for member_id, prize in won]


def draw_due(db: Database, now: int) -> dict[str, Any]:
    """Draw every raffle and ranking whose window closed and that was not drawn yet."""
    drawn = []
    for promo in store.undrawn(db, ("RAFFLE", "RANKING"), now):
        with db.transaction():
            raffle = promo.mode == "RAFFLE"
            winners = _raffle_winners(db, promo) if raffle else _ranking_winners(db, promo)
            for rank, (member_id, prize, tickets) in enumerate(winners, start=1):
                store.add_prize(db, promo.id, member_id, prize=prize, rank=rank, tickets=tickets)
            store.mark_drawn(db, promo.id, now)
            names = store.accounts(db, [member_id for member_id, _, _ in winners])
            shown = [
                {"account": names.get(member_id), "rank": rank, "prize": format_minor(prize)}
                for rank, (member_id, prize, _) in enumerate(winners, start=1)
            ]
            kind = "raffle.drawn" if raffle else "ranking.drawn"
            record(db, now, kind, None, promotionId=promo.id, winners=shown)
        drawn.append({"promotionId": promo.id, "winners": len(winners)})
    return {"drawn": drawn}


def rebate_day(now: int, zone: ZoneInfo) -> tuple[date, int, int]:
    """(the day a rebate run pays, its start, its end exclusive): the brand day before the
    one `now` falls in, from local midnight to local midnight."""
    today = local_day(now, zone)
    day = today - timedelta(days=1)
    return day, day_start(day, zone), day_start(today, zone)


def rebate_for(valid: int, rebate_bps: int) -> int:
    """rebate_bps of a day's valid bets, rounded down to the minor unit."""
    return valid * rebate_bps // 10_000


def rebate_reference(promotion_id: int, member_id: int, day: date) -> str:
    """One rebate per promotion, member and day: the ledger moves it at most once."""
    return f"rebate:{promotion_id}:{member_id}:{day.isoformat()}"


def pay_rebates(db: Database, zone: ZoneInfo, now: int) -> dict[str, Any]:
    """The previous brand day's rebates; a day already paid pays nothing again."""
    day, start, stop = rebate_day(now, zone)
    members = MemberStore(db)
    paid, total = 0, 0
    for promo in store.promotions(db):
        if promo.mode != "REBATE" or promo.start_at >= stop or promo.end_at <= start:
            continue
        clipped = Promo(promo.spec, max(start, promo.start_at), min(stop, promo.end_at), None)
        owed = window_valid(db, clipped, store.member_ids(db), clipped.end_at - 1)
        with db.transaction():
            for member_id, valid in sorted(owed.items()):
                amount = rebate_for(valid, promo.spec.rebateBps or 0)
                reference = rebate_reference(promo.id, member_id, day)
                member = members.by_id(member_id)
                if amount <= 0 or member is None or store.reward(db, reference) is not None:
                    continue
                if not eligible(db, promo, member, now):
                    continue
                pay(
                    db,
                    promo,
                    member_id,
                    member.account,
                    amount,
                    reference=reference,
                    event="promotion.issued",
                    now=now,
                    day=day.isoformat(),
                    memo={"day": day.isoformat(), "validBet": format_minor(valid)},
                )
                paid, total = paid + 1, total + amount
    return {"day": day.isoformat(), "paid": paid, "amount": format_minor(total)}


def force_raffle(db: Database, promotion_id: int, winners: list[tuple[str, int]]) -> dict[str, Any]:
    """QA: the next draw of this raffle gives these prizes (account, minor units), in order."""
    promo = store.promotion(db, promotion_id)
    if promo is None:
        raise DomainError("promotion.not.found", field="promotionId")
    if promo.mode != "RAFFLE" or promo.drawn_at is not None:
        raise DomainError("promotion.state.invalid", "Only a raffle not drawn yet takes winners")
    members = MemberStore(db)
    chosen: list[tuple[int, int]] = []
    for n, (account, prize) in enumerate(winners):
        member = members.by_account(account)
        if member is None:
            raise DomainError("USER_NOT_EXIST", field=f"winners.{n}.account")
        if prize <= 0 or any(member.id == taken for taken, _ in chosen):
            where = f"winners.{n}"
            raise DomainError("field.invalid", "One positive prize per member", field=where)
        chosen.append((member.id, prize))
    with db.transaction():
        store.force_winners(db, promo.id, chosen)
    shown = [{"account": account, "prize": format_minor(prize)} for account, prize in winners]
    return {"promotionId": promo.id, "winners": shown}
