"""Contract: responsible gaming through the BFF (docs/contract.md section 16): the catalogue's
policy for the member's limits, reality check and exclusion, the session rules applied before
any upstream call, and against the in-process simulator a deposit refused by a limit with the
limit named, a raise that waits 24 hours on the clock, the reality check's figures, a session
ended by its time limit, and an exclusion that ends the BFF's session and refuses the login."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import ENTRIES, exposed_at, language_flushed
from bff.entry import CacheScope
from bff.features.openapi.generator import ERROR_VALUES, build_openapi
from bff.features.responsible.entries import RESPONSIBLE

LiveBrowser = Callable[..., Awaitable[Browser]]
MakeBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
BASE = "/wps/v2/responsible"
LIMITS = BASE + "/limits"
REALITY = BASE + "/reality-check"
EXCLUSION = BASE + "/exclusion"
DEPOSIT = "/wps/relay/MCSFE_createDeposit"
BALANCE = "/wps/v2/wallets/balance"
# Wednesday 9 December 2026, 10:00 brand time (UTC+7).
WEDNESDAY = "2026-12-09T03:00:00Z"
HOUR = 3_600_000


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


async def _signed_in(live_browser: LiveBrowser, sim: TestClient) -> Browser:
    resp = await sim.post("/__sim/clock", json={"set": WEDNESDAY, "freeze": True})
    assert resp.status == 200, await resp.text()
    browser = await live_browser()
    status, got, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, got
    return browser


def _limit(value: dict[str, Any], kind: str, period: str) -> dict[str, Any]:
    return next(x for x in value["limits"] if (x["kind"], x["period"]) == (kind, period))


def _deposit(amount: str) -> dict[str, str]:
    return {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}


def test_every_call_is_in_the_catalogue_and_never_cached() -> None:
    assert all(item in ENTRIES for item in RESPONSIBLE)
    assert {(e.path, e.methods) for e in RESPONSIBLE} == {
        (BASE, ("GET",)),
        (LIMITS, ("PUT",)),
        (REALITY, ("GET",)),
        (REALITY, ("PUT",)),
        (REALITY + "/ack", ("POST",)),
        (EXCLUSION, ("POST",)),
    }
    for item in RESPONSIBLE:
        assert item.token and item.real_account, item.name
        assert item.cache is CacheScope.NONE, item.name  # the member's own figures
        if item.methods != ("GET",):
            assert not item.retry, item.name  # nothing that changes them is resent
        assert exposed_at(item.path) is not None
    assert not {e.name for e in language_flushed()} & {e.name for e in RESPONSIBLE}


def test_the_refusals_values_are_documented() -> None:
    document = build_openapi()
    schemas = document["components"]["schemas"]
    for code in ("limit.deposit.exceeded", "account.excluded", "session.time.limit"):
        assert ERROR_VALUES[code].__name__ in schemas, code
        assert (
            code in document["components"]["schemas"]["Error"]["properties"]["value"]["description"]
        )
    limit = schemas["LimitExceeded"]["properties"]
    assert {"kind", "period", "limit", "used", "remaining", "resetsAt"} <= set(limit)


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("GET", BASE, None),
        ("PUT", LIMITS, {"kind": "session", "minutes": 60}),
        ("GET", REALITY, None),
        ("POST", REALITY + "/ack", None),
    ],
)
async def test_anonymous_calls_need_a_session(
    make_browser: MakeBrowser, method: str, path: str, body: Any
) -> None:
    browser = await make_browser()
    status, got, _ = await browser.request(method, path, json_body=body)
    assert_error(status, got, 401, "login.not.session")


async def test_trials_are_refused_before_upstream(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, got, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, got
    for method, path in (("GET", BASE), ("GET", REALITY)):
        status, got, _ = await browser.request(method, path)
        assert_error(status, got, 403, "in_need_true_account")
        assert recorder.to(path) == [], path
    status, got, _ = await browser.post(
        EXCLUSION, {"kind": "timeout", "length": "24h", "confirm": True}
    )
    assert_error(status, got, 403, "in_need_true_account")
    assert recorder.to(EXCLUSION) == []


@pytest.mark.parametrize(
    ("path", "body"),
    [
        (LIMITS, {"kind": "deposit", "amount": "100"}),  # no period
        (LIMITS, {"kind": "session", "period": "day", "minutes": 30}),
        (LIMITS, {"kind": "deposit", "period": "year", "amount": "100"}),
        (LIMITS, {"kind": "wager", "period": "day", "amount": "-5"}),
        (LIMITS, {"kind": "session", "minutes": 2}),
        (REALITY, {"minutes": 20}),
        (EXCLUSION, {"kind": "timeout", "length": "24h"}),  # not confirmed
        (EXCLUSION, {"kind": "timeout", "length": "24h", "confirm": False}),
        (EXCLUSION, {"kind": "timeout", "length": "2w", "confirm": True}),
    ],
)
async def test_bad_bodies_are_refused_before_upstream(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder, path: str, body: Any
) -> None:
    browser = await _signed_in(live_browser, sim_client)
    method = "POST" if path == EXCLUSION else "PUT"
    status, got, _ = await browser.request(method, path, json_body=body)
    assert_error(status, got, 400, "request.invalid")
    assert recorder.to(path) == []


async def test_a_deposit_limit_refuses_and_a_raise_waits_a_day(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await _signed_in(live_browser, sim_client)
    first = await _value(browser, "GET", BASE)
    assert first["delayHours"] == 24 and first["exclusion"] is None
    assert len(first["limits"]) == 9 and _limit(first, "deposit", "day")["limit"] is None

    set_ = await _value(
        browser, "PUT", LIMITS, {"kind": "deposit", "period": "day", "amount": "100000"}
    )
    day = _limit(set_, "deposit", "day")
    assert (day["limit"], day["pending"], day["used"]) == ("100000.00", None, "0.00")
    await _value(browser, "POST", DEPOSIT, _deposit("60000"))
    status, got, _ = await browser.post(DEPOSIT, _deposit("50000"))
    assert_error(status, got, 403, "limit.deposit.exceeded")
    assert got["value"] == {
        "kind": "deposit",
        "period": "day",
        "limit": "100000.00",
        "used": "60000.00",
        "remaining": "40000.00",
        "resetsAt": day["resetsAt"],
    }
    # The limit's figures are read fresh each time: never from a cache.
    used = _limit(await _value(browser, "GET", BASE), "deposit", "day")["used"]
    assert used == "60000.00"

    raised = await _value(
        browser, "PUT", LIMITS, {"kind": "deposit", "period": "day", "amount": "500000"}
    )
    day = _limit(raised, "deposit", "day")
    assert (day["limit"], day["pending"]) == ("100000.00", "500000.00")
    status, got, _ = await browser.post(DEPOSIT, _deposit("50000"))
    assert_error(status, got, 403, "limit.deposit.exceeded")  # still the old one

    resp = await sim_client.post("/__sim/clock", json={"advance": "24h"})
    assert resp.status == 200, await resp.text()
    status, got, _ = await browser.post("/wps/session/login", DEMO)  # the next day
    assert status == 200, got
    later = _limit(await _value(browser, "GET", BASE), "deposit", "day")
    assert (later["limit"], later["pending"]) == ("500000.00", None)
    await _value(browser, "POST", DEPOSIT, _deposit("50000"))
    assert recorder.to(LIMITS)[-1]["headers"]["Authorization"]


async def test_the_reality_check_reports_the_session(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await _signed_in(live_browser, sim_client)
    chosen = await _value(browser, "PUT", REALITY, {"minutes": 15})
    assert chosen["minutes"] == 15 and chosen["dueAt"] == chosen["sessionStartedAt"] + HOUR // 4
    await sim_client.post("/__sim/clock", json={"advance": "20m"})
    due = await _value(browser, "GET", REALITY)
    assert due["playedMinutes"] == 20 and due["dueAt"] <= due["now"]
    assert (due["staked"], due["won"], due["net"]) == ("0.00", "0.00", "0.00")
    acked = await _value(browser, "POST", REALITY + "/ack")
    assert acked["dueAt"] == acked["now"] + HOUR // 4
    assert (await _value(browser, "GET", BASE))["realityCheckMinutes"] == 15


async def test_a_session_time_limit_ends_the_bff_session_too(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await _signed_in(live_browser, sim_client)
    value = await _value(browser, "PUT", LIMITS, {"kind": "session", "minutes": 30})
    assert value["session"]["limit"] == 30
    await sim_client.post("/__sim/clock", json={"advance": "31m"})
    status, got, _ = await browser.get(BALANCE)
    assert_error(status, got, 401, "session.time.limit")
    assert set(got["value"]) == {"endedAt"}
    status, got, _ = await browser.get(BALANCE)  # the BFF forgot the login
    assert_error(status, got, 401, "login.not.session")


async def test_an_exclusion_ends_the_session_and_refuses_the_login(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await _signed_in(live_browser, sim_client)
    started = await _value(
        browser, "POST", EXCLUSION, {"kind": "timeout", "length": "7d", "confirm": True}
    )
    assert started["kind"] == "timeout" and started["length"] == "7d"
    assert started["endsAt"] == started["startedAt"] + 7 * 24 * HOUR
    status, got, _ = await browser.get(BALANCE)
    assert_error(status, got, 401, "login.not.session")  # signed out here and now

    status, got, _ = await browser.post("/wps/session/login", DEMO)
    assert_error(status, got, 403, "account.excluded")
    assert got["value"]["endsAt"] == started["endsAt"]
    await sim_client.post("/__sim/clock", json={"set": "2026-12-16T03:00:00Z"})  # 7 days on
    status, got, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, got


async def test_qa_sets_and_clears_an_exclusion(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await _signed_in(live_browser, sim_client)
    resp = await sim_client.post(
        "/__sim/players/demo01/exclusion", json={"kind": "self_exclusion", "length": "6m"}
    )
    assert resp.status == 200, await resp.text()
    status, got, _ = await browser.post("/wps/session/login", DEMO)
    assert_error(status, got, 403, "account.excluded")
    assert got["value"]["kind"] == "self_exclusion" and got["value"]["endsAt"] is not None
    resp = await sim_client.delete("/__sim/players/demo01/responsible")
    assert resp.status == 200
    status, got, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, got
