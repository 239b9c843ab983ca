"""The lottery calls (/lgw/..., /lotto/lgw/...) and POST|GET /__sim/lottery/next; the draw
jobs are in jobs.py."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.members.store import MemberStore
from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID, SCHEDULER
from ...parsing import query, read_json, validate
from ...routing import endpoint
from ..games.routes import language_of
from ..games.views import locale_of
from ..missions.notices import watch_of
from . import views
from .schemas import (
    ForceBody,
    GameCodeQuery,
    MenuQuery,
    OpenedQuery,
    OrderBody,
    OrdersQuery,
    PopularQuery,
)
from .service import Order, force_next, forced_pending, game_row, my_tickets, place

RESULTS = "AGEANNOUNCE3"  # popular lottery games and results

routes = web.RouteTableDef()


def _now(request: web.Request) -> int:
    return request.config_dict[CLOCK].now_ms()


def _dues(request: web.Request) -> dict[str, int]:
    return request.config_dict[SCHEDULER].dues()


def _locale(request: web.Request, asked: str | None) -> Any:
    return locale_of(request.config_dict[FIXTURES], language_of(request, asked))


@routes.get("/lgw/games/game_menus")
async def game_menus(request: web.Request) -> web.Response:
    params = query(MenuQuery, request.query)
    db, fixtures = request.config_dict[DB], request.config_dict[FIXTURES]
    locale = _locale(request, params.language)
    return ok(views.game_menus(db, fixtures, locale, _now(request)))


@routes.get("/lgw/vn/games/game_menu")
async def vn_game_menu(request: web.Request) -> web.Response:
    params = query(MenuQuery, request.query)
    db, fixtures = request.config_dict[DB], request.config_dict[FIXTURES]
    locale = _locale(request, params.language)
    return ok(views.vn_game_menu(db, fixtures, locale, _now(request)))


@routes.get("/lgw/vn/games/game_menu/recent")
async def vn_recent(request: web.Request) -> web.Response:
    params = query(MenuQuery, request.query)
    db, fixtures = request.config_dict[DB], request.config_dict[FIXTURES]
    locale = _locale(request, params.language)
    return ok(views.vn_recent(db, fixtures, locale, _dues(request), _now(request)))


@routes.get("/lgw/games/popular")
@endpoint(module=RESULTS)
async def popular(request: web.Request) -> web.Response:
    params = query(PopularQuery, request.query)
    db, fixtures = request.config_dict[DB], request.config_dict[FIXTURES]
    locale = _locale(request, params.language)
    mode = params.prizeMode or None
    value = views.popular(db, fixtures, locale, _now(request), count=params.count, mode=mode)
    return ok(value)


@routes.get("/lgw/vn/numeros/opened/game")
@endpoint(module=RESULTS)
async def opened_numbers(request: web.Request) -> web.Response:
    params = query(OpenedQuery, request.query)
    db = request.config_dict[DB]
    row, game = game_row(db, params.gameCode)
    return ok(views.opened_value(db, row, game, _dues(request), _now(request), count=params.count))


@routes.get("/lotto/lgw/games/opened/numero")
@endpoint(module=RESULTS)
async def latest_numero(request: web.Request) -> web.Response:
    params = query(GameCodeQuery, request.query)
    db = request.config_dict[DB]
    row, game = game_row(db, params.gameCode)
    return ok(views.latest_numero(db, row, game, _dues(request), _now(request)))


@routes.get("/lgw/games/current")
async def current_by_query(request: web.Request) -> web.Response:
    params = query(GameCodeQuery, request.query)
    row, game = game_row(request.config_dict[DB], params.gameCode)
    return ok(views.current(row, game, _now(request)))


@routes.get(r"/lgw/games/{code:[A-Za-z0-9_]{1,40}}/current")
async def current_by_path(request: web.Request) -> web.Response:
    row, game = game_row(request.config_dict[DB], request.match_info["code"])
    return ok(views.current(row, game, _now(request)))


@routes.post("/lgw/orders")
@endpoint(real=True)
async def post_order(request: web.Request) -> web.Response:
    body = validate(OrderBody, await read_json(request))
    db = request.config_dict[DB]
    member = MemberStore(db).by_id(request[MEMBER_ID])
    account = member.account if member else None
    order = Order(
        gameCode=body.gameCode,
        playType=body.playType,
        numbers=[str(n) for n in body.numbers],
        amount=body.amount,
        issue=body.issue,
    )
    fixtures = request.config_dict[FIXTURES]
    member_id, now = request[MEMBER_ID], _now(request)
    watch = watch_of(request.config_dict)
    return ok(place(db, fixtures, member_id, account or "", order, now=now, watch=watch))


@routes.get("/lgw/orders")
@endpoint(real=True)
async def get_orders(request: web.Request) -> web.Response:
    params = query(OrdersQuery, request.query)
    db = request.config_dict[DB]
    value = my_tickets(
        db, request[MEMBER_ID], game_code=params.gameCode, status=params.status, count=params.count
    )
    return ok(value)


@routes.post("/__sim/lottery/next")
async def post_next(request: web.Request) -> web.Response:
    body = validate(ForceBody, await read_json(request))
    db = request.config_dict[DB]
    return ok(force_next(db, body.game, list(body.numbers), _now(request)))


@routes.get("/__sim/lottery/next")
async def get_next(request: web.Request) -> web.Response:
    return ok(forced_pending(request.config_dict[DB]))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
