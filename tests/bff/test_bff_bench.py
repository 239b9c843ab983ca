"""bench/bff.py (docs/performance.md) runs end to end: every pair answered, no request failed.
Its figures are not checked here: timings belong to the benchmark, not to a test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHORT = ["--seconds", "0.3", "--rounds", "1", "--connections", "8"]


def _bench(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "bench/bff.py", *SHORT, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for pair in ("cached", "relay"):
        assert f"{pair:<8}ratio" in done.stdout, done.stdout
    return done.stdout


def test_the_bff_benchmark_runs_both_pairs_without_a_failed_request() -> None:
    assert "bare" in _bench()


def test_the_scale_out_benchmark_counts_redis_commands(redis_url: str) -> None:
    out = _bench("--scale", "2", "--redis", redis_url)
    assert "2 workers" in out and "redis ops/request" in out
