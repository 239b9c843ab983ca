"""Deposit relays (MCSFE_getDepositChannels, MCSFE_createDeposit, MCSFE_getDepositOrder,
MCSFE_getDepositOrders, MCSFE_cancelDeposit), the payment gateway page (GET /pay/<orderNo>, POST
/pay/api/complete|cancel) and QA controls (GET /__sim/deposits, POST
/__sim/deposits/<orderNo>/callback replays the payment callback); the expiry job is in
jobs.py."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import Member, MemberStore
from ...core.money import format_minor
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID, SETTINGS
from ...paging import paged
from ...parsing import query, read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..missions.notices import watch_of
from ..play.page import error_page, headers
from ..play.parent import allowed_parent
from . import page, service, store
from .schemas import CancelDepositBody, CreateDepositBody, OrderQuery, OrdersQuery, PayBody

routes = web.RouteTableDef()
REAL = Endpoint(token=True, real=True)


def _language(request: web.Request) -> str:
    return (request.headers.get("Language") or "EN").upper()


def _member(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    return member


def _view(request: web.Request, order: store.Order) -> dict:
    cfg = request.config_dict
    return service.order_value(order, cfg[FIXTURES], cfg[SETTINGS].public_base, _language(request))


async def get_channels(request: web.Request) -> web.Response:
    cfg = request.config_dict
    member_id, now = request[MEMBER_ID], cfg[CLOCK].now_ms()
    return ok(service.channels_value(cfg[DB], cfg[FIXTURES], member_id, _language(request), now))


async def create_deposit(request: web.Request) -> web.Response:
    body = validate(CreateDepositBody, await read_json(request))
    cfg = request.config_dict
    order = service.create(cfg[DB], cfg[FIXTURES], _member(request), body, cfg[CLOCK].now_ms())
    return ok(_view(request, order))


def _own(request: web.Request, order_no: str) -> store.Order:
    order = store.get(request.config_dict[DB], order_no)
    if order is None or order.member_id != request[MEMBER_ID]:
        raise DomainError("deposit.not.found", field="orderNo")
    return order


async def get_order(request: web.Request) -> web.Response:
    params = query(OrderQuery, request.query)
    return ok(_view(request, _own(request, params.orderNo)))


async def get_orders(request: web.Request) -> web.Response:
    params = query(OrdersQuery, request.query)
    offset = (params.pageNo - 1) * params.pageSize
    orders, total = store.of_member(
        request.config_dict[DB], request[MEMBER_ID], params.pageSize, offset
    )
    listed = [_view(request, order) for order in orders]
    return ok(paged(listed, total, params.pageNo, params.pageSize))


async def cancel_deposit(request: web.Request) -> web.Response:
    body = validate(CancelDepositBody, await read_json(request))
    cfg = request.config_dict
    order = _own(request, body.orderNo)
    member = _member(request)
    done = service.cancel(cfg[DB], order, member.account, cfg[CLOCK].now_ms(), by="member")
    return ok(_view(request, done))


def _account(request: web.Request, member_id: int) -> str:
    member = MemberStore(request.config_dict[DB]).by_id(member_id)
    return member.account if member else ""


@routes.get(r"/pay/{orderNo:D\d{14}}")
async def pay_page(request: web.Request) -> web.Response:
    cfg = request.config_dict
    fixtures, settings = cfg[FIXTURES], cfg[SETTINGS]
    lang = request.query.get("lang", "en")
    try:
        order = service.payable(
            cfg[DB], request.match_info["orderNo"], request.query.get("t", ""), cfg[CLOCK].now_ms()
        )
    except DomainError as exc:
        body = error_page(page.words_for(lang)["notFound"], "en")
        policy = headers(fixtures, settings.frame_ancestors, "none")
        return web.Response(text=body, status=exc.status, content_type="text/html", headers=policy)
    own = f"{request.scheme}://{request.host}"
    parent = allowed_parent(request.query.get("origin"), settings.frame_ancestors, own)
    channel_name = service.order_value(order, fixtures, settings.public_base, lang)["channelName"]
    body, nonce = page.render(order, fixtures, channel_name, lang, parent)
    policy = headers(fixtures, settings.frame_ancestors, nonce)
    return web.Response(text=body, content_type="text/html", headers=policy)


async def _payable(request: web.Request) -> store.Order:
    body = validate(PayBody, await read_json(request))
    cfg = request.config_dict
    return service.payable(cfg[DB], body.orderNo, body.t, cfg[CLOCK].now_ms())


@routes.post("/pay/api/complete")
async def pay_complete(request: web.Request) -> web.Response:
    order = await _payable(request)
    if order.status == "expired":
        raise DomainError("deposit.expired")
    if order.status == "cancelled":
        raise DomainError("deposit.not.pending")
    cfg = request.config_dict
    paid = service.credit(
        cfg[DB],
        cfg[FIXTURES],
        order.order_no,
        _account(request, order.member_id),
        cfg[CLOCK].now_ms(),
        watch=watch_of(cfg),
    )
    return ok({"orderNo": paid.order_no, "status": paid.status})


@routes.post("/pay/api/cancel")
async def pay_cancel(request: web.Request) -> web.Response:
    order = await _payable(request)
    cfg = request.config_dict
    done = service.cancel(cfg[DB], order, _account(request, order.member_id), cfg[CLOCK].now_ms())
    return ok({"orderNo": done.order_no, "status": done.status})


@routes.get("/__sim/deposits")
async def list_deposits(request: web.Request) -> web.Response:
    rows = store.desk(request.config_dict[DB], limit=200)
    return ok(
        [
            {
                "orderNo": row["order_no"],
                "player": row["account"],
                "channel": row["channel"],
                "amount": format_minor(row["amount"]),
                "bonus": format_minor(row["bonus"]),
                "status": row["status"],
                "callbacks": row["callbacks"],
                "payToken": row["pay_token"],
            }
            for row in rows
        ]
    )


@routes.post(r"/__sim/deposits/{orderNo}/callback")
async def replay_callback(request: web.Request) -> web.Response:
    order_no = request.match_info["orderNo"]
    cfg = request.config_dict
    order = store.get(cfg[DB], order_no)
    if order is None:
        raise DomainError("deposit.not.found", field="orderNo")
    account = _account(request, order.member_id)
    now = cfg[CLOCK].now_ms()
    paid = service.credit(cfg[DB], cfg[FIXTURES], order_no, account, now, watch=watch_of(cfg))
    return ok({"orderNo": paid.order_no, "status": paid.status, "callbacks": paid.callbacks})


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "MCSFE_getDepositChannels", Relay(get_channels, policy=REAL))
    add_relay(app, "MCSFE_createDeposit", Relay(create_deposit, frozenset({"POST"}), policy=REAL))
    add_relay(app, "MCSFE_getDepositOrder", Relay(get_order, policy=REAL))
    add_relay(app, "MCSFE_getDepositOrders", Relay(get_orders, policy=REAL))
    add_relay(app, "MCSFE_cancelDeposit", Relay(cancel_deposit, frozenset({"POST"}), policy=REAL))
