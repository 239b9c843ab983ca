"""Contract: the game catalogue entries through the BFF on the real simulator."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bff_testkit import Browser, Recorder, another_visitor, assert_error

from bff.catalogue import entry, language_flushed
from bff.entry import CacheScope

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
LIST = "/wps/relay/GCSGAME_gameList"
HOT = "/wps/relay/GCSGAME_hotGamesV2"
TYPES = "/wps/relay/GCSGAME_getVassGameType"
FAV = "/wps/relay/MCSFE_getFavoriteGames"
FAVS = "/wps/relay/MCSFE_getFavoriteGamesList"
RECENT = "/wps/relay/GCS_recentGame"
ROOMS = "/wps/relay/GLS2_roomList"
RANKS = "/wps/relay/GCSGAME_getRankList"
TOKEN_PATHS = (LIST, f"{TYPES}?vassalage=PG", FAVS, RECENT, ROOMS)


def test_entries() -> None:
    flushed = {e.name for e in language_flushed()}
    assert {"relay.vendors", "games.hot", "games.ranks"} <= flushed
    assert entry("games.types").cache is CacheScope.LANGUAGE
    for name in ("games.list", "games.favourite", "games.favourites", "games.recent"):
        assert entry(name).cache is CacheScope.NONE and entry(name).token, name
    assert entry("games.favourite").methods == ("POST",)
    assert entry("games.recent").module == "GAMELOREC3"
    assert entry("games.hot").module == "GAMELOHOT3" and not entry("games.hot").token
    assert not any(entry(n).real_account for n in ("games.list", "games.favourite"))


async def test_token_required(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    for path in TOKEN_PATHS:
        status, body, _ = await browser.get(path)
        assert_error(status, body, 401, "login.not.session")
        assert recorder.to(path.split("?")[0]) == [], path
    status, body, _ = await browser.post(FAV, {"gameId": 1})
    assert_error(status, body, 401, "login.not.session")


async def test_list_search_and_bad_paging(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    params = {"gameType": "RNG", "gameName": "dragon", "pageNo": "2", "pageSize": "10"}
    status, body, _ = await browser.get(LIST, params=params)
    assert status == 200, body
    page = body["value"]
    assert page["pageNo"] == 2 and len(page["games"]) == 10
    assert all("dragon" in g["gameName"].lower() for g in page["games"])
    sent = recorder.to(LIST)[-1]
    assert sent["headers"]["ModuleId"] == "GAMELO3" and sent["headers"]["Authorization"]
    await browser.get(LIST, params=params)
    assert len(recorder.to(LIST)) == 2  # never cached
    for bad in ({"pageSize": "101"}, {"pageSize": "0"}, {"gameClassify": "BEST"}, {"x": "1"}):
        status, body, _ = await browser.get(LIST, params=bad)
        assert_error(status, body, 400, "request.invalid")
    assert len(recorder.to(LIST)) == 2
    status, body, _ = await browser.get(
        LIST, params={"gameName": "rồng"}, headers={"Language": "TY"}
    )
    assert status == 200 and body["value"]["totalCount"] > 0
    assert all("rồng" in g["gameName"].lower() for g in body["value"]["games"])


async def test_hot_games_cached_per_language_and_flushed(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    query = {"isPlatform": "2", "platform": "html5-desktop"}
    status, english, _ = await browser.get(HOT, params=query)
    assert status == 200, english
    await browser.get(HOT, params=query)
    assert len(recorder.to(HOT)) == 1
    status, vietnamese, _ = await browser.get(HOT, params=query, headers={"Language": "TY"})
    assert len(recorder.to(HOT)) == 2
    names = [g["gameName"] for g in vietnamese["value"]["list"]]
    assert names == [g["names"]["TY"] for g in english["value"]["list"]]
    assert recorder.to(HOT)[-1]["headers"]["Language"] == "TY"
    await browser.get(RANKS)
    await browser.get(RANKS)
    assert len(recorder.to(RANKS)) == 1
    # Any visitor may change language; that must not flush the shared cache for others.
    async with another_visitor(browser) as visitor:
        status, body, _ = await visitor.put("/bff/language", {"language": "TY"})
        assert status == 200, body
        await browser.get(HOT, params=query)
        await browser.get(RANKS)
        assert len(recorder.to(HOT)) == 2 and len(recorder.to(RANKS)) == 1
        # The session that changed language reads each flushed entry fresh once, then cached.
        for _ in range(2):
            await visitor.get(HOT, params=query)
            await visitor.get(RANKS)
            assert len(recorder.to(HOT)) == 3 and len(recorder.to(RANKS)) == 2


async def test_game_types_cached_per_language(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    for _ in range(2):
        status, body, _ = await browser.get(TYPES, params={"vassalage": "TCG_SEA"})
        assert status == 200, body
    assert [t["gameType"] for t in body["value"]] == ["LOTT", "ELOTT"]
    assert len(recorder.to(TYPES)) == 1
    await browser.get(TYPES, params={"vassalage": "TCG_SEA"}, headers={"Language": "TY"})
    assert len(recorder.to(TYPES)) == 2


async def test_favourites_recent_and_rooms(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    _, body, _ = await browser.get(LIST, params={"vassalage": "EVO", "pageSize": "1"})
    game = body["value"]["games"][0]
    status, body, _ = await browser.post(FAV, {"gameId": game["gameId"], "action": "add"})
    assert status == 200 and body["value"]["isFavorite"] is True, body
    status, body, _ = await browser.post(FAV, {"gameId": game["gameId"], "action": "flip"})
    assert_error(status, body, 400, "request.invalid")
    _, body, _ = await browser.get(FAVS)
    assert [g["gameId"] for g in body["value"]["list"]] == [game["gameId"]]
    _, body, _ = await browser.get(FAVS)
    assert len(recorder.to(FAVS)) == 2  # personal: never cached
    launch = {"vassalage": "EVO", "gameId": game["gameId"]}
    status, body, _ = await browser.post("/wps/game/launchGame", launch)
    assert status == 200, body
    _, body, _ = await browser.get(RECENT)
    assert [g["gameId"] for g in body["value"]["list"]] == [game["gameId"]]
    _, body, _ = await browser.get(ROOMS, params={"vassalage": "EVO"})
    assert game["roomId"] in {r["roomId"] for r in body["value"]["list"]}


async def test_trial_account_browses_and_launches(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200 and body["value"]["type"] == 4, body
    status, body, _ = await browser.get(LIST, params={"vassalage": "JILI", "pageSize": "1"})
    assert status == 200, body
    game = body["value"]["games"][0]
    status, body, _ = await browser.post(FAV, {"gameId": game["gameId"]})
    assert status == 200, body
    launch = {"vassalage": "JILI", "gameId": game["gameId"]}
    status, body, _ = await browser.post("/wps/game/launchGame", launch)
    assert status == 200, body
