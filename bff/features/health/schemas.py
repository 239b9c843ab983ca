"""GET /bff/health/upstream: what this process knows of the upstream's health."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class BreakerState(BaseModel):
    service: str
    state: Literal["closed", "open", "half-open"]
    failures: int  # consecutive failed attempts (reset by any answer)
    retryInSeconds: float | None  # open: seconds until one probe is let through


class UpstreamHealth(BaseModel):
    """Read-only; per process (each BFF process keeps its own breakers)."""

    breakers: list[BreakerState]
