"""System status gate: maintenance (1) beats region restriction (2); both refuse calls.

The status depends on the caller's address, so it is cached per address for STATUS_TTL
seconds and remembered as the last known status for STATUS_STALE seconds more. The gate
never stacks deadlines: it waits at most STATUS_TIMEOUT and at most half of what is left
of the call's deadline, and concurrent askers for one address share one upstream call.
If the upstream cannot say, the gate uses the last known status, else stays open (the
call itself will then fail, or be served stale). Readers of the status itself (the
bootstrap) also wait at most STATUS_TIMEOUT when a last known status can answer instead.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...cache import MemoryCache
from ...errors import DomainError
from ...upstream.calls import Fetched
from ...upstream.deadline import Deadline
from .schemas import SystemStatus

if TYPE_CHECKING:
    from ...context import CallContext
    from ...upstream.client import UpstreamClient

log = logging.getLogger(__name__)

STATUS_PATH = "/wps/system/status"


def _validate(value: Any) -> None:
    try:
        SystemStatus.model_validate(value)
    except ValueError as exc:
        raise DomainError("UPSTREAM_BAD_RESPONSE") from exc


class StatusGate:
    def __init__(
        self,
        upstream: UpstreamClient,
        ttl: float,
        *,
        timeout: float = 1.0,
        stale: float = 300,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._upstream = upstream
        self._ttl = ttl
        self._timeout = timeout
        self._stale = stale
        self._cache = MemoryCache(max_entries=10_000, clock=clock, shared=True)
        self._inflight: dict[str, asyncio.Task[Any]] = {}

    async def status(self, ctx: CallContext, deadline: Deadline | None = None) -> Fetched:
        """The caller's status: fresh, else from upstream, else the last known (stale).

        A slow upstream gets STATUS_TIMEOUT before the last known status is used; with
        none known, the wait goes on until the deadline, since nothing else could answer.
        """
        key = f"{ctx.client_ip}|{ctx.host}"
        cached = await self._cache.get(key)
        if cached is not None:
            return Fetched(cached)
        deadline = deadline or Deadline.after(self._upstream.timeout)
        asked = self._ask(key, ctx, deadline)
        try:
            try:
                patience = min(self._timeout, deadline.remaining())
                value = await asyncio.wait_for(asyncio.shield(asked), patience)
            except TimeoutError:
                last = await self._cache.get_stale(key)
                if last is not None:
                    log.info("upstream status slow; using the last known one")
                    return Fetched(last, stale=True)
                value = await asyncio.wait_for(asyncio.shield(asked), deadline.remaining())
        except (DomainError, TimeoutError) as exc:
            last = await self._cache.get_stale(key)
            if last is None:
                if isinstance(exc, DomainError):
                    raise
                raise DomainError("UPSTREAM_TIMEOUT") from exc
            log.info("upstream status unavailable; using the last known one")
            return Fetched(last, stale=True)
        return Fetched(value)

    def _ask(self, key: str, ctx: CallContext, deadline: Deadline) -> asyncio.Task[Any]:
        """One upstream status call per address at a time; later askers join it."""
        task = self._inflight.get(key)
        if task is None:
            task = asyncio.create_task(self._fetch(key, ctx, deadline))
            self._inflight[key] = task
            task.add_done_callback(lambda done: self._done(key, done))
        return task

    def _done(self, key: str, task: asyncio.Task[Any]) -> None:
        if self._inflight.get(key) is task:
            del self._inflight[key]
        if not task.cancelled():
            task.exception()  # retrieved here, so a task nobody awaits stays quiet

    async def _fetch(self, key: str, ctx: CallContext, deadline: Deadline) -> Any:
        value = await self._upstream.call(
            "GET", STATUS_PATH, ctx, query={"url": ctx.host}, deadline=deadline, validate=_validate
        )
        await self._cache.set(key, value, self._ttl, self._stale)
        return value

    async def check(self, ctx: CallContext, deadline: Deadline) -> None:
        """Refuse during maintenance or restriction; fail open when nobody can say."""
        budget = deadline.within(min(self._timeout, deadline.remaining() / 2))
        try:
            code = (await self.status(ctx, budget)).value["status"]
        except DomainError as exc:
            log.info("status gate open: upstream status failed with %s", exc.code)
            return
        if code == 1:
            raise DomainError("function.not.available", "System maintenance")
        if code == 2:
            raise DomainError("region.restricted")
