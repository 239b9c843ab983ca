"""The names the platform's own client uses (docs/contract.md section 15): each alias gives
the answers and journal events of the relay it stands for. From one snapshot on a frozen
clock the same calls run twice, once through the original name and once, after restoring
the snapshot, through the alias; everything they answer and journal must be equal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from playkit import auth
from simkit import Sim

AT = "2030-03-04T05:06:07Z"
Script = Callable[[Sim, str], Awaitable[list[Any]]]


async def _events(sim: Sim, pattern: str) -> list[tuple[str, str | None, dict]]:
    entries = await sim.control("GET", f"/__sim/journal?type={pattern}")
    return [(e["type"], e["player"], e["data"]) for e in entries]


async def _same(sim: Sim, original: str, alias: str, script: Script, events: str) -> list[Any]:
    await sim.control("POST", "/__sim/clock", {"set": AT, "freeze": True})
    before = await sim.control("POST", "/__sim/snapshot")
    answers = await script(sim, original)
    journal = await _events(sim, events)
    await sim.control("POST", f"/__sim/restore/{before['id']}")
    assert await _events(sim, events) != journal  # the first run is undone
    assert await script(sim, alias) == answers
    assert await _events(sim, events) == journal
    return answers


def _contract_script(offer: dict[str, Any]) -> Script:
    async def script(sim: Sim, name: str) -> list[Any]:
        relay = f"/wps/relay/{name}"
        top, three = await auth(sim, "agent01"), await auth(sim, "agent03")
        answers = [await sim.value("GET", relay, headers=top)]
        offered = await sim.value("POST", relay, json=offer, headers=top)
        accept = {"action": "accept", "contractId": offered["id"]}
        answers += [offered, await sim.value("POST", relay, json=accept, headers=three)]
        answers.append(await sim.value("GET", relay, headers=three))
        stranger = {"action": "terminate", "contractId": offered["id"]}
        answers.append(
            await sim.call("POST", relay, json=stranger, headers=await auth(sim), status=403)
        )
        return answers

    return script


@pytest.mark.parametrize(
    ("original", "alias", "offer"),
    [
        (
            "MCSFE_processContractDividend",
            "MCS2_processDividendReq",
            {"action": "offer", "downline": "agent03", "rate": "10", "period": "W"},
        ),
        (
            "MCSFE_processDailySalaryContract",
            "MCS2_processDailySalContract",
            {"action": "offer", "downline": "agent03", "rate": "0.10"},
        ),
        (
            "MCSFE_processContractHourSalary",
            "MCS2_processContractHourSalary",
            {"action": "offer", "downline": "agent03", "rate": "0.10"},
        ),
    ],
)
async def test_contract_aliases(sim: Sim, original: str, alias: str, offer: dict[str, Any]) -> None:
    answers = await _same(sim, original, alias, _contract_script(offer), "contract.*")
    assert answers[2]["status"] == "active"
    assert answers[-1]["errorCode"] == "agent.only"


@pytest.mark.parametrize(
    ("alias", "module"),
    [
        ("MCS2_processDividendReq", "SIGNCONDIV3"),
        ("MCS2_processDailySalContract", "DAILYSALCONT3"),
        ("MCS2_processContractHourSalary", "HOURSAL3"),
    ],
)
async def test_contract_aliases_keep_the_policy(sim: Sim, alias: str, module: str) -> None:
    relay = f"/wps/relay/{alias}"
    await sim.error("GET", relay, "login.not.session", 401)
    headers = await auth(sim, "agent01")
    await sim.control("PUT", "/__sim/modules", {module: "0"})
    await sim.error("GET", relay, "function.not.available", headers=headers)


def _favourite_call(name: str, action: str, game: int) -> tuple[str, dict[str, Any]]:
    """The relay and body that add or remove a favourite, by the original name or a V2 one."""
    if name == "original":
        return "/wps/relay/MCSFE_getFavoriteGames", {"gameId": game, "action": action}
    return f"/wps/relay/MCSFE_{action}FavoriteGameV2", {"gameId": game}


async def _favourite_script(sim: Sim, name: str) -> list[Any]:
    headers = await auth(sim)
    games = "/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=2"
    first, second = (
        game["gameId"] for game in (await sim.value("GET", games, headers=headers))["games"]
    )
    answers = []
    steps = [("add", first), ("add", first), ("add", second), ("remove", first), ("remove", first)]
    for action, game in steps:
        relay, body = _favourite_call(name, action, game)
        answers.append(await sim.value("POST", relay, json=body, headers=headers))
    answers.append(await sim.value("GET", "/wps/relay/MCSFE_getFavoriteGamesList", headers=headers))
    relay, body = _favourite_call(name, "add", 1)  # no such game
    answers.append(await sim.call("POST", relay, json=body, headers=headers, status=404))
    return answers


async def test_favourite_aliases(sim: Sim) -> None:
    answers = await _same(sim, "original", "v2", _favourite_script, "game.favourite.*")
    assert [(a["action"], a["changed"]) for a in answers[:5]] == [
        ("add", True),
        ("add", False),
        ("add", True),
        ("remove", True),
        ("remove", False),
    ]
    assert len(answers[5]["list"]) == 1 and answers[6]["errorCode"] == "game.not.found"


async def test_favourite_aliases_take_their_action_from_the_name(sim: Sim) -> None:
    headers = await auth(sim)
    listed = await sim.value(
        "GET", "/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=1", headers=headers
    )
    game = listed["games"][0]["gameId"]
    added = await sim.value(
        "POST",
        "/wps/relay/MCSFE_addFavoriteGameV2",
        json={"gameId": game, "action": "remove"},
        headers=headers,
    )
    assert (added["action"], added["isFavorite"]) == ("add", True)
    removed = await sim.value(
        "POST", f"/wps/relay/MCSFE_removeFavoriteGameV2?gameId={game}", headers=headers
    )
    assert (removed["action"], removed["changed"]) == ("remove", True)
    await sim.error(
        "POST",
        "/wps/relay/MCSFE_addFavoriteGameV2",
        "login.not.session",
        401,
        json={"gameId": game},
    )
    await sim.error(
        "GET", "/wps/relay/MCSFE_addFavoriteGameV2", "method.not.allowed", 405, headers=headers
    )
    await sim.control("PUT", "/__sim/modules", {"GAMELO3": "0"})
    await sim.error(
        "POST",
        "/wps/relay/MCSFE_removeFavoriteGameV2",
        "function.not.available",
        json={"gameId": game},
        headers=headers,
    )
