"""Which upstream failures count against a breaker, which may be retried, and the backoff.

Only idempotent reads are retried: refused or dropped connections, unreadable bodies and
502/503/504 answers, with full-jitter exponential backoff, and never past the deadline.
A timeout is not retried: the attempt already used what was left of the deadline.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..errors import DomainError, UpstreamError

OUTAGE_CODES = frozenset({"UPSTREAM_UNAVAILABLE", "UPSTREAM_TIMEOUT", "UPSTREAM_BAD_RESPONSE"})
RETRY_CODES = frozenset({"UPSTREAM_UNAVAILABLE", "UPSTREAM_BAD_RESPONSE"})
RETRY_STATUSES = frozenset({502, 503, 504})
# An attempt needs at least this long to be worth starting.
MIN_ATTEMPT = 0.05
BACKOFF_CAP = 1.0


def is_outage(exc: DomainError) -> bool:
    """The upstream failed (down, slow, unreadable or 5xx), as opposed to answering no."""
    if isinstance(exc, UpstreamError):
        return exc.status >= 500
    return exc.code in OUTAGE_CODES


def is_retryable(exc: DomainError) -> bool:
    if isinstance(exc, UpstreamError):
        return exc.status in RETRY_STATUSES
    return exc.code in RETRY_CODES


@dataclass(frozen=True)
class RetryPolicy:
    retries: int = 2
    base: float = 0.1  # seconds; attempt n sleeps uniform(0, min(cap, base * 2**n))
    cap: float = BACKOFF_CAP

    def backoff(self, retry: int) -> float:
        return random.uniform(0, min(self.cap, self.base * 2**retry))
