"""The fault book: faults QA has set, matched against upstream calls in creation order.

Each fault rolls its own RNG seeded from the world seed and its id, so the same run of
calls meets the same failures. `times` limits a fault to the first N matching calls.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .schemas import DelayEffect, Effect, FaultBody

RELAY_PREFIX = "/wps/relay/"


@lru_cache(maxsize=512)
def _glob(pattern: str) -> re.Pattern[str]:
    return re.compile(".*".join(re.escape(part) for part in pattern.split("*")))


def glob_match(pattern: str, text: str) -> bool:
    """Exact match, or * standing for any run of characters (slashes included)."""
    return _glob(pattern).fullmatch(text) is not None


@dataclass(frozen=True)
class Call:
    """What a fault can match on."""

    method: str
    path: str
    player: str | None

    @property
    def relay(self) -> str | None:
        return self.path[len(RELAY_PREFIX) :] if self.path.startswith(RELAY_PREFIX) else None


@dataclass
class Fault:
    id: str
    body: FaultBody
    rng: random.Random
    matched: int = 0  # matching calls seen (what `times` counts)
    hits: int = 0  # calls the effect was applied to

    @property
    def exhausted(self) -> bool:
        return self.body.times is not None and self.matched >= self.body.times

    @property
    def wants_player(self) -> bool:
        return self.body.match.player is not None

    def matches(self, call: Call) -> bool:
        m = self.body.match
        if m.method and m.method.upper() != call.method.upper():
            return False
        if m.path and not glob_match(m.path, call.path):
            return False
        if m.relay and not (call.relay and glob_match(m.relay, call.relay)):
            return False
        return not (m.player and (call.player or "").lower() != m.player.lower())

    def public(self) -> dict[str, Any]:
        return {
            "id": self.id,
            **self.body.model_dump(exclude_none=True),
            "matched": self.matched,
            "hits": self.hits,
            "active": not self.exhausted,
        }


@dataclass
class FaultBook:
    seed: int = 0
    faults: list[Fault] = field(default_factory=list)
    counter: int = 0
    # How a delay effect waits (create_app's `sleep`; tests pass one that records).
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep

    def add(self, body: FaultBody) -> Fault:
        self.counter += 1
        fault_id = f"f{self.counter}"
        fault = Fault(fault_id, body, random.Random(f"{self.seed}:{fault_id}"))
        self.faults.append(fault)
        return fault

    def remove(self, fault_id: str) -> bool:
        before = len(self.faults)
        self.faults = [f for f in self.faults if f.id != fault_id]
        return len(self.faults) != before

    def clear(self, seed: int | None = None) -> None:
        self.faults.clear()
        if seed is not None:
            self.seed = seed

    def needs_player(self) -> bool:
        return any(f.wants_player and not f.exhausted for f in self.faults)

    def effects_for(self, call: Call) -> list[tuple[Fault, Effect]]:
        """The effects to apply, in order: any delays, then at most one final effect."""
        chosen: list[tuple[Fault, Effect]] = []
        for fault in self.faults:
            if fault.exhausted or not fault.matches(call):
                continue
            fault.matched += 1
            if fault.rng.random() >= fault.body.probability:
                continue
            fault.hits += 1
            chosen.append((fault, fault.body.effect))
            if not isinstance(fault.body.effect, DelayEffect):
                break
        return chosen
