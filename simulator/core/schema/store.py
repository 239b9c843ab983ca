"""PRAGMA user_version, the tables and their columns, and the scripts that change them."""

from __future__ import annotations

import sqlite3

from ..db import SCHEMA

Shape = dict[str, frozenset[tuple[str, ...]]]


def version_of(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def stamp(conn: sqlite3.Connection, version: int) -> None:
    conn.execute(f"PRAGMA user_version = {int(version)}")


def tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    return {row[0] for row in rows}


def describe(conn: sqlite3.Connection) -> Shape:
    """Each table's columns (name, declared type, not null, primary key) and each index's
    table: what must match, whatever the CREATE text's layout (ALTER TABLE rewrites it)."""
    shape: Shape = {}
    rows = conn.execute(
        "SELECT type, name, tbl_name FROM sqlite_master "
        "WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    for kind, name, table in rows:
        if kind == "index":
            shape[f"index {name}"] = frozenset({(table,)})
            continue
        columns = conn.execute(f'PRAGMA table_info("{name}")').fetchall()
        shape[f"table {name}"] = frozenset(
            (col[1], str(col[2]).upper(), str(col[3]), str(col[5])) for col in columns
        )
    return shape


def current_shape() -> Shape:
    """The shape of schema.sql, built in a scratch database."""
    fresh = sqlite3.connect(":memory:")
    try:
        fresh.executescript(SCHEMA)
        return describe(fresh)
    finally:
        fresh.close()


def apply(conn: sqlite3.Connection, sql: str, version: int) -> None:
    """Run a migration script and stamp its version in one transaction: all or nothing."""
    try:
        conn.executescript(
            f"BEGIN IMMEDIATE;\n{sql}\nPRAGMA user_version = {int(version)};\nCOMMIT;"
        )
    except sqlite3.Error:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
