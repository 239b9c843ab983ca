"""Browser sessions (aiohttp-session): encrypted cookie by default, Redis with REDIS_URL.

The session keeps token, account, accountType, merchant, language (and a captcha key, an
id `sid` and the XSRF token `xsrf`). The token never leaves the server in readable form:
with the cookie store it is inside the Fernet-encrypted cookie, with Redis only an opaque id
reaches the browser (the record lives under REDIS_PREFIX + "session:").

Lifecycle: a visitor has no session until something must be stored (a login, a captcha
key, a chosen language, a limited send): `ensure` creates it then. Login and register
`rotate` it (new id, new XSRF token); logout `end`s it whatever the upstream answered: the
Redis record is deleted, or, with the cookie store, whose cookie a copy could replay, the id
is revoked for the session's lifetime (in the limits' counters), so a saved copy of the
cookie is no session.
"""

from __future__ import annotations

import re
import secrets
from abc import abstractmethod
from typing import TypedDict

from aiohttp import web
from aiohttp_session import AbstractStorage, Session, get_session, new_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage
from redis.asyncio import Redis

from . import keys
from .limits import Counters
from .settings import Settings

COOKIE = "BFFSESSION"
SID = "sid"
XSRF = "xsrf"  # the XSRF token this session accepts (middlewares.csrf_middleware)
# A forced password change is pending (default or expired password): set at login,
# cleared when member.password succeeds.
PASSWORD_CHANGE = "passwordChange"
LOGIN_FIELDS = ("token", "account", "accountType", PASSWORD_CHANGE)
REVOKED = "session:revoked:"
# What new_id makes (token_urlsafe(32)); any other cookie value is no session.
REDIS_ID = re.compile(r"^[A-Za-z0-9_-]{43}$")
# The request's session ended (logout): its XSRF token goes too.
ENDED: web.RequestKey[bool] = web.RequestKey("bff_session_ended", bool)


def new_id() -> str:
    return secrets.token_urlsafe(32)


def new_xsrf() -> str:
    return secrets.token_urlsafe(32)


class CookieOptions(TypedDict):
    """The session cookie's attributes, the same for both stores."""

    cookie_name: str
    httponly: bool
    samesite: str
    path: str
    secure: bool | None
    max_age: int


class Store(AbstractStorage):
    """A session store that can end a session for good."""

    @abstractmethod
    async def forget(self, session: Session) -> None:
        """Make `session` (as loaded for this request) unloadable from now on."""


class RedisStore(Store):
    """Records under REDIS_PREFIX + "session:" + id; the cookie holds the id."""

    def __init__(self, redis: Redis, prefix: str, cookie: CookieOptions) -> None:
        super().__init__(**cookie)
        self._redis = redis
        self._prefix = prefix + "session:"

    def key(self, identity: str) -> str:
        return self._prefix + identity

    async def load_session(self, request: web.Request) -> Session:
        identity = self.load_cookie(request)
        if identity is None or not REDIS_ID.match(identity):
            return Session(None, data=None, new=True, max_age=self.max_age)
        raw = await self._redis.get(self.key(identity))
        if raw is None:
            return Session(None, data=None, new=True, max_age=self.max_age)
        try:
            data = self._decoder(raw.decode("utf-8") if isinstance(raw, bytes) else raw)
        except ValueError:
            data = None
        return Session(identity, data=data, new=False, max_age=self.max_age)

    async def save_session(
        self, request: web.Request, response: web.StreamResponse, session: Session
    ) -> None:
        identity = session.identity
        if session.empty:
            if identity is not None:
                await self._redis.delete(self.key(str(identity)))
            self.save_cookie(response, "", max_age=session.max_age)
            return
        data = self._encoder(self._get_session_data(session))
        if identity is None:
            identity = new_id()
            stored = await self._redis.set(self.key(identity), data, ex=session.max_age, nx=True)
        else:
            # XX: a request that loaded the session before a logout deleted it must not
            # write it back when it ends.
            stored = await self._redis.set(
                self.key(str(identity)), data, ex=session.max_age, xx=True
            )
        self.save_cookie(response, str(identity) if stored else "", max_age=session.max_age)

    async def forget(self, session: Session) -> None:
        if session.identity is not None:
            await self._redis.delete(self.key(str(session.identity)))


class CookieStore(EncryptedCookieStorage, Store):
    """The whole session in a Fernet-encrypted cookie. A copy of the cookie stays readable
    until its Fernet TTL, so an ended session's id is kept in `counters` as revoked for
    as long (every copy was encrypted before the revocation)."""

    def __init__(self, secret: str, counters: Counters, cookie: CookieOptions) -> None:
        super().__init__(secret, **cookie)
        self._counters = counters

    async def _revoked(self, sid: object) -> bool:
        return not isinstance(sid, str) or await self._counters.peek(REVOKED + sid) > 0

    async def load_session(self, request: web.Request) -> Session:
        session = await super().load_session(request)
        if session.new:
            return session
        if await self._revoked(session.get(SID)):
            return Session(None, data=None, new=True, max_age=self.max_age)
        return session

    async def save_session(
        self, request: web.Request, response: web.StreamResponse, session: Session
    ) -> None:
        if not session.empty:
            if SID not in session:  # loading needs it: a session without one is none
                session[SID] = secrets.token_urlsafe(16)
            elif await self._revoked(session[SID]):
                # A request that loaded the session before the logout revoked it: its
                # cookie would be dead anyway, so it is deleted rather than renewed.
                session = Session(None, data=None, new=True, max_age=self.max_age)
        await super().save_session(request, response, session)

    async def forget(self, session: Session) -> None:
        sid = session.get(SID)
        if isinstance(sid, str) and not session.new:
            # A minute past the cookie's own TTL: the counters' clock is not the wall
            # clock Fernet dates the cookie by.
            await self._counters.hit(REVOKED + sid, float(self.max_age or 0) + 60)


def make_storage(settings: Settings, redis: Redis | None, counters: Counters) -> Store:
    common: CookieOptions = {
        "cookie_name": COOKIE,
        "httponly": True,
        "samesite": "Lax",
        "path": "/",
        "secure": settings.cookie_secure or None,
        "max_age": settings.session_max_age,
    }
    if redis is not None:
        return RedisStore(redis, settings.redis_prefix, common)
    return CookieStore(settings.secret, counters, common)


def _store(request: web.Request) -> Store:
    store: Store = request.app[keys.SESSION_STORAGE]
    return store


def fresh(session: Session, merchant: str) -> None:
    """Give a new session its id, merchant and XSRF token."""
    session[SID] = secrets.token_urlsafe(16)
    session["merchant"] = merchant
    session[XSRF] = new_xsrf()


async def ensure(request: web.Request) -> Session:
    """The visitor's session, created now if there is none (something is to be stored)."""
    session = await get_session(request)
    if SID not in session:
        fresh(session, request.app[keys.SETTINGS].merchant)
    return session


async def rotate(request: web.Request, *, keep_language: bool = True) -> Session:
    """A new session (login, register): new id and XSRF token; the old one is ended."""
    old = await get_session(request)
    await _store(request).forget(old)
    language = old.get("language")
    session = await new_session(request)
    fresh(session, request.app[keys.SETTINGS].merchant)
    if language and keep_language:
        session["language"] = language
    return session


async def end(request: web.Request) -> None:
    """Logout: no session from here on, and no copy of its cookie is one either."""
    old = await get_session(request)
    await _store(request).forget(old)
    if not old.new or COOKIE in request.cookies:
        old.invalidate()  # saved as an empty session: the cookie is deleted
    request[ENDED] = True


def forget_login(session: Session) -> None:
    """The upstream said the token is dead: drop it, keep the rest."""
    for name in LOGIN_FIELDS:
        session.pop(name, None)
