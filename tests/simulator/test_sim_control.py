"""The /__sim/ control surface: loopback only, optional bearer token, validated bodies."""

from __future__ import annotations

from typing import Any
from unittest import mock

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request
from simkit import MakeClient, Sim, make_settings

from simulator.errors import DomainError
from simulator.features.agents.seed import TEAM_SIZE
from simulator.keys import SETTINGS
from simulator.middlewares import guard_control
from simulator.world import NAMED


async def test_state(sim: Sim) -> None:
    state = await sim.control("GET", "/__sim/state")
    members = len(NAMED) + 8 + TEAM_SIZE  # named, SIM_PLAYERS of the tests, the agent tree
    assert state["world"] == {"seed": 20021, "brand": "default", "members": members}
    assert state["system"] == {
        "maintenance": False,
        "maintenanceEnd": None,
        "blockedCountries": ["SG", "US"],
        "geo": {},
        "passwordMaxAgeDays": 90,
        "domainRoute": None,  # the brand's domains with seeded speeds
    }
    assert state["modules"]["REG3"] == "1" and state["modules"]["MOBILENUMPASSREG3"] == "0"


async def test_control_needs_no_merchant_but_upstream_paths_do(sim: Sim) -> None:
    assert (await sim.client.get("/__sim/state")).status == 200


async def test_reset_rebuilds_the_world(sim: Sim) -> None:
    before = await sim.control("GET", "/__sim/state")
    token = (await sim.login())["token"]
    await sim.control("PUT", "/__sim/system", {"maintenance": True})
    await sim.control("PUT", "/__sim/modules", {"REG3": "0"})

    state = await sim.control("POST", "/__sim/reset", {})
    assert state == before  # same seed, settings and switches back to the brand's
    await sim.error(
        "GET", "/wps/member/info", "login.not.session", 401, headers={"Authorization": token}
    )

    state = await sim.control("POST", "/__sim/reset", {"seed": 7})
    assert state["world"]["seed"] == 7
    assert (await sim.control("POST", "/__sim/reset"))["world"]["seed"] == 7  # keeps the current
    await sim.login()  # the named accounts exist in every world


async def test_admin_token(make_client: MakeClient) -> None:
    client = await make_client(admin_token="s3cret-token")
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "s3cret-token"}):
        response = await client.get("/__sim/state", headers=headers)
        assert response.status == 401
        assert (await response.json())["errorCode"] == "admin.token.invalid"
    response = await client.get("/__sim/state", headers={"Authorization": "Bearer s3cret-token"})
    assert response.status == 200


async def test_forwarded_callers_are_refused(sim: Sim) -> None:
    response = await sim.client.get("/__sim/state", headers={"X-Forwarded-For": "203.0.113.5"})
    assert response.status == 403
    assert (await response.json())["errorCode"] == "control.forbidden"


@pytest.mark.parametrize(
    ("peer", "allowed"), [("127.0.0.1", True), ("::1", True), ("10.1.2.3", False)]
)
def test_only_loopback_peers(peer: str, allowed: bool) -> None:
    app = web.Application()
    app[SETTINGS] = make_settings()
    transport = mock.Mock()
    transport.get_extra_info.side_effect = lambda name, default=None: (
        (peer, 1234) if name == "peername" else default
    )
    request = make_mocked_request("GET", "/__sim/state", app=app, transport=transport)
    if allowed:
        guard_control(request)
    else:
        with pytest.raises(DomainError) as caught:
            guard_control(request)
        assert caught.value.code == "control.forbidden"


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/__sim/system", {"maintenance": "yes"}, "maintenance"),
        ("/__sim/system", {"maintenanceEnd": "tomorrow"}, "maintenanceEnd"),
        ("/__sim/system", {"blockedCountries": ["usa"]}, "blockedCountries.0"),
        ("/__sim/system", {"blockedCountries": "US"}, "blockedCountries"),
        ("/__sim/system", {"geo": {"not-an-ip": "US"}}, "geo"),
        ("/__sim/system", {"geo": {"10.0.0.0/8": "united"}}, "geo.10.0.0.0/8"),
        ("/__sim/system", {"surprise": 1}, "surprise"),
        ("/__sim/system", [1, 2], None),
        ("/__sim/modules", {"NOPE3": "1"}, "NOPE3"),
        ("/__sim/modules", {"REG3": 1}, "REG3"),
        ("/__sim/modules", {"REG3": "on"}, "REG3"),
        ("/__sim/reset", {"seed": "7"}, "seed"),
        ("/__sim/reset", {"seed": -1}, "seed"),
    ],
)
async def test_bad_control_bodies(sim: Sim, path: str, body: Any, field: str | None) -> None:
    method = "POST" if path.endswith("reset") else "PUT"
    response = await sim.client.request(method, path, json=body)
    payload = await response.json()
    assert response.status == 400, payload
    assert payload["errorCode"] == "request.invalid"
    assert payload.get("field") == field


async def test_control_body_that_is_not_json(sim: Sim) -> None:
    response = await sim.client.put(
        "/__sim/system", data=b"{nope", headers={"Content-Type": "application/json"}
    )
    assert (await response.json())["errorCode"] == "request.invalid"
    state = await sim.control("GET", "/__sim/state")
    assert state["system"]["maintenance"] is False
