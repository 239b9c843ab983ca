"""Routes: login (and its code step), register, logout, captcha, PUT /bff/language."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...parsing import parse_body
from . import service
from .schemas import LanguageRequest, LoginRequest, LoginVerifyRequest, RegisterRequest

routes = web.RouteTableDef()


@routes.post("/wps/session/login")
async def login(request: web.Request) -> web.Response:
    body = await parse_body(request, LoginRequest)
    return ok((await service.login(request, body)).model_dump())


@routes.post("/wps/session/login/verify")
async def login_verify(request: web.Request) -> web.Response:
    body = await parse_body(request, LoginVerifyRequest)
    return ok((await service.login_verify(request, body)).model_dump())


@routes.put("/wps/member/register")
async def register(request: web.Request) -> web.Response:
    body = await parse_body(request, RegisterRequest)
    return ok((await service.register(request, body)).model_dump())


@routes.delete("/wps/session/logout")
@routes.post("/wps/session/logout")
async def logout(request: web.Request) -> web.Response:
    return ok(await service.logout(request))


@routes.get("/wps/captcha")
async def captcha(request: web.Request) -> web.Response:
    return ok(await service.captcha(request))


@routes.put("/bff/language")
async def language(request: web.Request) -> web.Response:
    body = await parse_body(request, LanguageRequest)
    return ok({"language": await service.set_language(request, body.language)})


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
