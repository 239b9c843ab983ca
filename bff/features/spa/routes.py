"""Serving the built SPA: hashed assets cached for a year, history fallback to index.html.

Before the page goes out, the hosts of the caller's system status join the site's
Content-Security-Policy (bff/headers.py), so the page allows the image CDN and game hosts
its bootstrap and launches will pick.
"""

from __future__ import annotations

import asyncio
import html
import logging
import re
from pathlib import Path

from aiohttp import web

from ... import headers, keys
from ...context import call_context
from ...errors import DomainError
from ...upstream.deadline import Deadline
from ..bootstrap.brand import BrandFile
from ..forwarder.routes import is_api_path

log = logging.getLogger(__name__)

IMMUTABLE = "public, max-age=31536000, immutable"
NO_CACHE = "no-cache"

MISSING_DIST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The web app is not built</h1>
<p>The BFF found no built SPA at <code>{dist}</code>. Build it with
<code>npm --prefix web ci &amp;&amp; npm --prefix web run build</code> (or <code>make run</code>),
or point <code>WEB_DIST</code> at a built copy. The API under /wps, /lgw and /bff works.</p>
</body></html>
"""


def _inside(root: Path, relative: str) -> Path | None:
    """The file for `relative` under `root`, refusing anything that leaves it."""
    if "\0" in relative:
        return None
    try:
        candidate = (root / relative.lstrip("/")).resolve()
        root = root.resolve()
    except (OSError, ValueError):
        return None
    if candidate != root and root not in candidate.parents:
        return None
    return candidate if candidate.is_file() else None


# Languages written right to left among the SPA's wording sets.
RTL_LANGUAGES = frozenset({"ar", "fa", "ur", "he"})
_HTML_TAG = re.compile(rb"<html\b[^>]*>")
_TITLE = re.compile(rb"<title>.*?</title>", re.S)


def branded_index(page: bytes, brand: BrandFile) -> bytes:
    """index.html as this brand's first paint: its name as the title, and its default language
    and theme on <html>, so a first visit loads the brand's wording set (not English) and
    shows its theme before the bootstrap answers. A visitor's stored choices win in the SPA."""
    locale = html.escape(brand.default_locale, quote=True)
    direction = "rtl" if brand.default_locale.split("-")[0] in RTL_LANGUAGES else "ltr"
    tag = (
        f'<html lang="{locale}" dir="{direction}" data-theme="{brand.theme_mode}" '
        f'data-brand-locale="{locale}">'
    ).encode()
    page = _HTML_TAG.sub(lambda _: tag, page, count=1)
    title = f"<title>{html.escape(brand.name)}</title>".encode()
    return _TITLE.sub(lambda _: title, page, count=1)


async def learn_hosts(request: web.Request) -> None:
    """The caller's system status (cached by the gate for the bootstrap that follows) adds its
    hosts to the policy; a page waits at most STATUS_TIMEOUT for it, then goes without."""
    app = request.app
    deadline = Deadline.after(app[keys.SETTINGS].status_timeout)
    try:
        fetched = await app[keys.GATE].status(await call_context(request), deadline)
    except DomainError as exc:
        log.info("no system status for the page's CSP hosts (%s)", exc.code)
        return
    app[headers.POLICY].learn(fetched.value)


def _dist(request: web.Request) -> Path:
    settings = request.app[keys.SETTINGS]
    return settings.resolve(settings.web_dist)


async def asset(request: web.Request) -> web.StreamResponse:
    found = _inside(_dist(request) / "assets", request.match_info["path"])
    if found is None:
        raise DomainError("path.not.found")
    # The build's .br and .gz copies are picked by Accept-Encoding (aiohttp's FileResponse);
    # caches keep one copy per encoding, the plain file included.
    return web.FileResponse(found, headers={"Cache-Control": IMMUTABLE, "Vary": "Accept-Encoding"})


async def page(request: web.Request) -> web.StreamResponse:
    if is_api_path(request.path):
        raise DomainError("path.not.found")
    dist = _dist(request)
    index = dist / "index.html"
    if not index.is_file():
        return web.Response(
            text=MISSING_DIST.format(dist=dist),
            status=503,
            content_type="text/html",
            headers={"Cache-Control": NO_CACHE},
        )
    tail = request.match_info.get("tail", "")
    found = _inside(dist, tail) if tail else None
    if found is not None and found != index.resolve():
        return web.FileResponse(found, headers={"Cache-Control": NO_CACHE})
    await learn_hosts(request)
    # A plain Response (not a FileResponse) so the first visit also gets its cookies.
    return web.Response(
        body=branded_index(await asyncio.to_thread(index.read_bytes), request.app[keys.BRAND]),
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": NO_CACHE},
    )


def setup(app: web.Application) -> None:
    """Registered last: every GET that nothing else answered."""
    app.router.add_get("/assets/{path:.*}", asset)
    app.router.add_get("/{tail:.*}", page)
