"""The short way's answers are rendered once per value (bff/prerendered.py): on the wire they
must be what aiohttp's own answer of the same value is, security headers included, and keep
HTTP/1.1's connection rules."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import orjson
import pytest
from bff_testkit import Browser

from bff.headers import API_CSP
from bff.prerendered import render_head, render_lines

LiveBrowser = Callable[..., Awaitable[Browser]]
WHITELABEL = "/wps/system/whitelabel"
BALANCE = "/wps/v2/wallets/balance"


class Wire:
    """One raw HTTP connection to the BFF: what a browser sends, what comes back byte by byte."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, browser: Browser) -> Wire:
        server = browser.client.server
        return cls(*await asyncio.open_connection(server.host, server.port))

    async def get(
        self,
        browser: Browser,
        path: str,
        *extra: str,
        version: str = "1.1",
        only: tuple[str, ...] | None = None,
    ) -> tuple[str, dict[str, str], bytes]:
        jar = browser.client.session.cookie_jar
        cookies = "; ".join(f"{c.key}={c.value}" for c in jar if only is None or c.key in only)
        lines = [
            f"GET {path} HTTP/{version}",
            "Host: localhost",
            f"Cookie: {cookies}",
            "Language: EN",
            "Accept-Encoding: gzip",
            *extra,
        ]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = await asyncio.wait_for(self.reader.readuntil(b"\r\n\r\n"), 10)
        status, *fields = head.decode("latin-1").split("\r\n")[:-2]
        headers: dict[str, str] = {}
        for field in fields:
            name, _, value = field.partition(": ")
            assert name not in headers, f"{name} twice"
            headers[name] = value
        length = int(headers.get("Content-Length", "0"))
        return status, headers, await self.reader.readexactly(length)

    async def closed(self) -> bool:
        return await asyncio.wait_for(self.reader.read(1), 10) == b""

    def close(self) -> None:
        self.writer.close()


@pytest.fixture
async def browser(live_browser: LiveBrowser) -> Browser:
    """A visitor with the XSRF cookie, whose whitelabel read filled the BFF's cache."""
    browser = await live_browser()
    status, body, _ = await browser.get(WHITELABEL)
    assert status == 200 and body["success"], body
    return browser


async def test_the_short_way_sends_what_the_whole_way_sends(browser: Browser) -> None:
    """An HTTP/1.0 request gets aiohttp's own answer of the cached value (on_response_prepare
    adding the security headers); an HTTP/1.1 one the rendered answer. Header for header and
    byte for byte the same, but for the Date."""
    wire = await Wire.open(browser)
    try:
        old_status, old_headers, old_body = await wire.get(browser, WHITELABEL, version="1.0")
        assert old_status == "HTTP/1.0 200 OK"
        assert await wire.closed()
    finally:
        wire.close()
    assert old_headers.pop("Date")
    wire = await Wire.open(browser)
    try:
        for _ in range(2):  # and the connection stays open between them
            status, headers, body = await wire.get(browser, WHITELABEL)
            assert status == "HTTP/1.1 200 OK" and headers.pop("Date").endswith(" GMT")
            assert headers == old_headers and body == old_body
            assert headers["Content-Encoding"] == "gzip"
            assert headers["Content-Length"] == str(len(body))
            assert headers["Content-Security-Policy"] == API_CSP
            assert headers["X-Content-Type-Options"] == "nosniff"
            assert "Server" not in headers

        status, headers, body = await wire.get(
            browser, WHITELABEL, f"If-None-Match: {headers['ETag']}"
        )
        assert status == "HTTP/1.1 304 Not Modified" and body == b""
        assert "Content-Length" not in headers and headers["X-Frame-Options"] == "DENY"

        status, headers, _ = await wire.get(browser, WHITELABEL, "Connection: close")
        assert status == "HTTP/1.1 200 OK" and headers["Connection"] == "close"
        assert await wire.closed()
    finally:
        wire.close()


async def test_a_relayed_answer_is_the_same_rendered(browser: Browser) -> None:
    """A member's relayed call: HTTP/1.0 gets aiohttp's answer, HTTP/1.1 the rendered one,
    the same but for the Date; a cookie a later layer sets goes out with it."""
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": "demo01", "password": "demo1234"}
    )
    assert status == 200, body
    wire = await Wire.open(browser)
    try:
        old_status, old_headers, old_body = await wire.get(browser, BALANCE, version="1.0")
        assert old_status == "HTTP/1.0 200 OK" and await wire.closed()
    finally:
        wire.close()
    assert old_headers.pop("Date") and old_headers["Cache-Control"] == "no-store"
    wire = await Wire.open(browser)
    try:
        status, headers, body = await wire.get(browser, BALANCE)
        assert status == "HTTP/1.1 200 OK" and headers.pop("Date")
        assert headers == old_headers and body == old_body
        assert orjson.loads(body)["value"]["sumBalance"]

        # Without its XSRF cookie the browser gets the session's back (the CSRF layer sets it
        # on the answer after the handler made it).
        status, headers, _ = await wire.get(browser, BALANCE, only=("BFFSESSION",))
        assert status == "HTTP/1.1 200 OK"
        assert headers["Set-Cookie"].startswith(f"XSRF-TOKEN={browser.cookie('XSRF-TOKEN')};")
        assert "Path=/" in headers["Set-Cookie"]
    finally:
        wire.close()


def test_a_header_that_would_split_the_answer_is_not_rendered() -> None:
    assert render_lines({"ETag": '"a"'}) == b'ETag: "a"\r\n'
    assert render_head(304, {}) == b"HTTP/1.1 304 Not Modified\r\n"
    for bad in ({"ETag": '"a"\r\nSet-Cookie: x=1'}, {"X: Y": "z"}, {"A\nB": "c"}):
        with pytest.raises(ValueError):
            render_lines(bad)
