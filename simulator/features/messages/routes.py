"""Inbox relays (module INBOX3, a real account): CSP_unreadCount, CSP_getMessageList,
CSP_readMessages, CSP_deleteMessages; the QA desk under /__sim/messages."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID, SETTINGS
from ...parsing import query, read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..content.service import pick_language
from . import service
from .schemas import DeleteBody, DeskQuery, ListQuery, ReadBody, SendBody
from .templates import File, load_file

REAL = Endpoint(module="INBOX3", token=True, real=True)
POST = frozenset({"POST"})

routes = web.RouteTableDef()


def _now(request: web.Request) -> int:
    return request.config_dict[CLOCK].now_ms()


def _templates(request: web.Request) -> File:
    return load_file(request.config_dict[SETTINGS].fixtures_dir)


async def unread_count(request: web.Request) -> web.Response:
    return ok({"count": service.unread(request.config_dict[DB], request[MEMBER_ID])})


async def message_list(request: web.Request) -> web.Response:
    params = query(ListQuery, request.query)
    cfg = request.config_dict
    value = service.inbox(
        cfg[DB],
        _templates(request),
        cfg[FIXTURES],
        request[MEMBER_ID],
        language=pick_language(request.headers.get("Language"), cfg[FIXTURES]),
        unread_only=params.status == "UNREAD",
        page_no=params.pageNo,
        page_size=params.pageSize,
    )
    return ok(value)


async def read_messages(request: web.Request) -> web.Response:
    body = validate(ReadBody, await read_json(request))
    db = request.config_dict[DB]
    return ok(service.read(db, request[MEMBER_ID], body.ids, _now(request)))


async def delete_messages(request: web.Request) -> web.Response:
    body = validate(DeleteBody, await read_json(request))
    db = request.config_dict[DB]
    return ok(service.delete(db, request[MEMBER_ID], body.ids, _now(request)))


@routes.post("/__sim/messages")
async def desk_send(request: web.Request) -> web.Response:
    body = validate(SendBody, await read_json(request))
    db = request.config_dict[DB]
    return ok(service.broadcast(db, body.account, body.title, body.content, _now(request)))


@routes.get("/__sim/messages")
async def desk_list(request: web.Request) -> web.Response:
    params = query(DeskQuery, request.query)
    cfg = request.config_dict
    return ok(
        service.desk(cfg[DB], _templates(request), cfg[FIXTURES], params.player, params.limit)
    )


def setup(app: web.Application) -> None:
    load_file(app[SETTINGS].fixtures_dir)  # a bad messages.yaml fails at start
    app.add_routes(routes)
    add_relay(app, "CSP_unreadCount", Relay(unread_count, policy=REAL))
    add_relay(app, "CSP_getMessageList", Relay(message_list, policy=REAL))
    add_relay(app, "CSP_readMessages", Relay(read_messages, POST, policy=REAL))
    add_relay(app, "CSP_deleteMessages", Relay(delete_messages, POST, policy=REAL))
