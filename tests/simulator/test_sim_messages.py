"""Platform messages: the inbox paged newest first, the unread count, reading some or all,
deleting only one's own, texts rendered in the reader's language at read time, the message
each event writes (deposit credited, withdrawal paid out, bonus, mission points, contract
offered, mission completed once per period) and QA's messages (fixtures/messages.yaml)."""

from __future__ import annotations

import re
import uuid
from typing import Any

import pytest
from agentkit import db_of
from playkit import ROUND, STATE, auth, first_game, launch, round_body
from promokit import balanced, lottery
from simkit import Sim

from simulator.core.db import Database
from simulator.features.messages.service import send_message
from simulator.features.messages.templates import Reader, load_file, render
from simulator.keys import FIXTURES, SETTINGS

COUNT = "/wps/relay/CSP_unreadCount"
LIST = "/wps/relay/CSP_getMessageList"
READ = "/wps/relay/CSP_readMessages"
DELETE = "/wps/relay/CSP_deleteMessages"
DESK = "/__sim/messages"
FIELDS = {"id", "category", "title", "content", "createdAt", "createdTime", "read"}
WEDNESDAY = "2030-01-02T03:00:00Z"  # 10:00 on a Wednesday in the brand's zone (UTC+7)
ROUNDS_10, LOGIN = 101, 105  # fixtures/missions.yaml: MONEY and POINTS rewards


async def _inbox(sim: Sim, headers: dict[str, str], **params: Any) -> dict[str, Any]:
    query = {k: str(v) for k, v in params.items()}
    return await sim.value("GET", LIST, params=query, headers=headers)


async def _all(sim: Sim, headers: dict[str, str], **extra: str) -> list[dict[str, Any]]:
    value = await _inbox(sim, {**headers, **extra}, pageSize=100)
    return list(value["list"])


async def _of(sim: Sim, headers: dict[str, str], category: str, **extra: str) -> list[dict]:
    return [m for m in await _all(sim, headers, **extra) if m["category"] == category]


async def _unread(sim: Sim, headers: dict[str, str]) -> int:
    return int((await sim.value("GET", COUNT, headers=headers))["count"])


async def _qa(sim: Sim, account: str | None, title: str, content: str = "<p>x</p>") -> int:
    body: dict[str, Any] = {"title": {"EN": title}, "content": {"EN": content}}
    if account is not None:
        body["account"] = account
    return int((await sim.control("POST", DESK, body))["sent"])


def _one(db: Database, sql: str) -> int:
    row = db.one(sql)
    assert row is not None
    return int(row["n"])


async def _at(sim: Sim, moment: str) -> None:
    await sim.control("POST", "/__sim/clock", {"set": moment, "freeze": True})


async def test_inbox_paged_newest_first_with_unread_count(sim: Sim) -> None:
    headers = await auth(sim)
    # Seeded at the build: the welcome; the login just now completed a daily mission.
    first = await _all(sim, headers)
    assert [m["title"] for m in first] == ["Mission complete", "Welcome to Lucky Lotus"]
    welcome = first[1]
    assert set(welcome) == FIELDS and welcome["category"] == "SYSTEM"
    assert welcome["read"] is False and "Demo Player" in welcome["content"]
    for n in range(12):
        await sim.control("POST", "/__sim/clock", {"advance": "1s"})
        await _qa(sim, "demo01", f"Notice {n}")
    assert await _unread(sim, headers) == 14
    page = await _inbox(sim, headers)
    assert (page["totalCount"], page["totalPages"], page["pageNo"], page["pageSize"]) == (
        14,
        2,
        1,
        10,
    )
    assert page["unread"] == 14
    assert [m["title"] for m in page["list"][:2]] == ["Notice 11", "Notice 10"]
    second = await _inbox(sim, headers, pageNo=2)
    assert [m["title"] for m in second["list"]] == [
        "Notice 1",
        "Notice 0",
        "Mission complete",
        "Welcome to Lucky Lotus",
    ]
    times = [m["createdAt"] for m in page["list"] + second["list"]]
    assert times == sorted(times, reverse=True)
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", page["list"][0]["createdTime"])
    unread = await _inbox(sim, headers, status="UNREAD", pageSize=5)
    assert unread["totalCount"] == 14 and len(unread["list"]) == 5
    await sim.error("GET", LIST, "request.invalid", params={"status": "NEW"}, headers=headers)
    await sim.error("GET", LIST, "request.invalid", params={"pageSize": "101"}, headers=headers)


async def test_reading_some_or_all(sim: Sim) -> None:
    headers, other = await auth(sim), await auth(sim, "agent01")
    for n in range(3):
        await _qa(sim, "demo01", f"Notice {n}")
    mine = await _all(sim, headers)
    theirs = await _all(sim, other)
    assert await _unread(sim, headers) == 5  # with the welcome and a login mission
    value = await sim.value(
        "POST", READ, json={"ids": [mine[0]["id"], mine[1]["id"], theirs[0]["id"]]}, headers=headers
    )
    assert value == {"unread": 3}
    assert [m["read"] for m in await _all(sim, headers)] == [True, True, False, False, False]
    assert (await _all(sim, other))[0]["read"] is False  # another member's id is ignored
    only_unread = await _inbox(sim, headers, status="UNREAD")
    assert [m["id"] for m in only_unread["list"]] == [m["id"] for m in mine[2:]]
    assert await sim.value("POST", READ, json={"all": True}, headers=headers) == {"unread": 0}
    assert await _unread(sim, headers) == 0
    assert await _unread(sim, other) > 0
    wrong: list[dict[str, Any]] = [{}, {"ids": [1], "all": True}, {"ids": []}, {"all": False}]
    for body in wrong:
        await sim.error("POST", READ, "request.invalid", json=body, headers=headers)


async def test_deleting_only_ones_own(sim: Sim) -> None:
    headers, other = await auth(sim), await auth(sim, "agent01")
    await _qa(sim, "demo01", "Keep")
    await _qa(sim, "demo01", "Delete me")
    mine, theirs = await _all(sim, headers), await _all(sim, other)
    doomed = next(m["id"] for m in mine if m["title"] == "Delete me")
    value = await sim.value(
        "POST", DELETE, json={"ids": [doomed, theirs[0]["id"]]}, headers=headers
    )
    assert value == {"deleted": 1, "unread": 3}
    titles = [m["title"] for m in await _all(sim, headers)]
    assert titles == ["Keep", "Mission complete", "Welcome to Lucky Lotus"]
    assert [m["id"] for m in await _all(sim, other)] == [m["id"] for m in theirs]
    again = await sim.value("POST", DELETE, json={"ids": [doomed]}, headers=headers)
    assert again == {"deleted": 0, "unread": 3}
    desk = await sim.control("GET", f"{DESK}?player=demo01")
    assert next(m for m in desk["list"] if m["id"] == doomed)["deleted"] is True
    await sim.error("POST", DELETE, "request.invalid", json={"ids": []}, headers=headers)


async def test_needs_a_session_a_real_account_and_the_module(sim: Sim) -> None:
    await sim.error("GET", COUNT, "login.not.session", 401)
    body = {"os": "Linux", "platform": "W", "nonce": "n-0123456789"}
    gateway = {"X-Gateway-Version": "3"}
    trial = (await sim.send("POST", "/wps/session/login/freeplay", body, headers=gateway))["value"]
    trial_headers = {"Authorization": trial["token"]}
    await sim.error("GET", LIST, "in_need_true_account", 403, headers=trial_headers)
    headers = await auth(sim)
    await sim.control("PUT", "/__sim/modules", {"INBOX3": "0"})
    await sim.error("GET", COUNT, "function.not.available", headers=headers)
    await sim.control("PUT", "/__sim/modules", {"INBOX3": "1"})
    assert await _unread(sim, headers) == 2


async def test_rendered_in_the_readers_language_and_sanitised(sim: Sim) -> None:
    headers = await auth(sim)
    body = {
        "account": "demo01",
        "title": {"EN": "Server move", "TY": "Chuyển máy chủ"},
        "content": {
            "EN": '<p onclick="x()">Tonight <script>alert(1)</script><b>02:00</b></p>',
            "TY": "<p>Tối nay <b>02:00</b></p>",
        },
    }
    assert (await sim.control("POST", DESK, body))["sent"] == 1
    english = (await _all(sim, headers))[0]
    assert english["title"] == "Server move"
    assert english["content"] == "<p>Tonight <b>02:00</b></p>"
    vietnamese = (await _all(sim, headers, Language="TY"))[0]
    assert vietnamese["title"] == "Chuyển máy chủ"
    assert vietnamese["content"] == "<p>Tối nay <b>02:00</b></p>"
    welcome = (await _all(sim, headers, Language="TY"))[-1]
    assert welcome["title"] == "Chào mừng đến với Lucky Lotus"
    assert (await _all(sim, headers, Language="XX"))[0]["title"] == "Server move"


async def test_qa_messages_one_member_or_everyone(sim: Sim) -> None:
    db = db_of(sim)
    members = _one(db, "SELECT COUNT(*) AS n FROM members WHERE type <> 4")
    sessions = [await auth(sim, account) for account in ("demo01", "agent02")]
    assert await _qa(sim, None, "Maintenance tonight") == members
    for headers in sessions:
        assert (await _all(sim, headers))[0]["title"] == "Maintenance tonight"
    assert await _qa(sim, "agent01", "Just you") == 1
    listed = await sim.control("GET", f"{DESK}?player=agent01")
    assert [m["title"] for m in listed["list"][:2]] == ["Just you", "Maintenance tonight"]
    assert {m["account"] for m in listed["list"]} == {"agent01"}
    assert listed["list"][0]["template"] == "SYSTEM"
    sent = await sim.control("GET", "/__sim/journal?type=message.sent&player=agent01")
    assert sent[0]["data"]["category"] == "SYSTEM"
    response = await sim.client.post(DESK, json={"account": "nobody1", "title": {"EN": "x"}})
    assert response.status == 400  # no content
    body = {"account": "nobody1", "title": {"EN": "x"}, "content": {"EN": "y"}}
    response = await sim.client.post(DESK, json=body)
    assert (await response.json())["errorCode"] == "USER_NOT_EXIST"


async def _deposit(sim: Sim, headers: dict[str, str], amount: str) -> str:
    body = {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}
    order = await sim.value("POST", "/wps/relay/MCSFE_createDeposit", json=body, headers=headers)
    token = order["payUrl"].split("t=")[1].split("&")[0]
    paid = {"orderNo": order["orderNo"], "t": token}
    await sim.value("POST", "/pay/api/complete", json=paid)
    return str(order["orderNo"])


async def test_a_paid_deposit_and_its_bonus_write_messages_once(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})  # promotions run now
    headers = await auth(sim)
    listed = await sim.value(
        "GET", "/wps/relay/PROMOFE_getPromotionList", params={"type": "DEPOSIT"}
    )
    offer = next(p for p in listed["list"] if p["code"] == "FIRST_DEPOSIT")
    await sim.value(
        "POST",
        "/wps/relay/MCSFE_signUpPromotionJoin",
        json={"promotionId": offer["id"]},
        headers=headers,
    )
    order_no = await _deposit(sim, headers, "200000")
    await sim.control("POST", f"/__sim/deposits/{order_no}/callback")  # the gateway retries
    deposit = await _of(sim, headers, "DEPOSIT")
    assert len(deposit) == 1 and deposit[0]["title"] == "Deposit credited"
    assert order_no in deposit[0]["content"] and "200,000.00 ₫" in deposit[0]["content"]
    vietnamese = (await _of(sim, headers, "DEPOSIT", Language="TY"))[0]
    assert vietnamese["title"] == "Nạp tiền thành công"
    assert "200.000,00 ₫" in vietnamese["content"]
    bonus = await _of(sim, headers, "BONUS")
    assert len(bonus) == 1 and "20,000.00 ₫" in bonus[0]["content"]
    assert "First deposit bonus" in bonus[0]["content"]
    bonus_ty = (await _of(sim, headers, "BONUS", Language="TY"))[0]
    assert "Thưởng nạp lần đầu" in bonus_ty["content"]
    # The deposit also completed today's deposit mission: told once.
    deposit_mission = "Make a deposit today"
    assert len(_missions(await _all(sim, headers), deposit_mission)) == 1
    await _deposit(sim, headers, "100000")
    assert len(await _of(sim, headers, "DEPOSIT")) == 2
    assert len(_missions(await _all(sim, headers), deposit_mission)) == 1
    assert len(await _of(sim, headers, "BONUS")) == 1  # the first deposit only
    await balanced(sim)


async def test_a_withdrawal_paid_out_writes_a_message(sim: Sim) -> None:
    headers = await auth(sim)
    paypass = "123456"
    body = {"paymentPassword": paypass, "confirmPaymentPassword": paypass, "password": "demo1234"}
    await sim.send("PUT", "/wps/member/password/payment", body, headers=headers)
    card = {
        "bankCode": "VCB",
        "accountNumber": "0071000123456",
        "accountName": "Demo Player",
        "paymentPassword": paypass,
    }
    bound = await sim.send("POST", "/wps/relay/MCSFE_bindBankCard", card, headers=headers)
    request = {
        "cardId": bound["value"]["cards"][0]["id"],
        "amount": "200000",
        "paymentPassword": paypass,
        "requestId": str(uuid.uuid4()),
    }
    order = (await sim.send("POST", "/wps/relay/MCSFE_withdraw", request, headers=headers))["value"]
    assert await _of(sim, headers, "WITHDRAW") == []  # in review: nothing paid yet
    await sim.control("POST", "/__sim/clock", {"advance": "6m"})
    paid = await _of(sim, headers, "WITHDRAW")
    assert len(paid) == 1 and paid[0]["title"] == "Withdrawal paid out"
    assert order["orderNo"] in paid[0]["content"]
    assert "195,000.00 ₫" in paid[0]["content"] and "5,000.00 ₫" in paid[0]["content"]
    assert "Đã chi trả" in (await _of(sim, headers, "WITHDRAW", Language="TY"))[0]["title"]
    await balanced(sim)


async def test_a_contract_offer_writes_the_downline_a_message(sim: Sim) -> None:
    # The seeded world: agent02 holds an offer from agent01 not yet accepted.
    seeded = await _of(sim, await auth(sim, "agent02"), "CONTRACT")
    assert len(seeded) == 1 and "real-time salary" in seeded[0]["content"]
    top, three = await auth(sim, "agent01"), await auth(sim, "agent03")
    assert await _of(sim, three, "CONTRACT") == []
    offer = {"action": "offer", "downline": "agent03", "rate": "10", "period": "W"}
    await sim.value("POST", "/wps/relay/MCSFE_processContractDividend", json=offer, headers=top)
    message = (await _of(sim, three, "CONTRACT"))[0]
    assert message["title"] == "New contract offer"
    assert "agent01" in message["content"] and "<strong>10.00%</strong>" in message["content"]
    assert "<strong>dividend</strong>" in message["content"]
    vietnamese = (await _of(sim, three, "CONTRACT", Language="TY"))[0]
    assert "<strong>cổ tức</strong>" in vietnamese["content"]


async def _rounds(sim: Sim, headers: dict[str, str], count: int) -> None:
    game = await first_game(sim, headers)
    _, ticket = await launch(sim, headers, "JILI", game["gameId"])
    bet = (await sim.value("GET", STATE, params={"t": ticket}))["game"]["bets"][0]
    for _ in range(count):
        await sim.value("POST", ROUND, json=round_body(ticket, bet))


def _missions(messages: list[dict[str, Any]], title: str) -> list[dict[str, Any]]:
    return [m for m in messages if m["category"] == "MISSION" and title in m["content"]]


async def test_a_mission_becoming_claimable_is_told_once_a_period(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    headers = await auth(sim)
    rounds = "Play 10 rounds of any game"
    await _rounds(sim, headers, 9)
    assert _missions(await _all(sim, headers), rounds) == []
    await _rounds(sim, headers, 1)  # the tenth round completes it
    assert len(_missions(await _all(sim, headers), rounds)) == 1
    await _rounds(sim, headers, 3)
    assert len(_missions(await _all(sim, headers), rounds)) == 1
    told = _missions(await _all(sim, headers, Language="TY"), "Chơi 10 ván bất kỳ")
    assert told[0]["title"] == "Hoàn thành nhiệm vụ"
    # Deleted, it is still not told again in the same day.
    await sim.value("POST", DELETE, json={"ids": [told[0]["id"]]}, headers=headers)
    await _rounds(sim, headers, 1)
    assert _missions(await _all(sim, headers), rounds) == []
    # Claimed: the money reward is a bonus, with its own message.
    await sim.value(
        "POST",
        "/wps/relay/MCSFE_claimMissionReward",
        json={"missionId": ROUNDS_10},
        headers=headers,
    )
    bonus = await _of(sim, headers, "BONUS")
    assert (
        len(bonus) == 1 and "10,000.00 ₫" in bonus[0]["content"] and rounds in bonus[0]["content"]
    )
    # The next day is a new period: told again when it is completed again.
    await _at(sim, "2030-01-03T03:00:00Z")
    headers = await auth(sim)
    await _rounds(sim, headers, 10)
    assert len(_missions(await _all(sim, headers), rounds)) == 1
    sent = await sim.control("GET", "/__sim/journal?type=message.sent&player=demo01&limit=500")
    assert sum(e["data"]["category"] == "MISSION" for e in sent) >= 3
    await balanced(sim)


async def test_login_mission_and_its_points_reward(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    headers = await auth(sim)
    login = "Log in today"
    assert len(_missions(await _all(sim, headers), login)) == 1  # the day's first login
    headers = await auth(sim)
    assert len(_missions(await _all(sim, headers), login)) == 1  # the second one is no news
    await sim.value(
        "POST", "/wps/relay/MCSFE_claimMissionReward", json={"missionId": LOGIN}, headers=headers
    )
    points = await _of(sim, headers, "BONUS")
    assert [m["title"] for m in points] == ["Points received"]
    assert "10 points" in points[0]["content"] and login in points[0]["content"]
    vietnamese = (await _of(sim, headers, "BONUS", Language="TY"))[0]
    assert "10 điểm" in vietnamese["content"] and "Đăng nhập hôm nay" in vietnamese["content"]
    await _at(sim, "2030-01-03T01:00:00Z")  # 08:00 the next day
    headers = await auth(sim)
    assert len(_missions(await _all(sim, headers), login)) == 2


@pytest.mark.agent_history
async def test_seeded_history_leaves_a_few_messages(sim: Sim) -> None:
    db = db_of(sim)
    rows = db.all(
        "SELECT m.account, COUNT(x.id) AS n, SUM(x.template = 'WELCOME') AS welcome"
        " FROM members m LEFT JOIN messages x ON x.member_id = m.id WHERE m.type <> 4"
        " GROUP BY m.id"
    )
    assert all(row["welcome"] == 1 for row in rows)
    assert max(row["n"] for row in rows) < 40
    categories = {row["category"] for row in db.all("SELECT DISTINCT category FROM messages")}
    assert {"SYSTEM", "DEPOSIT", "CONTRACT"} <= categories
    assert "MISSION" not in categories  # the history's periods are over: nothing to claim


def test_every_template_renders_its_parameters(sim: Sim) -> None:
    app = sim.client.app
    templates, fixtures = load_file(app[SETTINGS].fixtures_dir), app[FIXTURES]
    title = {"EN": "Weekly raffle", "TY": "Quay số hằng tuần"}
    label = {"EN": "Gold", "TY": "Vàng"}
    params: dict[str, dict[str, Any]] = {
        "SYSTEM": {"title": title, "content": {"EN": "<p>Hi</p>", "TY": "<p>Chào</p>"}},
        "WELCOME": {"brand": "Lucky Lotus", "nickname": "Demo"},
        "DEPOSIT": {"orderNo": "D1", "amount": 12_345_678},
        "WITHDRAW": {"orderNo": "W1", "amount": 20_000_000, "received": 19_500_000, "fee": 500_000},
        "BONUS": {"title": title, "amount": 5_000_000},
        "POINTS": {"title": {"en": "Log in today", "vi": "Đăng nhập hôm nay"}, "points": 10},
        "CONTRACT": {"contractId": 1, "kind": "daily_salary", "rate": "0.50", "upline": "agent01"},
        "MISSION": {"missionId": 101, "code": "X", "title": {"en": "Play", "vi": "Chơi"}},
        # As the referral payout and the rank job send them.
        "REFERRAL": {"account": "fr***nd", "amount": "100000.00"},
        "RANK": {"level": 4, "previous": 3, "labelName": label, "previousLabelName": label},
    }
    assert set(params) == set(templates.templates)
    for language in ("EN", "TY"):
        reader = Reader.of(fixtures, language)
        for name, values in params.items():
            shown_title, content = render(templates, name, values, reader)
            for text in (shown_title, content):
                assert text and "{" not in text and "()" not in text, (name, language, text)
    english = Reader.of(fixtures, "EN")
    assert "123,456.78 ₫" in render(templates, "DEPOSIT", params["DEPOSIT"], english)[1]
    assert "100,000.00 ₫" in render(templates, "REFERRAL", params["REFERRAL"], english)[1]
    vietnamese = Reader.of(fixtures, "TY")
    assert "123.456,78 ₫" in render(templates, "DEPOSIT", params["DEPOSIT"], vietnamese)[1]
    assert "lương ngày" in render(templates, "CONTRACT", params["CONTRACT"], vietnamese)[1]
    # A parameter is text, never markup (except a QA message's content).
    hostile = {"orderNo": "<img src=x onerror=y>", "amount": 1}
    assert "<img" not in render(templates, "DEPOSIT", hostile, english)[1]


def test_send_message_refuses_unknown_templates_and_writes_a_key_once(sim: Sim) -> None:
    db = db_of(sim)
    demo = _one(db, "SELECT id AS n FROM members WHERE account = 'demo01'")
    try:
        send_message(db, demo, "GOSSIP", {}, 0)
    except ValueError:
        pass
    else:
        raise AssertionError("an unknown template was accepted")
    send_message(db, demo, "SYSTEM", {"title": "a", "content": "b"}, 1, key="k")
    send_message(db, demo, "SYSTEM", {"title": "a", "content": "b"}, 2, key="k")
    assert _one(db, "SELECT COUNT(*) AS n FROM messages WHERE dedupe_key = 'k'") == 1


async def test_lottery_tickets_complete_missions_when_placed_and_when_settled(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    headers = await auth(sim)
    tickets = "Buy 3 lottery tickets"
    order = {"gameCode": "SEA5D_1M", "playType": "5D_BIG_SMALL", "numbers": ["BIG"]}
    for n in range(3):
        assert _missions(await _all(sim, headers), tickets) == [], n
        await sim.value("POST", "/lgw/orders", headers=headers, json={**order, "amount": "1000"})
    assert len(_missions(await _all(sim, headers), tickets)) == 1  # placing the third
    # A ticket's valid bet counts once it settles: the weekly bet mission waits for the draw.
    week = "Bet 2,000,000.00 this week"
    await _deposit(sim, headers, "2000000")
    await sim.value("POST", "/lgw/orders", headers=headers, json={**order, "amount": "2000000"})
    assert _missions(await _all(sim, headers), week) == []
    forced = {"game": "SEA5D_1M", "numbers": [0, 0, 0, 0, 0]}
    await sim.control("POST", "/__sim/lottery/next", forced)
    await sim.control("POST", "/__sim/clock", {"advance": "2m"})  # drawn: the ticket lost
    assert len(_missions(await _all(sim, headers), week)) == 1
    await lottery(sim, headers, "1000")
    assert len(_missions(await _all(sim, headers), week)) == 1
    await balanced(sim)
