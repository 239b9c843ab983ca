"""The BFF's HTTP/1.1 client for its one upstream origin: kept-alive connections, llhttp's parser.

A relayed call is mostly its upstream call, and aiohttp's general client spent about 95
microseconds of CPU on one that this spends about 40 on (docs/performance.md). It does what
the BFF needs and nothing else:

- one origin, http or https (its path prefix kept); a request is a method, a target, header
  lines and a body of bytes, and its answer a status and the whole body;
- answers framed by Content-Length, chunked, or ending with the connection; interim (1xx)
  answers skipped; at most `max_body` bytes, else the connection is dropped;
- at most `limit` connections: later callers wait for one to come back; an idle one is
  reused last-in first-out and closed after `idle` seconds unused (before a server's own
  keep-alive timeout is likely to close it under us);
- no redirects, cookies, proxies or content codings (it asks for `identity`);
- nothing resent: a connection that failed, timed out or was cancelled before its answer was
  complete is closed, never reused, and the caller's retry policy decides what happens next.

Failures: no connection, a reset, an answer cut short or not HTTP raise UpstreamConnectionError
(an OSError, as a refused connection is); the caller's deadline passing raises TimeoutError.
"""

from __future__ import annotations

import asyncio
import ssl
from collections import deque
from urllib.parse import urlsplit

import httptools

IDLE = 15.0  # seconds an unused connection is kept
MAX_BODY = 32 * 1024 * 1024
_FRAMING = frozenset({b"content-length", b"transfer-encoding"})


class UpstreamConnectionError(ConnectionError):
    """No complete answer on this connection."""


class _Connection(asyncio.Protocol):
    """One kept-alive connection; one exchange at a time."""

    def __init__(self, pool: UpstreamPool) -> None:
        self._pool = pool
        self._parser = httptools.HttpResponseParser(self)
        self._transport: asyncio.Transport | None = None
        self._waiter: asyncio.Future[tuple[int, bytes]] | None = None
        self._body: list[bytes] = []
        self._size = 0
        self._framed = False  # Content-Length or chunked: the answer does not end with the close
        self._headers_done = False
        self.reusable = False
        self.closed = False
        self.idle_since = 0.0

    # asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport

    def data_received(self, data: bytes) -> None:
        if self._waiter is None or self._waiter.done():
            self.close()  # bytes nobody asked for: this connection's framing cannot be trusted
            return
        try:
            self._parser.feed_data(data)
        except (httptools.HttpParserError, httptools.HttpParserUpgrade) as exc:
            self._fail(UpstreamConnectionError(f"not an HTTP answer: {exc}"))

    def eof_received(self) -> bool:
        return False  # close our side too: connection_lost follows

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self.reusable = False
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            status = self._parser.get_status_code() if self._headers_done else 0
            if self._headers_done and not self._framed and status >= 200:
                waiter.set_result((status, b"".join(self._body)))  # ended by the close
            else:
                waiter.set_exception(UpstreamConnectionError("connection closed before the answer"))
        self._pool._forget(self)

    # httptools callbacks

    def on_message_begin(self) -> None:
        if self._waiter is None or self._waiter.done():
            self.close()

    def on_header(self, name: bytes, value: bytes) -> None:
        if name.lower() in _FRAMING:
            self._framed = True

    def on_headers_complete(self) -> None:
        self._headers_done = True

    def on_body(self, body: bytes) -> None:
        self._size += len(body)
        if self._size > self._pool.max_body:
            self._fail(UpstreamConnectionError("answer larger than the limit"))
            raise UpstreamConnectionError  # stops the parser
        self._body.append(body)

    def on_message_complete(self) -> None:
        status = self._parser.get_status_code()
        if status < 200:  # interim: the answer follows
            self._reset()
            return
        waiter = self._waiter
        self.reusable = self._parser.should_keep_alive()
        if waiter is not None and not waiter.done():
            waiter.set_result((status, b"".join(self._body)))

    # the pool's side

    def send(self, head: bytes, body: bytes | None) -> asyncio.Future[tuple[int, bytes]]:
        assert self._transport is not None
        self._reset()
        self.reusable = False
        self._waiter = self._pool.loop.create_future()
        self._transport.write(head + body if body else head)
        return self._waiter

    @property
    def usable(self) -> bool:
        """Open, and not closing (a server's close may be seen before connection_lost)."""
        return not self.closed and self._transport is not None and not self._transport.is_closing()

    def close(self) -> None:
        self.reusable = False
        if self._transport is not None and not self.closed:
            self.closed = True
            self._transport.abort()  # connection_lost follows, from the loop

    def _reset(self) -> None:
        self._body = []
        self._size = 0
        self._framed = False
        self._headers_done = False

    def _fail(self, exc: Exception) -> None:
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_exception(exc)
        self.close()


class UpstreamPool:
    """Connections to one origin (`base_url`), at most `limit` open."""

    def __init__(
        self,
        base_url: str,
        *,
        limit: int = 100,
        idle: float = IDLE,
        max_body: int = MAX_BODY,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        """`tls`: for an https origin, the context to verify it with (default: the system's
        trusted authorities, which SSL_CERT_FILE can replace)."""
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"not an http(s) URL: {base_url!r}")
        secure = parts.scheme == "https"
        self.host = parts.hostname
        self.port = parts.port or (443 if secure else 80)
        self.prefix = parts.path.rstrip("/")
        default_port = self.port == (443 if secure else 80)
        host = f"[{self.host}]" if ":" in self.host else self.host
        self.authority = host if default_port else f"{host}:{self.port}"
        self._ssl = (tls or ssl.create_default_context()) if secure else None
        self.limit = limit
        self.idle = idle
        self.max_body = max_body
        self._open: set[_Connection] = set()
        self._connecting = 0
        self._idle: list[_Connection] = []
        self._waiters: deque[asyncio.Future[None]] = deque()
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
        return self._loop

    def head(
        self, method: str, target: str, lines: list[tuple[str, str]], length: int | None
    ) -> bytes:
        """The request's head: request line, Host, `lines`, the body's length (when there is
        a body or the method expects one) and the framing this client reads."""
        text = "".join(f"{name}: {value}\r\n" for name, value in lines)
        # One CR and one LF per line, no NUL: no value ends its line early (header injection).
        count = len(lines)
        if text.count("\r") != count or text.count("\n") != count or "\x00" in text:
            raise ValueError("a header of the upstream request carries a line break or NUL")
        if length is not None:
            text += f"Content-Length: {length}\r\n"
        start = f"{method} {self.prefix}{target} HTTP/1.1\r\nHost: {self.authority}\r\n"
        return (start + text + "Accept-Encoding: identity\r\n\r\n").encode("latin-1")

    async def request(self, head: bytes, body: bytes | None, deadline: float) -> tuple[int, bytes]:
        """Send one request (`head` from head()) and return (status, body), by `deadline`
        (event-loop time) or TimeoutError."""
        loop = self.loop
        if loop.time() >= deadline:
            raise TimeoutError
        conn = self._take_idle() or await self._acquire(deadline)
        waiter = conn.send(head, body)
        timer = loop.call_at(deadline, _expire, waiter)
        try:
            return await waiter
        finally:
            timer.cancel()
            if conn.reusable and conn.usable:
                conn.idle_since = loop.time()
                self._idle.append(conn)
                self._wake()
            else:
                conn.close()

    async def close(self) -> None:
        for conn in list(self._open):
            conn.close()
        for waiter in self._waiters:
            if not waiter.done():
                waiter.set_exception(UpstreamConnectionError("the client is closed"))
        self._waiters.clear()
        self._idle.clear()
        await asyncio.sleep(0)  # let the transports report their loss

    def _take_idle(self) -> _Connection | None:
        now = self.loop.time()
        while self._idle:
            conn = self._idle.pop()
            if not conn.usable:
                continue
            if now - conn.idle_since > self.idle:
                conn.close()
                continue
            return conn
        return None

    async def _acquire(self, deadline: float) -> _Connection:
        async with asyncio.timeout_at(deadline):
            while len(self._open) + self._connecting >= self.limit:
                await self._wait_turn()
                conn = self._take_idle()
                if conn is not None:
                    return conn
            self._connecting += 1
            try:
                _, conn = await self.loop.create_connection(
                    lambda: _Connection(self),
                    self.host,
                    self.port,
                    ssl=self._ssl,
                    server_hostname=self.host if self._ssl else None,
                )
            except BaseException:
                self._connecting -= 1
                self._wake()  # the slot it would have taken is free
                raise
            self._connecting -= 1
        if conn.closed:
            self._wake()
            raise UpstreamConnectionError("connection closed as it opened")
        self._open.add(conn)
        return conn

    async def _wait_turn(self) -> None:
        """Until a connection comes back or a slot frees (first come, first woken)."""
        waiter: asyncio.Future[None] = self.loop.create_future()
        self._waiters.append(waiter)
        try:
            await waiter
        except BaseException:
            if waiter.done() and not waiter.cancelled():
                self._wake()  # woken, but leaving: the turn goes to the next one
            else:
                self._waiters.remove(waiter)
            raise

    def _forget(self, conn: _Connection) -> None:
        """A connection is gone: its slot is free."""
        if conn in self._open:
            self._open.discard(conn)
            self._wake()

    def _wake(self) -> None:
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return


def _expire(waiter: asyncio.Future[tuple[int, bytes]]) -> None:
    if not waiter.done():
        waiter.set_exception(TimeoutError())
