"""profiles and custom_avatars (schema.sql), and the profile columns of members (payee
name, e-mail, nickname) a member sets here."""

from __future__ import annotations

import sqlite3

from ...core.db import Database

MEMBER_COLUMNS = {"nickname": "nickname", "payeeName": "payee_name", "email": "email"}


def profile(db: Database, member_id: int) -> sqlite3.Row | None:
    return db.one("SELECT * FROM profiles WHERE member_id = ?", (member_id,))


def set_once_fields(db: Database, member_id: int) -> sqlite3.Row | None:
    """The member's payee name and e-mail (each can be set once)."""
    return db.one("SELECT payee_name, email FROM members WHERE id = ?", (member_id,))


def update(
    db: Database, member_id: int, profile_values: dict[str, str], member_values: dict[str, str]
) -> None:
    """Set profile columns and member fields (MEMBER_COLUMNS) in one transaction; the
    column names come from this package, never from a request."""
    with db.transaction() as conn:
        conn.execute("INSERT OR IGNORE INTO profiles (member_id) VALUES (?)", (member_id,))
        for column, value in profile_values.items():
            conn.execute(
                f"UPDATE profiles SET {column} = ? WHERE member_id = ?", (value, member_id)
            )
        for field, value in member_values.items():
            column = MEMBER_COLUMNS[field]
            conn.execute(f"UPDATE members SET {column} = ? WHERE id = ?", (value, member_id))


def add_avatar(
    db: Database, name: str, member_id: int, *, content_type: str, data: bytes, now: int
) -> None:
    db.run(
        "INSERT INTO custom_avatars (name, member_id, content_type, data, created_at)"
        " VALUES (?, ?, ?, ?, ?)",
        (name, member_id, content_type, data, now),
    )


def set_avatar(db: Database, member_id: int, name: str, avatar_type: str) -> None:
    with db.transaction() as conn:
        conn.execute("INSERT OR IGNORE INTO profiles (member_id) VALUES (?)", (member_id,))
        conn.execute(
            "UPDATE profiles SET avatar = ?, avatar_type = ? WHERE member_id = ?",
            (name, avatar_type, member_id),
        )


def avatar_file(db: Database, name: str) -> tuple[str, bytes] | None:
    row = db.one("SELECT content_type, data FROM custom_avatars WHERE name = ?", (name,))
    return (row["content_type"], bytes(row["data"])) if row else None


def payment_password_hash(db: Database, member_id: int) -> str | None:
    row = db.one("SELECT payment_password_hash FROM profiles WHERE member_id = ?", (member_id,))
    return row["payment_password_hash"] if row else None


def set_payment_password_hash(db: Database, member_id: int, hashed: str) -> None:
    db.run(
        "INSERT INTO profiles (member_id, payment_password_hash) VALUES (?, ?)"
        " ON CONFLICT (member_id) DO UPDATE"
        " SET payment_password_hash = excluded.payment_password_hash",
        (member_id, hashed),
    )


def keep_first_bank_account(db: Database, member_id: int, number: str) -> None:
    """The security centre shows the member's first bound account: set it unless set."""
    db.run("INSERT OR IGNORE INTO profiles (member_id) VALUES (?)", (member_id,))
    db.run(
        "UPDATE profiles SET bank_account = COALESCE(bank_account, ?) WHERE member_id = ?",
        (number, member_id),
    )
