"""Records every upstream call (not /__sim/ or /cdn/) in the requests log."""

from __future__ import annotations

import time
from typing import Any

from aiohttp import web

from ...core.members.store import MemberStore
from ...keys import BODY, CLOCK, DB, FAULT_APPLIED, MEMBER_ID, PLAYER, REQUEST_LOG
from ...middlewares import CDN, CONTROL
from .requests import elapsed_ms


def _player(request: web.Request) -> str | None:
    if PLAYER in request:
        return request[PLAYER]
    if MEMBER_ID in request:
        return MemberStore(request.config_dict[DB]).account_of(request[MEMBER_ID])
    body = request.get(BODY)
    if isinstance(body, dict) and isinstance(body.get("username"), str):
        return body["username"].strip() or None
    return None


@web.middleware
async def request_log_middleware(request: web.Request, handler: Any) -> web.StreamResponse:
    if request.path.startswith((CONTROL, CDN)):
        return await handler(request)
    started, at = time.perf_counter_ns(), request.config_dict[CLOCK].now_ms()
    status: int | None = None
    try:
        response = await handler(request)
        status = response.status
        return response
    finally:
        fault = request.get(FAULT_APPLIED)
        if fault and fault["kind"] == "drop":
            status = None
        request.config_dict[REQUEST_LOG].add(
            {
                "at": at,
                "method": request.method,
                "path": request.path,
                "query": request.query_string or None,
                "status": status,
                "durationMs": elapsed_ms(started),
                "player": _player(request),
                "fault": fault,
            }
        )
