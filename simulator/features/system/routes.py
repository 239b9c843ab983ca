"""GET /wps/system/status, whitelabel, setting/register and country."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import DB, FIXTURES
from ...parsing import query
from .schemas import StatusQuery
from .service import caller_ip, status_for, status_value
from .store import SystemStore

routes = web.RouteTableDef()


@routes.get("/wps/system/status")
async def system_status(request: web.Request) -> web.Response:
    query(StatusQuery, request.query)  # validated; the status does not depend on the host
    fixtures = request.config_dict[FIXTURES]
    status = status_for(SystemStore(request.config_dict[DB]), fixtures, caller_ip(request))
    return ok(status_value(status, fixtures))


@routes.get("/wps/system/whitelabel")
async def whitelabel(request: web.Request) -> web.Response:
    return ok(SystemStore(request.config_dict[DB]).tree())


@routes.get("/wps/system/setting/register")
async def register_settings(request: web.Request) -> web.Response:
    rules = request.config_dict[FIXTURES].brand.register_rules
    return ok({name: rule.model_dump() for name, rule in rules.items()})


@routes.get("/wps/system/country")
async def countries(request: web.Request) -> web.Response:
    return ok([country.model_dump() for country in request.config_dict[FIXTURES].countries])


def setup(app: web.Application) -> None:
    app.add_routes(routes)
