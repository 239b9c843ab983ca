"""Dedicated accounts routes; the plain ones are served by the forwarder."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...parsing import parse_body
from . import service
from .schemas import (
    ChangePasswordRequest,
    FreePlayRequest,
    MobileRegisterRequest,
    PhoneResetRequest,
)

routes = web.RouteTableDef()


@routes.put("/wps/member/register/mobile")
async def register_mobile(request: web.Request) -> web.Response:
    body = await parse_body(request, MobileRegisterRequest)
    return ok((await service.register_mobile(request, body)).model_dump())


@routes.post("/wps/session/login/freeplay")
async def free_play(request: web.Request) -> web.Response:
    body = await parse_body(request, FreePlayRequest)  # required, as the OpenAPI document says
    return ok((await service.free_play(request, body)).model_dump())


@routes.post("/wps/member/password/verification")
async def reset_by_phone(request: web.Request) -> web.Response:
    body = await parse_body(request, PhoneResetRequest)
    return ok((await service.reset_by_phone(request, body)).model_dump())


@routes.post("/wps/member/password")
async def change_password(request: web.Request) -> web.Response:
    body = await parse_body(request, ChangePasswordRequest)
    return ok(await service.change_password(request, body))


@routes.put("/wps/member/info/icon")
async def set_avatar(request: web.Request) -> web.Response:
    return ok(await service.set_avatar(request))


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
