"""Public configuration carries an ETag: a returning browser revalidates it and gets 304 while
its copy is current, a new body (and tag) once the merchant changed it. Member calls do not."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bff_testkit import Browser, ManualClock

from bff.catalogue import ENTRIES, entry
from bff.entry import CacheScope, Handler

LiveBrowser = Callable[..., Awaitable[Browser]]
WHITELABEL = "/wps/system/whitelabel"


async def test_a_current_copy_is_304_and_a_changed_one_a_new_body(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    clock = ManualClock()
    browser = await live_browser(clock=clock)
    status, body, resp = await browser.get(WHITELABEL)
    assert status == 200 and body["success"], body
    etag = resp.headers["ETag"]
    assert resp.headers["Cache-Control"] == "private, no-cache"
    assert resp.headers["Vary"] == "Language"

    for sent in (etag, f"W/{etag}", f'"other", {etag}', "*"):
        status, text, resp = await browser.get(WHITELABEL, headers={"If-None-Match": sent})
        assert status == 304, sent
        assert text in ("", None) and resp.headers["ETag"] == etag

    status, _, resp = await browser.get(WHITELABEL, headers={"If-None-Match": '"other"'})
    assert status == 200 and resp.headers["ETag"] == etag

    # The merchant switches a module off; the BFF's copy expires (30 s), the browser's is stale.
    answer = await sim_client.put("/__sim/modules", json={"FREEPLAY3": "0"})
    assert answer.status == 200, await answer.text()
    clock.advance(entry("system.whitelabel").ttl + 1)
    status, body, resp = await browser.get(WHITELABEL, headers={"If-None-Match": etag})
    assert status == 200 and body["success"]
    assert resp.headers["ETag"] != etag


async def test_member_answers_are_never_kept(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": "demo01", "password": "demo1234"}
    )
    assert status == 200, body
    status, body, resp = await browser.get("/wps/v2/wallets/balance")
    assert status == 200 and body["success"], body
    assert "ETag" not in resp.headers
    assert resp.headers["Cache-Control"] == "no-store"


def test_exactly_the_public_cached_reads_revalidate() -> None:
    revalidating = {e.name for e in ENTRIES if e.revalidates("GET")}
    assert "system.whitelabel" in revalidating
    for item in ENTRIES:
        public_cached = not item.token and item.cache is not CacheScope.NONE
        expected = public_cached and item.handler is Handler.FORWARD and "GET" in item.methods
        assert (item.name in revalidating) is expected, item.name
        assert not any(item.revalidates(m) for m in ("POST", "PUT", "DELETE"))
