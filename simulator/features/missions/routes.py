"""Mission relays (module REWCEN3): MCSFE_getMissionSummaryDetails and
MCSFE_getMissionLeaderboard (a session; a trial account may read), MCSFE_claimMissionReward
(a real account)."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import Member, MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID, SETTINGS
from ...parsing import query, read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..games.views import locale_of
from . import service
from .catalogue import Catalogue, load_catalogue
from .leaderboard import leaderboard
from .schemas import ClaimBody, LeaderboardQuery

MODULE = "REWCEN3"
READ = Endpoint(module=MODULE, token=True)
REAL = Endpoint(module=MODULE, token=True, real=True)


def catalogue_of(request: web.Request) -> Catalogue:
    return load_catalogue(request.config_dict[SETTINGS].fixtures_dir)


def locale(request: web.Request) -> str:
    return locale_of(request.config_dict[FIXTURES], request.headers.get("Language"))


def _languages(request: web.Request) -> dict[str, str]:
    fixtures = request.config_dict[FIXTURES]
    codes = [lang["code"] for lang in fixtures.brand.languages]
    return {code: locale_of(fixtures, code) for code in codes}


def _member(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    return member


async def get_summary(request: web.Request) -> web.Response:
    cfg = request.config_dict
    value = service.summary(
        cfg[DB],
        catalogue_of(request),
        request[MEMBER_ID],
        now=cfg[CLOCK].now_ms(),
        zone=cfg[FIXTURES].brand.zone,
        locale=locale(request),
    )
    return ok(value)


async def claim_reward(request: web.Request) -> web.Response:
    body = validate(ClaimBody, await read_json(request))
    cfg = request.config_dict
    value = service.claim(
        cfg[DB],
        catalogue_of(request),
        _member(request),
        body.missionId,
        now=cfg[CLOCK].now_ms(),
        zone=cfg[FIXTURES].brand.zone,
        locale=locale(request),
        languages=_languages(request),
    )
    return ok(value)


async def get_leaderboard(request: web.Request) -> web.Response:
    params = query(LeaderboardQuery, request.query)
    cfg = request.config_dict
    zone, now = cfg[FIXTURES].brand.zone, cfg[CLOCK].now_ms()
    return ok(leaderboard(cfg[DB], request[MEMBER_ID], params.period, now, zone))


def setup(app: web.Application) -> None:
    load_catalogue(app[SETTINGS].fixtures_dir)  # a bad missions.yaml fails at start
    add_relay(app, "MCSFE_getMissionSummaryDetails", Relay(get_summary, policy=READ))
    add_relay(
        app, "MCSFE_claimMissionReward", Relay(claim_reward, frozenset({"POST"}), policy=REAL)
    )
    add_relay(app, "MCSFE_getMissionLeaderboard", Relay(get_leaderboard, policy=READ))
