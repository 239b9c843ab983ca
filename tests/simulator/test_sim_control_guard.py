"""The control surface refuses what a page of another site could send it (a body that is not
JSON, a foreign Origin), and the simulator refuses to listen beyond loopback without
SIM_ADMIN_TOKEN."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest
from simkit import MakeClient, Sim, make_settings

OUTCOMES = "/__sim/outcomes"
FORCED = {"player": "demo01", "next": "win", "times": 2}


async def _refused(sim: Sim, method: str, path: str, status: int, code: str, **kw: Any) -> None:
    response = await sim.client.request(method, path, **kw)
    payload = await response.json()
    assert response.status == status, payload
    assert (
        payload
        == {
            "success": False,
            "errorCode": code,
            "message": payload["message"],
        }
        and payload["message"]
    )


def _own_origin(sim: Sim) -> str:
    return f"http://{sim.client.host}:{sim.client.port}"


@pytest.mark.parametrize(
    "content_type",
    ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", None],
)
async def test_bodies_that_are_not_json_are_refused(sim: Sim, content_type: str | None) -> None:
    # What a cross-site form or a simple fetch() can send without a preflight.
    # None: no type given (aiohttp labels raw bytes application/octet-stream).
    headers = {"Content-Type": content_type} if content_type else {}
    body = b'{"player": "demo01", "next": "win", "times": 2}'
    await _refused(sim, "POST", OUTCOMES, 415, "control.json.required", data=body, headers=headers)
    assert await sim.control("GET", OUTCOMES) == []
    state = await sim.control("GET", "/__sim/state")
    await _refused(
        sim, "POST", "/__sim/reset", 415, "control.json.required", data=b"seed=7", headers=headers
    )
    assert (await sim.control("GET", "/__sim/state"))["world"] == state["world"]


@pytest.mark.parametrize(
    "origin",
    ["https://evil.example", "http://127.0.0.1:1", "null", "http://sim.test:9001", "nonsense"],
)
async def test_foreign_origins_are_refused(sim: Sim, origin: str) -> None:
    headers = {"Origin": origin}
    await _refused(
        sim, "POST", OUTCOMES, 403, "control.origin.forbidden", json=FORCED, headers=headers
    )
    await _refused(sim, "GET", "/__sim/state", 403, "control.origin.forbidden", headers=headers)
    assert await sim.control("GET", OUTCOMES) == []


async def test_a_renamed_host_is_not_the_simulators_own(sim: Sim) -> None:
    # DNS rebinding: a page of evil.example, its name now pointing at 127.0.0.1, is same-origin
    # by its own Host header.
    port = sim.client.port
    headers = {"Host": f"evil.example:{port}", "Origin": f"http://evil.example:{port}"}
    await _refused(
        sim, "POST", OUTCOMES, 403, "control.origin.forbidden", json=FORCED, headers=headers
    )


async def test_same_origin_json_and_origin_less_calls_pass(sim: Sim) -> None:
    await sim.control("POST", OUTCOMES, FORCED, headers={"Origin": _own_origin(sim)})
    # SIM_PUBLIC_URL's origin (the tests' http://sim.test:9000), whatever Host says.
    await sim.control("POST", OUTCOMES, FORCED, headers={"Origin": "http://sim.test:9000"})
    await sim.control(  # localhost is as loopback as 127.0.0.1
        "POST",
        OUTCOMES,
        FORCED,
        headers={
            "Host": f"localhost:{sim.client.port}",
            "Origin": f"http://localhost:{sim.client.port}",
        },
    )
    # curl and scripts send no Origin; a JSON type with parameters is still JSON.
    await sim.control(
        "POST",
        OUTCOMES,
        data=b'{"player": "demo01", "next": "lose"}',
        headers={"Content-Type": "application/json; charset=utf-8"},
    )
    # An empty body needs no type (curl -X POST sends none; aiohttp sends octet-stream).
    await sim.control("POST", "/__sim/snapshot")
    await sim.control("POST", "/__sim/snapshot", data=b"", headers={"Content-Type": "text/plain"})
    assert len(await sim.control("GET", OUTCOMES)) == 4


async def test_the_origin_is_checked_before_the_token(make_client: MakeClient) -> None:
    sim = Sim(await make_client(admin_token="s3cret-token"))
    bearer = {"Authorization": "Bearer s3cret-token"}
    await _refused(
        sim,
        "POST",
        OUTCOMES,
        403,
        "control.origin.forbidden",
        json=FORCED,
        headers={**bearer, "Origin": "https://evil.example"},
    )
    await _refused(
        sim,
        "POST",
        OUTCOMES,
        415,
        "control.json.required",
        data=b"{}",
        headers={**bearer, "Content-Type": "text/plain"},
    )
    await sim.control("POST", OUTCOMES, FORCED, headers=bearer)


@pytest.mark.parametrize(
    "host", ["0.0.0.0", "::", "192.168.1.20", "sim.example", "", "127.0.0.1.example"]
)
def test_listening_beyond_loopback_needs_an_admin_token(host: str) -> None:
    with pytest.raises(ValueError, match="listens beyond loopback: set SIM_ADMIN_TOKEN"):
        make_settings(host=host)
    with pytest.raises(ValueError, match="SIM_ADMIN_TOKEN"):
        make_settings(host=host, admin_token="  ")
    assert make_settings(host=host, admin_token="a-token").host == host


@pytest.mark.parametrize("host", ["127.0.0.1", "127.8.9.10", "::1", "[::1]", "localhost"])
def test_loopback_needs_no_token(host: str) -> None:
    assert make_settings(host=host).admin_token is None


def test_the_command_line_refuses_an_open_control_surface() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SIM_", "SEED", "BRAND"))}
    done = subprocess.run(
        [sys.executable, "-m", "simulator", "--host", "0.0.0.0", "--port", "0"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "simulator: refused to start: SIM_HOST=0.0.0.0 listens beyond loopback: set "
        "SIM_ADMIN_TOKEN, or listen on 127.0.0.1"
    )
