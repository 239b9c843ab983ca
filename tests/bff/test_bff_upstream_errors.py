"""Upstream failures become stable codes; nothing ever answers an HTML 500 or a trace.

The timeout and bad-body cases need an upstream that misbehaves on purpose, which the
simulator (correctly) never does; a two-route aiohttp app stands in for the broken wire.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from aiohttp import web
from bff_testkit import Browser, assert_error

from bff.features.session import service as session_service

MakeBrowser = Callable[..., Awaitable[Browser]]


@pytest.fixture
async def broken_upstream(aiohttp_server: Any) -> AsyncIterator[str]:
    release = asyncio.Event()  # the slow route answers only when the test is over

    async def slow(request: web.Request) -> web.Response:
        await release.wait()
        return web.json_response({"success": True, "value": []})

    async def html(request: web.Request) -> web.Response:
        return web.Response(text="<html>502 Bad Gateway</html>", status=502)

    async def wrong_shape(request: web.Request) -> web.Response:
        return web.json_response({"success": True, "value": {"not": "a list"}})

    async def refusal(request: web.Request) -> web.Response:
        body = {"success": False, "errorCode": "TOO_MANY_REQUESTS", "message": "wait"}
        return web.json_response(body, status=429)

    app = web.Application()
    app.router.add_get("/wps/system/whitelabel", slow)
    app.router.add_get("/wps/system/setting/register", html)
    app.router.add_get("/wps/system/country", wrong_shape)
    app.router.add_get("/wps/system/status", refusal)
    server = await aiohttp_server(app)
    yield str(server.make_url(""))
    release.set()


async def test_connection_refused_is_503(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, body, _ = await browser.get("/wps/system/whitelabel")
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")
    status, body, _ = await browser.get("/bff/bootstrap")
    assert_error(status, body, 503, "UPSTREAM_UNAVAILABLE")


async def test_deadline_is_504(make_browser: MakeBrowser, broken_upstream: str) -> None:
    browser = await make_browser(upstream_url=broken_upstream, upstream_timeout=0.2)
    status, body, _ = await browser.get("/wps/system/whitelabel")
    assert_error(status, body, 504, "UPSTREAM_TIMEOUT")


async def test_not_an_envelope_is_502(make_browser: MakeBrowser, broken_upstream: str) -> None:
    browser = await make_browser(upstream_url=broken_upstream)
    status, body, _ = await browser.get("/wps/system/setting/register")
    assert_error(status, body, 502, "UPSTREAM_BAD_RESPONSE")
    status, body, _ = await browser.get("/wps/system/country")
    assert_error(status, body, 502, "UPSTREAM_BAD_RESPONSE")


async def test_error_envelope_passes_through(
    make_browser: MakeBrowser, broken_upstream: str
) -> None:
    browser = await make_browser(upstream_url=broken_upstream)
    status, body, _ = await browser.get("/wps/system/status")
    assert_error(status, body, 429, "TOO_MANY_REQUESTS")
    assert body["message"] == "wait"


async def test_unexpected_exception_is_an_envelope(
    make_browser: MakeBrowser, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def boom(request: web.Request, code: str) -> str:
        raise RuntimeError("secret internals")

    monkeypatch.setattr(session_service, "set_language", boom)
    browser = await make_browser()
    status, body, resp = await browser.put("/bff/language", {"language": "EN"})
    assert_error(status, body, 500, "system.error")
    assert "secret internals" not in str(body)
    assert resp.headers["Content-Type"].startswith("application/json")


NASTY: list[Any] = [
    None,
    [],
    "text",
    1,
    {},
    {"username": None},
    {"username": 1, "password": []},
    {"username": "a" * 10_000, "password": "b"},
    {"username": "\x00", "password": "\ud800"},
    {"language": "DROP TABLE"},
    {"language": ["EN"]},
    {"extra": {"deep": [{"x": 1}] * 50}},
]


@pytest.mark.parametrize("payload", NASTY)
@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("POST", "/wps/session/login"),
        ("PUT", "/wps/member/register"),
        ("PUT", "/bff/language"),
    ],
)
async def test_bad_input_never_500s(
    make_browser: MakeBrowser, method: str, path: str, payload: Any
) -> None:
    browser = await make_browser()
    status, body, _ = await browser.request(method, path, json_body=payload)
    assert body["success"] is False
    if status == 503:  # valid enough to go upstream, which is down here
        assert body["errorCode"] == "UPSTREAM_UNAVAILABLE"
    else:
        assert status == 400, (status, body)
        assert body["errorCode"] == "request.invalid"


async def test_garbage_bytes_never_500(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    rng = random.Random(20021)
    await browser.get("/bff/openapi.json")
    token = browser.cookie("XSRF-TOKEN") or ""
    for _ in range(30):
        raw = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
        resp = await browser.client.post(
            "/wps/session/login",
            data=raw,
            headers={"X-XSRF-TOKEN": token, "Content-Type": "application/json"},
        )
        assert resp.status == 400
        assert (await resp.json())["errorCode"] == "request.invalid"
    big = b'{"username": "' + b"a" * 400_000 + b'"}'
    resp = await browser.client.post(
        "/wps/session/login", data=big, headers={"X-XSRF-TOKEN": token}
    )
    assert resp.status == 413
    assert (await resp.json())["errorCode"] == "request.invalid"


@pytest.mark.parametrize(
    "query", ["?types=%00", "?types=" + "B" * 500, "?platform=<script>", "?nope=1"]
)
async def test_bad_query_is_request_invalid(make_browser: MakeBrowser, query: str) -> None:
    browser = await make_browser()
    status, body, _ = await browser.get("/wps/relay/MCSFE_getListAnnouncements" + query)
    assert_error(status, body, 400, "request.invalid")
