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

import math
import re
import secrets
import time
from abc import abstractmethod
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypedDict

import orjson
from aiohttp import web
from aiohttp_session import AbstractStorage, Session, get_session, new_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage
from cryptography.fernet import InvalidToken
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


_COOKIES: web.RequestKey[dict[str, str]] = web.RequestKey("bff_cookies", dict)


def read_cookie(request: web.Request, name: str) -> str | None:
    """A cookie's value from the request, its quotes taken off (the first of that name: the
    browser puts the most specific path first). The BFF reads three cookies whose values are
    tokens, so a plain split serves; aiohttp's `request.cookies` parses by the full grammar
    and cost a tenth of a cached answer."""
    jar = request.get(_COOKIES)
    if jar is None:
        headers = tuple(request.headers.getall("Cookie", ()))
        jar = _JARS.get(headers)
        if jar is None:
            jar = _parse_cookies(headers)
            if len(_JARS) >= _JARS_MAX:
                _JARS.clear()
            _JARS[headers] = jar
        request[_COOKIES] = jar
    return jar.get(name)


# Cookie headers -> their cookies, shared by the requests that send the same header (a
# browser sends one until a cookie changes); callers only read them. Emptied when full.
_JARS: dict[tuple[str, ...], dict[str, str]] = {}
_JARS_MAX = 4096


def _parse_cookies(headers: tuple[str, ...]) -> dict[str, str]:
    jar: dict[str, str] = {}
    for header in headers:
        for part in header.split(";"):
            key, sep, value = part.partition("=")
            key = key.strip()
            if sep and key and key not in jar:
                value = value.strip()
                if len(value) >= 2 and value[0] == value[-1] == '"':
                    value = value[1:-1]
                jar[key] = value
    return jar


# aiohttp-session's default is the json module; orjson reads and writes the same JSON faster.
def _encode(data: object) -> str:
    return orjson.dumps(data).decode()


def _decode(text: str) -> Any:
    return orjson.loads(text)


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

    def load_cookie(self, request: web.Request) -> str | None:
        return read_cookie(request, self.cookie_name)

    @abstractmethod
    async def forget(self, session: Session) -> None:
        """Make `session` (as loaded for this request) unloadable from now on."""


class RedisStore(Store):
    """Records under REDIS_PREFIX + "session:" + id; the cookie holds the id."""

    def __init__(self, redis: Redis, prefix: str, cookie: CookieOptions) -> None:
        super().__init__(**cookie, encoder=_encode, decoder=_decode)
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
    as long (every copy was encrypted before the revocation).

    A browser sends the same cookie with every call until the session changes, so the
    plaintext of the cookies seen lately is kept (up to `remembered`, each until its Fernet
    TTL): verifying and decrypting the cookie was the largest cost of a cached answer. The key
    is the whole cookie, which Fernet authenticated once; revocation is checked every time."""

    def __init__(
        self,
        secret: str,
        counters: Counters,
        cookie: CookieOptions,
        *,
        remembered: int = 4096,
        wall: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(secret, **cookie, encoder=_encode, decoder=_decode)
        self._counters = counters
        self._remembered = remembered
        self._wall = wall  # Fernet dates its tokens by the wall clock
        self._plain: OrderedDict[str, tuple[str | None, float]] = OrderedDict()

    async def _revoked(self, sid: object) -> bool:
        return not isinstance(sid, str) or await self._counters.peek(REVOKED + sid) > 0

    def _decrypt(self, cookie: str) -> str | None:
        """The cookie's plaintext, or None when Fernet refuses it."""
        now = self._wall()
        known = self._plain.get(cookie)
        if known is not None and (self.max_age is None or now < known[1]):
            self._plain.move_to_end(cookie)
            return known[0]
        token = cookie.encode("utf-8")
        try:
            if self.max_age is None:
                plain = self._fernet.decrypt(token).decode("utf-8")
            else:
                plain = self._fernet.decrypt_at_time(token, self.max_age, int(now)).decode()
        except InvalidToken:
            # Refused for good (a forged cookie, another secret's, or past its TTL): a browser
            # sends it with every call until its next login.
            self._remember(cookie, None, math.inf)
            return None
        self._remember(cookie, plain, self._fernet.extract_timestamp(token) + (self.max_age or 0))
        return plain

    def _remember(self, cookie: str, plain: str | None, until: float) -> None:
        self._plain[cookie] = (plain, until)
        if len(self._plain) > self._remembered:
            self._plain.popitem(last=False)

    async def load_session(self, request: web.Request) -> Session:
        cookie = self.load_cookie(request)
        plain = self._decrypt(cookie) if cookie is not None else None
        if plain is None:
            return Session(None, data=None, new=True, max_age=self.max_age)
        session = Session(None, data=self._decoder(plain), new=False, max_age=self.max_age)
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
    if not old.new or read_cookie(request, COOKIE) is not None:
        old.invalidate()  # saved as an empty session: the cookie is deleted
    request[ENDED] = True


def forget_login(session: Session) -> None:
    """The upstream said the token is dead: drop it, keep the rest."""
    for name in LOGIN_FIELDS:
        session.pop(name, None)
