"""Relay ODSFE2_getWinnerBoard (no token): the biggest real wins of the last 7 days."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES
from ...parsing import query
from ...routing import Relay, add_relay
from .schemas import BoardQuery
from .service import winner_board


async def get_board(request: web.Request) -> web.Response:
    params = query(BoardQuery, request.query)
    cfg = request.config_dict
    value = winner_board(
        cfg[DB],
        cfg[FIXTURES],
        now=cfg[CLOCK].now_ms(),
        language=params.language or request.headers.get("Language"),
        size=params.size,
    )
    return ok(value)


def setup(app: web.Application) -> None:
    add_relay(app, "ODSFE2_getWinnerBoard", Relay(get_board))
