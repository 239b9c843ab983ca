"""The platform's envelope: {"success": true, "value": ...} or a failure with errorCode."""

from __future__ import annotations

from typing import Any

import orjson
from aiohttp import web

JSON = "application/json"


def dumps(obj: Any) -> bytes:
    return orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS)


def ok(value: Any, *, headers: dict[str, str] | None = None) -> web.Response:
    return web.Response(
        body=dumps({"success": True, "value": value}),
        content_type=JSON,
        headers=headers,
    )


def fail(
    code: str,
    message: str,
    status: int,
    *,
    field: str | None = None,
    value: Any = None,
) -> web.Response:
    body: dict[str, Any] = {"success": False, "errorCode": code, "message": message}
    if field is not None:
        body["field"] = field
    if value is not None:
        body["value"] = value
    return web.Response(body=dumps(body), status=status, content_type=JSON)
