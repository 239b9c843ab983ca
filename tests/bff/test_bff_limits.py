"""The limits of contract section 9: SMS sends, captcha refresh, failed logins; in process
and in Redis (shared by every BFF process)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from bff_testkit import Browser, ManualClock, assert_error
from redis.asyncio import Redis

from bff.errors import DomainError
from bff.limits import CAPTCHA_SESSION, Limits, MemoryCounters, RedisCounters, phone_number

LiveBrowser = Callable[..., Awaitable[Browser]]
SMS = "/wps/verification/sms/noLogin"
PHONE = {"countryDialingCode": "+84", "mobileNum": "912345678"}


async def refused(call: Awaitable[None]) -> bool:
    try:
        await call
    except DomainError as exc:
        assert exc.code == "TOO_MANY_REQUESTS" and exc.status == 429
        assert exc.headers == {"Retry-After": str(exc.value["retryAfter"])}
        return True
    return False


def test_phone_number_subject() -> None:
    assert phone_number("+84", "912 345 678") == "84912345678"


async def test_sms_limits_in_process() -> None:
    clock = ManualClock()
    limits = Limits(MemoryCounters(clock=clock))
    assert not await refused(limits.sms("84900000001", "s1", "10.0.0.1"))
    assert await refused(limits.sms("84900000001", "s2", "10.0.0.1"))  # same number within 1 s
    assert await refused(limits.sms("84900000002", "s1", "10.0.0.1"))  # same session within 1 s
    for _ in range(3):  # 5 per 10 minutes per number
        clock.now += 1.5
        assert not await refused(limits.sms("84900000001", f"s{clock.now}", "10.0.0.1"))
    clock.now += 1.5
    assert not await refused(limits.sms("84900000001", "s9", "10.0.0.1"))  # the fifth
    clock.now += 1.5
    assert await refused(limits.sms("84900000001", "s10", "10.0.0.1"))  # the sixth
    clock.now += 600
    assert not await refused(limits.sms("84900000001", "s11", "10.0.0.1"))


async def test_captcha_limit_in_process() -> None:
    clock = ManualClock()
    limits = Limits(MemoryCounters(clock=clock))
    assert not await refused(limits.captcha("s1", "10.0.0.1"))
    assert await refused(limits.captcha("s1", "10.0.0.1"))
    assert not await refused(limits.captcha("s2", "10.0.0.1"))
    clock.now += 1.01
    assert not await refused(limits.captcha("s1", "10.0.0.1"))


async def test_failed_login_lock_is_per_address_and_ends() -> None:
    clock = ManualClock()
    limits = Limits(MemoryCounters(clock=clock))
    for _ in range(5):
        await limits.login_allowed("demo01", "10.0.0.1")
        await limits.login_failed("demo01", "10.0.0.1")
    assert await refused(limits.login_allowed("Demo01", "10.0.0.1"))
    assert not await refused(limits.login_allowed("demo01", "10.0.0.2"))  # the owner elsewhere
    assert not await refused(limits.login_allowed("other01", "10.0.0.1"))
    clock.now += 299
    assert await refused(limits.login_allowed("demo01", "10.0.0.1"))
    clock.now += 2  # 5 minutes: the lock always ends
    assert not await refused(limits.login_allowed("demo01", "10.0.0.1"))


async def test_twenty_failures_lock_the_address() -> None:
    clock = ManualClock()
    limits = Limits(MemoryCounters(clock=clock))
    for index in range(20):
        await limits.login_failed(f"user{index % 4}", "10.0.0.9")  # 5 each: pairs lock too
    assert await refused(limits.login_allowed("someone", "10.0.0.9"))
    assert not await refused(limits.login_allowed("someone", "10.0.0.8"))
    clock.now += 301
    assert not await refused(limits.login_allowed("someone", "10.0.0.9"))


async def test_success_clears_the_pair_count() -> None:
    limits = Limits(MemoryCounters(clock=ManualClock()))
    for _ in range(4):
        await limits.login_failed("demo01", "10.0.0.1")
    await limits.login_succeeded("demo01", "10.0.0.1")
    await limits.login_failed("demo01", "10.0.0.1")
    assert not await refused(limits.login_allowed("demo01", "10.0.0.1"))


async def test_sms_throttle_through_the_bff(live_browser: LiveBrowser, recorder: Any) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post(SMS, PHONE)
    assert status == 200, body
    status, body, _ = await browser.post(SMS, PHONE)
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    status, body, _ = await browser.post(  # another number, same session, same second
        "/wps/member/password/verification/code",
        {"countryDialingCode": "+84", "mobileNum": "987654321"},
    )
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    assert len(recorder.to(SMS)) == 1
    assert recorder.to("/wps/member/password/verification/code") == []


async def test_captcha_refresh_throttle(live_browser: LiveBrowser, recorder: Any) -> None:
    browser = await live_browser()
    status, _, _ = await browser.get("/wps/captcha")
    assert status == 200
    status, body, _ = await browser.get("/wps/captcha")
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    assert len(recorder.to("/wps/captcha")) == 1


async def solve_captcha(browser: Browser, sim_client: Any) -> str:
    """Fetch a captcha through the BFF and read its answer from the simulator's outbox."""
    status, body, _ = await browser.get("/wps/captcha")
    assert status == 200, body
    resp = await sim_client.get("/__sim/outbox?kind=captcha&limit=1")  # the newest
    return str((await resp.json())["value"][0]["code"])


async def test_failed_logins_lock_the_pair_before_the_upstream(
    live_browser: LiveBrowser, recorder: Any, sim_client: Any
) -> None:
    clock = ManualClock()
    attacker = await live_browser(trust_forwarded_for=True, clock=clock)
    wrong: dict[str, Any] = {"username": "demo01", "password": "wrong-1"}
    here = {"X-Forwarded-For": "203.0.113.5"}
    for attempt in range(5):
        if attempt >= 3:  # the simulator asks for a captcha after 3 failures: solve it
            clock.advance(1.05)  # past the captcha refresh throttle: 1 per second
            wrong["captcha"] = await solve_captcha(attacker, sim_client)
        status, body, _ = await attacker.post("/wps/session/login", wrong, headers=here)
        assert_error(status, body, 400, "user.or.password.invalid")
    calls = len(recorder.to("/wps/session/login"))
    status, body, _ = await attacker.post("/wps/session/login", wrong, headers=here)
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    assert len(recorder.to("/wps/session/login")) == calls
    owner = await live_browser(trust_forwarded_for=True)
    status, body, _ = await owner.post(
        "/wps/session/login",
        {"username": "demo01", "password": "demo1234"},
        headers={"X-Forwarded-For": "198.51.100.7"},
    )
    # Not locked out: the simulator may ask for its own captcha, never TOO_MANY_REQUESTS.
    assert body.get("errorCode") != "TOO_MANY_REQUESTS", body


# --- Redis: the limits hold across BFF processes -----------------------------------------


@pytest.fixture
async def redis_prefix(redis_url: str) -> AsyncIterator[str]:
    prefix = f"bfftest:{uuid.uuid4().hex}:"
    yield prefix
    client = Redis.from_url(redis_url)
    doomed = [k async for k in client.scan_iter(match=prefix + "*")]
    if doomed:
        await client.delete(*doomed)
    await client.aclose()


async def expire_captcha_windows(redis: Redis, prefix: str) -> None:
    """What a second does to the captcha refresh throttle in Redis: its window keys go."""
    doomed = [k async for k in redis.scan_iter(match=f"{prefix}limit:{CAPTCHA_SESSION.name}:*")]
    if doomed:
        await redis.delete(*doomed)


@pytest.mark.redis
async def test_redis_counters(redis_url: str, redis_prefix: str) -> None:
    client = Redis.from_url(redis_url)
    try:
        limits = Limits(RedisCounters(client, redis_prefix))
        assert not await refused(limits.captcha("s1", "10.0.0.1"))
        assert await refused(limits.captcha("s1", "10.0.0.1"))
        ttl = await client.pttl(redis_prefix + "limit:captcha:sid:s1")
        assert 0 < ttl <= 1000
        for _ in range(5):
            await limits.login_failed("demo01", "10.0.0.1")
        assert await refused(limits.login_allowed("demo01", "10.0.0.1"))
        lock_ttl = await client.pttl(redis_prefix + "limit:lock:pair:demo01@10.0.0.1")
        assert 295_000 < lock_ttl <= 300_000  # the lock always ends
    finally:
        await client.aclose()


@pytest.mark.redis
async def test_two_bffs_share_the_limits(
    live_browser: LiveBrowser, redis_url: str, redis_prefix: str, recorder: Any, sim_client: Any
) -> None:
    one = await live_browser(redis_url=redis_url, redis_prefix=redis_prefix)
    two = await live_browser(redis_url=redis_url, redis_prefix=redis_prefix)
    status, body, _ = await one.post(SMS, PHONE)
    assert status == 200, body
    status, body, _ = await two.post(SMS, PHONE)
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    assert len(recorder.to(SMS)) == 1
    wrong: dict[str, Any] = {"username": "demo01", "password": "wrong-1"}
    async with Redis.from_url(redis_url) as redis:
        for attempt in range(5):
            if attempt >= 3:  # the simulator asks for a captcha after 3 failures: solve it
                await expire_captcha_windows(redis, redis_prefix)
                wrong["captcha"] = await solve_captcha(one, sim_client)
            status, body, _ = await one.post("/wps/session/login", wrong)
            assert_error(status, body, 400, "user.or.password.invalid")
    status, body, _ = await two.post("/wps/session/login", wrong)
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
