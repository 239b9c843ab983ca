"""Middlewares: errors → envelope, sessions, CSRF double submit bound to the session.

Order (outermost first): errors, session, csrf, errors. The inner error layer turns
handler failures into envelope responses so the session layer still saves cookie changes
(an upstream 401 clears the token); the outer one catches what escapes the session store
itself (Redis down). Both use the same mapping. No middleware creates a session: only what
stores something does (sessions.ensure).
"""

from __future__ import annotations

import asyncio
import hmac
import logging

from aiohttp import hdrs, web
from aiohttp.typedefs import Handler
from aiohttp_session import SESSION_KEY, Session, get_session
from redis.exceptions import RedisError

from . import keys, sessions
from .envelope import error_response
from .errors import DomainError

log = logging.getLogger(__name__)

MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
XSRF_COOKIE = "XSRF-TOKEN"
XSRF_HEADER = "X-XSRF-TOKEN"
NO_SESSION_PREFIXES = ("/assets/",)  # no XSRF cookie either


def map_http(exc: web.HTTPException) -> DomainError:
    if exc.status == 404:
        return DomainError("path.not.found")
    if exc.status == 405:
        # aiohttp's answer names the allowed methods; the envelope keeps them (RFC 9110).
        allow = ", ".join(m.strip() for m in exc.headers.get(hdrs.ALLOW, "").split(",") if m)
        return DomainError("method.not.allowed", headers={hdrs.ALLOW: allow} if allow else None)
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


def valid_xsrf(value: str | None) -> bool:
    return value is not None and 16 <= len(value) <= 128 and value.isascii()


@web.middleware
async def csrf_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Double submit: every mutation echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN. With a
    session the token must also be the one bound to it (sessions.XSRF, new at login and
    logout), so a token read from another session, or from before a login, is refused; a
    visitor without a session needs no server state for it."""
    cookie = sessions.read_cookie(request, XSRF_COOKIE)
    if not valid_xsrf(cookie):
        cookie = None
    if request.method in MUTATING:
        header = request.headers.get(XSRF_HEADER, "")
        bound = (await get_session(request)).get(sessions.XSRF)
        if (
            cookie is None
            or not _same(cookie, header)
            or (isinstance(bound, str) and not _same(bound, header))
        ):
            response: web.StreamResponse = error_response(DomainError("csrf.invalid"))
            await _issue_xsrf(request, response, cookie)
            return response
    response = await handler(request)
    await _issue_xsrf(request, response, cookie)
    return response


async def _issue_xsrf(
    request: web.Request, response: web.StreamResponse, cookie: str | None
) -> None:
    """Set the XSRF cookie when the browser's is not the one its next mutation needs: the
    session's token, else any token (a new one once a logout ended the session)."""
    if request.path.startswith(NO_SESSION_PREFIXES):
        return
    session: Session | None = request.get(SESSION_KEY)
    if (
        session is None
        and cookie is None
        and sessions.read_cookie(request, sessions.COOKIE) is not None
    ):
        # The session cookie outlived the XSRF one (which ends with the browser): hand
        # back the session's token, not a stray one its mutations would fail with.
        session = await get_session(request)
    wanted: str | None = None
    if session is not None and not session.empty:
        bound = session.get(sessions.XSRF)
        if not isinstance(bound, str):  # a session stored before tokens were bound
            bound = session[sessions.XSRF] = cookie or sessions.new_xsrf()
        wanted = bound
    elif cookie is None or request.get(sessions.ENDED):
        wanted = sessions.new_xsrf()
    if wanted is not None and wanted != cookie:
        _set_xsrf(request, response, wanted)


def _set_xsrf(request: web.Request, response: web.StreamResponse, token: str) -> None:
    settings = request.app[keys.SETTINGS]
    response.set_cookie(
        XSRF_COOKIE,
        token,
        path="/",
        samesite="Lax",
        httponly=False,
        secure=settings.cookie_secure or None,
    )
