"""What one browser request carries to the upstream: merchant, token, language, address."""

from __future__ import annotations

import functools
import ipaddress
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from aiohttp import web
from aiohttp_session import Session, get_session

from . import keys, sessions

if TYPE_CHECKING:
    from .settings import Settings

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


@dataclass(frozen=True)
class CallContext:
    merchant: str
    language: str
    client_ip: str
    host: str
    token: str | None = None
    account_type: int | None = None  # 4 = trial (free play)
    password_change_required: bool = False  # a forced change is pending (sessions.py)

    def with_token(self, token: str | None) -> CallContext:
        return replace(self, token=token)


@functools.lru_cache(maxsize=4096)
def parse_address(text: str) -> IPAddress | None:
    """'203.0.113.5', '203.0.113.5:4711', '[2001:db8::1]:443' or '2001:db8::1'; else None.
    Remembered: the same few peers and proxies ask again and again."""
    text = text.strip()
    if text.startswith("["):
        text = text[1:].split("]", 1)[0]
    elif text.count(":") == 1:
        text = text.split(":", 1)[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


@functools.lru_cache(maxsize=4096)
def _shown(ip: IPAddress) -> str:
    return str(ip)


def _hops(values: list[str]) -> list[str]:
    """Every entry of a list header, in order, however the proxies split it over lines."""
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def resolve_client(peer: str | None, forwarded: list[str], settings: Settings) -> tuple[str, int]:
    """The caller's address and how many trusted proxies its request passed.

    Each proxy appends the address it was called from to X-Forwarded-For, so only the
    entries written by trusted proxies, counted from the right, can be believed; whatever
    lies to their left the client wrote. With TRUSTED_PROXY_NETWORKS the header counts only
    when the direct peer is inside them, and trusted entries are skipped from the right up
    to the first address outside them; else the address is the TRUSTED_PROXIES-th entry from
    the right (or the leftmost, when fewer proxies wrote). An entry that is not an address
    stops the walk at the nearest address known to be good.
    """
    peer_ip = parse_address(peer or "")
    here = _shown(peer_ip) if peer_ip is not None else "127.0.0.1"
    if not settings.trust_forwarded_for or peer_ip is None:
        return here, 0
    hops = _hops(forwarded)
    networks = settings.proxy_networks
    if networks:
        if not _inside(peer_ip, networks):
            return here, 0
        trusted = 1
        for entry in reversed(hops):
            ip = parse_address(entry)
            if ip is None:
                break
            here = str(ip)
            if not _inside(ip, networks):
                break
            trusted += 1
        return here, trusted
    count = settings.trusted_proxies
    if not hops:  # the peer is a proxy by configuration, one that wrote no address
        return here, count
    ip = parse_address(hops[-count] if len(hops) >= count else hops[0])
    return (str(ip), count) if ip is not None else (here, 0)


def _inside(ip: IPAddress, networks: tuple[IPNetwork, ...]) -> bool:
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip.version == net.version and ip in net for net in networks)


def client_ip(request: web.Request) -> str:
    """The caller's address: the peer's, or what trusted proxies say (TRUST_FORWARDED_FOR)."""
    settings = request.app[keys.SETTINGS]
    forwarded = request.headers.getall("X-Forwarded-For", [])
    return resolve_client(request.remote, forwarded, settings)[0]


def forwarded_proto(request: web.Request) -> str | None:
    """X-Forwarded-Proto as the nearest trusted proxies passed it on, or None: the entry as
    far from the right as proxies were trusted (the edge proxy's, when each appends)."""
    settings = request.app[keys.SETTINGS]
    forwarded = request.headers.getall("X-Forwarded-For", [])
    trusted = resolve_client(request.remote, forwarded, settings)[1]
    protos = _hops(request.headers.getall("X-Forwarded-Proto", []))
    if not trusted or not protos:
        return None
    proto = protos[max(0, len(protos) - trusted)].lower()
    return proto if proto in ("http", "https") else None


def pick_language(request: web.Request, session: Session) -> str:
    """The Language header if it is one of the brand's codes (the OpenAPI document's enum),
    else the session's, else the brand's default. Another value is not refused: the SPA
    sends its stored choice before it knows the brand, and that must not break the site."""
    brand = request.app[keys.BRAND]
    for candidate in (request.headers.get("Language"), session.get("language")):
        if candidate in brand.codes:
            return str(candidate)
    return brand.default_language


def request_host(request: web.Request) -> str:
    """The host the browser asked for, without a port (the upstream's site domain)."""
    return request.host.split(":")[0] if request.host else "localhost"


async def call_context(request: web.Request) -> CallContext:
    session = await get_session(request)
    settings = request.app[keys.SETTINGS]
    return CallContext(
        merchant=settings.merchant,
        language=pick_language(request, session),
        client_ip=client_ip(request),
        host=request_host(request),
        token=session.get("token"),
        account_type=session.get("accountType") if session.get("token") else None,
        password_change_required=bool(
            session.get("token") and session.get(sessions.PASSWORD_CHANGE)
        ),
    )
