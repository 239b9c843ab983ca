"""POST /__sim/snapshot, GET /__sim/snapshots and POST /__sim/restore/{id}."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.clock import iso
from ...core.journal.store import record
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, SCHEDULER, SETTINGS, SNAPSHOTS
from ...parsing import read_json, validate
from ...persist import load_state, save_state
from ...schema import DatabaseRefused
from ..control.schemas import NoBody
from . import store
from .service import Snapshot

routes = web.RouteTableDef()


def _public(snap: Snapshot) -> dict[str, Any]:
    return {"id": snap.id, "now": iso(snap.now_ms), "frozen": snap.frozen}


@routes.post("/__sim/snapshot")
async def snapshot(request: web.Request) -> web.Response:
    validate(NoBody, await read_json(request))
    app = request.config_dict
    # The clock and the due times go into the copy through sim_state.
    save_state(app[DB], app[CLOCK], app[SCHEDULER])
    return ok(_public(app[SNAPSHOTS].take(app[DB].conn)))


@routes.get("/__sim/snapshots")
async def snapshots(request: web.Request) -> web.Response:
    """Oldest first; a file world's snapshots survive restarts."""
    return ok([_public(snap) for snap in request.config_dict[SNAPSHOTS].listing()])


@routes.post("/__sim/restore/{id}")
async def restore(request: web.Request) -> web.Response:
    validate(NoBody, await read_json(request))
    app = request.config_dict
    snaps = app[SNAPSHOTS]
    snap = snaps.get(request.match_info["id"])
    if snap is None:
        raise DomainError("snapshot.not.found")
    brand = app[SETTINGS].brand
    try:
        with snaps.source(snap.id) as source:
            held = store.brand_of(source)
            if held != brand:
                raise DomainError(
                    "request.invalid",
                    f"{snap.id} holds a world of brand {held!r}; this simulator serves {brand!r}",
                )
            source.backup(app[DB].conn)
    except DatabaseRefused as exc:
        raise DomainError("request.invalid", str(exc)) from None
    load_state(app[DB], app[CLOCK], app[SCHEDULER], resume=False)
    record(app[DB], app[CLOCK].now_ms(), "snapshot.restored", snapshot=snap.id)
    return ok({"id": snap.id, "now": iso(app[CLOCK].now_ms()), "frozen": app[CLOCK].frozen})


def setup(app: web.Application) -> None:
    app.add_routes(routes)
