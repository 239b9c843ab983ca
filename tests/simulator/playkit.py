"""Helpers for the demo-game tests: launch a game, read its ticket, play rounds."""

from __future__ import annotations

import uuid
from typing import Any
from urllib.parse import parse_qs, urlsplit

from simkit import Sim

LAUNCH = "/wps/game/launchGame"
LIST = "/wps/relay/GCSGAME_gameList"
ROUND = "/demo/api/round"
STATE = "/demo/api/state"


async def auth(sim: Sim, username: str = "demo01") -> dict[str, str]:
    return {"Authorization": (await sim.login(username))["token"]}


async def first_game(sim: Sim, headers: dict[str, str], vassalage: str = "JILI") -> dict:
    listed = await sim.value("GET", f"{LIST}?vassalage={vassalage}&pageSize=1", headers=headers)
    return listed["games"][0]


async def launch(sim: Sim, headers: dict[str, str], vassalage: str, game_id: int, **kw: Any) -> Any:
    query = {"vassalage": vassalage, "gameId": str(game_id)}
    value = await sim.value("GET", LAUNCH, params=query, headers={**headers, **kw})
    url = urlsplit(value["content"]["game_url"])
    return url.path, parse_qs(url.query)["t"][0]


async def slot(sim: Sim, username: str = "demo01") -> tuple[dict, str, dict[str, str]]:
    """(game, ticket, session headers) of a JILI slot launched by username."""
    headers = await auth(sim, username)
    game = await first_game(sim, headers)
    _, ticket = await launch(sim, headers, "JILI", game["gameId"])
    return game, ticket, headers


def round_body(ticket: str, bet: str, **extra: Any) -> dict[str, Any]:
    return {"t": ticket, "bet": bet, "roundId": str(uuid.uuid4()), **extra}


async def balance(sim: Sim, headers: dict[str, str]) -> str:
    return (await sim.value("GET", "/wps/v2/wallets/balance", headers=headers))["sumBalance"]


def minor(amount: str) -> int:
    whole, cents = amount.split(".")
    sign = -1 if whole.startswith("-") else 1
    return sign * (abs(int(whole)) * 100 + int(cents))
