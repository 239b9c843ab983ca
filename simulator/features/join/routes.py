"""POST /wps/agent/apply (no session): the join form; GET /__sim/join for QA."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB
from ...parsing import read_json, validate
from ..system.service import caller_ip
from . import service
from .schemas import JoinBody

routes = web.RouteTableDef()


@routes.post("/wps/agent/apply")
async def apply(request: web.Request) -> web.Response:
    body = validate(JoinBody, await read_json(request))
    now = request.config_dict[CLOCK].now_ms()
    return ok(service.apply(request.config_dict[DB], body, str(caller_ip(request)), now))


@routes.get("/__sim/join")
async def desk_join(request: web.Request) -> web.Response:
    return ok({"list": service.desk(request.config_dict[DB])})


def setup(app: web.Application) -> None:
    app.add_routes(routes)
