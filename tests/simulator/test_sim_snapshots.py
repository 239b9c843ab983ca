"""Snapshot and restore: the SQLite state, system and module switches, and the clock."""

from __future__ import annotations

from simkit import Sim

from simulator.features.agents.seed import TEAM_SIZE
from simulator.keys import DB
from simulator.world import NAMED


async def test_snapshot_and_restore(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T00:00:00Z", "freeze": True})
    snap = await sim.control("POST", "/__sim/snapshot", {})
    assert snap == {"id": "snap-1", "now": "2030-01-01T00:00:00.000Z", "frozen": True}
    token = (await sim.login())["token"]
    await sim.control("PUT", "/__sim/system", {"maintenance": True})
    await sim.control("PUT", "/__sim/modules", {"REG3": "0"})
    await sim.control("POST", "/__sim/players/demo01/flags", {"locked": True})
    await sim.control("POST", "/__sim/clock", {"advance": "2h", "freeze": False})

    restored = await sim.control("POST", "/__sim/restore/snap-1")
    assert restored["now"] == "2030-01-01T00:00:00.000Z" and restored["frozen"] is True
    state = await sim.control("GET", "/__sim/state")
    assert state["system"]["maintenance"] is False and state["modules"]["REG3"] == "1"
    await sim.error(  # the session did not exist at the snapshot
        "GET", "/wps/member/info", "login.not.session", 401, headers={"Authorization": token}
    )
    assert (await sim.login())["userName"] == "demo01"  # not locked any more
    assert (await sim.control("GET", "/__sim/clock"))["now"] == "2030-01-01T00:00:00.000Z"
    upcoming = await sim.control("GET", "/__sim/jobs")
    housekeeping = [job for job in upcoming if job["job"] == "housekeeping"]
    assert housekeeping[0]["dueAt"] == "2030-01-01T00:01:00.000Z"


async def test_restore_twice_and_keep_other_snapshots(sim: Sim) -> None:
    first = (await sim.control("POST", "/__sim/snapshot"))["id"]
    await sim.control("PUT", "/__sim/system", {"maintenance": True})
    second = (await sim.control("POST", "/__sim/snapshot"))["id"]
    await sim.control("POST", f"/__sim/restore/{first}")
    assert (await sim.control("GET", "/__sim/state"))["system"]["maintenance"] is False
    await sim.control("POST", f"/__sim/restore/{second}")
    assert (await sim.control("GET", "/__sim/state"))["system"]["maintenance"] is True
    await sim.control("POST", f"/__sim/restore/{first}")
    members = sim.client.app[DB].one("SELECT COUNT(*) AS n FROM members")["n"]
    # the named accounts, SIM_PLAYERS=8 of the tests and agent01's generated team
    assert members == len(NAMED) + 8 + TEAM_SIZE


async def test_unknown_snapshot(sim: Sim) -> None:
    response = await sim.client.post("/__sim/restore/snap-404")
    payload = await response.json()
    assert response.status == 404 and payload["errorCode"] == "snapshot.not.found"


async def test_snapshot_refuses_a_body(sim: Sim) -> None:
    response = await sim.client.post("/__sim/snapshot", json={"name": "x"})
    assert (await response.json())["errorCode"] == "request.invalid"
