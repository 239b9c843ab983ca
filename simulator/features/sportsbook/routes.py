"""The sportsbook page's calls (GET /demo/api/sports?t=&sport=, POST /demo/api/sports/bet) and
QA's (GET /__sim/sports/matches, POST /__sim/sports/matches/{id}/result)."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import MemberStore
from ...core.world import store as world_store
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES
from ...parsing import query, read_json, validate
from ..missions.notices import watch_of
from ..play.tickets import Ticket, resolve
from . import catalogue, service
from .schemas import BetBody, BoardQuery, ForceBody, MatchesQuery

routes = web.RouteTableDef()


def _ticket(request: web.Request, token: str) -> tuple[Ticket, str]:
    db = request.config_dict[DB]
    ticket = resolve(db, token, request.config_dict[CLOCK].now_ms())
    if not service.is_sportsbook(ticket):
        raise DomainError("ticket.invalid")
    member = MemberStore(db).by_id(ticket.member_id)
    if member is None or member.locked:
        raise DomainError("ticket.invalid")
    return ticket, member.account


@routes.get("/demo/api/sports")
async def board(request: web.Request) -> web.Response:
    params = query(BoardQuery, request.query)
    ticket, _ = _ticket(request, params.t)
    cfg = request.config_dict
    now = cfg[CLOCK].now_ms()
    service.settle_due(cfg[DB], cfg[FIXTURES], now, watch=watch_of(cfg))
    return ok(service.board(cfg[DB], cfg[FIXTURES], ticket, now, params.sport))


@routes.post("/demo/api/sports/bet")
async def bet(request: web.Request) -> web.Response:
    body = validate(BetBody, await read_json(request))
    ticket, account = _ticket(request, body.t)
    cfg = request.config_dict
    picks = [
        service.Pick(leg.matchId, leg.market, leg.selection, leg.line, leg.odds)
        for leg in body.legs
    ]
    value = service.place(
        cfg[DB],
        cfg[FIXTURES],
        ticket,
        round_id=str(body.roundId),
        picks=picks,
        stake=body.stake,
        accept=body.accept,
        account=account,
        now=cfg[CLOCK].now_ms(),
    )
    return ok(value)


@routes.get("/__sim/sports/matches")
async def matches(request: web.Request) -> web.Response:
    params = query(MatchesQuery, request.query)
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    seed = world_store.seed(db)
    found = []
    for league in catalogue.leagues(seed, params.esports):
        if params.sport and league.sport.code != params.sport:
            continue
        for match in catalogue.fixtures(
            seed, league, now - league.sport.minutes * 60_000, now + 6 * 3_600_000
        ):
            found.append(
                {
                    "matchId": match.id,
                    "sport": league.sport.code,
                    "league": league.en,
                    "home": match.home.name,
                    "away": match.away.name,
                    "kickoff": match.kickoff,
                    "endsAt": match.ends,
                }
            )
    found.sort(key=lambda m: (m["kickoff"], m["matchId"]))
    return ok(found)


@routes.post(r"/__sim/sports/matches/{matchId}/result")
async def force(request: web.Request) -> web.Response:
    body = validate(ForceBody, await read_json(request))
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    value = service.force(
        db, request.match_info["matchId"], home=body.home, away=body.away, void=body.void, now=now
    )
    return ok(value)


def setup(app: web.Application) -> None:
    app.add_routes(routes)
