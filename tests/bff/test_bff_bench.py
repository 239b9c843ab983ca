"""The benchmarks (docs/performance.md) run end to end, briefly: bench/bff.py with every pair
answered and no request failed, bench/ledger.py with the ledger balanced and every player's
model matched, bench/games.py with every search answered. Their figures are not checked here:
timings belong to the benchmarks, not to a test."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHORT = ["--seconds", "0.3", "--rounds", "1", "--connections", "8"]


def _script(name: str, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, f"bench/{name}", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def _bench(*args: str) -> str:
    out = _script("bff.py", *SHORT, *args)
    for pair in ("cached", "relay"):
        assert f"{pair:<8}ratio" in out, out
    return out


def test_the_bff_benchmark_runs_both_pairs_without_a_failed_request() -> None:
    assert "bare" in _bench()


def test_the_scale_out_benchmark_counts_redis_commands(redis_url: str) -> None:
    out = _bench("--scale", "2", "--redis", redis_url)
    assert "2 workers" in out and "redis ops/request" in out


def test_the_ledger_benchmark_keeps_every_player_and_the_ledger_right() -> None:
    out = _script("ledger.py", "--players", "4", "--seconds", "1")
    assert "ledger check: balanced=True" in out
    assert "players whose balance differs from their model: 0" in out
    for kind in ("bet", "deposit", "transfer", "withdraw", "record"):
        assert f"  {kind}" in out, out


def test_the_game_search_benchmark_answers_every_search() -> None:
    out = _script("games.py", "--seconds", "0.3", "--rounds", "1", "--concurrency", "4")
    assert "searches in a cycle, both ways the same pages" in out, out
    for target in ("direct", "bff"):
        line = re.search(rf"^search\s+{target}\s+\d+\s.*$", out, re.MULTILINE)
        assert line and "failed" not in line[0], out
    assert re.search(r"^search\s+ratio\s+[\d.]+x throughput", out, re.MULTILINE), out
