"""Codes sent by SMS or e-mail, each with an expiry on the simulator clock."""

from __future__ import annotations

from ...core.db import Database


class CodeStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def expire(self, before: int) -> int:
        """Delete the codes that expired at or before `before`; how many."""
        return self.db.run("DELETE FROM codes WHERE expires_at <= ?", (before,)).rowcount

    def exists(self, purpose: str, code: str) -> bool:
        """Whether this code was issued for this purpose (used for one-time nonces)."""
        found = self.db.one("SELECT 1 FROM codes WHERE purpose = ? AND code = ?", (purpose, code))
        return found is not None

    def issue(self, purpose: str, recipient: str, code: str, now: int, ttl_ms: int) -> None:
        self.db.run(
            "INSERT INTO codes (purpose, recipient, code, sent_at, expires_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (purpose, recipient, code, now, now + ttl_ms),
        )

    def last_sent(self, purpose: str, recipient: str) -> int | None:
        row = self.db.one(
            "SELECT MAX(sent_at) AS at FROM codes WHERE purpose = ? AND recipient = ?",
            (purpose, recipient),
        )
        return row["at"] if row and row["at"] is not None else None

    def live_codes(self, purpose: str, now: int) -> list[str]:
        rows = self.db.all(
            "SELECT code FROM codes WHERE purpose = ? AND expires_at > ?", (purpose, now)
        )
        return [row["code"] for row in rows]

    def discard(self, purpose: str) -> None:
        self.db.run("DELETE FROM codes WHERE purpose = ?", (purpose,))

    def sent_to(self, purpose: str, recipient: str) -> list[tuple[str, int]]:
        """(code, expires_at) of every code sent to recipient for purpose."""
        rows = self.db.all(
            "SELECT code, expires_at FROM codes WHERE purpose = ? AND recipient = ?",
            (purpose, recipient),
        )
        return [(row["code"], row["expires_at"]) for row in rows]

    def discard_for(self, purpose: str, recipient: str) -> None:
        self.db.run("DELETE FROM codes WHERE purpose = ? AND recipient = ?", (purpose, recipient))


def ip_known(db: Database, member_id: int, ip: str) -> bool:
    """Whether the member has proved a login from this address (known_ips)."""
    row = db.one("SELECT 1 FROM known_ips WHERE member_id = ? AND ip = ?", (member_id, ip))
    return row is not None


def remember_ip(db: Database, member_id: int, ip: str) -> None:
    db.run("INSERT OR IGNORE INTO known_ips (member_id, ip) VALUES (?, ?)", (member_id, ip))


def forget_ips(db: Database, member_id: int) -> None:
    db.run("DELETE FROM known_ips WHERE member_id = ?", (member_id,))
