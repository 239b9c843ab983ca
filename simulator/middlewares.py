"""The policy middleware: what every upstream call must satisfy before its handler runs.

In order: the control surface guard (/__sim/), a pass for the image CDN, the demo game
pages, the payment gateway and the chat room (/cdn/, /demo/, /pay/, /chat/: a ticket or
token is their key), the Merchant header, the system gate (maintenance, then region
restriction), the module gate, the session token, and the codec for encrypted calls.
Handlers declare module, token and encryption with simulator.routing.endpoint.
"""

from __future__ import annotations

import hmac
import ipaddress
from typing import Any

from aiohttp import web
from yarl import URL

from .codecs import LEGACY, MODERN, CodecError, decrypt_legacy, decrypt_modern
from .envelope import JSON
from .errors import DomainError
from .features.session.service import member_for_token, refuse_trial
from .features.system.service import caller_ip, refuse_when_closed, require_module, status_for
from .features.system.store import SystemStore
from .keys import BODY, CLOCK, DB, FIXTURES, KEYRING, MEMBER_ID, SCHEDULER, SETTINGS, TOKEN
from .parsing import decode_json
from .persist import save_state
from .routing import endpoint_of

CONTROL = "/__sim/"
CDN = "/cdn/"
DEMO = "/demo/"  # the vendor's demo game pages and their API: the launch ticket is the key
PAY = "/pay/"  # the payment gateway's page and its API: the order's pay token is the key
CHAT = "/chat/"  # the chat room page and its API: the chat ticket is the key
UNGATED = ("/wps/system/", "/wps/session/key/rsa", CONTROL, CDN)
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


def _is_loopback(text: str | None) -> bool:
    try:
        return ipaddress.ip_address((text or "").strip()).is_loopback
    except ValueError:
        return False


def _origin(text: str) -> tuple[str, str, int] | None:
    """scheme, host, port of an http(s) origin; None for anything else ("null" included)."""
    try:
        url = URL(text.strip())
    except ValueError:
        return None
    if url.scheme not in ("http", "https") or not url.host or url.port is None:
        return None
    return url.scheme, url.host.lower(), url.port


def _own_origins(request: web.Request) -> set[tuple[str, str, int]]:
    """SIM_PUBLIC_URL's origin, and the request's own scheme://Host when that Host is a
    loopback name: a page of another site renamed to point at 127.0.0.1 (DNS rebinding)
    would otherwise count as the simulator itself."""
    own = set()
    public = _origin(request.config_dict[SETTINGS].public_url)
    if public is not None:
        own.add(public)
    here = _origin(f"{request.scheme}://{request.host}")
    if here is not None and (here[1] == "localhost" or _is_loopback(here[1])):
        own.add(here)
    return own


def guard_control(request: web.Request) -> None:
    """Loopback peers only (and nothing forwarded from elsewhere); no page of another site
    (a present Origin must be the simulator's own); bearer token if set; bodies in JSON
    only, which a cross-site form or simple fetch cannot send."""
    forwarded = [part for part in request.headers.get("X-Forwarded-For", "").split(",") if part]
    if not _is_loopback(request.remote) or not all(_is_loopback(p) for p in forwarded):
        raise DomainError("control.forbidden")
    origin = request.headers.get("Origin")
    if origin is not None and _origin(origin) not in _own_origins(request):
        raise DomainError("control.origin.forbidden")
    token = request.config_dict[SETTINGS].admin_token
    if token:
        given = request.headers.get("Authorization", "")
        if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
            raise DomainError("admin.token.invalid")
    if request.body_exists and request.content_type != JSON:
        raise DomainError("control.json.required")


def check_merchant(request: web.Request) -> None:
    values = request.headers.getall("Merchant", [])
    expected = request.config_dict[FIXTURES].brand.merchantCode
    if len(values) != 1 or values[0] != expected:
        raise DomainError("merchant.invalid")


async def decrypted_body(request: web.Request) -> Any:
    """The JSON body of an encrypted call; plaintext is refused, garbage is invalid."""
    wrapped = request.headers.get("Encryption")
    if not wrapped:
        raise DomainError("encryption.required")
    codec = request.headers.get("X-Codec", LEGACY)
    envelope = decode_json(await request.read())
    value = envelope.get("value") if isinstance(envelope, dict) else None
    if not isinstance(value, str):
        raise DomainError("encryption.invalid", 'The body must be {"value": <base64>}')
    keyring = request.config_dict[KEYRING]
    try:
        if codec == MODERN:
            aad = f"{request.method} {request.path}"
            plain = decrypt_modern(keyring, value, wrapped, request.headers.get("X-Key-Id"), aad)
        elif codec == LEGACY:
            plain = decrypt_legacy(keyring, value, wrapped, request.headers.get("X-Digest"))
        else:
            raise CodecError(f"unknown codec {codec}")
    except CodecError:
        raise DomainError("encryption.invalid") from None
    body = decode_json(plain)
    if not isinstance(body, dict):
        raise DomainError("request.invalid", "The decrypted body must be a JSON object")
    return body


@web.middleware
async def policy_middleware(request: web.Request, handler: Any) -> web.StreamResponse:
    if request.match_info.http_exception is not None:
        return await handler(request)  # unknown path or method: the error middleware answers
    path = request.path
    if path.startswith(CONTROL):
        guard_control(request)
        try:
            return await handler(request)
        finally:  # a control call may have moved the clock or the due times: keep them
            if request.method not in SAFE_METHODS:
                cfg = request.config_dict
                save_state(cfg[DB], cfg[CLOCK], cfg[SCHEDULER])
    if path.startswith((CDN, DEMO, PAY, CHAT)):
        return await handler(request)
    check_merchant(request)
    store = SystemStore(request.config_dict[DB])
    if not path.startswith(UNGATED):
        status = status_for(store, request.config_dict[FIXTURES], caller_ip(request))
        refuse_when_closed(status)
    policy = endpoint_of(request)
    require_module(store, request.headers.get("ModuleId"))
    require_module(store, policy.module)
    if policy.token:
        token = request.headers.get("Authorization", "").strip()
        now = request.config_dict[CLOCK].now_ms()
        request[MEMBER_ID] = member_for_token(request.config_dict[DB], token, now)
        request[TOKEN] = token
        if policy.real:
            refuse_trial(request.config_dict[DB], request[MEMBER_ID])
    if policy.encrypted:
        request[BODY] = await decrypted_body(request)
    return await handler(request)
