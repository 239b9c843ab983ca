"""Contracts: offers within the upline's own rate, accept / reject / terminate, the
lower-rate rule asked of the accepter, the consolidated flags, and settlement on the clock:
the differential paid once per period through the ledger."""

from __future__ import annotations

import uuid

from playkit import ROUND, auth, first_game, launch, minor, round_body
from simkit import Sim

from simulator.keys import DB

DIVIDEND = "/wps/relay/MCSFE_processContractDividend"
DAILY = "/wps/relay/MCSFE_processDailySalaryContract"
HOURLY = "/wps/relay/MCSFE_processContractHourSalary"
REALTIME = "/wps/relay/MCSFE_processRealTimeSalaryContract"
FLAGS = "/wps/member/info/funds/consolidated"


async def _register_under(sim: Sim, code: str, username: str, *, agent: bool = False) -> dict:
    body = {
        "username": username,
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "affiliateCode": code,
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
    }
    made = await sim.send("PUT", "/wps/member/register", body)
    if agent:  # a downline agent, as the agent centre's register would make one
        sim.client.app[DB].run("UPDATE members SET type = 2 WHERE account = ?", (username,))
    return {"Authorization": made["value"]["token"]}


async def _fund(sim: Sim, headers: dict[str, str], amount: str = "1000000") -> None:
    order = await sim.value(
        "POST",
        "/wps/relay/MCSFE_createDeposit",
        json={"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())},
        headers=headers,
    )
    await sim.control("POST", f"/__sim/deposits/{order['orderNo']}/callback")


async def _lose_rounds(sim: Sim, headers: dict[str, str], player: str, count: int) -> int:
    """Play `count` forced losing rounds at the minimum bet; the total bet (minor units)."""
    game = await first_game(sim, headers)
    _, ticket = await launch(sim, headers, "JILI", game["gameId"])
    await sim.control("POST", "/__sim/outcomes", {"player": player, "next": "lose", "times": count})
    for _ in range(count):
        await sim.value("POST", ROUND, json=round_body(ticket, game["minBet"]))
    return minor(game["minBet"]) * count


async def test_flags_follow_the_contracts_held(sim: Sim) -> None:
    assert await sim.value("GET", FLAGS, headers=await auth(sim, "agent01")) == {
        "divtypereq": 1,
        "dailysalreqtype": 1,
        "contracthoursalreq": 1,
        "realtimesalreqtype": 1,
    }
    two = await sim.value("GET", FLAGS, headers=await auth(sim, "agent02"))
    assert two == {
        "divtypereq": 1,
        "dailysalreqtype": 1,
        "contracthoursalreq": 0,
        "realtimesalreqtype": 1,
    }
    assert set((await sim.value("GET", FLAGS, headers=await auth(sim, "agent03"))).values()) == {0}
    assert set((await sim.value("GET", FLAGS, headers=await auth(sim))).values()) == {0}


async def test_overview_and_offer_rules(sim: Sim) -> None:
    top = await auth(sim, "agent01")
    value = await sim.value("GET", DIVIDEND, headers=top)
    assert value["mine"]["upline"] is None and value["mine"]["rate"] == "40.00"
    assert value["canOffer"] is True and value["maxRate"] == "40.00"
    assert [(c["downline"], c["rate"], c["status"]) for c in value["offered"]] == [
        ("agent02", "30.00", "active")
    ]
    assert {e["event"] for e in value["history"]} >= {"offered", "accepted"}
    high = {"action": "offer", "downline": "agent03", "rate": "40.01", "period": "W"}
    refused = await sim.error("POST", DIVIDEND, "contract.rate.too.high", json=high, headers=top)
    assert refused["value"] == {"maxRate": "40.00"}
    outsider = {**high, "downline": "demo01", "rate": "10"}
    await sim.error("POST", DIVIDEND, "agent.member.not.found", 404, json=outsider, headers=top)
    unknown = {**outsider, "downline": "nobody999"}
    await sim.error("POST", DIVIDEND, "agent.member.not.found", 404, json=unknown, headers=top)
    await _register_under(sim, "AGENT01", "plain01x")
    player = {**high, "downline": "plain01x", "rate": "10"}
    await sim.error("POST", DIVIDEND, "contract.downline.invalid", json=player, headers=top)
    no_period = {"action": "offer", "downline": "agent03", "rate": "10"}
    await sim.error("POST", DIVIDEND, "field.required", json=no_period, headers=top)
    offered = await sim.value(
        "POST", DIVIDEND, json={**no_period, "period": "H", "minValidBet": "1000"}, headers=top
    )
    assert (offered["status"], offered["period"], offered["minValidBet"]) == (
        "offered",
        "H",
        "1000.00",
    )
    three = await auth(sim, "agent03")
    assert (await sim.value("GET", FLAGS, headers=three))["divtypereq"] == 1
    rejected = await sim.value(
        "POST", DIVIDEND, json={"action": "reject", "contractId": offered["id"]}, headers=three
    )
    assert rejected["status"] == "rejected"
    again = {"action": "accept", "contractId": offered["id"]}
    await sim.error("POST", DIVIDEND, "contract.state.invalid", 409, json=again, headers=three)
    # agent03 holds nothing to offer from; another agent's contract is not found.
    await _register_under(sim, "AGENT03", "sub03x", agent=True)
    own = {"action": "offer", "downline": "sub03x", "rate": "1", "period": "D"}
    await sim.error("POST", DIVIDEND, "contract.not.held", json=own, headers=three)
    theirs = (await sim.value("GET", DIVIDEND, headers=top))["offered"][-1]["id"]
    stranger = {"action": "terminate", "contractId": theirs}
    await sim.error("POST", DIVIDEND, "contract.not.found", 404, json=stranger, headers=three)
    await sim.error("GET", DIVIDEND, "agent.only", 403, headers=await auth(sim))


async def test_a_lower_rate_terminates_higher_downline_contracts_only_when_agreed(sim: Sim) -> None:
    top, two = await auth(sim, "agent01"), await auth(sim, "agent02")
    await _register_under(sim, "AGENT02", "sub02x", agent=True)
    given = await sim.value(
        "POST", DAILY, json={"action": "offer", "downline": "sub02x", "rate": "0.70"}, headers=two
    )
    sub_login = await sim.login("sub02x", "abc12345")
    sub_headers = {"Authorization": sub_login["token"]}
    await sim.value(
        "POST", DAILY, json={"action": "accept", "contractId": given["id"]}, headers=sub_headers
    )
    lower = await sim.value(
        "POST", DAILY, json={"action": "offer", "downline": "agent02", "rate": "0.50"}, headers=top
    )
    accept = {"action": "accept", "contractId": lower["id"]}
    asked = await sim.error(
        "POST", DAILY, "contract.downline.rate.higher", 409, json=accept, headers=two
    )
    assert asked["value"] == {"downlines": [{"downline": "sub02x", "rate": "0.70"}]}
    waiting = await sim.value("GET", DAILY, headers=two)
    assert (waiting["mine"]["rate"], waiting["mine"]["status"]) == ("0.50", "offered")
    assert waiting["current"]["rate"] == "0.80"  # untouched until accepted
    done = await sim.value("POST", DAILY, json={**accept, "terminateLower": True}, headers=two)
    assert (done["status"], done["rate"]) == ("active", "0.50")
    value = await sim.value("GET", DAILY, headers=two)
    assert value["mine"]["id"] == lower["id"] and value["maxRate"] == "0.50"
    assert [c["status"] for c in value["offered"]] == ["terminated"]
    events = [(e["event"], e["by"]) for e in value["history"][:3]]
    assert ("terminated", "agent02") in events and ("replaced", "agent02") in events


async def test_realtime_salary_pays_the_differential_once_per_window(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/system", {"passwordMaxAgeDays": 0})
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-07T03:01:00Z", "freeze": True})
    two = await auth(sim, "agent02")
    offered = (await sim.value("GET", REALTIME, headers=two))["mine"]
    await sim.value(
        "POST", REALTIME, json={"action": "accept", "contractId": offered["id"]}, headers=two
    )
    player = await _register_under(sim, "AGENT02", "team02x")
    await _fund(sim, player)
    bets = await _lose_rounds(sim, player, "team02x", 5)
    ran = await sim.control("POST", "/__sim/clock", {"advance": "5m"})
    paid = [r for r in ran["ran"] if r["job"] == "contracts.realtime_salary"]
    assert paid and paid[-1]["result"]["paid"], paid
    journal = await sim.control("GET", "/__sim/journal?type=contract.paid")
    amounts = {e["player"]: minor(e["data"]["amount"]) for e in journal}
    # agent02: 0.10% of its team's valid bets; agent01: 0.20% of its team's less agent02's 0.10%.
    assert amounts["agent02"] == bets * 10 // 10_000
    assert amounts["agent01"] == bets * 20 // 10_000 - bets * 10 // 10_000
    # Settling again, by the clock or by hand, pays nothing twice.
    await sim.control("POST", "/__sim/contracts/settle", {"kind": "realtime_salary"})
    await sim.control("POST", "/__sim/clock", {"advance": "5m"})
    assert len(await sim.control("GET", "/__sim/journal?type=contract.paid")) == 2
    revenue = (await sim.value("GET", REALTIME, headers=two))["payouts"]
    assert revenue[0]["amount"] == f"{amounts['agent02'] // 100}.{amounts['agent02'] % 100:02d}"
    # agent01's payout shows the differential: the rest of its team (nothing played) at its
    # whole rate, agent02's team at 0.20% - 0.10%; the parts add up to what was paid.
    one = await auth(sim, "agent01")
    top = (await sim.value("GET", REALTIME, headers=one))["payouts"][0]
    shown = f"{bets // 100}.{bets % 100:02d}"
    assert (top["basis"], top["rate"]) == (shown, "0.20")
    assert top["parts"] == [
        {"downline": None, "basis": "0.00", "rate": None},
        {"downline": "agent02", "basis": shown, "rate": "0.10"},
    ]
    assert minor(top["amount"]) == 0 + bets * (20 - 10) // 10_000
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"]


async def test_weekly_dividend_is_paid_after_the_week_from_the_team_loss(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/system", {"passwordMaxAgeDays": 0})
    # Sunday 2030-01-13, 22:00 in Ho Chi Minh City (UTC+7): the week ends in two hours.
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-13T15:00:00Z", "freeze": True})
    player = await _register_under(sim, "AGENT02", "loser02x")
    await _fund(sim, player)
    loss = await _lose_rounds(sim, player, "loser02x", 8)
    before = await sim.control("GET", "/__sim/journal?type=contract.paid")
    ran = await sim.control("POST", "/__sim/clock", {"advance": "2h10m"})  # Monday 00:10
    assert any(r["job"] == "contracts.dividend" for r in ran["ran"])
    paid = {
        e["player"]: minor(e["data"]["amount"])
        for e in await sim.control("GET", "/__sim/journal?type=contract.paid")
        if e["data"]["reference"].startswith("dividend:") and e not in before
    }
    # The seeded history of the week is in the teams too; loser02x's loss is added on top,
    # so each share grew by at least its rate of that loss.
    assert paid["agent02"] >= loss * 3000 // 10_000
    assert paid["agent01"] >= 0
    again = await sim.control("POST", "/__sim/contracts/settle", {"kind": "dividend"})
    assert again[0]["paid"] == []
