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
from collections.abc import Iterable
from pathlib import Path

from aiohttp import web

from ... import headers, keys, sessions
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


# The built index.html preloads the start wording set (web/vite.config.ts) with this in place
# of the locale; the page names the one the visitor's browser will load: the locale the SPA
# last loaded (its cookie), else the brand's default, else English, the first of them the
# build has a set for. With none, the preload goes.
START_LOCALE = b"__START_LOCALE__"
WORDING_COOKIE = "wordingLocale"
FALLBACK_LOCALE = "en"
_LOCALE = re.compile(r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,4})?")
_START_PRELOAD = re.compile(
    rb"<link\b[^>]*/assets/locales/(\w+)/__START_LOCALE__/start\.json[^>]*>"
)


def with_wording(page: bytes, dist: Path, wanted: Iterable[str | None]) -> bytes:
    """index.html with its start wording preload naming the first locale of `wanted` the build
    has a start set for, or without the preload."""
    found = _START_PRELOAD.search(page)
    if found is None:
        return page
    sets = dist / "assets" / "locales" / found.group(1).decode()
    link = found.group(0)
    for locale in wanted:
        if locale and _LOCALE.fullmatch(locale) and (sets / locale / "start.json").is_file():
            link = link.replace(START_LOCALE, locale.encode())
            break
    else:
        link = b""
    return page[: found.start()] + link + page[found.end() :]


def render_page(index: Path, brand: BrandFile, wording_locale: str | None) -> bytes:
    """The page as it goes out (in a worker thread: it reads files)."""
    wanted = (wording_locale, brand.default_locale, FALLBACK_LOCALE)
    return branded_index(with_wording(index.read_bytes(), index.parent, wanted), brand)


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
    wording = sessions.read_cookie(request, WORDING_COOKIE)
    return web.Response(
        body=await asyncio.to_thread(render_page, index, request.app[keys.BRAND], wording),
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": NO_CACHE},
    )


def setup(app: web.Application) -> None:
    """Registered last: every GET that nothing else answered."""
    app.router.add_get("/assets/{path:.*}", asset)
    app.router.add_get("/{tail:.*}", page)
