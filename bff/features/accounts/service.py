"""Accounts calls with BFF logic: mobile register, free play, phone reset (all log in),
and the avatar upload (a body larger than the BFF's usual limit)."""

from __future__ import annotations

import secrets
from typing import Any

import orjson
from aiohttp import web
from aiohttp_session import get_session

from ... import keys, sessions
from ...catalogue import entry
from ...context import call_context
from ...errors import DomainError, not_session
from ...parsing import validate
from ...upstream.calls import TRIAL, call_for_request
from ..session.schemas import PublicLogin
from ..session.service import log_in, register_with
from .schemas import (
    AvatarRequest,
    ChangePasswordRequest,
    FreePlayRequest,
    MobileRegisterRequest,
    PhoneResetRequest,
)

# A 5 MB image as base64 in JSON, with room for the rest of the body.
MAX_AVATAR_BODY = 5 * 1024 * 1024 * 4 // 3 + 64 * 1024


async def register_mobile(request: web.Request, body: MobileRegisterRequest) -> PublicLogin:
    return await register_with(request, body, "member.register.mobile")


async def free_play(request: web.Request, body: FreePlayRequest) -> PublicLogin:
    """The BFF makes the nonce; X-Gateway-Version: 3 comes from the catalogue entry. Each
    call makes a fresh trial account upstream, so they are limited per address first."""
    ctx = await call_context(request)
    await request.app[keys.LIMITS].trial(ctx.client_ip)
    payload = {"os": body.os or "web", "platform": "W", "nonce": secrets.token_urlsafe(24)}
    return await log_in(request, ctx, entry("session.login.freeplay"), payload)


async def reset_by_phone(request: web.Request, body: PhoneResetRequest) -> PublicLogin:
    ctx = await call_context(request)
    return await log_in(request, ctx, entry("member.password.reset"), body.model_dump())


async def change_password(request: web.Request, body: ChangePasswordRequest) -> Any:
    """POST /wps/member/password; success ends a pending forced change."""
    fetched = await call_for_request(request, entry("member.password"), payload=body.model_dump())
    (await get_session(request)).pop(sessions.PASSWORD_CHANGE, None)
    return fetched.value


async def _bounded_json(request: web.Request, limit: int) -> Any:
    if request.content_length is not None and request.content_length > limit:
        raise DomainError("request.invalid", "The image is over 5 MB", status=413, field="image")
    chunks, size = [], 0
    async for chunk in request.content.iter_chunked(64 * 1024):
        size += len(chunk)
        if size > limit:
            raise DomainError("request.invalid", "The image is over 5 MB", status=413)
        chunks.append(chunk)
    try:
        data = orjson.loads(b"".join(chunks))
    except orjson.JSONDecodeError:
        raise DomainError("request.invalid", "The body is not JSON") from None
    if not isinstance(data, dict):
        raise DomainError("request.invalid", "The body must be a JSON object")
    return data


async def set_avatar(request: web.Request) -> Any:
    """PUT /wps/member/info/icon: session and trial checks come before reading the body."""
    ctx = await call_context(request)
    if not ctx.token:
        raise not_session()
    if ctx.account_type == TRIAL:
        raise DomainError("in_need_true_account")
    body = validate(AvatarRequest, await _bounded_json(request, MAX_AVATAR_BODY))
    payload = body.model_dump(exclude_none=True)
    return (await call_for_request(request, entry("member.icon.set"), payload=payload)).value
