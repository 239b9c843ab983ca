"""Upstream values are checked against their schema; a body already checked for the same call
is not checked again (bff/upstream/client.py), and nothing that fails is remembered."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from aiohttp import web

from bff.context import CallContext
from bff.errors import DomainError
from bff.upstream import client as upstream_client
from bff.upstream.client import UpstreamClient, Verbatim
from bff.upstream.http import UpstreamPool

CTX = CallContext(merchant="DEFAULT", language="EN", client_ip="127.0.0.1", host="localhost")


@asynccontextmanager
async def pooled(base: str) -> AsyncIterator[UpstreamPool]:
    pool = UpstreamPool(base)
    try:
        yield pool
    finally:
        await pool.close()


@pytest.fixture
async def upstream(aiohttp_server: Any) -> tuple[str, list[bytes]]:
    """An upstream answering GET /value with the next of `bodies` (the last one again)."""
    bodies: list[bytes] = []

    async def value(request: web.Request) -> web.Response:
        body = bodies.pop(0) if len(bodies) > 1 else bodies[0]
        return web.Response(body=body, content_type="application/json")

    app = web.Application()
    app.router.add_get("/value", value)
    server = await aiohttp_server(app)
    return str(server.make_url("")), bodies


async def test_a_body_is_checked_once_per_call_and_a_bad_one_every_time(
    upstream: tuple[str, list[bytes]], monkeypatch: pytest.MonkeyPatch
) -> None:
    base, bodies = upstream
    checked: list[Any] = []

    def validate(value: Any) -> None:
        checked.append(value)
        if not isinstance(value, int):
            raise DomainError("UPSTREAM_BAD_RESPONSE")

    good, other, bad = (f'{{"success":true,"value":{v}}}'.encode() for v in ("1", "2", '"x"'))
    big = b'{"success":true,"value":' + b" " * upstream_client.VALIDATED_BYTES + b"3}"
    async with pooled(base) as pool:
        client = UpstreamClient(pool, 5.0)

        async def call() -> Any:
            # Not retried: each call reads one answer.
            return await client.call("GET", "/value", CTX, validate=validate, idempotent=False)

        bodies[:] = [good, good, other, good, bad, bad, big, big]
        assert [await call() for _ in range(4)] == [1, 1, 2, 1]
        assert checked == [1, 2]  # the second `good` and the last were known
        for _ in range(2):
            with pytest.raises(DomainError, match="UPSTREAM_BAD_RESPONSE"):
                await call()
        assert checked == [1, 2, "x", "x"]
        assert [await call() for _ in range(2)] == [3, 3]
        assert checked == [1, 2, "x", "x", 3, 3]  # a big answer is checked each time

        # Full, the memory starts again rather than growing.
        monkeypatch.setattr(upstream_client, "VALIDATED_MAX", 1)
        client = UpstreamClient(pool, 5.0)
        bodies[:] = [good, other, good]
        assert [await call() for _ in range(3)] == [1, 2, 1]
        assert checked[6:] == [1, 2, 1]


async def test_a_known_plain_answer_comes_verbatim_to_a_caller_that_passes_it_on(
    upstream: tuple[str, list[bytes]],
) -> None:
    """A body that passed before and is the envelope alone comes back unparsed (Verbatim);
    a first sight, a body with more than the envelope, or a caller that uses the value do
    not get one."""
    base, bodies = upstream
    checked: list[Any] = []
    plain = b'{"success":true,"value":{"n":1}}'
    more = b'{"success":true,"value":{"n":2},"trace":"x"}'
    async with pooled(base) as pool:
        client = UpstreamClient(pool, 5.0)

        async def call(*, verbatim: bool) -> Any:
            return await client.call(
                "GET", "/value", CTX, validate=checked.append, idempotent=False, verbatim=verbatim
            )

        bodies[:] = [plain]
        assert await call(verbatim=True) == {"n": 1}  # first sight: parsed and checked
        assert await call(verbatim=True) == Verbatim(plain)
        assert await call(verbatim=False) == {"n": 1}  # this caller uses the value
        bodies[:] = [more]
        assert [await call(verbatim=True) for _ in range(2)] == [{"n": 2}, {"n": 2}]
        assert checked == [{"n": 1}, {"n": 2}]
