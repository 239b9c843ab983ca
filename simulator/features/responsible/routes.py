"""The member's responsible-gaming calls (GET /wps/v2/responsible, PUT .../limits, GET and PUT
.../reality-check, POST .../reality-check/ack, POST .../exclusion) and QA's
(/__sim/players/{account}/responsible, /__sim/players/{account}/exclusion)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.members.store import Member, MemberStore
from ...core.money import amount_of
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID, TOKEN
from ...parsing import read_json, validate
from ...routing import endpoint
from . import service, store
from .schemas import ExclusionBody, LimitBody, QaExclusionBody, QaLimitBody, RealityBody

routes = web.RouteTableDef()
BASE = "/wps/v2/responsible"


def _member(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    return member


def _player(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_account(request.match_info["account"])
    if member is None:
        raise DomainError("USER_NOT_EXIST")
    return member


def _now(request: web.Request) -> int:
    return request.config_dict[CLOCK].now_ms()


def _value(request: web.Request, member: Member) -> dict[str, Any]:
    cfg = request.config_dict
    return service.limits_value(cfg[DB], member.id, _now(request), cfg[FIXTURES].brand.zone)


def _set_limit(request: web.Request, member: Member, body: LimitBody, immediate: bool) -> None:
    db = request.config_dict[DB]
    if body.kind == "session":
        period, amount = service.SESSION, body.minutes
    else:
        assert body.period is not None
        period = body.period
        amount = None if body.amount is None else amount_of(body.amount, "amount")
    with db.transaction():
        service.set_limit(
            db, member, body.kind, period, amount, now=_now(request), immediate=immediate
        )


@routes.get(BASE)
@endpoint(real=True)
async def get_responsible(request: web.Request) -> web.Response:
    return ok(_value(request, _member(request)))


@routes.put(BASE + "/limits")
@endpoint(real=True)
async def put_limit(request: web.Request) -> web.Response:
    body = validate(LimitBody, await read_json(request))
    member = _member(request)
    _set_limit(request, member, body, immediate=False)
    return ok(_value(request, member))


@routes.get(BASE + "/reality-check")
@endpoint(real=True)
async def get_reality(request: web.Request) -> web.Response:
    db = request.config_dict[DB]
    return ok(service.reality_value(db, request[MEMBER_ID], request[TOKEN], _now(request)))


@routes.put(BASE + "/reality-check")
@endpoint(real=True)
async def put_reality(request: web.Request) -> web.Response:
    body = validate(RealityBody, await read_json(request))
    member, db = _member(request), request.config_dict[DB]
    with db.transaction():
        service.set_reality(db, member, body.minutes, _now(request))
    return ok(service.reality_value(db, member.id, request[TOKEN], _now(request)))


@routes.post(BASE + "/reality-check/ack")
@endpoint(real=True)
async def acknowledge(request: web.Request) -> web.Response:
    member, db, now = _member(request), request.config_dict[DB], _now(request)
    with db.transaction():
        service.acknowledge(db, member, request[TOKEN], now)
    return ok(service.reality_value(db, member.id, request[TOKEN], now))


@routes.post(BASE + "/exclusion")
@endpoint(real=True)
async def exclude(request: web.Request) -> web.Response:
    body = validate(ExclusionBody, await read_json(request))
    cfg = request.config_dict
    found = service.exclude(
        cfg[DB], cfg[FIXTURES], _member(request), body.kind, body.length, now=_now(request)
    )
    return ok(service.exclusion_value(found))


# -- QA -----------------------------------------------------------------------------------


def _qa_value(request: web.Request, member: Member) -> dict[str, Any]:
    history = store.exclusions(request.config_dict[DB], member.id)
    return {
        "account": member.account,
        **_value(request, member),
        "exclusions": [{**service.exclusion_value(x), "clearedAt": x.cleared_at} for x in history],
    }


@routes.get("/__sim/players/{account}/responsible")
async def qa_get(request: web.Request) -> web.Response:
    return ok(_qa_value(request, _player(request)))


@routes.put("/__sim/players/{account}/responsible/limits")
async def qa_limit(request: web.Request) -> web.Response:
    body = validate(QaLimitBody, await read_json(request))
    member = _player(request)
    _set_limit(request, member, body, immediate=body.immediate)
    return ok(_qa_value(request, member))


@routes.post("/__sim/players/{account}/exclusion")
async def qa_exclude(request: web.Request) -> web.Response:
    body = validate(QaExclusionBody, await read_json(request))
    cfg = request.config_dict
    member = _player(request)
    service.exclude(cfg[DB], cfg[FIXTURES], member, body.kind, body.length, now=_now(request))
    return ok(_qa_value(request, member))


@routes.delete("/__sim/players/{account}/responsible")
async def qa_clear(request: web.Request) -> web.Response:
    member = _player(request)
    service.clear(request.config_dict[DB], member, _now(request))
    return ok(_qa_value(request, member))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
