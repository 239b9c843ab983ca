"""The clock QA drives: freeze, set, advance (running due jobs in time order)."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp import web
from simkit import Sim

from simulator.core.clock import Clock, iso, parse_duration
from simulator.core.scheduler import every
from simulator.keys import CLOCK, DB, SCHEDULER

START = "2030-01-01T00:00:00.000Z"
START_MS = 1_893_456_000_000


@pytest.mark.parametrize(
    ("text", "ms"),
    [("5m", 300_000), ("1h30m", 5_400_000), ("2d", 172_800_000), ("90s", 90_000), ("250ms", 250)],
)
def test_durations(text: str, ms: int) -> None:
    assert parse_duration(text) == ms


@pytest.mark.parametrize("text", ["", "5", "m5", "5y", "1h 30x", "-5m", "5m1"])
def test_bad_durations(text: str) -> None:
    with pytest.raises(ValueError):
        parse_duration(text)


def test_clock_freeze_set_and_thaw() -> None:
    clock = Clock()
    clock.set(START_MS)
    clock.freeze(True)
    assert clock.now_ms() == START_MS and clock.frozen
    clock.set(START_MS + 5)
    assert clock.now_ms() == START_MS + 5
    clock.freeze(False)
    assert START_MS + 5 <= clock.now_ms() < START_MS + 5_000
    clock.real_time()
    assert abs(clock.now_ms() - Clock.wall_ms()) < 1_000


async def test_get_set_freeze_and_advance(sim: Sim) -> None:
    value = await sim.control("GET", "/__sim/clock")
    assert value["frozen"] is False
    value = await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    assert value == {"now": START, "frozen": True, "ran": []}
    assert sim.client.app[CLOCK].now_ms() == START_MS
    value = await sim.control("POST", "/__sim/clock", {"advance": "1h30m"})
    assert value["now"] == "2030-01-01T01:30:00.000Z"
    assert len([r for r in value["ran"] if r["job"] == "housekeeping"]) == 90
    value = await sim.control("POST", "/__sim/clock", {"freeze": False})
    assert value["frozen"] is False
    journal = await sim.control("GET", "/__sim/journal?type=clock.*")
    assert [entry["type"] for entry in journal] == [
        "clock.changed",
        "clock.advanced",
        "clock.changed",
    ]


async def test_advance_runs_due_jobs_in_time_order(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    app = sim.client.app
    seen: list[tuple[str, int, int]] = []

    def job(name: str) -> Any:
        def run(app: web.Application, due: int) -> dict[str, Any]:
            seen.append((name, due, app[CLOCK].now_ms()))
            return {"n": len(seen)}

        return run

    app[SCHEDULER].register("ten", every(10 * 60_000), job("ten"))
    app[SCHEDULER].register("fifteen", every(15 * 60_000), job("fifteen"))
    value = await sim.control("POST", "/__sim/clock", {"advance": "30m"})
    ours = [r for r in value["ran"] if r["job"] in ("ten", "fifteen")]  # not the built-in jobs
    assert [(r["job"], r["dueAt"][11:16]) for r in ours] == [
        ("ten", "00:10"),
        ("fifteen", "00:15"),
        ("ten", "00:20"),
        ("ten", "00:30"),
        ("fifteen", "00:30"),
    ]
    assert all(due == now for _, due, now in seen)  # each job saw the clock at its due time
    assert ours[-1]["result"] == {"n": 5}
    ran = await sim.control("GET", "/__sim/journal?type=job.ran&limit=1000")
    assert sum(1 for entry in ran if entry["data"]["job"] == "ten") == 3
    upcoming = await sim.control("GET", "/__sim/jobs")
    assert {"job": "ten", "dueAt": "2030-01-01T00:40:00.000Z"} in upcoming


async def test_set_jumps_without_running_jobs(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    value = await sim.control("POST", "/__sim/clock", {"set": "2030-01-02T00:00:00Z"})
    assert value["ran"] == []
    value = await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    ran = [r["dueAt"] for r in value["ran"] if r["job"] == "housekeeping"]
    assert ran == ["2030-01-02T00:01:00.000Z"]


async def test_a_failing_job_is_reported(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})

    def broken(app: web.Application, due: int) -> None:
        raise RuntimeError("boom")

    sim.client.app[SCHEDULER].register("broken", every(60_000), broken)
    value = await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    assert {
        "job": "broken",
        "dueAt": iso(START_MS + 60_000),
        "result": {"error": "RuntimeError('boom')"},
    } in value["ran"]


async def test_tokens_and_captchas_expire_on_the_clock(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    token = (await sim.login())["token"]
    auth = {"Authorization": token}
    await sim.value("GET", "/wps/captcha?key=k9")
    await sim.control("POST", "/__sim/clock", {"advance": "23h59m"})
    assert await sim.value("GET", "/wps/member/info", headers=auth)
    value = await sim.control("POST", "/__sim/clock", {"advance": "2m"})
    await sim.error("GET", "/wps/member/info", "login.not.session", 401, headers=auth)
    removed = [r["result"] for r in value["ran"] if r["job"] == "housekeeping"]
    assert sum(r["tokens"] for r in removed) == 1
    db = sim.client.app[DB]
    assert db.one("SELECT COUNT(*) AS n FROM captchas")["n"] == 0  # housekeeping took it


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, None),
        ({"advance": "soon"}, "advance"),
        ({"freeze": "yes"}, "freeze"),
        ({"set": "tomorrow"}, "set"),
        ({"rewind": "5m"}, "rewind"),
    ],
)
async def test_bad_clock_bodies(sim: Sim, body: dict[str, Any], field: str | None) -> None:
    response = await sim.client.post("/__sim/clock", json=body)
    payload = await response.json()
    assert response.status == 400 and payload["errorCode"] == "request.invalid"
    assert payload.get("field") == field


async def test_set_and_freeze_together_land_exactly_on_the_moment(sim: Sim) -> None:
    for _ in range(20):
        value = await sim.control(
            "POST", "/__sim/clock", {"set": "2030-01-01T00:00:00Z", "freeze": True}
        )
        assert value["now"] == "2030-01-01T00:00:00.000Z"
        await sim.control("POST", "/__sim/clock", {"freeze": False})
