"""Applications to the agent and affiliate programme."""

from __future__ import annotations

import sqlite3

from ...core.db import Database


def last_from(db: Database, contact_key: str, ip: str) -> int | None:
    """When this contact or this address last applied (the throttle's subject)."""
    row = db.one(
        "SELECT MAX(created_at) AS at FROM join_applications WHERE contact_key = ? OR ip = ?",
        (contact_key, ip),
    )
    return row["at"] if row and row["at"] is not None else None


def add(
    db: Database,
    *,
    kind: str,
    name: str,
    contact: str,
    contact_key: str,
    channel: str,
    message: str,
    ip: str,
    now: int,
) -> int:
    cursor = db.run(
        "INSERT INTO join_applications"
        " (type, name, contact, contact_key, channel, message, ip, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (kind, name, contact, contact_key, channel, message, ip, now),
    )
    return int(cursor.lastrowid or 0)


def newest(db: Database, limit: int) -> list[sqlite3.Row]:
    return db.all(
        "SELECT id, type, name, contact, channel, message, ip, created_at"
        " FROM join_applications ORDER BY id DESC LIMIT ?",
        (limit,),
    )
