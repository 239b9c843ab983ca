"""Withdrawals through the ledger, as the payment desk and the bank see them.

A request reserves its amount as two pending transfers from the main wallet: the payout
(wd:<order>, to the payments account) and the fee (wd-fee:<order>, to the house). The desk
approves after the brand's review minutes (a job on the simulator clock; QA may hold,
approve or reject at once): approving posts both ("paid": the bank sent the money),
rejecting voids both and the member has the whole amount back. After payment the member
marks it received, or not received with a proof image; with no answer within the brand's
auto-receive minutes it counts as received. While a bonus's rollover is unmet no request is
taken (withdraw.rollover.unmet). A dispute ends with the desk refunding (a
reversing transfer payments -> member, and the fee back) or forcing receipt (no refund).
"""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.images import decode_image
from ...core.journal.store import record
from ...core.ledger.store import HOUSE_CODE, PAYMENTS_CODE, LedgerStore
from ...core.members.store import Member, MemberStore
from ...core.money import amount_of, format_minor, parse_minor
from ...errors import DomainError
from ...fixtures import Fixtures
from ...passwords import Passwords
from ..messages.service import send_message
from ..passwords.payment import check_payment_password
from ..profile import store as profiles
from ..promotions.rollover import require_met
from ..wallet.numbers import next_number, today_start
from ..wallet.service import main_wallet
from . import store
from .cards import mask_number
from .schemas import NotReceivedBody, WithdrawBody
from .store import Withdrawal

MINUTE = 60_000
OPEN = ("reviewing", "paid", "not_received")  # the desk or the member still has to act
RECEIVED = ("received", "auto_received", "force_received")


def fee_for(fixtures: Fixtures, amount: int) -> int:
    """The brand's fee: basis points of the amount, at least feeMin, less than the amount."""
    rules = fixtures.brand.payments.withdraw
    fee = max(amount * rules.feeBps // 10_000, parse_minor(rules.feeMin))
    return min(fee, amount - 1) if amount > 1 else 0


def settings_value(db: Database, fixtures: Fixtures, member: Member, now: int) -> dict[str, Any]:
    rules = fixtures.brand.payments.withdraw
    used = store.count_since(db, member.id, today_start(fixtures, now))
    payment_password = profiles.payment_password_hash(db, member.id)
    wallet = main_wallet(LedgerStore(db), member.id)
    return {
        "min": format_minor(parse_minor(rules.min)),
        "max": format_minor(parse_minor(rules.max)),
        "feePercent": format_minor(rules.feeBps),  # basis points / 100
        "feeMin": format_minor(parse_minor(rules.feeMin)),
        "dailyCount": rules.dailyCount,
        "remainingToday": max(rules.dailyCount - used, 0),
        "autoReceiveMinutes": rules.autoReceiveMinutes,
        "reviewMinutes": rules.reviewMinutes,
        "maxCards": rules.maxCards,
        "banks": [bank.model_dump() for bank in rules.banks],
        "cards": [
            {
                "id": card.id,
                "bankCode": card.bank_code,
                "bankName": _bank_name(fixtures, card.bank_code),
                "accountNumber": mask_number(card.account_number),
                "accountName": card.account_name,
            }
            for card in store.cards_of(db, member.id)
        ],
        "hasPaymentPassword": bool(payment_password),
        "payeeName": member.payee_name,
        "available": format_minor(wallet.available),
    }


def _bank_name(fixtures: Fixtures, code: str) -> str:
    banks = fixtures.brand.payments.withdraw.banks
    return next((bank.name for bank in banks if bank.code == code), code)


def order_value(db: Database, fixtures: Fixtures, w: Withdrawal) -> dict[str, Any]:
    card = store.card(db, w.card_id)
    received = w.net if w.status in RECEIVED else 0
    refunded = w.status == "refunded"
    return {
        "orderNo": w.order_no,
        "amount": format_minor(w.amount),
        "fee": format_minor(w.fee),
        "netAmount": format_minor(w.net),
        "receivedAmount": format_minor(received),
        "remainingAmount": format_minor(0 if refunded else w.net - received),
        "status": w.status,
        "bankName": _bank_name(fixtures, card.bank_code) if card else "",
        "accountNumber": mask_number(card.account_number) if card else "",
        "createdAt": w.created_at,
        "paidAt": w.paid_at,
        "autoReceiveAt": w.auto_receive_at if w.status == "paid" else None,
        "closedAt": w.closed_at,
        "remark": w.remark,
        "canConfirm": w.status == "paid",
    }


async def request(
    db: Database,
    passwords: Passwords,
    fixtures: Fixtures,
    member: Member,
    body: WithdrawBody,
    *,
    now: int,
) -> Withdrawal:
    """A new request, or the one this requestId made already (the client retried)."""
    amount = amount_of(body.amount, "amount")
    existing = store.by_request(db, member.id, str(body.requestId))
    if existing is not None:
        if (existing.card_id, existing.amount) != (body.cardId, amount):
            raise DomainError("request.conflict", field="requestId")
        return existing
    rules = fixtures.brand.payments.withdraw
    low, high = parse_minor(rules.min), parse_minor(rules.max)
    if not low <= amount <= high:
        raise DomainError(
            "withdraw.amount.invalid",
            f"The amount must be between {format_minor(low)} and {format_minor(high)}",
            field="amount",
            value={"min": format_minor(low), "max": format_minor(high)},
        )
    card = store.card(db, body.cardId)
    if card is None or card.member_id != member.id:
        raise DomainError("bank.card.not.found", field="cardId")
    require_met(db, member.id, now)  # every bonus's rollover (features/promotions/rollover.py)
    await check_payment_password(db, passwords, member, body.paymentPassword, now)
    fee = fee_for(fixtures, amount)
    with db.transaction():
        if store.count_since(db, member.id, today_start(fixtures, now)) >= rules.dailyCount:
            raise DomainError("withdraw.daily.limit")
        ledger = LedgerStore(db)
        wallet = main_wallet(ledger, member.id)
        if wallet.available < amount:
            raise DomainError("insufficient.funds", field="amount")
        order_no = next_number(db, "W", now)
        memo = {"orderNo": order_no}
        ledger.reserve(
            f"wd:{order_no}",
            wallet,
            ledger.system(PAYMENTS_CODE),
            amount - fee,
            kind="withdraw",
            now=now,
            memo=memo,
        )
        if fee:
            ledger.reserve(
                f"wd-fee:{order_no}",
                main_wallet(ledger, member.id),
                ledger.system(HOUSE_CODE),
                fee,
                kind="withdraw_fee",
                now=now,
                memo=memo,
            )
        w = Withdrawal(
            order_no=order_no,
            member_id=member.id,
            request_id=str(body.requestId),
            card_id=card.id,
            amount=amount,
            fee=fee,
            status="reviewing",
            hold=0,
            created_at=now,
            paid_at=None,
            auto_receive_at=None,
            closed_at=None,
            remark=None,
        )
        store.insert(db, w)
        record(
            db,
            now,
            "withdraw.requested",
            member.account,
            orderNo=order_no,
            amount=format_minor(amount),
            fee=format_minor(fee),
        )
    return w


def _settle(db: Database, w: Withdrawal, *, post: bool, now: int) -> None:
    ledger = LedgerStore(db)
    suffix = "post" if post else "void"
    for reference in (f"wd:{w.order_no}", f"wd-fee:{w.order_no}"):
        pending = ledger.transfer(reference)
        if pending is not None:
            ledger.settle(f"{reference}:{suffix}", pending, post=post, now=now)


def _account(db: Database, w: Withdrawal) -> str | None:
    member = MemberStore(db).by_id(w.member_id)
    return member.account if member else None


def _require(w: Withdrawal | None, *states: str) -> Withdrawal:
    if w is None:
        raise DomainError("withdraw.not.found", field="orderNo")
    if w.status not in states:
        raise DomainError("withdraw.state.invalid", value={"status": w.status})
    return w


def approve(db: Database, fixtures: Fixtures, order_no: str, now: int) -> Withdrawal:
    """The desk pays out: the reserves are posted and the member told (a WITHDRAW
    message); they have autoReceiveMinutes to say whether the money arrived."""
    with db.transaction():
        w = _require(store.get(db, order_no), "reviewing")
        _settle(db, w, post=True, now=now)
        minutes = fixtures.brand.payments.withdraw.autoReceiveMinutes
        store.update(
            db, order_no, status="paid", paid_at=now, auto_receive_at=now + minutes * MINUTE
        )
        params = {"orderNo": order_no, "amount": w.amount, "received": w.net, "fee": w.fee}
        send_message(db, w.member_id, "WITHDRAW", params, now, key=f"withdraw:{order_no}")
        record(db, now, "withdraw.paid", _account(db, w), orderNo=order_no)
    return _fresh(db, order_no)


def reject(db: Database, order_no: str, remark: str | None, now: int) -> Withdrawal:
    with db.transaction():
        w = _require(store.get(db, order_no), "reviewing")
        _settle(db, w, post=False, now=now)
        store.update(db, order_no, status="rejected", closed_at=now, remark=remark)
        record(db, now, "withdraw.rejected", _account(db, w), orderNo=order_no)
    return _fresh(db, order_no)


def set_hold(db: Database, order_no: str, hold: bool, now: int) -> Withdrawal:
    w = _require(store.get(db, order_no), "reviewing")
    store.update(db, order_no, hold=int(hold))
    record(
        db, now, "withdraw.held" if hold else "withdraw.released", _account(db, w), orderNo=order_no
    )
    return _fresh(db, order_no)


def confirm_received(db: Database, member: Member, order_no: str, now: int) -> Withdrawal:
    w = _own(db, member, order_no)
    _require(w, "paid")
    store.update(db, order_no, status="received", closed_at=now)
    record(db, now, "withdraw.received", member.account, orderNo=order_no, by="member")
    return _fresh(db, order_no)


def report_not_received(
    db: Database, member: Member, body: NotReceivedBody, now: int
) -> Withdrawal:
    """The member says the money did not arrive; a png or jpeg proof (5 MB at most) is
    required. The auto-receive timer stops; the desk decides."""
    w = _own(db, member, body.orderNo)
    _require(w, "paid")
    if not (body.image or "").strip():
        raise DomainError("field.required", "A proof image is required", field="image")
    content_type, data = decode_image(body.image)
    with db.transaction():
        store.save_proof(
            db, body.orderNo, content_type=content_type, data=data, remark=body.remark, now=now
        )
        store.update(db, body.orderNo, status="not_received", remark=body.remark)
        record(db, now, "withdraw.not_received", member.account, orderNo=body.orderNo)
    return _fresh(db, body.orderNo)


def refund(db: Database, order_no: str, remark: str | None, now: int) -> Withdrawal:
    """The desk agrees the payout failed: a reversing transfer returns it (and the fee)."""
    with db.transaction():
        w = _require(store.get(db, order_no), "not_received")
        ledger = LedgerStore(db)
        wallet = main_wallet(ledger, w.member_id)
        memo = {"orderNo": order_no}
        ledger.post(
            f"wd-refund:{order_no}",
            ledger.system(PAYMENTS_CODE),
            wallet,
            w.net,
            kind="withdraw_refund",
            now=now,
            memo=memo,
        )
        if w.fee:
            ledger.post(
                f"wd-fee-refund:{order_no}",
                ledger.system(HOUSE_CODE),
                main_wallet(ledger, w.member_id),
                w.fee,
                kind="withdraw_refund",
                now=now,
                memo=memo,
            )
        store.update(db, order_no, status="refunded", closed_at=now, remark=remark)
        record(db, now, "withdraw.refunded", _account(db, w), orderNo=order_no)
    return _fresh(db, order_no)


def force_receive(db: Database, order_no: str, remark: str | None, now: int) -> Withdrawal:
    """The desk finds the money did arrive: received, nothing refunded."""
    w = _require(store.get(db, order_no), "not_received", "paid")
    store.update(db, order_no, status="force_received", closed_at=now, remark=remark)
    record(db, now, "withdraw.received", _account(db, w), orderNo=order_no, by="desk")
    return _fresh(db, order_no)


def review_due(app_db: Database, fixtures: Fixtures, due: int) -> dict[str, Any]:
    """The job: requests that waited the review minutes (and are not held) are paid."""
    minutes = fixtures.brand.payments.withdraw.reviewMinutes
    paid = []
    for order_no in store.due_for_review(app_db, due - minutes * MINUTE):
        approve(app_db, fixtures, order_no, due)
        paid.append(order_no)
    return {"paid": paid}


def receive_due(db: Database, due: int) -> dict[str, Any]:
    """The job: payouts nobody answered within autoReceiveMinutes count as received."""
    done = []
    with db.transaction():
        for order_no in store.due_for_receipt(db, due):
            w = store.get(db, order_no)
            store.update(db, order_no, status="auto_received", closed_at=due)
            record(
                db,
                due,
                "withdraw.received",
                _account(db, w) if w else None,
                orderNo=order_no,
                by="timer",
            )
            done.append(order_no)
    return {"received": done}


def _own(db: Database, member: Member, order_no: str) -> Withdrawal:
    w = store.get(db, order_no)
    if w is None or w.member_id != member.id:
        raise DomainError("withdraw.not.found", field="orderNo")
    return w


def _fresh(db: Database, order_no: str) -> Withdrawal:
    w = store.get(db, order_no)
    assert w is not None
    return w
