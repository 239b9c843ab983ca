"""Contract: the agent-centre calls through the BFF against the in-process simulator:
every entry refuses a non-agent session before any upstream call; an agent reads its team's
reports, registers a downline and funds it (both encrypted upstream, the transfer moving
money once however often the browser retries); another agent's tree answers as nobody."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from aiohttp.test_utils import TestServer
from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import ENTRIES
from bff.features.agents.entries import AGENTS
from simulator.keys import DB

# Team figures come from the seeded days of play.
pytestmark = pytest.mark.agent_history

LiveBrowser = Callable[..., Awaitable[Browser]]
RELAY = "/wps/relay/"
PAYPASS = "135790"
REGISTER = "/wps/agent/register"
TRANSFER = RELAY + "MCSFE_transferToDownline"


def _member_of(server: TestServer, upline: str, member_type: int = 0) -> str:
    row = server.app[DB].one(
        "SELECT m.account FROM members m JOIN members u ON u.id = m.upline_id"
        " WHERE u.account = ? AND m.type = ? AND m.locked = 0 ORDER BY m.id LIMIT 1",
        (upline, member_type),
    )
    assert row is not None
    return row["account"]


async def _login(live_browser: LiveBrowser, account: str) -> Browser:
    browser = await live_browser()
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": account, "password": "demo1234"}
    )
    assert status == 200, body
    return browser


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


def _calls() -> list[tuple[str, str, dict[str, Any] | None]]:
    """One well-formed browser request per agent entry."""
    register = {
        "username": "bffdown1",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "accountType": "player",
        "ageConfirmed": True,
    }
    transfer = {
        "account": "agent02",
        "amount": "10",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    bodies = {"agents.register": register, "agents.transfer": transfer}
    return [(e.methods[0], e.path, bodies.get(e.name)) for e in AGENTS]


QUERIES = {RELAY + "MCSFE_getDownlineDetail": {"account": "agent02"}}


def test_agent_entries_are_agent_only_and_never_retry_writes() -> None:
    assert len(AGENTS) == 10 and all(item in ENTRIES for item in AGENTS)
    for item in AGENTS:
        assert item.token and item.real_account and item.agent_only, item.name
        assert item.cache.value == "none", item.name
        if item.methods != ("GET",):
            assert not item.retry, item.name
    assert {e.name for e in AGENTS if e.encrypted} == {"agents.register", "agents.transfer"}
    assert next(e for e in AGENTS if e.name == "agents.register").module == "REG3"


async def test_non_agents_are_refused_before_any_upstream_call(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    anonymous = await live_browser()
    player = await _login(live_browser, "demo01")
    trial = await live_browser()
    status, got, _ = await trial.post("/wps/session/login/freeplay", {})
    assert status == 200, got
    for browser, status_code, code in (
        (anonymous, 401, "login.not.session"),
        (player, 403, "agent.only"),
        (trial, 403, "in_need_true_account"),
    ):
        for method, path, body in _calls():
            status, got, _ = await browser.request(
                method, path, json_body=body, params=QUERIES.get(path)
            )
            assert_error(status, got, status_code, code)
            assert recorder.to(path) == [], path
    # A query that does not parse is refused too, and never reaches upstream either.
    status, got, _ = await player.get(RELAY + "MCSFE_getDownlines", params={"pageSize": "101"})
    assert_error(status, got, 400, "request.invalid")
    assert recorder.to(RELAY + "MCSFE_getDownlines") == []


async def test_agent_reads_its_team_through_the_bff(
    live_browser: LiveBrowser, simulator: TestServer
) -> None:
    agent = await _login(live_browser, "agent01")
    day = datetime.now(UTC).astimezone(ZoneInfo("Asia/Ho_Chi_Minh")).date()
    days = {"beginDate": (day - timedelta(days=14)).isoformat(), "endDate": day.isoformat()}
    overview = await _value(agent, "GET", RELAY + "MCSFE_getTeamOverview", params=days)
    assert overview["members"] > 10 and overview["betAmount"] != "0.00"
    assert len(overview["days"]) == 15
    listed = await _value(agent, "GET", RELAY + "MCSFE_getDownlines", params={"direct": "true"})
    assert {row["level"] for row in listed["list"]} == {1}
    detail = await _value(
        agent, "GET", RELAY + "MCSFE_getDownlineDetail", params={"account": "agent02"}
    )
    assert detail["upline"] == "agent01" and "figures" in detail
    for relay, extra in (
        ("MCSFE_getAgentAnnouncements", {}),
        ("ODSFE2_getTeamBetRecord", days),
        ("ODSFE2_getTeamProfitLoss", days),
        ("ODSFE2_getTeamTransactions", {**days, "type": "DEPOSIT"}),
        ("ODSFE2_getAgentRevenue", days),
    ):
        value = await _value(agent, "GET", RELAY + relay, params=extra)
        assert value["pageNo"] == 1, relay
    bets = await _value(agent, "GET", RELAY + "ODSFE2_getTeamBetRecord", params=days)
    assert bets["list"] and all("account" in row for row in bets["list"])
    status, got, _ = await agent.get(RELAY + "MCSFE_getDownlines", params={"colour": "red"})
    assert_error(status, got, 400, "request.invalid")
    # agent02's view of agent03's player and of an unknown account: the same 404.
    stranger = _member_of(simulator, "agent03")
    other = await _login(live_browser, "agent02")
    answers = []
    for account in (stranger, "nobody999", "agent01"):
        status, got, _ = await other.get(
            RELAY + "ODSFE2_getTeamProfitLoss", params={"account": account}
        )
        assert_error(status, got, 404, "agent.member.not.found")
        answers.append(got)
    assert answers[0] == answers[1] == answers[2]


async def test_register_and_fund_a_downline_encrypted_upstream(
    live_browser: LiveBrowser, recorder: Recorder, simulator: TestServer
) -> None:
    agent = await _login(live_browser, "agent02")
    pay = {"paymentPassword": PAYPASS, "confirmPaymentPassword": PAYPASS, "password": "demo1234"}
    status, got, _ = await agent.put("/wps/member/password/payment", pay)
    assert status == 200, got
    body = {
        "username": "bffdown2",
        "password": "secret123",
        "confirmPassword": "secret123",
        "accountType": "agent",
        "ageConfirmed": True,
        "nickname": "From the BFF",
    }
    made = await _value(agent, "PUT", REGISTER, body)
    assert made == {"account": "bffdown2", "type": 2, "upline": "agent02"}
    assert "secret123" not in str(recorder.to(REGISTER)[-1]["body"])  # encrypted
    status, got, _ = await agent.put(REGISTER, {**body, "username": "bffdown3", "admin": True})
    assert_error(status, got, 400, "request.invalid")
    status, got, _ = await agent.put(REGISTER, {**body, "ageConfirmed": False})
    assert_error(status, got, 400, "age.not.confirmed")
    before = await _value(agent, "GET", "/wps/v2/wallets/balance")
    transfer = {
        "account": "bffdown2",
        "amount": "2500.50",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    sent = await _value(agent, "POST", TRANSFER, transfer)
    again = await _value(agent, "POST", TRANSFER, transfer)  # the browser retried
    assert sent["reference"] == again["reference"] and sent["downline"] == "bffdown2"
    assert len(recorder.to(TRANSFER)) == 2  # one upstream call per browser call, never more
    assert PAYPASS not in str(recorder.to(TRANSFER)[-1]["body"])
    after = await _value(agent, "GET", "/wps/v2/wallets/balance")
    whole = [int(v["sumBalance"].replace(".", "")) for v in (before, after)]
    assert whole[0] - whole[1] == 250_050
    stranger = _member_of(simulator, "agent03")
    status, got, _ = await agent.post(
        TRANSFER, {**transfer, "account": stranger, "requestId": str(uuid.uuid4())}
    )
    assert_error(status, got, 404, "agent.member.not.found")
    status, got, _ = await agent.post(TRANSFER, {**transfer, "requestId": "not-a-uuid"})
    assert_error(status, got, 400, "request.invalid")
    downline = await _value(
        agent, "GET", RELAY + "MCSFE_getDownlineDetail", params={"account": "bffdown2"}
    )
    assert downline["balance"] == "2500.50" and downline["nickname"] == "From the BFF"
