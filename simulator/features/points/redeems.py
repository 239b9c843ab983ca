"""Redeeming points-mall items, and QA's decision on them.

A redeem takes the stock, reserves its points (`redeem:<orderNo>`, member points ->
points:main) and any cash part (`redeem-amount:<orderNo>`, main -> house:main) and writes
its row, all in one transaction: either all of it happens or none. QA approves (the
reserves post) or rejects (they void and the stock comes back), once.
"""

from __future__ import annotations

import re
from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import HOUSE_CODE, POINTS_CODE, LedgerStore
from ...core.members.store import Member, MemberStore
from ...core.money import format_minor
from ...errors import DomainError
from ...fixtures import Fixtures
from ...paging import paged
from ...passwords import Passwords
from ..passwords.payment import check_payment_password
from ..wallet.numbers import next_number
from ..wallet.service import main_wallet
from . import store
from .ledger import points_account
from .schemas import RedeemBody
from .service import text_in
from .store import Redeem

KIND = "points_redeem"
MAX_QUANTITY = 10
MAX_ADDRESS = 200


def _digits(text: str | None) -> str:
    return re.sub(r"\D", "", text or "")


def mobile_matches(member: Member, given: str) -> bool:
    """The registered number, written the ways people write it: 0912345678, 912345678,
    +84 912 345 678, 0084912345678 (leading zeros and the member's dialing code aside)."""
    registered = _digits(member.mobile).lstrip("0")
    if not registered:
        return False
    number = _digits(given).lstrip("0")
    candidates = {number}
    dialing = _digits(member.dialing_code)
    if dialing and number.startswith(dialing):
        candidates.add(number[len(dialing) :].lstrip("0"))
    return registered in candidates


def redeem_view(db: Database, redeem: Redeem, language: str, fixtures: Fixtures) -> dict[str, Any]:
    reward = store.reward(db, redeem.reward_id)
    view: dict[str, Any] = {
        "orderNo": redeem.order_no,
        "rewardId": redeem.reward_id,
        "rewardName": text_in(reward.name, language, fixtures) if reward else "",
        "quantity": redeem.quantity,
        "points": redeem.points,
        "amount": format_minor(redeem.amount),
        "status": redeem.status,
        "address": redeem.address,
        "createdAt": redeem.created_at,
    }
    if redeem.decided_at is not None:
        view["decidedAt"] = redeem.decided_at
    if redeem.remark is not None:
        view["remark"] = redeem.remark
    return view


def _checked(member: Member, body: RedeemBody) -> tuple[str, str]:
    """(address, mobile digits) once the simple rules pass."""
    if not 1 <= body.quantity <= MAX_QUANTITY:
        raise DomainError(
            "field.invalid", f"Redeem 1 to {MAX_QUANTITY} at a time", field="quantity"
        )
    address = (body.address or "").strip()
    if not address or len(address) > MAX_ADDRESS:
        raise DomainError(
            "field.invalid", f"An address of 1 to {MAX_ADDRESS} characters", field="address"
        )
    if not _digits(body.mobileNum):
        raise DomainError("field.required", "mobileNum is required", field="mobileNum")
    if not mobile_matches(member, body.mobileNum or ""):
        raise DomainError("points.mobile.mismatch", field="mobileNum")
    return address, _digits(body.mobileNum)


def _replay(found: Redeem, body: RedeemBody, address: str, mobile: str) -> Redeem:
    terms = (body.rewardId, body.quantity, address, mobile)
    if (found.reward_id, found.quantity, found.address, found.mobile) != terms:
        raise DomainError("request.conflict", field="requestId")
    return found


async def redeem(
    db: Database,
    passwords: Passwords,
    member: Member,
    body: RedeemBody,
    *,
    now: int,
) -> Redeem:
    """A new redeem, or the one this requestId made already (the client retried)."""
    address, mobile = _checked(member, body)
    reward = store.reward(db, body.rewardId)
    if reward is None:
        raise DomainError("points.reward.not.found", field="rewardId")
    request_id = str(body.requestId)
    found = store.redeem_by_request(db, member.id, request_id)
    if found is not None:
        return _replay(found, body, address, mobile)
    await check_payment_password(db, passwords, member, body.paymentPassword, now)
    with db.transaction():
        # A twin request may have redeemed while the password was being checked.
        found = store.redeem_by_request(db, member.id, request_id)
        if found is not None:
            return _replay(found, body, address, mobile)
        if not store.take_stock(db, reward.id, body.quantity):
            left = store.reward(db, reward.id)
            raise DomainError(
                "points.stock.insufficient",
                field="quantity",
                value={"quantity": left.quantity if left else 0},
            )
        points = reward.required_points * body.quantity
        amount = reward.required_amount * body.quantity
        ledger = LedgerStore(db)
        # Opened on first use: an account with no points refuses the reserve below.
        account = points_account(ledger, member.id, now)
        if account.available < points:
            raise DomainError(
                "points.insufficient",
                field="quantity",
                value={"required": points, "available": account.available},
            )
        wallet = main_wallet(ledger, member.id)
        if wallet.available < amount:
            raise DomainError("insufficient.funds", field="quantity")
        made = Redeem(
            order_no=next_number(db, "R", now),
            member_id=member.id,
            request_id=request_id,
            reward_id=reward.id,
            quantity=body.quantity,
            points=points,
            amount=amount,
            address=address,
            mobile=mobile,
            status="PROCESS",
            created_at=now,
            decided_at=None,
            remark=None,
        )
        store.insert_redeem(db, made)
        memo = {"orderNo": made.order_no, "rewardId": reward.id, "quantity": body.quantity}
        ledger.reserve(
            f"redeem:{made.order_no}",
            account,
            ledger.system(POINTS_CODE),
            points,
            kind=KIND,
            now=now,
            memo=memo,
        )
        if amount:
            ledger.reserve(
                f"redeem-amount:{made.order_no}",
                wallet,
                ledger.system(HOUSE_CODE),
                amount,
                kind=KIND,
                now=now,
                memo=memo,
            )
        record(
            db,
            now,
            "points.redeemed",
            member.account,
            orderNo=made.order_no,
            rewardId=reward.id,
            quantity=body.quantity,
            points=points,
            amount=format_minor(amount),
        )
    return made


def redeems_of(
    db: Database,
    fixtures: Fixtures,
    member_id: int,
    status: str | None,
    language: str,
    *,
    page_no: int,
    page_size: int,
) -> dict[str, Any]:
    count, rows = store.redeems_page(
        db, member_id, status, limit=page_size, offset=(page_no - 1) * page_size
    )
    listed = [redeem_view(db, row, language, fixtures) for row in rows]
    return paged(listed, count, page_no, page_size)


def desk(db: Database, fixtures: Fixtures, status: str | None) -> list[dict[str, Any]]:
    """GET /__sim/points/redeems: the newest 200, with the member's account and mobile."""
    _, rows = store.redeems_page(db, None, status, limit=200, offset=0)
    accounts = MemberStore(db).accounts(sorted({row.member_id for row in rows}))
    language = fixtures.brand.defaultLanguage
    return [
        {
            **redeem_view(db, row, language, fixtures),
            "account": accounts.get(row.member_id),
            "mobileNum": row.mobile,
        }
        for row in rows
    ]


def decide(db: Database, order_no: str, *, approve: bool, remark: str | None, now: int) -> Redeem:
    """QA's decision, once: approve posts the reserves; reject voids them and puts the
    stock back."""
    with db.transaction():
        found = store.redeem(db, order_no)
        if found is None:
            raise DomainError("redeem.not.found", field="orderNo")
        status = "APPROVED" if approve else "REJECTED"
        if not store.decide(db, order_no, status, at=now, remark=remark):
            raise DomainError("redeem.state.invalid", value={"status": found.status})
        ledger = LedgerStore(db)
        suffix = "post" if approve else "void"
        for reference in (f"redeem:{order_no}", f"redeem-amount:{order_no}"):
            pending = ledger.transfer(reference)
            if pending is not None:
                ledger.settle(f"{reference}:{suffix}", pending, post=approve, now=now)
        if not approve:
            store.restore_stock(db, found.reward_id, found.quantity)
        member = MemberStore(db).by_id(found.member_id)
        record(
            db,
            now,
            "points.approved" if approve else "points.rejected",
            member.account if member else None,
            orderNo=order_no,
            points=found.points,
            amount=format_minor(found.amount),
        )
    fresh = store.redeem(db, order_no)
    assert fresh is not None
    return fresh
