"""Contract: game launch through the BFF (launch host picked from launchGameCDNs, URLs
rewritten, origin= added) and the betting record relay."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from aiohttp.test_utils import TestServer
from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import entry
from bff.entry import CacheScope, Handler
from bff.features.launch import service
from bff.settings import Settings

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
LAUNCH = "/wps/game/launchGame"
LIST = "/wps/relay/GCSGAME_gameList"
RECORD = "/wps/relay/ODSFE2_getBetRecord"


@pytest.fixture
def two_hosts(simulator: TestServer) -> tuple[str, str]:
    """Two launch hosts that both reach the simulator: 127.0.0.1 and localhost."""
    keys = pytest.importorskip("simulator.keys")
    port = simulator.port
    hosts = (f"http://127.0.0.1:{port}", f"http://localhost:{port}")
    simulator.app[keys.FIXTURES].brand.launchGameCDNs = list(hosts)
    return hosts


async def _game(browser: Browser) -> dict[str, Any]:
    status, body, _ = await browser.get(LIST, params={"vassalage": "JILI", "pageSize": "1"})
    assert status == 200, body
    return body["value"]["games"][0]


def test_entries() -> None:
    launch = entry("game.launch")
    assert launch.handler is Handler.DEDICATED and launch.token and not launch.retry
    record = entry("games.betRecord")
    assert record.path == RECORD and record.token and record.real_account
    assert record.cache is CacheScope.NONE and record.methods == ("GET",)


def test_rewrite_keeps_path_and_query() -> None:
    url = "http://sim.internal:9000/demo/slot/1001?t=abc&lang=vi&origin=http%3A%2F%2Fevil"
    out = service.rewrite(url, "https://cdn-b.example:8443", "https://site.example")
    parts = urlsplit(out)
    assert (parts.scheme, parts.netloc, parts.path) == (
        "https",
        "cdn-b.example:8443",
        "/demo/slot/1001",
    )
    assert parse_qs(parts.query) == {
        "t": ["abc"],
        "lang": ["vi"],
        "origin": ["https://site.example"],
    }
    assert service.rewrite(url, None, None) == url
    assert (
        service.rewrite("not a url", "https://cdn.example", "https://site.example") == "not a url"
    )


def test_pick_launch_cdn(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []

    def choice(items: list[str]) -> str:
        seen.append(list(items))
        return items[-1]

    monkeypatch.setattr(service.random, "choice", choice)
    status = {
        "info": {"launchGameCDNs": ["https://A.example/", "ftp://x", 7, "https://b.example:8443/p"]}
    }
    assert service.pick_launch_cdn(status) == "https://b.example:8443"
    assert seen == [["https://a.example", "https://b.example:8443"]]
    assert service.pick_launch_cdn({"info": {"launchGameCDNs": []}}) is None
    assert service.pick_launch_cdn({}) is None


def test_public_origin_setting(bff_settings: Callable[..., Settings]) -> None:
    assert (
        bff_settings(public_origin="https://Site.Example/").public_origin == "https://site.example"
    )
    with pytest.raises(ValueError, match="PUBLIC_ORIGIN"):
        bff_settings(public_origin="https://site.example/path")


async def test_launch_url_on_a_random_launch_host(
    live_browser: LiveBrowser, two_hosts: tuple[str, str], recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    game = await _game(browser)
    params = {"vassalage": "JILI", "gameId": game["gameId"]}
    site = f"http://{browser.client.host}:{browser.client.port}"
    picked = set()
    for _ in range(24):  # both hosts appear: a miss has probability 2 * 2**-24
        status, body, _ = await browser.post(LAUNCH, params)
        assert status == 200, body
        url = urlsplit(body["value"]["content"]["game_url"])
        picked.add(f"{url.scheme}://{url.netloc}")
        assert url.path == f"/demo/slot/{game['gameId']}"
        query = parse_qs(url.query)
        assert set(query) == {"t", "lang", "origin"} and query["origin"] == [site]
    assert picked == set(two_hosts)
    status, body, _ = await browser.post(LAUNCH, {"vassalage": "JILI", "gameId": game["gameId"]})
    assert status == 200, body
    assert urlsplit(body["value"]["content"]["game_url"]).netloc in {h[7:] for h in two_hosts}
    # the page on the rewritten URL accepts the site as its parent (frame-ancestors allow it)
    page = await browser.client.session.get(body["value"]["content"]["game_url"])
    html = await page.text()
    assert page.status == 200 and f'"parent":"{site}"' in html
    assert all("origin" not in sent["query"] for sent in recorder.to(LAUNCH))


async def test_launch_origin_from_public_origin(live_browser: LiveBrowser) -> None:
    browser = await live_browser(public_origin="https://play.example")
    await browser.post("/wps/session/login", DEMO)
    game = await _game(browser)
    params = {"vassalage": "JILI", "gameId": game["gameId"]}
    status, body, _ = await browser.post(LAUNCH, params)
    assert status == 200, body
    url = body["value"]["content"]["game_url"]
    assert parse_qs(urlsplit(url).query)["origin"] == ["https://play.example"]


async def test_bet_record_through_the_bff(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get(RECORD)
    assert_error(status, body, 401, "login.not.session")
    await browser.post("/wps/session/login", DEMO)
    status, body, _ = await browser.get(RECORD, params={"pageSize": "5"})
    assert status == 200, body
    value = body["value"]
    assert isinstance(value["list"], list) and value["pageSize"] == 5 and "totals" in value
    status, body, _ = await browser.get(RECORD)
    assert status == 200 and len(recorder.to(RECORD)) == 2  # never cached
    status, body, _ = await browser.get(RECORD, params={"beginDate": "yesterday"})
    assert_error(status, body, 400, "request.invalid")
    status, body, _ = await browser.get(RECORD, params={"pageSize": "101"})
    assert_error(status, body, 400, "request.invalid")
    trial = await live_browser()
    status, body, _ = await trial.post("/wps/session/login/freeplay", {})
    assert status == 200, body
    calls = len(recorder.to(RECORD))
    status, body, _ = await trial.get(RECORD)
    assert_error(status, body, 403, "in_need_true_account")
    assert len(recorder.to(RECORD)) == calls  # refused before any upstream call
