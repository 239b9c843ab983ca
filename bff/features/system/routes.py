"""GET /bff/customer-service: {url}, the decrypted chat address (customer_service.py).

A visitor's lookup is the same for all (cached); a session's is read with its token (a VIP
member gets the VIP address) and never cached. If the upstream no longer knows the session,
or a forced password change is pending, the visitor's address stands in: the pop-up opens
on the maintenance and restriction pages too, and must not fail for a stale login.
"""

from __future__ import annotations

from aiohttp import web

from ... import keys
from ...catalogue import entry
from ...context import call_context
from ...envelope import ok
from ...errors import DomainError
from ...upstream.calls import Fetched, call_for_request
from .customer_service import chat_url, parse_key

routes = web.RouteTableDef()


async def _lookup(request: web.Request) -> Fetched:
    ctx = await call_context(request)
    if ctx.token and not ctx.password_change_required:
        try:
            return await call_for_request(request, entry("system.customerService.member"), ctx=ctx)
        except DomainError as exc:
            if exc.status != 401:
                raise
    return await call_for_request(request, entry("system.customerService"), ctx=ctx)


@routes.get("/bff/customer-service")
async def customer_service(request: web.Request) -> web.Response:
    fetched = await _lookup(request)
    return ok({"url": chat_url(fetched.value, request.app[keys.CS_KEY])}, stale=fetched.stale)


def setup(app: web.Application) -> None:
    settings = app[keys.SETTINGS]
    raw = settings.cs_key.get_secret_value() if settings.cs_key else app[keys.BRAND].cs_key
    app[keys.CS_KEY] = parse_key(raw)
    app.router.add_routes(routes)
