"""One circuit breaker per upstream service, per process.

A service is the relay prefix of `/wps/relay/<PREFIX>_<method>` (MCSFE, GCSGAME, ...),
else the path group (`/wps/system`, `/wps/member`, `/wps/v2/wallets`, ...). A breaker opens
after `threshold` consecutive failed attempts (timeout, refused or dropped connection,
unreadable body, HTTP 5xx); while open every call is refused at once with
UPSTREAM_UNAVAILABLE. After `cooldown` seconds one probe goes through (half-open): success
closes the breaker, failure opens it again. Business errors (4xx envelopes) are answers,
so they count as successes.

State lives in memory: with Redis each process still keeps its own breakers, which is
the usual design (each process learns the upstream's health from its own calls).
"""

from __future__ import annotations

import functools
import re
import time
from collections.abc import Callable
from enum import StrEnum
from typing import Any

VERSION = re.compile(r"^v\d+$")


class State(StrEnum):
    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half-open"


@functools.lru_cache(maxsize=1024)
def service_of(path: str) -> str:
    """The breaker name of an upstream path (remembered: the catalogue's paths come again and
    again)."""
    parts = path.split("?", maxsplit=1)[0].strip("/").split("/")
    if len(parts) >= 3 and parts[1] == "relay":
        return "relay:" + parts[2].split("_")[0]
    depth = 3 if len(parts) >= 3 and VERSION.match(parts[1]) else 2
    return "/" + "/".join(parts[:depth])


class Breaker:
    def __init__(
        self,
        service: str,
        threshold: int,
        cooldown: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.service = service
        self._threshold = threshold
        self._cooldown = cooldown
        self._clock = clock
        self.state = State.CLOSED
        self.failures = 0
        self._opened_at = 0.0
        self._probing = False

    def allow(self) -> bool:
        """May a call go upstream now? In half-open only one probe at a time may."""
        if self.state is State.OPEN and self._clock() - self._opened_at >= self._cooldown:
            self.state = State.HALF_OPEN
            self._probing = False
        if self.state is State.CLOSED:
            return True
        if self.state is State.HALF_OPEN and not self._probing:
            self._probing = True
            return True
        return False

    def success(self) -> None:
        self.state = State.CLOSED
        self.failures = 0
        self._probing = False

    def failure(self) -> None:
        self.failures += 1
        if self.state is State.HALF_OPEN or (
            self.state is State.CLOSED and self.failures >= self._threshold
        ):
            self.state = State.OPEN
            self._opened_at = self._clock()
            self._probing = False

    def abandon(self) -> None:
        """An attempt ended without a verdict (cancelled): free the probe slot."""
        self._probing = False

    def snapshot(self) -> dict[str, Any]:
        retry_in = None
        if self.state is State.OPEN:
            retry_in = max(0.0, self._cooldown - (self._clock() - self._opened_at))
        return {
            "service": self.service,
            "state": self.state.value,
            "failures": self.failures,
            "retryInSeconds": None if retry_in is None else round(retry_in, 3),
        }


class Breakers:
    """The breakers of one process, made on first use."""

    def __init__(
        self, threshold: int, cooldown: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._threshold = threshold
        self._cooldown = cooldown
        self._clock = clock
        self._by_service: dict[str, Breaker] = {}

    def for_path(self, path: str) -> Breaker:
        name = service_of(path)
        found = self._by_service.get(name)
        if found is None:
            found = Breaker(name, self._threshold, self._cooldown, self._clock)
            self._by_service[name] = found
        return found

    def snapshot(self) -> list[dict[str, Any]]:
        return [b.snapshot() for _, b in sorted(self._by_service.items())]
