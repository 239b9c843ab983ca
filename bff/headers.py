"""Security headers on every answer: the site's Content-Security-Policy and its companions.

Set in `on_response_prepare`, so pages, assets, API answers, error envelopes, 404s and file
answers all carry them, whichever layer made the answer. A JSON answer is data, never a
document: it carries the short set of API_HEADERS (nothing may load from it, nothing may frame
it), since the policy of the site's pages and the Referrer- and Permissions-Policy govern only
what a document does. Every answer of the API pays for each byte of its headers, and the
page's policy is most of them.

The policy allows the site itself and, by source:
- images: `data:` (captcha pictures, previews of images being uploaded), the upstream's image
  CDNs, `CSP_IMG_HOSTS`;
- frames: the upstream's game launch hosts and the upstream's own origin (in the simulator
  game, payment and chat pages live there), `CSP_FRAME_HOSTS` (a payment or chat provider
  elsewhere).

The CDN hosts are not settings: the upstream names them in its system status (`info.imageCDNs`,
`info.launchGameCDNs`), may answer differently per site domain, and may change them while the
BFF runs. So the SPA's page handler reads the caller's status (the status gate's cache, which
the bootstrap reads a moment later anyway) before it answers, and the hosts that status names
join this process's policy from then on. A page's header thus always allows the hosts its own
bootstrap and game launches pick; a host the upstream stops naming stays allowed until a
restart (still the brand's own host). The page is not held up by an upstream that is slow:
it waits at most STATUS_TIMEOUT, then goes out with the hosts already known.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import urlsplit

from aiohttp import hdrs, web

from .prerendered import render_lines
from .settings import CSP_ORIGIN, Settings

log = logging.getLogger(__name__)

# Past this many hosts per directive a status's new ones are ignored (and logged): an upstream
# that names a new host on every answer must not grow the header without bound.
MAX_HOSTS = 32

# One year. No includeSubDomains: the brand's other subdomains are not this site's to decide.
HSTS = "max-age=31536000"

# Powerful features the site never uses, off for it and for every frame it embeds. Autoplay,
# fullscreen and clipboard-write stay: the game and chat frames ask for them.
PERMISSIONS = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer",
        "camera",
        "display-capture",
        "geolocation",
        "gyroscope",
        "hid",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "serial",
        "usb",
    )
)

POLICY: web.AppKey[SitePolicy] = web.AppKey("site_policy")

# What a browser that opens a JSON answer as a page may do with it: nothing.
API_CSP = "default-src 'none'; frame-ancestors 'none'"
JSON = "application/json"


def csp_origin(url: Any) -> str | None:
    """`scheme://host[:port]` of an http(s) URL when it is safe in a CSP source list, else None."""
    if not isinstance(url, str):
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    found = f"{parts.scheme}://{parts.netloc}".lower()
    return found if "*" not in found and CSP_ORIGIN.fullmatch(found) else None


class SitePolicy:
    """The header values of this process; `learn` adds the hosts a system status names."""

    def __init__(self, settings: Settings) -> None:
        self._img: dict[str, None] = dict.fromkeys(settings.img_hosts)
        upstream = csp_origin(settings.upstream_base)
        self._frame: dict[str, None] = dict.fromkeys(
            [*([upstream] if upstream else []), *settings.frame_hosts]
        )
        self._fixed = {
            "X-Content-Type-Options": "nosniff",
            # The site's origin only, and only to https: launch URLs carry `origin=` themselves,
            # and a game provider that checks the Referer still sees which site embeds it.
            "Referrer-Policy": "strict-origin-when-cross-origin",
            "Permissions-Policy": PERMISSIONS,
            # frame-ancestors for browsers that predate it.
            "X-Frame-Options": "DENY",
        }
        self.api_headers = {
            "X-Content-Type-Options": "nosniff",
            "X-Frame-Options": "DENY",
            "Content-Security-Policy": API_CSP,
        }
        if settings.cookie_secure:
            self._fixed["Strict-Transport-Security"] = HSTS
            self.api_headers["Strict-Transport-Security"] = HSTS
        # The same, rendered, for a Prerendered answer (which on_response_prepare never sees).
        self.api_lines = render_lines(self.api_headers)
        self.headers: dict[str, str] = {}
        self._render()

    @property
    def csp(self) -> str:
        return self.headers["Content-Security-Policy"]

    def learn(self, status: Mapping[str, Any]) -> None:
        info = status.get("info")
        if not isinstance(info, Mapping):
            return
        added = self._add(self._img, info.get("imageCDNs"), "img-src")
        added = self._add(self._frame, info.get("launchGameCDNs"), "frame-src") or added
        if added:
            self._render()

    @staticmethod
    def _add(known: dict[str, None], urls: Any, directive: str) -> bool:
        if not isinstance(urls, Iterable) or isinstance(urls, str | bytes):
            return False
        added = False
        for url in urls:
            host = csp_origin(url)
            if host is None or host in known:
                continue
            if len(known) >= MAX_HOSTS:
                log.warning("CSP %s already has %d hosts; %s left out", directive, MAX_HOSTS, host)
                break
            known[host] = None
            added = True
        return added

    def _render(self) -> None:
        frames = " ".join(self._frame) or "'none'"
        directives = (
            "default-src 'self'",
            # No inline script: the theme script is a file (web/public/theme.js).
            "script-src 'self'",
            # Vite builds the styles into files; React's style props go through the CSSOM,
            # which style-src does not govern, so no 'unsafe-inline' is needed.
            "style-src 'self'",
            " ".join(("img-src 'self' data:", *self._img)),
            f"frame-src {frames}",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        )
        self.headers = {**self._fixed, "Content-Security-Policy": "; ".join(directives)}


async def add_headers(request: web.Request, response: web.StreamResponse) -> None:
    """on_response_prepare: every answer of the app, whichever layer made it."""
    policy = request.app[POLICY]
    # The header as the BFF's JSON answers set it (no parameters): cheaper than parsing it.
    headers = response.headers
    json = headers.get(hdrs.CONTENT_TYPE, "").startswith(JSON)
    headers.update(policy.api_headers if json else policy.headers)
    # aiohttp names itself and its version; nothing a visitor needs (a Prerendered answer
    # goes without it too).
    headers.popall(hdrs.SERVER, None)


def setup(app: web.Application, settings: Settings) -> None:
    app[POLICY] = SitePolicy(settings)
    app.on_response_prepare.append(add_headers)
