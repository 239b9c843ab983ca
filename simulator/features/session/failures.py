"""Consecutive failed logins, per account and per caller IP. Past a threshold the login
needs a captcha until it succeeds ("captcha after failed logins")."""

from __future__ import annotations

from ...db import Database

ACCOUNT_THRESHOLD = 3
IP_THRESHOLD = 10  # higher: many players may share one address


def _subjects(account: str, ip: str) -> tuple[str, str]:
    return f"account:{account.lower()}", f"ip:{ip}"


class FailureStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def count(self, subject: str) -> int:
        row = self.db.one("SELECT count FROM login_failures WHERE subject = ?", (subject,))
        return row["count"] if row else 0

    def needs_captcha(self, account: str, ip: str) -> bool:
        by_account, by_ip = _subjects(account, ip)
        return self.count(by_account) >= ACCOUNT_THRESHOLD or self.count(by_ip) >= IP_THRESHOLD

    def failed(self, account: str, ip: str, now: int) -> None:
        with self.db.transaction() as conn:
            conn.executemany(
                "INSERT INTO login_failures (subject, count, last_at) VALUES (?, 1, ?)"
                " ON CONFLICT (subject) DO UPDATE"
                " SET count = count + 1, last_at = excluded.last_at",
                [(subject, now) for subject in _subjects(account, ip)],
            )

    def succeeded(self, account: str, ip: str) -> None:
        self.db.conn.executemany(
            "DELETE FROM login_failures WHERE subject = ?",
            [(subject,) for subject in _subjects(account, ip)],
        )
