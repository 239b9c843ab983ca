"""JSON responses in the envelope of contract section 2 (orjson for speed)."""

from __future__ import annotations

import gzip
import hashlib
from dataclasses import dataclass, field
from typing import Any

import orjson
from aiohttp import hdrs, web

from .errors import DomainError
from .prerendered import Prerendered, render_head, render_lines
from .upstream.client import Verbatim


def dumps(data: Any) -> bytes:
    return orjson.dumps(data)


def json_response(data: Any, status: int = 200) -> web.Response:
    return web.Response(
        body=dumps(data),
        status=status,
        content_type="application/json",
        headers={"Cache-Control": "no-store"},
    )


# Set on an answer that holds cached values served because the upstream is failing.
STALE_HEADER = "X-BFF-Stale"


def ok(value: Any, *, stale: bool = False) -> web.Response:
    response = json_response({"success": True, "value": value})
    if stale:
        response.headers[STALE_HEADER] = "1"
    return response


_OK_HEAD = render_head(200, {"Content-Type": "application/json", "Cache-Control": "no-store"})
_STALE_LINE = render_lines({STALE_HEADER: "1"})


def ok_rendered(value: Any, extra: bytes, *, stale: bool = False) -> Prerendered:
    """ok(value) as a Prerendered answer carrying `extra` (the API headers, rendered): what a
    relayed call answers (an HTTP/1.1 request's; its head names that version). A Verbatim
    value is the envelope already."""
    body = value.body if isinstance(value, Verbatim) else dumps({"success": True, "value": value})
    length = b"Content-Length: %d\r\n" % len(body)
    return Prerendered(200, _OK_HEAD + length + (_STALE_LINE if stale else b""), body, extra)


# A public answer the browser may keep and must revalidate: the merchant can change it at any
# time, and the session's language can decide it (so private).
REVALIDATE = "private, no-cache"


def _matches(if_none_match: str, etag: str) -> bool:
    """RFC 9110's weak comparison of If-None-Match with `etag`."""
    tags = (tag.strip() for tag in if_none_match.split(","))
    return any(tag == "*" or tag.removeprefix("W/") == etag for tag in tags)


def revalidated(request: web.Request, value: Any) -> web.Response:
    """ok(value) with an ETag of its body: 304 without a body when the browser's copy is it."""
    return revalidated_json(request, dumps(value))


# A public answer worth compressing: below this the gzip header and trailer eat the saving.
GZIP_FROM = 1024


@dataclass
class _Wrapped:
    """A cached value's answer, built once: the body, its headers, its gzip form when asked,
    and the status line and headers of each form as bytes (for a Prerendered answer)."""

    body: bytes
    headers: dict[str, str]
    gzipped: tuple[bytes, dict[str, str]] | None = None
    heads: dict[tuple[int, bool], bytes] = field(default_factory=dict)

    def gzip(self) -> tuple[bytes, dict[str, str]]:
        if self.gzipped is None:
            # Its own tag: another encoding is another representation (RFC 9110 8.8.3).
            tag = self.headers["ETag"][:-1] + '-gz"'
            headers = {**self.headers, "ETag": tag, "Content-Encoding": "gzip"}
            self.gzipped = (gzip.compress(self.body, compresslevel=6, mtime=0), headers)
        return self.gzipped

    def head(self, status: int, gzipped: bool) -> bytes:
        """The status line and headers of the answer `status` (200 or 304) in the given form,
        as aiohttp would write them, less the Date (which changes each second)."""
        found = self.heads.get((status, gzipped))
        if found is None:
            body, headers = self.gzip() if gzipped else (self.body, self.headers)
            if status == 200:
                headers = {
                    "Content-Type": "application/json",
                    "Content-Length": str(len(body)),
                    **headers,
                }
            found = self.heads[(status, gzipped)] = render_head(status, headers)
        return found


# value JSON -> its answer. Cached answers come back as the same bytes object until the cache
# takes a new value, so each is wrapped, hashed and compressed once, not once per request.
_WRAPPED: dict[bytes, _Wrapped] = {}
_WRAPPED_MAX = 512


def _accepts_gzip(request: web.Request) -> bool:
    """Accept-Encoding names gzip (or *) without q=0 (RFC 9110 12.5.3)."""
    for item in request.headers.get(hdrs.ACCEPT_ENCODING, "").lower().split(","):
        coding, _, params = item.partition(";")
        if coding.strip() in ("gzip", "*"):
            weight = params.replace(" ", "").removeprefix("q=")
            return not params or weight.strip("0.") != ""
    return False


def _representation(request: web.Request, value_json: bytes) -> tuple[_Wrapped, bool, bool]:
    """The answer to `request` for a value: its wrapping, whether gzipped, whether the
    browser's copy is it (304)."""
    wrapped = _WRAPPED.get(value_json)
    if wrapped is None:
        body = b'{"success":true,"value":' + value_json + b"}"
        etag = f'"{hashlib.blake2b(body, digest_size=12).hexdigest()}"'
        if len(_WRAPPED) >= _WRAPPED_MAX:
            _WRAPPED.clear()
        headers = {"Cache-Control": REVALIDATE, "ETag": etag, "Vary": "Language, Accept-Encoding"}
        wrapped = _WRAPPED[value_json] = _Wrapped(body, headers)
    gzipped = len(wrapped.body) >= GZIP_FROM and _accepts_gzip(request)
    asked = request.headers.get("If-None-Match")
    if asked:
        tag = wrapped.gzip()[1]["ETag"] if gzipped else wrapped.headers["ETag"]
        if _matches(asked, tag) or _matches(asked, wrapped.headers["ETag"]):
            return wrapped, gzipped, True
    return wrapped, gzipped, False


def revalidated_json(request: web.Request, value_json: bytes) -> web.Response:
    """revalidated, given the value already as JSON (a cache's stored form); gzipped for a
    browser that takes it, once per value."""
    wrapped, gzipped, not_modified = _representation(request, value_json)
    body, headers = wrapped.gzip() if gzipped else (wrapped.body, wrapped.headers)
    if not_modified:
        return web.Response(status=304, headers=headers)
    return web.Response(body=body, content_type="application/json", headers=headers)


def prerendered_json(request: web.Request, value_json: bytes, extra: bytes) -> Prerendered:
    """revalidated_json as a Prerendered answer carrying `extra` (the API headers, rendered):
    an HTTP/1.1 request's (its head names that version)."""
    wrapped, gzipped, not_modified = _representation(request, value_json)
    if not_modified:
        return Prerendered(304, wrapped.head(304, gzipped), b"", extra)
    body = wrapped.gzip()[0] if gzipped else wrapped.body
    return Prerendered(200, wrapped.head(200, gzipped), body, extra)


def error_response(error: DomainError) -> web.Response:
    response = json_response(error.body(), status=error.status)
    response.headers.update(error.headers)
    return response
