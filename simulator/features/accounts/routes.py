"""PUT /wps/member/register/mobile, POST /wps/verification/sms/register,
GET /wps/agent/affiliate, POST /wps/member/firstLogin (docs/contract.md section 9)."""

from __future__ import annotations

from aiohttp import web

from ...core.journal.store import record
from ...core.members.store import MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import BODY, CLOCK, DB, FIXTURES, MEMBER_ID, PASSWORDS, SETTINGS
from ...parsing import query, read_json, validate
from ...routing import endpoint
from ..missions.notices import watch_of
from ..session.service import logged_in
from ..system.service import caller_ip
from ..verification.service import CODE_MINUTES
from .schemas import AffiliateQuery, MobileRegisterBody, RegisterSmsBody
from .service import agent_for_code, register_mobile, send_register_code

routes = web.RouteTableDef()


@routes.put("/wps/member/register/mobile")
@endpoint(module="MOBILENUMREG3", encrypted=True)
async def register_by_mobile(request: web.Request) -> web.Response:
    body = validate(MobileRegisterBody, request[BODY])
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    passwords, fixtures = request.config_dict[PASSWORDS], request.config_dict[FIXTURES]
    member = await register_mobile(db, passwords, fixtures, body, now)
    if not body.login:
        return ok(True)
    ttl_ms = request.config_dict[SETTINGS].token_ttl_seconds * 1000
    ip = str(caller_ip(request))
    watch = watch_of(request.config_dict)
    return ok(logged_in(db, member, ip, now, ttl_ms, zone=fixtures.brand.zone, watch=watch))


@routes.post("/wps/verification/sms/register")
@endpoint(module="REGMOBVERF3")
async def register_sms(request: web.Request) -> web.Response:
    body = validate(RegisterSmsBody, await read_json(request))
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    send_register_code(db, request.config_dict[FIXTURES], body, now)
    return ok({"expiredMinutes": CODE_MINUTES})


@routes.get("/wps/agent/affiliate")
@endpoint(module="AFFMAN3")
async def affiliate(request: web.Request) -> web.Response:
    params = query(AffiliateQuery, request.query)
    agent = agent_for_code(request.config_dict[DB], params.code)
    if agent is None:  # no code at all
        raise DomainError("invitation_code_error", field="affiliateCode")
    return ok({"valid": True, "agent": agent.account})


@routes.post("/wps/member/firstLogin")
@endpoint(token=True)
async def first_login(request: web.Request) -> web.Response:
    db = request.config_dict[DB]
    members = MemberStore(db)
    members.set_flags(request[MEMBER_ID], {"first_time_login": False})
    member = members.by_id(request[MEMBER_ID])
    account = member.account if member else None
    record(db, request.config_dict[CLOCK].now_ms(), "first.login", account)
    return ok(True)


def setup(app: web.Application) -> None:
    app.add_routes(routes)
