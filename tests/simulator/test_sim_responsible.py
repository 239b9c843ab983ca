"""Responsible gaming on the simulator clock: limits (a lower one at once, a raise after 24
hours), refusals at the edge for deposits, stakes and transfers into game wallets, the session
time, reality checks, time-outs and self-exclusions, and QA's control of them."""

from __future__ import annotations

import uuid
from typing import Any
from urllib.parse import parse_qs, urlsplit

from agentkit import PAYPASS, accounts, db_of, login, set_payment_password, team
from playkit import ROUND, auth, balance, minor, round_body, slot
from simkit import Sim

BASE = "/wps/v2/responsible"
LIMITS = BASE + "/limits"
REALITY = BASE + "/reality-check"
EXCLUSION = BASE + "/exclusion"
CREATE_DEPOSIT = "/wps/relay/MCSFE_createDeposit"
TRANSFER = "/wps/relay/GCS_walletTransfer"
BROADCAST = "/__sim/messages"
DOWNLINE_TRANSFER = "/wps/relay/MCSFE_transferToDownline"
JILI, MAIN = 102, 2
# Wednesday 9 December 2026, 10:00 in the brand's zone (Asia/Ho_Chi_Minh, UTC+7).
WEDNESDAY = "2026-12-09T03:00:00Z"
MINUTE = 60_000
HOUR = 60 * MINUTE
AT = 1_796_785_200_000  # WEDNESDAY in epoch ms
NEXT_LOCAL_DAY = AT + 14 * HOUR  # Thursday 00:00 brand time
NEXT_LOCAL_MONTH = 1_798_736_400_000  # 1 January 2027 00:00 brand time


async def freeze(sim: Sim, when: str = WEDNESDAY) -> None:
    await sim.control("POST", "/__sim/clock", {"set": when, "freeze": True})


async def advance(sim: Sim, by: str) -> dict[str, Any]:
    result: dict[str, Any] = await sim.control("POST", "/__sim/clock", {"advance": by})
    return result


async def set_limit(sim: Sim, headers: dict[str, str], **body: Any) -> dict[str, Any]:
    value: dict[str, Any] = await sim.value("PUT", LIMITS, json=body, headers=headers)
    return value


def limit_of(value: dict[str, Any], kind: str, period: str) -> dict[str, Any]:
    return next(x for x in value["limits"] if (x["kind"], x["period"]) == (kind, period))


async def deposit(sim: Sim, headers: dict[str, str], amount: str, status: int = 200) -> Any:
    body = {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}
    return await sim.call("POST", CREATE_DEPOSIT, json=body, headers=headers, status=status)


async def pay(sim: Sim, order: dict[str, Any]) -> None:
    token = parse_qs(urlsplit(order["payUrl"]).query)["t"][0]
    await sim.value("POST", "/pay/api/complete", json={"orderNo": order["orderNo"], "t": token})


async def play(sim: Sim, ticket: str, bet: str, status: int = 200) -> dict[str, Any]:
    return await sim.call("POST", ROUND, json=round_body(ticket, bet), status=status)


async def test_the_clock_constants_are_what_they_say(sim: Sim) -> None:
    await freeze(sim)
    headers = await auth(sim)
    value = await sim.value("GET", BASE, headers=headers)
    assert limit_of(value, "deposit", "day")["resetsAt"] == NEXT_LOCAL_DAY
    assert limit_of(value, "deposit", "month")["resetsAt"] == NEXT_LOCAL_MONTH
    # The week starts on Monday: Monday 14 December, 00:00 brand time.
    assert limit_of(value, "wager", "week")["resetsAt"] == NEXT_LOCAL_DAY + 4 * 24 * HOUR
    assert value["session"]["limit"] is None and value["exclusion"] is None
    assert value["realityCheckMinutes"] is None and value["delayHours"] == 24


async def test_a_deposit_over_the_limit_is_refused_and_a_raise_waits_24_hours(sim: Sim) -> None:
    await freeze(sim)
    headers = await auth(sim)
    value = await set_limit(sim, headers, kind="deposit", period="month", amount="300000")
    assert limit_of(value, "deposit", "month")["limit"] == "300000.00"
    first = await deposit(sim, headers, "200000")  # an open order counts
    refused = await deposit(sim, headers, "150000", status=403)
    assert refused["errorCode"] == "limit.deposit.exceeded"
    assert refused["value"] == {
        "kind": "deposit",
        "period": "month",
        "limit": "300000.00",
        "used": "200000.00",
        "remaining": "100000.00",
        "resetsAt": NEXT_LOCAL_MONTH,
    }
    second = await deposit(sim, headers, "100000")  # exactly to the edge
    for order in (first, second):  # paid, they count all month (open ones expire)
        await pay(sim, order["value"])

    value = await set_limit(sim, headers, kind="deposit", period="month", amount="1000000")
    month = limit_of(value, "deposit", "month")
    assert (month["limit"], month["pending"], month["pendingAt"]) == (
        "300000.00",
        "1000000.00",
        AT + 24 * HOUR,
    )
    # (The clock is set, not advanced, over the day: a day of every-minute jobs would push
    # the events looked at below out of the journal.)
    await freeze(sim, "2026-12-10T02:59:00Z")
    headers = await auth(sim)
    assert (await deposit(sim, headers, "50000", status=403))["errorCode"] == (
        "limit.deposit.exceeded"
    )
    await freeze(sim, "2026-12-10T03:00:00Z")
    await deposit(sim, headers, "50000")  # in force from its time, written or not
    ran = await advance(sim, "1h")
    assert any(r["job"] == "responsible.limits" and r["result"]["applied"] for r in ran["ran"])
    applied = await sim.control("GET", "/__sim/journal?type=responsible.limit.*&player=demo01")
    assert [e["type"] for e in applied] == [
        "responsible.limit.applied",
        "responsible.limit.pending",
        "responsible.limit.set",
    ]
    assert applied[0]["at"].startswith("2026-12-10T03:00:00")


async def test_a_lower_limit_applies_at_once_and_drops_a_waiting_raise(sim: Sim) -> None:
    await freeze(sim)
    headers = await auth(sim)
    await set_limit(sim, headers, kind="wager", period="week", amount="1000")
    raised = await set_limit(sim, headers, kind="wager", period="week", amount="5000")
    assert limit_of(raised, "wager", "week")["pending"] == "5000.00"
    lower = await set_limit(sim, headers, kind="wager", period="week", amount="800")
    week = limit_of(lower, "wager", "week")
    assert (week["limit"], week["pending"], week["pendingAt"]) == ("800.00", None, None)
    removed = await set_limit(sim, headers, kind="wager", period="week", amount=None)
    week = limit_of(removed, "wager", "week")
    assert (week["limit"], week["pendingRemoval"]) == ("800.00", True)
    await advance(sim, "24h")
    after = await sim.value("GET", BASE, headers=await auth(sim))
    assert limit_of(after, "wager", "week")["limit"] is None


async def test_stakes_stop_at_the_wager_and_loss_limits(sim: Sim) -> None:
    await freeze(sim)
    _, ticket, headers = await slot(sim)
    await set_limit(sim, headers, kind="wager", period="day", amount="1000")
    await play(sim, ticket, "400")
    await play(sim, ticket, "400")
    refused = await play(sim, ticket, "400", status=403)
    assert refused["errorCode"] == "limit.wager.exceeded"
    assert (refused["value"]["used"], refused["value"]["remaining"]) == ("800.00", "200.00")
    await play(sim, ticket, "200")  # to the edge

    # The loss limit counts stakes less wins: 1,000 more than what the day has lost so far.
    await sim.control("DELETE", "/__sim/players/demo01/responsible")
    used = minor(limit_of(await sim.value("GET", BASE, headers=headers), "loss", "day")["used"])
    ceiling = used + 100_000
    await set_limit(
        sim, headers, kind="loss", period="day", amount=f"{ceiling // 100}.{ceiling % 100:02d}"
    )
    await sim.control("POST", "/__sim/outcomes", {"player": "demo01", "next": "lose", "times": 2})
    await sim.control("POST", "/__sim/outcomes", {"player": "demo01", "next": {"multiplier": 2}})
    await play(sim, ticket, "400")
    await play(sim, ticket, "400")
    await play(sim, ticket, "200")  # wins 400: 200 back on the loss
    value = await sim.value("GET", BASE, headers=headers)
    assert minor(limit_of(value, "loss", "day")["used"]) == used + 60_000
    await sim.control("POST", "/__sim/outcomes", {"player": "demo01", "next": "lose", "times": 3})
    await play(sim, ticket, "400")  # to the edge
    refused = await play(sim, ticket, "200", status=403)
    assert refused["errorCode"] == "limit.loss.exceeded"
    assert refused["value"]["remaining"] == "0.00"


async def test_a_transfer_into_a_game_wallet_fits_the_limits(sim: Sim) -> None:
    await freeze(sim)
    headers = await auth(sim)
    await set_limit(sim, headers, kind="wager", period="day", amount="500")

    def move(source: int, target: int, amount: str) -> dict[str, Any]:
        return {
            "fromAccountTypeId": source,
            "toAccountTypeId": target,
            "amount": amount,
            "requestId": str(uuid.uuid4()),
        }

    refused = await sim.call(
        "POST", TRANSFER, json=move(MAIN, JILI, "600"), headers=headers, status=403
    )
    assert refused["errorCode"] == "limit.wager.exceeded"
    body = move(MAIN, JILI, "500")
    await sim.value("POST", TRANSFER, json=body, headers=headers)
    await set_limit(sim, headers, kind="wager", period="day", amount="100")
    # A retry of the same transfer moves nothing and is not measured again.
    await sim.value("POST", TRANSFER, json=body, headers=headers)
    await sim.value("POST", TRANSFER, json=move(JILI, MAIN, "500"), headers=headers)


async def test_the_session_time_ends_a_session(sim: Sim) -> None:
    await freeze(sim)
    headers = await auth(sim)
    value = await set_limit(sim, headers, kind="session", minutes=30)
    assert value["session"]["limit"] == 30
    await advance(sim, "29m")
    await sim.value("GET", "/wps/v2/wallets/balance", headers=headers)
    await advance(sim, "1m")
    ended = await sim.error(
        "GET", "/wps/v2/wallets/balance", "session.time.limit", 401, headers=headers
    )
    assert ended["value"] == {"endedAt": AT + 30 * MINUTE}
    # Gone for good: the token is a dead one now.
    await sim.error("GET", "/wps/v2/wallets/balance", "login.not.session", 401, headers=headers)
    again = await auth(sim)  # a new session, with its own 30 minutes
    await sim.value("GET", "/wps/v2/wallets/balance", headers=again)
    events = await sim.control("GET", "/__sim/journal?type=responsible.session.ended")
    assert [e["player"] for e in events] == ["demo01"]


async def test_the_reality_check_counts_the_session(sim: Sim) -> None:
    await freeze(sim)
    _, ticket, headers = await slot(sim)
    reality = await sim.value("PUT", REALITY, json={"minutes": 15}, headers=headers)
    started = reality["sessionStartedAt"]
    assert reality["dueAt"] == started + 15 * MINUTE and reality["playedMinutes"] == 0
    await sim.control("POST", "/__sim/outcomes", {"player": "demo01", "next": "lose"})
    await play(sim, ticket, "200")
    await advance(sim, "16m")
    reality = await sim.value("GET", REALITY, headers=headers)
    assert (reality["playedMinutes"], reality["staked"], reality["won"], reality["net"]) == (
        16,
        "200.00",
        "0.00",
        "-200.00",
    )
    assert reality["dueAt"] < reality["now"]
    acked = await sim.value("POST", REALITY + "/ack", headers=headers)
    assert acked["dueAt"] == acked["now"] + 15 * MINUTE
    off = await sim.value("PUT", REALITY, json={"minutes": None}, headers=headers)
    assert off["dueAt"] is None
    await sim.error("PUT", REALITY, "request.invalid", json={"minutes": 20}, headers=headers)


async def test_a_time_out_ends_the_session_recovers_wallets_and_refuses_login(sim: Sim) -> None:
    await freeze(sim)
    headers = await auth(sim)
    total = minor(await balance(sim, headers))
    move = {
        "fromAccountTypeId": MAIN,
        "toAccountTypeId": JILI,
        "amount": "700",
        "requestId": str(uuid.uuid4()),
    }
    await sim.value("POST", TRANSFER, json=move, headers=headers)
    await sim.error(
        "POST",
        EXCLUSION,
        "request.invalid",
        400,
        json={"kind": "timeout", "length": "24h"},
        headers=headers,
    )
    await sim.error(
        "POST",
        EXCLUSION,
        "field.invalid",
        400,
        json={"kind": "timeout", "length": "1y", "confirm": True},
        headers=headers,
    )
    started = await sim.value(
        "POST",
        EXCLUSION,
        json={"kind": "timeout", "length": "24h", "confirm": True},
        headers=headers,
    )
    assert started == {
        "kind": "timeout",
        "length": "24h",
        "startedAt": AT,
        "endsAt": AT + 24 * HOUR,
    }
    await sim.error("GET", "/wps/v2/wallets/balance", "login.not.session", 401, headers=headers)
    refused = await sim.send(
        "POST",
        "/wps/session/login",
        {"username": "demo01", "password": "demo1234", "type": "username"},
        status=403,
    )
    assert refused["errorCode"] == "account.excluded" and refused["value"] == started
    # A wrong password is still a wrong password: nothing is told about the account.
    wrong = await sim.send(
        "POST",
        "/wps/session/login",
        {"username": "demo01", "password": "nope12345", "type": "username"},
        status=400,
    )
    assert wrong["errorCode"] == "user.or.password.invalid"
    events = await sim.control("GET", "/__sim/journal?type=responsible.exclusion.*")
    assert events[0]["data"]["recovered"] == "700.00"
    await advance(sim, "23h59m")
    await sim.send(
        "POST",
        "/wps/session/login",
        {"username": "demo01", "password": "demo1234", "type": "username"},
        status=403,
    )
    await advance(sim, "1m")
    headers = await auth(sim)
    value = await sim.value("GET", "/wps/v2/wallets/balance", headers=headers)
    jili = next(w for w in value["balance"] if w["accountTypeId"] == JILI)
    assert jili["availBalance"] == "0.00" and minor(value["sumBalance"]) == total
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] is True


async def test_a_self_exclusion_holds_across_the_clock_until_qa_clears_it(sim: Sim) -> None:
    await freeze(sim)
    headers = await auth(sim)
    await sim.value(
        "POST",
        EXCLUSION,
        json={"kind": "self_exclusion", "length": "6m", "confirm": True},
        headers=headers,
    )
    state = await sim.control("GET", "/__sim/players/demo01/responsible")
    # Six calendar months in brand time: 9 June 2027, 10:00.
    assert state["exclusion"]["endsAt"] == 1_812_510_000_000
    # Longer is allowed (QA starts it, the player could not log in to), shorter is not.
    longer = await sim.control(
        "POST", "/__sim/players/demo01/exclusion", {"kind": "self_exclusion", "length": "permanent"}
    )
    assert longer["exclusion"]["endsAt"] is None
    response = await sim.client.post(
        "/__sim/players/demo01/exclusion", json={"kind": "timeout", "length": "7d"}
    )
    assert (await response.json())["errorCode"] == "exclusion.active"
    await freeze(sim, "2036-12-09T03:00:00Z")
    await sim.send(
        "POST",
        "/wps/session/login",
        {"username": "demo01", "password": "demo1234", "type": "username"},
        status=403,
    )
    cleared = await sim.control("DELETE", "/__sim/players/demo01/responsible")
    assert cleared["exclusion"] is None
    # The permanent one is ended; the six months had run out on their own.
    assert [x["clearedAt"] is not None for x in cleared["exclusions"]] == [True, False]
    await sim.login()


async def test_an_excluded_member_gets_no_campaigns_and_no_agent_money(sim: Sim) -> None:
    await freeze(sim)
    await sim.control(
        "POST", "/__sim/players/demo01/exclusion", {"kind": "timeout", "length": "7d"}
    )
    sent = await sim.control(
        "POST", BROADCAST, {"title": {"EN": "Come back"}, "content": {"EN": "<p>Bonus!</p>"}}
    )
    assert sent["sent"] > 0
    mine = (await sim.control("GET", "/__sim/messages?player=demo01"))["list"]
    assert mine and all(m["params"].get("title") != {"EN": "Come back"} for m in mine)
    others = (await sim.control("GET", "/__sim/messages?player=agent02"))["list"]
    assert any(m["params"].get("title") == {"EN": "Come back"} for m in others)

    # An agent cannot pay an excluded member of the team.
    db = db_of(sim)
    agent = await login(sim, "agent02")
    await set_payment_password(sim, agent)
    target = next(name for name in accounts(db, team(db, "agent02")).values() if name != "agent02")
    await sim.control(
        "POST", f"/__sim/players/{target}/exclusion", {"kind": "self_exclusion", "length": "1y"}
    )
    body = {
        "account": target,
        "amount": "100",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    refused = await sim.send("POST", DOWNLINE_TRANSFER, body, headers=agent, status=403)
    assert (refused["errorCode"], refused["field"]) == ("member.excluded", "account")


async def test_bad_input_is_refused_by_name(sim: Sim) -> None:
    headers = await auth(sim)
    for body in (
        {"kind": "deposit", "amount": "10"},
        {"kind": "session", "period": "day", "minutes": 30},
        {"kind": "wager", "period": "day", "minutes": 30},
        {"kind": "wager", "period": "year", "amount": "10"},
        {"kind": "session", "minutes": 1},
        {"kind": "deposit", "period": "day", "amount": "10", "extra": 1},
    ):
        await sim.error("PUT", LIMITS, "request.invalid", json=body, headers=headers)
    await sim.error(
        "PUT",
        LIMITS,
        "field.invalid",
        json={"kind": "deposit", "period": "day", "amount": "-5"},
        headers=headers,
    )
    await sim.error("GET", BASE, "login.not.session", 401)
    missing = await sim.client.get("/__sim/players/nobody/responsible")
    assert missing.status == 404


async def test_an_open_game_stops_with_the_session_that_launched_it(sim: Sim) -> None:
    await freeze(sim)
    _, ticket, headers = await slot(sim)
    await set_limit(sim, headers, kind="session", minutes=30)
    await play(sim, ticket, "200")
    await advance(sim, "30m")
    ended = await sim.error(
        "POST", ROUND, "session.time.limit", 401, json=round_body(ticket, "200")
    )
    assert ended["value"] == {"endedAt": AT + 30 * MINUTE}
    await sim.error("POST", ROUND, "login.not.session", 401, json=round_body(ticket, "200"))

    # A time-out ends every session, and the games they launched with them.
    await sim.control("DELETE", "/__sim/players/demo01/responsible")
    _, ticket, headers = await slot(sim)
    await play(sim, ticket, "200")
    await sim.control(
        "POST", "/__sim/players/demo01/exclusion", {"kind": "timeout", "length": "24h"}
    )
    await sim.error("POST", ROUND, "login.not.session", 401, json=round_body(ticket, "200"))
    # A logout too.
    await sim.control("DELETE", "/__sim/players/demo01/responsible")
    _, ticket, headers = await slot(sim)
    await sim.value("POST", "/wps/session/logout", headers=headers)
    await sim.error("POST", ROUND, "login.not.session", 401, json=round_body(ticket, "200"))
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] is True
