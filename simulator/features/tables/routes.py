"""The live tables' page calls (GET /demo/api/live?t=, POST /demo/api/live/bet; blackjack:
POST /demo/api/blackjack/deal and /demo/api/blackjack/action) and QA's
(POST /__sim/tables/{gameId}/next, GET /__sim/tables/{gameId}/rounds/{n})."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES
from ...parsing import query, read_json, validate
from ..missions.notices import watch_of
from ..play.schemas import StateQuery
from ..play.tickets import Ticket, resolve
from . import hands, service
from .schemas import ActionBody, BetBody, DealBody, ForcedResult

routes = web.RouteTableDef()


def _live_ticket(request: web.Request, token: str) -> tuple[Ticket, str]:
    db = request.config_dict[DB]
    ticket = resolve(db, token, request.config_dict[CLOCK].now_ms())
    if ticket.game_type != "LIVE" and not service.is_arena(ticket):
        raise DomainError("ticket.invalid")
    member = MemberStore(db).by_id(ticket.member_id)
    if member is None or member.locked:
        raise DomainError("ticket.invalid")
    return ticket, member.account


@routes.get("/demo/api/live")
async def live_state(request: web.Request) -> web.Response:
    ticket, _ = _live_ticket(request, query(StateQuery, request.query).t)
    cfg = request.config_dict
    now = cfg[CLOCK].now_ms()
    service.settle_due(cfg[DB], cfg[FIXTURES], now, game_id=ticket.game_id, watch=watch_of(cfg))
    return ok(service.state(cfg[DB], cfg[FIXTURES], ticket, now))


@routes.post("/demo/api/live/bet")
async def live_bet(request: web.Request) -> web.Response:
    body = validate(BetBody, await read_json(request))
    ticket, account = _live_ticket(request, body.t)
    cfg = request.config_dict
    value = service.place(
        cfg[DB],
        cfg[FIXTURES],
        ticket,
        round_id=str(body.roundId),
        spot=body.spot,
        amount=body.bet,
        account=account,
        now=cfg[CLOCK].now_ms(),
        watch=watch_of(cfg),
    )
    return ok(value)


@routes.post("/demo/api/blackjack/deal")
async def blackjack_deal(request: web.Request) -> web.Response:
    body = validate(DealBody, await read_json(request))
    ticket, account = _live_ticket(request, body.t)
    _blackjack_only(ticket)
    cfg = request.config_dict
    value = hands.deal(
        cfg[DB],
        cfg[FIXTURES],
        ticket,
        round_id=str(body.roundId),
        amount=body.bet,
        account=account,
        now=cfg[CLOCK].now_ms(),
        watch=watch_of(cfg),
    )
    return ok(value)


@routes.post("/demo/api/blackjack/action")
async def blackjack_action(request: web.Request) -> web.Response:
    body = validate(ActionBody, await read_json(request))
    ticket, _ = _live_ticket(request, body.t)
    _blackjack_only(ticket)
    cfg = request.config_dict
    value = hands.act(
        cfg[DB],
        cfg[FIXTURES],
        ticket,
        round_id=str(body.roundId),
        action=body.action,
        now=cfg[CLOCK].now_ms(),
        watch=watch_of(cfg),
    )
    return ok(value)


def _blackjack_only(ticket: Ticket) -> None:
    if service.kind_of(ticket) != "blackjack":
        raise DomainError(
            "request.invalid", "This table takes bets on its round: /demo/api/live/bet"
        )


@routes.post(r"/__sim/tables/{gameId:\d{1,10}}/next")
async def force_next(request: web.Request) -> web.Response:
    body = validate(ForcedResult, await read_json(request))
    cfg = request.config_dict
    game_id = int(request.match_info["gameId"])
    return ok(
        service.force_next(cfg[DB], cfg[FIXTURES], game_id, body.wanted(), cfg[CLOCK].now_ms())
    )


@routes.get(r"/__sim/tables/{gameId:\d{1,10}}/rounds/{n:\d{1,12}}")
async def replay(request: web.Request) -> web.Response:
    cfg = request.config_dict
    game_id, number = int(request.match_info["gameId"]), int(request.match_info["n"])
    return ok(service.replay(cfg[DB], cfg[FIXTURES], game_id, number, cfg[CLOCK].now_ms()))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
