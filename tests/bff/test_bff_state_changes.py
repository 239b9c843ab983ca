"""No state change over GET: the CSRF check exempts safe methods, so every call that moves
money or writes anything upstream must be a POST (PUT, PATCH, DELETE).

The game launch moves money (the upstream's auto-transfer into the game wallet), so it is
POST only and needs the XSRF header. Every GET of the catalogue (and the BFF's own GET
routes) is called against the real simulator with its clock frozen, and the simulator's
database must not change: a GET added later with a side effect fails here.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from decimal import Decimal

import pytest
from aiohttp.test_utils import TestClient, TestServer
from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import ENTRIES

LiveBrowser = Callable[..., Awaitable[Browser]]
LAUNCH = "/wps/game/launchGame"
BALANCE = "/wps/v2/wallets/balance"
RELAY = "/wps/relay/"
MAIN, JILI = 2, 102  # accountTypeId of the main wallet and of JILI's game wallet
# GETs that write upstream, each for a reason that makes it safe:
WRITING_GETS = {
    # Issues a challenge (a one-time answer for the session's key): no money, no account
    # state; a forced re-issue only replaces the captcha the visitor is looking at, as the
    # refresh button does, and the answer cannot be read cross-site (JSON, same origin).
    "captcha",
}
# The BFF's own GET routes (not catalogue entries) that reach the upstream.
OWN_GETS = ("/bff/bootstrap", "/bff/customer-service", "/bff/health", "/bff/health/upstream")


async def _login(browser: Browser, account: str) -> None:
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": account, "password": "demo1234"}
    )
    assert status == 200, body


async def _wallets(browser: Browser) -> dict[int, Decimal]:
    status, body, _ = await browser.get(BALANCE)
    assert status == 200, body
    return {row["accountTypeId"]: Decimal(row["availBalance"]) for row in body["value"]["balance"]}


async def test_launch_is_a_post_that_needs_the_xsrf_header(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await _login(browser, "demo01")
    status, body, _ = await browser.get(RELAY + "GCSGAME_gameList", params={"vassalage": "JILI"})
    assert status == 200, body
    game = body["value"]["games"][0]
    chosen = {"vassalage": "JILI", "gameId": game["gameId"]}
    before = await _wallets(browser)
    assert before[MAIN] > 0 and before[JILI] == 0  # auto-transfer is on for demo01

    # What another site can make the browser send (a link, a navigation, a plain form)
    # launches nothing and moves no money.
    query = {"vassalage": "JILI", "gameId": str(game["gameId"])}
    status, body, _ = await browser.get(LAUNCH, params=query)
    assert_error(status, body, 405, "method.not.allowed")
    status, body, _ = await browser.request("POST", LAUNCH, json_body=chosen, xsrf=False)
    assert_error(status, body, 403, "csrf.invalid")
    forged = {"X-XSRF-TOKEN": "f" * 43}
    status, body, _ = await browser.request(
        "POST", LAUNCH, json_body=chosen, headers=forged, xsrf=False
    )
    assert_error(status, body, 403, "csrf.invalid")
    assert recorder.to(LAUNCH) == []
    assert await _wallets(browser) == before

    # The SPA's call: a POST echoing the XSRF cookie in the header.
    status, body, _ = await browser.post(LAUNCH, chosen)
    assert status == 200, body
    assert body["value"]["content"]["game_url"].startswith("http")
    after = await _wallets(browser)
    assert after[JILI] == sum(before.values()) and after[MAIN] == 0


@pytest.fixture
async def frozen(sim_client: TestClient) -> None:
    """The simulator clock stopped, so no scheduled job writes while GETs are counted."""
    resp = await sim_client.post("/__sim/clock", json={"freeze": True})
    assert resp.status == 200, await resp.text()


async def _params(browser: Browser) -> dict[str, dict[str, str]]:
    """Query parameters that reach each GET's success path (agent01's own data)."""
    order = {"channel": "MOMO", "amount": "100000", "requestId": str(uuid.uuid4())}
    status, body, _ = await browser.post(RELAY + "MCSFE_createDeposit", order)
    assert status == 200, body
    order_no = body["value"]["orderNo"]
    status, body, _ = await browser.get(RELAY + "PROMOFE_getPromotionList")
    assert status == 200, body
    promotion = body["value"]["list"][0]["id"]
    return {
        "agent.affiliate": {"code": "AGENT01"},
        "games.types": {"vassalage": "JILI"},
        "lottery.vn.opened": {"gameCode": "VN_HCM"},
        "lottery.opened": {"gameCode": "SEA5D_1M"},
        "lottery.current": {"gameCode": "SEA5D_1M"},
        "deposit.order": {"orderNo": order_no},
        "agents.downline": {"account": "agent02"},
        "promotions.detail": {"id": str(promotion)},
        "missions.leaderboard": {"period": "DAILY"},
    }


async def test_no_get_writes_upstream(
    live_browser: LiveBrowser, simulator: TestServer, frozen: None
) -> None:
    keys = pytest.importorskip("simulator.keys")
    db = simulator.app[keys.DB]
    browser = await live_browser()
    await _login(browser, "agent01")  # an agent: the agent-only GETs answer too
    params = await _params(browser)
    gets: list[tuple[str, str, dict[str, str]]] = [
        (e.name, e.path, params.get(e.name, {}))
        for e in ENTRIES
        if "GET" in e.methods and e.exposed
    ]
    gets += [(path, path, {}) for path in OWN_GETS]
    writes: dict[str, int] = {}
    for name, path, query in gets:
        before = db.conn.total_changes
        status, body, _ = await browser.get(path, params=query)
        assert status == 200, (name, body)  # the success path ran, not an early refusal
        if db.conn.total_changes != before:
            writes[name] = db.conn.total_changes - before
    assert set(writes) == WRITING_GETS, writes
    assert LAUNCH not in {path for _, path, _ in gets}
