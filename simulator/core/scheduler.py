"""Jobs that fall due on the simulator clock.

A job has a name, a `next_due(after_ms)` function (the first due time strictly after a
moment: `every(5 * MINUTE)` or any cron-like function) and a body `run(app, due_ms)`
returning something JSON-able. `advance` steps the clock to each due time in order and runs
what falls due (every missed occurrence, in time order; ties in registration order); a
background tick does the same for a running clock. `set` jumps without running anything:
jobs re-anchor to the new time.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from .clock import Clock, iso

log = logging.getLogger(__name__)

MINUTE = 60_000
MAX_RUNS = 100_000  # per advance; a guard against a job due every millisecond for a year

NextDue = Callable[[int], int]
JobBody = Callable[[web.Application, int], Any | Awaitable[Any]]
Listener = Callable[["Ran"], None]


def every(interval_ms: int, offset_ms: int = 0) -> NextDue:
    """Due on every multiple of interval_ms (plus offset) of the epoch: a wall-aligned tick."""
    if interval_ms <= 0:
        raise ValueError("interval must be positive")

    def next_due(after: int) -> int:
        return ((after - offset_ms) // interval_ms + 1) * interval_ms + offset_ms

    return next_due


@dataclass
class Job:
    name: str
    next_due: NextDue
    run: JobBody
    due: int = 0
    order: int = 0


@dataclass(frozen=True)
class Ran:
    job: str
    due: int
    result: Any

    def public(self) -> dict[str, Any]:
        return {"job": self.job, "dueAt": iso(self.due), "result": self.result}


@dataclass
class Scheduler:
    clock: Clock
    jobs: dict[str, Job] = field(default_factory=dict)
    listeners: list[Listener] = field(default_factory=list)

    def register(self, name: str, next_due: NextDue, run: JobBody) -> Job:
        """Add (or replace) a job; it first falls due after the current clock time."""
        job = Job(name, next_due, run, next_due(self.clock.now_ms()), len(self.jobs))
        if name in self.jobs:
            job.order = self.jobs[name].order
        self.jobs[name] = job
        return job

    def unregister(self, name: str) -> None:
        self.jobs.pop(name, None)

    def reanchor(self) -> None:
        """After the clock jumped: every job next falls due after the new time."""
        now = self.clock.now_ms()
        for job in self.jobs.values():
            job.due = job.next_due(now)

    def dues(self) -> dict[str, int]:
        return {name: job.due for name, job in self.jobs.items()}

    def restore_dues(self, dues: dict[str, int]) -> None:
        self.reanchor()
        for name, due in dues.items():
            if name in self.jobs:
                self.jobs[name].due = due

    def upcoming(self) -> list[dict[str, Any]]:
        ordered = sorted(self.jobs.values(), key=lambda j: (j.due, j.order))
        return [{"job": job.name, "dueAt": iso(job.due)} for job in ordered]

    def _next(self, until: int) -> Job | None:
        due = [job for job in self.jobs.values() if job.due <= until]
        return min(due, key=lambda j: (j.due, j.order)) if due else None

    async def run_due(self, app: web.Application, until: int, *, step: bool) -> list[Ran]:
        """Run every job due at or before `until`, in time order. With step, the clock is
        moved to each due time first (advance); the clock ends at `until` either way."""
        ran: list[Ran] = []
        while (job := self._next(until)) is not None:
            if len(ran) >= MAX_RUNS:
                raise RuntimeError("too many job runs in one advance")
            if step and job.due > self.clock.now_ms():
                self.clock.set(job.due)
            due, job.due = job.due, job.next_due(job.due)
            try:
                result = job.run(app, due)
                if inspect.isawaitable(result):
                    result = await result
            except Exception as exc:  # a failing job is reported, not fatal
                log.exception("job %s failed", job.name)
                result = {"error": repr(exc)}
            done = Ran(job.name, due, result)
            ran.append(done)
            for listener in self.listeners:
                listener(done)
        if step and until > self.clock.now_ms():
            self.clock.set(until)
        return ran

    async def advance(self, app: web.Application, by_ms: int) -> list[Ran]:
        return await self.run_due(app, self.clock.now_ms() + by_ms, step=True)

    async def tick(self, app: web.Application) -> list[Ran]:
        return await self.run_due(app, self.clock.now_ms(), step=False)
