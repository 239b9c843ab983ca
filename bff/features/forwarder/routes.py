"""The generic forwarder: one route per plain catalogue entry; the rest is refused."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import HttpVersion11, hdrs, web
from aiohttp.typedefs import Handler as NextHandler

from ... import keys, sessions
from ...catalogue import ENTRIES
from ...context import client_ip
from ...entry import Entry, Handler
from ...envelope import ok, ok_rendered, prerendered_json, revalidated, revalidated_json
from ...errors import DomainError
from ...headers import POLICY
from ...limits import contact_key, phone_number
from ...middlewares import XSRF_COOKIE, valid_xsrf
from ...parsing import parse_body, parse_query, query_params
from ...schemas import Empty
from ...upstream.calls import cached_public, call_for_request

API_PREFIXES = ("/wps", "/lgw", "/lotto/lgw", "/bff")


# The public cached reads by path (Entry.revalidates): what public_cache_middleware answers.
PUBLIC: dict[str, Entry] = {e.path: e for e in ENTRIES if e.revalidates("GET")}
# (entry name, query string) -> upstream parameters of a read, parsed once: browsers ask the
# same few queries again and again (a balance, a first page). Emptied when full.
_QUERIES: dict[tuple[str, str], dict[str, str]] = {}
_QUERIES_MAX = 4096


def read_query(entry: Entry, request: web.Request) -> dict[str, str]:
    """query_params(parse_query(...)) of a read, remembered (callers only read it)."""
    memo = (entry.name, request.query_string)
    found = _QUERIES.get(memo)
    if found is None:
        found = query_params(parse_query(request, entry.query))
        if len(_QUERIES) >= _QUERIES_MAX:
            _QUERIES.clear()
        _QUERIES[memo] = found
    return found


@web.middleware
async def public_cache_middleware(request: web.Request, handler: NextHandler) -> web.StreamResponse:
    """Outermost: a public cached read that needs neither the session nor a new XSRF cookie
    (the browser has one) is answered here, ahead of the session and CSRF layers, which would
    do nothing for it. Anything else, a refusal included, goes the whole way."""
    entry = PUBLIC.get(request.path) if request.method == "GET" else None
    if entry is not None and valid_xsrf(sessions.read_cookie(request, XSRF_COOKIE)):
        try:
            query = read_query(entry, request)
            cached = await cached_public(request, entry, query, session=False)
        except DomainError:
            cached = None  # the whole way refuses it, in its envelope
        if cached is not None:
            if request.version != HttpVersion11:
                return revalidated_json(request, cached)
            return prerendered_json(request, cached, request.app[POLICY].api_lines)
    return await handler(request)


def forward_handler(entry: Entry) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    public = entry.revalidates("GET")

    async def handler(request: web.Request) -> web.StreamResponse:
        payload = None
        body_model = entry.body_for(request.method)
        if body_model is not None:
            query = query_params(parse_query(request, Empty))
            payload = (await parse_body(request, body_model)).model_dump(exclude_none=True)
            if entry.limit:
                await apply_limit(request, entry.limit, payload)
        elif public and request.method == "GET":
            query = read_query(entry, request)
            cached = await cached_public(request, entry, query)
            if cached is not None:
                return revalidated_json(request, cached)
        elif request.method == "GET":
            query = read_query(entry, request)
        else:
            query = query_params(parse_query(request, entry.query))
        # An HTTP/1.1 answer passes an upstream body it has seen before on as it came.
        rendered = request.version == HttpVersion11
        fetched = await call_for_request(
            request, entry, query=query, payload=payload, verbatim=rendered
        )
        if not fetched.stale and entry.revalidates(request.method):
            return revalidated(request, fetched.value)
        if rendered:
            api_lines = request.app[POLICY].api_lines
            return ok_rendered(fetched.value, api_lines, stale=fetched.stale)
        return ok(fetched.value, stale=fetched.stale)

    handler.__name__ = f"forward_{entry.name.replace('.', '_')}"
    return handler


async def apply_limit(request: web.Request, policy: str, payload: dict[str, Any]) -> None:
    """The entry's limit (bff/limits.py) before any upstream call."""
    session = await sessions.ensure(request)
    limits = request.app[keys.LIMITS]
    if policy == "sms":
        mobile = payload.get("mobileNum") or payload.get("mobileNo")
        number = phone_number(payload.get("countryDialingCode"), mobile)
        await limits.sms(number, str(session["sid"]), client_ip(request))
    elif policy == "email":
        await limits.email(str(payload.get("username", "")), client_ip(request))
    elif policy == "join":
        contact = contact_key(payload.get("contact"))
        await limits.join(contact, str(session["sid"]), client_ip(request))
    else:
        raise AssertionError(f"unknown limit policy {policy}")


async def not_in_catalogue(request: web.Request) -> web.Response:
    """Unknown API path: path.not.found; a known path with the wrong method: 405 with the
    Allow header (RFC 9110) listing the methods it takes."""
    allowed = allowed_methods(request.app, request.path)
    if allowed:
        raise DomainError("method.not.allowed", headers={"Allow": ", ".join(allowed)})
    raise DomainError("path.not.found")


def allowed_methods(app: web.Application, path: str) -> list[str]:
    """The methods of the routes registered for exactly `path` (the catalogue's and the
    features' own; not this fallback, whose routes take any method)."""
    return sorted(
        {
            route.method
            for route in app.router.routes()
            if route.method != hdrs.METH_ANY
            and route.resource is not None
            and route.resource.canonical == path
        }
    )


def is_api_path(path: str) -> bool:
    return any(path == p or path.startswith(p + "/") for p in API_PREFIXES)


def setup(app: web.Application) -> None:
    for entry in ENTRIES:
        if entry.handler is not Handler.FORWARD:
            continue
        handler = forward_handler(entry)
        for method in entry.methods:
            app.router.add_route(method, entry.path, handler)


def setup_fallback(app: web.Application) -> None:
    """Registered after every feature: catches the rest of /wps, /lgw and /bff."""
    for prefix in API_PREFIXES:
        app.router.add_route("*", prefix, not_in_catalogue)
        app.router.add_route("*", prefix + "/{tail:.*}", not_in_catalogue)
