"""The payment (withdraw) password as money calls check it: required once set up, and a
run of wrong guesses locks money calls for a while, so six digits cannot be brute forced.
The lock counts on the simulator clock and ends on its own; a right guess clears it."""

from __future__ import annotations

from ...core.db import Database
from ...core.members.store import Member
from ...errors import DomainError
from ...passwords import Passwords
from ..profile import store as profiles
from ..session.store import FailureStore

MAX_FAILURES = 5
LOCK_MS = 5 * 60_000


def _subject(member: Member) -> str:
    return f"paypass:{member.id}"


async def check_payment_password(
    db: Database, passwords: Passwords, member: Member, given: str | None, now: int
) -> None:
    stored = profiles.payment_password_hash(db, member.id)
    if not stored:
        raise DomainError("payment.password.not.set", field="paymentPassword")
    failures = FailureStore(db).get(_subject(member))
    count, last_at = (failures["count"], failures["last_at"]) if failures is not None else (0, 0)
    locked = count >= MAX_FAILURES
    if locked and now - last_at < LOCK_MS:
        raise DomainError("TOO_MANY_REQUESTS", field="paymentPassword")
    given = (given or "").strip()
    if not given:
        raise DomainError("field.required", "paymentPassword is required", field="paymentPassword")
    if await passwords.verify_async(stored, given):
        FailureStore(db).clear(_subject(member))
        return
    count = 1 if locked else count + 1
    FailureStore(db).set(_subject(member), count, now)
    raise DomainError("payment.password.invalid", field="paymentPassword")
