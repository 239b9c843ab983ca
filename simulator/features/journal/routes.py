"""GET /__sim/journal and GET /__sim/requests."""

from __future__ import annotations

from aiohttp import web

from ...core.clock import epoch_ms
from ...core.journal.store import JournalQuery, entries
from ...envelope import ok
from ...keys import DB, REQUEST_LOG
from ...parsing import query
from ..control.schemas import JournalParams, RequestsParams

routes = web.RouteTableDef()


@routes.get("/__sim/journal")
async def journal(request: web.Request) -> web.Response:
    params = query(JournalParams, request.query)
    found = entries(
        request.config_dict[DB],
        JournalQuery(
            type=params.type,
            player=params.player,
            since=epoch_ms(params.since) if params.since else None,
            until=epoch_ms(params.until) if params.until else None,
            limit=params.limit,
        ),
    )
    return ok(found)


@routes.get("/__sim/requests")
async def requests_log(request: web.Request) -> web.Response:
    params = query(RequestsParams, request.query)
    return ok(request.config_dict[REQUEST_LOG].latest(params.limit))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
