"""The schema's version (SQLite `PRAGMA user_version`) and its upgrades in place.

schema.sql is always the current full schema; a fresh world is built from it and stamped
SCHEMA_VERSION. A file of an older version gets the missing MIGRATIONS applied in order, each
in its own transaction with its version stamp, so a failed step leaves the file as it was.
Version 1 is the schema from before versions were kept: such files carry user_version 0.
A file of a newer version, or whose tables are not the simulator's, is refused.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from .core.schema.store import apply, current_shape, describe, stamp, tables, version_of


class DatabaseRefused(Exception):
    """The database file cannot serve these settings; the message says why and what to do."""


@dataclass(frozen=True)
class Migration:
    version: int  # the version the file has once this step is applied
    why: str
    sql: str


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        2,
        "the clock and the scheduler's due times, kept so a restart continues the schedule",
        """
        CREATE TABLE sim_state (
            key    TEXT PRIMARY KEY,
            value  TEXT NOT NULL
        );
        """,
    ),
    Migration(
        3,
        "game search by trigram index, and pages in catalogue order from an index",
        """
        CREATE INDEX games_sort ON games(sort);
        CREATE INDEX games_vendor_sort ON games(vassalage, sort);
        CREATE VIRTUAL TABLE games_search USING fts5(
            search_en, search_vi, content = 'games', content_rowid = 'game_id',
            tokenize = 'trigram'
        );
        INSERT INTO games_search(games_search) VALUES ('rebuild');
        """,
    ),
    Migration(
        4,
        "a member's bet totals of a period read from the rounds index alone",
        """
        DROP INDEX rounds_member;
        CREATE INDEX rounds_member ON rounds(member_id, placed_at, game_type, bet);
        """,
    ),
    Migration(
        5,
        "responsible gaming: limits, reality checks, time-outs and self-exclusions",
        """
        ALTER TABLE sessions ADD COLUMN limit_ends INTEGER;
        ALTER TABLE sessions ADD COLUMN checked_at INTEGER;
        CREATE TABLE rg_limits (
            member_id    INTEGER NOT NULL REFERENCES members(id),
            kind         TEXT    NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
            period       TEXT    NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
            amount       INTEGER CHECK (amount IS NULL OR amount > 0),
            pending_set  INTEGER NOT NULL DEFAULT 0 CHECK (pending_set IN (0, 1)),
            pending      INTEGER CHECK (pending IS NULL OR pending > 0),
            pending_at   INTEGER,
            updated_at   INTEGER NOT NULL,
            PRIMARY KEY (member_id, kind, period)
        );
        CREATE INDEX rg_limits_pending ON rg_limits(pending_at) WHERE pending_set = 1;
        CREATE TABLE rg_settings (
            member_id        INTEGER PRIMARY KEY REFERENCES members(id),
            reality_minutes  INTEGER
                CHECK (reality_minutes IS NULL OR reality_minutes IN (15, 30, 60))
        );
        CREATE TABLE rg_exclusions (
            id          INTEGER PRIMARY KEY,
            member_id   INTEGER NOT NULL REFERENCES members(id),
            kind        TEXT    NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
            length      TEXT    NOT NULL
                CHECK (length IN ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
            started_at  INTEGER NOT NULL,
            ends_at     INTEGER,
            cleared_at  INTEGER
        );
        CREATE INDEX rg_exclusions_member ON rg_exclusions(member_id, started_at);
        """,
    ),
    Migration(
        6,
        "a game's ticket plays only while the site session it was launched from lives",
        """
        ALTER TABLE launch_tickets ADD COLUMN session TEXT;
        """,
    ),
    Migration(
        7,
        "live tables: a bet open until its table round closes, and the rounds' results",
        """
        CREATE TABLE rounds_v7 (
            id          TEXT    PRIMARY KEY,
            member_id   INTEGER NOT NULL REFERENCES members(id),
            game_id     INTEGER NOT NULL,
            vassalage   TEXT    NOT NULL,
            game_type   TEXT    NOT NULL,
            game_name   TEXT    NOT NULL,
            seq         INTEGER NOT NULL UNIQUE,
            bet         INTEGER NOT NULL CHECK (bet > 0),
            win         INTEGER NOT NULL CHECK (win >= 0),
            outcome     TEXT    NOT NULL,
            placed_at   INTEGER NOT NULL,
            settled_at  INTEGER,
            status      TEXT    NOT NULL CHECK (status IN ('open', 'settled')),
            CHECK ((status = 'open') = (settled_at IS NULL))
        );
        INSERT INTO rounds_v7 SELECT * FROM rounds;
        DROP TABLE rounds;
        ALTER TABLE rounds_v7 RENAME TO rounds;
        CREATE INDEX rounds_member ON rounds(member_id, placed_at, game_type, bet, status);
        CREATE INDEX rounds_open ON rounds(game_id) WHERE status = 'open';
        CREATE INDEX rounds_wins ON rounds(settled_at) WHERE win > 0;
        CREATE TABLE table_results (
            game_id   INTEGER NOT NULL,
            round     INTEGER NOT NULL,
            result    TEXT    NOT NULL,
            forced    INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1)),
            dealt_at  INTEGER NOT NULL,
            PRIMARY KEY (game_id, round)
        );
        """,
    ),
    Migration(
        8,
        "the sportsbook's match results",
        """
        CREATE TABLE sports_results (
            match_id    TEXT    PRIMARY KEY,
            result      TEXT    NOT NULL,
            forced      INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1)),
            decided_at  INTEGER NOT NULL
        );
        """,
    ),
)
SCHEMA_VERSION = MIGRATIONS[-1].version if MIGRATIONS else 1
# Only the current schema has it; with `world` it tells an unstamped file's story.
STATE_TABLE = "sim_state"


def _differences(conn: sqlite3.Connection) -> list[str]:
    have, want = describe(conn), current_shape()
    missing = sorted(set(want) - set(have))
    extra = sorted(set(have) - set(want))
    changed = sorted(name for name in set(want) & set(have) if want[name] != have[name])
    return (
        [f"missing {name}" for name in missing]
        + [f"unexpected {name}" for name in extra]
        + [f"different {name}" for name in changed]
    )


def upgrade(conn: sqlite3.Connection, label: str) -> list[int]:
    """Bring a simulator file (its `world` table present) to SCHEMA_VERSION and check its
    tables; returns the versions applied. label names the file in refusals. The steps are
    tried on a copy first, so a file that would end up refused is left untouched."""
    if _starting_version(conn, label) < SCHEMA_VERSION:
        trial = sqlite3.connect(":memory:", isolation_level=None)
        try:
            conn.backup(trial)
            _upgrade(trial, label)
        finally:
            trial.close()
    return _upgrade(conn, label)


def _starting_version(conn: sqlite3.Connection, label: str) -> int:
    version = version_of(conn)
    if version == 0 and STATE_TABLE not in tables(conn):
        version = 1  # written before versions were kept
    if version > SCHEMA_VERSION:
        raise DatabaseRefused(
            f"{label} has schema version {version}, newer than this simulator's "
            f"{SCHEMA_VERSION}: run the simulator that wrote it, or start with --reset to "
            "rebuild the world (its data is lost)"
        )
    return version


def _upgrade(conn: sqlite3.Connection, label: str) -> list[int]:
    version = _starting_version(conn, label)
    applied: list[int] = []
    for step in MIGRATIONS:
        if step.version <= version:
            continue
        try:
            apply(conn, step.sql, step.version)
        except sqlite3.Error as exc:
            raise DatabaseRefused(
                f"{label}: the upgrade to schema version {step.version} ({step.why}) failed: {exc}"
            ) from exc
        applied.append(step.version)
    differences = _differences(conn)
    if differences:
        raise DatabaseRefused(
            f"{label} does not hold the simulator's schema version {SCHEMA_VERSION} "
            f"({'; '.join(differences[:5])}): point SIM_DB at another file, or start with "
            "--reset to rebuild it"
        )
    if version_of(conn) != SCHEMA_VERSION:  # an unstamped file that needed no step
        stamp(conn, SCHEMA_VERSION)
    return applied
