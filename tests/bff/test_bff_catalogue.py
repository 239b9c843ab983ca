"""The catalogue decides what reaches the upstream; anything else is refused."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from bff_testkit import Browser, assert_error

from bff.app import create_app
from bff.catalogue import BY_NAME, ENTRIES, entry, exposed_at
from bff.entry import CacheScope, Handler

MakeBrowser = Callable[..., Awaitable[Browser]]


def test_entries_are_well_formed() -> None:
    assert len(BY_NAME) == len(ENTRIES)
    for item in ENTRIES:
        assert item.path.startswith(("/wps/", "/lgw/", "/lotto/lgw/")), item
        assert item.methods and all(m.isupper() for m in item.methods)
        if item.cache is not CacheScope.NONE:
            assert item.ttl > 0 and item.methods == ("GET",), item
        if item.flush_on_language:
            assert item.cache is CacheScope.LANGUAGE, item


def test_issue_two_entries() -> None:
    assert entry("session.login").encrypted and entry("member.register").encrypted
    assert entry("member.info").token and entry("wallet.balance").token
    assert set(entry("session.logout").methods) == {"DELETE", "POST"}
    assert entry("relay.vendors").module == "GAMELO3"
    assert entry("announcements.list").flush_on_language
    assert entry("session.rsa").handler is Handler.INTERNAL
    assert exposed_at("/wps/session/key/rsa") is None


def test_every_exposed_entry_has_a_route(bff_settings: Callable[..., object]) -> None:
    app = create_app(bff_settings())  # type: ignore[arg-type]
    routes = {(r.method, r.resource.canonical) for r in app.router.routes() if r.resource}
    for item in ENTRIES:
        for method in item.methods:
            # An internal entry may share its path with an exposed one (announcements).
            served = any(e.exposed and e.path == item.path and method in e.methods for e in ENTRIES)
            assert ((method, item.path) in routes) == served, (method, item.path)
            assert served or not item.exposed, (method, item.path)


@pytest.mark.parametrize(
    "path",
    [
        "/wps/nope",
        "/wps/session/key/rsa",
        "/wps/relay/MCSFE_notInCatalogue",
        "/lgw/games/nope",
        "/lotto/lgw/nope",
        "/bff/nope",
        "/wps",
        "/bff",
    ],
)
async def test_unknown_paths_are_refused(make_browser: MakeBrowser, path: str) -> None:
    browser = await make_browser()
    status, body, _ = await browser.get(path)
    assert_error(status, body, 404, "path.not.found")
    status, body, _ = await browser.post(path, {})
    assert_error(status, body, 404, "path.not.found")


async def test_known_path_wrong_method(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, body, _ = await browser.post("/wps/member/info", {})
    assert_error(status, body, 405, "method.not.allowed")
    status, body, _ = await browser.get("/wps/session/login")
    assert_error(status, body, 405, "method.not.allowed")
