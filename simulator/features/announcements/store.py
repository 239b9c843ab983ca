"""Rows of the announcement tables (schema.sql, section announcements): the notices and the
pop-ups each member dismissed."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import orjson

from ...core.db import Database

# A notice is live at `now` when it started and has not ended.
LIVE = "start_at <= :now AND (end_at IS NULL OR end_at > :now)"


@dataclass(frozen=True)
class Notice:
    id: int
    type: str
    title: dict[str, str]
    content: dict[str, str]
    created_at: int
    start_at: int
    end_at: int | None


def _notice(row: sqlite3.Row) -> Notice:
    return Notice(
        id=row["id"],
        type=row["type"],
        title=orjson.loads(row["title"]),
        content=orjson.loads(row["content"]),
        created_at=row["created_at"],
        start_at=row["start_at"],
        end_at=row["end_at"],
    )


def insert(
    db: Database,
    *,
    type_: str,
    title: dict[str, str],
    content: dict[str, str],
    created_at: int,
    start_at: int,
    end_at: int | None,
    notice_id: int | None = None,
) -> int:
    """A new notice (with the fixture's id when seeded); its id."""
    cursor = db.run(
        "INSERT INTO announcements (id, type, title, content, created_at, start_at, end_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            notice_id,
            type_,
            orjson.dumps(title).decode(),
            orjson.dumps(content).decode(),
            created_at,
            start_at,
            end_at,
        ),
    )
    return int(cursor.lastrowid or 0)


def get(db: Database, notice_id: int) -> Notice | None:
    row = db.one("SELECT * FROM announcements WHERE id = ?", (notice_id,))
    return _notice(row) if row else None


def every(db: Database) -> list[Notice]:
    """All notices, live or not, newest first (the QA desk)."""
    rows = db.all("SELECT * FROM announcements ORDER BY created_at DESC, id DESC")
    return [_notice(row) for row in rows]


def live(
    db: Database,
    type_: str,
    now: int,
    *,
    limit: int = -1,
    offset: int = 0,
    hidden_for: int | None = None,
) -> list[Notice]:
    """Live notices of a type, newest first; hidden_for: leave out those this member
    dismissed."""
    hidden = (
        " AND id NOT IN (SELECT announcement_id FROM announcement_dismissals"
        " WHERE member_id = :member)"
        if hidden_for is not None
        else ""
    )
    rows = db.all(
        f"SELECT * FROM announcements WHERE type = :type AND {LIVE}{hidden}"
        " ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset",
        {"type": type_, "now": now, "member": hidden_for, "limit": limit, "offset": offset},
    )
    return [_notice(row) for row in rows]


def live_count(db: Database, type_: str, now: int) -> int:
    row = db.one(
        f"SELECT COUNT(*) AS n FROM announcements WHERE type = :type AND {LIVE}",
        {"type": type_, "now": now},
    )
    return int(row["n"]) if row else 0


def end(db: Database, notice_id: int, now: int) -> None:
    """Ends the notice now (one that ended already keeps its end); one not started yet
    never starts (its window becomes empty)."""
    db.run(
        "UPDATE announcements SET start_at = MIN(start_at, :now),"
        " end_at = MIN(COALESCE(end_at, :now), :now) WHERE id = :id",
        {"now": now, "id": notice_id},
    )


def dismiss(db: Database, notice_id: int, member_id: int, now: int) -> bool:
    """True when this is the member's first dismissal of the notice."""
    cursor = db.run(
        "INSERT OR IGNORE INTO announcement_dismissals (announcement_id, member_id,"
        " dismissed_at) VALUES (?, ?, ?)",
        (notice_id, member_id, now),
    )
    return cursor.rowcount > 0
