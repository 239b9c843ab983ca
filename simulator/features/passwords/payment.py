"""The payment (withdraw) password as money calls check it: required once set up, and a
run of wrong guesses locks money calls for a while, so six digits cannot be brute forced.
The lock counts on the simulator clock and ends on its own; a right guess clears it."""

from __future__ import annotations

from ...db import Database
from ...errors import DomainError
from ...passwords import Passwords
from ..members.store import Member

MAX_FAILURES = 5
LOCK_MS = 5 * 60_000


def _subject(member: Member) -> str:
    return f"paypass:{member.id}"


async def check_payment_password(
    db: Database, passwords: Passwords, member: Member, given: str | None, now: int
) -> None:
    row = db.one("SELECT payment_password_hash FROM profiles WHERE member_id = ?", (member.id,))
    stored = row["payment_password_hash"] if row else None
    if not stored:
        raise DomainError("payment.password.not.set", field="paymentPassword")
    failures = db.one(
        "SELECT count, last_at FROM login_failures WHERE subject = ?", (_subject(member),)
    )
    locked = failures is not None and failures["count"] >= MAX_FAILURES
    if locked and now - failures["last_at"] < LOCK_MS:
        raise DomainError("TOO_MANY_REQUESTS", field="paymentPassword")
    if not (given or "").strip():
        raise DomainError("field.required", "paymentPassword is required", field="paymentPassword")
    if await passwords.verify_async(stored, given.strip()):
        db.run("DELETE FROM login_failures WHERE subject = ?", (_subject(member),))
        return
    count = 1 if failures is None or locked else failures["count"] + 1
    db.run(
        "INSERT INTO login_failures (subject, count, last_at) VALUES (?, ?, ?)"
        " ON CONFLICT (subject) DO UPDATE SET count = excluded.count, last_at = excluded.last_at",
        (_subject(member), count, now),
    )
    raise DomainError("payment.password.invalid", field="paymentPassword")
