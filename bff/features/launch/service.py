"""Game launch: the BFF completes the launch fields of SPEC.md section 7 from the session
(launch_fields), then normalises the answer: whatever shape the upstream used (UPSTREAM_NOTES.md:
`content.game_url`, `content.gameUrl`, `content.game_url2`, `content` as the address for
PVP, a top-level `game_url` / `gameUrl`), the browser gets `content.game_url` (and
`content.game_url2` when there is an alternative). The launch host is picked at random from
the upstream's launchGameCDNs and the launch URLs are rewritten to it; `origin=<site
origin>` is added so the game page may post wallet.changed back to the site (the page checks
it against its frame-ancestors).

The host list comes from the system status the gate already caches (as the bootstrap's
image CDN choice does), so a launch costs no extra upstream call. No usable host (or no
status): the URL is kept as the upstream gave it, only `origin` is added.
"""

from __future__ import annotations

import logging
import random
import re
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from aiohttp import web
from aiohttp_session import get_session

from ... import keys
from ...context import CallContext, forwarded_proto
from ...errors import DomainError
from .schemas import LaunchValue

log = logging.getLogger(__name__)

URL_FIELDS = ("game_url", "gameUrl", "game_url2")
TRIAL = 4  # session accountType of free play: launches as platform accountType 0
DEFAULTS = {"launchMode": "GLS", "platform": "html5-desktop"}  # the browser may choose these
WEB_CLIENT = 3
HOST = re.compile(r"^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$")


def origin_of(url: Any) -> str | None:
    """`scheme://host[:port]` of an http(s) URL, else None."""
    if not isinstance(url, str):
        return None
    try:
        parts = urlsplit(url.strip())
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    if parts.username or parts.password or not HOST.match(parts.netloc):
        return None
    return f"{parts.scheme.lower()}://{parts.netloc.lower()}"


def pick_launch_cdn(status: dict[str, Any] | None) -> str | None:
    """One launchGameCDNs host (its origin), chosen at random; None when there is none."""
    info = (status or {}).get("info") or {}
    hosts = [o for o in (origin_of(c) for c in info.get("launchGameCDNs") or []) if o]
    return random.choice(hosts) if hosts else None


def rewrite(url: str, host: str | None, site: str | None) -> str:
    """The URL on `host` (scheme, host and port replaced; path and query kept), with
    `origin=<site>` set in its query. A URL that is not http(s) is left alone."""
    if origin_of(url) is None:
        return url
    parts = urlsplit(url.strip())
    scheme, netloc = parts.scheme, parts.netloc
    if host is not None:
        new = urlsplit(host)
        scheme, netloc = new.scheme, new.netloc
    query = parts.query
    if site is not None:
        pairs = [(k, v) for k, v in parse_qsl(query, keep_blank_values=True) if k != "origin"]
        query = urlencode([*pairs, ("origin", site)])
    return urlunsplit((scheme, netloc, parts.path, query, parts.fragment))


def site_origin(request: web.Request) -> str | None:
    """The site's own origin: PUBLIC_ORIGIN, else the request's scheme and Host (the scheme
    from X-Forwarded-Proto only as trusted proxies pass it on: context.forwarded_proto)."""
    settings = request.app[keys.SETTINGS]
    if settings.public_origin:
        return settings.public_origin
    scheme = forwarded_proto(request) or request.scheme
    host = request.headers.get("Host", "")
    return f"{scheme}://{host.lower()}" if host and HOST.match(host) else None


async def launch_host(app: web.Application, ctx: CallContext) -> str | None:
    try:
        status = (await app[keys.GATE].status(ctx)).value
    except DomainError as exc:
        log.info("no system status for the launch host (%s): URL kept", exc.code)
        return None
    return pick_launch_cdn(status)


async def launch_fields(
    request: web.Request, ctx: CallContext, chosen: dict[str, Any]
) -> dict[str, Any]:
    """The browser's choice (vassalage, gameId, nodeId, platform, launchMode) plus the
    fields only the BFF knows: the account type of the session, its username and language,
    the merchant. The token goes upstream as the Authorization header, never in the body."""
    session = await get_session(request)
    return {
        **DEFAULTS,
        **chosen,
        "accountType": 0 if ctx.account_type == TRIAL else 1,
        "confirmTrans": 0,
        "clientType": WEB_CLIENT,
        "username": session.get("account") or "",
        "merchantCode": ctx.merchant,
        "language": ctx.language,
    }


def _normalised(value: Any, host: str | None, site: str | None) -> dict[str, Any]:
    found = LaunchValue.model_validate(value)
    main, alternative = found.addresses()
    content: dict[str, Any] = {}
    if isinstance(value.get("content"), dict):  # keep what else the upstream put there
        content = {k: v for k, v in value["content"].items() if k not in URL_FIELDS}
    content["game_url"] = rewrite(main or "", host, site)
    if alternative:
        content["game_url2"] = rewrite(alternative, host, site)
    rest = {k: v for k, v in value.items() if k not in ("content", *URL_FIELDS)}
    return {**rest, "content": content}


async def rewrite_launch(request: web.Request, ctx: CallContext, value: Any) -> Any:
    """The launch value as `content.game_url` (+ `game_url2`), every URL on one chosen host
    and carrying `origin`. The value was validated against LaunchValue by the call."""
    host = await launch_host(request.app, ctx)
    return _normalised(value, host, site_origin(request))
