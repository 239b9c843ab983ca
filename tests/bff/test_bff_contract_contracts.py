"""Contract: the contract relays and the consolidated flags through the BFF:
non-agents and trials refused before any upstream call, actions forwarded, POST never
retried, nothing cached."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import entry
from bff.entry import CacheScope
from bff.features.contracts.entries import CONTRACTS

LiveBrowser = Callable[..., Awaitable[Browser]]
DIVIDEND = "/wps/relay/MCSFE_processContractDividend"
FLAGS = "/wps/member/info/funds/consolidated"


def test_entries() -> None:
    for item in CONTRACTS:
        assert item.token and item.cache is CacheScope.NONE
        if item.name != "member.consolidated":
            assert item.real_account and item.agent_only and item.module
        if "POST" in item.methods:
            assert not item.retry
    assert entry("contracts.dividend.act").path == DIVIDEND


async def _login(browser: Browser, username: str) -> None:
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": username, "password": "demo1234"}
    )
    assert status == 200, body


async def test_agent_reads_offers_and_a_downline_answers(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    top = await live_browser()
    await _login(top, "agent01")
    status, body, _ = await top.get(FLAGS)
    assert status == 200 and body["value"]["divtypereq"] == 1
    status, body, _ = await top.get(DIVIDEND)
    assert status == 200, body
    assert body["value"]["maxRate"] == "40.00" and body["value"]["canOffer"] is True
    offer = {"action": "offer", "downline": "agent03", "rate": "25.00", "period": "M"}
    status, body, _ = await top.post(DIVIDEND, offer)
    assert status == 200 and body["value"]["status"] == "offered", body
    status, body, _ = await top.post(DIVIDEND, {**offer, "rate": "45"})
    assert_error(status, body, 400, "contract.rate.too.high")
    assert body["value"] == {"maxRate": "40.00"}
    status, body, _ = await top.post(DIVIDEND, {**offer, "rate": "1e2"})
    assert_error(status, body, 400, "request.invalid")
    three = await live_browser()
    await _login(three, "agent03")
    status, body, _ = await three.get(DIVIDEND)
    contract = body["value"]["mine"]
    assert (contract["upline"], contract["status"]) == ("agent01", "offered")
    status, body, _ = await three.post(DIVIDEND, {"action": "accept", "contractId": contract["id"]})
    assert status == 200 and body["value"]["status"] == "active", body
    posts = [c for c in recorder.to(DIVIDEND) if c["method"] == "POST"]
    assert len(posts) == 3  # the bad rate never reached the upstream


async def test_non_agents_and_trials_are_refused_before_the_upstream(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    player = await live_browser()
    status, body, _ = await player.get(DIVIDEND)
    assert_error(status, body, 401, "login.not.session")
    await _login(player, "demo01")
    status, body, _ = await player.get(DIVIDEND)
    assert_error(status, body, 403, "agent.only")
    status, body, _ = await player.get(FLAGS)  # any member may read the flags: all 0
    assert status == 200 and set(body["value"].values()) == {0}
    trial = await live_browser()
    await trial.post("/wps/session/login/freeplay", {})
    status, body, _ = await trial.post(DIVIDEND, {"action": "reject", "contractId": 1})
    assert_error(status, body, 403, "in_need_true_account")
    assert recorder.to(DIVIDEND) == []
