"""Relays MCSFE_getListAnnouncements and GCSGAME_newGameVendor."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import FIXTURES
from ...parsing import query
from ...routing import Endpoint, Relay, add_relay
from .schemas import AnnouncementsQuery, VendorQuery
from .service import announcements, pick_language, vendor_lanes


async def list_announcements(request: web.Request) -> web.Response:
    params = query(AnnouncementsQuery, request.query)
    fixtures = request.config_dict[FIXTURES]
    language = pick_language(request.headers.get("Language"), fixtures)
    return ok(announcements(fixtures, set(params.types.split(",")), language))


async def new_game_vendor(request: web.Request) -> web.Response:
    query(VendorQuery, request.query)
    return ok(vendor_lanes(request.config_dict[FIXTURES]))


def setup(app: web.Application) -> None:
    add_relay(app, "MCSFE_getListAnnouncements", Relay(list_announcements))
    add_relay(app, "GCSGAME_newGameVendor", Relay(new_game_vendor, policy=Endpoint("GAMELO3")))
