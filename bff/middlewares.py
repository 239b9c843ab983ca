"""Middlewares: errors → envelope, sessions, CSRF double submit, session defaults.

Order (outermost first): errors, session, csrf, errors, defaults. The inner error layer
turns handler failures into envelope responses so the session layer still saves cookie
changes (an upstream 401 clears the token); the outer one catches what escapes the
session store itself (Redis down). Both use the same mapping.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets

from aiohttp import web
from aiohttp.typedefs import Handler
from redis.exceptions import RedisError

from . import keys, sessions
from .envelope import error_response
from .errors import DomainError

log = logging.getLogger(__name__)

MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
XSRF_COOKIE = "XSRF-TOKEN"
XSRF_HEADER = "X-XSRF-TOKEN"
NO_SESSION_PREFIXES = ("/assets/",)


def map_http(exc: web.HTTPException) -> DomainError:
    if exc.status == 404:
        return DomainError("path.not.found")
    if exc.status == 405:
        return DomainError("method.not.allowed")
    if exc.status == 413:
        return DomainError("request.invalid", "Request body too large", status=413)
    if exc.status < 500:
        return DomainError("request.invalid", exc.reason, status=exc.status)
    return DomainError("system.error")


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except DomainError as exc:
        return error_response(exc)
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return error_response(map_http(exc))
    except asyncio.CancelledError:
        raise
    except RedisError:
        log.exception("redis failure on %s %s", request.method, request.path)
        return error_response(DomainError("system.error", "Session store unavailable", status=503))
    except Exception:
        log.exception("unexpected error on %s %s", request.method, request.path)
        return error_response(DomainError("system.error"))


@web.middleware
async def session_layer(request: web.Request, handler: Handler) -> web.StreamResponse:
    """aiohttp-session's middleware, with the store the app opened at start."""
    return await request.app[keys.SESSION_MIDDLEWARE](request, handler)


def _same(cookie: str, header: str) -> bool:
    return hmac.compare_digest(cookie.encode("utf-8", "replace"), header.encode("utf-8", "replace"))


def _valid_token(value: str | None) -> bool:
    return value is not None and 16 <= len(value) <= 128 and value.isascii()


@web.middleware
async def csrf_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    cookie = request.cookies.get(XSRF_COOKIE)
    has_cookie = _valid_token(cookie)
    if request.method in MUTATING:
        header = request.headers.get(XSRF_HEADER, "")
        if not has_cookie or not header or not _same(cookie or "", header):
            response: web.StreamResponse = error_response(DomainError("csrf.invalid"))
            if not has_cookie:
                _set_xsrf(request, response)
            return response
    response = await handler(request)
    if not has_cookie and not request.path.startswith(NO_SESSION_PREFIXES):
        _set_xsrf(request, response)
    return response


def _set_xsrf(request: web.Request, response: web.StreamResponse) -> None:
    settings = request.app[keys.SETTINGS]
    response.set_cookie(
        XSRF_COOKIE,
        secrets.token_urlsafe(32),
        path="/",
        samesite="Lax",
        httponly=False,
        secure=settings.cookie_secure or None,
    )


@web.middleware
async def session_defaults(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every visitor gets a session (id and merchant) on the first response."""
    if not request.path.startswith(NO_SESSION_PREFIXES):
        await sessions.ensure(request)
    return await handler(request)
