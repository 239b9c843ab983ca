"""Points in the ledger, for any feature that gives them (missions, the points mall, bets):
a member's points account `member:<id>:points` in currency PTS, and crediting it from
`points:main`. Amounts are whole points. Call inside a Database.transaction()."""

from __future__ import annotations

from typing import Any

from ...core.ledger.store import (
    POINTS,
    POINTS_CODE,
    POINTS_TYPE,
    Account,
    LedgerStore,
    Transfer,
    points_code,
)


def points_account(ledger: LedgerStore, member_id: int, now: int) -> Account:
    """The member's points account, opened on first use (a player account: never
    negative)."""
    return ledger.ensure_account(
        points_code(member_id),
        kind="player",
        currency=POINTS,
        now=now,
        member_id=member_id,
        account_type_id=POINTS_TYPE,
    )


def held_points(ledger: LedgerStore, member_id: int) -> Account | None:
    """The member's points account if it was ever opened (read only)."""
    return ledger.by_code(points_code(member_id))


def credit_points(
    ledger: LedgerStore,
    member_id: int,
    points: int,
    *,
    reference: str,
    kind: str,
    now: int,
    memo: dict[str, Any] | None = None,
) -> Transfer:
    """points:main -> the member's points. The reference is the idempotency key: the same
    reference and points again return the first transfer and move nothing."""
    return ledger.post(
        reference,
        ledger.system(POINTS_CODE),
        points_account(ledger, member_id, now),
        points,
        kind=kind,
        now=now,
        memo=memo,
    )
