"""Contract: the points calls through the BFF against the in-process simulator (docs/contract.md
section 14): config, balance and the mall; a redeem and a conversion encrypted upstream under
passwordCheck/, each answered once per requestId; the point movements in the account record."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp.test_utils import TestClient
from bff_testkit import Browser, Recorder, assert_error

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
RELAY = "/wps/relay/"
CONFIG = RELAY + "MCS2_getPointConfig"
BALANCE = RELAY + "MCS2_getPointBalance"
MALL = RELAY + "MCS2_getPointReward"
REDEEM = RELAY + "passwordCheck/MCS2_redeemPointReward"
REDEEMS = RELAY + "MCS2_getRedeemPointList"
CONVERT = RELAY + "passwordCheck/MCS2_convertPoint"
PAYPASS = "246810"
ADDRESS = "12 Lotus Street, Hanoi"


def minor(amount: str) -> int:
    whole, cents = amount.split(".")
    return int(whole) * 100 + int(cents)


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


async def _member_with_points(
    live_browser: LiveBrowser, sim_client: TestClient, points: int
) -> Browser:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    status, got, _ = await browser.put(
        "/wps/member/password/payment",
        {"paymentPassword": PAYPASS, "confirmPaymentPassword": PAYPASS, "password": "demo1234"},
    )
    assert status == 200, got
    grant = {"account": "demo01", "points": points, "requestId": str(uuid.uuid4())}
    resp = await sim_client.post("/__sim/points/grant", json=grant)
    assert resp.status == 200, await resp.text()
    return browser


async def test_config_balance_and_mall(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    config = await _value(browser, "GET", CONFIG)
    assert config == {
        "earnPer": "10000.00",
        "earnPoints": 1,
        "convertPoints": 100,
        "convertAmount": "10000.00",
        "minConvert": 100,
    }
    before = await _value(browser, "GET", BALANCE)
    assert set(before) >= {"points", "earned", "spent", "pending"}
    grant = {"account": "demo01", "points": 700, "requestId": str(uuid.uuid4())}
    await sim_client.post("/__sim/points/grant", json=grant)
    after = await _value(browser, "GET", BALANCE)
    assert after["points"] == before["points"] + 700  # never cached
    mall = await _value(browser, "GET", MALL, params={"pageSize": "2", "pageNo": "1"})
    assert (mall["pageNo"], mall["pageSize"], len(mall["list"])) == (1, 2, 2)
    assert mall["totalCount"] >= 2 and mall["totalPages"] >= 1
    item = mall["list"][0]
    assert isinstance(item["requiredPoints"], int) and minor(item["requiredAmount"]) >= 0
    assert isinstance(item["quantity"], int) and item["units"]
    sent = recorder.to(MALL)[-1]
    assert sent["headers"]["ModuleId"] == "PTSYS3" and sent["headers"]["Authorization"]
    for bad in ({"pageSize": "101"}, {"status": "PROCESS"}):
        status, got, _ = await browser.get(MALL, params=bad)
        assert_error(status, got, 400, "request.invalid")


async def test_redeem_encrypted_once_and_rejected_by_qa(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await _member_with_points(live_browser, sim_client, 2000)
    start = await _value(browser, "GET", BALANCE)
    mall = await _value(browser, "GET", MALL)
    item = next(r for r in mall["list"] if r["requiredAmount"] == "0.00")
    body = {
        "rewardId": item["id"],
        "quantity": 2,
        "paymentPassword": PAYPASS,
        "address": ADDRESS,
        "mobileNum": "+84 912 345 678",
        "requestId": str(uuid.uuid4()),
    }
    redeem = await _value(browser, "POST", REDEEM, body)
    assert (redeem["status"], redeem["quantity"]) == ("PROCESS", 2)
    assert redeem["points"] == 2 * item["requiredPoints"] and redeem["amount"] == "0.00"
    assert redeem["rewardName"] == item["name"] and redeem["address"] == ADDRESS
    again = await _value(browser, "POST", REDEEM, body)  # the browser retried
    assert again["orderNo"] == redeem["orderNo"]
    sent = recorder.to(REDEEM)[-1]
    assert PAYPASS not in str(sent) and "Lotus" not in str(sent)  # encrypted
    assert sent["headers"]["ModuleId"] == "PTSYS3"
    held = await _value(browser, "GET", BALANCE)
    assert held["points"] == start["points"] - redeem["points"]
    assert held["pending"] == start["pending"] + redeem["points"]
    stock = next(r for r in (await _value(browser, "GET", MALL))["list"] if r["id"] == item["id"])
    assert stock["quantity"] == item["quantity"] - 2
    mine = await _value(browser, "GET", REDEEMS, params={"status": "PROCESS"})
    assert [r["orderNo"] for r in mine["list"]] == [redeem["orderNo"]]

    resp = await sim_client.post(
        f"/__sim/points/redeems/{redeem['orderNo']}",
        json={"decision": "reject", "remark": "out of area"},
    )
    assert resp.status == 200, await resp.text()
    assert await _value(browser, "GET", BALANCE) == start  # the points came back
    rejected = (await _value(browser, "GET", REDEEMS))["list"][0]
    assert (rejected["status"], rejected["remark"]) == ("REJECTED", "out of area")
    assert rejected["decidedAt"] >= rejected["createdAt"]

    wrong = {**body, "mobileNum": "0987654321", "requestId": str(uuid.uuid4())}
    status, got, _ = await browser.post(REDEEM, wrong)
    assert_error(status, got, 400, "points.mobile.mismatch")
    assert 10 * item["requiredPoints"] > start["points"]
    too_many = {**body, "quantity": 10, "requestId": str(uuid.uuid4())}
    status, got, _ = await browser.post(REDEEM, too_many)
    assert_error(status, got, 409, "points.insufficient")
    for bad in ({**body, "address": ""}, {**body, "quantity": 0}, {**body, "paymentPassword": "1"}):
        status, got, _ = await browser.post(REDEEM, bad)
        assert_error(status, got, 400, "request.invalid")


async def test_convert_encrypted_once_and_in_the_account_record(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await _member_with_points(live_browser, sim_client, 1000)
    start = await _value(browser, "GET", BALANCE)
    wallet = await _value(browser, "GET", "/wps/v2/wallets/balance")
    main = next(w for w in wallet["balance"] if w["accountTypeId"] == 2)
    body = {"points": 300, "paymentPassword": PAYPASS, "requestId": str(uuid.uuid4())}
    done = await _value(browser, "POST", CONVERT, body)
    assert (done["points"], done["amount"]) == (300, "30000.00")
    assert done["pointBalance"] == start["points"] - 300
    assert minor(done["balance"]) == minor(main["availBalance"]) + 3_000_000
    again = await _value(browser, "POST", CONVERT, body)  # the browser retried
    assert again == done
    assert PAYPASS not in str(recorder.to(CONVERT)[-1])
    status, got, _ = await browser.post(
        CONVERT, {**body, "points": 150, "requestId": str(uuid.uuid4())}
    )
    assert_error(status, got, 400, "points.convert.invalid")
    status, got, _ = await browser.post(
        CONVERT, {**body, "points": 100_000, "requestId": str(uuid.uuid4())}
    )
    assert_error(status, got, 409, "points.insufficient")

    record = await _value(browser, "GET", RELAY + "ODSFE2_MemTransDet", params={"type": "POINTS"})
    rows = record["list"]
    assert rows and {row["unit"] for row in rows} == {"POINTS"}
    assert rows[0]["kind"] == "points_convert" and rows[0]["amount"] == "-300"
    money = await _value(browser, "GET", RELAY + "ODSFE2_MemTransDet")
    assert {row["unit"] for row in money["list"]} == {"MONEY"}
    assert money["list"][0]["kind"] == "points_convert" and money["list"][0]["amount"] == "30000.00"
