"""Helpers for BFF tests: a browser-like client that echoes the XSRF cookie."""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import ClientResponse, web
from aiohttp.test_utils import TestClient
from cryptography.fernet import Fernet
from redis.asyncio import Redis
from redis.exceptions import RedisError

MUTATING = {"POST", "PUT", "PATCH", "DELETE"}
SKIP_REDIS = "SKIP_REDIS_TESTS"


class Browser:
    """Wraps an aiohttp TestClient; records every response body and Set-Cookie seen."""

    def __init__(self, client: TestClient, secret: str | None = None) -> None:
        self.client = client
        self.secret = secret
        self.seen: list[str] = []

    def cookie(self, name: str) -> str | None:
        for morsel in self.client.session.cookie_jar:
            if morsel.key == name:
                return morsel.value
        return None

    def session_data(self) -> dict[str, Any]:
        """Decrypt the BFFSESSION cookie (cookie store) with the test's secret."""
        raw = self.cookie("BFFSESSION")
        if not raw or not self.secret:
            return {}
        data = json.loads(Fernet(self.secret.encode()).decrypt(raw.encode()))
        return data.get("session", {})

    async def _record(self, resp: ClientResponse) -> None:
        body = await resp.read()
        self.seen.append(body.decode("utf-8", "replace"))
        for value in resp.headers.getall("Set-Cookie", []):
            self.seen.append(value)

    async def request(
        self,
        method: str,
        path: str,
        *,
        json_body: Any = None,
        headers: dict[str, str] | None = None,
        xsrf: bool = True,
        **kwargs: Any,
    ) -> tuple[int, Any, ClientResponse]:
        headers = dict(headers or {})
        if method in MUTATING and xsrf:
            if self.cookie("XSRF-TOKEN") is None:
                await self.request("GET", "/bff/openapi.json")
            headers.setdefault("X-XSRF-TOKEN", self.cookie("XSRF-TOKEN") or "")
        resp = await self.client.request(method, path, json=json_body, headers=headers, **kwargs)
        await self._record(resp)
        text = await resp.text()
        try:
            body = json.loads(text)
        except ValueError:
            body = text
        return resp.status, body, resp

    async def get(self, path: str, **kwargs: Any) -> tuple[int, Any, ClientResponse]:
        return await self.request("GET", path, **kwargs)

    async def post(self, path: str, body: Any = None, **kwargs: Any) -> tuple[int, Any, Any]:
        return await self.request("POST", path, json_body=body, **kwargs)

    async def put(self, path: str, body: Any = None, **kwargs: Any) -> tuple[int, Any, Any]:
        return await self.request("PUT", path, json_body=body, **kwargs)

    async def delete(self, path: str, **kwargs: Any) -> tuple[int, Any, Any]:
        return await self.request("DELETE", path, **kwargs)


def assert_error(status: int, body: Any, expected_status: int, code: str) -> None:
    assert status == expected_status, (status, body)
    assert isinstance(body, dict), body
    assert body["success"] is False
    assert body["errorCode"] == code, body
    assert isinstance(body["message"], str)
    assert "Traceback" not in body["message"]


class Stopwatch:
    """Times one answer: `with Stopwatch() as sw: ...`; then `sw.elapsed` in seconds."""

    def __init__(self) -> None:
        self.elapsed = 0.0
        self._start = 0.0

    def __enter__(self) -> Stopwatch:
        self._start = time.monotonic()
        return self

    def __exit__(self, *exc: object) -> None:
        self.elapsed = time.monotonic() - self._start


class ManualClock:
    """A monotonic clock that moves only when told (create_app(clock=...), MemoryCache,
    MemoryCounters, Breaker): `clock.advance(seconds)` instead of sleeping."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


async def add_fault(sim: TestClient, **fault: Any) -> dict[str, Any]:
    """POST /__sim/faults on the simulator (body as in the simulator's fault API)."""
    resp = await sim.post("/__sim/faults", json=fault)
    body = await resp.json()
    assert resp.status == 200, body
    return body["value"]


async def clear_faults(sim: TestClient) -> None:
    resp = await sim.delete("/__sim/faults")
    assert resp.status == 200


class Recorder:
    """Notes every request the simulator receives (observation only, no behaviour)."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    @web.middleware
    async def middleware(self, request: web.Request, handler: Any) -> web.StreamResponse:
        body = await request.read()
        self.calls.append(
            {
                "method": request.method,
                "path": request.path,
                "query": dict(request.query),
                "headers": request.headers.copy(),
                "body": body,
            }
        )
        return await handler(request)

    def to(self, path: str) -> list[dict[str, Any]]:
        return [c for c in self.calls if c["path"] == path]


async def require_redis(url: str) -> None:
    """Fail the test when Redis does not answer: a silent skip would let CI pass without
    ever running the Redis suites. SKIP_REDIS_TESTS=1 is the explicit opt-out."""
    client = Redis.from_url(url, socket_connect_timeout=1)
    try:
        await client.ping()
        return
    except (RedisError, OSError) as exc:
        problem = str(exc)
    finally:
        await client.aclose()
    # Outside the except block, so the report shows the message, not a chained traceback.
    if os.environ.get(SKIP_REDIS, "").strip().lower() in ("1", "true", "yes"):
        pytest.skip(f"{SKIP_REDIS} is set and Redis at {url} is unreachable")
    pytest.fail(
        f"Redis at {url} is unreachable ({problem}). Start one (docs/development.md), point "
        f"REDIS_TEST_URL at one, or set {SKIP_REDIS}=1 to skip the Redis tests.",
        pytrace=False,
    )


@contextlib.asynccontextmanager
async def another_visitor(browser: Browser) -> AsyncIterator[Browser]:
    """A second browser (own cookies, own session) on the same BFF app, so on the same
    in-process cache: what one visitor does to shared state shows in the other's calls."""
    client = TestClient(browser.client.server)
    await client.start_server()  # already serving: only the client session is new
    try:
        yield Browser(client, browser.secret)
    finally:
        await client.session.close()  # not client.close(): that would stop the shared server
