"""Public configuration carries an ETag: a returning browser revalidates it and gets 304 while
its copy is current, a new body (and tag) once the merchant changed it. Member calls do not."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bff_testkit import Browser, ManualClock, Recorder

from bff import context
from bff.catalogue import ENTRIES, entry
from bff.entry import CacheScope, Handler
from bff.upstream import calls

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
    assert resp.headers["Vary"] == "Language, Accept-Encoding"

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


async def test_a_browser_that_takes_gzip_gets_the_cached_answer_gzipped(
    live_browser: LiveBrowser,
) -> None:
    browser = await live_browser()
    plain = {"Accept-Encoding": "identity"}
    status, body, resp = await browser.get(WHITELABEL, headers=plain)
    assert status == 200 and "Content-Encoding" not in resp.headers, resp.headers
    identity_tag = resp.headers["ETag"]
    for accepted in ("gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.8", "*"):
        raw = await browser.client.get(WHITELABEL, headers={"Accept-Encoding": accepted})
        assert raw.status == 200 and raw.headers["Content-Encoding"] == "gzip", accepted
        assert await raw.json() == body  # the same answer, decompressed by the client
        assert raw.headers["ETag"] not in (identity_tag, "")  # another representation
        assert raw.headers["Vary"] == "Language, Accept-Encoding"
        again = await browser.client.get(
            WHITELABEL,
            headers={"Accept-Encoding": accepted, "If-None-Match": raw.headers["ETag"]},
        )
        assert again.status == 304
    for refused in ("gzip;q=0", "identity", "br", ""):
        raw = await browser.client.get(WHITELABEL, headers={"Accept-Encoding": refused})
        assert "Content-Encoding" not in raw.headers, refused
        assert raw.headers["ETag"] == identity_tag


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


VENDORS = "/wps/relay/GCSGAME_newGameVendor"


async def test_a_named_language_answers_from_the_cache_without_the_session(
    live_browser: LiveBrowser, monkeypatch: Any
) -> None:
    """With a Language header of the brand's, a cached public read is answered before the
    session is read, with the same body and tag as the whole way gives."""
    browser = await live_browser()
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": "demo01", "password": "demo1234"}
    )
    assert status == 200, body
    reads: list[str] = []
    for module in (calls, context):
        real = module.get_session

        async def counted(request: Any, real: Any = real) -> Any:
            reads.append(request.path)
            return await real(request)

        monkeypatch.setattr(module, "get_session", counted)
    status, whole, resp = await browser.get(WHITELABEL)  # the session's language
    assert status == 200 and reads, whole
    etag = resp.headers["ETag"]
    reads.clear()
    status, fast, resp = await browser.get(WHITELABEL, headers={"Language": "EN"})
    assert (status, fast, resp.headers["ETag"]) == (200, whole, etag)
    assert reads == []
    status, _, resp = await browser.get(
        WHITELABEL, headers={"Language": "EN", "If-None-Match": etag}
    )
    assert status == 304 and resp.headers["ETag"] == etag
    # A first visit has no XSRF cookie yet: the whole way, which hands it one.
    visitor = await live_browser()
    status, first, resp = await visitor.get(WHITELABEL, headers={"Language": "EN"})
    assert (status, first) == (200, whole) and "XSRF-TOKEN" in resp.cookies
    reads.clear()
    # Not one of the brand's languages: the session's decides, the whole way.
    status, other, _ = await browser.get(WHITELABEL, headers={"Language": "XX"})
    assert (status, other) == (200, whole) and reads == [WHITELABEL, WHITELABEL]


async def test_the_short_way_keeps_the_gate_and_the_language_flush(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser()
    named = {"Language": "TY"}
    for _ in range(2):
        status, body, _ = await browser.get(VENDORS, headers=named)
        assert status == 200, body
    assert len(recorder.to(VENDORS)) == 1
    # A session that changed language reads each flushed entry fresh once, header or not.
    status, body, _ = await browser.put("/bff/language", {"language": "TY"})
    assert status == 200, body
    await browser.get(VENDORS, headers=named)
    await browser.get(VENDORS, headers=named)
    assert len(recorder.to(VENDORS)) == 2
    # Maintenance refuses a gated read even when its answer is cached.
    answer = await sim_client.put("/__sim/system", json={"maintenance": True})
    assert answer.status == 200, await answer.text()
    try:
        status, body, _ = await browser.get(VENDORS, headers=named)
        assert (status, body["errorCode"]) == (400, "function.not.available"), body
    finally:
        await sim_client.put("/__sim/system", json={"maintenance": False})
    assert len(recorder.to(VENDORS)) == 2
