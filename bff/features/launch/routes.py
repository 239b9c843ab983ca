"""GET|POST /wps/game/launchGame: forwarded, then its URLs rewritten (service.py)."""

from __future__ import annotations

from aiohttp import web

from ...catalogue import entry
from ...context import call_context
from ...envelope import ok
from ...parsing import parse_body, parse_query, query_params
from ...schemas import Empty
from ...upstream.calls import call_for_request
from .schemas import LaunchQuery, LaunchRequest
from .service import launch_fields, rewrite_launch

routes = web.RouteTableDef()


@routes.get("/wps/game/launchGame")
@routes.post("/wps/game/launchGame")
async def launch(request: web.Request) -> web.Response:
    ctx = await call_context(request)
    payload = None
    if request.method == "POST":
        query = query_params(parse_query(request, Empty))
        chosen = (await parse_body(request, LaunchRequest)).model_dump(exclude_none=True)
        payload = await launch_fields(request, ctx, chosen, as_text=False)
    else:
        chosen = query_params(parse_query(request, LaunchQuery))
        query = await launch_fields(request, ctx, chosen, as_text=True)
    fetched = await call_for_request(
        request, entry("game.launch"), query=query, payload=payload, ctx=ctx
    )
    return ok(await rewrite_launch(request, ctx, fetched.value), stale=fetched.stale)


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
