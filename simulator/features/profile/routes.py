"""GET/PUT /wps/member/info (profile), GET/PUT /wps/member/info/icon, the
MCSFE_getPlayerAvatar relay (docs/contract.md section 9)."""

from __future__ import annotations

from aiohttp import web

from ...core.members.store import Member, MemberStore
from ...envelope import ok
from ...errors import DomainError
from ...keys import CLOCK, DB, FIXTURES, MEMBER_ID
from ...parsing import decode_json, read_bounded, read_json, validate
from ...routing import Endpoint, Relay, add_relay, endpoint
from . import avatars
from .schemas import AvatarBody, ProfileBody
from .service import full_info, update_profile

routes = web.RouteTableDef()


def _member(request: web.Request) -> Member:
    member = MemberStore(request.config_dict[DB]).by_id(request[MEMBER_ID])
    if member is None:
        raise DomainError("login.not.session")
    return member


@routes.get("/wps/member/info")
@endpoint(token=True)
async def member_info(request: web.Request) -> web.Response:
    return ok(full_info(request.config_dict[DB], _member(request), request.config_dict[FIXTURES]))


@routes.put("/wps/member/info")
@endpoint(real=True)
async def update_info(request: web.Request) -> web.Response:
    body = validate(ProfileBody, await read_json(request))
    db, member = request.config_dict[DB], _member(request)
    update_profile(db, member, body, request.config_dict[CLOCK].now_ms())
    fresh = MemberStore(db).by_id(member.id)
    assert fresh is not None
    return ok(full_info(db, fresh, request.config_dict[FIXTURES]))


@routes.get("/wps/member/info/icon")
@endpoint(module="PROFPIC3", real=True)
async def icons(request: web.Request) -> web.Response:
    return ok(avatars.static_list(request.config_dict[FIXTURES]))


@routes.put("/wps/member/info/icon")
@endpoint(module="PROFPIC3", real=True)
async def set_icon(request: web.Request) -> web.Response:
    raw = await read_bounded(request, avatars.MAX_BODY_BYTES, field="image")
    body = validate(AvatarBody, decode_json(raw) if raw.strip() else {})
    cfg = request.config_dict
    now = cfg[CLOCK].now_ms()
    return ok(avatars.choose(cfg[DB], cfg[FIXTURES], _member(request), body, now))


async def player_avatar(request: web.Request) -> web.Response:
    cfg = request.config_dict
    return ok(avatars.current(cfg[DB], cfg[FIXTURES], _member(request)))


async def custom_avatar(request: web.Request) -> web.Response:
    found = avatars.custom_file(request.config_dict[DB], request.match_info["name"])
    if found is None:
        raise web.HTTPNotFound()
    content_type, data = found
    headers = {
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Access-Control-Allow-Origin": "*",
    }
    return web.Response(body=data, content_type=content_type, headers=headers)


def setup(app: web.Application) -> None:
    # Before the CDN's catch-all (features.cdn), so uploads are found here.
    app.router.add_get("/cdn/avatars/custom/{name}", custom_avatar)
    app.add_routes(routes)
    policy = Endpoint(module="PROFPIC3", token=True, real=True)
    add_relay(app, "MCSFE_getPlayerAvatar", Relay(player_avatar, policy=policy))
