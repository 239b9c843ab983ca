"""Points relays (module PTSYS3, token, real account): MCS2_getPointConfig,
MCS2_getPointBalance, MCS2_getPointReward, MCS2_getRedeemPointList, and the encrypted
passwordCheck/MCS2_redeemPointReward and passwordCheck/MCS2_convertPoint; the redeem desk
and a points grant for QA under /__sim/points."""

from __future__ import annotations

from aiohttp import web

from ...core.ledger.store import LedgerStore
from ...core.members.store import Member, MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import BODY, CLOCK, DB, FIXTURES, MEMBER_ID, PASSWORDS
from ...parsing import query, read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..content.service import pick_language
from . import redeems, service
from .schemas import (
    ConvertBody,
    DecisionBody,
    DeskQuery,
    GrantBody,
    PageQuery,
    RedeemBody,
    RedeemsQuery,
)

routes = web.RouteTableDef()
MODULE = "PTSYS3"
REAL = Endpoint(module=MODULE, token=True, real=True)
SECRET = Endpoint(module=MODULE, token=True, real=True, encrypted=True)
POST = frozenset({"POST"})


def _member(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    return member


def _language(request: web.Request) -> str:
    return pick_language(request.headers.get("Language"), request.config_dict[FIXTURES])


async def get_config(request: web.Request) -> web.Response:
    return ok(service.config_value(request.config_dict[FIXTURES].brand.points))


async def get_balance(request: web.Request) -> web.Response:
    return ok(service.balance_value(LedgerStore(request.config_dict[DB]), request[MEMBER_ID]))


async def get_rewards(request: web.Request) -> web.Response:
    params = query(PageQuery, request.query)
    cfg = request.config_dict
    value = service.catalogue(
        cfg[DB],
        cfg[FIXTURES],
        _language(request),
        page_no=params.pageNo,
        page_size=params.pageSize,
    )
    return ok(value)


async def get_redeems(request: web.Request) -> web.Response:
    params = query(RedeemsQuery, request.query)
    cfg = request.config_dict
    value = redeems.redeems_of(
        cfg[DB],
        cfg[FIXTURES],
        request[MEMBER_ID],
        params.status,
        _language(request),
        page_no=params.pageNo,
        page_size=params.pageSize,
    )
    return ok(value)


async def post_redeem(request: web.Request) -> web.Response:
    body = validate(RedeemBody, request[BODY])
    cfg = request.config_dict
    made = await redeems.redeem(
        cfg[DB], cfg[PASSWORDS], _member(request), body, now=cfg[CLOCK].now_ms()
    )
    return ok(redeems.redeem_view(cfg[DB], made, _language(request), cfg[FIXTURES]))


async def post_convert(request: web.Request) -> web.Response:
    body = validate(ConvertBody, request[BODY])
    cfg = request.config_dict
    value = await service.convert(
        cfg[DB],
        cfg[PASSWORDS],
        cfg[FIXTURES],
        _member(request),
        points=body.points,
        request_id=body.requestId,
        payment_password=body.paymentPassword,
        now=cfg[CLOCK].now_ms(),
    )
    return ok(value)


@routes.get("/__sim/points/redeems")
async def desk_list(request: web.Request) -> web.Response:
    params = query(DeskQuery, request.query)
    cfg = request.config_dict
    return ok({"list": redeems.desk(cfg[DB], cfg[FIXTURES], params.status)})


@routes.post(r"/__sim/points/redeems/{orderNo}")
async def desk_decide(request: web.Request) -> web.Response:
    body = validate(DecisionBody, await read_json(request))
    cfg = request.config_dict
    decided = redeems.decide(
        cfg[DB],
        request.match_info["orderNo"],
        approve=body.decision == "approve",
        remark=body.remark,
        now=cfg[CLOCK].now_ms(),
    )
    language = cfg[FIXTURES].brand.defaultLanguage
    return ok(redeems.redeem_view(cfg[DB], decided, language, cfg[FIXTURES]))


@routes.post("/__sim/points/grant")
async def desk_grant(request: web.Request) -> web.Response:
    body = validate(GrantBody, await read_json(request))
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    return ok(service.grant(db, body.account, body.points, body.requestId, now))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "MCS2_getPointConfig", Relay(get_config, policy=REAL))
    add_relay(app, "MCS2_getPointBalance", Relay(get_balance, policy=REAL))
    add_relay(app, "MCS2_getPointReward", Relay(get_rewards, policy=REAL))
    add_relay(app, "MCS2_getRedeemPointList", Relay(get_redeems, policy=REAL))
    add_relay(app, "passwordCheck/MCS2_redeemPointReward", Relay(post_redeem, POST, policy=SECRET))
    add_relay(app, "passwordCheck/MCS2_convertPoint", Relay(post_convert, POST, policy=SECRET))
