"""Points: earned on settled bets by the cumulative rule, the mall (catalogue, redeems with
their reserves and stock, QA's decision), conversion to balance, the POINTS account record;
points never show as money. The ledger balances after each."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from playkit import ROUND, STATE, auth, balance, minor, round_body, slot
from simkit import MERCHANT, Sim

RELAY = "/wps/relay/"
REDEEM = RELAY + "passwordCheck/MCS2_redeemPointReward"
CONVERT = RELAY + "passwordCheck/MCS2_convertPoint"
PAYPASS = "123456"
MOBILE = "0912345678"  # demo01's registered 912345678 (+84), as people type it
CAP, JERSEY, SPEAKER = 3, 9, 7  # fixtures/point_rewards.yaml ids (file order)
START = "2030-01-01T00:00:00Z"


async def _ready(sim: Sim, username: str = "demo01", password: str = "demo1234") -> dict[str, str]:
    """Session headers of a member with the payment password set."""
    headers = {"Authorization": (await sim.login(username, password))["token"]}
    body = {"paymentPassword": PAYPASS, "confirmPaymentPassword": PAYPASS, "password": password}
    result = await sim.send("PUT", "/wps/member/password/payment", body, headers=headers)
    assert result["success"], result
    return headers


async def _grant(sim: Sim, points: int, account: str = "demo01") -> dict[str, Any]:
    body = {"account": account, "points": points, "requestId": str(uuid.uuid4())}
    return await sim.control("POST", "/__sim/points/grant", body)


async def _points(sim: Sim, headers: dict[str, str]) -> dict[str, int]:
    return await sim.value("GET", RELAY + "MCS2_getPointBalance", headers=headers)


async def _item(sim: Sim, headers: dict[str, str], reward_id: int) -> dict[str, Any]:
    listed = await sim.value("GET", RELAY + "MCS2_getPointReward?pageSize=100", headers=headers)
    return next(item for item in listed["list"] if item["id"] == reward_id)


def _redeem_body(reward_id: int) -> dict[str, Any]:
    return {
        "rewardId": reward_id,
        "quantity": 1,
        "paymentPassword": PAYPASS,
        "address": "12 Nguyen Hue, District 1, Ho Chi Minh City",
        "mobileNum": MOBILE,
        "requestId": str(uuid.uuid4()),
    }


async def _redeem(
    sim: Sim, headers: dict[str, str], reward_id: int, *, status: int = 200, **extra: Any
) -> dict[str, Any]:
    body = {**_redeem_body(reward_id), **extra}
    return await sim.send("POST", REDEEM, body, headers=headers, status=status)


async def _convert(
    sim: Sim, headers: dict[str, str], points: int, *, status: int = 200, **extra: Any
) -> dict[str, Any]:
    body = {"points": points, "paymentPassword": PAYPASS, "requestId": str(uuid.uuid4())}
    return await sim.send("POST", CONVERT, {**body, **extra}, headers=headers, status=status)


async def _decide(sim: Sim, order_no: str, decision: str, status: int = 200) -> dict[str, Any]:
    response = await sim.client.post(
        f"/__sim/points/redeems/{order_no}", json={"decision": decision, "remark": "QA"}
    )
    assert response.status == status
    return await response.json()


async def _balanced(sim: Sim) -> dict[str, Any]:
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"], check
    assert (check["negative"], check["mismatched"], check["points"]["sum"]) == ([], [], "0")
    return check


async def test_config_and_the_module_gate(sim: Sim) -> None:
    headers = await auth(sim)
    config = await sim.value("GET", RELAY + "MCS2_getPointConfig", headers=headers)
    assert config == {
        "earnPer": "10000.00",
        "earnPoints": 1,
        "convertPoints": 100,
        "convertAmount": "10000.00",
        "minConvert": 100,
    }
    assert await _points(sim, headers) == {"points": 0, "earned": 0, "spent": 0, "pending": 0}
    await sim.error("GET", RELAY + "MCS2_getPointBalance", "login.not.session", 401)
    await sim.control("PUT", "/__sim/modules", {"PTSYS3": "0"})
    await sim.error("GET", RELAY + "MCS2_getPointConfig", "function.not.available", headers=headers)
    refused = await _convert(sim, headers, 100, status=400)
    assert refused["errorCode"] == "function.not.available"


async def test_earned_by_playing_on_cumulative_valid_bets(sim: Sim) -> None:
    _, ticket, headers = await slot(sim)
    state = await sim.value("GET", f"{STATE}?t={ticket}")
    earn_per = 1_000_000  # the brand's earnPer, 10000.00
    bet = max(b for b in map(minor, state["game"]["bets"]) if b < earn_per)
    rounds = -(-5 * earn_per // (2 * bet))  # bets worth 2.5 points or a little more
    money = minor(await balance(sim, headers))
    played, wins = [], 0
    for _ in range(rounds):
        value = await sim.value("POST", ROUND, json=round_body(ticket, f"{bet / 100:.2f}"))
        played.append(value["round"]["roundId"])
        wins += minor(value["round"]["win"])
    # No bet alone is worth a point: a rate per bet would have given nothing.
    expected = rounds * bet // earn_per
    assert expected >= 2 and bet // earn_per == 0
    assert await _points(sim, headers) == {
        "points": expected,
        "earned": expected,
        "spent": 0,
        "pending": 0,
    }
    # The bets that completed a point posted it under their round's reference; the others
    # moved nothing and journalled nothing.
    earned = await sim.control("GET", "/__sim/journal?type=points.earned&player=demo01&limit=99")
    assert [e["data"]["points"] for e in earned] == [1] * expected
    assert {e["data"]["reference"] for e in earned} <= {f"points:bet:{r}" for r in played}
    assert all(e["player"] == "demo01" for e in earned)
    # Points are not money: the wallets moved by the bets and wins only.
    assert minor(await balance(sim, headers)) == money - rounds * bet + wins
    await _balanced(sim)


async def test_a_settled_lottery_ticket_earns_its_points(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    headers = await auth(sim)
    body = {"gameCode": "SEA5D_1M", "playType": "5D_LAST2", "numbers": ["19"]}
    first = await sim.value(
        "POST", "/lgw/orders", headers=headers, json={**body, "amount": "25000"}
    )
    second = await sim.value(
        "POST", "/lgw/orders", headers=headers, json={**body, "amount": "5000"}
    )
    assert (await _points(sim, headers))["points"] == 0  # nothing before the draw
    await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    assert (await _points(sim, headers))["points"] == 3  # 30,000 of valid bets
    earned = await sim.control("GET", "/__sim/journal?type=points.earned&player=demo01")
    references = {e["data"]["reference"]: e["data"]["points"] for e in earned}
    first_id, second_id = first["ticket"]["ticketId"], second["ticket"]["ticketId"]
    # 25,000 earns 2 (5,000 left over); 5,000 more completes the third point.
    assert references == {f"points:lotto:{first_id}": 2, f"points:lotto:{second_id}": 1}
    await _balanced(sim)


async def test_catalogue_pages_and_languages(sim: Sim) -> None:
    headers = await auth(sim)
    page = await sim.value(
        "GET", RELAY + "MCS2_getPointReward?pageNo=3&pageSize=4", headers=headers
    )
    assert (page["totalCount"], page["totalPages"], page["pageNo"], page["pageSize"]) == (
        9,
        3,
        3,
        4,
    )
    assert len(page["list"]) == 1
    jersey = page["list"][0]
    assert jersey == {
        "id": JERSEY,
        "name": "Signed jersey (only one)",
        "image": "http://sim.test:9000/cdn/points/jersey.svg",
        "description": "A match jersey signed by the team, a single piece.",
        "requiredPoints": 2000,
        "requiredAmount": "0.00",
        "quantity": 1,
        "units": "piece",
    }
    first = await sim.value(
        "GET",
        RELAY + "MCS2_getPointReward?pageSize=4",
        headers={**headers, "Language": "TY"},
    )
    assert [item["id"] for item in first["list"]] == [1, 2, 3, 4]
    assert first["list"][0]["name"] == "Thẻ nạp điện thoại 50.000₫"
    everything = await sim.value("GET", RELAY + "MCS2_getPointReward?pageSize=100", headers=headers)
    assert any(item["requiredAmount"] != "0.00" for item in everything["list"])
    for item in everything["list"]:
        response = await sim.client.get(item["image"].removeprefix("http://sim.test:9000"))
        assert response.status == 200, item["image"]
    await sim.error(
        "GET", RELAY + "MCS2_getPointReward?pageSize=0", "request.invalid", headers=headers
    )


async def test_redeem_reserves_then_approve_posts(sim: Sim) -> None:
    headers = await _ready(sim)
    money = await balance(sim, headers)
    await _grant(sim, 1_200)
    assert (await balance(sim, headers)) == money  # points are never money
    wallets = await sim.value("GET", "/wps/v2/wallets/balance", headers=headers)
    assert all(w["accountTypeId"] != 0 for w in wallets["balance"])
    stock = (await _item(sim, headers, CAP))["quantity"]
    made = (await _redeem(sim, headers, CAP, quantity=2))["value"]
    assert {k: made[k] for k in ("rewardId", "rewardName", "quantity", "points", "amount")} == {
        "rewardId": CAP,
        "rewardName": "Lucky Lotus cap",
        "quantity": 2,
        "points": 1_000,
        "amount": "0.00",
    }
    assert made["status"] == "PROCESS" and made["orderNo"].startswith("R")
    assert "decidedAt" not in made
    assert await _points(sim, headers) == {
        "points": 200,
        "earned": 1_200,
        "spent": 0,
        "pending": 1_000,
    }
    assert (await _item(sim, headers, CAP))["quantity"] == stock - 2
    check = await _balanced(sim)
    assert check["points"]["pending"] == {"count": 1, "amount": "1000"}
    listed = await sim.value("GET", RELAY + "MCS2_getRedeemPointList", headers=headers)
    assert [r["orderNo"] for r in listed["list"]] == [made["orderNo"]]
    desk = await sim.control("GET", "/__sim/points/redeems?status=PROCESS")
    assert [(r["orderNo"], r["account"], r["mobileNum"]) for r in desk["list"]] == [
        (made["orderNo"], "demo01", "0912345678")
    ]

    approved = (await _decide(sim, made["orderNo"], "approve"))["value"]
    assert (approved["status"], approved["remark"]) == ("APPROVED", "QA")
    assert "decidedAt" in approved
    assert await _points(sim, headers) == {
        "points": 200,
        "earned": 1_200,
        "spent": 1_000,
        "pending": 0,
    }
    again = await _decide(sim, made["orderNo"], "reject", status=409)
    assert again["errorCode"] == "redeem.state.invalid"
    assert (await _item(sim, headers, CAP))["quantity"] == stock - 2
    done = await sim.value(
        "GET", RELAY + "MCS2_getRedeemPointList?status=APPROVED", headers=headers
    )
    assert done["totalCount"] == 1
    none = await sim.value("GET", RELAY + "MCS2_getRedeemPointList?status=PROCESS", headers=headers)
    assert none["list"] == []
    journal = await sim.control("GET", "/__sim/journal?type=points.*")
    assert [e["type"] for e in journal][:3] == [
        "points.approved",
        "points.redeemed",
        "points.granted",
    ]
    missing = await _decide(sim, "R20300101999999", "approve", status=404)
    assert missing["errorCode"] == "redeem.not.found"
    await _balanced(sim)


async def test_reject_returns_points_money_and_stock(sim: Sim) -> None:
    headers = await _ready(sim)
    await _grant(sim, 3_000)
    money = minor(await balance(sim, headers))
    stock = (await _item(sim, headers, SPEAKER))["quantity"]
    made = (await _redeem(sim, headers, SPEAKER))["value"]
    assert (made["points"], made["amount"]) == (3_000, "200000.00")
    wallets = await sim.value("GET", "/wps/v2/wallets/balance", headers=headers)
    assert minor(wallets["sumBalance"]) == money - 20_000_000
    assert wallets["frozenBalance"] == "200000.00"
    assert (await _points(sim, headers))["pending"] == 3_000
    assert (await _balanced(sim))["pending"] == {"count": 1, "amount": "200000.00"}

    rejected = (await _decide(sim, made["orderNo"], "reject"))["value"]
    assert rejected["status"] == "REJECTED"
    assert await _points(sim, headers) == {
        "points": 3_000,
        "earned": 3_000,
        "spent": 0,
        "pending": 0,
    }
    assert minor(await balance(sim, headers)) == money
    assert (await _item(sim, headers, SPEAKER))["quantity"] == stock
    await _balanced(sim)


async def test_refused_redeems_take_nothing(sim: Sim) -> None:
    headers = await _ready(sim)
    await _grant(sim, 700)
    stock = (await _item(sim, headers, CAP))["quantity"]
    cases: list[tuple[dict[str, Any], str, int]] = [
        ({"paymentPassword": "000000"}, "payment.password.invalid", 400),
        ({"mobileNum": "0987654321"}, "points.mobile.mismatch", 400),
        ({"mobileNum": "84 1912345678"}, "points.mobile.mismatch", 400),
        ({"mobileNum": ""}, "field.required", 400),
        ({"address": "   "}, "field.invalid", 400),
        ({"address": "x" * 201}, "field.invalid", 400),
        ({"quantity": 0}, "field.invalid", 400),
        ({"quantity": 11}, "field.invalid", 400),
        ({"quantity": 2}, "points.insufficient", 409),
        ({"rewardId": 999}, "points.reward.not.found", 404),
    ]
    for change, code, status in cases:
        refused = await _redeem(sim, headers, CAP, status=status, **change)
        assert refused["errorCode"] == code, (change, refused)
    poor = await _redeem(sim, headers, SPEAKER, status=409)
    assert poor["errorCode"] == "points.insufficient"
    assert await _points(sim, headers) == {"points": 700, "earned": 700, "spent": 0, "pending": 0}
    assert (await _item(sim, headers, CAP))["quantity"] == stock
    plain = await sim.call("POST", REDEEM, json={"rewardId": CAP}, headers=headers, status=400)
    assert plain["errorCode"] == "encryption.required"
    missing = await sim.call(
        "POST", RELAY + "passwordCheck/MCS2_nothing", headers=headers, status=404
    )
    assert missing["errorCode"] == "path.not.found"
    assert (await _balanced(sim))["points"]["pending"]["count"] == 0


async def test_the_mobile_number_as_people_write_it(sim: Sim) -> None:
    headers = await _ready(sim)
    await _grant(sim, 2_000)
    for written in ("912345678", "+84 912 345 678", "0084912345678", "(091) 234-5678"):
        made = await _redeem(sim, headers, CAP, mobileNum=written)
        assert made["success"], (written, made)
    assert (await _points(sim, headers))["pending"] == 2_000
    await _balanced(sim)


async def _attempt(sim: Sim, headers: dict[str, str], reward_id: int, **extra: Any) -> Any:
    """A redeem whose outcome the caller reads (success or not)."""
    body = {**_redeem_body(reward_id), **extra}
    data, encrypted = await sim.encrypted("POST", REDEEM, body)
    response = await sim.client.post(
        REDEEM, data=data, headers={**MERCHANT, **encrypted, **headers}
    )
    return response.status, await response.json()


async def test_stock_of_one_goes_to_one_of_two_concurrent_redeems(sim: Sim) -> None:
    headers = await _ready(sim)
    other = await _ready(sim, "weak01", "abc123456")  # on the brand's default password
    await _grant(sim, 2_000)
    await _grant(sim, 2_000, "weak01")
    outcomes = await asyncio.gather(
        _attempt(sim, headers, JERSEY),
        _attempt(sim, other, JERSEY, mobileNum="0987654321"),
    )
    statuses = sorted((status, body.get("errorCode")) for status, body in outcomes)
    assert statuses == [(200, None), (409, "points.stock.insufficient")]
    assert (await _item(sim, headers, JERSEY))["quantity"] == 0
    pending = [(await _points(sim, h))["pending"] for h in (headers, other)]
    assert sorted(pending) == [0, 2_000]
    # Nothing left: a third member is refused too, and the stock never goes below zero.
    again = await _redeem(sim, headers, JERSEY, status=409)
    assert again["errorCode"] == "points.stock.insufficient"
    winner = next(body["value"] for status, body in outcomes if status == 200)
    await _decide(sim, winner["orderNo"], "reject")
    assert (await _item(sim, headers, JERSEY))["quantity"] == 1
    too_many = await _redeem(sim, headers, JERSEY, status=409, quantity=2)
    assert too_many["errorCode"] == "points.stock.insufficient"
    await _balanced(sim)


async def test_repeated_request_id_redeems_once(sim: Sim) -> None:
    headers = await _ready(sim)
    await _grant(sim, 2_000)
    request_id = str(uuid.uuid4())
    first, twin = await asyncio.gather(
        _redeem(sim, headers, CAP, requestId=request_id),
        _redeem(sim, headers, CAP, requestId=request_id),
    )
    again = await _redeem(sim, headers, CAP, requestId=request_id)
    assert first["value"] == twin["value"] == again["value"]
    assert await _points(sim, headers) == {
        "points": 1_500,
        "earned": 2_000,
        "spent": 0,
        "pending": 500,
    }
    conflict = await _redeem(sim, headers, CAP, status=409, requestId=request_id, quantity=2)
    assert conflict["errorCode"] == "request.conflict"
    listed = await sim.value("GET", RELAY + "MCS2_getRedeemPointList", headers=headers)
    assert listed["totalCount"] == 1
    await _balanced(sim)


async def test_convert_at_the_brand_ratio_through_the_ledger(sim: Sim) -> None:
    headers = await _ready(sim)
    await _grant(sim, 250)
    money = minor(await balance(sim, headers))
    request_id = str(uuid.uuid4())
    converted = (await _convert(sim, headers, 200, requestId=request_id))["value"]
    assert converted["points"] == 200 and converted["amount"] == "20000.00"
    assert converted["pointBalance"] == 50
    assert minor(converted["balance"]) == money + 2_000_000
    assert minor(await balance(sim, headers)) == money + 2_000_000
    replay = (await _convert(sim, headers, 200, requestId=request_id))["value"]
    assert replay == converted
    conflict = await _convert(sim, headers, 100, status=409, requestId=request_id)
    assert conflict["errorCode"] == "request.conflict"
    assert await _points(sim, headers) == {"points": 50, "earned": 250, "spent": 200, "pending": 0}
    for points in (150, 0, -100, 50):
        invalid = await _convert(sim, headers, points, status=400)
        assert invalid["errorCode"] == "points.convert.invalid", points
    poor = await _convert(sim, headers, 100, status=409)
    assert poor["errorCode"] == "points.insufficient"
    wrong = await _convert(sim, headers, 100, status=400, paymentPassword="000000")
    assert wrong["errorCode"] == "payment.password.invalid"
    assert minor(await balance(sim, headers)) == money + 2_000_000
    posted = await sim.control("GET", "/__sim/journal?type=transfer.posted&limit=5")
    by_reference = {e["data"]["reference"]: e["data"] for e in posted}
    member_ref = next(r for r in by_reference if r.startswith("convert:"))
    member_id = member_ref.split(":")[1]
    assert by_reference[f"convert:{member_id}:{request_id}"]["amount"] == "200"
    assert by_reference[f"convert-amount:{member_id}:{request_id}"] == {
        "reference": f"convert-amount:{member_id}:{request_id}",
        "kind": "points_convert",
        "amount": "20000.00",
        "debit": "bonus:main",
        "credit": "member:" + member_id + ":main",
    }
    await _balanced(sim)


async def _three_points_moves(sim: Sim) -> dict[str, str]:
    """A member granted 1,300 points who converted 100 and had a redemption refused; the
    member's headers."""
    headers = await _ready(sim)
    await _grant(sim, 1_300)
    await _convert(sim, headers, 100)
    made = (await _redeem(sim, headers, CAP))["value"]
    await _decide(sim, made["orderNo"], "reject")
    return headers


async def test_points_in_the_account_record(sim: Sim) -> None:
    headers = await _three_points_moves(sim)
    record = RELAY + "ODSFE2_MemTransDet"
    points = await sim.value("GET", f"{record}?type=POINTS", headers=headers)
    rows = [(r["kind"], r["amount"], r["unit"], r["type"], r["status"]) for r in points["list"]]
    assert rows == [
        ("points_redeem", "-500", "POINTS", "POINTS", "CANCELLED"),
        ("points_convert", "-100", "POINTS", "POINTS", "DONE"),
        ("points_grant", "1300", "POINTS", "POINTS", "DONE"),
    ]
    assert points["totals"] == {"in": "1300", "out": "100", "net": "1200"}
    money = await sim.value("GET", f"{record}?type=ALL", headers=headers)
    assert {r["unit"] for r in money["list"]} == {"MONEY"}
    assert [(r["kind"], r["amount"], r["type"]) for r in money["list"]] == [
        ("points_convert", "10000.00", "OTHER")
    ]
    other = await sim.value("GET", f"{record}?type=OTHER", headers=headers)
    assert [r["kind"] for r in other["list"]] == ["points_convert"]
    await _balanced(sim)


async def test_every_page_of_the_account_record_carries_the_same_totals(sim: Sim) -> None:
    """The totals come with the page's rows (window aggregates): the same on each page, and on
    a page past the end, which has no row to carry them."""
    headers = await _three_points_moves(sim)
    record = RELAY + "ODSFE2_MemTransDet?type=POINTS&pageSize=1"
    pages = [
        await sim.value("GET", f"{record}&pageNo={number}", headers=headers)
        for number in (1, 2, 3, 4)
    ]
    assert [len(page["list"]) for page in pages] == [1, 1, 1, 0]
    for page in pages:
        assert page["totals"] == {"in": "1300", "out": "100", "net": "1200"}
        assert page["totalCount"] == 3
