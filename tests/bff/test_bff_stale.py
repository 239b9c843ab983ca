"""Cached reads and the bootstrap stay up while the upstream is down: stale, and marked."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from bff_testkit import Browser, ManualClock, Stopwatch, add_fault, assert_error

from bff.cache import MemoryCache
from bff.upstream.deadline import MARGIN

LiveBrowser = Callable[..., Awaitable[Browser]]
WHITELABEL = "/wps/system/whitelabel"  # cached 30 s, so stale for 300 s more
DEADLINE = 0.5
STATUS_TIMEOUT = 1.0


@pytest.fixture
def clock() -> ManualClock:
    """The BFF's monotonic clock, moved by the test (the event loop keeps the real one)."""
    return ManualClock()


async def test_memory_cache_stale_window(clock: ManualClock) -> None:
    cache = MemoryCache(clock=clock)
    await cache.set("k", {"v": 1}, 10, 100)
    await cache.set("status", 0, 0, 5)  # no fresh life, only a last known value
    assert await cache.get("k") == {"v": 1}
    assert await cache.get("status") is None and await cache.get_stale("status") == 0
    clock.advance(11)
    assert await cache.get("k") is None
    assert await cache.get_stale("k") == {"v": 1}
    clock.advance(100)
    assert await cache.get_stale("k") is None


async def test_stale_value_is_served_when_upstream_fails(
    live_browser: LiveBrowser, sim_client: Any, clock: ManualClock
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE, breaker_threshold=100, clock=clock)
    status, fresh, resp = await browser.get(WHITELABEL)
    assert status == 200 and "X-BFF-Stale" not in resp.headers
    clock.advance(31)
    for effect in ({"kind": "drop"}, {"kind": "malformed"}, {"kind": "delay", "ms": 1500}):
        fault = await add_fault(sim_client, match={"path": WHITELABEL}, effect=effect, times=3)
        with Stopwatch() as sw:
            status, body, resp = await browser.get(WHITELABEL)
        assert status == 200, (fault, body)
        assert resp.headers["X-BFF-Stale"] == "1"
        assert body == fresh
        assert sw.elapsed < DEADLINE + MARGIN
        await sim_client.delete(f"/__sim/faults/{fault['id']}")
    clock.advance(300)  # past the stale window: the error shows
    await add_fault(sim_client, match={"path": WHITELABEL}, effect={"kind": "drop"})
    status, body, _ = await browser.get(WHITELABEL)
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")


async def test_stale_value_is_served_while_the_breaker_is_open(
    live_browser: LiveBrowser, sim_client: Any, clock: ManualClock
) -> None:
    browser = await live_browser(
        breaker_threshold=1, breaker_cooldown=60, upstream_retries=0, clock=clock
    )
    status, fresh, _ = await browser.get(WHITELABEL)
    assert status == 200
    clock.advance(31)
    await add_fault(sim_client, match={"path": "/wps/system/*"}, effect={"kind": "drop"})
    await browser.get("/wps/system/country")  # opens the /wps/system breaker
    status, body, resp = await browser.get(WHITELABEL)
    assert (status, body) == (200, fresh)
    assert resp.headers["X-BFF-Stale"] == "1"


async def test_fresh_answers_are_not_marked(live_browser: LiveBrowser, clock: ManualClock) -> None:
    browser = await live_browser(clock=clock)
    clock.advance(0)
    for _ in range(2):
        status, _, resp = await browser.get(WHITELABEL)
        assert status == 200 and "X-BFF-Stale" not in resp.headers


async def test_bootstrap_degrades_to_last_known_values(
    live_browser: LiveBrowser, sim_client: Any, clock: ManualClock
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE, status_stale=3600, clock=clock)
    status, before, resp = await browser.get("/bff/bootstrap")
    assert status == 200 and "X-BFF-Stale" not in resp.headers
    clock.advance(301)  # every cached part (and the status) is past its fresh life
    await add_fault(sim_client, match={"path": "/wps/system/*"}, effect={"kind": "drop"})
    with Stopwatch() as sw:
        status, after, resp = await browser.get("/bff/bootstrap")
    assert status == 200, after
    assert resp.headers["X-BFF-Stale"] == "1"
    assert sw.elapsed < DEADLINE + MARGIN
    for part in ("status", "whitelabel", "register", "countries", "modules"):
        assert after["value"][part] == before["value"][part], part


async def test_bootstrap_slow_status_falls_back_after_the_status_timeout(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    # As every gated call does: STATUS_TIMEOUT, then the last known status, not the deadline.
    browser = await live_browser(upstream_timeout=3, status_timeout=STATUS_TIMEOUT)
    await sim_client.put("/__sim/system", json={"maintenance": True})
    status, before, _ = await browser.get("/bff/bootstrap")
    assert status == 200 and before["value"]["status"]["status"] == 1
    await sim_client.put("/__sim/system", json={"maintenance": False})
    effect = {"kind": "delay", "ms": 2500}
    await add_fault(sim_client, match={"path": "/wps/system/status"}, effect=effect, times=1)
    with Stopwatch() as sw:
        status, after, resp = await browser.get("/bff/bootstrap")
    assert status == 200, after
    assert sw.elapsed < STATUS_TIMEOUT + MARGIN
    assert resp.headers["X-BFF-Stale"] == "1"
    assert after["value"]["status"] == before["value"]["status"]  # maintenance, as last seen


async def test_bootstrap_with_only_some_parts_stale(
    live_browser: LiveBrowser, sim_client: Any, clock: ManualClock
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE, clock=clock)
    status, before, _ = await browser.get("/bff/bootstrap")
    assert status == 200
    clock.advance(61)  # whitelabel and register rules are past their TTL, countries not
    for path in ("/wps/system/whitelabel", "/wps/system/setting/register"):
        await add_fault(sim_client, match={"path": path}, effect={"kind": "malformed"})
    status, after, resp = await browser.get("/bff/bootstrap")
    assert status == 200, after
    assert resp.headers["X-BFF-Stale"] == "1"
    assert after["value"]["register"] == before["value"]["register"]


async def test_bootstrap_without_anything_known_is_a_clear_error(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE)
    await add_fault(sim_client, match={"path": "/wps/system/status"}, effect={"kind": "drop"})
    with Stopwatch() as sw:
        status, body, _ = await browser.get("/bff/bootstrap")
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    assert sw.elapsed < DEADLINE + MARGIN


async def test_bootstrap_slow_status_is_a_timeout_within_the_deadline(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    browser = await live_browser(upstream_timeout=DEADLINE)
    effect = {"kind": "delay", "ms": 1500}
    await add_fault(sim_client, match={"path": "/wps/system/status"}, effect=effect)
    with Stopwatch() as sw:
        status, body, _ = await browser.get("/bff/bootstrap")
    assert_error(status, body, 504, "UPSTREAM_TIMEOUT")
    assert sw.elapsed < DEADLINE + MARGIN
