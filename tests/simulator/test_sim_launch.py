"""Launch fields of SPEC.md section 7, the PVP launch value and VASSALAGE vendor cards."""

from __future__ import annotations

from typing import Any

import pytest
from playkit import auth, first_game
from simkit import Sim

LAUNCH = "/wps/game/launchGame"
FULL = {
    "accountType": "1",
    "confirmTrans": "0",
    "launchMode": "GLS",
    "platform": "html5-desktop",
    "clientType": "3",
    "username": "demo01",
    "merchantCode": "DEFAULT",
    "language": "EN",
}


async def test_pvp_launch_answers_content_as_the_address(sim: Sim) -> None:
    headers = await auth(sim)
    game = await first_game(sim, headers, "KM")
    params = {"vassalage": "KM", "gameId": str(game["gameId"]), **FULL}
    value = await sim.value("GET", LAUNCH, params=params, headers=headers)
    assert isinstance(value["content"], str)
    assert value["content"].startswith(f"http://sim.test:9000/demo/table/{game['gameId']}?t=")
    # other categories keep content.game_url
    value = await sim.value("GET", LAUNCH, params={"vassalage": "EVO"}, headers=headers)
    assert value["content"]["game_url"].startswith("http://sim.test:9000/demo/table/1101?t=")


async def test_launch_with_every_field(sim: Sim) -> None:
    headers = await auth(sim)
    body = {"vassalage": "JILI", "gameId": 1002, **FULL, "accountType": 1, "language": "TY"}
    value = await sim.value("POST", LAUNCH, json=body, headers=headers)
    assert value["content"]["game_url"].endswith("&lang=vi")


@pytest.mark.parametrize(
    ("bad", "code", "field"),
    [
        ({"launchMode": "XYZ"}, "game.launch.invalid", "launchMode"),
        ({"platform": "smart-tv"}, "game.launch.invalid", "platform"),
        ({"clientType": "1"}, "game.launch.invalid", "clientType"),
        ({"confirmTrans": "2"}, "game.launch.invalid", "confirmTrans"),
        ({"accountType": "0"}, "game.launch.invalid", "accountType"),
        ({"language": "XX"}, "game.launch.invalid", "language"),
        ({"merchantCode": "OTHER"}, "merchant.invalid", "merchantCode"),
        ({"username": "demo02"}, "user.or.token.invalid", "username"),
        ({"clientType": "web"}, "request.invalid", "clientType"),
    ],
)
async def test_launch_fields_are_checked(
    sim: Sim, bad: dict[str, str], code: str, field: str
) -> None:
    headers = await auth(sim)
    params = {"vassalage": "JILI", **FULL, **bad}
    body = await sim.error("GET", LAUNCH, code, params=params, headers=headers)
    assert body["field"] == field
    launched = await sim.control("GET", "/__sim/journal?type=game.launched")
    assert launched == []


async def test_free_play_launches_with_account_type_0(sim: Sim) -> None:
    body = {"os": "Linux", "platform": "W", "nonce": "n-launch-0001"}
    gateway = {"X-Gateway-Version": "3"}
    trial = (await sim.send("POST", "/wps/session/login/freeplay", body, headers=gateway))["value"]
    headers = {"Authorization": trial["token"]}
    params: dict[str, Any] = {"vassalage": "JILI", "accountType": "0"}
    assert await sim.value("GET", LAUNCH, params=params, headers=headers)
    await sim.error(
        "GET", LAUNCH, "game.launch.invalid", params={**params, "accountType": "1"}, headers=headers
    )


async def test_vassalage_cards_open_a_list_of_their_games(sim: Sim) -> None:
    lanes = (await sim.value("GET", "/wps/relay/GCSGAME_newGameVendor"))["data"]["lanes"]
    cards = {card["vassalage"]: card for lane in lanes for card in lane["cards"]}
    marked = {code for code, card in cards.items() if card.get("isGame") == "VASSALAGE"}
    assert marked == {"V8", "JDBFISH"}
    headers = await auth(sim)
    for code in marked:
        listed = await sim.value(
            "GET", f"/wps/relay/GCSGAME_gameList?vassalage={code}&pageSize=5", headers=headers
        )
        assert listed["totalCount"] > 1 and {g["vassalage"] for g in listed["games"]} == {code}
