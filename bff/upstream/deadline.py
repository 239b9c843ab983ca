"""A deadline shared by everything one browser call does upstream.

A call's budget is its catalogue entry's `timeout` (else `UPSTREAM_TIMEOUT`). The status
gate, every attempt and every backoff sleep draw from the same budget, so retries share
the deadline instead of multiplying it.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

# The answer may come this much after the deadline (scheduling, envelope, session save).
MARGIN = 0.25


@dataclass(frozen=True)
class Deadline:
    at: float  # event-loop time (loop.time())
    budget: float

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(asyncio.get_running_loop().time() + seconds, seconds)

    def remaining(self) -> float:
        return max(0.0, self.at - asyncio.get_running_loop().time())

    def within(self, seconds: float) -> Deadline:
        """A deadline no later than this one, at most `seconds` from now."""
        cut = min(seconds, self.remaining())
        return Deadline(asyncio.get_running_loop().time() + cut, cut)
