"""The upstream HTTP client (bff/upstream/http.py) against a server that writes raw bytes: what
it sends, each way an answer can be framed, the pool's reuse, limit and idle expiry, and
that a connection whose answer was not read whole is never used again."""

from __future__ import annotations

import asyncio
import datetime
import ipaddress
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from bff.upstream.http import UpstreamConnectionError, UpstreamPool


# (the request's head and body, its number on this connection) -> bytes to write; Closing(bytes)
# to write them and close; None to close without answering.
@dataclass(frozen=True)
class Closing:
    data: bytes


Script = Callable[[bytes, int], Awaitable[bytes | Closing | None]]


def answer(body: bytes = b'{"ok":1}', *, status: str = "200 OK", extra: bytes = b"") -> bytes:
    head = f"HTTP/1.1 {status}\r\nContent-Length: {len(body)}\r\n".encode()
    return head + extra + b"\r\n" + body


@dataclass
class RawServer:
    url: str
    requests: list[bytes] = field(default_factory=list)
    connections: int = 0
    busy: int = 0
    busiest: int = 0


async def _read_request(reader: asyncio.StreamReader) -> bytes | None:
    try:
        head = await reader.readuntil(b"\r\n\r\n")
    except (asyncio.IncompleteReadError, ConnectionError):
        return None
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    return head + (await reader.readexactly(length) if length else b"")


StartServer = Callable[[Script], Awaitable[RawServer]]
MakePool = Callable[..., UpstreamPool]


@pytest.fixture
async def raw_server() -> AsyncIterator[StartServer]:
    servers: list[asyncio.Server] = []

    async def start(script: Script) -> RawServer:
        state = RawServer(url="")

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            state.connections += 1
            number = 0
            try:
                while (request := await _read_request(reader)) is not None:
                    state.requests.append(request)
                    state.busy += 1
                    state.busiest = max(state.busiest, state.busy)
                    try:
                        reply = await script(request, number)
                    finally:
                        state.busy -= 1
                    number += 1
                    if reply is None:
                        break
                    writer.write(reply.data if isinstance(reply, Closing) else reply)
                    await writer.drain()
                    if isinstance(reply, Closing):
                        break
            finally:
                writer.close()

        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        servers.append(server)
        port = server.sockets[0].getsockname()[1]
        state.url = f"http://127.0.0.1:{port}/base"
        return state

    yield start
    for server in servers:
        server.close()


@pytest.fixture
async def pools() -> AsyncIterator[MakePool]:
    made: list[UpstreamPool] = []

    def make(url: str, **kw: object) -> UpstreamPool:
        pool = UpstreamPool(url, **kw)  # type: ignore[arg-type]
        made.append(pool)
        return pool

    yield make
    for pool in made:
        await pool.close()


async def slow_echo(request: bytes, number: int) -> bytes:
    """Answers with the request's target, 0.3 s late for a target with /slow."""
    if b"/slow" in request:
        await asyncio.sleep(0.3)
    return answer(request.split(b" ")[1])


def soon(seconds: float = 5.0) -> float:
    return asyncio.get_running_loop().time() + seconds


async def get(pool: UpstreamPool, target: str = "/x", seconds: float = 5.0) -> tuple[int, bytes]:
    return await pool.request(pool.head("GET", target, [], None), None, soon(seconds))


async def settle() -> None:
    """Let the loop deliver what the sockets have (a close, bytes)."""
    for _ in range(5):
        await asyncio.sleep(0.01)


async def test_what_goes_on_the_wire(raw_server: StartServer, pools: MakePool) -> None:
    async def script(request: bytes, number: int) -> bytes:
        return answer()

    server = await raw_server(script)
    pool = pools(server.url)
    head = pool.head("POST", "/wps/login?a=1", [("Merchant", "DEFAULT"), ("Language", "EN")], 7)
    assert await pool.request(head, b'{"a":1}', soon()) == (200, b'{"ok":1}')
    await get(pool, "/wps/balance")
    port = server.url.split(":")[2].split("/")[0]
    assert (
        server.requests[0]
        == (
            f"POST /base/wps/login?a=1 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Merchant: DEFAULT\r\nLanguage: EN\r\nContent-Length: 7\r\n"
            'Accept-Encoding: identity\r\n\r\n{"a":1}'
        ).encode()
    )
    # A GET has no body and says no length.
    assert server.requests[1].startswith(b"GET /base/wps/balance HTTP/1.1\r\n")
    assert b"Content-Length" not in server.requests[1]


@pytest.mark.parametrize("value", ["a\r\nX-Evil: 1", "a\nb", "a\rb", "a\x00b"])
async def test_a_header_value_cannot_end_its_line(pools: MakePool, value: str) -> None:
    pool = pools("http://127.0.0.1:9/")
    with pytest.raises(ValueError, match="line break or NUL"):
        pool.head("GET", "/x", [("Authorization", value)], None)


async def test_connections_are_kept_and_reused(raw_server: StartServer, pools: MakePool) -> None:
    async def script(request: bytes, number: int) -> bytes:
        return answer(b"%d" % number)

    server = await raw_server(script)
    pool = pools(server.url)
    assert [await get(pool) for _ in range(5)] == [(200, b"%d" % n) for n in range(5)]
    assert server.connections == 1


@pytest.mark.parametrize(
    ("reply", "body"),
    [
        (
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            b"4\r\nabcd\r\n3\r\nefg\r\n0\r\n\r\n",
            b"abcdefg",
        ),
        (b"HTTP/1.1 100 Continue\r\n\r\n" + answer(b"after"), b"after"),
        (answer(b"", status="204 No Content"), b""),
    ],
    ids=["chunked", "interim", "no-content"],
)
async def test_each_framing_is_read_and_the_connection_kept(
    raw_server: StartServer, pools: MakePool, reply: bytes, body: bytes
) -> None:
    async def script(request: bytes, number: int) -> bytes:
        return reply

    server = await raw_server(script)
    pool = pools(server.url)
    for _ in range(2):
        assert (await get(pool))[1] == body
    assert server.connections == 1


async def test_an_answer_ended_by_the_close_is_whole_and_its_connection_gone(
    raw_server: StartServer, pools: MakePool
) -> None:
    async def script(request: bytes, number: int) -> Closing:
        return Closing(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nuntil the end")

    server = await raw_server(script)
    pool = pools(server.url)
    for _ in range(2):
        assert await get(pool) == (200, b"until the end")
    assert server.connections == 2


async def test_connection_close_is_not_reused(raw_server: StartServer, pools: MakePool) -> None:
    async def script(request: bytes, number: int) -> bytes:
        return answer(extra=b"Connection: close\r\n")

    server = await raw_server(script)
    pool = pools(server.url)
    for _ in range(3):
        assert await get(pool) == (200, b'{"ok":1}')
    assert server.connections == 3


async def test_at_most_limit_connections_and_everyone_answered(
    raw_server: StartServer, pools: MakePool
) -> None:
    async def script(request: bytes, number: int) -> bytes:
        await asyncio.sleep(0.02)
        return answer(request.split(b" ")[1])

    server = await raw_server(script)
    pool = pools(server.url, limit=2)
    got = await asyncio.gather(*(get(pool, f"/{n}") for n in range(8)))
    assert [body for _, body in got] == [f"/base/{n}".encode() for n in range(8)]
    assert server.connections == 2
    assert server.busiest == 2


async def test_a_late_answer_never_reaches_the_next_call(
    raw_server: StartServer, pools: MakePool
) -> None:
    """The first call's deadline passes; its answer comes later on that connection. The next
    call must not take it for its own: the timed-out connection is closed, not reused."""

    server = await raw_server(slow_echo)
    pool = pools(server.url, limit=1)
    with pytest.raises(TimeoutError):
        await get(pool, "/slow", seconds=0.1)
    assert await get(pool, "/fast") == (200, b"/base/fast")
    assert server.connections == 2


async def test_waiting_for_a_connection_counts_against_the_deadline(
    raw_server: StartServer, pools: MakePool
) -> None:
    server = await raw_server(slow_echo)
    pool = pools(server.url, limit=1)
    slow = asyncio.create_task(get(pool, "/slow"))
    await settle()
    with pytest.raises(TimeoutError):
        await get(pool, "/queued", seconds=0.05)
    assert await slow == (200, b"/base/slow")
    assert await get(pool) == (200, b"/base/x")  # the pool is whole again
    assert server.connections == 1


async def test_cancelled_mid_answer_closes_the_connection(
    raw_server: StartServer, pools: MakePool
) -> None:
    server = await raw_server(slow_echo)
    pool = pools(server.url, limit=1)
    call = asyncio.create_task(get(pool, "/slow"))
    await settle()
    call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await call
    assert await get(pool, "/next") == (200, b"/base/next")
    assert server.connections == 2


@pytest.mark.parametrize(
    "reply",
    [
        None,
        Closing(b"HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\ncut short"),
        Closing(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nabcd\r\n"),
        b"SSH-2.0-OpenSSH\r\n\r\n",
    ],
    ids=["closed", "cut-short", "chunks-cut-short", "not-http"],
)
async def test_no_whole_answer_is_a_connection_error(
    raw_server: StartServer, pools: MakePool, reply: bytes | Closing | None
) -> None:
    async def script(request: bytes, number: int) -> bytes | Closing | None:
        return reply

    server = await raw_server(script)
    pool = pools(server.url)
    with pytest.raises(UpstreamConnectionError):
        await get(pool)
    await settle()
    assert not pool._open  # nothing kept of it


async def test_an_answer_over_the_limit_is_refused(
    raw_server: StartServer, pools: MakePool
) -> None:
    async def script(request: bytes, number: int) -> bytes:
        return answer(b"x" * 100)

    server = await raw_server(script)
    pool = pools(server.url, max_body=50)
    with pytest.raises(UpstreamConnectionError, match="larger than the limit"):
        await get(pool)


async def test_an_idle_connection_the_server_closed_is_not_used(
    raw_server: StartServer, pools: MakePool
) -> None:
    """The server ends a kept-alive connection after answering (its keep-alive timeout): the
    next call takes a new one instead of writing into the closed one."""

    async def script(request: bytes, number: int) -> Closing:
        return Closing(answer())

    server = await raw_server(script)
    pool = pools(server.url)
    assert await get(pool) == (200, b'{"ok":1}')
    await settle()
    assert not pool._open
    assert await get(pool) == (200, b'{"ok":1}')
    assert server.connections == 2


async def test_idle_connections_expire(raw_server: StartServer, pools: MakePool) -> None:
    async def script(request: bytes, number: int) -> bytes:
        return answer()

    server = await raw_server(script)
    pool = pools(server.url, idle=0.0)
    await get(pool)
    await asyncio.sleep(0.01)
    await get(pool)
    assert server.connections == 2
    await settle()
    assert len(pool._open) == 1  # the expired one was closed, not left open


async def test_unasked_bytes_spoil_the_connection(raw_server: StartServer, pools: MakePool) -> None:
    async def script(request: bytes, number: int) -> bytes:
        return answer() + b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nextra"

    server = await raw_server(script)
    pool = pools(server.url)
    assert await get(pool) == (200, b'{"ok":1}')
    await settle()
    assert await get(pool) == (200, b'{"ok":1}')
    assert server.connections == 2


async def test_refused_is_an_os_error(pools: MakePool) -> None:
    pool = pools("http://127.0.0.1:9/")
    with pytest.raises(OSError):
        await get(pool)
    assert not pool._open and not pool._connecting


def test_only_http_urls() -> None:
    with pytest.raises(ValueError, match="not an http"):
        UpstreamPool("ftp://example.com/")


def _self_signed(directory: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key, as PEM files."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "upstream test")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=1))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_file, key_file = directory / "cert.pem", directory / "key.pem"
    cert_file.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_file, key_file


async def test_an_https_origin_is_verified(tmp_path: Path, pools: MakePool) -> None:
    """Answers over TLS, kept alive; a certificate the context does not trust is refused."""
    cert_file, key_file = _self_signed(tmp_path)
    served = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    served.load_cert_chain(cert_file, key_file)
    connections = 0

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal connections
        connections += 1
        while await _read_request(reader) is not None:
            writer.write(answer(b"secret"))
            await writer.drain()
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0, ssl=served)
    url = f"https://127.0.0.1:{server.sockets[0].getsockname()[1]}/"
    try:
        trusting = ssl.create_default_context(cafile=str(cert_file))
        pool = pools(url, tls=trusting)
        for _ in range(2):
            assert await get(pool) == (200, b"secret")
        assert connections == 1
        with pytest.raises(ssl.SSLCertVerificationError):
            await get(pools(url))  # the system's authorities do not know this one
    finally:
        server.close()
