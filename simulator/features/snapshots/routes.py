"""POST /__sim/snapshot and POST /__sim/restore/{id}."""

from __future__ import annotations

from aiohttp import web

from ...core.clock import iso
from ...core.journal.store import record
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, SCHEDULER, SNAPSHOTS
from ...parsing import read_json, validate
from ..control.schemas import NoBody

routes = web.RouteTableDef()


@routes.post("/__sim/snapshot")
async def snapshot(request: web.Request) -> web.Response:
    validate(NoBody, await read_json(request))
    app = request.config_dict
    clock = app[CLOCK].state()
    snap_id = app[SNAPSHOTS].take(app[DB].conn, clock, app[SCHEDULER].dues())
    return ok({"id": snap_id, "now": iso(clock.now_ms), "frozen": clock.frozen})


@routes.post("/__sim/restore/{id}")
async def restore(request: web.Request) -> web.Response:
    validate(NoBody, await read_json(request))
    app = request.config_dict
    snap = app[SNAPSHOTS].get(request.match_info["id"])
    if snap is None:
        raise DomainError("snapshot.not.found")
    snap.conn.backup(app[DB].conn)
    app[CLOCK].restore(snap.clock)
    app[SCHEDULER].restore_dues(snap.dues)
    record(app[DB], app[CLOCK].now_ms(), "snapshot.restored", snapshot=snap.id)
    return ok({"id": snap.id, "now": iso(app[CLOCK].now_ms()), "frozen": app[CLOCK].frozen})


def setup(app: web.Application) -> None:
    app.add_routes(routes)
