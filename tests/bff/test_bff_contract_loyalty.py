"""Contract: referral (invite friends) and the player rank through the BFF (docs/contract.md
section 15): their catalogue policy, the session rules applied before any upstream call, and
against the in-process simulator an invitee registered with the member's code, qualified by a
deposit and rewarded by the job, and the rank QA sets read back (never cached)."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from bff_testkit import Browser, Recorder, another_visitor, assert_error

from bff.catalogue import ENTRIES, entry, exposed_at, language_flushed
from bff.entry import CacheScope
from bff.features.ranks.entries import RANKS
from bff.features.referral.entries import REFERRAL

LiveBrowser = Callable[..., Awaitable[Browser]]
MakeBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
RELAY = "/wps/relay/"
INFO = RELAY + "MCSFE_getReferralInfo"
INVITEES = RELAY + "MCSFE_getReferralList"
RANK = RELAY + "MCSFE_getPlayerRank"
SECTION = REFERRAL + RANKS


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


def test_every_call_is_in_the_catalogue() -> None:
    assert all(item in ENTRIES for item in SECTION)
    assert {e.path.removeprefix(RELAY) for e in SECTION} == {
        "MCSFE_getReferralInfo",
        "MCSFE_getReferralList",
        "MCSFE_getPlayerRank",
    }
    assert all(exposed_at(e.path) is e for e in SECTION)


def test_policies() -> None:
    for item in SECTION:
        assert item.token and item.methods == ("GET",), item.name
        assert item.cache is CacheScope.NONE, item.name  # the member's own figures
        assert item.tags, item.name
    for item in REFERRAL:
        assert item.module == "AFFMAN3" and item.real_account, item.name
    rank = entry("ranks.player")
    assert rank.module is None and not rank.real_account  # a session is enough
    assert not {e.name for e in language_flushed()} & {e.name for e in SECTION}


@pytest.mark.parametrize("path", [INFO, INVITEES, RANK])
async def test_anonymous_calls_need_a_session(make_browser: MakeBrowser, path: str) -> None:
    browser = await make_browser()
    status, got, _ = await browser.get(path)
    assert_error(status, got, 401, "login.not.session")


async def test_trials_are_refused_before_upstream(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, got, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, got
    for path in (INFO, INVITEES):
        status, got, _ = await browser.get(path)
        assert_error(status, got, 403, "in_need_true_account")
        assert recorder.to(path) == [], path


@pytest.mark.parametrize("query", ["?pageNo=0", "?pageSize=101", "?pageSize=x", "?nope=1"])
async def test_bad_paging_is_refused(make_browser: MakeBrowser, query: str) -> None:
    browser = await make_browser()
    status, got, _ = await browser.get(INVITEES + query)
    assert_error(status, got, 400, "request.invalid")


def _new_member(code: str) -> dict[str, Any]:
    name = "r" + uuid.uuid4().hex[:9]
    return {
        "username": name,
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "email": f"{name}@example.com",
        "referralCode": code,
        "ageConfirmed": True,
        "termsAccepted": True,
    }


async def _deposit(browser: Browser, sim: TestClient, amount: str) -> None:
    body = {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}
    order = await _value(browser, "POST", RELAY + "MCSFE_createDeposit", body)
    resp = await sim.post(f"/__sim/deposits/{order['orderNo']}/callback")
    assert resp.status == 200, await resp.text()


async def test_an_invitee_qualifies_and_the_inviter_is_rewarded(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    info = await _value(browser, "GET", INFO)
    code = info["code"]
    assert code.startswith("R") and info["link"].endswith(f"/register?referralCode={code}")
    assert info["rule"] == {
        "minDeposit": "200000.00",
        "minValidBet": "0.00",
        "withinDays": 30,
        "reward": "50000.00",
        "rolloverMultiple": 1,
    }
    assert recorder.to(INFO)[-1]["headers"]["ModuleId"] == "AFFMAN3"

    async with another_visitor(browser) as friend:
        member = _new_member(code)
        status, got, _ = await friend.put("/wps/member/register", member)
        assert status == 200, got
        listed = await _value(browser, "GET", INVITEES, params={"pageNo": "1", "pageSize": "10"})
        assert (await _value(browser, "GET", INFO))["invited"] == info["invited"] + 1  # fresh
        row = listed["list"][0]
        assert row["status"] == "PENDING" and row["account"] != member["username"]
        assert row["registeredTime"] and listed["pageSize"] == 10
        await _deposit(friend, sim_client, "200000")

    resp = await sim_client.post("/__sim/referral/run")
    assert resp.status == 200, await resp.text()
    after = await _value(browser, "GET", INFO)
    assert after["qualified"] == info["qualified"] + 1
    assert after["rewarded"] != info["rewarded"]
    rows = (await _value(browser, "GET", INVITEES))["list"]
    assert rows[0]["status"] == "REWARDED" and rows[0]["reward"] == "50000.00"
    assert rows[0]["firstDepositAmount"] == "200000.00"
    inbox = await _value(browser, "GET", RELAY + "CSP_getMessageList", params={"pageSize": "5"})
    assert "REFERRAL" in {m["category"] for m in inbox["list"]}


async def test_player_rank_follows_qa_and_speaks_the_language(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    rank = await _value(browser, "GET", RANK)
    assert rank["level"] == 3 and rank["windowDays"] == 30
    assert [level["level"] for level in rank["levels"]] == [1, 2, 3, 4, 5, 6]
    assert rank["next"]["level"] == 4 and rank["levels"][0]["benefits"]
    vietnamese = await _value(browser, "GET", RANK, headers={"Language": "TY"})
    assert vietnamese["labelName"] != rank["labelName"]

    resp = await sim_client.put("/__sim/players/demo01", json={"clubRank": 6})
    assert resp.status == 200, await resp.text()
    top = await _value(browser, "GET", RANK)
    assert top["level"] == 6 and top.get("next") is None  # read fresh: never cached
