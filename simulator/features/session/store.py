"""Session tokens: the raw token the platform hands out at login."""

from __future__ import annotations

import sqlite3

from ...core.db import Database


class SessionStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def create(
        self, token: str, member_id: int, now: int, ttl_ms: int, limit_ends: int | None = None
    ) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM sessions WHERE expires_at <= ?", (now,))
            conn.execute(
                "INSERT INTO sessions (token, member_id, created_at, expires_at, limit_ends)"
                " VALUES (?, ?, ?, ?, ?)",
                (token, member_id, now, now + ttl_ms, limit_ends),
            )

    def member_for(self, token: str, now: int) -> int | None:
        """The member of a live token (one its session-time limit ended is not)."""
        found = self.lookup(token, now)
        return found[0] if found is not None and (found[1] is None or found[1] > now) else None

    def lookup(self, token: str, now: int) -> tuple[int, int | None] | None:
        """(member id, when the session-time limit ends it) of an unexpired token."""
        row = self.db.one(
            "SELECT member_id, limit_ends FROM sessions WHERE token = ? AND expires_at > ?",
            (token, now),
        )
        return (row["member_id"], row["limit_ends"]) if row else None

    def delete(self, token: str) -> None:
        self.db.run("DELETE FROM sessions WHERE token = ?", (token,))

    def end_all(self, member_id: int) -> None:
        self.db.run("DELETE FROM sessions WHERE member_id = ?", (member_id,))

    def bound(self, member_id: int, minutes: int | None) -> None:
        """The member's open sessions end `minutes` after they began (None: when they expire)."""
        if minutes is None:
            self.db.run("UPDATE sessions SET limit_ends = NULL WHERE member_id = ?", (member_id,))
            return
        self.db.run(
            "UPDATE sessions SET limit_ends = created_at + ? WHERE member_id = ?"
            " AND (limit_ends IS NULL OR limit_ends > created_at + ?)",
            (minutes * 60_000, member_id, minutes * 60_000),
        )

    def times(self, token: str) -> tuple[int, int | None] | None:
        """(when the session began, when its last reality check was acknowledged)."""
        row = self.db.one("SELECT created_at, checked_at FROM sessions WHERE token = ?", (token,))
        return (row["created_at"], row["checked_at"]) if row else None

    def checked(self, token: str, now: int) -> None:
        self.db.run("UPDATE sessions SET checked_at = ? WHERE token = ?", (now, token))

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
