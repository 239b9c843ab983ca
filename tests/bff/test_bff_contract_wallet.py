"""Contract: the money calls through the BFF against the in-process simulator:
deposit and its payment page, wallet transfers, withdrawal with card binding (encrypted
upstream), the not-received proof upload, statements; trial sessions refused before any
upstream call; retries of a requestId move money once."""

from __future__ import annotations

import base64
import io
import json
import uuid
from collections.abc import Awaitable, Callable
from urllib.parse import parse_qs, urlsplit

from aiohttp.test_utils import TestClient
from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import ENTRIES, entry
from bff.features.wallet.entries import WALLET

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
RELAY = "/wps/relay/"
PAYPASS = "246810"
PNG = "data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 32).decode()


def minor(amount: str) -> int:
    whole, cents = amount.split(".")
    return int(whole) * 100 + int(cents)


async def _value(browser: Browser, method: str, path: str, body: object = None, **kw: object):
    status, got, _ = await browser.request(method, path, json_body=body, **kw)  # type: ignore[arg-type]
    assert status == 200, got
    return got["value"]


async def _sum(browser: Browser) -> int:
    return minor((await _value(browser, "GET", "/wps/v2/wallets/balance"))["sumBalance"])


def test_money_entries_refuse_trials_and_never_retry_movements() -> None:
    money = list(WALLET)
    assert len(money) == 19 and all(item in ENTRIES for item in money)
    for item in money:
        assert item.token and item.real_account, item.name
        if "POST" in item.methods:
            assert not item.retry, item.name
    secret = {e.name for e in money if e.encrypted}
    assert secret == {"wallet.upline", "withdraw.bindCard", "withdraw.request"}
    assert entry("statement.transactions").module == "MEMTRANS3"


async def test_deposit_pays_once_and_shows_in_the_account_record(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    before = await _sum(browser)
    channels = await _value(browser, "GET", RELAY + "MCSFE_getDepositChannels")
    assert [c["code"] for c in channels["channels"]] == ["BANK", "MOMO", "ZALOPAY", "CARD"]
    body = {"channel": "MOMO", "amount": "100000", "requestId": str(uuid.uuid4())}
    order = await _value(browser, "POST", RELAY + "MCSFE_createDeposit", body)
    again = await _value(browser, "POST", RELAY + "MCSFE_createDeposit", body)
    assert again["orderNo"] == order["orderNo"]
    token = parse_qs(urlsplit(order["payUrl"]).query)["t"][0]
    paid = await sim_client.post(
        "/pay/api/complete", json={"orderNo": order["orderNo"], "t": token}
    )
    assert (await paid.json())["value"]["status"] == "paid"
    await sim_client.post(f"/__sim/deposits/{order['orderNo']}/callback")
    # 100,000.00, once; no bonus: demo01 did not join the first-deposit promotion.
    assert await _sum(browser) == before + 10_000_000
    shown = await _value(
        browser, "GET", RELAY + "MCSFE_getDepositOrder", params={"orderNo": order["orderNo"]}
    )
    assert shown["status"] == "paid"
    record = await _value(browser, "GET", RELAY + "ODSFE2_MemTransDet")
    kinds = [(row["type"], row["amount"]) for row in record["list"]]
    assert kinds == [("DEPOSIT", "100000.00")]
    assert record["totals"] == {"in": "100000.00", "out": "0.00", "net": "100000.00"}
    bonus = await _value(browser, "GET", RELAY + "PROMOFE_getBonusDetails")
    assert bonus["total"] == "0.00" and bonus["list"] == []
    status, got, _ = await browser.post(RELAY + "MCSFE_createDeposit", {**body, "amount": "1e5"})
    assert_error(status, got, 400, "request.invalid")
    # Other scripts' digits are digits to Python and to the regex engine, never to money.
    for foreign in ("\uff11\uff10\uff10\uff10\uff10\uff10", "\u0661\u0660\u0660\u0660\u0660\u0660"):
        status, got, _ = await browser.post(
            RELAY + "MCSFE_createDeposit",
            {**body, "amount": foreign, "requestId": str(uuid.uuid4())},
        )
        assert_error(status, got, 400, "request.invalid")


async def test_deposit_cancel_relays_the_members_own_pending_order(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    cancel = RELAY + "MCSFE_cancelDeposit"
    assert entry("deposit.cancel").methods == ("POST",) and not entry("deposit.cancel").retry
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    body = {"channel": "BANK", "amount": "100000", "requestId": str(uuid.uuid4())}
    order = await _value(browser, "POST", RELAY + "MCSFE_createDeposit", body)
    query = {"orderNo": order["orderNo"]}
    # CSRF: a mutation without the echoed token never reaches the upstream.
    status, got, _ = await browser.post(cancel, query, xsrf=False)
    assert_error(status, got, 403, "csrf.invalid")
    # Schema: a malformed order number or an unknown field is refused at the edge.
    for bad in ({"orderNo": "D123"}, {**query, "status": "paid"}, {}, {"orderNo": 20261124000001}):
        status, got, _ = await browser.post(cancel, bad)
        assert_error(status, got, 400, "request.invalid")
    assert recorder.to(cancel) == []
    # Another member cannot touch it.
    other = await live_browser()
    await other.post("/wps/session/login", {"username": "agent01", "password": "demo1234"})
    status, got, _ = await other.post(cancel, query)
    assert_error(status, got, 404, "deposit.not.found")

    done = await _value(browser, "POST", cancel, query)
    assert (done["orderNo"], done["status"]) == (order["orderNo"], "cancelled")
    assert "payUrl" not in done
    sent = recorder.to(cancel)[-1]
    assert sent["method"] == "POST" and sent["headers"]["Authorization"]
    assert json.loads(sent["body"]) == query
    status, got, _ = await browser.post(cancel, query)
    assert_error(status, got, 400, "deposit.not.pending")
    assert got["value"] == {"status": "cancelled"}
    listed = await _value(browser, "GET", RELAY + "MCSFE_getDepositOrders")
    assert listed["list"][0]["status"] == "cancelled"
    # The gateway's late callback moves nothing.
    late = await sim_client.post(f"/__sim/deposits/{order['orderNo']}/callback")
    assert late.status == 400
    check = await (await sim_client.get("/__sim/ledger/check")).json()
    assert check["value"]["balanced"] is True


async def test_withdraw_flow_encrypted_upstream_with_proof_upload(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    status, got, _ = await browser.put(
        "/wps/member/password/payment",
        {"paymentPassword": PAYPASS, "confirmPaymentPassword": PAYPASS, "password": "demo1234"},
    )
    assert status == 200, got
    card = {
        "bankCode": "TCB",
        "accountNumber": "19033344455566",
        "accountName": "Demo Player",
        "paymentPassword": PAYPASS,
    }
    setting = await _value(browser, "POST", RELAY + "MCSFE_bindBankCard", card)
    card_id = setting["cards"][0]["id"]
    assert setting["cards"][0]["accountNumber"].endswith("5566")
    sent = recorder.to(RELAY + "MCSFE_bindBankCard")[-1]
    assert PAYPASS not in str(sent) and "19033344455566" not in str(sent)  # encrypted
    before = await _sum(browser)
    body = {
        "cardId": card_id,
        "amount": "300000",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    order = await _value(browser, "POST", RELAY + "MCSFE_withdraw", body)
    assert (order["status"], order["fee"]) == ("reviewing", "5000.00")
    assert await _sum(browser) == before - 30_000_000
    await sim_client.post(f"/__sim/withdrawals/{order['orderNo']}", json={"action": "approve"})
    proof = {"orderNo": order["orderNo"], "image": PNG, "remark": "not yet"}
    disputed = await _value(browser, "POST", RELAY + "MCSFE_reportWithdrawNotReceived", proof)
    assert disputed["status"] == "not_received"
    await sim_client.post(f"/__sim/withdrawals/{order['orderNo']}", json={"action": "refund"})
    assert await _sum(browser) == before
    listed = await _value(browser, "GET", RELAY + "MCSFE_getWithdrawOrders")
    assert listed["list"][0]["status"] == "refunded"
    record = await _value(browser, "GET", RELAY + "ODSFE2_MemTransDet", params={"type": "WITHDRAW"})
    assert [row["kind"] for row in record["list"]] == [
        "withdraw_refund",
        "withdraw_refund",
        "withdraw_fee",
        "withdraw",
    ]
    assert record["totals"]["net"] == "0.00"
    big = b'{"orderNo": "%s", "image": "data:image/png;base64,' % order["orderNo"].encode()
    resp = await browser.client.post(
        RELAY + "MCSFE_reportWithdrawNotReceived",
        data=io.BytesIO(big + b"A" * 7_100_000 + b'"}'),
        headers={"X-XSRF-TOKEN": browser.cookie("XSRF-TOKEN") or ""},
    )
    assert_error(resp.status, await resp.json(), 413, "request.invalid")


async def test_wallet_transfers_and_recover_all(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    merchant = await _value(browser, "GET", RELAY + "GCS_merchantWallet")
    assert merchant == {"isSingle": False, "autoTransfer": True}
    request_id = str(uuid.uuid4())
    body = {
        "fromAccountTypeId": 2,
        "toAccountTypeId": 111,
        "amount": "5000",
        "requestId": request_id,
    }
    moved = await _value(browser, "POST", RELAY + "GCS_walletTransfer", body)
    await _value(browser, "POST", RELAY + "GCS_walletTransfer", body)  # the browser retried
    evo = next(w for w in moved["balance"] if w["accountTypeId"] == 111)
    assert evo["availBalance"] == "5000.00" and evo["displayName"] == "Evolution"
    balance = await _value(browser, "GET", "/wps/v2/wallets/balance")
    assert next(w for w in balance["balance"] if w["accountTypeId"] == 111) == evo
    recovered = await _value(
        browser, "POST", RELAY + "GCS_recoverBalance", {"requestId": str(uuid.uuid4())}
    )
    assert {w["availBalance"] for w in recovered["balance"][1:]} == {"0.00"}
    status, got, _ = await browser.post(RELAY + "GCS_walletTransfer", {**body, "amount": "-1"})
    assert_error(status, got, 400, "request.invalid")


async def test_trial_and_anonymous_sessions_are_refused_before_upstream(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, got, _ = await browser.get(RELAY + "MCSFE_getDepositChannels")
    assert_error(status, got, 401, "login.not.session")
    status, got, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, got
    for method, path, body in (
        ("GET", "MCSFE_getWithdrawSetting", None),
        ("GET", "ODSFE2_MemTransDet", None),
        ("POST", "GCS_recoverBalance", {"requestId": str(uuid.uuid4())}),
        ("POST", "MCSFE_cancelDeposit", {"orderNo": "D20260101000001"}),
        ("POST", "MCSFE_reportWithdrawNotReceived", {"orderNo": "W20260101000001", "image": PNG}),
    ):
        status, got, _ = await browser.request(method, RELAY + path, json_body=body)
        assert_error(status, got, 403, "in_need_true_account")
        assert recorder.to(RELAY + path) == []
