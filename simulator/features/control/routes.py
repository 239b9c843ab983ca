"""/__sim/ control surface (loopback only; the policy middleware guards it)."""

from __future__ import annotations

from aiohttp import web

from ...core.journal.store import record
from ...envelope import ok
from ...keys import CLOCK, DB, FAULTS, REQUEST_LOG, SCHEDULER
from ...parsing import read_json, validate
from ...world import build_world
from ..system.store import SystemStore
from .schemas import ModuleSwitches, ResetBody, SystemUpdate
from .service import state, update_modules, update_system

routes = web.RouteTableDef()


@routes.post("/__sim/reset")
async def reset(request: web.Request) -> web.Response:
    """A fresh world: data rebuilt, faults cleared, the clock back on wall time."""
    body = validate(ResetBody, await read_json(request))
    app = request.app
    # Wall time first: the world is built on the clock it will run on (password ages).
    app[CLOCK].real_time()
    app[SCHEDULER].reanchor()
    await build_world(app, seed=body.seed)
    current = state(app[DB])
    app[FAULTS].clear(seed=current["world"]["seed"])
    app[REQUEST_LOG].clear()
    record(app[DB], app[CLOCK].now_ms(), "world.reset", seed=current["world"]["seed"])
    return ok(current)


@routes.put("/__sim/system")
async def put_system(request: web.Request) -> web.Response:
    update = validate(SystemUpdate, await read_json(request))
    db = request.config_dict[DB]
    update_system(SystemStore(db), update)
    changes = update.model_dump(mode="json", exclude_unset=True)
    record(db, request.config_dict[CLOCK].now_ms(), "system.changed", **changes)
    return ok(state(db))


@routes.put("/__sim/modules")
async def put_modules(request: web.Request) -> web.Response:
    switches = validate(ModuleSwitches, await read_json(request)).root
    db = request.config_dict[DB]
    update_modules(SystemStore(db), switches)
    record(db, request.config_dict[CLOCK].now_ms(), "module.changed", **switches)
    return ok(state(db))


@routes.get("/__sim/state")
async def get_state(request: web.Request) -> web.Response:
    return ok(state(request.config_dict[DB]))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
