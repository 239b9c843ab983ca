"""Faults on upstream calls: error, delay, drop, malformed; probability, times, matching."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest
from simkit import MERCHANT, MakeClient, Sim, make_settings

from simulator.app import create_app
from simulator.codecs import Keyring
from simulator.features.faults.service import glob_match

VENDORS = "/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop"


async def add(sim: Sim, body: dict[str, Any]) -> dict[str, Any]:
    return await sim.control("POST", "/__sim/faults", body)


def error(code: str = "sim.failure", status: int = 500) -> dict[str, Any]:
    return {"kind": "error", "errorCode": code, "status": status}


async def test_error_fault(sim: Sim) -> None:
    fault = await add(
        sim, {"match": {"path": "/wps/system/country"}, "effect": {**error(), "message": "Down"}}
    )
    assert fault["id"] == "f1" and fault["matched"] == 0 and fault["active"] is True
    body = await sim.error("GET", "/wps/system/country", "sim.failure", 500)
    assert body["message"] == "Down"
    assert await sim.value("GET", "/wps/system/whitelabel")  # other paths untouched
    listed = await sim.control("GET", "/__sim/faults")
    assert listed[0]["hits"] == 1 and listed[0]["matched"] == 1
    hits = await sim.control("GET", "/__sim/journal?type=fault.hit")
    assert hits[0]["data"] == {
        "fault": "f1",
        "kind": "error",
        "method": "GET",
        "path": "/wps/system/country",
    }


class Sleeps:
    """The simulator's sleep for delay faults: notes each delay and returns at once."""

    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


@pytest.fixture
def sleeps() -> Sleeps:
    return Sleeps()


@pytest.fixture
async def delayed(aiohttp_client: Any, keyring: Keyring, sleeps: Sleeps) -> Sim:
    """A simulator whose delay faults go through `sleeps`."""
    app = create_app(make_settings(), keyring=keyring, sleep=sleeps)
    return Sim(await aiohttp_client(app))


async def test_delay_fault_then_normal_handling(delayed: Sim, sleeps: Sleeps) -> None:
    await add(
        delayed, {"match": {"path": "/wps/system/country"}, "effect": {"kind": "delay", "ms": 300}}
    )
    assert await delayed.value("GET", "/wps/system/whitelabel")
    assert sleeps.calls == []  # another path: no delay
    assert await delayed.value("GET", "/wps/system/country")
    assert sleeps.calls == [0.3]


async def test_delay_then_error_both_apply(delayed: Sim, sleeps: Sleeps) -> None:
    await add(
        delayed, {"match": {"path": "/wps/system/country"}, "effect": {"kind": "delay", "ms": 100}}
    )
    await add(delayed, {"match": {"path": "/wps/system/*"}, "effect": error("late.failure", 503)})
    await delayed.error("GET", "/wps/system/country", "late.failure", 503)
    assert sleeps.calls == [0.1]


async def test_drop_fault_closes_the_connection(sim: Sim) -> None:
    await add(
        sim, {"match": {"method": "GET", "path": "/wps/system/country"}, "effect": {"kind": "drop"}}
    )
    with pytest.raises(aiohttp.ServerDisconnectedError):
        await sim.client.get("/wps/system/country", headers=MERCHANT)
    log = await sim.control("GET", "/__sim/requests?limit=1")
    assert log[0]["status"] is None and log[0]["fault"] == {"id": "f1", "kind": "drop"}


async def test_malformed_fault(sim: Sim) -> None:
    await add(sim, {"match": {"path": "/wps/system/country"}, "effect": {"kind": "malformed"}})
    response = await sim.client.get("/wps/system/country", headers=MERCHANT)
    assert response.status == 200
    assert await response.text() == '{"success": tr'


async def test_times_limits_to_the_first_calls(sim: Sim) -> None:
    await add(sim, {"match": {"path": "/wps/system/country"}, "effect": error(), "times": 2})
    await sim.error("GET", "/wps/system/country", "sim.failure", 500)
    await sim.error("GET", "/wps/system/country", "sim.failure", 500)
    assert await sim.value("GET", "/wps/system/country")
    (fault,) = await sim.control("GET", "/__sim/faults")
    assert (fault["matched"], fault["hits"], fault["active"]) == (2, 2, False)


async def _pattern(sim: Sim, calls: int) -> list[bool]:
    outcome = []
    for _ in range(calls):
        response = await sim.client.get("/wps/system/country", headers=MERCHANT)
        outcome.append(response.status == 500)
    return outcome


async def test_probability_is_seeded_and_reproducible(make_client: MakeClient) -> None:
    patterns = []
    for _ in range(2):
        sim = Sim(await make_client())
        await add(
            sim, {"match": {"path": "/wps/system/country"}, "effect": error(), "probability": 0.5}
        )
        patterns.append(await _pattern(sim, 40))
    assert patterns[0] == patterns[1]
    assert 8 < sum(patterns[0]) < 32  # about half
    other = Sim(await make_client(seed=99))
    await add(
        other, {"match": {"path": "/wps/system/country"}, "effect": error(), "probability": 0.5}
    )
    assert await _pattern(other, 40) != patterns[0]


async def test_probability_zero_never_hits(sim: Sim) -> None:
    await add(sim, {"match": {}, "effect": error(), "probability": 0})
    assert await sim.value("GET", "/wps/system/country")


async def test_player_match_by_token_and_login_body(sim: Sim) -> None:
    demo = {"Authorization": (await sim.login())["token"]}
    other = {"Authorization": (await sim.login("newbie01"))["token"]}
    await add(sim, {"match": {"player": "demo01"}, "effect": error("only.demo", 400)})
    await sim.error("GET", "/wps/member/info", "only.demo", 400, headers=demo)
    assert await sim.value("GET", "/wps/member/info", headers=other)
    body = {"username": "demo01", "password": "demo1234", "type": "username"}
    result = await sim.send("POST", "/wps/session/login", body, status=400)
    assert result["errorCode"] == "only.demo"
    assert await sim.login("newbie01")


async def test_relay_match(sim: Sim) -> None:
    await add(sim, {"match": {"relay": "GCSGAME_*"}, "effect": error("relay.down", 502)})
    await sim.error("GET", VENDORS, "relay.down", 502)
    assert await sim.value("GET", "/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W")


async def test_faults_never_touch_control_or_cdn(sim: Sim) -> None:
    await add(sim, {"match": {}, "effect": {"kind": "drop"}})
    assert await sim.control("GET", "/__sim/state")
    assert (await sim.client.get("/cdn/brand/logo.svg")).status == 200


async def test_delete_one_and_all(sim: Sim) -> None:
    await add(sim, {"effect": error()})
    await add(sim, {"effect": error()})
    remaining = await sim.control("DELETE", "/__sim/faults/f1")
    assert [f["id"] for f in remaining] == ["f2"]
    response = await sim.client.delete("/__sim/faults/f1")
    assert response.status == 404 and (await response.json())["errorCode"] == "fault.not.found"
    assert await sim.control("DELETE", "/__sim/faults") == []
    assert await sim.value("GET", "/wps/system/country")


async def test_reset_clears_faults(sim: Sim) -> None:
    await add(sim, {"effect": error()})
    await sim.control("POST", "/__sim/reset", {})
    assert await sim.control("GET", "/__sim/faults") == []


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"effect": {"kind": "explode"}}, "effect"),
        ({"effect": {"kind": "error"}}, "effect.error.errorCode"),
        ({"effect": {"kind": "error", "errorCode": "x", "status": 200}}, "effect.error.status"),
        ({"effect": {"kind": "delay", "ms": -1}}, "effect.delay.ms"),
        ({"effect": {"kind": "drop"}, "probability": 2}, "probability"),
        ({"effect": {"kind": "drop"}, "times": 0}, "times"),
        ({"effect": {"kind": "drop"}, "match": {"path": "no-slash"}}, "match.path"),
        ({"effect": {"kind": "drop"}, "match": {"host": "x"}}, "match.host"),
    ],
)
async def test_bad_fault_bodies(sim: Sim, body: dict[str, Any], field: str) -> None:
    response = await sim.client.post("/__sim/faults", json=body)
    payload = await response.json()
    assert response.status == 400 and payload["errorCode"] == "request.invalid"
    assert payload["field"] == field


@pytest.mark.parametrize(
    ("pattern", "text", "hit"),
    [
        ("/wps/member/info", "/wps/member/info", True),
        ("/wps/member/*", "/wps/member/info", True),
        ("/wps/*/info", "/wps/member/info", True),
        ("/wps/member", "/wps/member/info", False),
        ("/wps/member.info", "/wps/member/info", False),
    ],
)
def test_glob(pattern: str, text: str, hit: bool) -> None:
    assert glob_match(pattern, text) is hit
