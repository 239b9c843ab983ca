"""POST /wps/member/password, /password/email (form), /password/verification[/code|/check],
PUT /wps/member/password/payment (docs/contract.md section 9)."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import Member, MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import BODY, CLOCK, DB, FIXTURES, MEMBER_ID, PASSWORDS, SETTINGS
from ...parsing import read_json, validate
from ...routing import endpoint
from ..missions.notices import watch_of
from ..session.service import logged_in, refuse_non_member
from ..system.service import caller_ip
from . import service
from .schemas import ChangeBody, EmailResetForm, PaymentBody, PhoneBody, PhoneResetBody

routes = web.RouteTableDef()


def _member(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    return member


def _now(request: web.Request) -> int:
    return request.config_dict[CLOCK].now_ms()


@routes.post("/wps/member/password")
@endpoint(module="PASS3", encrypted=True, real=True)
async def change_password(request: web.Request) -> web.Response:
    body = validate(ChangeBody, request[BODY])
    cfg = request.config_dict
    await service.change(
        cfg[DB], cfg[PASSWORDS], cfg[FIXTURES], _member(request), body, now=_now(request)
    )
    return ok(True)


@routes.post("/wps/member/password/email")
@endpoint(module="PASS3")
async def reset_by_email(request: web.Request) -> web.Response:
    if request.content_type != "application/x-www-form-urlencoded":
        raise DomainError("request.invalid", "This call takes a form (username, email)")
    form = validate(EmailResetForm, dict(await request.post()))
    cfg = request.config_dict
    await service.reset_by_email(cfg[DB], cfg[PASSWORDS], cfg[FIXTURES], form, _now(request))
    return ok(True)


@routes.post("/wps/member/password/verification/code")
@endpoint(module="CHNGPASSVERIF3")
async def reset_code(request: web.Request) -> web.Response:
    body = validate(PhoneBody, await read_json(request))
    cfg = request.config_dict
    return ok(
        {"expirationTime": service.send_reset_code(cfg[DB], cfg[FIXTURES], body, _now(request))}
    )


@routes.post("/wps/member/password/verification/check")
@endpoint(module="CHNGPASSVERIF3")
async def reset_check(request: web.Request) -> web.Response:
    body = validate(PhoneBody, await read_json(request))
    service.check_reset_code(
        request.config_dict[DB], request.config_dict[FIXTURES], body, _now(request)
    )
    return ok(True)


@routes.post("/wps/member/password/verification")
@endpoint(module="CHNGPASSVERIF3", encrypted=True)
async def reset_by_phone(request: web.Request) -> web.Response:
    """Set the new password with the code, then log in (as a login does)."""
    body = validate(PhoneResetBody, request[BODY])
    cfg, now = request.config_dict, _now(request)
    member = await service.reset_by_phone(cfg[DB], cfg[PASSWORDS], cfg[FIXTURES], body, now)
    if member.locked:
        raise DomainError("account.locked")
    refuse_non_member(member)
    ttl_ms = cfg[SETTINGS].token_ttl_seconds * 1000
    ip, zone = str(caller_ip(request)), cfg[FIXTURES].brand.zone
    return ok(logged_in(cfg[DB], member, ip, now, ttl_ms, zone=zone, watch=watch_of(cfg)))


@routes.put("/wps/member/password/payment")
@endpoint(module="PASS3", encrypted=True, real=True)
async def payment_password(request: web.Request) -> web.Response:
    body = validate(PaymentBody, request[BODY])
    cfg = request.config_dict
    await service.set_payment_password(
        cfg[DB], cfg[PASSWORDS], _member(request), body, _now(request)
    )
    return ok(True)


def setup(app: web.Application) -> None:
    app.add_routes(routes)
