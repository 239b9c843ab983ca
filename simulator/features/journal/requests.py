"""The requests log: the last upstream calls (not /__sim/ or /cdn/), newest first."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ...core.clock import iso

LIMIT = 500


@dataclass
class RequestLog:
    """Entries as recorded, `at` in epoch milliseconds: written out (ISO-8601) when read, since
    most are never read and every request adds one."""

    entries: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=LIMIT))

    def add(self, entry: dict[str, Any]) -> None:
        self.entries.append(entry)

    def latest(self, limit: int) -> list[dict[str, Any]]:
        newest = list(reversed(self.entries))[:limit]
        return [{**entry, "at": iso(entry["at"])} for entry in newest]

    def clear(self) -> None:
        self.entries.clear()


def elapsed_ms(started_ns: int) -> float:
    return round((time.perf_counter_ns() - started_ns) / 1_000_000, 1)
