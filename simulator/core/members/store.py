"""Members: accounts with argon2 password hashes and per-player flags."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, fields

from ...errors import DomainError
from ..db import Database

FLAGS = ("password_expired", "locked", "first_time_login", "captcha_required", "unknown_ip")


@dataclass(frozen=True)
class Member:
    id: int
    account: str
    password_hash: str
    nickname: str
    type: int
    created_at: int
    mobile: str | None
    dialing_code: str | None
    email: str | None
    club_rank: int
    upline_id: int | None
    password_expired: bool
    locked: bool
    first_time_login: bool
    captcha_required: bool
    unknown_ip: bool = False
    invite_code: str | None = None
    payee_name: str | None = None  # the bank account holder's name
    totp_secret: str | None = None  # a bound Google authenticator
    password_changed_at: int = 0  # clock ms; its age can expire the password

    @property
    def is_trial(self) -> bool:
        return self.type == TRIAL


# Account types (docs/contract.md section 9): 4 trial, 9 staff; 1, 2, 41, 42 agents.
TRIAL = 4
STAFF = 9
AGENT_TYPES = frozenset({1, 2, 41, 42})
MEMBER_TYPES = frozenset({0, TRIAL, *AGENT_TYPES})  # who may log in to the member site


@dataclass
class NewMember:
    account: str
    password_hash: str
    nickname: str
    created_at: int
    type: int = 0
    mobile: str | None = None
    dialing_code: str | None = None
    email: str | None = None
    payee_name: str | None = None
    affiliate_code: str | None = None
    referral_code: str | None = None
    register_method: str = "SEED"
    register_url: str | None = None
    club_rank: int = 1
    password_expired: bool = False
    locked: bool = False
    first_time_login: bool = False
    captcha_required: bool = False
    upline_id: int | None = None
    invite_code: str | None = None
    totp_secret: str | None = None
    password_changed_at: int | None = None  # None: when created

    def __post_init__(self) -> None:
        if self.password_changed_at is None:
            self.password_changed_at = self.created_at


_FIELDS = tuple(f.name for f in fields(Member))


def _member(row: sqlite3.Row) -> Member:
    values = {name: row[name] for name in _FIELDS}
    for flag in FLAGS:
        values[flag] = bool(values[flag])
    return Member(**values)


class MemberStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def insert(self, new: NewMember) -> int:
        """Insert a member; raises sqlite3.IntegrityError when the account is taken."""
        names = [f.name for f in fields(NewMember)]
        cursor = self.db.run(
            f"INSERT INTO members ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
            tuple(getattr(new, name) for name in names),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def by_id(self, member_id: int) -> Member | None:
        row = self.db.one("SELECT * FROM members WHERE id = ?", (member_id,))
        return _member(row) if row else None

    def type_of(self, member_id: int) -> int | None:
        """The member's account type alone (every real-account call checks it)."""
        row = self.db.one("SELECT type FROM members WHERE id = ?", (member_id,))
        return int(row["type"]) if row else None

    def account_of(self, member_id: int) -> str | None:
        """The member's account name alone (the requests journal names each caller)."""
        row = self.db.one("SELECT account FROM members WHERE id = ?", (member_id,))
        return row["account"] if row else None

    def by_account(self, account: str) -> Member | None:
        """Accounts compare case-insensitively."""
        row = self.db.one("SELECT * FROM members WHERE account = ?", (account,))
        return _member(row) if row else None

    def count(self) -> int:
        row = self.db.one("SELECT COUNT(*) AS n FROM members")
        return row["n"] if row else 0

    def accounts(self, ids: list[int]) -> dict[int, str]:
        """Member id -> account, for those of these ids that exist."""
        rows = self.db.all(
            f"SELECT id, account FROM members WHERE id IN ({','.join('?' * len(ids))})",
            tuple(ids),
        )
        return {row["id"]: row["account"] for row in rows}

    def exists(self, account: str) -> bool:
        return self.db.one("SELECT 1 FROM members WHERE account = ?", (account,)) is not None

    def account_of_mobile(self, dialing_code: str, mobile: str) -> str | None:
        """The account of a member with this number, if any (the first, for a message)."""
        row = self.db.one(
            "SELECT account FROM members WHERE mobile = ? AND dialing_code = ?",
            (mobile, dialing_code),
        )
        return row["account"] if row else None

    def by_mobile(self, dialing_code: str, mobile: str) -> Member | None:
        """The one member with this number; several (data from before the unique index)
        is refused rather than one picked: an SMS code must not open someone else's account."""
        rows = self.db.all(
            "SELECT * FROM members WHERE mobile = ? AND dialing_code = ? LIMIT 2",
            (mobile, dialing_code),
        )
        if len(rows) > 1:
            raise DomainError("operation.not.allowed", field="mobileNum")
        return _member(rows[0]) if rows else None

    def mobile_taken(self, dialing_code: str, mobile: str) -> bool:
        row = self.db.one(
            "SELECT 1 FROM members WHERE mobile = ? AND dialing_code = ?", (mobile, dialing_code)
        )
        return row is not None

    def by_invite_code(self, code: str) -> Member | None:
        row = self.db.one("SELECT * FROM members WHERE invite_code = ?", (code,))
        return _member(row) if row else None

    def set_password(self, member_id: int, password_hash: str, *, expired: bool, now: int) -> None:
        """A new password: its age starts again at `now` (clock ms)."""
        self.db.run(
            "UPDATE members SET password_hash = ?, password_expired = ?, password_changed_at = ?"
            " WHERE id = ?",
            (password_hash, int(expired), now, member_id),
        )

    def set_upline(self, account: str, upline_id: int) -> None:
        self.db.run("UPDATE members SET upline_id = ? WHERE account = ?", (upline_id, account))

    def set_payee_name(self, member_id: int, name: str) -> None:
        self.db.run("UPDATE members SET payee_name = ? WHERE id = ?", (name, member_id))

    def club_ranks(self) -> list[tuple[int, str, int]]:
        """(id, account, club_rank) of every member a rank applies to: players and agents
        (not trial or staff accounts), in id order."""
        rows = self.db.all(
            "SELECT id, account, club_rank FROM members WHERE type NOT IN (?, ?) ORDER BY id",
            (TRIAL, STAFF),
        )
        return [(row["id"], row["account"], row["club_rank"]) for row in rows]

    def set_club_rank(self, member_id: int, rank: int) -> None:
        self.db.run("UPDATE members SET club_rank = ? WHERE id = ?", (rank, member_id))

    def set_flags(self, member_id: int, flags: dict[str, bool]) -> None:
        """flags: column name (one of FLAGS) -> value."""
        for name in flags:
            if name not in FLAGS:
                raise ValueError(f"unknown flag {name}")
        if flags:
            assignments = ", ".join(f"{name} = ?" for name in flags)
            self.db.run(
                f"UPDATE members SET {assignments} WHERE id = ?",
                (*(int(value) for value in flags.values()), member_id),
            )
