"""Session tokens: the raw token the platform hands out at login."""

from __future__ import annotations

from ...db import Database


class SessionStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def create(self, token: str, member_id: int, now: int, ttl_ms: int) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM sessions WHERE expires_at <= ?", (now,))
            conn.execute(
                "INSERT INTO sessions (token, member_id, created_at, expires_at)"
                " VALUES (?, ?, ?, ?)",
                (token, member_id, now, now + ttl_ms),
            )

    def member_for(self, token: str, now: int) -> int | None:
        row = self.db.one(
            "SELECT member_id FROM sessions WHERE token = ? AND expires_at > ?", (token, now)
        )
        return row["member_id"] if row else None

    def delete(self, token: str) -> None:
        self.db.run("DELETE FROM sessions WHERE token = ?", (token,))
