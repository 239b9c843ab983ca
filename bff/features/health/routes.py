"""GET /bff/health (liveness) and GET /bff/health/upstream (circuit breakers, read-only)."""

from __future__ import annotations

from aiohttp import web

from ... import keys
from ...envelope import ok
from .schemas import BreakerState, UpstreamHealth

routes = web.RouteTableDef()


@routes.get("/bff/health")
async def health(request: web.Request) -> web.Response:
    """Liveness for process managers and `make run`: answers without touching upstream."""
    return ok("ok")


@routes.get("/bff/health/upstream")
async def upstream_health(request: web.Request) -> web.Response:
    breakers = [
        BreakerState.model_validate(b) for b in request.app[keys.UPSTREAM].breakers.snapshot()
    ]
    return ok(UpstreamHealth(breakers=breakers).model_dump(mode="json"))


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
