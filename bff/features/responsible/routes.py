"""The exclusion route: the upstream ends the member's sessions, and so does the BFF, here and
now (the browser's cookie is cleared), so the page that asked is the last one signed in."""

from __future__ import annotations

from aiohttp import web

from ... import sessions
from ...catalogue import entry
from ...envelope import ok
from ...parsing import parse_body
from ...upstream.calls import call_for_request
from .schemas import ExclusionRequest

routes = web.RouteTableDef()


@routes.post("/wps/v2/responsible/exclusion")
async def exclude(request: web.Request) -> web.Response:
    body = await parse_body(request, ExclusionRequest)
    fetched = await call_for_request(
        request, entry("responsible.exclude"), payload=body.model_dump()
    )
    await sessions.end(request)
    return ok(fetched.value)


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
