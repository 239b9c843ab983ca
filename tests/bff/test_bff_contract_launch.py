"""Contract: what a launch carries upstream (SPEC.md section 7), every launch value shape
normalised for the SPA (PVP answers `content` as the address), VASSALAGE vendor cards, and
game icons on an image host the BFF picked from imageCDNs."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import orjson
import pytest
from aiohttp.test_utils import TestServer
from bff_testkit import Browser, Recorder, assert_error

from bff.features.launch import service
from bff.features.launch.schemas import LaunchValue

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
LAUNCH = "/wps/game/launchGame"
LIST = "/wps/relay/GCSGAME_gameList"
VENDORS = "/wps/relay/GCSGAME_newGameVendor"
SIM_URL = "http://sim.internal:9000/demo/table/7?t=abc"
# What the BFF adds to every launch; the browser sends only the game (and may pick these two).
ADDED = {
    "accountType": "1",
    "confirmTrans": "0",
    "launchMode": "GLS",
    "platform": "html5-desktop",
    "clientType": "3",
    "username": "demo01",
    "merchantCode": "DEFAULT",
    "language": "EN",
}
NUMBERS = {"accountType": 1, "confirmTrans": 0, "clientType": 3}  # numbers in a JSON body


async def _first(browser: Browser, vassalage: str) -> dict[str, Any]:
    status, body, _ = await browser.get(LIST, params={"vassalage": vassalage, "pageSize": "1"})
    assert status == 200, body
    return body["value"]["games"][0]


@pytest.mark.parametrize(
    "value",
    [
        {"content": {"game_url": SIM_URL}},
        {"content": {"gameUrl": SIM_URL}},
        {"content": {"game_url2": SIM_URL}},
        {"content": SIM_URL},
        {"game_url": SIM_URL},
        {"gameUrl": SIM_URL},
        {"content": None, "gameUrl": SIM_URL},
    ],
)
def test_every_launch_shape_answers_content_game_url(value: dict[str, Any]) -> None:
    LaunchValue.model_validate(value)
    out = service._normalised(value, "https://cdn.example", "https://site.example")
    url = urlsplit(out["content"]["game_url"])
    assert (url.scheme, url.netloc, url.path) == ("https", "cdn.example", "/demo/table/7")
    assert parse_qs(url.query) == {"t": ["abc"], "origin": ["https://site.example"]}
    assert set(out) == {"content"} and "gameUrl" not in out["content"]


def test_alternative_address_and_other_fields_are_kept() -> None:
    value = {"content": {"game_url": SIM_URL, "game_url2": SIM_URL + "&b=1", "t": 1}, "x": 2}
    out = service._normalised(value, None, None)
    assert out == {"x": 2, "content": {"t": 1, "game_url": SIM_URL, "game_url2": SIM_URL + "&b=1"}}


@pytest.mark.parametrize("value", [{}, {"content": {}}, {"content": ""}, {"content": 7}])
def test_a_value_without_an_address_is_a_bad_response(value: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="validation error"):
        LaunchValue.model_validate(value)


async def test_launch_carries_the_fields_of_spec_section_7(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    game = await _first(browser, "JILI")
    chosen = {"vassalage": "JILI", "gameId": game["gameId"], "nodeId": game["nodeId"]}
    status, body, _ = await browser.post(LAUNCH, chosen)
    assert status == 200, body
    sent = recorder.to(LAUNCH)[-1]
    assert sent["method"] == "POST" and sent["query"] == {}
    assert orjson.loads(sent["body"]) == {**chosen, **ADDED, **NUMBERS}
    assert sent["headers"]["Language"] == "EN" and sent["headers"]["Authorization"]
    assert "token" not in orjson.loads(sent["body"]) and "token" not in body["value"]

    await browser.put("/bff/language", {"language": "TY"})
    body_in = {"vassalage": "JILI", "gameId": game["gameId"], "launchMode": "GLS"}
    status, body, _ = await browser.post(LAUNCH, body_in)
    assert status == 200, body
    sent = recorder.to(LAUNCH)[-1]
    assert orjson.loads(sent["body"]) == {**body_in, **ADDED, **NUMBERS, "language": "TY"}
    assert sent["headers"]["Language"] == "TY"
    assert parse_qs(urlsplit(body["value"]["content"]["game_url"]).query)["lang"] == ["vi"]


async def test_the_browser_cannot_choose_the_session_fields(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    for extra in ({"username": "other"}, {"accountType": 0}, {"merchantCode": "X"}):
        status, body, _ = await browser.post(LAUNCH, {"vassalage": "JILI", **extra})
        assert_error(status, body, 400, "request.invalid")
    assert recorder.to(LAUNCH) == []


async def test_the_upstream_refuses_an_unknown_launch_mode(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    status, body, _ = await browser.post(LAUNCH, {"vassalage": "JILI", "launchMode": "XYZ"})
    assert_error(status, body, 400, "game.launch.invalid")
    assert body["field"] == "launchMode"
    status, body, _ = await browser.post(LAUNCH, {"vassalage": "JILI", "platform": "tv"})
    assert_error(status, body, 400, "game.launch.invalid")
    assert len(recorder.to(LAUNCH)) == 2


async def test_free_play_launches_with_account_type_0(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, body
    status, body, _ = await browser.post(LAUNCH, {"vassalage": "JILI"})
    assert status == 200, body
    sent = orjson.loads(recorder.to(LAUNCH)[-1]["body"])
    assert sent["accountType"] == 0
    assert sent["username"] == browser.session_data()["account"]


@pytest.fixture
def launch_host(simulator: TestServer) -> str:
    """The simulator's own address as its one launch host, so its game page can be fetched."""
    keys = pytest.importorskip("simulator.keys")
    host = f"http://127.0.0.1:{simulator.port}"
    simulator.app[keys.FIXTURES].brand.launchGameCDNs = [host]
    return host


async def test_pvp_launch_answers_content_as_the_address(
    live_browser: LiveBrowser, launch_host: str
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    game = await _first(browser, "KM")
    assert game["gameType"] == "PVP"
    status, body, _ = await browser.post(LAUNCH, {"vassalage": "KM", "gameId": game["gameId"]})
    assert status == 200, body
    url = body["value"]["content"]["game_url"]
    assert url.startswith(launch_host + f"/demo/table/{game['gameId']}?")
    assert "origin" in parse_qs(urlsplit(url).query)
    page = await browser.client.session.get(url)
    assert page.status == 200, await page.text()


async def test_vassalage_cards_list_their_games(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get(VENDORS)
    assert status == 200, body
    cards = [card for lane in body["value"]["data"]["lanes"] for card in lane["cards"]]
    vassalage = {c["vassalage"] for c in cards if c.get("isGame") == "VASSALAGE"}
    assert {"V8", "JDBFISH"} <= vassalage
    assert all("isGame" not in c for c in cards if c["vassalage"] not in vassalage)
    await browser.post("/wps/session/login", DEMO)
    for code in sorted(vassalage):
        status, body, _ = await browser.get(LIST, params={"vassalage": code, "pageSize": "100"})
        assert status == 200, body
        games = body["value"]["games"]
        assert len(games) > 1 and {g["vassalage"] for g in games} == {code}
        status, body, _ = await browser.post(
            LAUNCH, {"vassalage": code, "gameId": games[1]["gameId"]}
        )
        assert status == 200, body
        assert body["value"]["content"]["game_url"].startswith("http")


@pytest.fixture
def two_image_hosts(simulator: TestServer) -> tuple[str, str]:
    keys = pytest.importorskip("simulator.keys")
    port = simulator.port
    hosts = (f"http://127.0.0.1:{port}/cdn", f"http://localhost:{port}/cdn")
    simulator.app[keys.FIXTURES].brand.imageCDNs = list(hosts)
    return hosts


async def test_game_icons_use_the_image_host_the_bff_picked(
    live_browser: LiveBrowser, two_image_hosts: tuple[str, str]
) -> None:
    browser = await live_browser()
    picked = set()
    for _ in range(24):  # both hosts appear: a miss has probability 2 * 2**-24
        status, body, _ = await browser.get("/bff/bootstrap")
        assert status == 200, body
        picked.add(body["value"]["imageCdn"])
    assert picked == set(two_image_hosts)
    await browser.post("/wps/session/login", DEMO)
    game = await _first(browser, "PG")
    # a path, not a URL on one fixed host: the SPA joins it to the host picked for it
    assert game["icon"].startswith("/games/") and "://" not in game["icon"]
    _, hot, _ = await browser.get("/wps/relay/GCSGAME_hotGamesV2")
    assert all(g["icon"].startswith("/games/") for g in hot["value"]["list"])
    for host in two_image_hosts:
        icon = await browser.client.session.get(host + game["icon"])
        assert icon.status == 200 and icon.content_type == "image/svg+xml"
