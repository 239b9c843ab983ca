"""Security headers on every answer (a page's or file's the site's; a JSON answer's the short
API set); the site's CSP allows exactly the hosts the upstream names."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from aiohttp import ClientResponse, web
from aiohttp.test_utils import TestServer
from bff_testkit import Browser, Stopwatch

from bff.headers import MAX_HOSTS, SitePolicy
from bff.settings import Settings

MakeBrowser = Callable[..., Awaitable[Browser]]
ROOT = Path(__file__).resolve().parents[2]

IMAGES = "https://img1.example/cdn"
GAMES = "https://games.example:8443"


def policy(resp: ClientResponse) -> dict[str, list[str]]:
    """The CSP as {directive: sources}; a directive given twice fails (the browser would keep
    only the first, so a second one is a sign of injection)."""
    found: dict[str, list[str]] = {}
    for part in resp.headers["Content-Security-Policy"].split(";"):
        name, *sources = part.split()
        assert name not in found, resp.headers["Content-Security-Policy"]
        found[name] = sources
    return found


def assert_site_headers(resp: ClientResponse) -> None:
    csp = policy(resp)
    assert csp["default-src"] == ["'self'"]
    assert csp["script-src"] == ["'self'"]
    assert csp["style-src"] == ["'self'"]
    assert csp["img-src"][:2] == ["'self'", "data:"]
    assert csp["connect-src"] == ["'self'"]
    assert csp["object-src"] == ["'none'"]
    assert csp["base-uri"] == ["'self'"]
    assert csp["form-action"] == ["'self'"]
    assert csp["frame-ancestors"] == ["'none'"]
    assert "unsafe" not in resp.headers["Content-Security-Policy"]
    assert resp.headers["X-Content-Type-Options"] == "nosniff"
    assert resp.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert resp.headers["X-Frame-Options"] == "DENY"
    permissions = resp.headers["Permissions-Policy"]
    for feature in ("camera", "microphone", "geolocation", "payment", "usb"):
        assert f"{feature}=()" in permissions
    # The game and chat frames ask for these: the site must not take them away.
    for feature in ("fullscreen", "autoplay", "clipboard-write"):
        assert feature not in permissions


def assert_api_headers(resp: ClientResponse) -> None:
    """A JSON answer: nothing may load from it or frame it, and no page's policy along."""
    assert resp.content_type == "application/json"
    assert policy(resp) == {"default-src": ["'none'"], "frame-ancestors": ["'none'"]}
    assert resp.headers["X-Content-Type-Options"] == "nosniff"
    assert resp.headers["X-Frame-Options"] == "DENY"
    assert "Permissions-Policy" not in resp.headers
    assert "Referrer-Policy" not in resp.headers


@pytest.mark.parametrize(
    ("method", "path", "status", "check"),
    [
        ("GET", "/", 200, assert_site_headers),  # the SPA page
        ("GET", "/games/slots", 200, assert_site_headers),  # history fallback
        ("GET", "/assets/app-1a2b3c.js", 200, assert_site_headers),  # immutable asset
        ("GET", "/favicon.ico", 200, assert_site_headers),  # plain file of the build
        ("HEAD", "/home", 200, assert_site_headers),
        ("GET", "/assets/missing-000.js", 404, assert_api_headers),
        ("GET", "/bff/openapi.json", 200, assert_api_headers),
        ("GET", "/bff/health", 200, assert_api_headers),
        ("GET", "/bff/nothing", 404, assert_api_headers),  # error envelope
        ("GET", "/wps/system/whitelabel", 503, assert_api_headers),  # upstream refused
        # refused by the CSRF check, before any handler
        ("POST", "/wps/session/login", 403, assert_api_headers),
    ],
)
async def test_every_answer_carries_the_headers(
    make_browser: MakeBrowser,
    method: str,
    path: str,
    status: int,
    check: Callable[[ClientResponse], None],
) -> None:
    browser = await make_browser()
    resp = await browser.client.request(method, path)
    assert resp.status == status, await resp.text()
    check(resp)
    assert "Strict-Transport-Security" not in resp.headers  # plain http: no HSTS


async def test_conditional_file_answers_carry_the_headers(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    first = await browser.client.get("/assets/app-1a2b3c.js")
    again = await browser.client.get(
        "/assets/app-1a2b3c.js", headers={"If-None-Match": first.headers["ETag"]}
    )
    assert again.status == 304
    assert_site_headers(again)


async def test_unbuilt_site_page_carries_the_headers(
    make_browser: MakeBrowser, tmp_path: Path
) -> None:
    browser = await make_browser(web_dist=tmp_path / "nothing-here")
    resp = await browser.client.get("/home")
    assert resp.status == 503
    assert_site_headers(resp)


async def test_hsts_only_with_secure_cookies(make_browser: MakeBrowser) -> None:
    browser = await make_browser(cookie_secure=True)
    for path in ("/", "/bff/nothing"):  # a page, a JSON answer
        resp = await browser.client.get(path)
        assert resp.headers["Strict-Transport-Security"] == "max-age=31536000"


@pytest.fixture
async def cdn_upstream(aiohttp_server: Any) -> AsyncIterator[dict[str, Any]]:
    """An upstream whose system status names CDN hosts (the test may change them) and can
    be made to hang."""
    state: dict[str, Any] = {
        "images": [IMAGES, "https://img2.example"],
        "games": [f"{GAMES}/"],
        "hang": False,
    }
    release = asyncio.Event()

    async def status(request: web.Request) -> web.Response:
        if state["hang"]:
            await release.wait()
        info = {"imageCDNs": state["images"], "launchGameCDNs": state["games"]}
        value = {"status": 0, "maintenance": False, "regionRestriction": False, "info": info}
        return web.json_response({"success": True, "value": value})

    app = web.Application()
    app.router.add_get("/wps/system/status", status)
    server: TestServer = await aiohttp_server(app)
    state["url"] = str(server.make_url("")).rstrip("/")
    yield state
    release.set()


async def test_the_page_allows_the_hosts_of_the_callers_status(
    make_browser: MakeBrowser, cdn_upstream: dict[str, Any]
) -> None:
    browser = await make_browser(upstream_url=cdn_upstream["url"])
    # Nothing learnt yet: a file's answer has only the upstream itself as a frame host.
    resp = await browser.client.get("/favicon.ico")
    assert policy(resp)["img-src"] == ["'self'", "data:"]
    assert policy(resp)["frame-src"] == [cdn_upstream["url"]]

    page = await browser.client.get("/")
    assert page.status == 200
    assert policy(page)["img-src"] == [
        "'self'",
        "data:",
        "https://img1.example",
        "https://img2.example",
    ]
    assert policy(page)["frame-src"] == [cdn_upstream["url"], GAMES]
    assert_site_headers(page)
    # Learnt for the process: later answers say the same.
    assert policy(await browser.client.get("/favicon.ico")) == policy(page)


async def test_hosts_the_upstream_adds_later_join_the_policy(
    make_browser: MakeBrowser, cdn_upstream: dict[str, Any]
) -> None:
    browser = await make_browser(upstream_url=cdn_upstream["url"])
    await browser.client.get("/")
    cdn_upstream["games"] = ["https://games2.example"]
    page = await browser.client.get("/home")
    assert policy(page)["frame-src"] == [cdn_upstream["url"], GAMES, "https://games2.example"]


@pytest.mark.parametrize(
    "hostile",
    [
        "https://evil.example; script-src *",
        "https://evil.example 'unsafe-inline'",
        "javascript:alert(1)",
        "https://user@evil.example",
        "https://*.evil.example",
        "data:text/html,x",
    ],
)
async def test_a_status_cannot_inject_sources(
    make_browser: MakeBrowser, cdn_upstream: dict[str, Any], hostile: str
) -> None:
    cdn_upstream["images"] = [hostile, IMAGES]
    cdn_upstream["games"] = [hostile]
    browser = await make_browser(upstream_url=cdn_upstream["url"])
    page = await browser.client.get("/")
    assert policy(page)["img-src"] == ["'self'", "data:", "https://img1.example"]
    assert policy(page)["frame-src"] == [cdn_upstream["url"]]
    assert_site_headers(page)


async def test_a_hanging_upstream_does_not_hold_the_page(
    make_browser: MakeBrowser, cdn_upstream: dict[str, Any]
) -> None:
    cdn_upstream["hang"] = True
    browser = await make_browser(upstream_url=cdn_upstream["url"], status_timeout=0.3)
    with Stopwatch() as sw:
        page = await browser.client.get("/")
    assert page.status == 200 and "test spa" in await page.text()
    assert sw.elapsed < 1.5
    assert policy(page)["img-src"] == ["'self'", "data:"]


async def test_settings_add_hosts(make_browser: MakeBrowser) -> None:
    browser = await make_browser(
        csp_img_hosts="https://banners.example", csp_frame_hosts="https://pay.example"
    )
    resp = await browser.client.get("/")
    assert policy(resp)["img-src"] == ["'self'", "data:", "https://banners.example"]
    assert policy(resp)["frame-src"] == ["http://127.0.0.1:9", "https://pay.example"]


def test_hosts_are_bounded() -> None:
    site = SitePolicy(Settings(environment="test"))
    many = [f"https://img{n}.example" for n in range(MAX_HOSTS + 10)]
    site.learn({"info": {"imageCDNs": many, "launchGameCDNs": "https://not-a-list.example"}})
    assert policy_sources(site.csp, "img-src") == ["'self'", "data:", *many[:MAX_HOSTS]]
    assert policy_sources(site.csp, "frame-src") == ["http://127.0.0.1:9000"]


def policy_sources(csp: str, directive: str) -> list[str]:
    match = re.search(rf"(?:^|; ){directive} ([^;]+)", csp)
    assert match, csp
    return match.group(1).split()


def test_the_spa_has_no_inline_script() -> None:
    """script-src 'self' would block an inline script: the theme script is a file."""
    html = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", html, flags=re.S)
    assert scripts, "no script found: is this still the SPA's index.html?"
    for attributes, body in scripts:
        assert "src=" in attributes and not body.strip(), attributes
    assert (ROOT / "web" / "public" / "theme.js").is_file()
    assert re.search(r"\bstyle=", html) is None  # style-src-attr would block it
