"""What a handler declares about itself, read by the policy middleware, and relay entries."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from .keys import RELAYS

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
ATTR = "__sim_endpoint__"


@dataclass(frozen=True)
class Endpoint:
    """module: whitelabel module id that must be on; token: needs a session;
    encrypted: the body must arrive through a codec (the handler reads request[BODY]);
    real: a trial account (type 4) is refused with in_need_true_account (needs token)."""

    module: str | None = None
    token: bool = False
    encrypted: bool = False
    real: bool = False


PLAIN = Endpoint()


def endpoint(
    *, module: str | None = None, token: bool = False, encrypted: bool = False, real: bool = False
) -> Any:
    def mark(handler: Handler) -> Handler:
        policy = Endpoint(module=module, token=token or real, encrypted=encrypted, real=real)
        setattr(handler, ATTR, policy)
        return handler

    return mark


def endpoint_of(request: web.Request) -> Endpoint:
    """The handler's declared policy; for a relay, the policy of the named relay."""
    handler = request.match_info.route.handler
    if handler is relay_dispatch:
        relay = request.config_dict[RELAYS].get(request.match_info.get("name", ""))
        return relay.policy if relay else PLAIN
    return getattr(handler, ATTR, PLAIN)


@dataclass(frozen=True)
class Relay:
    """One /wps/relay/[passwordCheck/]<PREFIX>_<method> service: its handler and its
    policy."""

    handler: Handler
    methods: frozenset[str] = frozenset({"GET"})
    policy: Endpoint = PLAIN


def add_relay(app: web.Application, name: str, relay: Relay) -> None:
    app[RELAYS][name] = relay


async def relay_dispatch(request: web.Request) -> web.StreamResponse:
    """/wps/relay/<name>: forward to the registered relay, as the platform's relay does."""
    relay = request.config_dict[RELAYS].get(request.match_info["name"])
    if relay is None:
        raise web.HTTPNotFound()
    if request.method not in relay.methods:
        raise web.HTTPMethodNotAllowed(request.method, sorted(relay.methods))
    return await relay.handler(request)


# The platform puts calls that check the payment password under passwordCheck/; the
# relay's registered name keeps that prefix (e.g. "passwordCheck/MCS2_convertPoint").
PASSWORD_CHECK = "/wps/relay/{name:passwordCheck/[A-Za-z0-9_]+}"


def setup_relays(app: web.Application) -> None:
    app[RELAYS] = {}
    for path in ("/wps/relay/{name}", PASSWORD_CHECK):
        app.router.add_route("GET", path, relay_dispatch)
        app.router.add_route("POST", path, relay_dispatch)
