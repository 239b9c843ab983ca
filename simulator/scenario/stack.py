"""Where a scenario runs: a fresh simulator and BFF in this process on free loopback ports
(the default), or servers already running (--site URL --sim URL)."""

from __future__ import annotations

import socket
import tempfile
from contextlib import AsyncExitStack
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from ..app import create_app
from ..settings import Settings

SHUTDOWN_SECONDS = 0.5  # in-flight handlers (a delay fault) are cancelled on stop


@dataclass(frozen=True)
class Targets:
    site: str  # BFF base URL
    sim: str  # simulator base URL
    in_process: bool


def _loopback_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


async def _serve(stack: AsyncExitStack, app: web.Application, sock: socket.socket) -> None:
    runner = web.AppRunner(app, shutdown_timeout=SHUTDOWN_SECONDS, access_log=None)
    await runner.setup()
    stack.push_async_callback(runner.cleanup)
    await web.SockSite(runner, sock).start()


async def start_in_process(
    stack: AsyncExitStack,
    sim_overrides: dict[str, Any] | None = None,
    bff_overrides: dict[str, Any] | None = None,
) -> Targets:
    """Start create_app(Settings(db=":memory:")) and the BFF pointing at it."""
    # Imported here: the simulator itself runs without the bff package.
    from bff.app import create_app as create_bff  # noqa: PLC0415
    from bff.settings import Settings as BffSettings  # noqa: PLC0415

    sim_sock, bff_sock = _loopback_socket(), _loopback_socket()
    stack.callback(sim_sock.close)
    stack.callback(bff_sock.close)
    sim_url = f"http://127.0.0.1:{sim_sock.getsockname()[1]}"
    site_url = f"http://127.0.0.1:{bff_sock.getsockname()[1]}"
    sim_settings: dict[str, Any] = {
        "db": ":memory:",
        "public_url": sim_url,
        "site_url": site_url,
        "admin_token": None,
    }
    sim_settings.update(sim_overrides or {})
    await _serve(stack, create_app(Settings(**sim_settings)), sim_sock)

    web_dist = stack.enter_context(tempfile.TemporaryDirectory(prefix="scenario-web-"))
    bff_settings: dict[str, Any] = {
        "upstream_url": sim_url,
        "web_dist": web_dist,
        "redis_url": None,
        "status_ttl": 0,  # every step sees the system status QA just set
    }
    bff_settings.update(bff_overrides or {})
    await _serve(stack, create_bff(BffSettings(**bff_settings)), bff_sock)
    return Targets(site=site_url, sim=sim_url, in_process=True)
