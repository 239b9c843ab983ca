"""Minimal game launch with per-vendor maintenance, and SMS codes without login."""

from __future__ import annotations

from typing import Any

import pytest
from simkit import Sim

LAUNCH = "/wps/game/launchGame"
SMS = "/wps/verification/sms/noLogin"
PHONE = {"mobileNum": "912345678", "countryDialingCode": "+84"}


async def test_launch_get_and_post(sim: Sim) -> None:
    auth = {"Authorization": (await sim.login())["token"]}
    value = await sim.value("GET", f"{LAUNCH}?vassalage=PG&gameId=1001", headers=auth)
    url = value["content"]["game_url"]
    assert url.startswith("http://sim.test:9000/demo/slot/1001?t=")
    assert url.endswith("&lang=en")
    value = await sim.value("POST", LAUNCH, json={"vassalage": "evo"}, headers=auth)
    assert "/demo/table/1101?t=" in value["content"]["game_url"]
    launched = await sim.control("GET", "/__sim/journal?type=game.launched")
    assert [e["data"]["vassalage"] for e in launched] == ["EVO", "PG"]


async def test_launch_needs_a_session_and_a_known_vendor(sim: Sim) -> None:
    await sim.error("GET", f"{LAUNCH}?vassalage=PG", "login.not.session", 401)
    auth = {"Authorization": (await sim.login())["token"]}
    await sim.error("GET", f"{LAUNCH}?vassalage=NOPE", "game.not.found", 404, headers=auth)
    body = await sim.error("GET", LAUNCH, "request.invalid", headers=auth)
    assert body["field"] == "vassalage"
    await sim.control("PUT", "/__sim/modules", {"GAMELO3": "0"})
    await sim.error("GET", f"{LAUNCH}?vassalage=PG", "function.not.available", headers=auth)


async def test_game_maintenance(sim: Sim) -> None:
    auth = {"Authorization": (await sim.login())["token"]}
    value = await sim.control("PUT", "/__sim/games/pg", {"maintenance": True})
    assert value == {"vassalage": "PG", "maintenance": True}
    assert await sim.control("GET", "/__sim/games") == {"PG": True}
    body = await sim.error("GET", f"{LAUNCH}?vassalage=PG", "game.maintenance", 400, headers=auth)
    assert body["message"] == "Game under maintenance"
    assert await sim.value("GET", f"{LAUNCH}?vassalage=JILI", headers=auth)
    await sim.control("PUT", "/__sim/games/PG", {"maintenance": False})
    assert await sim.value("GET", f"{LAUNCH}?vassalage=PG", headers=auth)


async def test_game_switch_errors(sim: Sim) -> None:
    response = await sim.client.put("/__sim/games/NOPE", json={"maintenance": True})
    assert response.status == 404 and (await response.json())["errorCode"] == "game.not.found"
    response = await sim.client.put("/__sim/games/PG", json={"maintenance": "on"})
    assert (await response.json())["field"] == "maintenance"


async def test_sms_code_goes_to_the_outbox(sim: Sim) -> None:
    assert await sim.value("POST", SMS, json=PHONE) == {"expiredMinutes": 5}
    (message,) = await sim.control("GET", "/__sim/outbox?kind=sms")
    assert message["recipient"] == "+84912345678" and message["player"] == "demo01"
    (sent,) = await sim.control("GET", "/__sim/journal?type=sms.sent")
    assert sent["data"] == {"recipient": "+84912345678", "purpose": "noLogin"}


async def test_sms_throttle_runs_on_the_simulator_clock(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    await sim.value("POST", SMS, json=PHONE)
    await sim.error("POST", SMS, "TOO_MANY_REQUESTS", 429, json=PHONE)
    other = {**PHONE, "mobileNum": "912345679"}
    assert await sim.value("POST", SMS, json=other)  # per number
    await sim.control("POST", "/__sim/clock", {"advance": "999ms"})
    await sim.error("POST", SMS, "TOO_MANY_REQUESTS", 429, json=PHONE)
    await sim.control("POST", "/__sim/clock", {"advance": "1ms"})
    assert await sim.value("POST", SMS, json=PHONE)


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"countryDialingCode": "+84"}, "field.required", "mobileNum"),
        ({"mobileNum": "12ab", "countryDialingCode": "+84"}, "field.invalid", "mobileNum"),
        ({"mobileNum": "123", "countryDialingCode": "+84"}, "field.invalid", "mobileNum"),
        (
            {"mobileNum": "912345678", "countryDialingCode": "+999"},
            "field.invalid",
            "countryDialingCode",
        ),
        ({"mobileNum": 912345678}, "request.invalid", "mobileNum"),
    ],
)
async def test_sms_refuses_bad_numbers(
    sim: Sim, body: dict[str, Any], code: str, field: str
) -> None:
    result = await sim.error("POST", SMS, code, json=body)
    assert result["field"] == field


async def test_sms_module_gate(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/modules", {"VERIFICATION3": "0"})
    await sim.error("POST", SMS, "function.not.available", json=PHONE)
