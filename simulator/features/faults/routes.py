"""POST/GET/DELETE /__sim/faults and DELETE /__sim/faults/{id}."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...errors import DomainError
from ...keys import FAULTS
from ...parsing import read_json, validate
from .schemas import FaultBody

routes = web.RouteTableDef()


@routes.post("/__sim/faults")
async def add_fault(request: web.Request) -> web.Response:
    body = validate(FaultBody, await read_json(request))
    return ok(request.app[FAULTS].add(body).public())


@routes.get("/__sim/faults")
async def list_faults(request: web.Request) -> web.Response:
    return ok([fault.public() for fault in request.app[FAULTS].faults])


@routes.delete("/__sim/faults")
async def clear_faults(request: web.Request) -> web.Response:
    request.app[FAULTS].clear()
    return ok([])


@routes.delete("/__sim/faults/{id}")
async def delete_fault(request: web.Request) -> web.Response:
    if not request.app[FAULTS].remove(request.match_info["id"]):
        raise DomainError("fault.not.found")
    return ok([fault.public() for fault in request.app[FAULTS].faults])


def setup(app: web.Application) -> None:
    app.add_routes(routes)
