"""A world kept in a file (SIM_DB): what a start finds there, and the running state.

A `:memory:` world is built at every start. A file is built once and then opened as it is:
its schema upgraded in place (simulator/schema.py), its seed and brand checked against the
settings, and the clock and the scheduler's due times taken up from `sim_state`, where they
are saved after every control call that may move them, after every scheduler tick that ran a
job, and at shutdown. A running clock keeps its distance from wall time across the stop, so
jobs that fell due meanwhile run at the next tick, as they would have.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from aiohttp import web

from .core.clock import Clock, ClockState, iso
from .core.db import Database
from .core.scheduler import Scheduler
from .core.schema.store import tables, version_of
from .core.state import store as state_store
from .core.world import store as world_store
from .keys import CLOCK, DB, FAULTS, SCHEDULER, SETTINGS
from .schema import STATE_TABLE, DatabaseRefused, upgrade
from .settings import Settings

log = logging.getLogger(__name__)

MEMORY = ":memory:"


def is_memory(path: str) -> bool:
    return path == MEMORY


def label(settings: Settings) -> str:
    return f"SIM_DB {settings.db}"


def connect(settings: Settings) -> Database:
    """Open SIM_DB (creating the file's folder); a file that is not SQLite is refused, never
    overwritten."""
    if not is_memory(settings.db):
        Path(settings.db).parent.mkdir(parents=True, exist_ok=True)
    try:
        db = Database(settings.db)
        tables(db.conn)  # reads the header: a file that is not SQLite fails here at the latest
    except sqlite3.Error as exc:
        raise DatabaseRefused(
            f"{label(settings)} cannot be opened as an SQLite database ({exc}): point SIM_DB "
            "at another file"
        ) from exc
    return db


def needs_build(db: Database, settings: Settings, *, reset: bool) -> bool:
    """True when the start must build the world: in memory, on reset, for an empty file or
    one whose build never finished. A file with other tables is refused, even on reset."""
    if is_memory(settings.db):
        return True
    names = tables(db.conn)
    if names and "world" not in names:
        shown = ", ".join(sorted(names)[:5])
        raise DatabaseRefused(
            f"{label(settings)} is not a simulator database (its tables: {shown}): point "
            "SIM_DB at another file; this one is left untouched"
        )
    if reset:
        log.warning("--reset: rebuilding the world in %s", settings.db)
        return True
    if not names:
        return True
    facts = world_store.facts(db)
    unstamped_build = version_of(db.conn) == 0 and STATE_TABLE in names
    if unstamped_build or not {"seed", "brand"} <= facts.keys():
        log.warning("%s holds a world whose build did not finish: building it again", settings.db)
        return True
    return False


def open_world(app: web.Application) -> None:
    """Take up the world a file holds, refusing one built for other settings."""
    db, settings = app[DB], app[SETTINGS]
    facts = world_store.facts(db)
    seed, brand = int(facts["seed"]), facts["brand"]
    if brand != settings.brand:
        raise DatabaseRefused(
            f"{label(settings)} holds a world of brand {brand!r} but BRAND asks for "
            f"{settings.brand!r}: start with BRAND={brand}, or with --reset to rebuild it for "
            f"{settings.brand!r} (its data is lost)"
        )
    # An unset SEED takes the file's world as it is (a reset may have chosen another seed);
    # only a seed asked for explicitly must match.
    if "seed" in settings.model_fields_set and seed != settings.seed:
        raise DatabaseRefused(
            f"{label(settings)} holds a world of seed {seed} but SEED asks for "
            f"{settings.seed}: start with SEED={seed} (or without SEED), or with --reset to "
            f"rebuild it for seed {settings.seed} (its data is lost)"
        )
    applied = upgrade(db.conn, label(settings))
    load_state(db, app[CLOCK], app[SCHEDULER], resume=True)
    app[FAULTS].clear(seed=seed)
    log.info(
        "opened the world in %s (seed %s, brand %s%s); clock %s",
        settings.db,
        seed,
        brand,
        f", schema upgraded to version {applied[-1]}" if applied else "",
        iso(app[CLOCK].now_ms()),
    )


def save_state(db: Database, clock: Clock, scheduler: Scheduler) -> None:
    now = clock.state()
    state_store.write(
        db,
        {
            "clock": {"now": now.now_ms, "frozen": now.frozen, "wall": clock.wall_ms()},
            "dues": scheduler.dues(),
        },
    )


def save_app_state(app: web.Application) -> None:
    save_state(app[DB], app[CLOCK], app[SCHEDULER])


def load_state(db: Database, clock: Clock, scheduler: Scheduler, *, resume: bool) -> None:
    """Set the clock and the due times from sim_state. resume (a restart): a running clock
    moves on by the wall time that passed since it was saved; otherwise (a snapshot) it
    stands where it was saved. Nothing saved (an upgraded file): the clock as it is, due
    times anchored on it."""
    rows = state_store.read(db.conn)
    saved = rows.get("clock")
    if saved is not None:
        now = int(saved["now"])
        if resume and not saved["frozen"]:
            now += clock.wall_ms() - int(saved["wall"])
        clock.restore(ClockState(now, bool(saved["frozen"])))
    dues = rows.get("dues")
    scheduler.restore_dues({str(k): int(v) for k, v in dues.items()} if dues else {})
