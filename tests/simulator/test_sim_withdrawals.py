"""Withdrawals: bank binding, payment password, limits and fees, the reserve held
while in review, paid or rejected on the clock or by the desk, then received by the member,
by the timer, or disputed with a proof and refunded or forced."""

from __future__ import annotations

import base64
import uuid

from playkit import auth, balance, minor
from simkit import Sim

SETTING = "/wps/relay/MCSFE_getWithdrawSetting"
BIND = "/wps/relay/MCSFE_bindBankCard"
WITHDRAW = "/wps/relay/MCSFE_withdraw"
ORDERS = "/wps/relay/MCSFE_getWithdrawOrders"
CONFIRM = "/wps/relay/MCSFE_confirmWithdrawReceipt"
NOT_RECEIVED = "/wps/relay/MCSFE_reportWithdrawNotReceived"
PAYPASS = "123456"
PNG = "data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 64).decode()


async def _ready(sim: Sim, username: str = "demo01") -> tuple[dict[str, str], int]:
    """Session headers and a bound card id, with the payment password set."""
    headers = await auth(sim, username)
    body = {
        "paymentPassword": PAYPASS,
        "confirmPaymentPassword": PAYPASS,
        "password": "demo1234",
    }
    result = await sim.send("PUT", "/wps/member/password/payment", body, headers=headers)
    assert result["success"], result
    card = {
        "bankCode": "VCB",
        "accountNumber": "0071000123456",
        "accountName": "Demo Player",
        "paymentPassword": PAYPASS,
    }
    bound = await sim.send("POST", BIND, card, headers=headers)
    assert bound["success"], bound
    return headers, bound["value"]["cards"][0]["id"]


async def _withdraw(
    sim: Sim, headers: dict, card: int, amount: str, status: int = 200, **extra: object
) -> dict:
    body = {
        "cardId": card,
        "amount": amount,
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
        **extra,
    }
    return await sim.send("POST", WITHDRAW, body, headers=headers, status=status)


async def _setting(sim: Sim, headers: dict) -> dict:
    return await sim.value("GET", SETTING, headers=headers)


async def test_binding_rules(sim: Sim) -> None:
    headers = await auth(sim)
    card = {"bankCode": "VCB", "accountNumber": "0071000123456", "accountName": "Demo Player"}
    refused = await sim.send(
        "POST", BIND, {**card, "paymentPassword": PAYPASS}, headers=headers, status=400
    )
    assert refused["errorCode"] == "payment.password.not.set"
    headers, _ = await _ready(sim)
    value = await _setting(sim, headers)
    assert value["cards"] == [
        {
            "id": value["cards"][0]["id"],
            "bankCode": "VCB",
            "bankName": "Vietcombank",
            "accountNumber": "*********3456",
            "accountName": "DEMO PLAYER",
        }
    ]
    assert value["payeeName"] == "DEMO PLAYER" and value["hasPaymentPassword"] is True
    cases = [
        ({"accountNumber": "12ab"}, "field.invalid"),
        ({"bankCode": "NOPE", "accountNumber": "1234567"}, "field.invalid"),
        ({"accountNumber": "1234567", "accountName": "Someone Else"}, "bank.card.name.mismatch"),
        ({"accountNumber": "0071000123456"}, "bank.card.exists"),
        ({"accountNumber": "1234567", "paymentPassword": "000000"}, "payment.password.invalid"),
    ]
    base = {**card, "paymentPassword": PAYPASS}
    for change, code in cases:
        result = await sim.send("POST", BIND, {**base, **change}, headers=headers, status=400)
        assert result["errorCode"] == code, (change, result)
    # The same number cannot be bound by another member either.
    other = await auth(sim, "agent01")
    await sim.send(
        "PUT",
        "/wps/member/password/payment",
        {"paymentPassword": PAYPASS, "confirmPaymentPassword": PAYPASS, "password": "demo1234"},
        headers=other,
    )
    taken = {**base, "accountName": "Agent One"}
    result = await sim.send("POST", BIND, taken, headers=other, status=400)
    assert result["errorCode"] == "bank.card.exists"
    plain = await sim.call("POST", BIND, json=base, headers=headers, status=400)
    assert plain["errorCode"] == "encryption.required"


async def test_request_reserves_then_the_desk_pays_on_the_clock(sim: Sim) -> None:
    headers, card = await _ready(sim)
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    before = minor(await balance(sim, headers))
    result = await _withdraw(sim, headers, card, "200000")
    order = result["value"]
    assert (order["status"], order["amount"], order["fee"]) == ("reviewing", "200000.00", "5000.00")
    assert order["netAmount"] == "195000.00" and order["remainingAmount"] == "195000.00"
    value = await sim.value("GET", "/wps/v2/wallets/balance", headers=headers)
    assert minor(value["sumBalance"]) == before - 20_000_000
    assert value["frozenBalance"] == "200000.00"
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] and check["pending"] == {"count": 2, "amount": "200000.00"}

    # Reviewed at the first minute tick 5 minutes after the request.
    ran = await sim.control("POST", "/__sim/clock", {"advance": "6m"})
    assert any(r["job"] == "withdrawals.review" and r["result"]["paid"] for r in ran["ran"])
    listed = await sim.value("GET", ORDERS, headers=headers)
    paid = listed["list"][0]
    assert paid["status"] == "paid" and paid["canConfirm"] is True
    value = await sim.value("GET", "/wps/v2/wallets/balance", headers=headers)
    assert value["frozenBalance"] == "0.00" and minor(value["sumBalance"]) == before - 20_000_000

    done = await sim.value("POST", CONFIRM, json={"orderNo": paid["orderNo"]}, headers=headers)
    assert (done["status"], done["receivedAmount"], done["remainingAmount"]) == (
        "received",
        "195000.00",
        "0.00",
    )
    await sim.error(
        "POST",
        CONFIRM,
        "withdraw.state.invalid",
        409,
        json={"orderNo": paid["orderNo"]},
        headers=headers,
    )
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] and check["pending"]["count"] == 0


async def test_rejected_request_gives_everything_back(sim: Sim) -> None:
    headers, card = await _ready(sim)
    before = await balance(sim, headers)
    order = (await _withdraw(sim, headers, card, "150000"))["value"]
    rejected = await sim.control(
        "POST", f"/__sim/withdrawals/{order['orderNo']}", {"action": "reject", "remark": "KYC"}
    )
    assert rejected["status"] == "rejected"
    assert await balance(sim, headers) == before
    again = await sim.call(
        "POST", f"/__sim/withdrawals/{order['orderNo']}", json={"action": "approve"}, status=409
    )
    assert again["errorCode"] == "withdraw.state.invalid"


async def test_unanswered_payout_is_received_by_the_timer(sim: Sim) -> None:
    headers, card = await _ready(sim)
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    order = (await _withdraw(sim, headers, card, "100000"))["value"]
    await sim.control("POST", f"/__sim/withdrawals/{order['orderNo']}", {"action": "approve"})
    await sim.control("POST", "/__sim/clock", {"advance": "29m"})
    assert (await sim.value("GET", ORDERS, headers=headers))["list"][0]["status"] == "paid"
    # The timer job ticks each minute: received at the first tick after 30 minutes.
    await sim.control("POST", "/__sim/clock", {"advance": "2m"})
    shown = (await sim.value("GET", ORDERS, headers=headers))["list"][0]
    assert shown["status"] == "auto_received" and shown["receivedAmount"] == "95000.00"
    events = await sim.control("GET", "/__sim/journal?type=withdraw.received")
    assert events[0]["data"]["by"] == "timer"


async def test_not_received_needs_a_proof_then_refund_or_forced_receipt(sim: Sim) -> None:
    headers, card = await _ready(sim)
    start = minor(await balance(sim, headers))
    orders = []
    for _ in range(2):
        order = (await _withdraw(sim, headers, card, "100000"))["value"]
        await sim.control("POST", f"/__sim/withdrawals/{order['orderNo']}", {"action": "approve"})
        orders.append(order["orderNo"])
    assert minor(await balance(sim, headers)) == start - 20_000_000
    first, second = orders
    await sim.error(
        "POST", NOT_RECEIVED, "field.required", json={"orderNo": first}, headers=headers
    )
    gif = "data:image/gif;base64," + base64.b64encode(b"GIF89a").decode()
    await sim.error(
        "POST",
        NOT_RECEIVED,
        "field.invalid",
        json={"orderNo": first, "image": gif},
        headers=headers,
    )
    fake = "data:image/png;base64," + base64.b64encode(b"not a png").decode()
    await sim.error(
        "POST",
        NOT_RECEIVED,
        "field.invalid",
        json={"orderNo": first, "image": fake},
        headers=headers,
    )
    for order_no in orders:
        body = {"orderNo": order_no, "image": PNG, "remark": "Nothing arrived"}
        shown = await sim.value("POST", NOT_RECEIVED, json=body, headers=headers)
        assert shown["status"] == "not_received" and shown["canConfirm"] is False
    proof = await sim.client.get(f"/__sim/withdrawals/{first}/proof")
    assert proof.content_type == "image/png"

    refunded = await sim.control("POST", f"/__sim/withdrawals/{first}", {"action": "refund"})
    assert refunded["status"] == "refunded" and refunded["remainingAmount"] == "0.00"
    forced = await sim.control("POST", f"/__sim/withdrawals/{second}", {"action": "force_receive"})
    assert forced["status"] == "force_received"
    # The refund returns the first payout and its fee; the forced one stays paid out.
    assert minor(await balance(sim, headers)) == start - 10_000_000
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] and check["negative"] == []


async def test_limits_password_lock_and_retries(sim: Sim) -> None:
    headers, card = await _ready(sim)
    low = await _withdraw(sim, headers, card, "99999", 400)
    assert low["errorCode"] == "withdraw.amount.invalid"
    assert low["value"] == {"min": "100000.00", "max": "200000000.00"}
    poor = await auth(sim, "newbie01")
    assert (await _withdraw(sim, poor, card, "100000", 404))["errorCode"] == "bank.card.not.found"
    too_much = await _withdraw(sim, headers, card, "150000000", 400)
    assert too_much["errorCode"] == "insufficient.funds"
    body = {
        "cardId": card,
        "amount": "100000",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    first = await sim.send("POST", WITHDRAW, body, headers=headers)
    again = await sim.send("POST", WITHDRAW, body, headers=headers)
    assert first["value"]["orderNo"] == again["value"]["orderNo"]
    changed = await sim.send(
        "POST", WITHDRAW, {**body, "amount": "120000"}, headers=headers, status=409
    )
    assert changed["errorCode"] == "request.conflict"
    for _ in range(4):
        assert (await _withdraw(sim, headers, card, "100000"))["success"]
    assert (await _setting(sim, headers))["remainingToday"] == 0
    limited = await _withdraw(sim, headers, card, "100000", 400)
    assert limited["errorCode"] == "withdraw.daily.limit"
    for _ in range(5):
        wrong = await _withdraw(sim, headers, card, "100000", 400, paymentPassword="000000")
        assert wrong["errorCode"] == "payment.password.invalid"
    locked = await _withdraw(sim, headers, card, "100000", 429)
    assert locked["errorCode"] == "TOO_MANY_REQUESTS"
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] and check["pending"]["count"] == 10
