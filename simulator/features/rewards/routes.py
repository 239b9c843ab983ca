"""Relay MCSFE_getRewardCenter (module REWCEN3, a session; a trial account may read)."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...routing import Endpoint, Relay, add_relay
from ..missions.routes import catalogue_of, locale
from .service import reward_center


async def get_reward_center(request: web.Request) -> web.Response:
    cfg = request.config_dict
    value = reward_center(
        cfg[DB],
        catalogue_of(request),
        request[MEMBER_ID],
        now=cfg[CLOCK].now_ms(),
        zone=cfg[FIXTURES].brand.zone,
        locale=locale(request),
    )
    return ok(value)


def setup(app: web.Application) -> None:
    policy = Endpoint(module="REWCEN3", token=True)
    add_relay(app, "MCSFE_getRewardCenter", Relay(get_reward_center, policy=policy))
