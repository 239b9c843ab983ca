"""Sessions and cache in Redis (REDIS_URL): only an opaque id reaches the browser."""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from bff_testkit import Browser, Recorder, assert_error
from redis.asyncio import Redis

pytestmark = pytest.mark.redis

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
VENDORS = "/wps/relay/GCSGAME_newGameVendor"


class RedisSide:
    def __init__(self, client: Redis, prefix: str) -> None:
        self.client = client
        self.prefix = prefix

    def key(self, sid: str) -> str:
        return f"{self.prefix}session:{sid}"

    async def session(self, browser: Browser) -> dict[str, Any] | None:
        sid = browser.cookie("BFFSESSION")
        assert sid
        raw = await self.client.get(self.key(sid))
        return None if raw is None else json.loads(raw)["session"]


@pytest.fixture
async def redis_side(redis_url: str) -> AsyncIterator[RedisSide]:
    client = Redis.from_url(redis_url)
    side = RedisSide(client, f"bfftest:{uuid.uuid4().hex}:")
    yield side
    doomed = [k async for k in client.scan_iter(match=side.prefix + "*")]
    if doomed:
        await client.delete(*doomed)
    await client.aclose()


async def test_redis_session_rotates_and_clears(
    live_browser: LiveBrowser, redis_side: RedisSide, redis_url: str
) -> None:
    browser = await live_browser(redis_url=redis_url, redis_prefix=redis_side.prefix)
    _, _, resp = await browser.get("/bff/bootstrap")
    assert "BFFSESSION" not in resp.cookies  # no session until something is stored
    _, _, resp = await browser.put("/bff/language", {"language": "EN"})
    morsel = resp.cookies["BFFSESSION"]
    assert morsel["httponly"] and morsel["samesite"] == "Lax"
    first = browser.cookie("BFFSESSION")
    assert (await redis_side.session(browser))["merchant"] == "DEFAULT"

    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    second = browser.cookie("BFFSESSION")
    assert second != first
    assert await redis_side.client.get(redis_side.key(first or "")) is None  # old id dropped
    stored = await redis_side.session(browser)
    assert stored["account"] == "demo01" and stored["token"]
    assert 0 < await redis_side.client.ttl(redis_side.key(second or "")) <= 86_400
    for seen in browser.seen:
        assert stored["token"] not in seen

    status, body, _ = await browser.get("/wps/member/info")
    assert status == 200, body

    status, body, _ = await browser.delete("/wps/session/logout")
    assert status == 200, body
    assert await redis_side.client.get(redis_side.key(second or "")) is None
    assert browser.cookie("BFFSESSION") is None  # the session ended
    status, body, _ = await browser.get("/wps/member/info")
    assert_error(status, body, 401, "login.not.session")
    status, body, _ = await browser.get("/wps/member/info", cookies={"BFFSESSION": second or ""})
    assert_error(status, body, 401, "login.not.session")


async def test_redis_sessions_are_shared_between_processes(
    live_browser: LiveBrowser, redis_side: RedisSide, redis_url: str
) -> None:
    one = await live_browser(redis_url=redis_url, redis_prefix=redis_side.prefix)
    two = await live_browser(redis_url=redis_url, redis_prefix=redis_side.prefix)
    await one.post("/wps/session/login", DEMO)
    sid = one.cookie("BFFSESSION") or ""
    status, body, _ = await two.get("/wps/member/info", cookies={"BFFSESSION": sid})
    assert status == 200, body


async def test_redis_cache_refreshed_by_a_language_change(
    live_browser: LiveBrowser, redis_side: RedisSide, redis_url: str, recorder: Recorder
) -> None:
    """A language change does not wipe the cache other processes share (anyone could thrash
    it); the session that changed reads each language-flushed entry fresh once, and that
    fresh value replaces the shared one in Redis."""
    browser = await live_browser(redis_url=redis_url, redis_prefix=redis_side.prefix)
    other = await live_browser(redis_url=redis_url, redis_prefix=redis_side.prefix)
    await browser.get(VENDORS, headers={"Language": "TY"})
    assert len(recorder.to(VENDORS)) == 1
    pattern = redis_side.prefix + "cache:cat:relay.vendors:TY*"
    assert [k async for k in redis_side.client.scan_iter(match=pattern)]
    status, _, _ = await browser.put("/bff/language", {"language": "TY"})
    assert status == 200
    await other.get(VENDORS, headers={"Language": "TY"})  # another process: still cached
    assert len(recorder.to(VENDORS)) == 1
    await browser.get(VENDORS)  # the changed session: read fresh once
    assert len(recorder.to(VENDORS)) == 2
    await other.get(VENDORS, headers={"Language": "TY"})
    await browser.get(VENDORS)
    assert len(recorder.to(VENDORS)) == 2
    assert [k async for k in redis_side.client.scan_iter(match=pattern)]
