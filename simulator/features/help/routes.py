"""GET /wps/system/helpCenter (no session): the help centre in the `language` query's
language, else the Language header's, else the brand's default."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import FIXTURES
from ...parsing import query
from ..content.service import pick_language
from .schemas import HelpQuery
from .service import help_centre

routes = web.RouteTableDef()


@routes.get("/wps/system/helpCenter")
async def get_help_centre(request: web.Request) -> web.Response:
    params = query(HelpQuery, request.query)
    fixtures = request.config_dict[FIXTURES]
    language = pick_language(params.language or request.headers.get("Language"), fixtures)
    return ok(help_centre(fixtures, language))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
