"""Promotions for members: the catalogue in the request's language, each member's states,
joining, applying, claiming a reward, and the reward centre's promotion items.

Every change runs in one transaction that first works the member's state out again, so a
reward is paid at most once however often the call comes (its ledger reference is the
second lock).
"""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.html import sanitise
from ...core.images import checked_images
from ...core.journal.store import record
from ...core.members.store import Member, MemberStore
from ...core.money import format_minor
from ...errors import DomainError
from ...fixtures import Fixtures
from . import applications, store
from .catalogue import TYPES, Promo, rules_in, text_in
from .payout import pay
from .states import NOT_ELIGIBLE, State, state_of

RECENT = 20  # rewards the reward centre lists


def _of_type(promos: list[Promo], kind: str) -> list[Promo]:
    if kind == "ALL":
        return promos
    if kind not in TYPES:
        raise DomainError("field.invalid", "Unknown promotion type", field="type")
    return [promo for promo in promos if promo.spec.type == kind]


def promotion_value(promo: Promo, fixtures: Fixtures, lang: str) -> dict[str, Any]:
    spec = promo.spec
    value: dict[str, Any] = {
        "id": spec.id,
        "code": spec.code,
        "type": spec.type,
        "mode": spec.mode,
        "title": text_in(spec.title, lang),
        "summary": text_in(spec.summary, lang),
        "banner": fixtures.image_url(spec.banner),
        "startTime": promo.start_at,
        "endTime": promo.end_at,
        "firstDepositOnly": spec.firstDepositOnly,
    }
    optional: dict[str, Any] = {
        "category": spec.category,
        "target": spec.target and format_minor(spec.minor("target")),
        "reward": spec.reward and format_minor(spec.minor("reward")),
        "bonusPercent": spec.bonusBps and format_minor(spec.bonusBps),
        "bonusMax": spec.bonusMax and format_minor(spec.minor("bonusMax")),
        "rolloverMultiple": spec.rolloverMultiple or None,
        "newbieDays": spec.newbieDays,
        "link": spec.link,
        "rebatePercent": spec.rebateBps and format_minor(spec.rebateBps),
        "ticketEvery": spec.ticketEvery and format_minor(spec.minor("ticketEvery")),
        "prizes": [format_minor(units) for units in spec.prize_units()] or None,
    }
    value.update({key: found for key, found in optional.items() if found is not None})
    return value


def promotion_list(db: Database, fixtures: Fixtures, kind: str, lang: str) -> dict[str, Any]:
    promos = _of_type(store.promotions(db), kind)
    return {"list": [promotion_value(promo, fixtures, lang) for promo in promos]}


def _found(db: Database, promotion_id: int) -> Promo:
    promo = store.promotion(db, promotion_id)
    if promo is None:
        raise DomainError("promotion.not.found", field="promotionId")
    return promo


def promotion_detail(
    db: Database, fixtures: Fixtures, promotion_id: int, lang: str
) -> dict[str, Any]:
    promo = _found(db, promotion_id)
    return {
        **promotion_value(promo, fixtures, lang),
        "content": sanitise(text_in(promo.spec.content, lang)),
        "rules": rules_in(promo.spec.rules, lang),
    }


def _member(db: Database, member_id: int) -> Member:
    member = MemberStore(db).by_id(member_id)
    if member is None:
        raise DomainError("login.not.session")
    return member


def states(db: Database, member_id: int, kind: str, now: int) -> dict[str, Any]:
    member = _member(db, member_id)
    promos = _of_type(store.promotions(db), kind)
    return {"list": [state_of(db, promo, member, now).value() for promo in promos]}


def _refuse(state: State) -> None:
    """The error for a call the member's state does not allow."""
    if state.state == "COMING_SOON" or (state.state == "CLOSE" and state.reason is None):
        raise DomainError("promotion.closed")
    if state.reason == NOT_ELIGIBLE:
        raise DomainError(NOT_ELIGIBLE)
    raise DomainError("promotion.state.invalid")


def join(db: Database, member_id: int, promotion_id: int, now: int) -> dict[str, Any]:
    """Take part: only from JOIN. An APPLY promotion takes an application without remark
    or images."""
    with db.transaction():
        promo, member = _found(db, promotion_id), _member(db, member_id)
        before = state_of(db, promo, member, now)
        if before.state != "JOIN":
            _refuse(before)
        if promo.mode == "APPLY":
            applications.apply(db, promo, member, remark="", images=[], now=now)
        else:
            store.join(db, promo.id, member.id, now)
            record(db, now, "promotion.joined", member.account, promotionId=promo.id)
        return state_of(db, promo, member, now).value()


def _reference(promo: Promo, member_id: int) -> str:
    if promo.mode == "RAFFLE":
        return f"raffle:{promo.id}:{member_id}"
    return f"promo:{promo.id}:{member_id}"


def _claim(db: Database, promo: Promo, member: Member, state: State, now: int) -> State:
    assert state.reward is not None
    if promo.mode in ("RAFFLE", "RANKING"):
        store.mark_claimed(db, promo.id, member.id, now)
    pay(
        db,
        promo,
        member.id,
        member.account,
        state.reward,
        reference=_reference(promo, member.id),
        event="promotion.claimed",
        now=now,
    )
    return state_of(db, promo, member, now)


def request_reward(
    db: Database,
    member_id: int,
    promotion_id: int,
    *,
    remark: str | None,
    images: list[str] | None,
    now: int,
) -> dict[str, Any]:
    """An APPLY promotion's application, or the reward of a promotion in CLAIM."""
    promo = _found(db, promotion_id)
    checked: list[tuple[str, bytes]] = []
    if promo.mode == "APPLY":
        remark = applications.checked_remark(remark)
        checked = checked_images(images)
    with db.transaction():
        member = _member(db, member_id)
        before = state_of(db, promo, member, now)
        if promo.mode == "APPLY" and before.state in ("JOIN", "REJECTED"):
            applications.apply(db, promo, member, remark=remark or "", images=checked, now=now)
            return state_of(db, promo, member, now).value()
        if before.state != "CLAIM":
            _refuse(before)
        return _claim(db, promo, member, before, now).value()


def claim_raffle(db: Database, member_id: int, promotion_id: int, now: int) -> dict[str, Any]:
    """A drawn raffle's prize, once."""
    with db.transaction():
        promo, member = _found(db, promotion_id), _member(db, member_id)
        if promo.mode != "RAFFLE":
            raise DomainError("promotion.state.invalid", "This promotion is not a raffle")
        if promo.drawn_at is None:
            raise DomainError("raffle.not.drawn")
        won = store.prize(db, promo.id, member.id)
        if won is None:
            raise DomainError("raffle.not.won")
        before = state_of(db, promo, member, now)
        if before.state != "CLAIM":
            raise DomainError("promotion.state.invalid", "This prize was claimed already")
        after = _claim(db, promo, member, before, now)
    return {"promotionId": promo.id, "state": after.state, "prize": format_minor(won.prize)}


def _source(promo: Promo) -> str:
    return "RAFFLE" if promo.mode == "RAFFLE" else "PROMOTION"


def reward_items(
    db: Database, member_id: int, now: int, lang: str
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(claimable, recent) promotion items of the reward centre: every promotion the member
    may claim now, and the last 20 rewards promotions paid them, newest first. `lang`: a
    Language code (EN, TY) or a locale (en, vi)."""
    member = _member(db, member_id)
    promos = {promo.id: promo for promo in store.promotions(db)}
    claimable = []
    for promo in promos.values():
        state = state_of(db, promo, member, now)
        if state.state != "CLAIM" or state.reward is None:
            continue
        claimable.append(
            {
                "source": _source(promo),
                "id": promo.id,
                "title": text_in(promo.spec.title, lang),
                "rewardKind": "MONEY",
                "reward": format_minor(state.reward),
                "state": "CLAIM",
                "time": promo.drawn_at or now,
            }
        )
    recent = []
    for paid in store.recent_rewards(db, member.id, RECENT):
        promo = promos[paid.promotion_id]
        claimed = promo.mode in ("TURNOVER", "RAFFLE", "RANKING")
        recent.append(
            {
                "source": _source(promo),
                "id": promo.id,
                "title": text_in(promo.spec.title, lang),
                "rewardKind": "MONEY",
                "reward": format_minor(paid.amount),
                "state": "CLAIMED" if claimed else "ISSUED",
                "time": paid.paid_at,
            }
        )
    return claimable, recent
