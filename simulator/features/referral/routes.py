"""Referral relays (module AFFMAN3, a real account): MCSFE_getReferralInfo and
MCSFE_getReferralList; the QA desk's POST /__sim/referral/run. The job is in jobs.py."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import query
from ...routing import Endpoint, Relay, add_relay
from . import service
from .payout import run_rewards
from .schemas import ListQuery
from .service import Rule

REAL = Endpoint(module="AFFMAN3", token=True, real=True)

routes = web.RouteTableDef()


def rule_of(request: web.Request) -> Rule:
    return Rule.of(request.config_dict[FIXTURES].brand.referral)


async def get_info(request: web.Request) -> web.Response:
    cfg = request.config_dict
    return ok(service.info(cfg[DB], request[MEMBER_ID], rule_of(request), cfg[CLOCK].now_ms()))


async def get_list(request: web.Request) -> web.Response:
    params = query(ListQuery, request.query)
    cfg = request.config_dict
    value = service.invitees(
        cfg[DB],
        request[MEMBER_ID],
        rule_of(request),
        page_no=params.pageNo,
        page_size=params.pageSize,
        now=cfg[CLOCK].now_ms(),
        zone=cfg[FIXTURES].brand.zone,
    )
    return ok(value)


@routes.post("/__sim/referral/run")
async def desk_run(request: web.Request) -> web.Response:
    cfg = request.config_dict
    return ok(run_rewards(cfg[DB], rule_of(request), cfg[CLOCK].now_ms()))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "MCSFE_getReferralInfo", Relay(get_info, policy=REAL))
    add_relay(app, "MCSFE_getReferralList", Relay(get_list, policy=REAL))
