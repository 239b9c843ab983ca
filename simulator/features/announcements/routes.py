"""Announcement relays (module COMM3): MCSFE_getListAnnouncements (no session needed; with
one, the pop-ups leave out those the member dismissed) and MCSFE_dismissAnnouncement; the
QA desk under /__sim/announcements."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import MemberStore
from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import query, read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..content.service import pick_language
from ..session.store import SessionStore
from . import service
from .schemas import AnnouncementsQuery, DismissBody, PublishBody

MODULE = "COMM3"

routes = web.RouteTableDef()


def _now(request: web.Request) -> int:
    return request.config_dict[CLOCK].now_ms()


def _reader(request: web.Request) -> int | None:
    """The member behind the call's token, if it carries a live one (never refused here)."""
    token = request.headers.get("Authorization", "").strip()
    if not token:
        return None
    return SessionStore(request.config_dict[DB]).member_for(token, _now(request))


async def list_announcements(request: web.Request) -> web.Response:
    params = query(AnnouncementsQuery, request.query)
    cfg = request.config_dict
    language = pick_language(request.headers.get("Language"), cfg[FIXTURES])
    value = service.announcements(
        cfg[DB], cfg[FIXTURES], params, language, member_id=_reader(request), now=_now(request)
    )
    return ok(value)


async def dismiss(request: web.Request) -> web.Response:
    body = validate(DismissBody, await read_json(request))
    db = request.config_dict[DB]
    member = MemberStore(db).by_id(request[MEMBER_ID])
    account = member.account if member else None
    return ok(service.dismiss(db, request[MEMBER_ID], account, body.id, _now(request)))


@routes.get("/__sim/announcements")
async def desk_list(request: web.Request) -> web.Response:
    return ok(service.desk(request.config_dict[DB], _now(request)))


@routes.post("/__sim/announcements")
async def desk_publish(request: web.Request) -> web.Response:
    body = validate(PublishBody, await read_json(request))
    cfg = request.config_dict
    notice = service.publish(cfg[DB], cfg[FIXTURES], body, _now(request))
    language = cfg[FIXTURES].brand.defaultLanguage
    return ok(service.notice_view(notice, cfg[FIXTURES], language))


@routes.post(r"/__sim/announcements/{id:\d{1,10}}/expire")
async def desk_expire(request: web.Request) -> web.Response:
    cfg = request.config_dict
    notice = service.expire(cfg[DB], int(request.match_info["id"]), _now(request))
    language = cfg[FIXTURES].brand.defaultLanguage
    return ok(service.notice_view(notice, cfg[FIXTURES], language))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "MCSFE_getListAnnouncements", Relay(list_announcements, policy=Endpoint(MODULE)))
    add_relay(
        app,
        "MCSFE_dismissAnnouncement",
        Relay(dismiss, frozenset({"POST"}), policy=Endpoint(MODULE, token=True)),
    )
