"""Fixtures for the BFF suites: settings, a temp SPA dist, the real simulator in-process."""

from __future__ import annotations

import base64
import os
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestServer
from bff_testkit import Browser, Recorder, require_redis

from bff.app import create_app
from bff.settings import Settings

# Every setting's variable: a value in the developer's shell must not leak into a test.
ENV_VARS = tuple(
    str(field.validation_alias)
    for field in Settings.model_fields.values()
    if isinstance(field.validation_alias, str)
)
SECRET = base64.urlsafe_b64encode(os.urandom(32)).decode()
INDEX = "<!doctype html><html><body><div id=root></div>test spa</body></html>"


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV_VARS:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def web_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(INDEX)
    (dist / "assets" / "app-1a2b3c.js").write_text("console.log('app')")
    (dist / "favicon.ico").write_bytes(b"\0ico")
    return dist


@pytest.fixture
def bff_settings(web_dist: Path) -> Callable[..., Settings]:
    def make(**overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "upstream_url": "http://127.0.0.1:9",  # discard port: refused
            "web_dist": web_dist,
            "environment": "test",
            "session_secret": SECRET,
            "status_ttl": 0,
            "upstream_timeout": 3,
        }
        values.update(overrides)
        return Settings(**values)

    return make


@pytest.fixture
def make_browser(
    aiohttp_client: Any, bff_settings: Callable[..., Settings]
) -> Callable[..., Awaitable[Browser]]:
    async def make(
        settings: Settings | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
        **overrides: Any,
    ) -> Browser:
        settings = settings or bff_settings(**overrides)
        client = await aiohttp_client(create_app(settings, clock=clock))
        return Browser(client, settings.secret)

    return make


# --- the real simulator, in-process -------------------------------------------------------


@pytest.fixture(scope="session")
def sim_keyring() -> Any:
    codecs = pytest.importorskip("simulator.codecs")
    return codecs.Keyring.generate()


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture
async def simulator(
    aiohttp_server: Any, sim_keyring: Any, recorder: Recorder, request: pytest.FixtureRequest
) -> TestServer:
    sim_app = pytest.importorskip("simulator.app")
    sim_settings = pytest.importorskip("simulator.settings")
    settings = sim_settings.Settings(
        db=":memory:",
        seed=20021,
        argon2_time_cost=1,
        argon2_memory_kib=8,
        environment="test",
        # The agent tree's rounds cost most of a build: only tests marked agent_history get them.
        agent_history=request.node.get_closest_marker("agent_history") is not None,
    )
    app = sim_app.create_app(settings, keyring=sim_keyring)
    app.middlewares.insert(0, recorder.middleware)
    return await aiohttp_server(app)


@pytest.fixture
async def sim_client(aiohttp_client: Any, simulator: TestServer) -> Any:
    """A direct client to the simulator (for /__sim/ control and plaintext probes)."""
    return await aiohttp_client(simulator)


@pytest.fixture
def live_browser(
    make_browser: Callable[..., Awaitable[Browser]], simulator: TestServer
) -> Callable[..., Awaitable[Browser]]:
    async def make(**overrides: Any) -> Browser:
        return await make_browser(upstream_url=str(simulator.make_url("")), **overrides)

    return make


@pytest.fixture
async def redis_url() -> str:
    url = os.environ.get("REDIS_TEST_URL", "redis://127.0.0.1:6379/0")
    await require_redis(url)
    return url
