"""GET/POST /__sim/clock and GET /__sim/jobs: the clock QA drives and the jobs it runs."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.clock import epoch_ms, iso, parse_duration
from ...core.journal.store import record
from ...core.scheduler import Ran
from ...envelope import ok
from ...keys import CLOCK, DB, SCHEDULER
from ...parsing import read_json, validate
from ..control.schemas import ClockBody

routes = web.RouteTableDef()


def clock_value(app: web.Application) -> dict[str, Any]:
    clock = app[CLOCK]
    return {"now": iso(clock.now_ms()), "frozen": clock.frozen}


@routes.get("/__sim/clock")
async def get_clock(request: web.Request) -> web.Response:
    return ok(clock_value(request.app))


@routes.post("/__sim/clock")
async def post_clock(request: web.Request) -> web.Response:
    body = validate(ClockBody, await read_json(request))
    app, db = request.app, request.config_dict[DB]
    clock, scheduler = app[CLOCK], app[SCHEDULER]
    # Freezing before setting makes {"set": T, "freeze": true} land exactly on T: set on a
    # running clock keeps an offset from wall time, which a later freeze would read again.
    if body.freeze:
        clock.freeze(True)
    if body.set is not None:
        clock.set(epoch_ms(body.set))
        scheduler.reanchor()
    if body.freeze is False:
        clock.freeze(False)
    if body.set is not None or body.freeze is not None:
        record(db, clock.now_ms(), "clock.changed", frozen=clock.frozen, now=iso(clock.now_ms()))
    ran: list[Ran] = []
    if body.advance is not None:
        start = clock.now_ms()
        ran = await scheduler.advance(app, parse_duration(body.advance))
        record(
            db,
            clock.now_ms(),
            "clock.advanced",
            by=body.advance,
            start=iso(start),
            end=iso(clock.now_ms()),
            jobsRan=len(ran),
        )
    return ok({**clock_value(app), "ran": [done.public() for done in ran]})


@routes.get("/__sim/jobs")
async def get_jobs(request: web.Request) -> web.Response:
    return ok(request.app[SCHEDULER].upcoming())


def setup(app: web.Application) -> None:
    app.add_routes(routes)
