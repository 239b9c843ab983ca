"""Answers whose status line and headers were rendered to bytes once, for the hottest reads.

aiohttp builds every answer's headers as a multidict, runs on_response_prepare over them and
serializes them again on each request; for a cached public read that was more of the process's
time than everything the BFF itself does for it. A cached value's answer is the same bytes
every time but for the Date, so it is rendered once (bff/envelope.py keeps the heads with the
value) and sent in one write.

A Prerendered answer passes by aiohttp's header handling, on_response_prepare included, so it
carries the headers that signal would add itself (`extra`). Headers and cookies a later layer
sets on it the usual way (the session's cookie, the XSRF one) are rendered as it goes out.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from email.utils import formatdate
from http import HTTPStatus

from aiohttp import web
from aiohttp.abc import AbstractStreamWriter


def render_lines(headers: Mapping[str, str]) -> bytes:
    """`name: value` CRLF for each header."""
    lines = []
    for name, value in headers.items():
        if any(c in name for c in "\r\n:") or "\r" in value or "\n" in value:
            raise ValueError(f"header {name!r} cannot be rendered")
        lines.append(f"{name}: {value}\r\n")
    return "".join(lines).encode("latin-1")


def render_head(status: int, headers: Mapping[str, str]) -> bytes:
    """`HTTP/1.1 <status> <reason>` and `headers`, each line ending in CRLF (the blank line
    that ends the head is not included: the Date and other lines follow)."""
    return f"HTTP/1.1 {status} {HTTPStatus(status).phrase}\r\n".encode() + render_lines(headers)


class _Date:
    """The Date header line (RFC 9110 6.6.1), formatted once a second."""

    second = -1
    line = b""

    @classmethod
    def now(cls) -> bytes:
        second = int(time.time())
        if second != cls.second:
            text = formatdate(second, usegmt=True)
            cls.second, cls.line = second, f"Date: {text}\r\n".encode("latin-1")
        return cls.line


class Prerendered(web.StreamResponse):
    """The answer `head` (status line and fixed headers, rendered) + Date + `extra` (more
    rendered header lines) + `body`, written at once. HTTP/1.1 requests only: the head names
    that version."""

    def __init__(self, status: int, head: bytes, body: bytes, extra: bytes = b"") -> None:
        super().__init__(status=status)
        self._head = head
        self._data = body
        self._extra = extra

    async def prepare(self, request: web.BaseRequest) -> AbstractStreamWriter | None:
        if self._eof_sent:
            return None
        if self._payload_writer is None:
            late = render_lines(self._headers) if self._headers else b""
            for morsel in (self._cookies or {}).values():
                late += render_lines({"Set-Cookie": morsel.OutputString()})
            self._extra += late
            self._req = request
            self._keep_alive = request.keep_alive
            self._payload_writer = request.writer
        return self._payload_writer

    async def write_eof(self, data: bytes = b"") -> None:
        if self._eof_sent:
            return
        writer, request = self._payload_writer, self._req
        assert writer is not None and request is not None, "Response has not been started"
        body = b"" if request.method == "HEAD" else self._data
        close = b"" if self._keep_alive else b"Connection: close\r\n"
        answer = (self._head, _Date.now(), close, self._extra, b"\r\n", body)
        await writer.write_eof(b"".join(answer))
        self._eof_sent = True
        self._body_length = len(body)
        self._req = None
        self._payload_writer = None
