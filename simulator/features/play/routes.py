"""The demo game pages (GET /demo/<kind>/<gameId>?t=&lang=&origin=), their API (GET
/demo/api/state, POST /demo/api/round) and POST|GET|DELETE /__sim/outcomes."""

from __future__ import annotations

from aiohttp import web

from ...core.journal.store import record
from ...core.members.store import MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, SETTINGS
from ...parsing import query, read_json, validate
from ..games.store import by_id
from ..launch.service import vendor
from ..missions.notices import watch_of
from ..sportsbook import page as sports_page
from ..sportsbook import service as sportsbook
from ..tables import page as live_page
from ..tables.service import is_arena as arena
from . import forced, page
from .parent import allowed_parent
from .schemas import ForceBody, RoundBody, StateQuery
from .service import play_round, state
from .tickets import Ticket, resolve
from .words import words_for

routes = web.RouteTableDef()


def _ticket(request: web.Request, token: str, game_id: int | None = None) -> Ticket:
    return resolve(request.config_dict[DB], token, request.config_dict[CLOCK].now_ms(), game_id)


def _account(request: web.Request, member_id: int) -> str:
    member = MemberStore(request.config_dict[DB]).by_id(member_id)
    if member is None or member.locked:
        raise DomainError("ticket.invalid")
    return member.account


@routes.get("/demo/api/state")
async def get_state(request: web.Request) -> web.Response:
    ticket = _ticket(request, query(StateQuery, request.query).t)
    _account(request, ticket.member_id)
    cfg = request.config_dict
    return ok(state(cfg[DB], cfg[FIXTURES], ticket))


@routes.post("/demo/api/round")
async def post_round(request: web.Request) -> web.Response:
    body = validate(RoundBody, await read_json(request))
    ticket = _ticket(request, body.t)
    account = _account(request, ticket.member_id)
    now = request.config_dict[CLOCK].now_ms()
    cfg = request.config_dict
    value = play_round(
        cfg[DB], cfg[FIXTURES], ticket, body, account=account, now=now, watch=watch_of(cfg)
    )
    return ok(value)


def _names(request: web.Request, ticket: Ticket) -> tuple[str, str, str | None]:
    """(game name in the ticket's language, vendor name, icon URL)."""
    fixtures = request.config_dict[FIXTURES]
    row = by_id(request.config_dict[DB], ticket.game_id)
    found = vendor(fixtures, ticket.vassalage)
    if row is None or ticket.lobby:
        return ticket.game_name, found.displayName, fixtures.image_url(found.smallIcon)
    name = row["name_vi"] if ticket.lang == "vi" else row["name_en"]
    return name, row["vendor_name"], fixtures.image_url(row["icon"])


@routes.get(r"/demo/{kind:slot|table}/{gameId:\d{1,10}}")
async def game_page(request: web.Request) -> web.Response:
    fixtures, settings = request.config_dict[FIXTURES], request.config_dict[SETTINGS]
    lang = "vi" if request.query.get("lang", "").lower() in ("vi", "ty") else "en"
    try:
        ticket = _ticket(request, request.query.get("t", ""), int(request.match_info["gameId"]))
        _account(request, ticket.member_id)
        if ticket.kind != request.match_info["kind"]:
            raise DomainError("ticket.invalid")
    except DomainError as exc:
        key = "expired" if exc.code == "ticket.expired" else "invalid"
        headers = page.headers(fixtures, settings.frame_ancestors, "none")
        body = page.error_page(words_for(lang)[key], lang)
        return web.Response(text=body, status=exc.status, content_type="text/html", headers=headers)
    name, vendor_name, icon = _names(request, ticket)
    own = f"{request.scheme}://{request.host}"
    parent = allowed_parent(request.query.get("origin"), settings.frame_ancestors, own)
    if ticket.game_type == "LIVE" or arena(ticket):  # a live table (features/tables)
        body, nonce = live_page.render(ticket, name, vendor_name, icon, parent)
    elif sportsbook.is_sportsbook(ticket):  # the sportsbook's board (features/sportsbook)
        zone = fixtures.brand.timeZone
        body, nonce = sports_page.render(ticket, name, vendor_name, icon, parent, zone=zone)
    else:
        body, nonce = page.render(ticket, name, vendor_name, icon, parent)
    headers = page.headers(fixtures, settings.frame_ancestors, nonce)
    return web.Response(text=body, content_type="text/html", headers=headers)


@routes.post("/__sim/outcomes")
async def force(request: web.Request) -> web.Response:
    body = validate(ForceBody, await read_json(request))
    db, now = request.config_dict[DB], request.config_dict[CLOCK].now_ms()
    if body.player is not None and MemberStore(db).by_account(body.player) is None:
        raise DomainError("USER_NOT_EXIST")
    nxt = body.next if isinstance(body.next, str) else {"multiplier": body.next.multiplier}
    with db.transaction():
        forced.add(db, player=body.player, game_id=body.game, nxt=nxt, times=body.times, now=now)
        record(db, now, "outcome.forced", body.player, game=body.game, times=body.times)
    return ok(forced.pending(db))


@routes.get("/__sim/outcomes")
async def pending(request: web.Request) -> web.Response:
    return ok(forced.pending(request.config_dict[DB]))


@routes.delete("/__sim/outcomes")
async def clear(request: web.Request) -> web.Response:
    forced.clear(request.config_dict[DB])
    return ok([])


def setup(app: web.Application) -> None:
    app.add_routes(routes)
