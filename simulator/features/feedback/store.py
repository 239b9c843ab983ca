"""Feedback rows and their images."""

from __future__ import annotations

import sqlite3

from ...core.db import Database


def add(
    db: Database,
    member_id: int,
    *,
    question_type: str,
    content: str,
    contact: str,
    images: list[tuple[str, bytes]],
    now: int,
) -> int:
    cursor = db.run(
        "INSERT INTO feedback (member_id, question_type, content, contact, images, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (member_id, question_type, content, contact, len(images), now),
    )
    feedback_id = int(cursor.lastrowid or 0)
    for n, (content_type, data) in enumerate(images, start=1):
        db.run(
            "INSERT INTO feedback_images (feedback_id, n, content_type, data) VALUES (?, ?, ?, ?)",
            (feedback_id, n, content_type, data),
        )
    return feedback_id


def newest(db: Database, limit: int) -> list[sqlite3.Row]:
    return db.all(
        "SELECT f.id, m.account, f.question_type, f.content, f.contact, f.images, f.created_at"
        " FROM feedback f JOIN members m ON m.id = f.member_id"
        " ORDER BY f.id DESC LIMIT ?",
        (limit,),
    )


def image(db: Database, feedback_id: int, n: int) -> tuple[str, bytes] | None:
    row = db.one(
        "SELECT content_type, data FROM feedback_images WHERE feedback_id = ? AND n = ?",
        (feedback_id, n),
    )
    return (row["content_type"], bytes(row["data"])) if row else None
