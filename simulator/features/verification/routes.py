"""POST /wps/verification/sms/noLogin: send an SMS code (to the outbox)."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES
from ...parsing import read_json, validate
from ...routing import endpoint
from .schemas import SmsBody
from .service import send_sms_code

routes = web.RouteTableDef()


@routes.post("/wps/verification/sms/noLogin")
@endpoint(module="VERIFICATION3")
async def sms_no_login(request: web.Request) -> web.Response:
    body = validate(SmsBody, await read_json(request))
    now = request.config_dict[CLOCK].now_ms()
    return ok(send_sms_code(request.config_dict[DB], request.config_dict[FIXTURES], body, now))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
