"""Points: the brand's rates, a member's balance, the mall catalogue, converting points to
balance and QA's grant. Redeems are in redeems.py, earning on bets in earning.py.

Points are whole numbers in the ledger's PTS currency (docs/ledger-model.md): a member's
`member:<id>:points` against `points:main`. A conversion moves points back to points:main
and pays their value from bonus:main to the main wallet, both in one transaction.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import BONUS_CODE, POINTS_CODE, LedgerStore
from ...core.members.store import Member, MemberStore
from ...core.money import format_minor, parse_minor
from ...errors import DomainError
from ...fixtures import Fixtures, PointsSettings
from ...paging import paged
from ...passwords import Passwords
from ..passwords.payment import check_payment_password
from ..wallet.service import main_wallet
from . import store
from .ledger import credit_points, held_points, points_account

CONVERT_KIND = "points_convert"
GRANT_KIND = "points_grant"


def text_in(texts: dict[str, str], language: str, fixtures: Fixtures) -> str:
    """A fixture text in the language, else the brand's default, else any."""
    default = fixtures.brand.defaultLanguage
    return texts.get(language) or texts.get(default) or next(iter(texts.values()), "")


def config_value(settings: PointsSettings) -> dict[str, Any]:
    return {
        "earnPer": format_minor(parse_minor(settings.earnPer)),
        "earnPoints": settings.earnPoints,
        "convertPoints": settings.convertPoints,
        "convertAmount": format_minor(parse_minor(settings.convertAmount)),
        "minConvert": settings.minConvert,
    }


def balance_value(ledger: LedgerStore, member_id: int) -> dict[str, int]:
    """points: what the member may spend; earned: every point ever credited; spent: every
    point that left for good; pending: reserved by redeems in process."""
    account = held_points(ledger, member_id)
    if account is None:
        return {"points": 0, "earned": 0, "spent": 0, "pending": 0}
    return {
        "points": account.available,
        "earned": account.credits_posted,
        "spent": account.debits_posted,
        "pending": account.debits_pending,
    }


def reward_view(reward: store.Reward, language: str, fixtures: Fixtures) -> dict[str, Any]:
    return {
        "id": reward.id,
        "name": text_in(reward.name, language, fixtures),
        "image": fixtures.image_url(reward.image),
        "description": text_in(reward.description, language, fixtures),
        "requiredPoints": reward.required_points,
        "requiredAmount": format_minor(reward.required_amount),
        "quantity": reward.quantity,
        "units": text_in(reward.units, language, fixtures),
    }


def catalogue(
    db: Database, fixtures: Fixtures, language: str, *, page_no: int, page_size: int
) -> dict[str, Any]:
    count, rewards = store.rewards_page(db, page_size, (page_no - 1) * page_size)
    listed = [reward_view(reward, language, fixtures) for reward in rewards]
    return paged(listed, count, page_no, page_size)


# -- converting points to balance --------------------------------------------------------


def convert_amount(points: int, settings: PointsSettings) -> int:
    """What converting `points` pays in minor units: convertAmount for each convertPoints.
    points.convert.invalid unless a multiple of convertPoints and at least minConvert."""
    if points < settings.minConvert or points % settings.convertPoints:
        raise DomainError(
            "points.convert.invalid",
            f"Convert a multiple of {settings.convertPoints} points,"
            f" at least {settings.minConvert}",
            field="points",
            value={"convertPoints": settings.convertPoints, "minConvert": settings.minConvert},
        )
    return points // settings.convertPoints * parse_minor(settings.convertAmount)


def _references(member_id: int, request_id: UUID) -> tuple[str, str]:
    return f"convert:{member_id}:{request_id}", f"convert-amount:{member_id}:{request_id}"


def _converted(ledger: LedgerStore, member_id: int, points: int, amount: int) -> dict[str, Any]:
    return {
        "points": points,
        "amount": format_minor(amount),
        "pointBalance": balance_value(ledger, member_id)["points"],
        "balance": format_minor(main_wallet(ledger, member_id).available),
    }


def _replayed(ledger: LedgerStore, member_id: int, points: int, request_id: UUID) -> Any:
    """The answer of a conversion this requestId made already, or None."""
    reference, amount_reference = _references(member_id, request_id)
    done = ledger.transfer(reference)
    if done is None:
        return None
    if done.amount != points:
        raise DomainError("request.conflict", field="requestId")
    paid = ledger.transfer(amount_reference)
    return _converted(ledger, member_id, points, paid.amount if paid else 0)


async def convert(
    db: Database,
    passwords: Passwords,
    fixtures: Fixtures,
    member: Member,
    *,
    points: int,
    request_id: UUID,
    payment_password: str | None,
    now: int,
) -> dict[str, Any]:
    """Points back to points:main and their value from bonus:main to the main wallet:
    convertAmount for each whole convertPoints, at least minConvert points."""
    amount = convert_amount(points, fixtures.brand.points)
    ledger = LedgerStore(db)
    replayed = _replayed(ledger, member.id, points, request_id)
    if replayed is not None:
        return replayed
    await check_payment_password(db, passwords, member, payment_password, now)
    reference, amount_reference = _references(member.id, request_id)
    with db.transaction():
        # A twin request may have converted while the password was being checked.
        replayed = _replayed(ledger, member.id, points, request_id)
        if replayed is not None:
            return replayed
        account = points_account(ledger, member.id, now)
        if account.available < points:
            raise DomainError(
                "points.insufficient", field="points", value={"available": account.available}
            )
        memo = {"points": points, "amount": format_minor(amount)}
        system = ledger.system(POINTS_CODE)
        ledger.post(reference, account, system, points, kind=CONVERT_KIND, now=now, memo=memo)
        wallet = main_wallet(ledger, member.id)
        bonus = ledger.system(BONUS_CODE)
        ledger.post(amount_reference, bonus, wallet, amount, kind=CONVERT_KIND, now=now, memo=memo)
        record(
            db,
            now,
            "points.converted",
            member.account,
            reference=reference,
            points=points,
            amount=format_minor(amount),
        )
        return _converted(ledger, member.id, points, amount)


# -- QA ------------------------------------------------------------------------------------


def grant(db: Database, account: str, points: int, request_id: str, now: int) -> dict[str, Any]:
    """POST /__sim/points/grant: points:main -> the member (`points:grant:<member>:<id>`);
    the same requestId again moves nothing."""
    member = MemberStore(db).by_account(account)
    if member is None:
        raise DomainError("USER_NOT_EXIST", field="account")
    ledger = LedgerStore(db)
    reference = f"points:grant:{member.id}:{request_id}"
    with db.transaction():
        fresh = ledger.transfer(reference) is None
        credit_points(ledger, member.id, points, reference=reference, kind=GRANT_KIND, now=now)
        if fresh:
            record(db, now, "points.granted", member.account, reference=reference, points=points)
    return {"account": member.account, **balance_value(ledger, member.id)}
