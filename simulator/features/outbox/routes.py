"""GET /__sim/outbox?recipient=&kind=sms|email|captcha&player=&limit=N (newest first)."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import DB
from ...parsing import query
from ..control.schemas import OutboxParams
from .store import OutboxQuery, messages

routes = web.RouteTableDef()


@routes.get("/__sim/outbox")
async def outbox(request: web.Request) -> web.Response:
    params = query(OutboxParams, request.query)
    wanted = OutboxQuery(params.recipient, params.kind, params.player, params.limit)
    return ok(messages(request.config_dict[DB], wanted))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
