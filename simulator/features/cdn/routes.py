"""GET /cdn/{path}: the image CDN (fixtures/cdn), with long cache headers."""

from __future__ import annotations

from pathlib import Path

from aiohttp import web

from ...keys import SETTINGS

routes = web.RouteTableDef()

HEADERS = {
    "Cache-Control": "public, max-age=31536000",
    "X-Content-Type-Options": "nosniff",
    # SVGs are images, never documents that run script.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "Access-Control-Allow-Origin": "*",
}


def _resolve(root: Path, relative: str) -> Path | None:
    if not relative or "\\" in relative or "\x00" in relative:
        return None
    candidate = (root / relative).resolve()
    if not candidate.is_relative_to(root) or not candidate.is_file():
        return None
    return candidate


@routes.get("/cdn/{path:.+}")
async def cdn_file(request: web.Request) -> web.FileResponse:
    root = (request.config_dict[SETTINGS].fixtures_dir / "cdn").resolve()
    path = _resolve(root, request.match_info["path"])
    if path is None:
        raise web.HTTPNotFound()
    return web.FileResponse(path, headers=HEADERS)


def setup(app: web.Application) -> None:
    app.add_routes(routes)
