"""POST /wps/game/launchGame: forwarded, then its URLs rewritten (service.py).

POST only: a launch moves money (the upstream's auto-transfer into the game wallet), so it
goes through the CSRF check every state-changing call has; a GET would be exempt from it
and could be fired by a link or a top-level navigation from another site.
"""

from __future__ import annotations

from aiohttp import web

from ...catalogue import entry
from ...context import call_context
from ...envelope import ok
from ...parsing import parse_body, parse_query, query_params
from ...schemas import Empty
from ...upstream.calls import call_for_request
from .schemas import LaunchRequest
from .service import launch_fields, rewrite_launch

routes = web.RouteTableDef()


@routes.post("/wps/game/launchGame")
async def launch(request: web.Request) -> web.Response:
    ctx = await call_context(request)
    query = query_params(parse_query(request, Empty))
    chosen = (await parse_body(request, LaunchRequest)).model_dump(exclude_none=True)
    payload = await launch_fields(request, ctx, chosen)
    fetched = await call_for_request(
        request, entry("game.launch"), query=query, payload=payload, ctx=ctx
    )
    return ok(await rewrite_launch(request, ctx, fetched.value), stale=fetched.stale)


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
