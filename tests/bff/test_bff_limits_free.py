"""Limits on what a visitor gets for free (docs/contract.md section 9): SMS codes per client
address and for the whole site, password e-mails, captchas per address, free-play (trial)
accounts per address; each refusal says when to try again. In process and in Redis."""

from __future__ import annotations

import asyncio
import contextlib
import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from typing import Any

import pytest
from aiohttp import ClientResponse
from bff_testkit import Browser, ManualClock, Recorder, another_visitor, assert_error, require_redis
from redis.asyncio import Redis

from bff.errors import DomainError
from bff.limits import (
    CAPTCHA_ADDRESS,
    EMAIL_ADDRESS_10M,
    LOCK_SECONDS,
    SMS_ADDRESS_10M,
    TRIAL_ADDRESS,
    Limits,
    MemoryCounters,
    RedisCounters,
    address_key,
)

LiveBrowser = Callable[..., Awaitable[Browser]]
SMS = "/wps/verification/sms/noLogin"
FREEPLAY = "/wps/session/login/freeplay"
CAPTCHA = "/wps/captcha"
EMAIL_RESET = "/wps/member/password/email"


def phone(index: int) -> dict[str, str]:
    return {"countryDialingCode": "+84", "mobileNum": f"91200{index:04d}"}


def assert_retry(status: int, body: Any, resp: ClientResponse, *, most: float) -> int:
    """A limit's refusal: TOO_MANY_REQUESTS with the same wait in the header and the body."""
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    seconds = int(resp.headers["Retry-After"])
    assert 1 <= seconds <= most, seconds
    assert body["value"] == {"retryAfter": seconds}
    return seconds


async def refusal(call: Awaitable[None]) -> DomainError | None:
    try:
        await call
    except DomainError as exc:
        assert (exc.code, exc.status) == ("TOO_MANY_REQUESTS", 429)
        assert exc.headers == {"Retry-After": str(exc.value["retryAfter"])}
        return exc
    return None


async def outbox(sim_client: Any, kind: str) -> list[dict[str, Any]]:
    resp = await sim_client.get(f"/__sim/outbox?kind={kind}&limit=1000")
    return list((await resp.json())["value"])


@contextlib.asynccontextmanager
async def redis_settings() -> AsyncIterator[dict[str, Any]]:
    """BFF settings of a Redis limit store under a key prefix of its own (removed after)."""
    url = os.environ.get("REDIS_TEST_URL", "redis://127.0.0.1:6379/0")
    await require_redis(url)
    prefix = f"bfftest:{uuid.uuid4().hex}:"
    try:
        yield {"redis_url": url, "redis_prefix": prefix}
    finally:
        async with Redis.from_url(url) as client:
            doomed = [k async for k in client.scan_iter(match=prefix + "*")]
            if doomed:
                await client.delete(*doomed)


@pytest.fixture(params=["memory", pytest.param("redis", marks=pytest.mark.redis)])
async def store(request: pytest.FixtureRequest) -> AsyncIterator[dict[str, Any]]:
    """The BFF settings of the limit store: in process, or Redis."""
    if request.param == "memory":
        yield {}
        return
    async with redis_settings() as settings:
        yield settings


@pytest.fixture
async def redis_store() -> AsyncIterator[dict[str, Any]]:
    async with redis_settings() as settings:
        yield settings


async def crowd(stack: AsyncExitStack, browser: Browser, size: int) -> list[Browser]:
    """`size` fresh visitors (own cookies, own session) of browser's BFF, XSRF cookie set."""
    visitors = [await stack.enter_async_context(another_visitor(browser)) for _ in range(size)]
    for visitor in visitors:
        status, _, _ = await visitor.get("/bff/health")
        assert status == 200
    return visitors


# --- SMS ------------------------------------------------------------------------------------


async def test_fifty_fresh_sessions_from_one_address_get_the_address_limit(
    live_browser: LiveBrowser, sim_client: Any, store: dict[str, Any]
) -> None:
    browser = await live_browser(**store)
    async with AsyncExitStack() as stack:
        visitors = await crowd(stack, browser, 50)
        answers = await asyncio.gather(*(one.post(SMS, phone(n)) for n, one in enumerate(visitors)))
    sent = [body for status, body, _ in answers if status == 200]
    assert len(sent) == SMS_ADDRESS_10M.limit
    for status, body, resp in answers:
        if status != 200:
            assert assert_retry(status, body, resp, most=600) > 590
    assert len(await outbox(sim_client, "sms")) == SMS_ADDRESS_10M.limit


async def test_the_whole_site_sends_at_most_its_sms_per_minute(
    live_browser: LiveBrowser, sim_client: Any, store: dict[str, Any]
) -> None:
    browser = await live_browser(trust_forwarded_for=True, sms_site_per_minute=5, **store)
    async with AsyncExitStack() as stack:
        visitors = await crowd(stack, browser, 8)
        answers = [
            await one.post(SMS, phone(n), headers={"X-Forwarded-For": f"198.51.100.{n + 1}"})
            for n, one in enumerate(visitors)
        ]
    assert [status for status, _, _ in answers] == [200] * 5 + [429] * 3
    for status, body, resp in answers[5:]:
        assert_retry(status, body, resp, most=60)
    assert len(await outbox(sim_client, "sms")) == 5


async def test_the_site_count_is_not_used_up_by_narrower_refusals() -> None:
    limits = Limits(MemoryCounters(clock=ManualClock()), sms_site_per_minute=2)
    assert await refusal(limits.sms("84900000001", "s1", "10.0.0.1")) is None
    for n in range(5):  # refused by the session and number rules: never counted site-wide
        assert await refusal(limits.sms("84900000001", "s1", f"10.0.1.{n}")) is not None
    assert await refusal(limits.sms("84900000002", "s2", "10.0.0.2")) is None
    refused = await refusal(limits.sms("84900000003", "s3", "10.0.0.3"))
    assert refused is not None and refused.value == {"retryAfter": 60}


# --- password e-mails -----------------------------------------------------------------------


async def test_password_emails_are_limited_per_address(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    async with AsyncExitStack() as stack:
        visitors = await crowd(stack, browser, EMAIL_ADDRESS_10M.limit + 2)
        answers = [
            await one.post(EMAIL_RESET, {"username": f"nobody{n}", "email": f"n{n}@example.com"})
            for n, one in enumerate(visitors)
        ]
    for status, body, resp in answers[EMAIL_ADDRESS_10M.limit :]:
        assert_retry(status, body, resp, most=600)
    assert len(recorder.to(EMAIL_RESET)) == EMAIL_ADDRESS_10M.limit


# --- captcha --------------------------------------------------------------------------------


async def test_captchas_are_limited_per_address(
    live_browser: LiveBrowser, recorder: Recorder, store: dict[str, Any]
) -> None:
    browser = await live_browser(**store)
    async with AsyncExitStack() as stack:
        visitors = await crowd(stack, browser, CAPTCHA_ADDRESS.limit + 5)
        answers = await asyncio.gather(*(one.get(CAPTCHA) for one in visitors))
    assert sum(status == 200 for status, _, _ in answers) == CAPTCHA_ADDRESS.limit
    for status, body, resp in answers:
        if status != 200:
            assert_retry(status, body, resp, most=60)
    assert len(recorder.to(CAPTCHA)) == CAPTCHA_ADDRESS.limit


# --- free play ------------------------------------------------------------------------------


async def test_trial_accounts_are_limited_per_address(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder, store: dict[str, Any]
) -> None:
    browser = await live_browser(trust_forwarded_for=True, **store)
    here = {"X-Forwarded-For": "203.0.113.9"}
    async with AsyncExitStack() as stack:
        visitors = await crowd(stack, browser, TRIAL_ADDRESS.limit + 3)
        answers = [await one.post(FREEPLAY, {}, headers=here) for one in visitors]
        elsewhere = await visitors[-1].post(FREEPLAY, {}, headers={"X-Forwarded-For": "10.9.9.9"})
    limit = TRIAL_ADDRESS.limit
    for status, body, _ in answers[:limit]:
        assert status == 200 and body["value"]["type"] == 4, body
    for status, body, resp in answers[limit:]:
        assert assert_retry(status, body, resp, most=3600) > 3500
    assert elsewhere[0] == 200, elsewhere[1]
    assert len(recorder.to(FREEPLAY)) == limit + 1
    resp = await sim_client.get("/__sim/journal", params={"type": "freeplay.started"})
    assert len((await resp.json())["value"]) == limit + 1


# --- Redis: two BFF apps share the counts ---------------------------------------------------


@pytest.mark.redis
async def test_two_bffs_share_the_address_counts(
    live_browser: LiveBrowser, sim_client: Any, redis_store: dict[str, Any]
) -> None:
    one = await live_browser(**redis_store)
    two = await live_browser(**redis_store)
    async with AsyncExitStack() as stack:
        visitors = [*await crowd(stack, one, 8), *await crowd(stack, two, 8)]
        answers = [await v.post(SMS, phone(n)) for n, v in enumerate(visitors)]
        assert sum(status == 200 for status, _, _ in answers) == SMS_ADDRESS_10M.limit
        assert len(await outbox(sim_client, "sms")) == SMS_ADDRESS_10M.limit
        trials = [await v.post(FREEPLAY, {}) for v in (visitors[0], visitors[8], visitors[1])]
        assert [status for status, _, _ in trials] == [200] * TRIAL_ADDRESS.limit
        for visitor in (visitors[9], visitors[2]):  # the fourth, on either app
            status, body, resp = await visitor.post(FREEPLAY, {})
            assert_retry(status, body, resp, most=3600)


@pytest.mark.redis
async def test_redis_retry_after_is_the_window_left(redis_store: dict[str, Any]) -> None:
    async with Redis.from_url(redis_store["redis_url"]) as client:
        limits = Limits(RedisCounters(client, redis_store["redis_prefix"]))
        for _ in range(TRIAL_ADDRESS.limit):
            assert await refusal(limits.trial("10.0.0.1")) is None
        refused = await refusal(limits.trial("10.0.0.1"))
        assert refused is not None and 3590 <= refused.value["retryAfter"] <= 3600
        for _ in range(5):
            await limits.login_failed("demo01", "10.0.0.1")
        locked = await refusal(limits.login_allowed("demo01", "10.0.0.1"))
        assert locked is not None and 295 <= locked.value["retryAfter"] <= 300


# --- retry time, addresses ------------------------------------------------------------------


async def test_the_login_lock_says_how_long_is_left() -> None:
    clock = ManualClock()
    limits = Limits(MemoryCounters(clock=clock))
    for _ in range(5):
        await limits.login_failed("demo01", "10.0.0.1")
    locked = await refusal(limits.login_allowed("demo01", "10.0.0.1"))
    assert locked is not None and locked.value == {"retryAfter": int(LOCK_SECONDS)}
    assert locked.message == "Too many requests, try again after 5 minutes"
    clock.advance(250.5)
    locked = await refusal(limits.login_allowed("demo01", "10.0.0.1"))
    assert locked is not None and locked.value == {"retryAfter": 50}
    assert locked.message == "Too many requests, try again after 50 seconds"


async def test_an_ipv6_subscriber_counts_as_its_64() -> None:
    assert address_key("2001:db8::1") == address_key("2001:db8::abcd:1") == "2001:db8::/64"
    assert address_key("::ffff:203.0.113.5") == "203.0.113.5"
    limits = Limits(MemoryCounters(clock=ManualClock()))
    for n in range(TRIAL_ADDRESS.limit):
        assert await refusal(limits.trial(f"2001:db8::{n + 1}")) is None
    assert await refusal(limits.trial("2001:db8::ffff:ffff")) is not None  # same /64
    assert await refusal(limits.trial("2001:db8:0:1::1")) is None  # the next /64
