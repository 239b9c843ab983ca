"""Snapshots: the whole SQLite state copied with the backup API. The clock and the scheduler's
due times travel inside it (table sim_state, saved just before the copy). Faults are not part
of a snapshot.

A `:memory:` world keeps its snapshots in private in-memory connections, gone with the
process. A file world keeps each as an SQLite file in a folder beside it
(`<SIM_DB>.snapshots/snap-<n>.db`), so a restart lists and restores them; a snapshot of an
older schema version is upgraded (on a copy) when it is restored.
"""

from __future__ import annotations

import logging
import os
import re
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path

from ...schema import DatabaseRefused, upgrade
from . import store

log = logging.getLogger(__name__)

LIMIT = 20  # snapshots kept; the oldest goes first
FILE_NAME = re.compile(r"^snap-([1-9]\d{0,8})\.db$")
PARTIAL = ".part"  # a copy being written; renamed into place when complete


@dataclass(frozen=True)
class Snapshot:
    id: str
    now_ms: int  # the clock when it was taken
    frozen: bool


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)


def _taken(conn: sqlite3.Connection, snap_id: str) -> Snapshot:
    now_ms, frozen = store.clock_of(conn)
    return Snapshot(snap_id, now_ms, frozen)


class Snapshots:
    """folder None: in memory; otherwise the snapshot files' folder (made at the first)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self.taken: dict[str, Snapshot] = {}  # oldest first
        self.counter = 0
        self._memory: dict[str, sqlite3.Connection] = {}
        if folder is not None and folder.is_dir():
            self._scan(folder)

    @classmethod
    def beside(cls, db_path: str) -> Snapshots:
        if db_path == ":memory:":
            return cls()
        path = Path(db_path)
        return cls(path.with_name(path.name + ".snapshots"))

    def _path(self, snap_id: str) -> Path:
        assert self.folder is not None
        return self.folder / f"{snap_id}.db"

    def _scan(self, folder: Path) -> None:
        found: list[tuple[int, Path]] = []
        for entry in folder.iterdir():
            if entry.name.endswith(PARTIAL):
                entry.unlink(missing_ok=True)  # a copy cut short by a stop
            elif match := FILE_NAME.match(entry.name):
                found.append((int(match.group(1)), entry))
        for number, path in sorted(found):
            snap_id = f"snap-{number}"
            try:
                with closing(_read_only(path)) as conn:
                    self.taken[snap_id] = _taken(conn, snap_id)
            except (sqlite3.Error, ValueError, KeyError) as exc:
                log.warning("snapshot %s is unreadable, skipped: %s", path, exc)
            self.counter = max(self.counter, number)

    def take(self, source: sqlite3.Connection) -> Snapshot:
        self.counter += 1
        snap_id = f"snap-{self.counter}"
        if self.folder is None:
            copy = sqlite3.connect(":memory:", check_same_thread=False)
            source.backup(copy)
            self._memory[snap_id] = copy
            snap = _taken(copy, snap_id)
        else:
            self.folder.mkdir(parents=True, exist_ok=True)
            final = self._path(snap_id)
            partial = final.with_name(final.name + PARTIAL)
            with closing(sqlite3.connect(partial)) as copy:
                source.backup(copy)
                store.self_contained(copy)
                snap = _taken(copy, snap_id)
            os.replace(partial, final)
        self.taken[snap_id] = snap
        while len(self.taken) > LIMIT:
            self._drop(next(iter(self.taken)))
        return snap

    def _drop(self, snap_id: str) -> None:
        self.taken.pop(snap_id, None)
        if self.folder is None:
            self._memory.pop(snap_id).close()
        else:
            self._path(snap_id).unlink(missing_ok=True)

    def get(self, snap_id: str) -> Snapshot | None:
        return self.taken.get(snap_id)

    def listing(self) -> list[Snapshot]:
        return list(self.taken.values())

    @contextmanager
    def source(self, snap_id: str) -> Iterator[sqlite3.Connection]:
        """The snapshot's database at the current schema version, to restore from.
        Raises DatabaseRefused when its file is unreadable or cannot be upgraded."""
        if self.folder is None:  # taken by this process: its version is the current one
            yield self._memory[snap_id]
            return
        with closing(sqlite3.connect(":memory:", isolation_level=None)) as copy:
            try:
                with closing(_read_only(self._path(snap_id))) as stored:
                    stored.backup(copy)
            except sqlite3.Error as exc:
                raise DatabaseRefused(f"{snap_id} cannot be read: {exc}") from exc
            upgrade(copy, snap_id)
            yield copy

    def close(self) -> None:
        for conn in self._memory.values():
            conn.close()
        self._memory.clear()
        self.taken.clear()
