"""GET /bff/openapi.json: the API reference, built once at start for this brand's languages."""

from __future__ import annotations

from aiohttp import web

from ... import keys
from ...envelope import dumps
from .generator import build_openapi

routes = web.RouteTableDef()
DOCUMENT: web.AppKey[bytes] = web.AppKey("openapi_document")


@routes.get("/bff/openapi.json")
async def openapi(request: web.Request) -> web.Response:
    return web.Response(
        body=request.app[DOCUMENT],
        content_type="application/json",
        headers={"Cache-Control": "no-cache"},
    )


def setup(app: web.Application) -> None:
    app[DOCUMENT] = dumps(build_openapi(app[keys.BRAND].codes))
    app.router.add_routes(routes)
