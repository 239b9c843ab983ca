"""Deposits: channels and limits, the payment page completed or abandoned, the credit
posted once however often the callback comes, the first-deposit bonus (a promotion the
member joins first) once per member."""

from __future__ import annotations

import uuid
from urllib.parse import parse_qs, urlsplit

from playkit import auth, balance, minor
from simkit import Sim

CHANNELS = "/wps/relay/MCSFE_getDepositChannels"
CREATE = "/wps/relay/MCSFE_createDeposit"
ORDER = "/wps/relay/MCSFE_getDepositOrder"
ORDERS = "/wps/relay/MCSFE_getDepositOrders"
CHECK = "/__sim/ledger/check"
PROMOTIONS = "/wps/relay/PROMOFE_getPromotionList"
JOIN = "/wps/relay/MCSFE_signUpPromotionJoin"


async def _join_first_deposit(sim: Sim, headers: dict[str, str]) -> None:
    listed = await sim.value("GET", PROMOTIONS, params={"type": "DEPOSIT"})
    offer = next(p for p in listed["list"] if p["code"] == "FIRST_DEPOSIT")
    joined = await sim.value("POST", JOIN, json={"promotionId": offer["id"]}, headers=headers)
    assert joined["state"] == "JOINED"


async def _order(sim: Sim, headers: dict[str, str], amount: str, channel: str = "BANK") -> dict:
    body = {"channel": channel, "amount": amount, "requestId": str(uuid.uuid4())}
    return await sim.value("POST", CREATE, json=body, headers=headers)


def _token(order: dict) -> str:
    return parse_qs(urlsplit(order["payUrl"]).query)["t"][0]


async def _pay(sim: Sim, order: dict) -> dict:
    return await sim.value(
        "POST", "/pay/api/complete", json={"orderNo": order["orderNo"], "t": _token(order)}
    )


async def test_channels_carry_limits_quick_amounts_and_bonus(sim: Sim) -> None:
    headers = await auth(sim)
    value = await sim.value("GET", CHANNELS, headers={**headers, "Language": "TY"})
    bank = next(c for c in value["channels"] if c["code"] == "BANK")
    assert bank["name"] == "Chuyển khoản ngân hàng"
    assert (bank["min"], bank["max"]) == ("50000.00", "500000000.00")
    assert bank["quickAmounts"][0] == "100000.00"
    assert bank["icon"].startswith("http://sim.test:9000/cdn/")
    # The first-deposit promotion's terms; eligible once the member joined it.
    assert value["firstDepositBonus"] == {"eligible": False, "percent": "10.00", "max": "500000.00"}
    await _join_first_deposit(sim, headers)
    value = await sim.value("GET", CHANNELS, headers=headers)
    assert value["firstDepositBonus"]["eligible"] is True


async def test_paid_deposit_credits_once_with_first_deposit_bonus(sim: Sim) -> None:
    headers = await auth(sim)
    await _join_first_deposit(sim, headers)
    before = minor(await balance(sim, headers))
    order = await _order(sim, headers, "200000")
    assert order["status"] == "pending" and order["amount"] == "200000.00"
    assert order["payUrl"].startswith(f"http://sim.test:9000/pay/{order['orderNo']}?")
    page = await sim.client.get(
        urlsplit(order["payUrl"]).path + "?" + urlsplit(order["payUrl"]).query
    )
    assert page.status == 200 and order["orderNo"] in await page.text()
    assert "frame-ancestors" in page.headers["Content-Security-Policy"]

    assert (await _pay(sim, order))["status"] == "paid"
    # The gateway retries its callback; QA replays it: no money moves again.
    again = await sim.control("POST", f"/__sim/deposits/{order['orderNo']}/callback")
    assert again == {"orderNo": order["orderNo"], "status": "paid", "callbacks": 2}
    await _pay(sim, order)

    bonus = 2_000_000  # 10% of 200,000.00 in minor units
    assert minor(await balance(sim, headers)) == before + 20_000_000 + bonus
    paid = await sim.value("GET", ORDER, params={"orderNo": order["orderNo"]}, headers=headers)
    assert (paid["status"], paid["bonus"]) == ("paid", "20000.00") and "payUrl" not in paid
    # demo01's own: the seeded agent team's history has paid deposits of its own.
    posted = await sim.control("GET", "/__sim/journal?type=deposit.paid&player=demo01")
    assert len(posted) == 1
    # A second deposit earns no bonus.
    second = await _order(sim, headers, "100000", "MOMO")
    await _pay(sim, second)
    assert minor(await balance(sim, headers)) == before + 30_000_000 + bonus
    channels = await sim.value("GET", CHANNELS, headers=headers)
    assert channels["firstDepositBonus"]["eligible"] is False
    listed = await sim.value("GET", ORDERS, headers=headers)
    assert [o["orderNo"] for o in listed["list"]] == [second["orderNo"], order["orderNo"]]
    check = await sim.control("GET", CHECK)
    assert check["balanced"] is True and check["negative"] == []


async def test_limits_retries_and_bad_input(sim: Sim) -> None:
    headers = await auth(sim)
    low = {"channel": "BANK", "amount": "49999.99", "requestId": str(uuid.uuid4())}
    body = await sim.error("POST", CREATE, "deposit.amount.invalid", json=low, headers=headers)
    assert body["value"] == {"min": "50000.00", "max": "500000000.00"}
    for amount in ("-5", "1.234", "abc", ""):
        bad = {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}
        code = "field.required" if amount == "" else "field.invalid"
        await sim.error("POST", CREATE, code, json=bad, headers=headers)
    unknown = {"channel": "PAYPAL", "amount": "100000", "requestId": str(uuid.uuid4())}
    await sim.error("POST", CREATE, "deposit.channel.invalid", json=unknown, headers=headers)
    await sim.error("POST", CREATE, "request.invalid", json={"channel": "BANK"}, headers=headers)
    same = {"channel": "BANK", "amount": "100000", "requestId": str(uuid.uuid4())}
    first = await sim.value("POST", CREATE, json=same, headers=headers)
    assert (await sim.value("POST", CREATE, json=same, headers=headers)) == first
    changed = {**same, "amount": "200000"}
    await sim.error("POST", CREATE, "request.conflict", 409, json=changed, headers=headers)


async def test_abandoned_order_expires_on_the_clock_and_cannot_be_paid(sim: Sim) -> None:
    headers = await auth(sim)
    before = await balance(sim, headers)
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    order = await _order(sim, headers, "100000")
    ran = await sim.control("POST", "/__sim/clock", {"advance": "31m"})
    assert any(r["job"] == "deposits.expire" and r["result"]["expired"] for r in ran["ran"])
    found = await sim.value("GET", ORDER, params={"orderNo": order["orderNo"]}, headers=headers)
    assert found["status"] == "expired"
    pay = {"orderNo": order["orderNo"], "t": _token(order)}
    await sim.error("POST", "/pay/api/complete", "deposit.expired", json=pay)
    cancelled = await _order(sim, headers, "100000")
    done = await sim.value(
        "POST", "/pay/api/cancel", json={"orderNo": cancelled["orderNo"], "t": _token(cancelled)}
    )
    assert done["status"] == "cancelled"
    await sim.error(
        "POST",
        "/pay/api/complete",
        "deposit.not.pending",
        json={"orderNo": cancelled["orderNo"], "t": _token(cancelled)},
    )
    assert await balance(sim, headers) == before


async def test_orders_belong_to_their_member_and_tokens_are_checked(sim: Sim) -> None:
    demo = await auth(sim)
    order = await _order(sim, demo, "100000")
    other = await auth(sim, "agent01")
    query = {"orderNo": order["orderNo"]}
    await sim.error("GET", ORDER, "deposit.not.found", 404, params=query, headers=other)
    wrong = {"orderNo": order["orderNo"], "t": "x" * 32}
    await sim.error("POST", "/pay/api/complete", "deposit.not.found", 404, json=wrong)
    page = await sim.client.get(f"/pay/{order['orderNo']}?t={'x' * 32}")
    assert page.status == 404


CANCEL = "/wps/relay/MCSFE_cancelDeposit"


async def test_member_cancels_own_pending_order_and_it_can_no_longer_be_paid(sim: Sim) -> None:
    headers = await auth(sim)
    before = await balance(sim, headers)
    order = await _order(sim, headers, "100000")
    done = await sim.value("POST", CANCEL, json={"orderNo": order["orderNo"]}, headers=headers)
    assert (done["orderNo"], done["status"]) == (order["orderNo"], "cancelled")
    assert "payUrl" not in done
    listed = await sim.value("GET", ORDERS, headers=headers)
    assert listed["list"][0]["status"] == "cancelled"
    journal = await sim.control("GET", "/__sim/journal?type=deposit.cancelled&player=demo01")
    assert [(e["data"]["orderNo"], e["data"]["by"]) for e in journal] == [
        (order["orderNo"], "member")
    ]
    # Cancelling again is refused, saying why.
    again = await sim.error(
        "POST", CANCEL, "deposit.not.pending", json={"orderNo": order["orderNo"]}, headers=headers
    )
    assert again["value"] == {"status": "cancelled"}
    # Neither the payment page nor the gateway's callback credits it any more.
    pay = {"orderNo": order["orderNo"], "t": _token(order)}
    await sim.error("POST", "/pay/api/complete", "deposit.not.pending", json=pay)
    response = await sim.client.post(f"/__sim/deposits/{order['orderNo']}/callback")
    refused = await response.json()
    assert response.status == 400 and refused["errorCode"] == "deposit.not.pending"
    assert await balance(sim, headers) == before
    assert await sim.control("GET", "/__sim/journal?type=deposit.paid&player=demo01") == []
    ignored = await sim.control("GET", "/__sim/journal?type=deposit.callback.refused")
    assert [e["data"]["orderNo"] for e in ignored] == [order["orderNo"]]
    check = await sim.control("GET", CHECK)
    assert check["balanced"] is True and check["negative"] == []
    # A cancelled order no longer counts among the five unpaid ones.
    for _ in range(5):
        await _order(sim, headers, "100000")


async def test_cancel_refuses_other_members_paid_and_expired_orders(sim: Sim) -> None:
    demo = await auth(sim)
    other = await auth(sim, "agent01")
    mine = await _order(sim, demo, "100000")
    query = {"orderNo": mine["orderNo"]}
    await sim.error("POST", CANCEL, "deposit.not.found", 404, json=query, headers=other)
    assert (await sim.value("GET", ORDER, params=query, headers=demo))["status"] == "pending"

    paid = await _order(sim, demo, "100000")
    await _pay(sim, paid)
    refused = await sim.error(
        "POST", CANCEL, "deposit.not.pending", json={"orderNo": paid["orderNo"]}, headers=demo
    )
    assert refused["value"] == {"status": "paid"}

    await sim.control("POST", "/__sim/clock", {"freeze": True})
    late = await _order(sim, demo, "100000")
    await sim.control("POST", "/__sim/clock", {"advance": "31m"})
    await sim.error(
        "POST", CANCEL, "deposit.expired", json={"orderNo": late["orderNo"]}, headers=demo
    )

    await sim.error("POST", CANCEL, "request.invalid", json={"orderNo": "X1"}, headers=demo)
    unknown = {"orderNo": "D20990101000001"}
    await sim.error("POST", CANCEL, "deposit.not.found", 404, json=unknown, headers=demo)
    await sim.error("GET", CANCEL, "method.not.allowed", 405, params=query, headers=demo)
    check = await sim.control("GET", CHECK)
    assert check["balanced"] is True and check["negative"] == []
