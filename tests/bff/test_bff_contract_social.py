"""Contract: the winner board and the chat room through the BFF (docs/contract.md section 15):
their catalogue policy; the board public and cached per language, briefly, so a real win
shows once its entry expires; chat rooms and a launch with the member's session, the room's
page and its messages on the in-process simulator."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from aiohttp.test_utils import TestClient
from bff_testkit import Browser, ManualClock, Recorder, assert_error

from bff.catalogue import ENTRIES, entry, exposed_at, language_flushed
from bff.entry import CacheScope
from bff.features.chat.entries import CHAT
from bff.features.winners.entries import WINNERS

LiveBrowser = Callable[..., Awaitable[Browser]]
MakeBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
RELAY = "/wps/relay/"
BOARD = RELAY + "ODSFE2_getWinnerBoard"
ROOMS = RELAY + "CBS_modelList"
CHAT_LAUNCH = RELAY + "CBS_launchChat"


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


def _minor(amount: str) -> int:
    whole, cents = amount.split(".")
    return int(whole) * 100 + int(cents)


def test_every_call_is_in_the_catalogue() -> None:
    assert all(item in ENTRIES for item in WINNERS + CHAT)
    assert {e.path.removeprefix(RELAY) for e in WINNERS + CHAT} == {
        "ODSFE2_getWinnerBoard",
        "CBS_modelList",
        "CBS_launchChat",
    }
    assert all(exposed_at(e.path) is e for e in WINNERS + CHAT)


def test_policies() -> None:
    board = entry("winners.board")
    assert not board.token and board.cache is CacheScope.LANGUAGE and board.flush_on_language
    assert 0 < board.ttl <= 60  # briefly: it follows real play
    for item in CHAT:
        assert item.module == "CBS3" and item.token and not item.real_account, item.name
        assert item.cache is CacheScope.NONE, item.name
    launch = entry("chat.launch")
    assert launch.methods == ("POST",) and not launch.retry
    assert not {e.name for e in language_flushed()} & {e.name for e in CHAT}


@pytest.mark.parametrize(("method", "path"), [("GET", ROOMS), ("POST", CHAT_LAUNCH)])
async def test_chat_needs_a_session(make_browser: MakeBrowser, method: str, path: str) -> None:
    browser = await make_browser()
    status, got, _ = await browser.request(method, path, json_body={"roomId": 1})
    assert_error(status, got, 401, "login.not.session")


@pytest.mark.parametrize("query", ["?size=0", "?size=51", "?size=x", "?gameType=SLOT"])
async def test_bad_board_queries(make_browser: MakeBrowser, query: str) -> None:
    browser = await make_browser()
    status, got, _ = await browser.get(BOARD + query)
    assert_error(status, got, 400, "request.invalid")


@pytest.mark.agent_history
async def test_winner_board_cached_per_language_briefly(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    clock = ManualClock()
    browser = await live_browser(clock=clock)
    board = await _value(browser, "GET", BOARD)
    rows = board["list"]
    assert 0 < len(rows) <= 20 and all("***" in row["account"] for row in rows)
    keys = [(_minor(r["multiplier"]), _minor(r["winAmount"])) for r in rows]
    assert keys == sorted(keys, reverse=True)
    assert len(rows[0]["time"]) == 19 and rows[0]["wonAt"] > 0
    assert await _value(browser, "GET", BOARD) == board
    assert len(recorder.to(BOARD)) == 1
    assert "Authorization" not in recorder.to(BOARD)[0]["headers"]
    assert len((await _value(browser, "GET", BOARD, params={"size": "3"}))["list"]) == 3
    await _value(browser, "GET", BOARD, headers={"Language": "TY"})
    assert len(recorder.to(BOARD)) == 3  # another query, another language: other entries

    # A real win: the member plays a launched slot whose next spin QA forces to pay 900x.
    await browser.post("/wps/session/login", DEMO)
    game = (
        await _value(
            browser,
            "GET",
            RELAY + "GCSGAME_gameList",
            params={"vassalage": "JILI", "pageSize": "1"},
        )
    )["games"][0]
    launched = await _value(
        browser, "POST", "/wps/game/launchGame", {"vassalage": "JILI", "gameId": game["gameId"]}
    )
    ticket = parse_qs(urlsplit(launched["content"]["game_url"]).query)["t"][0]
    forced = {"player": "demo01", "next": {"multiplier": 900}}
    assert (await sim_client.post("/__sim/outcomes", json=forced)).status == 200
    resp = await sim_client.post(
        "/demo/api/round", json={"t": ticket, "bet": game["minBet"], "roundId": str(uuid.uuid4())}
    )
    assert resp.status == 200, await resp.text()
    assert await _value(browser, "GET", BOARD) == board  # still the cached board
    clock.advance(entry("winners.board").ttl + 1)
    top = (await _value(browser, "GET", BOARD))["list"][0]
    assert (top["account"], top["multiplier"]) == ("de***01", "900.00")
    assert top["gameName"] == game["gameName"] and top["vassalage"] == "JILI"
    check = await (await sim_client.get("/__sim/ledger/check")).json()
    assert check["value"]["balanced"] is True


async def test_chat_rooms_and_a_launched_room(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    rooms = (await _value(browser, "GET", ROOMS))["rooms"]
    assert rooms and all(isinstance(r["online"], int) and r["name"] for r in rooms)
    vietnamese = (await _value(browser, "GET", ROOMS, headers={"Language": "TY"}))["rooms"]
    assert [r["id"] for r in vietnamese] == [r["id"] for r in rooms]
    assert len(recorder.to(ROOMS)) == 2 and recorder.to(ROOMS)[0]["headers"]["ModuleId"] == "CBS3"

    room = rooms[0]["id"]
    launched = await _value(browser, "POST", CHAT_LAUNCH, {"roomId": room})
    url = urlsplit(launched["url"])
    assert url.path == f"/chat/{room}"
    ticket = parse_qs(url.query)["t"][0]
    assert ticket not in browser.session_data().get("token", "")
    page = await sim_client.get(f"/chat/{room}", params={"t": ticket})
    assert page.status == 200 and "#6142bf" in (await page.text()).lower()

    said = await sim_client.post(
        f"/chat/api/{room}/messages", json={"t": ticket, "text": "hello from the BFF test"}
    )
    assert said.status == 200, await said.text()
    host = await sim_client.post(f"/__sim/chat/{room}", json={"text": "Welcome!"})
    assert host.status == 200, await host.text()
    read = await sim_client.get(f"/chat/api/{room}/messages", params={"t": ticket})
    texts = [m["text"] for m in (await read.json())["value"]["list"]]
    assert texts[-2:] == ["hello from the BFF test", "Welcome!"]

    for bad in ({"roomId": 0}, {"roomId": "x"}, {"roomId": 1, "extra": True}, {}):
        status, got, _ = await browser.post(CHAT_LAUNCH, bad)
        assert_error(status, got, 400, "request.invalid")
    status, got, _ = await browser.get(CHAT_LAUNCH)
    assert_error(status, got, 405, "method.not.allowed")


async def test_a_trial_may_chat(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, got, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, got
    rooms = (await _value(browser, "GET", ROOMS))["rooms"]
    launched = await _value(browser, "POST", CHAT_LAUNCH, {"roomId": rooms[0]["id"]})
    assert urlsplit(launched["url"]).path == f"/chat/{rooms[0]['id']}"
