"""The circuit breaker per upstream service: opens, refuses fast, probes, closes."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from bff_testkit import (
    Browser,
    ManualClock,
    Recorder,
    Stopwatch,
    add_fault,
    assert_error,
    clear_faults,
)

from bff.upstream.breaker import Breaker, State, service_of
from bff.upstream.retry import RetryPolicy

LiveBrowser = Callable[..., Awaitable[Browser]]
STATUS = "/wps/system/status"
COOLDOWN = 10.0


@pytest.mark.parametrize(
    ("path", "service"),
    [
        ("/wps/relay/MCSFE_getListAnnouncements", "relay:MCSFE"),
        ("/wps/relay/GCSGAME_newGameVendor", "relay:GCSGAME"),
        ("/wps/system/status", "/wps/system"),
        ("/wps/system/setting/register", "/wps/system"),
        ("/wps/session/login/verify", "/wps/session"),
        ("/wps/member/info", "/wps/member"),
        ("/wps/v2/wallets/balance", "/wps/v2/wallets"),
        ("/wps/verification/sms/noLogin", "/wps/verification"),
        ("/wps/game/launchGame", "/wps/game"),
        ("/wps/captcha", "/wps/captcha"),
    ],
)
def test_service_of(path: str, service: str) -> None:
    assert service_of(path) == service


def test_breaker_states() -> None:
    now = [0.0]
    breaker = Breaker("x", threshold=3, cooldown=10, clock=lambda: now[0])
    for _ in range(2):
        breaker.failure()
    breaker.success()  # an answer resets the count
    for _ in range(3):
        assert breaker.allow()
        breaker.failure()
    assert breaker.state is State.OPEN and not breaker.allow()
    assert breaker.snapshot()["retryInSeconds"] == 10
    now[0] = 10.0
    assert breaker.allow()  # the one probe
    assert breaker.state is State.HALF_OPEN and not breaker.allow()
    breaker.failure()  # the probe failed: open again, a new cool-down
    assert breaker.state is State.OPEN and not breaker.allow()
    now[0] = 20.0
    assert breaker.allow()
    breaker.abandon()  # the probe was cancelled: the next caller probes
    assert breaker.allow()
    breaker.success()
    assert breaker.state is State.CLOSED and breaker.failures == 0


def test_backoff_is_full_jitter_and_capped() -> None:
    policy = RetryPolicy(retries=3, base=0.1, cap=0.3)
    samples = [policy.backoff(n) for n in range(4) for _ in range(200)]
    assert all(0 <= s <= 0.3 for s in samples)
    assert max(policy.backoff(0) for _ in range(200)) <= 0.1
    assert len(set(samples)) > 100


async def breaker_of(browser: Browser, service: str) -> dict[str, Any]:
    status, body, _ = await browser.get("/bff/health/upstream")
    assert status == 200
    return next(b for b in body["value"]["breakers"] if b["service"] == service)


async def test_breaker_opens_refuses_fast_and_probes(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    clock = ManualClock()
    browser = await live_browser(
        upstream_timeout=1,
        breaker_threshold=3,
        breaker_cooldown=COOLDOWN,
        upstream_retries=0,
        clock=clock,
    )
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "drop"})
    for _ in range(3):
        status, body, _ = await browser.get(STATUS)
        assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    assert (await breaker_of(browser, "/wps/system"))["state"] == "open"
    hits = len(recorder.to(STATUS))
    with Stopwatch() as sw:
        status, body, _ = await browser.get(STATUS)
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    assert "circuit open" in body["message"]
    assert sw.elapsed < 0.25  # no upstream round trip, no backoff
    assert len(recorder.to(STATUS)) == hits  # refused without calling upstream
    # other services are not affected
    status, _, _ = await browser.get("/wps/relay/MCSFE_getListAnnouncements")
    assert status == 200

    clock.advance(COOLDOWN - 1)
    status, body, _ = await browser.get(STATUS)  # still cooling down: refused at once
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    assert len(recorder.to(STATUS)) == hits
    clock.advance(1)
    status, body, _ = await browser.get(STATUS)  # the probe fails: open again
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    assert len(recorder.to(STATUS)) == hits + 1
    assert (await breaker_of(browser, "/wps/system"))["state"] == "open"

    await clear_faults(sim_client)
    clock.advance(COOLDOWN)
    status, body, _ = await browser.get(STATUS)  # the probe succeeds: closed
    assert status == 200, body
    state = await breaker_of(browser, "/wps/system")
    assert (state["state"], state["failures"]) == ("closed", 0)


async def test_business_errors_do_not_open_the_breaker(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    browser = await live_browser(breaker_threshold=2)
    effect = {"kind": "error", "errorCode": "user.or.password.invalid", "status": 400}
    await add_fault(sim_client, match={"path": "/wps/session/login"}, effect=effect)
    for _ in range(4):
        status, body, _ = await browser.post(
            "/wps/session/login", {"username": "a", "password": "b"}
        )
        assert_error(status, body, 400, "user.or.password.invalid")
    assert (await breaker_of(browser, "/wps/session"))["state"] == "closed"


async def test_open_breaker_with_status_down_still_fails_open(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    """The status gate asks an open breaker, gets an instant no, and lets the call go."""
    browser = await live_browser(breaker_threshold=1, breaker_cooldown=60, upstream_retries=0)
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "drop"})
    await browser.get(STATUS)
    with Stopwatch() as sw:
        status, body, _ = await browser.get("/wps/relay/MCSFE_getListAnnouncements")
    assert status == 200, body
    assert sw.elapsed < 0.5
