"""Game relays (GCSGAME_gameList, _hotGamesV2, _getVassGameType, _getRankList,
GLS2_roomList) and GET /__sim/catalogue/stats."""

from __future__ import annotations

from aiohttp import web

from ...core.world import store as world_store
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import query
from ...routing import Endpoint, Relay, add_relay
from . import store
from .ranks import rank_list
from .schemas import GameListQuery, HotGamesQuery, RankQuery, RoomQuery, VassalageQuery
from .service import game_list, game_types, hot_games, room_list

GAMES = "GAMELO3"
HOT = "GAMELOHOT3"
routes = web.RouteTableDef()


def language_of(request: web.Request, asked: str | None) -> str | None:
    return asked or request.headers.get("Language")


def world_seed(request: web.Request) -> int:
    return world_store.seed(request.config_dict[DB])


async def list_games(request: web.Request) -> web.Response:
    params = query(GameListQuery, request.query)
    db, fixtures = request.config_dict[DB], request.config_dict[FIXTURES]
    language = language_of(request, params.language)
    return ok(game_list(db, fixtures, params, request[MEMBER_ID], language))


async def list_hot_games(request: web.Request) -> web.Response:
    params = query(HotGamesQuery, request.query)
    fixtures = request.config_dict[FIXTURES]
    if params.merchantCode and params.merchantCode != fixtures.brand.merchantCode:
        raise DomainError("merchant.invalid")
    language = language_of(request, params.language)
    return ok(hot_games(request.config_dict[DB], fixtures, params.vassalage, language))


async def vendor_game_types(request: web.Request) -> web.Response:
    params = query(VassalageQuery, request.query)
    return ok(game_types(request.config_dict[DB], request.config_dict[FIXTURES], params.vassalage))


async def list_rooms(request: web.Request) -> web.Response:
    params = query(RoomQuery, request.query)
    value = room_list(
        request.config_dict[DB],
        request.config_dict[FIXTURES],
        params.vassalage,
        language_of(request, params.language),
        seed=world_seed(request),
        now=request.config_dict[CLOCK].now_ms(),
    )
    return ok(value)


async def winners(request: web.Request) -> web.Response:
    params = query(RankQuery, request.query)
    value = rank_list(
        request.config_dict[DB],
        request.config_dict[FIXTURES],
        now=request.config_dict[CLOCK].now_ms(),
        language=language_of(request, params.language),
        game_type=params.gameType,
        size=params.size,
    )
    return ok(value)


@routes.get("/__sim/catalogue/stats")
async def catalogue_stats(request: web.Request) -> web.Response:
    return ok(store.stats(request.config_dict[DB]))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
    add_relay(app, "GCSGAME_gameList", Relay(list_games, policy=Endpoint(GAMES, token=True)))
    add_relay(app, "GCSGAME_hotGamesV2", Relay(list_hot_games, policy=Endpoint(HOT)))
    add_relay(
        app, "GCSGAME_getVassGameType", Relay(vendor_game_types, policy=Endpoint(GAMES, token=True))
    )
    add_relay(app, "GLS2_roomList", Relay(list_rooms, policy=Endpoint(GAMES, token=True)))
    add_relay(app, "GCSGAME_getRankList", Relay(winners, policy=Endpoint(GAMES)))
