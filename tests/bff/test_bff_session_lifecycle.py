"""Session lifecycle: created only when something must be stored, ended for good at logout
(whatever the upstream answers), keys under REDIS_PREFIX, the XSRF token bound to the
session and rotated at login and logout. Both stores: the encrypted cookie and Redis."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from bff_testkit import Browser, add_fault, assert_error, require_redis
from redis.asyncio import Redis

from bff import keys

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
LANGUAGE = "/bff/language"
VENDORS = "/wps/relay/GCSGAME_newGameVendor"  # public, cached, flushed on a language change
ANONYMOUS_GETS = ("/", "/bff/bootstrap", VENDORS, "/bff/openapi.json", "/promotions")
UPSTREAM_DOWN = {"kind": "error", "errorCode": "system.error"}
STORES = ["cookie", pytest.param("redis", marks=pytest.mark.redis)]


class Store:
    """The BFF settings of one store, and (Redis) a look at its keys."""

    def __init__(self, kind: str, redis: Redis | None = None) -> None:
        self.kind = kind
        self.redis = redis
        self.prefix = f"bfftest:{uuid.uuid4().hex}:"
        self.url = ""

    def settings(self) -> dict[str, Any]:
        if self.redis is None:
            return {}
        return {"redis_url": self.url, "redis_prefix": self.prefix}

    async def session_keys(self) -> list[bytes]:
        assert self.redis is not None
        return [k async for k in self.redis.scan_iter(match=self.prefix + "session:*")]


async def open_store(kind: str) -> Store:
    if kind == "cookie":
        return Store(kind)
    url = os.environ.get("REDIS_TEST_URL", "redis://127.0.0.1:6379/0")
    await require_redis(url)
    side = Store(kind, Redis.from_url(url))
    side.url = url
    return side


async def close_store(side: Store) -> None:
    if side.redis is None:
        return
    doomed = [k async for k in side.redis.scan_iter(match=side.prefix + "*")]
    if doomed:
        await side.redis.delete(*doomed)
    await side.redis.aclose()


@pytest.fixture(params=STORES)
async def store(request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    side = await open_store(request.param)
    yield side
    await close_store(side)


@pytest.fixture
async def redis_store() -> AsyncIterator[Store]:
    side = await open_store("redis")
    yield side
    await close_store(side)


def set_cookies(resp: Any) -> set[str]:
    return set(resp.cookies.keys())


async def logged_in(live_browser: LiveBrowser, store: Store) -> Browser:
    browser = await live_browser(**store.settings())
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    assert browser.cookie("BFFSESSION")
    return browser


# --- logout ends the session, whatever the upstream answers ----------------------------------


@pytest.mark.parametrize("effect", [UPSTREAM_DOWN, {"kind": "drop"}])
async def test_a_saved_cookie_is_dead_after_a_failed_upstream_logout(
    live_browser: LiveBrowser, store: Store, sim_client: TestClient, effect: dict[str, Any]
) -> None:
    browser = await logged_in(live_browser, store)
    saved = browser.cookie("BFFSESSION") or ""
    sid = browser.session_data()["sid"] if store.redis is None else saved
    status, body, _ = await browser.get("/wps/member/info", cookies={"BFFSESSION": saved})
    assert status == 200, body  # the copy works while the session lives
    await add_fault(sim_client, match={"path": "/wps/session/logout"}, effect=effect)

    status, body, resp = await browser.post("/wps/session/logout")
    assert (status, body) == (200, {"success": True, "value": True})
    assert resp.cookies["BFFSESSION"].value == ""  # the browser's copy is deleted
    assert browser.cookie("BFFSESSION") is None

    # The upstream token still lives (its logout failed), yet the copy is no session.
    status, body, _ = await browser.get("/wps/member/info", cookies={"BFFSESSION": saved})
    assert_error(status, body, 401, "login.not.session")
    status, body, _ = await browser.get("/bff/bootstrap", cookies={"BFFSESSION": saved})
    assert status == 200 and body["value"]["session"]["loggedIn"] is False
    if store.redis is not None:
        assert await store.session_keys() == []
    else:  # revoked for as long as any copy of the cookie can be decrypted
        counters = browser.client.app[keys.LIMITS].counters
        assert 86_400 <= await counters.ttl(f"session:revoked:{sid}") <= 86_460


async def test_a_request_still_running_at_logout_does_not_revive_the_session(
    live_browser: LiveBrowser, store: Store, sim_client: TestClient
) -> None:
    """A read that writes its session (here: a language-flushed entry read fresh once after a
    language change) and ends after the logout must not store the dead session again. The
    upstream logout fails, so the token would still work upstream."""
    browser = await logged_in(live_browser, store)
    status, _, _ = await browser.put(LANGUAGE, {"language": "TY"})
    assert status == 200
    saved = browser.cookie("BFFSESSION") or ""
    await add_fault(
        sim_client, match={"relay": "GCSGAME_newGameVendor"}, effect={"kind": "delay", "ms": 600}
    )
    await add_fault(sim_client, match={"path": "/wps/session/logout"}, effect=UPSTREAM_DOWN)

    async def logout_meanwhile() -> tuple[int, Any, Any]:
        await asyncio.sleep(0.2)
        return await browser.post("/wps/session/logout")

    (slow, _, _), (status, body, _) = await asyncio.gather(browser.get(VENDORS), logout_meanwhile())
    assert slow == 200 and (status, body) == (200, {"success": True, "value": True})

    for cookie in (saved, browser.cookie("BFFSESSION")):
        if cookie:
            status, body, _ = await browser.get("/wps/member/info", cookies={"BFFSESSION": cookie})
            assert_error(status, body, 401, "login.not.session")
    if store.redis is not None:
        assert await store.session_keys() == []


async def test_logout_without_a_session_still_answers_true(
    live_browser: LiveBrowser, store: Store
) -> None:
    browser = await live_browser(**store.settings())
    status, body, resp = await browser.post("/wps/session/logout")
    assert (status, body) == (200, {"success": True, "value": True})
    assert "BFFSESSION" not in set_cookies(resp)


# --- sessions only when something must be stored --------------------------------------------


async def test_anonymous_reads_make_no_session(live_browser: LiveBrowser, store: Store) -> None:
    browser = await live_browser(**store.settings())
    before = await store.session_keys() if store.redis is not None else []
    for _ in range(20):
        for path in ANONYMOUS_GETS:
            browser.client.session.cookie_jar.clear()  # a new cookieless visitor each time
            status, _, resp = await browser.get(path)
            assert status == 200, path
            assert "BFFSESSION" not in set_cookies(resp), path
            assert "XSRF-TOKEN" in set_cookies(resp), path  # the SPA still gets its token
    if store.redis is not None:
        assert await store.session_keys() == before == []


async def test_a_session_starts_when_something_is_stored(
    live_browser: LiveBrowser, store: Store
) -> None:
    browser = await live_browser(**store.settings())
    await browser.get("/bff/bootstrap")
    assert browser.cookie("BFFSESSION") is None
    status, _, resp = await browser.put(LANGUAGE, {"language": "TY"})
    assert status == 200 and "BFFSESSION" in set_cookies(resp)
    if store.redis is not None:
        assert len(await store.session_keys()) == 1
    else:
        assert browser.session_data()["language"] == "TY"
    status, body, _ = await browser.get("/bff/bootstrap")
    assert status == 200, body
    captcha = await live_browser(**store.settings())
    status, _, resp = await captcha.get("/wps/captcha")
    assert status == 200 and "BFFSESSION" in set_cookies(resp)


async def test_a_failed_login_of_a_visitor_makes_no_session(
    live_browser: LiveBrowser, store: Store
) -> None:
    browser = await live_browser(**store.settings())
    status, body, resp = await browser.post("/wps/session/login", {**DEMO, "password": "wrong-123"})
    assert_error(status, body, 400, "user.or.password.invalid")
    assert "BFFSESSION" not in set_cookies(resp)
    assert browser.cookie("BFFSESSION") is None  # nor from the call that fetched the XSRF token
    if store.redis is not None:
        assert await store.session_keys() == []


# --- session keys under REDIS_PREFIX ---------------------------------------------------------


@pytest.mark.redis
async def test_session_keys_live_under_the_prefix(
    live_browser: LiveBrowser, redis_store: Store
) -> None:
    browser = await logged_in(live_browser, redis_store)
    sid = browser.cookie("BFFSESSION") or ""
    assert redis_store.redis is not None
    key = f"{redis_store.prefix}session:{sid}"
    assert await redis_store.session_keys() == [key.encode()]
    assert 0 < await redis_store.redis.ttl(key) <= 86_400
    assert await redis_store.redis.exists(f"BFFSESSION_{sid}") == 0


@pytest.mark.redis
async def test_a_forged_session_id_is_no_session(
    live_browser: LiveBrowser, redis_store: Store
) -> None:
    browser = await live_browser(**redis_store.settings())
    for forged in ("*", "x" * 43, "../" * 20, "a:b"):
        status, body, _ = await browser.get("/wps/member/info", cookies={"BFFSESSION": forged})
        assert_error(status, body, 401, "login.not.session")
    status, _, _ = await browser.put(LANGUAGE, {"language": "TY"}, cookies={"BFFSESSION": "x" * 43})
    assert status == 200
    assert browser.cookie("BFFSESSION") not in (None, "x" * 43)  # a new id, never the forged one


# --- the XSRF token is bound to the session --------------------------------------------------


async def test_login_rotates_the_xsrf_token(live_browser: LiveBrowser, store: Store) -> None:
    browser = await live_browser(**store.settings())
    await browser.get("/bff/bootstrap")
    before = browser.cookie("XSRF-TOKEN") or ""
    status, body, resp = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    after = resp.cookies["XSRF-TOKEN"].value
    assert after and after != before
    assert not resp.cookies["XSRF-TOKEN"]["httponly"]

    stale = {"cookies": {"XSRF-TOKEN": before}, "headers": {"X-XSRF-TOKEN": before}}
    status, body, _ = await browser.put(LANGUAGE, {"language": "TY"}, **stale)
    assert_error(status, body, 403, "csrf.invalid")
    status, body, _ = await browser.put(LANGUAGE, {"language": "TY"})
    assert status == 200, body


async def test_a_token_of_another_session_is_refused(
    live_browser: LiveBrowser, store: Store
) -> None:
    browser = await logged_in(live_browser, store)
    other_token = browser.cookie("XSRF-TOKEN") or ""
    browser.client.session.cookie_jar.clear()
    await browser.post("/wps/session/login", DEMO)  # a second session (same member)
    own = browser.cookie("XSRF-TOKEN") or ""
    assert own != other_token
    borrowed = {"cookies": {"XSRF-TOKEN": other_token}, "headers": {"X-XSRF-TOKEN": other_token}}
    status, body, resp = await browser.put(LANGUAGE, {"language": "TY"}, **borrowed)
    assert_error(status, body, 403, "csrf.invalid")
    assert resp.cookies["XSRF-TOKEN"].value == own  # the refusal hands the right one back
    status, body, _ = await browser.put(LANGUAGE, {"language": "TY"})
    assert status == 200, body


async def test_logout_rotates_the_xsrf_token(live_browser: LiveBrowser, store: Store) -> None:
    browser = await logged_in(live_browser, store)
    during = browser.cookie("XSRF-TOKEN")
    status, _, resp = await browser.post("/wps/session/logout")
    assert status == 200
    after = resp.cookies["XSRF-TOKEN"].value
    assert after and after != during
    status, body, _ = await browser.put(LANGUAGE, {"language": "TY"})
    assert status == 200, body


async def test_a_session_without_its_xsrf_cookie_gets_the_bound_one(
    live_browser: LiveBrowser, store: Store
) -> None:
    """A browser restart drops the XSRF cookie (it has no Max-Age) but may keep the session's:
    the next response hands back the session's token, not a stray one."""
    browser = await logged_in(live_browser, store)
    bound = browser.cookie("XSRF-TOKEN")
    sid = browser.cookie("BFFSESSION") or ""
    browser.client.session.cookie_jar.clear()
    browser.client.session.cookie_jar.update_cookies({"BFFSESSION": sid})
    _, _, resp = await browser.get("/")
    assert resp.cookies["XSRF-TOKEN"].value == bound
    status, body, _ = await browser.get("/wps/member/info")
    assert status == 200, body
    status, body, _ = await browser.put(LANGUAGE, {"language": "TY"})
    assert status == 200, body
