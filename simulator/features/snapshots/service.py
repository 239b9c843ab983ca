"""Snapshots: the whole SQLite state (copied with the backup API into a private in-memory
connection), the clock and the scheduler's due times. Faults are not part of a snapshot."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from ...core.clock import ClockState

LIMIT = 20  # snapshots kept; the oldest goes first


@dataclass
class Snapshot:
    id: str
    conn: sqlite3.Connection
    clock: ClockState
    dues: dict[str, int]


@dataclass
class Snapshots:
    taken: dict[str, Snapshot] = field(default_factory=dict)
    counter: int = 0

    def take(self, source: sqlite3.Connection, clock: ClockState, dues: dict[str, int]) -> str:
        self.counter += 1
        snap_id = f"snap-{self.counter}"
        copy = sqlite3.connect(":memory:", check_same_thread=False)
        source.backup(copy)
        self.taken[snap_id] = Snapshot(snap_id, copy, clock, dict(dues))
        while len(self.taken) > LIMIT:
            oldest = next(iter(self.taken))
            self.taken.pop(oldest).conn.close()
        return snap_id

    def get(self, snap_id: str) -> Snapshot | None:
        return self.taken.get(snap_id)

    def close(self) -> None:
        for snap in self.taken.values():
            snap.conn.close()
        self.taken.clear()
