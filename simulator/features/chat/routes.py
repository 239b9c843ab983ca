"""Chat rooms (module CBS3): relays CBS_modelList and CBS_launchChat (a session); the room
page GET /chat/<roomId>?t= and its API GET|POST /chat/api/<roomId>/messages (the chat ticket
is the key, as the demo game pages' launch ticket is); POST|GET /__sim/chat/<roomId>."""

from __future__ import annotations

from aiohttp import web

from ...core.world import store as world_store
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID, SETTINGS
from ...parsing import query, read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..content.service import pick_language
from ..games.views import locale_of
from ..play.page import error_page, headers
from ..system.service import require_module
from ..system.store import SystemStore
from . import page, service
from .rooms import Room, Rooms, load_rooms, online
from .schemas import LaunchBody, PostBody, QaPostBody, ReadQuery
from .store import chatting
from .store import ticket as ticket_row
from .tickets import ChatTicket, resolve
from .words import words_for

MODULE = "CBS3"
POLICY = Endpoint(module=MODULE, token=True)
routes = web.RouteTableDef()


def rooms_of(request: web.Request) -> Rooms:
    return load_rooms(request.config_dict[SETTINGS].fixtures_dir)


def room_of(request: web.Request) -> Room:
    """The room of the path; the page and its API pass the policy middleware (no Merchant
    header in a frame), so they check the module themselves."""
    require_module(SystemStore(request.config_dict[DB]), MODULE)
    return rooms_of(request).get(int(request.match_info["roomId"]))


def ticket_of(request: web.Request, token: str | None) -> tuple[Room, ChatTicket]:
    room = room_of(request)
    now = request.config_dict[CLOCK].now_ms()
    return room, resolve(request.config_dict[DB], token, room.id, now)


def asked_language(request: web.Request) -> str | None:
    return request.query.get("language") or request.headers.get("Language")


async def list_rooms(request: web.Request) -> web.Response:
    cfg = request.config_dict
    value = service.room_list(
        cfg[DB],
        rooms_of(request),
        language=pick_language(asked_language(request), cfg[FIXTURES]),
        now=cfg[CLOCK].now_ms(),
        zone=cfg[FIXTURES].brand.zone,
        seed=world_store.seed(cfg[DB]),
    )
    return ok(value)


async def launch_chat(request: web.Request) -> web.Response:
    data = dict(request.query)
    if request.method == "POST":
        body = await read_json(request)
        if not isinstance(body, dict):
            raise DomainError("request.invalid", "The body must be a JSON object")
        data.update(body)
    params = validate(LaunchBody, data)
    cfg = request.config_dict
    room = rooms_of(request).get(params.roomId)
    language = pick_language(params.language or request.headers.get("Language"), cfg[FIXTURES])
    value = service.launch(
        cfg[DB],
        room,
        cfg[SETTINGS].public_base,
        member_id=request[MEMBER_ID],
        language=language,
        now=cfg[CLOCK].now_ms(),
    )
    return ok(value)


def _refused(request: web.Request, exc: DomainError) -> web.Response:
    """An HTML page (the frame shows it), in the ticket's language when it is known."""
    cfg = request.config_dict
    fixtures = cfg[FIXTURES]
    found = ticket_row(cfg[DB], request.query.get("t", ""))
    lang = locale_of(fixtures, found["language"] if found else None)
    key = {"ticket.expired": "expired", "function.not.available": "closed"}.get(exc.code)
    body = error_page(words_for(lang)[key or "invalid"], lang)
    policy = headers(fixtures, cfg[SETTINGS].frame_ancestors, "none")
    return web.Response(text=body, status=exc.status, content_type="text/html", headers=policy)


@routes.get(r"/chat/{roomId:\d{1,10}}")
async def room_page(request: web.Request) -> web.Response:
    try:
        room, ticket = ticket_of(request, request.query.get("t"))
    except DomainError as exc:
        return _refused(request, exc)
    cfg = request.config_dict
    fixtures, db, now = cfg[FIXTURES], cfg[DB], cfg[CLOCK].now_ms()
    zone, seed = fixtures.brand.zone, world_store.seed(db)
    crowd = online(room, now=now, zone=zone, seed=seed, chatting=chatting(db, room.id, now))
    html, nonce = page.render(
        room_id=room.id,
        room_name=room.name_in(ticket.language),
        online=crowd,
        locale=locale_of(fixtures, ticket.language),
    )
    policy = headers(fixtures, cfg[SETTINGS].frame_ancestors, nonce)
    return web.Response(text=html, content_type="text/html", headers=policy)


@routes.get(r"/chat/api/{roomId:\d{1,10}}/messages")
async def read_messages(request: web.Request) -> web.Response:
    params = query(ReadQuery, request.query)
    _, ticket = ticket_of(request, params.t)
    cfg = request.config_dict
    return ok(service.read(cfg[DB], ticket, params.after, cfg[FIXTURES].brand.zone))


@routes.post(r"/chat/api/{roomId:\d{1,10}}/messages")
async def post_message(request: web.Request) -> web.Response:
    body = validate(PostBody, await read_json(request))
    _, ticket = ticket_of(request, body.t)
    cfg = request.config_dict
    now, zone = cfg[CLOCK].now_ms(), cfg[FIXTURES].brand.zone
    return ok(service.post(cfg[DB], ticket, body.text, now=now, zone=zone))


@routes.post(r"/__sim/chat/{roomId:\d{1,10}}")
async def qa_post(request: web.Request) -> web.Response:
    body = validate(QaPostBody, await read_json(request))
    room = rooms_of(request).get(int(request.match_info["roomId"]))
    cfg = request.config_dict
    now, zone = cfg[CLOCK].now_ms(), cfg[FIXTURES].brand.zone
    return ok(service.qa_post(cfg[DB], room, body.text, body.as_, now=now, zone=zone))


@routes.get(r"/__sim/chat/{roomId:\d{1,10}}")
async def qa_read(request: web.Request) -> web.Response:
    room = rooms_of(request).get(int(request.match_info["roomId"]))
    cfg = request.config_dict
    return ok(service.qa_read(cfg[DB], room, cfg[FIXTURES].brand.zone))


def setup(app: web.Application) -> None:
    load_rooms(app[SETTINGS].fixtures_dir)  # a bad chat_rooms.yaml fails at start
    app.add_routes(routes)
    add_relay(app, "CBS_modelList", Relay(list_rooms, policy=POLICY))
    add_relay(app, "CBS_launchChat", Relay(launch_chat, frozenset({"GET", "POST"}), POLICY))
