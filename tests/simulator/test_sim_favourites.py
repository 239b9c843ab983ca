"""Favourites (add, remove, list), recent launches, and launch validation."""

from __future__ import annotations

from simkit import Sim

FAV = "/wps/relay/MCSFE_getFavoriteGames"
FAVS = "/wps/relay/MCSFE_getFavoriteGamesList"
RECENT = "/wps/relay/GCS_recentGame"
LIST = "/wps/relay/GCSGAME_gameList"
LAUNCH = "/wps/game/launchGame"


async def auth(sim: Sim) -> dict[str, str]:
    return {"Authorization": (await sim.login())["token"]}


async def two_games(sim: Sim, headers: dict[str, str]) -> list[dict]:
    return (await sim.value("GET", LIST + "?vassalage=JILI&pageSize=2", headers=headers))["games"]


async def test_favourites_add_remove_list_idempotent(sim: Sim) -> None:
    headers = await auth(sim)
    first, second = await two_games(sim, headers)
    added = await sim.value("POST", FAV, json={"gameId": first["gameId"]}, headers=headers)
    assert added == {
        "gameId": first["gameId"],
        "action": "add",
        "isFavorite": True,
        "changed": True,
    }
    again = await sim.value("POST", FAV, json={"gameId": first["gameId"]}, headers=headers)
    assert again["changed"] is False
    await sim.control("POST", "/__sim/clock", {"advance": "1s"})
    query = f"{FAV}?gameId={second['gameId']}&action=add"
    assert (await sim.value("POST", query, headers=headers))["changed"] is True
    favs = (await sim.value("GET", FAVS, headers=headers))["list"]
    assert [g["gameId"] for g in favs] == [second["gameId"], first["gameId"]]  # newest first
    assert all(g["isFavorite"] for g in favs)
    listed = await sim.value("GET", LIST + "?gameClassify=FAV", headers=headers)
    assert listed["totalCount"] == 2
    flags = await two_games(sim, headers)
    assert all(g["isFavorite"] for g in flags)
    body = {"gameId": first["gameId"], "action": "remove"}
    assert (await sim.value("POST", FAV, json=body, headers=headers))["changed"] is True
    assert (await sim.value("POST", FAV, json=body, headers=headers))["changed"] is False
    favs = (await sim.value("GET", FAVS, headers=headers))["list"]
    assert [g["gameId"] for g in favs] == [second["gameId"]]
    events = await sim.control("GET", "/__sim/journal?type=game.favourite.*")
    assert [e["type"] for e in events] == [
        "game.favourite.removed",
        "game.favourite.added",
        "game.favourite.added",
    ]
    assert events[0]["player"] == "demo01" and events[0]["data"] == {"gameId": first["gameId"]}


async def test_favourite_errors(sim: Sim) -> None:
    await sim.error("POST", FAV, "login.not.session", 401, json={"gameId": 1})
    headers = await auth(sim)
    await sim.error("POST", FAV, "game.not.found", 404, json={"gameId": 1}, headers=headers)
    body = await sim.error("POST", FAV, "request.invalid", json={}, headers=headers)
    assert body["field"] == "gameId"
    game = (await two_games(sim, headers))[0]
    bad = {"gameId": game["gameId"], "action": "toggle"}
    assert (await sim.error("POST", FAV, "request.invalid", json=bad, headers=headers))[
        "field"
    ] == "action"
    await sim.error("GET", FAV, "method.not.allowed", 405, headers=headers)


async def test_recent_after_launch(sim: Sim) -> None:
    headers = await auth(sim)
    assert (await sim.value("GET", RECENT, headers=headers))["list"] == []
    first, second = await two_games(sim, headers)
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    for game in (first, second, first):
        query = {"vassalage": "JILI", "gameId": str(game["gameId"])}
        await sim.value("GET", LAUNCH, params=query, headers=headers)
        await sim.control("POST", "/__sim/clock", {"advance": "1s"})
    await sim.value("GET", LAUNCH, params={"vassalage": "JILI"}, headers=headers)  # lobby
    recent = (await sim.value("GET", RECENT, headers=headers))["list"]
    assert [g["gameId"] for g in recent] == [first["gameId"], second["gameId"]]
    assert recent[0]["launchedAt"] > recent[1]["launchedAt"]
    listed = await sim.value("GET", LIST + "?gameClassify=RECENT", headers=headers)
    assert [g["gameId"] for g in listed["games"]] == [first["gameId"], second["gameId"]]
    await sim.control("PUT", "/__sim/modules", {"GAMELOREC3": "0"})
    await sim.error("GET", RECENT, "function.not.available", headers=headers)


async def test_launch_checks_the_game_belongs_to_the_vendor(sim: Sim) -> None:
    headers = await auth(sim)
    game = (await two_games(sim, headers))[0]
    query = {"vassalage": "PG", "gameId": str(game["gameId"])}
    await sim.error("GET", LAUNCH, "game.not.found", 404, params=query, headers=headers)
    await sim.error(
        "GET", LAUNCH + "?vassalage=PG&gameId=999", "game.not.found", 404, headers=headers
    )
    for vendor_card in ("1601", "1602", "1701"):  # TCG_SEA lobbies
        query = {"vassalage": "TCG_SEA", "gameId": vendor_card}
        assert await sim.value("GET", LAUNCH, params=query, headers=headers)


async def test_trial_accounts_browse_favour_and_launch(sim: Sim) -> None:
    body = {"os": "Linux", "platform": "W", "nonce": "n-games-0001"}
    gateway = {"X-Gateway-Version": "3"}
    trial = (await sim.send("POST", "/wps/session/login/freeplay", body, headers=gateway))["value"]
    assert trial["type"] == 4
    headers = {"Authorization": trial["token"]}
    game = (await two_games(sim, headers))[0]
    assert await sim.value("POST", FAV, json={"gameId": game["gameId"]}, headers=headers)
    query = {"vassalage": "JILI", "gameId": str(game["gameId"])}
    assert await sim.value("GET", LAUNCH, params=query, headers=headers)
    recent = (await sim.value("GET", RECENT, headers=headers))["list"]
    assert [g["gameId"] for g in recent] == [game["gameId"]]
