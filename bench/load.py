"""Load for the benchmarks: drive one target with N keep-alive connections for a time and read
requests per second and latency percentiles, with wrk when Debian's `wrk` is installed, else
with an asyncio client of its own (slower: it shares the machine's cores with the servers).

A target has one URL, or a base URL and a cycle of paths (each connection takes the next one
for its next request). With paths, wrk reads every answer's body and counts as failed any that
is not a JSON envelope with "success":true, as the asyncio client does.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from yarl import URL

LATENCY = re.compile(r"^\s+(50|99)(?:\.000)?%\s+([\d.]+)(us|ms|s)\s*$", re.M)
UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}
SUCCESS = b'"success":true'

# wrk's Lua: the request function takes the next path; the response function counts answers
# without a successful envelope, which done() adds up over the threads and prints.
_CYCLE = """
local paths = {%s}
local i = 0
local threads = {}
bad = 0
function setup(thread) table.insert(threads, thread) end
function request()
  i = i %% #paths + 1
  return wrk.format(nil, paths[i])
end
function response(status, headers, body)
  if not string.find(body, '"success":true', 1, true) then bad = bad + 1 end
end
function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("bad") end
  io.write(string.format("envelope failures: %%d\\n", total))
end
"""


@dataclass(frozen=True)
class Figures:
    """One target's run: requests per second, latency percentiles in ms, failed requests."""

    rps: float
    p50: float
    p99: float
    failed: int
    requests: int = 0  # answered, in the run
    redis_ops: float = 0.0  # Redis commands per answered request (bench/bff.py --scale)


@dataclass(frozen=True)
class Target:
    name: str
    url: str
    headers: dict[str, str]
    paths: tuple[str, ...] = ()  # path and query each, cycled; empty: the URL's own


def _lua(path: str) -> str:
    return "[[" + path.replace("]]", "") + "]]"


def _wrk(target: Target, seconds: float, connections: int) -> Figures:
    command = ["wrk", "-t1", f"-c{connections}", f"-d{max(1, round(seconds))}s", "--latency"]
    for name, value in target.headers.items():
        command += ["-H", f"{name}: {value}"]
    with tempfile.TemporaryDirectory(prefix="bench-wrk-") as tmp:
        if target.paths:
            script = Path(tmp) / "cycle.lua"
            script.write_text(_CYCLE % ", ".join(map(_lua, target.paths)))
            command += ["-s", str(script)]
        out = subprocess.run(
            [*command, target.url],
            capture_output=True,
            text=True,
            check=True,
            timeout=seconds + 30,
        ).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out)[1])  # type: ignore[index]
    latency = {int(q): float(v) * UNITS[unit] for q, v, unit in LATENCY.findall(out)}
    bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    errors = re.search(r"Socket errors:.*?(\d+) read, (\d+) write, (\d+) timeout", out)
    envelope = re.search(r"envelope failures: (\d+)", out)
    failed = (
        (int(bad[1]) if bad else 0)
        + (sum(map(int, errors.groups())) if errors else 0)
        + (int(envelope[1]) if envelope else 0)
    )
    done = int(re.search(r"(\d+) requests in", out)[1])  # type: ignore[index]
    return Figures(rps, latency[50], latency[99], failed, done)


async def _client(target: Target, seconds: float, connections: int) -> Figures:
    """wrk's job where wrk is missing: keep-alive HTTP/1.1, one request in flight per
    connection, latencies of the answers that came back 200 (and, with paths, successful)."""
    url = URL(target.url)
    head = "".join(f"{k}: {v}\r\n" for k, v in target.headers.items())
    requests = [
        f"GET {path} HTTP/1.1\r\nHost: {url.host}:{url.port}\r\n{head}\r\n".encode("latin-1")
        for path in (target.paths or (url.raw_path_qs,))
    ]
    latencies: list[float] = []
    failed = 0
    sent = 0
    deadline = time.perf_counter() + seconds

    async def connection() -> None:
        nonlocal failed, sent
        reader, writer = await asyncio.open_connection(url.host, url.port)
        try:
            while time.perf_counter() < deadline:
                started = time.perf_counter()
                writer.write(requests[sent % len(requests)])
                sent += 1
                status_line = await reader.readline()
                length = 0
                while (line := await reader.readline()) not in (b"\r\n", b""):
                    name, _, value = line.partition(b":")
                    if name.lower() == b"content-length":
                        length = int(value)
                body = await reader.readexactly(length)
                ok = status_line.split(b" ", 2)[1] == b"200"
                if ok and (not target.paths or SUCCESS in body):
                    latencies.append(time.perf_counter() - started)
                else:
                    failed += 1
        finally:
            writer.close()

    begun = time.perf_counter()
    await asyncio.gather(*(connection() for _ in range(connections)))
    elapsed = time.perf_counter() - begun
    ordered = sorted(latencies) or [float("nan")]

    def pct(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    return Figures(len(latencies) / elapsed, pct(0.5), pct(0.99), failed, len(latencies) + failed)


def _ratio(base: list[Figures], ours: list[Figures]) -> float:
    """The second target's median throughput over the first's."""
    first = median(base).rps
    return median(ours).rps / first if first else 0.0


def tool() -> str:
    return "wrk -t1" if shutil.which("wrk") else "the asyncio client"


async def measure(target: Target, seconds: float, connections: int) -> Figures:
    if shutil.which("wrk"):
        return await asyncio.to_thread(_wrk, target, seconds, connections)
    return await _client(target, seconds, connections)


def median(runs: list[Figures]) -> Figures:
    return Figures(
        statistics.median(r.rps for r in runs),
        statistics.median(r.p50 for r in runs),
        statistics.median(r.p99 for r in runs),
        sum(r.failed for r in runs),
        sum(r.requests for r in runs),
        statistics.median(r.redis_ops for r in runs),
    )


Measure = Callable[[Target, float, int], Awaitable[Figures]]


@dataclass(frozen=True)
class Plan:
    """How each target of a pair is driven: run length, connections, alternating rounds, and
    the throughput ratio (second target / first) below which the run fails (0: none)."""

    seconds: float
    connections: int
    rounds: int
    floor: float = 0.0
    # Rounds more a pair may take when its ratio is below the floor: the medians decide, so
    # one burst of a noisy neighbour does not fail a run that the next rounds clear.
    confirm: int = 0
    # A pair's own floor, in place of `floor` (by pair name).
    floors: Mapping[str, float] = field(default_factory=dict)

    def floor_of(self, pair: str) -> float:
        return self.floors.get(pair, self.floor)


async def run_pairs(
    pairs: list[tuple[str, Target, Target]],
    plan: Plan,
    measure_with: Measure = measure,
    extra: tuple[str, Callable[[Figures], str]] | None = None,
) -> int:
    """Drives each pair's targets in alternation for plan.rounds rounds (and up to
    plan.confirm more while the ratio is below the floor) and prints each one's
    median figures and the ratios (second over first); extra: one more column (its heading
    and how to read it from a target's figures). 1 when a request failed or a ratio is below
    plan.floor, else 0."""
    print(
        f"{tool()}, {plan.connections} connections, {plan.seconds:g} s per run, "
        f"median of {plan.rounds} alternating rounds"
        + (f" (up to {plan.rounds + plan.confirm} below the floor)" if plan.confirm else "")
        + " (loopback)"
    )
    print(
        f"{'pair':<8}{'target':<11}{'req/s':>10}{'p50 ms':>9}{'p99 ms':>9}"
        + (f"  {extra[0]}" if extra else "")
    )
    status = 0
    for name, first, second in pairs:
        for target in (first, second):  # warm pools, caches and the upstream's key
            await measure(target, min(1.0, plan.seconds), 8)
        runs: dict[str, list[Figures]] = {first.name: [], second.name: []}
        for done in range(plan.rounds + plan.confirm):
            floor = plan.floor_of(name)
            if done >= plan.rounds and _ratio(runs[first.name], runs[second.name]) >= floor:
                break
            for target in (first, second):
                runs[target.name].append(await measure_with(target, plan.seconds, plan.connections))
        base, ours = median(runs[first.name]), median(runs[second.name])
        for label, figures in ((first.name, base), (second.name, ours)):
            print(
                f"{name:<8}{label:<11}{figures.rps:>10.0f}{figures.p50:>9.2f}{figures.p99:>9.2f}"
                + (f"  {extra[1](figures)}" if extra else "")
                + (f"  {figures.failed} failed" if figures.failed else "")
            )
        ratio = _ratio(runs[first.name], runs[second.name])
        print(
            f"{name:<8}{'ratio':<11}{ratio:>9.2f}x throughput, p50 {ours.p50 / base.p50:.2f}x, "
            f"p99 {ours.p99 / base.p99:.2f}x"
        )
        if base.failed or ours.failed:
            print(f"FAIL {name}: requests failed", file=sys.stderr)
            status = 1
        floor = plan.floor_of(name)
        if floor and ratio < floor:
            print(f"FAIL {name}: {ratio:.2f}x is below the floor {floor}x", file=sys.stderr)
            status = 1
    return status


def add_plan_arguments(parser: argparse.ArgumentParser, quick: str) -> None:
    """The options of a Plan a benchmark's command line takes (see plan_of); `quick` says
    what --quick does for this benchmark."""
    parser.add_argument(
        "--seconds", type=float, default=10.0, help="per run (0.2-60; wrk runs whole seconds)"
    )
    parser.add_argument("--rounds", type=int, default=2, help="alternating rounds (1-5)")
    parser.add_argument("--floor", type=float, default=0.0, help="fail below this ratio")
    parser.add_argument(
        "--confirm", type=int, default=0, help="rounds more for a pair below the floor (0-4)"
    )
    parser.add_argument("--quick", action="store_true", help=quick)


def plan_of(
    args: argparse.Namespace, connections: int, floors: Mapping[str, float] | None = None
) -> Plan:
    """The Plan of add_plan_arguments's options, bounded. --quick (make test): many short
    alternating runs, so that a burst of a noisy neighbour spoils one run, not the median;
    the floor 0.7 unless given."""
    seconds, rounds, floor, confirm = args.seconds, args.rounds, args.floor, args.confirm
    if args.quick:
        seconds, rounds, floor, confirm = 1.0, 5, floor or 0.7, confirm or 4
    return Plan(
        min(max(seconds, 0.2), 60.0),
        connections,
        min(max(rounds, 1), 5),
        floor,
        min(max(confirm, 0), 4),
        dict(floors or {}),
    )
