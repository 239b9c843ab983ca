"""bench/home.py (docs/performance.md) measures a cold first visit end to end. Its figures are
the benchmark's business; this checks it still finds the usable page, and that a first visit
makes one API call before it, the bootstrap."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.e2e


def test_the_home_page_benchmark_finds_the_usable_page() -> None:
    done = subprocess.run(
        [sys.executable, "bench/home.py", "--runs", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "usable: median" in done.stdout, done.stdout
    # The bootstrap brings the first screen's reads (bff/features/bootstrap/service.py
    # FIRST_SCREEN): a call of them made on its own, its path and query drifted from the
    # SPA's, shows here as a second call.
    assert "1 API calls in 1 round trips (bootstrap)" in done.stdout, done.stdout
