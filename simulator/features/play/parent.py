"""The framing site's origin for the demo page's postMessage (`&origin=` on the launch URL).

The page posts `wallet.changed` to its parent only when the origin it was given is a plain
http(s) origin that the frame-ancestors sources (SIM_FRAME_ANCESTORS) allow; otherwise it
posts nothing. Never '*'.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

DEFAULT_PORTS = {"http": 80, "https": 443}
SOURCE = re.compile(
    r"^(?:(?P<scheme>[a-z][a-z0-9+.-]*)://)?(?P<host>\*|(?:\*\.)?[a-z0-9.-]+|\[[0-9a-f:.]+\])"
    r"(?::(?P<port>\*|\d{1,5}))?/?$"
)


def normalise(value: str | None) -> str | None:
    """`scheme://host[:port]` (lower case, default port dropped) or None if not an origin."""
    if not value or len(value) > 200:
        return None
    try:
        parts = urlsplit(value)
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS or not parts.hostname or parts.username or parts.password:
        return None
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        return None
    host = parts.hostname.lower()
    if not re.fullmatch(r"[a-z0-9.-]+|[0-9a-f:.]+", host):
        return None
    shown = f"[{host}]" if ":" in host else host
    if port is not None and port != DEFAULT_PORTS[scheme]:
        return f"{scheme}://{shown}:{port}"
    return f"{scheme}://{shown}"


def _matches(source: str, origin: str, own: str | None) -> bool:
    parts = urlsplit(origin)
    scheme, host = parts.scheme, (parts.hostname or "")
    port = parts.port or DEFAULT_PORTS[scheme]
    if source == "'self'":
        return own is not None and normalise(own) == origin
    if source in ("http:", "https:"):  # a scheme source; http: also allows https (CSP3)
        return scheme == source[:-1] or (source == "http:" and scheme == "https")
    found = SOURCE.match(source.lower())
    if found is None:
        return False
    want_scheme = found["scheme"]
    if want_scheme is not None and not (
        scheme == want_scheme or (want_scheme == "http" and scheme == "https")
    ):
        return False
    want_host = found["host"].strip("[]")
    if want_host == "*":
        host_ok = True
    elif want_host.startswith("*."):
        host_ok = host.endswith(want_host[1:])
    else:
        host_ok = host == want_host
    if not host_ok:
        return False
    want_port = found["port"]
    if want_port == "*":
        return True
    if want_port is None:
        return port == DEFAULT_PORTS.get(want_scheme or scheme, port)
    return port == int(want_port)


def allowed_parent(value: str | None, frame_ancestors: str, own: str | None = None) -> str | None:
    """The normalised origin if a frame-ancestors source allows it, else None.

    `own` is the page's own origin ('self'). A bare `*` source allows any http(s) origin:
    the message still goes to that one origin only."""
    origin = normalise(value)
    if origin is None:
        return None
    for source in frame_ancestors.split():
        if source == "'none'":
            return None
        if _matches(source, origin, own):
            return origin
    return None
