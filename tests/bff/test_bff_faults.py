"""Upstream faults (the simulator's POST /__sim/faults) become clear, fast answers.

One test per fault kind: each checks the status, the envelope and that the answer came
within the call's deadline plus deadline.MARGIN. Then retries: a flaky read recovers, a
mutating call is sent exactly once; and the status gate never stacks its own deadline.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bff_testkit import Browser, Recorder, Stopwatch, add_fault, assert_error

from bff.upstream.deadline import MARGIN

LiveBrowser = Callable[..., Awaitable[Browser]]
DEADLINE = 0.5
STATUS = "/wps/system/status"
WHITELABEL = "/wps/system/whitelabel"
DEMO = {"username": "demo01", "password": "demo1234"}


async def timed_get(browser: Browser, path: str) -> tuple[int, Any, Any, float]:
    with Stopwatch() as sw:
        status, body, resp = await browser.get(path)
    return status, body, resp, sw.elapsed


async def test_error_envelope_passes_through(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE)
    effect = {"kind": "error", "errorCode": "TOO_MANY_REQUESTS", "status": 429, "message": "wait"}
    await add_fault(sim_client, match={"path": STATUS}, effect=effect)
    status, body, _, elapsed = await timed_get(browser, STATUS)
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    assert body["message"] == "wait"
    assert elapsed < DEADLINE + MARGIN
    assert len(recorder.to(STATUS)) == 1  # a business answer is not retried


async def test_upstream_5xx_envelope_keeps_its_code(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE, upstream_retries=0)
    effect = {"kind": "error", "errorCode": "platform.busy", "status": 503}
    await add_fault(sim_client, match={"path": STATUS}, effect=effect)
    status, body, _, elapsed = await timed_get(browser, STATUS)
    assert_error(status, body, 503, "platform.busy")
    assert elapsed < DEADLINE + MARGIN
    _, health, _ = await browser.get("/bff/health/upstream")
    system = next(b for b in health["value"]["breakers"] if b["service"] == "/wps/system")
    assert system["failures"] == 1  # counted against the breaker all the same


async def test_delay_beyond_the_deadline_is_504(live_browser: LiveBrowser, sim_client: Any) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE)
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "delay", "ms": 1500})
    status, body, _, elapsed = await timed_get(browser, STATUS)
    assert_error(status, body, 504, "UPSTREAM_TIMEOUT")
    assert DEADLINE - 0.05 < elapsed < DEADLINE + MARGIN


async def test_dropped_connection_is_503(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE)
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "drop"})
    status, body, resp, elapsed = await timed_get(browser, STATUS)
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    assert resp.headers["Content-Type"].startswith("application/json")
    assert elapsed < DEADLINE + MARGIN
    assert 1 < len(recorder.to(STATUS)) <= 3  # retried, within the deadline


async def test_malformed_body_is_502(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE)
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "malformed"})
    status, body, _, elapsed = await timed_get(browser, STATUS)
    assert_error(status, body, 502, "UPSTREAM_BAD_RESPONSE")
    assert elapsed < DEADLINE + MARGIN
    assert 1 < len(recorder.to(STATUS)) <= 3


async def test_a_flaky_read_recovers(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser(upstream_timeout=2)
    await add_fault(sim_client, match={"path": WHITELABEL}, effect={"kind": "drop"}, times=1)
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "malformed"}, times=2)
    status, body, _ = await browser.get(WHITELABEL)
    assert status == 200, body
    assert len(recorder.to(WHITELABEL)) == 2
    status, body, _ = await browser.get(STATUS)
    assert status == 200 and body["value"]["status"] == 0
    assert len(recorder.to(STATUS)) == 3


async def test_retries_share_the_deadline(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser(upstream_timeout=0.3, upstream_retries=5, upstream_backoff=0.2)
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "drop"})
    status, body, _, elapsed = await timed_get(browser, STATUS)
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    assert elapsed < 0.3 + MARGIN


async def test_login_is_never_sent_twice(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE)
    login = "/wps/session/login"
    for effect, code in (
        ({"kind": "drop"}, "UPSTREAM_UNAVAILABLE"),
        ({"kind": "malformed"}, "UPSTREAM_BAD_RESPONSE"),
        ({"kind": "error", "errorCode": "busy", "status": 503}, "busy"),
    ):
        fault = await add_fault(sim_client, match={"path": login}, effect=effect, times=1)
        before = len(recorder.to(login))
        with Stopwatch() as sw:
            status, body, _ = await browser.post(login, DEMO)
        assert body["errorCode"] == code, (fault, body)
        assert status in {502, 503}
        # Prompt, not a hang: a log-in also passes the status gate and rotates the session
        # around its one upstream call, so it gets twice the deadline on a busy machine.
        assert sw.elapsed < 2 * DEADLINE + MARGIN
        assert len(recorder.to(login)) == before + 1
    assert "token" not in browser.session_data()


async def test_a_forwarded_post_is_sent_once(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE)
    path = "/wps/verification/sms/noLogin"
    await add_fault(sim_client, match={"method": "POST", "path": path}, effect={"kind": "drop"})
    status, body, _ = await browser.post(
        path, {"mobileNum": "912345678", "countryDialingCode": "+84"}
    )
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    assert len(recorder.to(path)) == 1


async def test_register_and_logout_are_never_resent(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    """aiohttp itself would resend a PUT or DELETE on a dropped connection; not here."""
    browser = await live_browser(upstream_timeout=DEADLINE)
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    for path in ("/wps/member/register", "/wps/session/logout"):
        await add_fault(sim_client, match={"path": path}, effect={"kind": "drop"})
    await browser.put("/wps/member/register", {"username": "nobody1", "password": "abc12345"})
    assert len(recorder.to("/wps/member/register")) == 1
    status, body, _ = await browser.delete("/wps/session/logout")
    assert (status, body["value"]) == (200, True)  # best effort upstream
    assert len(recorder.to("/wps/session/logout")) == 1


async def test_a_slow_status_does_not_stack_deadlines(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    """The gate gives up after half the deadline and fails open; the call still answers."""
    deadline = 1.0
    browser = await live_browser(upstream_timeout=deadline)
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "delay", "ms": 3000})
    with Stopwatch() as sw:
        status, body, _ = await browser.get("/wps/relay/MCSFE_getListAnnouncements")
    assert status == 200, body
    assert body["value"]["banners"]
    assert sw.elapsed < deadline + MARGIN
    assert len(recorder.to(STATUS)) == 1  # the gate does not retry past its share


async def test_gate_uses_the_last_known_status(live_browser: LiveBrowser, sim_client: Any) -> None:
    """Maintenance seen once keeps refusing while the upstream cannot say otherwise."""
    browser = await live_browser(upstream_timeout=DEADLINE)
    resp = await sim_client.put("/__sim/system", json={"maintenance": True})
    assert resp.status == 200
    status, body, _ = await browser.get("/wps/relay/MCSFE_getListAnnouncements")
    assert_error(status, body, 400, "function.not.available")
    await add_fault(sim_client, match={"path": STATUS}, effect={"kind": "drop"})
    status, body, _ = await browser.get("/wps/relay/MCSFE_getListAnnouncements")
    assert_error(status, body, 400, "function.not.available")
