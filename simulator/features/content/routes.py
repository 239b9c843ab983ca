"""Relays GCSGAME_newGameVendor (the announcements moved to features/announcements)."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import FIXTURES
from ...parsing import query
from ...routing import Endpoint, Relay, add_relay
from .schemas import VendorQuery
from .service import vendor_lanes


async def new_game_vendor(request: web.Request) -> web.Response:
    query(VendorQuery, request.query)
    return ok(vendor_lanes(request.config_dict[FIXTURES]))


def setup(app: web.Application) -> None:
    add_relay(app, "GCSGAME_newGameVendor", Relay(new_game_vendor, policy=Endpoint("GAMELO3")))
