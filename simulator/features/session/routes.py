"""POST /wps/session/login (+ /login/verify), DELETE|POST /wps/session/logout, RSA key."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo

from aiohttp import web

from ...core.journal.store import record
from ...core.members.store import Member, MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import BODY, CLOCK, DB, FIXTURES, KEYRING, MEMBER_ID, PASSWORDS, SETTINGS, TOKEN
from ...parsing import query, validate
from ...routing import endpoint
from ..missions.notices import watch_of
from ..system.service import caller_ip
from ..verification.schemas import VerifyBody
from ..verification.service import verify_login
from .schemas import FreePlayBody, KeyQuery, LoginBody
from .service import authenticate, check_ip, logged_in, logout
from .sms import sms_login, start_free_play

routes = web.RouteTableDef()


@routes.get("/wps/session/key/rsa")
async def rsa_key(request: web.Request) -> web.Response:
    keyring = request.config_dict[KEYRING]
    if query(KeyQuery, request.query).codec == "modern":
        return ok(keyring.modern_public())
    return ok(keyring.legacy_modulus_hex())


def _ttl_ms(request: web.Request) -> int:
    return request.config_dict[SETTINGS].token_ttl_seconds * 1000


def _zone(request: web.Request) -> ZoneInfo:
    return request.config_dict[FIXTURES].brand.zone


def _logged_in(request: web.Request, member: Member, ip: str, now: int) -> dict[str, Any]:
    cfg = request.config_dict
    return logged_in(
        cfg[DB], member, ip, now, _ttl_ms(request), zone=_zone(request), watch=watch_of(cfg)
    )


@routes.post("/wps/session/login")
@endpoint(module="COMM3", encrypted=True)
async def login(request: web.Request) -> web.Response:
    body = validate(LoginBody, request[BODY])
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    ip = str(caller_ip(request))
    try:
        if body.type == "sms":
            member = sms_login(db, request.config_dict[FIXTURES], body, now)
        else:
            member = await authenticate(db, request.config_dict[PASSWORDS], body, now, ip)
            check_ip(db, member, ip, now)
    except DomainError as exc:
        if exc.code != "login_verify_required":
            player = body.username.strip() or None
            record(db, now, "login.failed", player, errorCode=exc.code, ip=ip)
        raise
    return ok(_logged_in(request, member, ip, now))


@routes.post("/wps/session/login/freeplay")
@endpoint(module="FREEPLAY3", encrypted=True)
async def free_play(request: web.Request) -> web.Response:
    """{os, platform: "W", nonce} with X-Gateway-Version: 3: a fresh trial account."""
    if request.headers.get("X-Gateway-Version") != "3":
        raise DomainError("request.invalid", "Free play needs X-Gateway-Version: 3")
    body = validate(FreePlayBody, request[BODY])
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    fixtures, passwords = request.config_dict[FIXTURES], request.config_dict[PASSWORDS]
    member = await start_free_play(db, passwords, fixtures, body.nonce, now)
    ip = str(caller_ip(request))
    return ok(_logged_in(request, member, ip, now))


@routes.post("/wps/session/login/verify")
@endpoint(module="LOGINIPVERF3", encrypted=True)
async def login_verify(request: web.Request) -> web.Response:
    """{username, method: "phone"|"email"|"bank"|"google", code}: completes an unknown-IP
    login; code is the sent code, the bank account holder's name or the authenticator code."""
    body = validate(VerifyBody, request[BODY])
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    ip = str(caller_ip(request))
    member = MemberStore(db).by_account(body.username.strip())
    verify_login(db, member, method=body.method, code=body.code, ip=ip, now=now)
    assert member is not None
    return ok(_logged_in(request, member, ip, now))


@endpoint(token=True)
async def logout_handler(request: web.Request) -> web.Response:
    db = request.config_dict[DB]
    logout(db, request[TOKEN])
    member = MemberStore(db).by_id(request[MEMBER_ID])
    account = member.account if member else None
    record(db, request.config_dict[CLOCK].now_ms(), "logout", account)
    return ok(True)


routes.delete("/wps/session/logout")(logout_handler)
routes.post("/wps/session/logout")(logout_handler)


def setup(app: web.Application) -> None:
    app.add_routes(routes)
