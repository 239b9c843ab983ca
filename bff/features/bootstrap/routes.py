"""GET /bff/bootstrap."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from . import service

routes = web.RouteTableDef()


@routes.get("/bff/bootstrap")
async def bootstrap(request: web.Request) -> web.Response:
    fetched = await service.bootstrap(request)
    return ok(fetched.value, stale=fetched.stale)


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
