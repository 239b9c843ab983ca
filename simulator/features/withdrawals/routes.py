"""Withdrawal relays: MCSFE_getWithdrawSetting, MCSFE_bindBankCard (encrypted),
MCSFE_withdraw (encrypted), MCSFE_getWithdrawOrders, MCSFE_confirmWithdrawReceipt,
MCSFE_reportWithdrawNotReceived (a proof image); the payment desk for QA under
/__sim/withdrawals. The review and auto-receive jobs are in jobs.py."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.members.store import Member, MemberStore
from ...core.money import format_minor
from ...envelope import ok
from ...errors import DomainError
from ...keys import BODY, CLOCK, DB, FIXTURES, MEMBER_ID, PASSWORDS
from ...paging import paged
from ...parsing import decode_json, query, read_bounded, read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..profile.avatars import MAX_BODY_BYTES
from . import cards, service, store
from .schemas import (
    BindCardBody,
    ControlBody,
    NotReceivedBody,
    OrdersQuery,
    ReceiptBody,
    WithdrawBody,
)

routes = web.RouteTableDef()
REAL = Endpoint(token=True, real=True)
SECRET = Endpoint(token=True, real=True, encrypted=True)
POST = frozenset({"POST"})


def _member(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    return member


def _view(request: web.Request, w: store.Withdrawal) -> dict[str, Any]:
    return service.order_value(request.config_dict[DB], request.config_dict[FIXTURES], w)


async def get_settings(request: web.Request) -> web.Response:
    cfg = request.config_dict
    return ok(service.settings_value(cfg[DB], cfg[FIXTURES], _member(request), cfg[CLOCK].now_ms()))


async def bind_card(request: web.Request) -> web.Response:
    body = validate(BindCardBody, request[BODY])
    cfg = request.config_dict
    member = _member(request)
    await cards.bind(cfg[DB], cfg[PASSWORDS], cfg[FIXTURES], member, body, now=cfg[CLOCK].now_ms())
    fresh = MemberStore(cfg[DB]).by_id(member.id)
    assert fresh is not None
    return ok(service.settings_value(cfg[DB], cfg[FIXTURES], fresh, cfg[CLOCK].now_ms()))


async def withdraw(request: web.Request) -> web.Response:
    body = validate(WithdrawBody, request[BODY])
    cfg = request.config_dict
    w = await service.request(
        cfg[DB], cfg[PASSWORDS], cfg[FIXTURES], _member(request), body, now=cfg[CLOCK].now_ms()
    )
    return ok(_view(request, w))


async def get_orders(request: web.Request) -> web.Response:
    params = query(OrdersQuery, request.query)
    offset = (params.pageNo - 1) * params.pageSize
    orders, total = store.of_member(
        request.config_dict[DB], request[MEMBER_ID], params.pageSize, offset
    )
    listed = [_view(request, w) for w in orders]
    return ok(paged(listed, total, params.pageNo, params.pageSize))


async def confirm_receipt(request: web.Request) -> web.Response:
    body = validate(ReceiptBody, await read_json(request))
    cfg = request.config_dict
    w = service.confirm_received(cfg[DB], _member(request), body.orderNo, cfg[CLOCK].now_ms())
    return ok(_view(request, w))


async def not_received(request: web.Request) -> web.Response:
    raw = await read_bounded(request, MAX_BODY_BYTES, field="image")
    body = validate(NotReceivedBody, decode_json(raw) if raw.strip() else {})
    cfg = request.config_dict
    w = service.report_not_received(cfg[DB], _member(request), body, cfg[CLOCK].now_ms())
    return ok(_view(request, w))


@routes.get("/__sim/withdrawals")
async def desk_list(request: web.Request) -> web.Response:
    rows = store.desk(request.config_dict[DB], limit=200)
    return ok(
        [
            {
                "orderNo": row["order_no"],
                "player": row["account"],
                "amount": format_minor(row["amount"]),
                "fee": format_minor(row["fee"]),
                "status": row["status"],
                "hold": bool(row["hold"]),
                "createdAt": row["created_at"],
            }
            for row in rows
        ]
    )


@routes.post(r"/__sim/withdrawals/{orderNo}")
async def desk_action(request: web.Request) -> web.Response:
    body = validate(ControlBody, await read_json(request))
    cfg = request.config_dict
    db, now, order_no = cfg[DB], cfg[CLOCK].now_ms(), request.match_info["orderNo"]
    if body.action == "approve":
        w = service.approve(db, cfg[FIXTURES], order_no, now)
    elif body.action == "reject":
        w = service.reject(db, order_no, body.remark, now)
    elif body.action in ("hold", "release"):
        w = service.set_hold(db, order_no, body.action == "hold", now)
    elif body.action == "refund":
        w = service.refund(db, order_no, body.remark, now)
    else:
        w = service.force_receive(db, order_no, body.remark, now)
    return ok(_view(request, w))


@routes.get(r"/__sim/withdrawals/{orderNo}/proof")
async def desk_proof(request: web.Request) -> web.Response:
    found = store.proof(request.config_dict[DB], request.match_info["orderNo"])
    if found is None:
        raise DomainError("withdraw.not.found", field="orderNo")
    content_type, data = found
    return web.Response(body=data, content_type=content_type)


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "MCSFE_getWithdrawSetting", Relay(get_settings, policy=REAL))
    add_relay(app, "MCSFE_bindBankCard", Relay(bind_card, POST, policy=SECRET))
    add_relay(app, "MCSFE_withdraw", Relay(withdraw, POST, policy=SECRET))
    add_relay(app, "MCSFE_getWithdrawOrders", Relay(get_orders, policy=REAL))
    add_relay(app, "MCSFE_confirmWithdrawReceipt", Relay(confirm_receipt, POST, policy=REAL))
    add_relay(app, "MCSFE_reportWithdrawNotReceived", Relay(not_received, POST, policy=REAL))
