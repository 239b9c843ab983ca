"""Writes fixtures/lottery_plays.json: every lottery family's play types with their picks and
prize tables, as the simulator describes them, for the site's msw handlers (one source: the
simulator's rules). tests/simulator/test_sim_lottery_plays.py fails when the file is stale.

    .venv/bin/python scripts/lottery_plays.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from simulator.features.lottery.plays import catalogue_json  # noqa: E402

TARGET = ROOT / "fixtures" / "lottery_plays.json"

if __name__ == "__main__":
    TARGET.write_bytes(catalogue_json())
    print(TARGET)
