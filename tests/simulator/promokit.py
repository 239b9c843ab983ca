"""Helpers for the promotion tests: the catalogue and states by code, the clock, play that
makes valid bets, and the ledger check."""

from __future__ import annotations

import base64
import math
import uuid
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from playkit import ROUND, auth, launch, minor
from simkit import Sim

LIST = "/wps/relay/PROMOFE_getPromotionList"
DETAIL = "/wps/relay/PROMOFE_getPromotionDetail"
STATES = "/wps/relay/PROMOFE_getPromotionStates"
JOIN = "/wps/relay/MCSFE_signUpPromotionJoin"
REWARD = "/wps/relay/MCSFE_signUpRequestReward"
RAFFLE = "/wps/relay/MCS2_claimRafflePromotion"
BONUSES = "/wps/relay/PROMOFE_getBonusDetails"
CHANNELS = "/wps/relay/MCSFE_getDepositChannels"
DESK = "/__sim/promotions/applications"
ZONE = ZoneInfo("Asia/Ho_Chi_Minh")  # the default brand's timeZone
PAYPASS = "135790"
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 64
JPEG = b"\xff\xd8\xff\xe0" + b"\0" * 64
MODES = {"DEPOSIT", "TURNOVER", "APPLY", "REBATE", "RAFFLE", "RANKING", "LINK"}
TYPES = {"OTHER", "SPORTS", "LIVE", "SLOTS", "CARD", "FISH", "LOTTO", "REBATE"}
TYPES |= {"POINTS_MALL", "RANKING", "DEPOSIT", "APP_DOWNLOAD", "NEWBIE"}


def data_url(raw: bytes, kind: str = "png") -> str:
    return f"data:image/{kind};base64," + base64.b64encode(raw).decode()


def money(units: int) -> str:
    return f"{units // 100}.{units % 100:02d}"


async def catalogue(sim: Sim, lang: str = "EN") -> dict[str, dict[str, Any]]:
    listed = await sim.value("GET", LIST, headers={"Language": lang})
    return {promo["code"]: promo for promo in listed["list"]}


async def states(sim: Sim, headers: dict[str, str]) -> dict[int, dict[str, Any]]:
    listed = await sim.value("GET", STATES, headers=headers)
    return {state["promotionId"]: state for state in listed["list"]}


async def state(sim: Sim, headers: dict[str, str], promo: dict[str, Any]) -> dict[str, Any]:
    return (await states(sim, headers))[promo["id"]]


async def now_ms(sim: Sim) -> int:
    value = await sim.control("GET", "/__sim/clock")
    return int(datetime.fromisoformat(value["now"].replace("Z", "+00:00")).timestamp() * 1000)


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat()


async def set_clock(sim: Sim, ms: int) -> None:
    await sim.control("POST", "/__sim/clock", {"set": iso(ms), "freeze": True})


async def advance(sim: Sim, by: str) -> list[dict[str, Any]]:
    return (await sim.control("POST", "/__sim/clock", {"advance": by}))["ran"]


async def balanced(sim: Sim) -> None:
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] is True, check
    assert check["negative"] == [] and check["mismatched"] == []


async def play(sim: Sim, username: str, vassalage: str, at_least: int) -> int:
    """Losing rounds of the vendor's game with the biggest stakes until at least `at_least`
    (minor units) was bet; what was bet."""
    headers = await auth(sim, username)
    listed = await sim.value(
        "GET",
        "/wps/relay/GCSGAME_gameList",
        params={"vassalage": vassalage, "pageSize": "50"},
        headers=headers,
    )
    game = max(listed["games"], key=lambda g: minor(g["minBet"]))
    _, ticket = await launch(sim, headers, vassalage, game["gameId"])
    bet = minor(game["minBet"]) * 50
    rounds = math.ceil(at_least / bet)
    forced = {"player": username, "next": "lose", "times": rounds}
    await sim.control("POST", "/__sim/outcomes", forced)
    for _ in range(rounds):
        body = {"t": ticket, "bet": money(bet), "roundId": str(uuid.uuid4()), "choice": "dragon"}
        await sim.value("POST", ROUND, json=body)
    return bet * rounds


async def lottery(sim: Sim, headers: dict[str, str], amount: str) -> None:
    """A settled, losing lottery ticket of `amount` (valid bets of category LOTT)."""
    body = {"gameCode": "SEA5D_1M", "playType": "5D_BIG_SMALL", "numbers": ["BIG"]}
    await sim.value("POST", "/lgw/orders", headers=headers, json={**body, "amount": amount})
    forced = {"game": "SEA5D_1M", "numbers": [0, 0, 0, 0, 0]}
    await sim.control("POST", "/__sim/lottery/next", forced)
    await advance(sim, "2m")


async def join(sim: Sim, headers: dict[str, str], promo: dict[str, Any], **kw: Any) -> Any:
    return await sim.call("POST", JOIN, json={"promotionId": promo["id"]}, headers=headers, **kw)
