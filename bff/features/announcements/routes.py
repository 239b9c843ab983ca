"""GET MCSFE_getListAnnouncements: the cached public collections, and the member's pop-ups.

Everything but the pop-ups is the same for every visitor and comes from the cache (per
language and query). With a session the pop-ups depend on the member (dismissed ones are left
out), so they are read with the token, never cached, at the same time as the public part,
and put in its place. If the upstream ended that session, the public pop-ups stand in (the
session's login is forgotten, as on any call).
"""

from __future__ import annotations

import asyncio
from typing import Any

from aiohttp import web

from ...catalogue import entry
from ...context import CallContext, call_context
from ...envelope import ok
from ...errors import DomainError
from ...parsing import parse_query, query_params
from ...upstream.calls import Fetched, call_for_request
from .entries import LIST
from .schemas import POPUP, AnnouncementsQuery

routes = web.RouteTableDef()


def _types(params: AnnouncementsQuery) -> list[str]:
    """The asked types, each once, in the order asked."""
    return list(dict.fromkeys(params.types.split(",")))


async def _public(
    request: web.Request, params: AnnouncementsQuery, types: list[str], ctx: CallContext
) -> Fetched:
    query = query_params(params.model_copy(update={"types": ",".join(types)}))
    return await call_for_request(request, entry("announcements.list"), query=query, ctx=ctx)


async def _member_popups(
    request: web.Request, params: AnnouncementsQuery, ctx: CallContext
) -> list[Any] | None:
    """The member's pop-ups, or None when the upstream no longer knows the session."""
    query = {"types": POPUP, "platform": params.platform}
    if params.execution:
        query["execution"] = params.execution
    try:
        fetched = await call_for_request(
            request, entry("announcements.popups"), query=query, ctx=ctx
        )
    except DomainError as exc:
        if exc.status != 401:
            raise
        return None
    return list(fetched.value.get("popup") or [])


@routes.get(LIST)
async def list_announcements(request: web.Request) -> web.Response:
    params = parse_query(request, AnnouncementsQuery)
    ctx = await call_context(request)
    types = _types(params)
    if POPUP not in types or not ctx.token or ctx.password_change_required:
        fetched = await _public(request, params, types, ctx)
        return ok(fetched.value, stale=fetched.stale)
    rest = [t for t in types if t != POPUP]
    popups, public = await asyncio.gather(
        _member_popups(request, params, ctx),
        _public(request, params, rest, ctx) if rest else _nothing(),
    )
    if popups is None:  # the session ended upstream: the visitor's view
        fetched = await _public(request, params, types, ctx)
        return ok(fetched.value, stale=fetched.stale)
    value = dict(public.value or {})
    value["popup"] = popups
    return ok(value, stale=public.stale)


async def _nothing() -> Fetched:
    return Fetched({})


def setup(app: web.Application) -> None:
    app.router.add_routes(routes)
