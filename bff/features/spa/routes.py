"""Serving the built SPA: hashed assets cached for a year, history fallback to index.html."""

from __future__ import annotations

import asyncio
from pathlib import Path

from aiohttp import web

from ... import keys
from ...errors import DomainError
from ..forwarder.routes import is_api_path

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


def _dist(request: web.Request) -> Path:
    settings = request.app[keys.SETTINGS]
    return settings.resolve(settings.web_dist)


async def asset(request: web.Request) -> web.StreamResponse:
    found = _inside(_dist(request) / "assets", request.match_info["path"])
    if found is None:
        raise DomainError("path.not.found")
    return web.FileResponse(found, headers={"Cache-Control": IMMUTABLE})


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
    # A plain Response (not a FileResponse) so the first visit also gets its cookies.
    return web.Response(
        body=await asyncio.to_thread(index.read_bytes),
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": NO_CACHE},
    )


def setup(app: web.Application) -> None:
    """Registered last: every GET that nothing else answered."""
    app.router.add_get("/assets/{path:.*}", asset)
    app.router.add_get("/{tail:.*}", page)
