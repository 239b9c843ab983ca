"""bench/bff.py (docs/performance.md) runs end to end: both pairs answered, no request failed.
Its figures are not checked here: timings belong to the benchmark, not to a test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_bff_benchmark_runs_both_pairs_without_a_failed_request() -> None:
    done = subprocess.run(
        [sys.executable, "bench/bff.py", "--seconds", "1", "--rounds", "1", "--connections", "8"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for pair in ("cached", "relay"):
        assert f"{pair:<8}ratio" in done.stdout, done.stdout
