"""Bootstrap: status, whitelabel, register rules, countries, member and balance at once, and
the public reads of the first screen."""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from aiohttp import web
from aiohttp_session import get_session

from ... import keys, sessions
from ...catalogue import entry, exposed_at
from ...context import CallContext, call_context
from ...errors import DomainError
from ...parsing import parse_query_items, query_params
from ...upstream.calls import Fetched, call_entry, call_for_request, deadline_for, fetch_entry
from .schemas import Bootstrap

log = logging.getLogger(__name__)

PUBLIC_INFO = ("customerService", "resources", "analytics")
PARTS = ("status", "whitelabel", "register", "countries")

# The public reads of the SPA's first screen (the shell's game navigation, the home page's
# banners, headlines, hot games and winners), as the SPA makes them (web/src/lib/preload.ts
# takes an answer only for a call it makes with exactly this path and query). They come with
# the bootstrap, so a first visit needs one round trip before the page is usable; each is what
# its own call would answer (the cache, the language flush, the status gate).
FIRST_SCREEN = (
    "/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop",
    "/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W",
    "/wps/relay/MCSFE_getListAnnouncements?types=H&platform=W",
    "/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5-desktop",
    "/wps/relay/ODSFE2_getWinnerBoard?size=20",
)


def flatten_modules(tree: list[dict[str, Any]], parent_on: bool = True) -> dict[str, bool]:
    """{modId: on}; a child is on only if it and every ancestor are on."""
    out: dict[str, bool] = {}
    for node in tree:
        on = parent_on and str(node.get("enabled")) == "1"
        out[str(node.get("modId"))] = on
        out.update(flatten_modules(node.get("childrenNodes") or [], on))
    return out


def pick_cdn(status: dict[str, Any]) -> str | None:
    cdns = [c for c in (status.get("info") or {}).get("imageCDNs") or [] if isinstance(c, str)]
    return random.choice(cdns) if cdns else None


def origin(url: str | None) -> str:
    if not url:
        return ""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else url


def public_status(status: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in status.items() if k != "info"}
    info = status.get("info") or {}
    out["info"] = {k: info[k] for k in PUBLIC_INFO if k in info}
    return out


async def _logged_in(app: web.Application, ctx: CallContext) -> tuple[Any, Any, bool]:
    """(member, balance, expired); other failures leave the parts null, and so does a
    pending forced password change (those calls are refused until it is done)."""
    if not ctx.token or ctx.password_change_required:
        return None, None, False
    results = await asyncio.gather(
        call_entry(app, entry("member.info"), ctx),
        call_entry(app, entry("wallet.balance"), ctx),
        return_exceptions=True,
    )
    for result in results:
        if isinstance(result, DomainError):
            if result.status == 401:
                return None, None, True
            log.info("bootstrap member part failed: %s", result.code)
        elif isinstance(result, BaseException):
            raise result
    member, balance = (None if isinstance(r, BaseException) else r for r in results)
    return member, balance, False


async def _preload(request: web.Request, ctx: CallContext, call: str) -> dict[str, Any] | None:
    """{path, value} of one first-screen read; None when it failed (the SPA then asks)."""
    path, _, query_string = call.partition("?")
    found = exposed_at(path)
    if found is None or found.query is None:
        raise AssertionError(f"{call} is not a public read of the catalogue")
    query = query_params(parse_query_items(dict(parse_qsl(query_string)), found.query))
    try:
        fetched = await call_for_request(request, found, query=query, ctx=ctx)
    except DomainError as exc:
        log.info("bootstrap left out %s: %s", call, exc.code)
        return None
    return {"path": call, "value": fetched.value}


async def bootstrap(request: web.Request) -> Fetched:
    """The bootstrap value; stale when a part is a last known value (upstream failing).

    Each part runs within its own deadline, all at once. The status falls back to the last
    known one, the cached parts to their stale values; a part with neither fails the whole
    answer with its error envelope. Member and balance failures leave them null.
    """
    app = request.app
    ctx = await call_context(request)
    status_deadline = deadline_for(app, entry("system.status"))
    *parts, (member, balance, expired), preloaded = await asyncio.gather(
        app[keys.GATE].status(ctx, status_deadline),
        fetch_entry(app, entry("system.whitelabel"), ctx),
        fetch_entry(app, entry("system.register"), ctx),
        fetch_entry(app, entry("system.country"), ctx),
        _logged_in(app, ctx),
        asyncio.gather(*(_preload(request, ctx, call) for call in FIRST_SCREEN)),
    )
    stale = [name for name, part in zip(PARTS, parts, strict=True) if part.stale]
    if stale:
        log.info("bootstrap served with stale parts: %s", ", ".join(stale))
    status, whitelabel, register, countries = (part.value for part in parts)
    session = await get_session(request)
    if expired:
        sessions.forget_login(session)
    cdn = pick_cdn(status)
    upstream_brand = {"customerService": (status.get("info") or {}).get("customerService")}
    logged_in = bool(session.get("token"))
    value = {
        "brand": app[keys.BRAND].public(origin(cdn), upstream_brand),
        "status": public_status(status),
        "modules": flatten_modules(whitelabel),
        "whitelabel": whitelabel,
        "register": register,
        "countries": countries,
        "imageCdn": cdn,
        "session": {
            "loggedIn": logged_in,
            "account": session.get("account") if logged_in else None,
            "accountType": session.get("accountType") if logged_in else None,
            "passwordChangeRequired": logged_in and bool(session.get(sessions.PASSWORD_CHANGE)),
        },
        "member": member if logged_in else None,
        "balance": balance if logged_in else None,
        "language": ctx.language,
        "preloaded": [found for found in preloaded if found is not None],
    }
    public = Bootstrap.model_validate(value).model_dump(mode="json", by_alias=True)
    return Fetched(public, stale=bool(stale))
