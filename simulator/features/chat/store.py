"""SQL over chat_tickets and chat_messages (schema.sql)."""

from __future__ import annotations

import sqlite3

from ...core.db import Database

KEPT = 200  # messages kept per room; older ones are deleted as new ones come


# -- tickets -------------------------------------------------------------------------------


def add_ticket(
    db: Database, *, ticket: str, member_id: int, room_id: int, language: str, now: int, ttl: int
) -> None:
    """Insert a ticket, dropping the expired ones first."""
    db.run("DELETE FROM chat_tickets WHERE expires_at <= ?", (now,))
    db.run(
        "INSERT INTO chat_tickets (ticket, member_id, room_id, language, created_at, expires_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (ticket, member_id, room_id, language, now, now + ttl),
    )


def ticket(db: Database, token: str) -> sqlite3.Row | None:
    return db.one("SELECT * FROM chat_tickets WHERE ticket = ?", (token,))


def chatting(db: Database, room_id: int, now: int) -> int:
    """How many members hold a live ticket for the room."""
    row = db.one(
        "SELECT COUNT(DISTINCT member_id) AS n FROM chat_tickets"
        " WHERE room_id = ? AND expires_at > ?",
        (room_id, now),
    )
    return int(row["n"]) if row else 0


# -- messages ------------------------------------------------------------------------------

_MESSAGE = (
    "SELECT c.id, c.room_id, c.member_id, c.text, c.created_at, m.account"
    " FROM chat_messages c LEFT JOIN members m ON m.id = c.member_id"
)


def add_message(
    db: Database, *, room_id: int, member_id: int | None, text: str, now: int
) -> sqlite3.Row:
    """Insert a message and drop the room's messages beyond the newest KEPT (call inside a
    transaction)."""
    cursor = db.run(
        "INSERT INTO chat_messages (room_id, member_id, text, created_at) VALUES (?, ?, ?, ?)",
        (room_id, member_id, text, now),
    )
    db.run(
        "DELETE FROM chat_messages WHERE room_id = ? AND id <= ("
        "SELECT id FROM chat_messages WHERE room_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)",
        (room_id, room_id, KEPT),
    )
    row = db.one(f"{_MESSAGE} WHERE c.id = ?", (cursor.lastrowid,))
    assert row is not None
    return row


def messages_after(db: Database, room_id: int, after: int) -> list[sqlite3.Row]:
    """The room's kept messages with an id above `after`, oldest first."""
    return db.all(f"{_MESSAGE} WHERE c.room_id = ? AND c.id > ? ORDER BY c.id", (room_id, after))


def count(db: Database, room_id: int) -> int:
    row = db.one("SELECT COUNT(*) AS n FROM chat_messages WHERE room_id = ?", (room_id,))
    return int(row["n"]) if row else 0
