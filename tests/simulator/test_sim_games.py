"""The generated game catalogue and its relays (list, hot, types, rooms, ranks)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from simkit import Sim

from simulator.features.games import store
from simulator.features.games.store import Locale
from simulator.keys import DB

LIST = "/wps/relay/GCSGAME_gameList"
HOT = "/wps/relay/GCSGAME_hotGamesV2"
TYPES = "/wps/relay/GCSGAME_getVassGameType"
ROOMS = "/wps/relay/GLS2_roomList"
RANKS = "/wps/relay/GCSGAME_getRankList"
CATEGORIES = ("RNG", "LIVE", "FISH", "PVP", "SPORTS", "ESPORTS", "LOTT", "ELOTT", "BGS", "BINGO")


async def auth(sim: Sim) -> dict[str, str]:
    return {"Authorization": (await sim.login())["token"]}


async def page(sim: Sim, headers: dict[str, str], **params: Any) -> dict[str, Any]:
    return await sim.value("GET", LIST, params=params, headers=headers)


async def test_catalogue_size_and_categories(sim: Sim) -> None:
    stats = await sim.control("GET", "/__sim/catalogue/stats")
    assert stats["total"] > 5000
    counts = {name: c["games"] for name, c in stats["categories"].items()}
    assert set(counts) == set(CATEGORIES)
    assert counts["RNG"] == max(counts.values()) and counts["RNG"] > 4000
    assert counts["LIVE"] > 300 and counts["FISH"] > 50 and counts["PVP"] > 100
    assert counts["LOTT"] > 50 and counts["ELOTT"] > 20 and counts["BGS"] > 100
    vendors = {v["vassalage"]: v["games"] for v in stats["vendors"]}
    for lobby in ("SABA", "CMD", "BTI", "IMES", "TF", "IA", "AV", "AI"):
        assert vendors[lobby] == 1, lobby
    assert vendors["DS88"] <= 3 and vendors["DIG"] <= 3  # cockfight: mostly a lobby
    lanes = (await sim.value("GET", "/wps/relay/GCSGAME_newGameVendor"))["data"]["lanes"]
    cards = {c["vassalage"] for lane in lanes for c in lane["cards"]}
    assert cards == set(vendors)  # every vendor card has games, every game a card


async def test_paging_is_consistent(sim: Sim) -> None:
    headers = await auth(sim)
    first = await page(sim, headers, gameType="LIVE", pageSize=100)
    total, pages = first["totalCount"], first["totalPages"]
    assert (first["pageNo"], first["pageSize"]) == (1, 100)
    assert pages == -(-total // 100) and len(first["games"]) == 100
    last = await page(sim, headers, gameType="LIVE", pageSize=100, pageNo=pages)
    assert len(last["games"]) == total - 100 * (pages - 1)
    beyond = await page(sim, headers, gameType="LIVE", pageSize=100, pageNo=pages + 1)
    assert beyond["games"] == [] and beyond["totalCount"] == total
    seen = {g["gameId"] for g in first["games"]} | {g["gameId"] for g in last["games"]}
    assert len(seen) == len(first["games"]) + len(last["games"])  # no game twice
    assert len((await page(sim, headers))["games"]) == 30  # default page size


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"pageSize": "101"}, "pageSize"),
        ({"pageSize": "0"}, "pageSize"),
        ({"pageSize": "ten"}, "pageSize"),
        ({"pageNo": "0"}, "pageNo"),
        ({"gameClassify": "BEST"}, "gameClassify"),
        ({"minBet": "-1"}, "minBet"),
        ({"vassalage": "P G"}, "vassalage"),
    ],
)
async def test_bad_list_queries(sim: Sim, params: dict[str, str], field: str) -> None:
    headers = await auth(sim)
    body = await sim.error("GET", LIST, "request.invalid", params=params, headers=headers)
    assert body["field"] == field


async def test_same_seed_same_games(make_client: Any) -> None:
    firsts = []
    for seed in (5, 5, 6):
        sim = Sim(await make_client(seed=seed))
        firsts.append(await page(sim, await auth(sim), pageSize=50))
    assert firsts[0] == firsts[1]
    assert [g["gameName"] for g in firsts[0]["games"]] != [
        g["gameName"] for g in firsts[2]["games"]
    ]


async def test_game_shape(sim: Sim) -> None:
    game = (await page(sim, await auth(sim), vassalage="pg", pageSize=1))["games"][0]
    assert {
        "gameId",
        "gameName",
        "names",
        "code",
        "vassalage",
        "gameType",
        "accountTypeName",
        "nodeId",
        "roomId",
        "icon",
        "isNew",
        "isHot",
        "minBet",
        "lines",
        "releaseDate",
        "isFavorite",
    } <= set(game)
    assert game["vassalage"] == "PG" and game["gameType"] == "RNG" and game["nodeId"] == 2001
    assert set(game["names"]) == {"EN", "TY"} and game["names"]["EN"] == game["gameName"]
    # a path under an image CDN host (as vendor icons are), so the BFF's pick of host applies
    assert game["icon"].startswith("/games/")
    assert game["minBet"].endswith(".00") and game["isFavorite"] is False
    icon = await sim.client.get("/cdn" + game["icon"])
    assert icon.status == 200 and icon.content_type == "image/svg+xml"


async def test_search_in_the_request_language(sim: Sim) -> None:
    headers = await auth(sim)
    english = await page(sim, headers, gameName="DRAGON", pageSize=100)
    assert english["totalCount"] > 10
    assert all("dragon" in g["gameName"].lower() for g in english["games"])
    vietnamese = await page(sim, {**headers, "Language": "TY"}, gameName="Rồng", pageSize=100)
    assert vietnamese["totalCount"] > 10
    assert all("rồng" in g["gameName"].lower() for g in vietnamese["games"])
    plain = await page(sim, headers, gameName="rong", language="TY", pageSize=1)
    assert plain["totalCount"] >= vietnamese["totalCount"]  # accent-free matches too
    none = await page(sim, headers, gameName="Rồng")  # EN names have no Rồng
    assert none == {**none, "games": [], "totalCount": 0, "totalPages": 0}


async def test_selection_types(sim: Sim) -> None:
    headers = await auth(sim)
    hot = await page(sim, headers, gameClassify="HOT", pageSize=100)
    assert hot["totalCount"] > 0 and all(g["isHot"] == 1 for g in hot["games"])
    new = await page(sim, headers, gameClassify="new", pageSize=100)
    assert new["totalCount"] > 0 and all(g["isNew"] == 1 for g in new["games"])
    dates = [g["releaseDate"] for g in new["games"]]
    assert dates == sorted(dates, reverse=True)
    total = (await page(sim, headers, gameClassify="ALL"))["totalCount"]
    assert total > 5000
    assert (await page(sim, headers, gameClassify="FAV"))["totalCount"] == 0
    assert (await page(sim, headers, gameClassify="RECENT"))["totalCount"] == 0
    lott = await page(sim, headers, gameType="LOTT", vassalage="TCG_SEA", pageSize=100)
    assert {g["accountTypeName"] for g in lott["games"]} == {"TCG_SEA", "TCG_LOTTO_VN"}
    assert all(g["gameType"] == "LOTT" and g["defaultPlayType"] for g in lott["games"])
    cheap = await page(sim, headers, gameType="RNG", minBet="100", minLineNum="20")
    assert all(g["minBet"] == "100.00" and g["lines"] >= 20 for g in cheap["games"])


async def test_list_needs_a_session_and_the_module(sim: Sim) -> None:
    await sim.error("GET", LIST, "login.not.session", 401)
    headers = await auth(sim)
    await sim.control("PUT", "/__sim/modules", {"GAMELO3": "0"})
    await sim.error("GET", LIST, "function.not.available", headers=headers)
    await sim.error("GET", TYPES + "?vassalage=PG", "function.not.available", headers=headers)


async def test_hot_games(sim: Sim) -> None:
    query = {"merchantCode": "DEFAULT", "isPlatform": "2", "platform": "html5-desktop"}
    hot = (await sim.value("GET", HOT, params=query))["list"]
    assert 0 < len(hot) <= 50 and all(g["isHot"] == 1 for g in hot)
    ty = (await sim.value("GET", HOT, params={**query, "language": "TY"}))["list"]
    assert [g["gameId"] for g in ty] == [g["gameId"] for g in hot]
    assert [g["gameName"] for g in ty] == [g["names"]["TY"] for g in hot]
    evo = (await sim.value("GET", HOT, params={**query, "vassalage": "EVO"}))["list"]
    assert evo and all(g["vassalage"] == "EVO" for g in evo)
    await sim.error("GET", HOT, "merchant.invalid", params={"merchantCode": "OTHER"})
    await sim.error("GET", HOT, "game.not.found", 404, params={"vassalage": "NOPE"})
    await sim.control("PUT", "/__sim/modules", {"GAMELOHOT3": "0"})
    await sim.error("GET", HOT, "function.not.available")


async def test_vendor_game_types(sim: Sim) -> None:
    headers = await auth(sim)
    types = await sim.value("GET", TYPES + "?vassalage=TCG_SEA", headers=headers)
    assert [(t["gameType"], t["title"]) for t in types] == [
        ("LOTT", "Lottery"),
        ("ELOTT", "E-Lottery"),
    ]
    assert all(t["gameCount"] > 0 for t in types)
    await sim.error("GET", TYPES + "?vassalage=NOPE", "game.not.found", 404, headers=headers)
    await sim.error("GET", TYPES, "request.invalid", headers=headers)
    await sim.error("GET", TYPES + "?vassalage=PG", "login.not.session", 401)


async def test_rooms_of_live_vendors(sim: Sim) -> None:
    headers = await auth(sim)
    rooms = (await sim.value("GET", ROOMS, headers=headers))["list"]
    assert len(rooms) > 300 and {r["gameType"] for r in rooms} == {"LIVE"}
    assert len({r["roomId"] for r in rooms}) == len(rooms)
    evo = (await sim.value("GET", ROOMS + "?vassalage=evo", headers=headers))["list"]
    assert evo and {r["vassalage"] for r in evo} == {"EVO"}
    assert (await sim.value("GET", ROOMS + "?vassalage=PG", headers=headers))["list"] == []
    await sim.error("GET", ROOMS, "login.not.session", 401)


@pytest.mark.agent_history
async def test_rank_list_from_real_wins(sim: Sim) -> None:
    """The seeded history's wins of the last 7 days (test_sim_winners.py covers the rules)."""
    board = (await sim.value("GET", RANKS))["list"]
    assert 0 < len(board) <= 20 and [r["rank"] for r in board] == list(range(1, len(board) + 1))
    keys = [(float(r["multiplier"]), float(r["winAmount"])) for r in board]
    assert keys == sorted(keys, reverse=True)
    assert all("***" in r["account"] and r["icon"] for r in board)
    assert (await sim.value("GET", RANKS))["list"] == board
    rng = (await sim.value("GET", RANKS + "?gameType=RNG&size=5"))["list"]
    assert 0 < len(rng) <= 5 and {r["gameType"] for r in rng} == {"RNG"}
    await sim.error("GET", RANKS + "?size=51", "request.invalid")


@pytest.mark.parametrize("locale", ["en", "vi"])
def test_the_search_index_finds_what_a_scan_finds(sim: Sim, locale: Locale) -> None:
    """Text of three characters or more is looked up in the trigram index: for every piece of
    the catalogue's names (and text found in none), it finds the games a substring scan finds,
    in the same order, with the same count."""
    db = sim.client.app[DB]
    column = f"search_{locale}"
    names = [row[column] for row in db.all(f"SELECT {column} FROM games ORDER BY sort")]
    rng = random.Random(7)
    pieces = {"zzq", '"dr', "o'", "%", "___", "ồng", "rong vang", "dragon"}
    for name in rng.sample(names, 60):
        start = rng.randrange(len(name))
        pieces.add(name[start : start + rng.randrange(1, 9)])
    for text in sorted(pieces):
        scan = [n for n in names if text in n]
        rows, total = store.page(db, store.GameFilter(locale=locale, name=text), 0, 10_000)
        assert [row[column] for row in rows] == scan, text
        assert total == len(scan), text
