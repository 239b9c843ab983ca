"""GET /bff/openapi.json: the API reference, built at start for this brand's languages."""

from __future__ import annotations

from functools import cache

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


@cache
def _document(languages: tuple[str, ...]) -> bytes:
    """Built once per set of languages in a process: the document depends on nothing else (the
    models and the catalogue are fixed at import), and building it takes a good part of a
    second, which every app the test suites create (hundreds) would otherwise pay."""
    return dumps(build_openapi(languages))


def setup(app: web.Application) -> None:
    app[DOCUMENT] = _document(tuple(app[keys.BRAND].codes))
    app.router.add_routes(routes)
