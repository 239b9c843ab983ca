"""Browser sessions (aiohttp-session): encrypted cookie by default, Redis with REDIS_URL.

The session keeps token, account, accountType, merchant, language (and a captcha key and
an id `sid`). The token never leaves the server in readable form: with the cookie store it
is inside the Fernet-encrypted cookie, with Redis only an opaque id reaches the browser.
"""

from __future__ import annotations

import secrets
from typing import TypedDict

from aiohttp import web
from aiohttp_session import AbstractStorage, Session, get_session, new_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage
from aiohttp_session.redis_storage import RedisStorage
from redis.asyncio import Redis

from . import keys
from .settings import Settings

COOKIE = "BFFSESSION"
# A forced password change is pending (default or expired password): set at login,
# cleared when member.password succeeds.
PASSWORD_CHANGE = "passwordChange"
LOGIN_FIELDS = ("token", "account", "accountType", PASSWORD_CHANGE)


class BffRedisStorage(RedisStorage):
    """RedisStorage that can also drop an old id (rotation, logout)."""

    async def forget(self, identity: str) -> None:
        await self._redis.delete(f"{self.cookie_name}_{identity}")


class CookieOptions(TypedDict):
    """The session cookie's attributes, the same for both stores."""

    cookie_name: str
    httponly: bool
    samesite: str
    path: str
    secure: bool | None
    max_age: int


def make_storage(settings: Settings, redis: Redis | None) -> AbstractStorage:
    common: CookieOptions = {
        "cookie_name": COOKIE,
        "httponly": True,
        "samesite": "Lax",
        "path": "/",
        "secure": settings.cookie_secure or None,
        "max_age": settings.session_max_age,
    }
    if redis is not None:
        return BffRedisStorage(redis, key_factory=lambda: secrets.token_urlsafe(32), **common)
    return EncryptedCookieStorage(settings.secret, **common)


def fresh(session: Session, merchant: str) -> None:
    """Give a new session its id and merchant."""
    session["sid"] = secrets.token_urlsafe(16)
    session["merchant"] = merchant


async def ensure(request: web.Request) -> Session:
    session = await get_session(request)
    if "sid" not in session:
        fresh(session, request.app[keys.SETTINGS].merchant)
    return session


async def rotate(request: web.Request, *, keep_language: bool = True) -> Session:
    """A new session id (login, register, logout); the old server-side record is dropped."""
    old = await get_session(request)
    storage = request.app[keys.SESSION_STORAGE]
    if isinstance(storage, BffRedisStorage) and old.identity:
        await storage.forget(str(old.identity))
    language = old.get("language")
    session = await new_session(request)
    fresh(session, request.app[keys.SETTINGS].merchant)
    if language and keep_language:
        session["language"] = language
    return session


def forget_login(session: Session) -> None:
    """The upstream said the token is dead: drop it, keep the rest."""
    for name in LOGIN_FIELDS:
        session.pop(name, None)
