"""Rows of the inbox (schema.sql, section messages). Deleted messages keep their row
(deleted_at set) so the event that wrote one never writes it again."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from ...core.db import Database

TRIAL = 4  # a free-play account's member type: it has no inbox
SHOWN = "member_id = :member AND deleted_at IS NULL"


@dataclass(frozen=True)
class Message:
    id: int
    member_id: int
    category: str
    template: str
    params: dict[str, Any]
    created_at: int
    read_at: int | None
    deleted_at: int | None


def _message(row: sqlite3.Row) -> Message:
    return Message(
        id=row["id"],
        member_id=row["member_id"],
        category=row["category"],
        template=row["template"],
        params=orjson.loads(row["params"]),
        created_at=row["created_at"],
        read_at=row["read_at"],
        deleted_at=row["deleted_at"],
    )


def insert(
    db: Database,
    member_id: int,
    *,
    category: str,
    template: str,
    params: dict[str, Any],
    key: str | None,
    now: int,
) -> int | None:
    """The new message's id; None when the member has the key's message already."""
    cursor = db.run(
        "INSERT OR IGNORE INTO messages (member_id, category, template, params, dedupe_key,"
        " created_at) VALUES (?, ?, ?, ?, ?, ?)",
        (member_id, category, template, orjson.dumps(params).decode(), key, now),
    )
    return int(cursor.lastrowid) if cursor.rowcount and cursor.lastrowid else None


def has_key(db: Database, member_id: int, key: str) -> bool:
    row = db.one("SELECT 1 FROM messages WHERE member_id = ? AND dedupe_key = ?", (member_id, key))
    return row is not None


def inbox(
    db: Database, member_id: int, *, unread_only: bool, limit: int, offset: int
) -> list[Message]:
    """The member's messages, newest first."""
    unread = " AND read_at IS NULL" if unread_only else ""
    rows = db.all(
        f"SELECT * FROM messages WHERE {SHOWN}{unread}"
        " ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset",
        {"member": member_id, "limit": limit, "offset": offset},
    )
    return [_message(row) for row in rows]


def count(db: Database, member_id: int, *, unread_only: bool) -> int:
    unread = " AND read_at IS NULL" if unread_only else ""
    row = db.one(f"SELECT COUNT(*) AS n FROM messages WHERE {SHOWN}{unread}", {"member": member_id})
    return int(row["n"]) if row else 0


def _ids(ids: Sequence[int]) -> tuple[str, dict[str, int]]:
    names = {f"id{n}": message_id for n, message_id in enumerate(ids)}
    return ", ".join(f":{name}" for name in names), names


def mark_read(db: Database, member_id: int, ids: Sequence[int] | None, now: int) -> None:
    """The member's messages of `ids` (None: all of them) read now; others' ids do nothing."""
    where, names = ("", {}) if ids is None else _ids(ids)
    chosen = f" AND id IN ({where})" if ids is not None else ""
    db.run(
        f"UPDATE messages SET read_at = :now WHERE {SHOWN} AND read_at IS NULL{chosen}",
        {"member": member_id, "now": now, **names},
    )


def delete(db: Database, member_id: int, ids: Sequence[int], now: int) -> int:
    """Hide the member's messages of `ids`; how many. Others' ids are left alone."""
    where, names = _ids(ids)
    cursor = db.run(
        f"UPDATE messages SET deleted_at = :now WHERE {SHOWN} AND id IN ({where})",
        {"member": member_id, "now": now, **names},
    )
    return cursor.rowcount


def is_trial(db: Database, member_id: int) -> bool:
    row = db.one("SELECT type FROM members WHERE id = ?", (member_id,))
    return row is not None and row["type"] == TRIAL


def member_ids(db: Database) -> list[int]:
    """Every member with an inbox (trial accounts have none)."""
    rows = db.all("SELECT id FROM members WHERE type <> ? ORDER BY id", (TRIAL,))
    return [row["id"] for row in rows]


def members(db: Database) -> list[sqlite3.Row]:
    """id, account and nickname of every member with an inbox."""
    return db.all("SELECT id, account, nickname FROM members WHERE type <> ? ORDER BY id", (TRIAL,))


def desk(db: Database, member_id: int | None, limit: int) -> list[tuple[str, Message]]:
    """(account, message) newest first, deleted ones too (QA)."""
    where = "WHERE m.member_id = ?" if member_id is not None else ""
    args: tuple[int, ...] = (member_id, limit) if member_id is not None else (limit,)
    rows = db.all(
        "SELECT m.*, a.account FROM messages m JOIN members a ON a.id = m.member_id"
        f" {where} ORDER BY m.created_at DESC, m.id DESC LIMIT ?",
        args,
    )
    return [(row["account"], _message(row)) for row in rows]
