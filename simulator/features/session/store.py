"""Session tokens: the raw token the platform hands out at login."""

from __future__ import annotations

import sqlite3

from ...core.db import Database


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

    def expire(self, now: int) -> int:
        """Delete the tokens expired by `now`; how many."""
        return self.db.run("DELETE FROM sessions WHERE expires_at <= ?", (now,)).rowcount


class FailureStore:
    """login_failures: a count of consecutive failures and the last one's time, per subject
    (an account, a caller IP, a member's payment password)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def get(self, subject: str) -> sqlite3.Row | None:
        return self.db.one(
            "SELECT count, last_at FROM login_failures WHERE subject = ?", (subject,)
        )

    def count(self, subject: str) -> int:
        row = self.get(subject)
        return row["count"] if row else 0

    def bump(self, subjects: tuple[str, ...], now: int) -> None:
        """One more failure for each subject, in one transaction."""
        with self.db.transaction() as conn:
            conn.executemany(
                "INSERT INTO login_failures (subject, count, last_at) VALUES (?, 1, ?)"
                " ON CONFLICT (subject) DO UPDATE"
                " SET count = count + 1, last_at = excluded.last_at",
                [(subject, now) for subject in subjects],
            )

    def set(self, subject: str, count: int, now: int) -> None:
        self.db.run(
            "INSERT INTO login_failures (subject, count, last_at) VALUES (?, ?, ?)"
            " ON CONFLICT (subject) DO UPDATE"
            " SET count = excluded.count, last_at = excluded.last_at",
            (subject, count, now),
        )

    def forget_quiet(self, since: int) -> int:
        """Delete the counts whose last failure is at or before `since`; how many."""
        return self.db.run("DELETE FROM login_failures WHERE last_at <= ?", (since,)).rowcount

    def clear(self, *subjects: str) -> None:
        self.db.conn.executemany(
            "DELETE FROM login_failures WHERE subject = ?", [(subject,) for subject in subjects]
        )
