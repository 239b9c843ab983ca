"""Captcha answers by client key, each valid for a few minutes and good for one check."""

from __future__ import annotations

from ...core.db import Database


class CaptchaStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def put(self, key: str, answer: str, expires_at: int, now: int) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM captchas WHERE expires_at <= ?", (now,))
            conn.execute(
                "INSERT INTO captchas (key, answer, expires_at) VALUES (?, ?, ?) "
                "ON CONFLICT (key) DO UPDATE SET answer = excluded.answer,"
                " expires_at = excluded.expires_at",
                (key, answer, expires_at),
            )

    def expire(self, now: int) -> int:
        """Delete the captchas expired by `now`; how many."""
        return self.db.run("DELETE FROM captchas WHERE expires_at <= ?", (now,)).rowcount

    def take(self, key: str, now: int) -> str | None:
        """The live answer for key, removed so it cannot be tried twice."""
        with self.db.transaction() as conn:
            row = conn.execute(
                "SELECT answer FROM captchas WHERE key = ? AND expires_at > ?", (key, now)
            ).fetchone()
            conn.execute("DELETE FROM captchas WHERE key = ?", (key,))
        return row["answer"] if row else None
