"""PUT /wps/member/register (GET /wps/member/info lives in features/profile)."""

from __future__ import annotations

from aiohttp import web

from ...core.ledger.store import LedgerStore
from ...core.members.store import MemberStore
from ...envelope import ok
from ...keys import BODY, CLOCK, DB, FIXTURES, PASSWORDS, SETTINGS
from ...parsing import validate
from ...routing import endpoint
from ..missions.notices import watch_of
from ..session.service import open_session
from .schemas import RegisterBody
from .service import register

routes = web.RouteTableDef()


@routes.put("/wps/member/register")
@endpoint(module="REG3", encrypted=True)
async def register_member(request: web.Request) -> web.Response:
    body = validate(RegisterBody, request[BODY])
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    member = await register(
        MemberStore(db),
        LedgerStore(db),
        request.config_dict[PASSWORDS],
        request.config_dict[FIXTURES],
        body,
        now=now,
    )
    if not body.login:
        return ok(True)
    ttl_ms = request.config_dict[SETTINGS].token_ttl_seconds * 1000
    zone = request.config_dict[FIXTURES].brand.zone
    watch = watch_of(request.config_dict)
    return ok(open_session(db, member, now, ttl_ms, zone=zone, watch=watch))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
