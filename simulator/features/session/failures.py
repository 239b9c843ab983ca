"""Consecutive failed logins, per account and per caller IP. Past a threshold the login
needs a captcha until it succeeds ("captcha after failed logins")."""

from __future__ import annotations

from ...core.db import Database
from .store import FailureStore

ACCOUNT_THRESHOLD = 3
IP_THRESHOLD = 10  # higher: many players may share one address


def _subjects(account: str, ip: str) -> tuple[str, str]:
    return f"account:{account.lower()}", f"ip:{ip}"


class LoginFailures:
    def __init__(self, db: Database) -> None:
        self.store = FailureStore(db)

    def needs_captcha(self, account: str, ip: str) -> bool:
        by_account, by_ip = _subjects(account, ip)
        return (
            self.store.count(by_account) >= ACCOUNT_THRESHOLD
            or self.store.count(by_ip) >= IP_THRESHOLD
        )

    def failed(self, account: str, ip: str, now: int) -> None:
        self.store.bump(_subjects(account, ip), now)

    def succeeded(self, account: str, ip: str) -> None:
        self.store.clear(*_subjects(account, ip))
