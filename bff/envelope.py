"""JSON responses in the envelope of contract section 2 (orjson for speed)."""

from __future__ import annotations

from typing import Any

import orjson
from aiohttp import web

from .errors import DomainError


def dumps(data: Any) -> bytes:
    return orjson.dumps(data)


def json_response(data: Any, status: int = 200) -> web.Response:
    return web.Response(
        body=dumps(data),
        status=status,
        content_type="application/json",
        headers={"Cache-Control": "no-store"},
    )


# Set on an answer that holds cached values served because the upstream is failing.
STALE_HEADER = "X-BFF-Stale"


def ok(value: Any, *, stale: bool = False) -> web.Response:
    response = json_response({"success": True, "value": value})
    if stale:
        response.headers[STALE_HEADER] = "1"
    return response


def error_response(error: DomainError) -> web.Response:
    response = json_response(error.body(), status=error.status)
    response.headers.update(error.headers)
    return response
