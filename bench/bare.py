"""The baselines bench/bff.py measures the BFF against: plain aiohttp doing the least it can.

    python bench/bare.py cached --port P
    python bench/bare.py relay --port P --upstream URL --merchant M --token T

(--fd N in place of --port: serve on a listening socket the parent bound and passed down,
so that no other process can take its port between the choice and the bind.)

`cached` answers GET /cached with a 1 KB JSON body encoded once at start. `relay` answers
GET /relay by sending GET /wps/v2/wallets/balance to the upstream with the member's token,
over one pooled client session, and returning the upstream's body as it came. Both run on
the same event loop and aiohttp as the BFF, without an access log (what the BFF is measured
against is the framework, not a configuration).
"""

from __future__ import annotations

import argparse
import socket
from collections.abc import AsyncIterator

import aiohttp
import orjson
from aiohttp import web

BALANCE = "/wps/v2/wallets/balance"
SESSION: web.AppKey[aiohttp.ClientSession] = web.AppKey("session", aiohttp.ClientSession)


def cached_app() -> web.Application:
    body = orjson.dumps({"success": True, "value": {"items": ["x" * 40] * 22}})
    assert 900 <= len(body) <= 1100, len(body)

    async def cached(request: web.Request) -> web.Response:
        return web.Response(body=body, content_type="application/json")

    app = web.Application()
    app.router.add_get("/cached", cached)
    return app


def relay_app(upstream: str, merchant: str, token: str) -> web.Application:
    headers = {
        "Merchant": merchant,
        "Language": "EN",
        "Accept": "application/json",
        "Authorization": token,
    }
    url = upstream.rstrip("/") + BALANCE

    async def client(app: web.Application) -> AsyncIterator[None]:
        app[SESSION] = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=100))
        yield
        await app[SESSION].close()

    async def relay(request: web.Request) -> web.Response:
        async with request.app[SESSION].get(url, headers=headers) as answer:
            body = await answer.read()
            return web.Response(body=body, status=answer.status, content_type="application/json")

    app = web.Application()
    app.cleanup_ctx.append(client)
    app.router.add_get("/relay", relay)
    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("kind", choices=["cached", "relay"])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--port", type=int)
    where.add_argument("--fd", type=int, help="a listening socket inherited from the parent")
    parser.add_argument("--upstream", default="")
    parser.add_argument("--merchant", default="")
    parser.add_argument("--token", default="")
    args = parser.parse_args()
    if args.kind == "cached":
        app = cached_app()
    else:
        app = relay_app(args.upstream, args.merchant, args.token)
    if args.fd is not None:
        web.run_app(app, sock=socket.socket(fileno=args.fd), access_log=None, print=None)
    else:
        web.run_app(app, host="127.0.0.1", port=args.port, access_log=None, print=None)


if __name__ == "__main__":
    main()
