"""The simulator's clock: wall time by default; QA can freeze, set and advance it.

Every time the simulator reads (token, captcha and code expiry, throttles, jobs) comes
from here. The scheduler (simulator/core/scheduler.py) runs jobs that fall due on this clock.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo

UNITS_MS = {"ms": 1, "s": 1_000, "m": 60_000, "h": 3_600_000, "d": 86_400_000}
_DURATION = re.compile(r"(\d+)(ms|s|m|h|d)")


def parse_duration(text: str) -> int:
    """'90s', '5m', '1h30m', '2d', '250ms' -> milliseconds; raises ValueError otherwise."""
    compact = text.strip().replace(" ", "")
    parts = _DURATION.findall(compact)
    if not parts or "".join(n + u for n, u in parts) != compact:
        raise ValueError(f"{text!r} is not a duration like 5m, 1h30m, 2d or 90s")
    return sum(int(number) * UNITS_MS[unit] for number, unit in parts)


def iso(epoch_ms: int | None) -> str | None:
    """Epoch milliseconds as ISO-8601 UTC with a Z, milliseconds kept."""
    if epoch_ms is None:
        return None
    moment = datetime.fromtimestamp(epoch_ms / 1000, UTC)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def local_time(epoch_ms: int, zone: tzinfo) -> str:
    """Epoch milliseconds as players read them: yyyy-MM-dd HH:mm:ss in the brand's zone."""
    return datetime.fromtimestamp(epoch_ms / 1000, zone).strftime("%Y-%m-%d %H:%M:%S")


def epoch_ms(moment: datetime) -> int:
    """A datetime (naive = UTC) as epoch milliseconds."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


@dataclass(frozen=True)
class ClockState:
    """What a snapshot keeps of the clock."""

    now_ms: int
    frozen: bool


class Clock:
    """Epoch milliseconds: wall time plus an offset, or a frozen instant."""

    def __init__(self) -> None:
        self._offset = 0
        self._frozen_at: int | None = None

    @staticmethod
    def wall_ms() -> int:
        return time.time_ns() // 1_000_000

    def now_ms(self) -> int:
        if self._frozen_at is not None:
            return self._frozen_at
        return self.wall_ms() + self._offset

    @property
    def frozen(self) -> bool:
        return self._frozen_at is not None

    def set(self, moment_ms: int) -> None:
        """Jump to moment_ms; a frozen clock stays frozen there, a running one runs on."""
        if self._frozen_at is not None:
            self._frozen_at = moment_ms
        else:
            self._offset = moment_ms - self.wall_ms()

    def freeze(self, on: bool) -> None:
        if on and self._frozen_at is None:
            self._frozen_at = self.now_ms()
        elif not on and self._frozen_at is not None:
            moment, self._frozen_at = self._frozen_at, None
            self._offset = moment - self.wall_ms()

    def real_time(self) -> None:
        """Back to the wall clock, running."""
        self._offset, self._frozen_at = 0, None

    def state(self) -> ClockState:
        return ClockState(self.now_ms(), self.frozen)

    def restore(self, state: ClockState) -> None:
        self._frozen_at = None
        self.freeze(state.frozen)
        self.set(state.now_ms)
