"""Relay ODSFE2_getBetRecord (token, real account): the member's betting record."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import query
from ...routing import Endpoint, Relay, add_relay
from ..games.views import locale_of
from .schemas import BetRecordQuery
from .service import bet_record


async def get_bet_record(request: web.Request) -> web.Response:
    params = query(BetRecordQuery, request.query)
    language = params.language or request.headers.get("Language")
    locale = locale_of(request.config_dict[FIXTURES], language)
    now = request.config_dict[CLOCK].now_ms()
    db, zone = request.config_dict[DB], request.config_dict[FIXTURES].brand.zone
    return ok(bet_record(db, request[MEMBER_ID], params, locale, now=now, zone=zone))


def setup(app: web.Application) -> None:
    add_relay(
        app, "ODSFE2_getBetRecord", Relay(get_bet_record, policy=Endpoint(real=True, token=True))
    )
