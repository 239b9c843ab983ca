"""GET /wps/system/status, whitelabel, setting/register, country, domainRoute and
customerService (none needs a session; all answer during maintenance and restriction)."""

from __future__ import annotations

from aiohttp import web

from ...envelope import ok
from ...keys import CLOCK, DB, FIXTURES, SETTINGS
from ...parsing import query
from .customer_service import lookup
from .lines import domain_list
from .schemas import StatusQuery
from .service import caller_ip, status_for, status_value
from .store import SystemStore
from .web_clip import CONTENT_TYPE, web_clip_profile

routes = web.RouteTableDef()


@routes.get("/wps/system/status")
async def system_status(request: web.Request) -> web.Response:
    query(StatusQuery, request.query)  # validated; the status does not depend on the host
    db, fixtures = request.config_dict[DB], request.config_dict[FIXTURES]
    status = status_for(SystemStore(db), fixtures, caller_ip(request))
    return ok(status_value(status, fixtures, domain_list(db, fixtures)))


@routes.get("/cdn/app/web-clip.mobileconfig")  # before the CDN's catch-all (features.cdn)
async def web_clip(request: web.Request) -> web.Response:
    """The brand's MOBILECONFIG resource: an iOS profile with a web clip of the site."""
    brand = request.config_dict[FIXTURES].brand
    filename = f"{brand.merchantCode.lower()}.mobileconfig"
    return web.Response(
        body=web_clip_profile(brand, request.config_dict[SETTINGS].site_url),
        content_type=CONTENT_TYPE,
        headers={
            "Content-Disposition": f'attachment; filename="{filename}"',
            "Cache-Control": "no-cache",
            "X-Content-Type-Options": "nosniff",
        },
    )


@routes.get("/wps/system/whitelabel")
async def whitelabel(request: web.Request) -> web.Response:
    return ok(SystemStore(request.config_dict[DB]).tree())


@routes.get("/wps/system/setting/register")
async def register_settings(request: web.Request) -> web.Response:
    rules = request.config_dict[FIXTURES].brand.register_rules
    return ok({name: rule.model_dump() for name, rule in rules.items()})


@routes.get("/wps/system/country")
async def countries(request: web.Request) -> web.Response:
    return ok([country.model_dump() for country in request.config_dict[FIXTURES].countries])


@routes.get("/wps/system/domainRoute")
async def domain_route(request: web.Request) -> web.Response:
    return ok({"domainList": domain_list(request.config_dict[DB], request.config_dict[FIXTURES])})


@routes.get("/wps/system/customerService")
async def customer_service(request: web.Request) -> web.Response:
    """No session needed; a session's token, when sent, may pick the VIP address."""
    cfg = request.config_dict
    token = request.headers.get("Authorization", "").strip() or None
    return ok(lookup(cfg[DB], cfg[FIXTURES], token, cfg[CLOCK].now_ms()))


def setup(app: web.Application) -> None:
    app.add_routes(routes)
