"""Relays MCSFE_getFavoriteGames (POST: add or remove), MCSFE_getFavoriteGamesList and
GCS_recentGame; MCSFE_addFavoriteGameV2 and MCSFE_removeFavoriteGameV2 {gameId}, the names the
platform's own client uses, are MCSFE_getFavoriteGames with action add and remove."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import query, read_json, validate
from ...routing import Endpoint, Handler, Relay, add_relay
from .schemas import FavouriteChange, ListQuery
from .service import change, favourite_list, recent_list


async def change_favourite(request: web.Request, action: str | None = None) -> web.Response:
    data = dict(request.query)
    body = await read_json(request)
    if not isinstance(body, dict):
        raise DomainError("request.invalid", "The body must be a JSON object")
    data.update(body)
    if action is not None:
        data["action"] = action  # the V2 name says what to do, whatever the body says
    params = validate(FavouriteChange, data)
    db = request.config_dict[DB]
    member = MemberStore(db).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    now = request.config_dict[CLOCK].now_ms()
    return ok(change(db, params, member_id=member.id, account=member.account, now=now))


def change_as(action: str) -> Handler:
    async def handler(request: web.Request) -> web.Response:
        return await change_favourite(request, action)

    return handler


def _language(request: web.Request) -> str | None:
    return query(ListQuery, request.query).language or request.headers.get("Language")


async def list_favourites(request: web.Request) -> web.Response:
    db, fixtures = request.config_dict[DB], request.config_dict[FIXTURES]
    return ok(favourite_list(db, fixtures, request[MEMBER_ID], _language(request)))


async def list_recent(request: web.Request) -> web.Response:
    db, fixtures = request.config_dict[DB], request.config_dict[FIXTURES]
    return ok(recent_list(db, fixtures, request[MEMBER_ID], _language(request)))


def setup(app: web.Application) -> None:
    add_relay(
        app,
        "MCSFE_getFavoriteGames",
        Relay(change_favourite, frozenset({"POST"}), Endpoint("GAMELO3", token=True)),
    )
    for name, action in (
        ("MCSFE_addFavoriteGameV2", "add"),
        ("MCSFE_removeFavoriteGameV2", "remove"),
    ):
        policy = Endpoint("GAMELO3", token=True)
        add_relay(app, name, Relay(change_as(action), frozenset({"POST"}), policy))
    add_relay(
        app,
        "MCSFE_getFavoriteGamesList",
        Relay(list_favourites, policy=Endpoint("GAMELO3", token=True)),
    )
    add_relay(app, "GCS_recentGame", Relay(list_recent, policy=Endpoint("GAMELOREC3", token=True)))
