"""Deposits: channels and limits from the brand, an order per attempt, a simulated payment
page the player completes or abandons, and a credit posted once per order however often
the payment callback arrives (ledger reference deposit:<order_no>).

A member who joined a DEPOSIT promotion (fixtures/promotions.yaml: the first-deposit bonus)
gets its bonus in the same transaction as the deposit (features/promotions/deposit_bonus.py).
"""

from __future__ import annotations

import secrets
from typing import Any
from urllib.parse import urlencode

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import PAYMENTS_CODE, LedgerStore
from ...core.members.store import Member
from ...core.money import amount_of, format_minor, parse_minor
from ...errors import DomainError
from ...fixtures import DepositChannel, Fixtures
from ..messages.service import send_message
from ..missions.notices import Watch, note_completed
from ..promotions.deposit_bonus import deposit_bonus, first_deposit_offer
from ..responsible.service import check_deposit
from ..wallet.numbers import next_number
from ..wallet.service import main_wallet
from . import store
from .schemas import CreateDepositBody
from .store import Order

MINUTE = 60_000
MAX_OPEN_ORDERS = 5  # unpaid orders a member may hold at once


def _channel(fixtures: Fixtures, code: str) -> DepositChannel:
    for channel in fixtures.brand.payments.deposit.channels:
        if channel.code == code.upper():
            return channel
    raise DomainError("deposit.channel.invalid", field="channel")


def _name(names: dict[str, str], language: str) -> str:
    return names.get(language.upper()) or next(iter(names.values()), "")


def channels_value(
    db: Database, fixtures: Fixtures, member_id: int, language: str, now: int
) -> dict:
    settings = fixtures.brand.payments.deposit
    return {
        "channels": [
            {
                "code": channel.code,
                "name": _name(channel.name, language),
                "icon": fixtures.image_url(channel.icon),
                "min": format_minor(parse_minor(channel.min)),
                "max": format_minor(parse_minor(channel.max)),
                "quickAmounts": [format_minor(parse_minor(q)) for q in channel.quickAmounts],
            }
            for channel in settings.channels
        ],
        "firstDepositBonus": first_deposit_offer(db, member_id, now),
        "orderMinutes": settings.orderMinutes,
    }


def pay_url(public_base: str, order: Order, language: str) -> str:
    query = urlencode({"t": order.pay_token, "lang": language.lower()})
    return f"{public_base}/pay/{order.order_no}?{query}"


def order_value(order: Order, fixtures: Fixtures, public_base: str, language: str) -> dict:
    value: dict[str, Any] = {
        "orderNo": order.order_no,
        "channel": order.channel,
        "channelName": _name(_channel(fixtures, order.channel).name, language),
        "amount": format_minor(order.amount),
        "bonus": format_minor(order.bonus),
        "status": order.status,
        "createdAt": order.created_at,
        "expiresAt": order.expires_at,
        "paidAt": order.paid_at,
    }
    if order.status == "pending":
        value["payUrl"] = pay_url(public_base, order, language)
    return value


def create(
    db: Database, fixtures: Fixtures, member: Member, body: CreateDepositBody, now: int
) -> Order:
    """A new order, or the one this requestId already made (the client retried)."""
    existing = store.by_request(db, member.id, str(body.requestId))
    if existing is not None:
        if existing.channel != body.channel.upper() or existing.amount != amount_of(
            body.amount, "amount"
        ):
            raise DomainError("request.conflict", field="requestId")
        return existing
    channel = _channel(fixtures, body.channel)
    amount = amount_of(body.amount, "amount")
    low, high = parse_minor(channel.min), parse_minor(channel.max)
    if not low <= amount <= high:
        raise DomainError(
            "deposit.amount.invalid",
            f"The amount must be between {format_minor(low)} and {format_minor(high)}",
            field="amount",
            value={"min": format_minor(low), "max": format_minor(high)},
        )
    check_deposit(db, member.id, amount, now=now, zone=fixtures.brand.zone)
    if store.open_count(db, member.id) >= MAX_OPEN_ORDERS:
        raise DomainError("deposit.too.many.open")
    with db.transaction():
        order = Order(
            order_no=next_number(db, "D", now),
            member_id=member.id,
            request_id=str(body.requestId),
            channel=channel.code,
            amount=amount,
            bonus=0,
            status="pending",
            pay_token=secrets.token_urlsafe(24),
            created_at=now,
            expires_at=now + fixtures.brand.payments.deposit.orderMinutes * MINUTE,
            paid_at=None,
            callbacks=0,
        )
        store.insert(db, order)
        record(
            db,
            now,
            "deposit.created",
            member.account,
            orderNo=order.order_no,
            channel=order.channel,
            amount=format_minor(amount),
        )
    return order


def credit(
    db: Database,
    fixtures: Fixtures,
    order_no: str,
    account: str,
    now: int,
    *,
    watch: Watch | None = None,
) -> Order:
    """The payment callback: post the deposit (and its promotion bonus) once, with the
    member's DEPOSIT message (and MISSION ones for deposit missions it completes: watch). A
    repeated callback counts, moves nothing and answers the paid order. A late payment for
    an expired order is still credited: the money did arrive. A cancelled order is refused
    (`deposit.not.pending`): the member or the payment page withdrew it, so the callback
    counts and is journalled but moves nothing."""
    found = store.get(db, order_no)
    if found is not None and found.status == "cancelled":
        with db.transaction():
            store.count_callback(db, order_no)
            record(db, now, "deposit.callback.refused", account, orderNo=order_no)
        raise DomainError("deposit.not.pending", value={"status": found.status})
    with db.transaction():
        order = store.get(db, order_no)
        if order is None:
            raise DomainError("deposit.not.found", field="orderNo")
        store.count_callback(db, order_no)
        if order.status == "paid":
            record(db, now, "deposit.callback.repeated", account, orderNo=order_no)
            return store.get(db, order_no) or order
        ledger = LedgerStore(db)
        wallet = main_wallet(ledger, order.member_id)
        memo = {"orderNo": order_no, "channel": order.channel}
        ledger.post(
            f"deposit:{order_no}",
            ledger.system(PAYMENTS_CODE),
            wallet,
            order.amount,
            kind="deposit",
            now=now,
            memo=memo,
        )
        bonus = deposit_bonus(
            db, order.member_id, account, order_no=order_no, amount=order.amount, now=now
        )
        store.mark_paid(db, order_no, bonus, now)
        params = {"orderNo": order_no, "amount": order.amount}
        send_message(db, order.member_id, "DEPOSIT", params, now, key=f"deposit:{order_no}")
        note_completed(db, watch, order.member_id, now, kinds=("DEPOSIT",))
        record(
            db,
            now,
            "deposit.paid",
            account,
            orderNo=order_no,
            amount=format_minor(order.amount),
            bonus=format_minor(bonus),
        )
    paid = store.get(db, order_no)
    assert paid is not None
    return paid


def payable(db: Database, order_no: str, token: str, now: int) -> Order:
    """The order behind a payment page, if its token matches and it can still be paid."""
    order = store.get(db, order_no)
    if order is None or not secrets.compare_digest(order.pay_token, token):
        raise DomainError("deposit.not.found", field="orderNo")
    if order.status == "pending" and order.expires_at <= now:
        store.set_status(db, order_no, "expired")
        return store.get(db, order_no) or order
    return order


def cancel(db: Database, order: Order, account: str, now: int, *, by: str = "gateway") -> Order:
    """A pending order closed unpaid (by the payment page, or by its member: `by`); nothing
    was posted for it, so no money moves, and a later callback for it is refused."""
    if order.status == "expired" or (order.status == "pending" and order.expires_at <= now):
        raise DomainError("deposit.expired", value={"status": "expired"})
    if order.status != "pending":
        raise DomainError("deposit.not.pending", value={"status": order.status})
    with db.transaction():
        store.set_status(db, order.order_no, "cancelled")
        record(db, now, "deposit.cancelled", account, orderNo=order.order_no, by=by)
    cancelled = store.get(db, order.order_no)
    assert cancelled is not None
    return cancelled


def expire(db: Database, now: int) -> dict[str, Any]:
    """The job: unpaid orders past their time expire."""
    with db.transaction():
        expired = store.expire_due(db, now)
        for order_no in expired:
            record(db, now, "deposit.expired", None, orderNo=order_no)
    return {"expired": expired}
