"""GET /wps/captcha?key=<client key>."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB
from ...parsing import query
from ...routing import endpoint
from .schemas import CaptchaQuery
from .service import new_captcha

routes = web.RouteTableDef()


@routes.get("/wps/captcha")
@endpoint(module="CAPTCHA3")
async def captcha(request: web.Request) -> web.Response:
    params = query(CaptchaQuery, request.query)
    now = request.config_dict[CLOCK].now_ms()
    return ok(new_captcha(request.config_dict[DB], params.key, now), headers=NO_STORE)


NO_STORE = {"Cache-Control": "no-store"}


def setup(app: web.Application) -> None:
    app.add_routes(routes)
