"""Relay MCSFE_getPlayerRank (a session); the QA desk's POST /__sim/ranks/evaluate and PUT
/__sim/players/<account> {clubRank}. The job is in jobs.py."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import read_json, validate
from ...routing import Endpoint, Relay, add_relay
from ..content.service import pick_language
from ..members.service import rank_label
from . import service
from .schemas import PlayerBody

routes = web.RouteTableDef()


async def get_player_rank(request: web.Request) -> web.Response:
    cfg = request.config_dict
    member = MemberStore(cfg[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    language = pick_language(request.headers.get("Language"), cfg[FIXTURES])
    return ok(service.player_rank(cfg[DB], cfg[FIXTURES], member, cfg[CLOCK].now_ms(), language))


@routes.post("/__sim/ranks/evaluate")
async def desk_evaluate(request: web.Request) -> web.Response:
    cfg = request.config_dict
    return ok(service.evaluate(cfg[DB], cfg[FIXTURES], cfg[CLOCK].now_ms()))


@routes.put("/__sim/players/{account}")
async def desk_player(request: web.Request) -> web.Response:
    """Sets a player's rank as QA wants it (up or down); journal rank.changed by desk."""
    body = validate(PlayerBody, await read_json(request))
    cfg = request.config_dict
    db, fixtures = cfg[DB], cfg[FIXTURES]
    member = MemberStore(db).by_account(request.match_info["account"])
    if member is None:
        raise DomainError("USER_NOT_EXIST")
    if body.clubRank != member.club_rank:
        with db.transaction():
            service.change_rank(
                db,
                fixtures,
                member_id=member.id,
                account=member.account,
                previous=member.club_rank,
                level=body.clubRank,
                now=cfg[CLOCK].now_ms(),
                by="desk",
            )
    label = rank_label(fixtures, body.clubRank)
    return ok({"account": member.account, "clubRank": body.clubRank, "labelName": label})


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "MCSFE_getPlayerRank", Relay(get_player_rank, policy=Endpoint(token=True)))
