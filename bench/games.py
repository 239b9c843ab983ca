"""Game-list search benchmark: the simulator directly against the same searches through the BFF.

    .venv/bin/python bench/games.py [--seconds 10] [--rounds 2] [--concurrency 16]
    .venv/bin/python bench/games.py --quick    # make test: short runs, fails below the floor

Loopback only. It starts the simulator and the BFF as processes on free 127.0.0.1 ports (as
they run in production: the BFF is a process of its own in front of the upstream), logs demo01
in on each (directly on the simulator with an encrypted login, and through the BFF as a browser
with its session cookie), checks that every search of the set answers the same page both ways,
then drives each target with the same cycle of GET /wps/relay/GCSGAME_gameList searches (varied
gameName terms, vendors, page numbers and sizes) over --concurrency keep-alive connections
(bench/load.py: wrk when installed). The two targets alternate for --rounds rounds; it prints
requests per second, p50 and p99 per target (medians over the rounds) and the BFF/direct ratios,
and exits 1 when a search failed or (--floor, 0.7 in --quick) the throughput ratio is below
the floor.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import sys
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ledger import servers, wait_up
from bench.load import Target, add_plan_arguments, plan_of, run_pairs
from simulator.scenario.codec import encrypt_modern

LIST = "/wps/relay/GCSGAME_gameList"
TERMS = ("", "a", "dragon", "fortune", "gold", "king", "lucky", "bao", "tiger", "x", "zz", "rồng")
VENDORS = ("", "JILI", "PG", "EVO", "SABA")
PAGES = (1, 2, 3, 5)
SIZES = (10, 30, 50)
PLAYER = ("demo01", "demo1234")
MERCHANT = "DEFAULT"


def searches() -> tuple[str, ...]:
    """Every combination of term, vendor, page and size as a path and query, in a fixed
    shuffle (the same for both targets)."""
    combos = []
    for term, vendor, page, size in itertools.product(TERMS, VENDORS, PAGES, SIZES):
        query = {"pageNo": str(page), "pageSize": str(size)}
        if term:
            query["gameName"] = term
        if vendor:
            query["vassalage"] = vendor
        combos.append(f"{LIST}?{urlencode(query)}")
    step = 7919  # prime to the count: visits every combination once
    return tuple(combos[(i * step) % len(combos)] for i in range(len(combos)))


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


async def same_pages(
    session: aiohttp.ClientSession, direct: Target, bff: Target, paths: tuple[str, ...]
) -> None:
    """Every search answers, and the same page of games, directly and through the BFF."""

    async def page(target: Target, path: str) -> dict[str, Any]:
        async with session.get(target.url + path, headers=target.headers) as resp:
            answer = await resp.json()
        if not answer.get("success"):
            raise SystemExit(f"{target.name} {path}: {answer}")
        value: dict[str, Any] = answer["value"]
        return value

    for path in paths:
        mine, theirs = await page(bff, path), await page(direct, path)
        seen = [[game["gameId"] for game in value["games"]] for value in (mine, theirs)]
        if seen[0] != seen[1] or mine["totalCount"] != theirs["totalCount"]:
            raise SystemExit(f"{path}: the BFF's page differs from the simulator's")


async def main(args: argparse.Namespace) -> int:
    with (
        tempfile.TemporaryDirectory(prefix="bench-games-") as tmp,
        servers(Path(tmp)) as (
            sim,
            site,
        ),
    ):
        await wait_up(sim + "/__sim/clock")
        await wait_up(site + "/bff/health")
        jar = aiohttp.CookieJar(unsafe=True)  # cookies for 127.0.0.1
        async with aiohttp.ClientSession(cookie_jar=jar) as browser:
            await bff_login(browser, site)
            token = await direct_token(browser, sim, MERCHANT)
            paths = searches()
            direct = Target(
                "direct",
                sim,
                {"Authorization": token, "Merchant": MERCHANT, "Language": "EN"},
                paths,
            )
            cookie = "; ".join(f"{c.key}={c.value}" for c in jar)
            bff = Target("bff", site, {"Cookie": cookie, "Language": "EN"}, paths)
            await same_pages(browser, direct, bff, paths)
        print(f"GCSGAME_gameList: {len(paths)} searches in a cycle, both ways the same pages")
        plan = plan_of(args, args.concurrency)
        return await run_pairs([("search", direct, bff)], plan)


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_plan_arguments(parser, quick="1 s runs, 5 rounds (9 below the floor), floor 0.7")
    parser.add_argument("--concurrency", type=int, default=16, help="connections, 1-64")
    args = parser.parse_args(argv)
    args.concurrency = min(max(args.concurrency, 1), 64)
    return args


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main(parse())))
