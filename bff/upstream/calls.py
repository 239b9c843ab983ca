"""Calling one catalogue entry: status gate, session check, cache, encryption, validation.

The whole call (gate, key fetch, attempts, backoff) runs within one deadline, the entry's
`timeout` or UPSTREAM_TIMEOUT (plus deadline.MARGIN as a backstop for an encrypted call). A
cached entry that fails because the upstream is out (timeout, unavailable, open breaker,
unreadable, 5xx) answers its last value instead, if still within its stale window:
`Fetched.stale`.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import nullcontext
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from aiohttp import web
from aiohttp_session import get_session
from pydantic import ValidationError

from .. import keys, sessions
from ..context import CallContext, call_context, client_ip, request_host
from ..entry import CacheScope, Entry
from ..errors import DomainError, UpstreamError, not_session
from .deadline import MARGIN, Deadline
from .retry import is_outage

log = logging.getLogger(__name__)

TRIAL = 4  # account type of a free-play session
AGENT_TYPES = frozenset({1, 2, 41, 42})  # sessions the agent centre is for
# Session field: names of language-flushed entries this session reads fresh once, after it
# changed language (session/service.set_language); cleared entry by entry as they are read.
LANGUAGE_REFRESH = "languageRefresh"


@dataclass(frozen=True)
class Fetched:
    value: Any
    stale: bool = False


def cache_key(entry: Entry, ctx: CallContext, query: dict[str, str]) -> str:
    return _key(entry, ctx.language, query)


def _key(entry: Entry, language: str, query: dict[str, str]) -> str:
    scope = language if entry.cache is CacheScope.LANGUAGE else "-"
    return f"{entry.cache_prefix()}{scope}:{urlencode(sorted(query.items()))}"


def deadline_for(app: web.Application, entry: Entry) -> Deadline:
    return Deadline.after(entry.timeout or app[keys.SETTINGS].upstream_timeout)


def check_caller(entry: Entry, ctx: CallContext) -> None:
    """The entry's session rules, before any upstream call (and before an upload is read)."""
    if entry.token and not ctx.token:
        raise not_session()
    if entry.token and ctx.password_change_required and not entry.before_password_change:
        raise DomainError("password.change.required")
    if entry.real_account and ctx.account_type == TRIAL:
        raise DomainError("in_need_true_account")
    if entry.agent_only and ctx.account_type not in AGENT_TYPES:
        raise DomainError("agent.only")


async def fetch_entry(
    app: web.Application,
    entry: Entry,
    ctx: CallContext,
    *,
    method: str | None = None,
    query: dict[str, str] | None = None,
    payload: Any = None,
    refresh: bool = False,
    verbatim: bool = False,
) -> Fetched:
    """The entry's upstream value (validated), possibly stale, or a DomainError.
    refresh: skip a cached value and store the fresh one (the language-change flush).
    verbatim: an answer seen before may come as a Verbatim body (not for a cached entry)."""
    method = method or entry.methods[0]
    query = query or {}
    check_caller(entry, ctx)
    deadline = deadline_for(app, entry)
    if entry.gated:
        await app[keys.GATE].check(ctx, deadline)
    cacheable = entry.cache is not CacheScope.NONE and method == "GET"
    key = cache_key(entry, ctx, query) if cacheable else ""
    cache = app[keys.CACHE]
    if cacheable and not refresh:
        hit = await cache.get(key)
        if hit is not None:
            return Fetched(hit)
    # Each attempt is bounded by the time left (the client's timeout, the pool's wait in it);
    # an encrypted call may first fetch the upstream's key, under a timeout of its own: the
    # backstop keeps the whole within the deadline.
    backstop = asyncio.timeout_at(deadline.at + MARGIN) if entry.encrypted else nullcontext()
    try:
        async with backstop:
            value = await _send(
                app,
                entry,
                ctx,
                method,
                query=query,
                payload=payload,
                deadline=deadline,
                verbatim=verbatim and not cacheable,
            )
    except TimeoutError as exc:  # the backstop fired (a key fetch, a slow pool ...)
        error: DomainError = DomainError("UPSTREAM_TIMEOUT")
        if not cacheable:
            raise error from exc
        value = await _stale_or_raise(app, entry, key, error)
        return Fetched(value, stale=True)
    except DomainError as exc:
        if not cacheable or not is_outage(exc):
            raise
        return Fetched(await _stale_or_raise(app, entry, key, exc), stale=True)
    if cacheable:
        factor = app[keys.SETTINGS].cache_stale_factor
        await cache.set(key, value, entry.ttl, entry.ttl * factor)
    return Fetched(value)


async def cached_public(
    request: web.Request, entry: Entry, query: dict[str, str], *, session: bool = True
) -> bytes | None:
    """A public read answered from the cache before anything of the session is read: the
    fresh cached value as stored (JSON), or None to take the whole way (fetch_entry).

    For an entry every visitor may read (no token, no account rule) the cache key needs only
    the language, and the Language header gives it when it is one of the brand's; the status
    gate needs only the address and host. The session is read only for a language-flushed
    entry, whose session may have to read it fresh once (LANGUAGE_REFRESH); with `session`
    False (before the session middleware) such a request gets None."""
    if entry.token or entry.real_account or entry.agent_only or request.method != "GET":
        return None
    brand = request.app[keys.BRAND]
    language = request.headers.get("Language")
    if language not in brand.codes:
        return None  # the session's language decides: the whole way
    if entry.flush_on_language and sessions.read_cookie(request, sessions.COOKIE) is not None:
        if not session:
            return None
        pending = (await get_session(request)).get(LANGUAGE_REFRESH) or ()
        if entry.name in pending:
            return None
    app = request.app
    if entry.gated:
        ctx = CallContext(
            merchant=app[keys.SETTINGS].merchant,
            language=language,
            client_ip=client_ip(request),
            host=request_host(request),
        )
        await app[keys.GATE].check(ctx, deadline_for(app, entry))
    memo = (entry.name, language, request.query_string)
    key = _PUBLIC_KEYS.get(memo)
    if key is None:
        if len(_PUBLIC_KEYS) >= _PUBLIC_KEYS_MAX:
            _PUBLIC_KEYS.clear()
        key = _PUBLIC_KEYS[memo] = _key(entry, language, query)
    return await app[keys.CACHE].get_json(key)


# (entry name, language, query string) -> cache key of a public read: browsers ask the same
# few again and again. Emptied when full.
_PUBLIC_KEYS: dict[tuple[str, str, str], str] = {}
_PUBLIC_KEYS_MAX = 4096


async def call_entry(
    app: web.Application,
    entry: Entry,
    ctx: CallContext,
    *,
    method: str | None = None,
    query: dict[str, str] | None = None,
    payload: Any = None,
) -> Any:
    """fetch_entry's value alone."""
    fetched = await fetch_entry(app, entry, ctx, method=method, query=query, payload=payload)
    return fetched.value


async def _stale_or_raise(app: web.Application, entry: Entry, key: str, error: DomainError) -> Any:
    stale = await app[keys.CACHE].get_stale(key)
    if stale is None:
        raise error
    log.info("serving stale %s: upstream failed with %s", entry.name, error.code)
    return stale


async def _send(
    app: web.Application,
    entry: Entry,
    ctx: CallContext,
    method: str,
    *,
    query: dict[str, str],
    payload: Any,
    deadline: Deadline,
    verbatim: bool = False,
) -> Any:
    upstream = app[keys.UPSTREAM]
    common: dict[str, Any] = {
        "query": query,
        "token": entry.token,
        "module": entry.module,
        "deadline": deadline,
        "idempotent": method == "GET" and entry.retry,
        "validate": lambda value: _validate(entry, value),
        "extra_headers": dict(entry.headers),
    }
    if entry.form:
        return await upstream.call(method, entry.path, ctx, form=payload or {}, **common)
    if not entry.encrypted:
        return await upstream.call(
            method, entry.path, ctx, json=payload, verbatim=verbatim, **common
        )
    codec = app[keys.CODEC]
    for attempt in (1, 2):
        sealed = await codec.seal(ctx, method, entry.path, payload)
        try:
            return await upstream.call(
                method,
                entry.path,
                ctx,
                json=sealed.body,
                **{**common, "extra_headers": {**dict(entry.headers), **sealed.headers}},
            )
        except UpstreamError as exc:
            # The upstream could not decrypt it, so it did not act on it: safe to resend once.
            if exc.code != "encryption.invalid" or attempt == 2:
                raise
            log.info("upstream refused our encryption; fetching its key again")
            codec.invalidate()
    raise AssertionError("unreachable")


def _validate(entry: Entry, value: Any) -> None:
    adapter = entry.adapter()
    if adapter is None:
        return
    try:
        adapter.validate_python(value)
    except ValidationError as exc:
        log.warning("upstream value of %s does not match: %s", entry.name, exc)
        raise DomainError("UPSTREAM_BAD_RESPONSE") from exc


async def call_for_request(
    request: web.Request,
    entry: Entry,
    *,
    query: dict[str, str] | None = None,
    payload: Any = None,
    ctx: CallContext | None = None,
    verbatim: bool = False,
) -> Fetched:
    """fetch_entry for a browser request; an upstream 401 clears the stored login. After a
    language change the session reads each language-flushed entry fresh once."""
    ctx = ctx or await call_context(request)
    session = await get_session(request)
    pending = session.get(LANGUAGE_REFRESH) or []
    refresh = entry.flush_on_language and entry.name in pending
    try:
        fetched = await fetch_entry(
            request.app,
            entry,
            ctx,
            method=request.method,
            query=query,
            payload=payload,
            refresh=refresh,
            verbatim=verbatim,
        )
    except DomainError as exc:
        if exc.status == 401 and ctx.token:
            sessions.forget_login(session)
        raise
    if refresh and not fetched.stale:
        # Read again: calls of one request (the bootstrap's) may have ticked off others since.
        left = [name for name in session.get(LANGUAGE_REFRESH) or () if name != entry.name]
        if left:
            session[LANGUAGE_REFRESH] = left
        else:
            session.pop(LANGUAGE_REFRESH, None)
    return fetched
