"""The fault middleware: applies matching faults to upstream calls before policy runs.

Never applies to /__sim/ or /cdn/. error -> that envelope and status; delay -> sleep, then
handle normally; drop -> close the connection without a response; malformed -> HTTP 200
with a body that is not JSON.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.journal.store import record
from ...envelope import JSON
from ...errors import DomainError
from ...keys import CLOCK, DB, FAULT_APPLIED, FAULTS, PLAYER
from ...middlewares import CDN, CONTROL, decrypted_body
from ...routing import endpoint_of
from ..session.service import account_for_token
from .schemas import DelayEffect, DropEffect, ErrorEffect
from .service import Call

MALFORMED = b'{"success": tr'


async def player_of(request: web.Request, *, decrypt: bool) -> str | None:
    """The member of the token, else (with decrypt) the username of an encrypted body."""
    now = request.config_dict[CLOCK].now_ms()
    token = request.headers.get("Authorization", "").strip()
    account = account_for_token(request.config_dict[DB], token, now)
    if account or not decrypt or request.match_info.http_exception is not None:
        return account
    if endpoint_of(request).encrypted:
        try:
            body = await decrypted_body(request)
        except DomainError:
            return None
        username = body.get("username")
        return username.strip() if isinstance(username, str) else None
    return None


@web.middleware
async def fault_middleware(request: web.Request, handler: Any) -> web.StreamResponse:
    book = request.config_dict[FAULTS]
    if request.path.startswith((CONTROL, CDN)) or not book.faults:
        return await handler(request)
    player = await player_of(request, decrypt=book.needs_player())
    if player:
        request[PLAYER] = player
    chosen = book.effects_for(Call(request.method, request.path, player))
    for fault, effect in chosen:
        now = request.config_dict[CLOCK].now_ms()
        record(
            request.config_dict[DB],
            now,
            "fault.hit",
            player,
            fault=fault.id,
            kind=effect.kind,
            method=request.method,
            path=request.path,
        )
        request[FAULT_APPLIED] = {"id": fault.id, "kind": effect.kind}
        if isinstance(effect, DelayEffect):
            await book.sleep(effect.ms / 1000)
        elif isinstance(effect, ErrorEffect):
            raise DomainError(effect.errorCode, effect.message, status=effect.status)
        elif isinstance(effect, DropEffect):
            if request.transport is not None:
                request.transport.close()
            return web.Response(status=204)  # never written: the connection is gone
        else:
            return web.Response(body=MALFORMED, content_type=JSON)
    return await handler(request)
