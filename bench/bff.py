"""What the BFF costs on top of aiohttp: each BFF call side by side with a bare aiohttp baseline
under the same load, in one run (this machine is shared: only ratios carry across runs).

    .venv/bin/python bench/bff.py [--seconds 10] [--connections 64] [--rounds 2]
    .venv/bin/python bench/bff.py --quick    # make test: short runs, fails below the floor

Loopback only. It starts the simulator, the BFF (one process, no Redis: the cookie session
store) and the two baselines of bench/bare.py as processes on free 127.0.0.1 ports, logs
demo01 in through the BFF and directly on the simulator, then drives each pair:

- cached: GET /wps/system/whitelabel through the BFF (public, answered from its cache, the
  browser's session cookie sent along) against a bare handler answering a 1 KB JSON body;
- relay: GET /wps/v2/wallets/balance through the BFF (per member: session, token, upstream
  call) against a bare handler relaying the same call to the simulator over a pooled client.

With --scale N it compares instead one BFF process with a gunicorn of N workers, both on the
Redis of --redis, and adds the Redis commands each request cost (docs/performance.md).

Load comes from wrk when it is installed (Debian's `wrk`), else from the asyncio client below
(keep-alive connections, each sending its next request when the answer is read). The targets
of a pair alternate for --rounds rounds; each figure is the median over the rounds. It prints
requests/s, p50 and p99 per target and the BFF/bare ratios, and exits with status 1 when a
request failed or (with --floor and --pair-floor; in --quick 0.7) a throughput
ratio falls below the floor.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import os
import socket
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import replace
from pathlib import Path

import aiohttp
from redis.asyncio import Redis

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.games import bff_login, direct_token  # noqa: E402
from bench.ledger import free_port, servers, wait_up  # noqa: E402
from bench.load import (  # noqa: E402
    Figures,
    Plan,
    Target,
    add_plan_arguments,
    measure,
    plan_of,
    run_pairs,
)

MERCHANT = "DEFAULT"
# The setup's calls (login, token) fail with their own error rather than hang a run.
SETUP_TIMEOUT = aiohttp.ClientTimeout(total=30)
CACHED = "/wps/system/whitelabel"
BALANCE = "/wps/v2/wallets/balance"
# What a browser's fetch sends besides its cookies (Chromium's Accept-Encoding).
BROWSER = {
    "Language": "EN",
    "Accept": "application/json",
    "Accept-Encoding": "gzip, deflate, br, zstd",
}


async def measure_redis(target: Target, seconds: float, connections: int, redis: Redis) -> Figures:
    """measure, with the Redis commands the run cost per answered request."""
    before = (await redis.info("stats"))["total_commands_processed"]
    figures = await measure(target, seconds, connections)
    spent = (await redis.info("stats"))["total_commands_processed"] - before - 1
    return replace(figures, redis_ops=spent / max(1, figures.requests))


@contextmanager
def another_bff(logs: Path, sim: str, env: dict[str, str]) -> Iterator[str]:
    """One more BFF in front of the same simulator (for --scale: N workers under gunicorn)."""
    port = free_port()
    settings = {"BFF_PORT": str(port), "UPSTREAM_URL": sim, "WEB_DIST": str(logs)}
    with (logs / f"bff-{port}.log").open("wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "bff"],
            cwd=ROOT,
            env={**os.environ, "ENVIRONMENT": "development", **settings, **env},
            stdout=log,
            stderr=log,
        )
        try:
            yield f"http://127.0.0.1:{port}"
        finally:
            proc.terminate()
            proc.wait(timeout=40)


@contextmanager
def baselines(logs: Path, sim: str, token: str) -> Iterator[tuple[str, str]]:
    """bench/bare.py's cached handler and relay, each its own process."""
    with ExitStack() as stack:
        urls = []
        for kind, extra in (
            ("cached", []),
            ("relay", ["--upstream", sim, "--merchant", MERCHANT, "--token", token]),
        ):
            # Bound here and inherited: a port only chosen here could be taken (by any
            # outgoing connection's local port) before the child bound it.
            sock = stack.enter_context(socket.socket())
            sock.bind(("127.0.0.1", 0))
            sock.listen(1024)
            port = sock.getsockname()[1]
            log = stack.enter_context((logs / f"bare-{kind}.log").open("wb"))
            command = [sys.executable, str(ROOT / "bench" / "bare.py"), kind]
            proc = subprocess.Popen(
                [*command, "--fd", str(sock.fileno()), *extra],
                stdout=log,
                stderr=log,
                pass_fds=[sock.fileno()],
            )
            stack.callback(proc.wait, 10)
            stack.callback(proc.terminate)
            urls.append(f"http://127.0.0.1:{port}/{kind}")
        yield urls[0], urls[1]


async def scale(args: argparse.Namespace) -> int:
    """One BFF process against --scale workers under gunicorn, both on the same Redis (the
    sessions and cache they share), with the Redis commands each request costs."""
    shared = {
        "REDIS_URL": args.redis,
        "REDIS_PREFIX": f"bench-{uuid.uuid4().hex[:8]}:",
        "SESSION_SECRET": base64.urlsafe_b64encode(os.urandom(32)).decode(),
    }
    redis = Redis.from_url(args.redis)
    with (
        tempfile.TemporaryDirectory(prefix="bench-bff-") as tmp,
        servers(Path(tmp), shared) as (sim, one),
        another_bff(Path(tmp), sim, {**shared, "BFF_WORKERS": str(args.scale)}) as many,
    ):
        await wait_up(sim + "/__sim/clock")
        for site in (one, many):
            await wait_up(site + "/bff/health")
        jar = aiohttp.CookieJar(unsafe=True)
        async with aiohttp.ClientSession(cookie_jar=jar, timeout=SETUP_TIMEOUT) as browser:
            await bff_login(browser, one)  # the session lives in Redis: both BFFs know it
        headers = {"Cookie": "; ".join(f"{c.key}={c.value}" for c in jar), **BROWSER}
        workers = f"{args.scale} workers"
        pairs = [
            (
                path_name,
                Target("1 worker", one + path, headers),
                Target(workers, many + path, headers),
            )
            for path_name, path in (("cached", CACHED), ("relay", BALANCE))
        ]

        async def with_redis(target: Target, seconds: float, connections: int) -> Figures:
            return await measure_redis(target, seconds, connections, redis)

        column = ("redis ops/request", lambda figures: f"{figures.redis_ops:17.2f}")
        try:
            return await run_pairs(pairs, plan(args), with_redis, column)
        finally:
            await redis.aclose()


async def main(args: argparse.Namespace) -> int:
    if args.scale > 1:
        return await scale(args)
    with (
        tempfile.TemporaryDirectory(prefix="bench-bff-") as tmp,
        servers(Path(tmp)) as (
            sim,
            site,
        ),
    ):
        await wait_up(sim + "/__sim/clock")
        await wait_up(site + "/bff/health")
        jar = aiohttp.CookieJar(unsafe=True)  # cookies for 127.0.0.1
        async with aiohttp.ClientSession(cookie_jar=jar, timeout=SETUP_TIMEOUT) as browser:
            await bff_login(browser, site)
            token = await direct_token(browser, sim, MERCHANT)
        cookie = "; ".join(f"{c.key}={c.value}" for c in jar)
        with baselines(Path(tmp), sim, token) as (bare_cached, bare_relay):
            await wait_up(bare_cached)
            await wait_up(bare_relay)
            # The same requests for both sides of a pair, as a browser sends them (its cookies,
            # the language, the encodings it takes): a baseline gets them as the BFF does.
            browser_headers = {"Cookie": cookie, **BROWSER}
            pairs = [
                (
                    "cached",
                    Target("bare", bare_cached, browser_headers),
                    Target("bff", site + CACHED, browser_headers),
                ),
                (
                    "relay",
                    Target("bare", bare_relay, browser_headers),
                    Target("bff", site + BALANCE, browser_headers),
                ),
            ]
            return await run_pairs(pairs, plan(args))


def plan(args: argparse.Namespace) -> Plan:
    return plan_of(args, args.connections, dict(args.pair_floor))


def pair_floor(text: str) -> tuple[str, float]:
    name, _, value = text.partition("=")
    if name not in ("cached", "relay"):
        raise argparse.ArgumentTypeError(f"no pair {name!r} (cached, relay)")
    return name, float(value)


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_plan_arguments(parser, quick="1 s runs, 5 rounds (9 below the floor), floor 0.7")
    parser.add_argument("--connections", type=int, default=64, help="1-256")
    parser.add_argument(
        "--pair-floor",
        type=pair_floor,
        action="append",
        default=[],
        metavar="PAIR=RATIO",
        help="one pair's own floor, in place of --floor",
    )
    parser.add_argument(
        "--scale", type=int, default=1, help="compare 1 BFF process with this many (2-8)"
    )
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0", help="for --scale")
    args = parser.parse_args(argv)
    args.connections = min(max(args.connections, 1), 256)
    args.scale = min(max(args.scale, 1), 8)
    return args


if __name__ == "__main__":
    os.environ.pop("REDIS_URL", None)  # the single BFF runs as `make run` does, without Redis
    raise SystemExit(asyncio.run(main(parse())))
