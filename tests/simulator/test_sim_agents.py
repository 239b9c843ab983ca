"""Agent centre (docs/contract.md section 13): the seeded tree, downline management,
registering and funding downlines, and the team reports, each total checked against what the
seeded rounds and deposits add up to."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest
from agentkit import (
    PAYPASS,
    RELAY,
    accounts,
    db_of,
    expected,
    get,
    login,
    minor,
    set_payment_password,
    start_of,
    team,
    today,
)
from simkit import MakeClient, Sim

from simulator.features.agents.seed import TEAM_SIZE

# Team figures come from the seeded days of play.
pytestmark = pytest.mark.agent_history

REGISTER = "/wps/agent/register"
TRANSFER = RELAY + "MCSFE_transferToDownline"
BALANCE = "/wps/v2/wallets/balance"


async def test_seeded_tree_has_three_levels_and_demo01_stays_alone(sim: Sim) -> None:
    db = db_of(sim)
    levels = team(db, "agent01")
    assert len(levels) - 1 == TEAM_SIZE + 2 and max(levels.values()) == 3
    agent = await login(sim, "agent01")
    listed = await get(sim, "MCSFE_getDownlines", agent, pageSize=100)
    assert listed["totalCount"] == TEAM_SIZE + 2
    rows = {row["account"]: row for row in listed["list"]}
    assert rows["agent02"]["upline"] == "agent01" and rows["agent02"]["level"] == 1
    assert rows["agent02"]["type"] == 41 and rows["agent03"]["type"] == 2
    assert {row["level"] for row in listed["list"]} == {1, 2, 3}
    dates = [row["registerDate"] for row in listed["list"]]
    assert dates == sorted(dates, reverse=True)
    assert rows["agent02"]["teamSize"] == len(team(db, "agent02")) - 1 == 7
    assert {row["status"] for row in listed["list"]} == {"active", "locked"}
    demo = await sim.value("GET", "/wps/member/info", headers=await login(sim, "demo01"))
    assert demo["toUpline"] is False


async def test_without_history_the_tree_is_the_same_and_has_no_rounds(
    sim: Sim, make_client: MakeClient
) -> None:
    """SIM_AGENT_HISTORY off (most tests): the same members below agent01, none has played."""
    bare = Sim(await make_client(agent_history=False))
    played, quiet = db_of(sim), db_of(bare)
    members = "SELECT account, upline_id, created_at FROM members ORDER BY id"
    assert played.all(members) == quiet.all(members)
    tree = sorted(team(quiet, "agent01"))
    marks = ",".join("?" * len(tree))
    rounds = f"SELECT COUNT(*) AS n FROM rounds WHERE member_id IN ({marks})"
    assert played.one(rounds, tuple(tree))["n"] > 100
    assert quiet.one(rounds, tuple(tree))["n"] == 0


async def test_downline_search_filters_and_paging(sim: Sim) -> None:
    agent = await login(sim, "agent01")
    direct = await get(sim, "MCSFE_getDownlines", agent, direct="true", pageSize=100)
    assert {row["level"] for row in direct["list"]} == {1} and direct["totalCount"] == 6
    agents = await get(sim, "MCSFE_getDownlines", agent, type="agent")
    assert {row["type"] for row in agents["list"]} <= {1, 2, 41, 42}
    assert agents["totalCount"] == 3
    players = await get(sim, "MCSFE_getDownlines", agent, type="player", pageSize=100)
    assert {row["type"] for row in players["list"]} == {0}
    assert players["totalCount"] + agents["totalCount"] == TEAM_SIZE + 2
    first = await get(sim, "MCSFE_getDownlines", agent, pageSize=5)
    third = await get(sim, "MCSFE_getDownlines", agent, pageSize=5, pageNo=4)
    assert first["totalPages"] == 4 and len(third["list"]) == (TEAM_SIZE + 2) - 15
    whole = await get(sim, "MCSFE_getDownlines", agent, pageSize=100)
    assert [r["account"] for r in first["list"]] == [r["account"] for r in whole["list"][:5]]
    someone = whole["list"][-1]
    by_account = await get(
        sim, "MCSFE_getDownlines", agent, keyword=someone["account"][2:7].upper()
    )
    assert someone["account"] in {row["account"] for row in by_account["list"]}
    by_nickname = await get(sim, "MCSFE_getDownlines", agent, keyword="Agent T")
    assert {row["account"] for row in by_nickname["list"]} == {"agent02", "agent03"}
    nothing = await get(sim, "MCSFE_getDownlines", agent, keyword="%")
    assert nothing["totalCount"] == 0 and nothing["list"] == []
    await sim.error(
        "GET",
        RELAY + "MCSFE_getDownlines",
        "request.invalid",
        headers=agent,
        params={"type": "boss"},
    )


async def test_downline_detail_figures_and_contracts(sim: Sim) -> None:
    db = db_of(sim)
    agent = await login(sim, "agent01")
    row = db.one(
        "SELECT m.account, m.id FROM rounds r JOIN members m ON m.id = r.member_id"
        " GROUP BY m.id ORDER BY SUM(r.bet) DESC LIMIT 1"
    )
    detail = await get(sim, "MCSFE_getDownlineDetail", agent, account=row["account"])
    day = await today(sim)
    figures = expected(db, [row["id"]], day - timedelta(days=29), day)
    assert minor(detail["figures"]["betAmount"]) == figures.bet > 0
    assert minor(detail["figures"]["winAmount"]) == figures.win
    assert minor(detail["figures"]["profit"]) == figures.profit
    assert minor(detail["figures"]["deposits"]) == figures.deposits
    assert detail["mobile"].startswith("*") and detail["mobile"][-4:].isdigit()
    assert detail["email"].endswith("@example.com") and "***" in detail["email"]
    assert detail["frozenBalance"] == "0.00" and detail["contracts"] == []
    second = await get(sim, "MCSFE_getDownlineDetail", agent, account="agent02")
    assert all(c["downline"] == "agent02" for c in second["contracts"])
    assert {"account", "level", "teamSize", "balance", "lastLoginAt"} <= set(second)


async def test_register_a_player_and_an_agent_below_the_caller(sim: Sim) -> None:
    agent = await login(sim, "agent02")
    body = {
        "username": "down02p",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "accountType": "player",
        "ageConfirmed": True,
        "nickname": "Downline P",
        "mobileNum": "70012345",
    }
    made = await sim.send("PUT", REGISTER, body, headers=agent)
    assert made["value"] == {"account": "down02p", "type": 0, "upline": "agent02"}
    sub = {**body, "username": "down02a", "accountType": "agent", "mobileNum": None}
    sub.pop("nickname")
    assert (await sim.send("PUT", REGISTER, sub, headers=agent))["value"]["type"] == 2
    listed = await get(sim, "MCSFE_getDownlines", agent, keyword="down02", pageSize=100)
    assert {(r["account"], r["level"], r["nickname"]) for r in listed["list"]} == {
        ("down02p", 1, "Downline P"),
        ("down02a", 1, "down02a"),
    }
    top = await get(sim, "MCSFE_getDownlines", await login(sim, "agent01"), keyword="down02")
    assert {r["level"] for r in top["list"]} == {2}
    new_agent = await login(sim, "down02a", "abc12345")
    assert (await get(sim, "MCSFE_getDownlines", new_agent))["totalCount"] == 0
    player = await login(sim, "down02p", "abc12345")
    await sim.error("GET", RELAY + "MCSFE_getDownlines", "agent.only", 403, headers=player)
    overview = await get(sim, "MCSFE_getTeamOverview", agent)
    assert overview["newToday"] == 2 and overview["newMembers"] == 2
    journal = await sim.control("GET", "/__sim/journal?type=downline.registered")
    assert {entry["data"]["account"] for entry in journal} == {"down02p", "down02a"}
    assert {entry["player"] for entry in journal} == {"agent02"}


async def test_register_applies_the_field_rules(sim: Sim) -> None:
    agent = await login(sim, "agent01")
    good = {
        "username": "rules01",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "accountType": "player",
        "ageConfirmed": True,
    }
    for change, code, field in (
        ({"username": "1abc"}, "field.invalid", "username"),
        ({"username": None}, "field.required", "username"),
        ({"password": "abcdefgh", "confirmPassword": "abcdefgh"}, "field.invalid", "password"),
        ({"confirmPassword": "abc12346"}, "password.mismatch", "confirmPassword"),
        ({"ageConfirmed": False}, "age.not.confirmed", "ageConfirmed"),
        ({"ageConfirmed": "true"}, "age.not.confirmed", "ageConfirmed"),
        ({"username": "demo01"}, "username.exists", "username"),
        ({"mobileNum": "912345678"}, "mobile.exists", "mobileNum"),  # demo01's number
        ({"email": "not-an-email"}, "field.invalid", "email"),
        ({"accountType": "boss"}, "request.invalid", "accountType"),
    ):
        refused = await sim.send("PUT", REGISTER, {**good, **change}, headers=agent, status=400)
        assert (refused["errorCode"], refused.get("field")) == (code, field), change
    # The form has no captcha or terms: the sign-up form's rules for those do not apply.
    assert (await sim.send("PUT", REGISTER, good, headers=agent))["success"] is True
    plain = await sim.call("PUT", REGISTER, json=good, headers=agent, status=400)
    assert plain["errorCode"] == "encryption.required"
    await sim.control("PUT", "/__sim/modules", {"REG3": "0"})
    off = await sim.send(
        "PUT", REGISTER, {**good, "username": "rules02"}, headers=agent, status=400
    )
    assert off["errorCode"] == "function.not.available"


async def test_transfer_to_a_downline_moves_money_once(sim: Sim) -> None:
    db = db_of(sim)
    agent = await login(sim, "agent02")
    await set_payment_password(sim, agent)
    mine = accounts(db, team(db, "agent02"))
    target = next(name for name in mine.values() if name not in ("agent02",))
    target_headers = await login(sim, target)
    before = minor((await sim.value("GET", BALANCE, headers=agent))["sumBalance"])
    target_before = minor((await sim.value("GET", BALANCE, headers=target_headers))["sumBalance"])
    body = {
        "account": target,
        "amount": "1500.50",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    sent = (await sim.send("POST", TRANSFER, body, headers=agent))["value"]
    again = (await sim.send("POST", TRANSFER, body, headers=agent))["value"]
    assert (
        sent["reference"]
        == again["reference"]
        == f"downline:{_id(db, 'agent02')}:{body['requestId']}"
    )
    assert (sent["amount"], sent["downline"]) == ("1500.50", target)
    assert minor(sent["balance"]["sumBalance"]) == before - 150_050
    after = minor((await sim.value("GET", BALANCE, headers=target_headers))["sumBalance"])
    assert after == target_before + 150_050
    conflict = await sim.send("POST", TRANSFER, {**body, "amount": "2"}, headers=agent, status=409)
    assert conflict["errorCode"] == "transfer.conflict"
    fresh = {**body, "requestId": str(uuid.uuid4())}
    for change, code in (
        ({"paymentPassword": "000000"}, "payment.password.invalid"),
        ({"amount": "999999999"}, "insufficient.funds"),
        ({"amount": "0"}, "field.invalid"),
        ({"amount": "1.001"}, "field.invalid"),
    ):
        refused = await sim.send("POST", TRANSFER, {**fresh, **change}, headers=agent, status=400)
        assert refused["errorCode"] == code, change
    journal = await sim.control("GET", "/__sim/journal?type=downline.transferred")
    assert len(journal) == 1 and journal[0]["data"] == {"to": target, "amount": "1500.50"}
    record = await get(sim, "ODSFE2_MemTransDet", target_headers, type="TRANSFER")
    assert (
        record["list"][0]["kind"] == "downline_transfer"
        and record["list"][0]["amount"] == "1500.50"
    )
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True


def _id(db: object, account: str) -> int:
    return db.one("SELECT id FROM members WHERE account = ?", (account,))["id"]  # type: ignore[attr-defined]


async def test_overview_totals_match_the_seeded_play(sim: Sim) -> None:
    db = db_of(sim)
    day = await today(sim)
    begin = day - timedelta(days=14)
    levels = team(db, "agent01")
    want = expected(db, levels, begin, day)
    agent = await login(sim, "agent01")
    value = await get(sim, "MCSFE_getTeamOverview", agent, beginDate=begin, endDate=day)
    assert value["members"] == len(levels) - 1
    assert value["directMembers"] == sum(1 for level in levels.values() if level == 1)
    assert value["agents"] == 3
    assert minor(value["betAmount"]) == minor(value["validBet"]) == want.bet > 0
    assert minor(value["winAmount"]) == want.win
    assert minor(value["profit"]) == want.profit
    assert minor(value["deposits"]) == want.deposits > 0
    assert value["activeMembers"] == len(want.active) > 0
    created = db.all("SELECT id, created_at FROM members")
    start, stop = start_of(begin), start_of(day + timedelta(days=1))
    assert value["newMembers"] == sum(
        1
        for r in created
        if r["id"] in levels
        and r["id"] in levels
        and levels[r["id"]] > 0
        and start <= r["created_at"] < stop
    )
    assert [d["date"] for d in value["days"]] == [
        (begin + timedelta(days=n)).isoformat() for n in range(15)
    ]
    assert sum(minor(d["validBet"]) for d in value["days"]) == want.bet
    assert sum(minor(d["profit"]) for d in value["days"]) == want.profit
    assert sum(d["newMembers"] for d in value["days"]) == value["newMembers"]
    balances = db.one(
        "SELECT SUM(credits_posted - debits_posted - debits_pending) AS n FROM accounts"
        f" WHERE member_id IN ({','.join(str(i) for i in levels)}) AND currency <> 'PTS'"
    )["n"]  # money only: the team's points (earned by the seeded play) are no balance
    assert minor(value["teamBalance"]) == balances
    empty = await get(sim, "MCSFE_getTeamOverview", agent)  # today: nothing played yet
    assert empty["betAmount"] == "0.00" and len(empty["days"]) == 1
    await sim.error(
        "GET",
        RELAY + "MCSFE_getTeamOverview",
        "request.invalid",
        headers=agent,
        params={"beginDate": "2025-01-01", "endDate": "2025-06-01"},
    )


# -- authorization: nothing outside the caller's team, for nobody but agents ---------------

NAMING = (
    "MCSFE_getDownlineDetail",
    "ODSFE2_getTeamBetRecord",
    "ODSFE2_getTeamProfitLoss",
    "ODSFE2_getTeamTransactions",
)
READS = (
    *NAMING,
    "MCSFE_getAgentAnnouncements",
    "MCSFE_getTeamOverview",
    "MCSFE_getDownlines",
    "ODSFE2_getAgentRevenue",
)


def _transfer(account: str) -> dict:
    return {
        "account": account,
        "amount": "10",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }


async def _refused_everywhere(sim: Sim, headers: dict[str, str], code: str, status: int) -> None:
    for relay in READS:
        await sim.error(
            "GET", RELAY + relay, code, status, headers=headers, params={"account": "agent02"}
        )
    await sim.send("POST", TRANSFER, _transfer("agent02"), headers=headers, status=status)
    register = {
        "username": "nobody01",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "accountType": "player",
        "ageConfirmed": True,
    }
    refused = await sim.send("PUT", REGISTER, register, headers=headers, status=status)
    assert refused["errorCode"] == code


async def test_agent02_cannot_reach_outside_its_team(sim: Sim) -> None:
    db = db_of(sim)
    agent = await login(sim, "agent02")
    await set_payment_password(sim, agent)
    outside_team = accounts(db, team(db, "agent03"))
    stranger = next(name for name in outside_team.values() if name != "agent03")
    sub_agent = next(
        name
        for member_id, name in accounts(db, team(db, "agent02")).items()
        if db.one("SELECT type FROM members WHERE id = ?", (member_id,))["type"] == 2
    )
    unknown = await sim.error(
        "GET",
        RELAY + "MCSFE_getDownlineDetail",
        "agent.member.not.found",
        404,
        headers=agent,
        params={"account": "nobody999"},
    )
    for outsider in (
        stranger,
        stranger.upper(),
        "agent03",
        "agent01",
        "demo01",
        "agent02",
        "nobody999",
    ):
        for relay in NAMING:
            body = await sim.call(
                "GET", RELAY + relay, status=404, headers=agent, params={"account": outsider}
            )
            assert body == unknown, (relay, outsider)  # the same answer: nothing to probe
        refused = await sim.send("POST", TRANSFER, _transfer(outsider), headers=agent, status=404)
        assert refused == unknown
    listed = await get(sim, "MCSFE_getDownlines", agent, keyword=stranger)
    assert listed["totalCount"] == 0
    assert await sim.control("GET", "/__sim/journal?type=downline.transferred") == []
    # The sub-agent below agent02 cannot look up at its upline either; agent01 sees it all.
    sub = await login(sim, sub_agent)
    await sim.error(
        "GET",
        RELAY + "MCSFE_getDownlineDetail",
        "agent.member.not.found",
        404,
        headers=sub,
        params={"account": "agent02"},
    )
    top = await login(sim, "agent01")
    for name in (stranger, sub_agent, "agent02"):
        assert (await get(sim, "MCSFE_getDownlineDetail", top, account=name))["account"] == name


async def test_players_trials_and_strangers_are_refused(sim: Sim) -> None:
    db = db_of(sim)
    await _refused_everywhere(sim, await login(sim, "demo01"), "agent.only", 403)
    player = next(
        name
        for member_id, name in accounts(db, team(db, "agent01")).items()
        if db.one("SELECT type, locked FROM members WHERE id = ?", (member_id,))["type"] == 0
        and not db.one("SELECT locked FROM members WHERE id = ?", (member_id,))["locked"]
    )
    await _refused_everywhere(sim, await login(sim, player), "agent.only", 403)
    body = {"os": "Linux", "platform": "W", "nonce": "n-agents-0001"}
    trial = (
        await sim.send(
            "POST", "/wps/session/login/freeplay", body, headers={"X-Gateway-Version": "3"}
        )
    )["value"]
    await _refused_everywhere(sim, {"Authorization": trial["token"]}, "in_need_true_account", 403)
    await _refused_everywhere(sim, {}, "login.not.session", 401)
