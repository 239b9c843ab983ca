"""Game-list search benchmark: the simulator directly, then the same searches through the BFF.

    .venv/bin/python bench/games.py [--seconds 15] [--requests 3000] [--concurrency 16]

Loopback only: it starts the simulator and the BFF in this process on free 127.0.0.1 ports
(simulator/scenario/stack.py), logs demo01 in on each (directly on the simulator with an
encrypted login, and through the BFF as a browser with its session cookie), then runs
concurrent GET /wps/relay/GCSGAME_gameList searches (varied gameName terms, vendors and
pages) against each target until --requests answers or --seconds pass, whichever first.
Prints requests per second, p50 and p99 latency per target and the BFF/direct ratio.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import itertools
import logging
import os
import statistics
import sys
import time
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from simulator.scenario.codec import encrypt_modern
from simulator.scenario.stack import start_in_process

LIST = "/wps/relay/GCSGAME_gameList"
TERMS = ("", "a", "dragon", "fortune", "gold", "king", "lucky", "bao", "tiger", "x", "zz", "rồng")
VENDORS = ("", "JILI", "PG", "EVO", "SABA")
PAGES = (1, 2, 3, 5)
SIZES = (10, 30, 50)
PLAYER = ("demo01", "demo1234")
TIMEOUT = aiohttp.ClientTimeout(total=30)


@dataclass
class Result:
    name: str
    latencies: list[float] = field(default_factory=list)  # seconds
    errors: int = 0
    elapsed: float = 0.0

    @property
    def rps(self) -> float:
        return len(self.latencies) / self.elapsed if self.elapsed else 0.0

    def pct(self, q: float) -> float:
        ordered = sorted(self.latencies)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    def line(self) -> str:
        return (
            f"{self.name:<8} {len(self.latencies):>6} ok {self.errors:>4} err "
            f"{self.elapsed:6.2f} s {self.rps:9.1f} req/s "
            f"p50 {self.pct(0.50):7.2f} ms  p99 {self.pct(0.99):7.2f} ms"
        )


def queries() -> itertools.cycle[dict[str, str]]:
    combos = []
    for term, vendor, page, size in itertools.product(TERMS, VENDORS, PAGES, SIZES):
        query = {"pageNo": str(page), "pageSize": str(size)}
        if term:
            query["gameName"] = term
        if vendor:
            query["vassalage"] = vendor
        combos.append(query)
    # a fixed shuffle, the same for both targets
    step = 7919
    return itertools.cycle([combos[(i * step) % len(combos)] for i in range(len(combos))])


async def direct_token(session: aiohttp.ClientSession, sim: str, merchant: str) -> str:
    headers = {"Merchant": merchant, "Accept": "application/json"}
    async with session.get(
        f"{sim}/wps/session/key/rsa", params={"codec": "modern"}, headers=headers
    ) as resp:
        key = (await resp.json())["value"]
    body = {"username": PLAYER[0], "password": PLAYER[1], "type": "username"}
    path = "/wps/session/login"
    data, crypto = encrypt_modern(body, key["spki"], key["kid"], "POST", path)
    sent = {**headers, **crypto, "Content-Type": "application/json"}
    async with session.post(f"{sim}{path}", data=data, headers=sent) as resp:
        answer = await resp.json()
    if not answer.get("success"):
        raise SystemExit(f"direct login failed: {answer}")
    return answer["value"]["token"]


async def bff_login(session: aiohttp.ClientSession, site: str) -> None:
    async with session.get(f"{site}/bff/bootstrap") as resp:
        await resp.read()
    xsrf = next((c.value for c in session.cookie_jar if c.key == "XSRF-TOKEN"), "")
    body = {"username": PLAYER[0], "password": PLAYER[1]}
    async with session.post(
        f"{site}/wps/session/login", json=body, headers={"X-XSRF-TOKEN": xsrf}
    ) as resp:
        answer = await resp.json()
    if not answer.get("success"):
        raise SystemExit(f"BFF login failed: {answer}")


async def run(
    name: str,
    session: aiohttp.ClientSession,
    url: str,
    headers: dict[str, str],
    *,
    seconds: float,
    limit: int,
    concurrency: int,
) -> Result:
    result = Result(name)
    source = queries()
    issued = 0
    deadline = time.perf_counter() + seconds

    async def worker() -> None:
        nonlocal issued
        while issued < limit and time.perf_counter() < deadline:
            issued += 1
            query = next(source)
            started = time.perf_counter()
            try:
                async with session.get(url, params=query, headers=headers) as resp:
                    payload = await resp.json()
                ok = resp.status == 200 and payload.get("success") is True
            except (aiohttp.ClientError, TimeoutError, ValueError):
                ok = False
            if ok:
                result.latencies.append(time.perf_counter() - started)
            else:
                result.errors += 1

    begun = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    result.elapsed = time.perf_counter() - begun
    return result


async def main(args: argparse.Namespace) -> None:
    logging.disable(logging.WARNING)  # keep the output to the table below
    async with AsyncExitStack() as stack:
        secret = base64.urlsafe_b64encode(os.urandom(32)).decode()  # sessions for this run only
        targets = await start_in_process(stack, bff_overrides={"session_secret": secret})
        merchant = "DEFAULT"
        connector = aiohttp.TCPConnector(limit=args.concurrency * 2)
        direct = await stack.enter_async_context(
            aiohttp.ClientSession(connector=connector, timeout=TIMEOUT)
        )
        site = await stack.enter_async_context(
            aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=args.concurrency * 2),
                timeout=TIMEOUT,
                cookie_jar=aiohttp.CookieJar(unsafe=True),  # cookies for 127.0.0.1
            )
        )
        token = await direct_token(direct, targets.sim, merchant)
        await bff_login(site, targets.site)
        common = {"seconds": args.seconds, "limit": args.requests, "concurrency": args.concurrency}
        sim_headers = {"Authorization": token, "Merchant": merchant, "Language": "EN"}
        # warm both paths (connection pools, key fetch, first queries) before measuring
        await run(
            "warmup", direct, targets.sim + LIST, sim_headers, seconds=2, limit=50, concurrency=4
        )
        await run(
            "warmup",
            site,
            targets.site + LIST,
            {"Language": "EN"},
            seconds=2,
            limit=50,
            concurrency=4,
        )
        first = await run("direct", direct, targets.sim + LIST, sim_headers, **common)
        second = await run("bff", site, targets.site + LIST, {"Language": "EN"}, **common)
    print(
        f"GCSGAME_gameList searches, concurrency {args.concurrency}, "
        f"at most {args.requests} requests or {args.seconds:g} s per target (loopback)"
    )
    print(first.line())
    print(second.line())
    if first.rps and second.rps:
        print(
            f"bff/direct: throughput {second.rps / first.rps:.2f}x, "
            f"p50 {second.pct(0.5) / first.pct(0.5):.2f}x, "
            f"p99 {second.pct(0.99) / first.pct(0.99):.2f}x; "
            f"median direct {statistics.median(first.latencies) * 1000:.2f} ms"
        )


def parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=15.0, help="per target (max 120)")
    parser.add_argument("--requests", type=int, default=3000, help="per target (max 100000)")
    parser.add_argument("--concurrency", type=int, default=16, help="1-64")
    args = parser.parse_args()
    args.seconds = min(max(args.seconds, 1.0), 120.0)
    args.requests = min(max(args.requests, 1), 100_000)
    args.concurrency = min(max(args.concurrency, 1), 64)
    return args


if __name__ == "__main__":
    asyncio.run(main(parse()))
