"""The double-entry ledger: Accounts with cumulative posted debits and credits, and
immutable Transfers, each with a unique reference (idempotency key).

A player account's balance is credits_posted - debits_posted and never goes negative;
the house account may. Every transfer debits one account and credits another by the same
amount in one transaction, so the balances of all accounts always sum to zero.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ...db import Database
from ...errors import DomainError
from ...money import format_minor
from ..journal.store import record

MAIN = 2  # accountTypeId of a player's main wallet
HOUSE_CODE = "house:main"


@dataclass(frozen=True)
class Account:
    id: int
    code: str
    kind: str
    member_id: int | None
    account_type_id: int
    currency: str
    debits_posted: int
    credits_posted: int

    @property
    def balance(self) -> int:
        return self.credits_posted - self.debits_posted


@dataclass(frozen=True)
class Transfer:
    id: int
    reference: str
    debit_account_id: int
    credit_account_id: int
    amount: int
    status: str
    kind: str
    created_at: int


def _account(row: sqlite3.Row) -> Account:
    return Account(**{field: row[field] for field in Account.__dataclass_fields__})


def _transfer(row: sqlite3.Row) -> Transfer:
    return Transfer(**{field: row[field] for field in Transfer.__dataclass_fields__})


class LedgerStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def open_account(
        self,
        code: str,
        *,
        kind: str,
        currency: str,
        now: int,
        member_id: int | None = None,
        account_type_id: int = MAIN,
    ) -> Account:
        self.db.run(
            "INSERT INTO accounts (code, kind, member_id, account_type_id, currency,"
            " allow_negative, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (code, kind, member_id, account_type_id, currency, int(kind == "house"), now),
        )
        account = self.by_code(code)
        assert account is not None
        return account

    def by_code(self, code: str) -> Account | None:
        row = self.db.one("SELECT * FROM accounts WHERE code = ?", (code,))
        return _account(row) if row else None

    def of_member(self, member_id: int) -> list[Account]:
        rows = self.db.all(
            "SELECT * FROM accounts WHERE member_id = ? ORDER BY account_type_id", (member_id,)
        )
        return [_account(row) for row in rows]

    def transfer(self, reference: str) -> Transfer | None:
        row = self.db.one("SELECT * FROM transfers WHERE reference = ?", (reference,))
        return _transfer(row) if row else None

    def post(
        self, reference: str, debit: Account, credit: Account, amount: int, *, kind: str, now: int
    ) -> Transfer:
        """Post a transfer. Replaying a reference with the same terms returns the original;
        different terms are refused. Call inside a Database.transaction()."""
        if amount <= 0 or debit.id == credit.id:
            raise DomainError(
                "request.invalid", "A transfer moves a positive amount between two accounts"
            )
        existing = self.transfer(reference)
        if existing is not None:
            same = (existing.debit_account_id, existing.credit_account_id, existing.amount) == (
                debit.id,
                credit.id,
                amount,
            )
            if not same:
                raise DomainError("transfer.conflict")
            return existing
        row = self.db.one(
            "SELECT allow_negative, credits_posted - debits_posted AS balance"
            " FROM accounts WHERE id = ?",
            (debit.id,),
        )
        if row is None or (not row["allow_negative"] and row["balance"] < amount):
            raise DomainError("insufficient.funds")
        self.db.run(
            "UPDATE accounts SET debits_posted = debits_posted + ? WHERE id = ?", (amount, debit.id)
        )
        self.db.run(
            "UPDATE accounts SET credits_posted = credits_posted + ? WHERE id = ?",
            (amount, credit.id),
        )
        self.db.run(
            "INSERT INTO transfers (reference, debit_account_id, credit_account_id, amount,"
            " status, kind, created_at) VALUES (?, ?, ?, ?, 'posted', ?, ?)",
            (reference, debit.id, credit.id, amount, kind, now),
        )
        posted = self.transfer(reference)
        assert posted is not None
        self._journal(posted, debit, credit)
        return posted

    def _journal(self, posted: Transfer, debit: Account, credit: Account) -> None:
        row = self.db.one(
            "SELECT m.account FROM accounts a JOIN members m ON m.id = a.member_id"
            " WHERE a.id IN (?, ?) ORDER BY a.id LIMIT 1",
            (debit.id, credit.id),
        )
        record(
            self.db,
            posted.created_at,
            "transfer.posted",
            row["account"] if row else None,
            reference=posted.reference,
            kind=posted.kind,
            amount=format_minor(posted.amount),
            debit=debit.code,
            credit=credit.code,
        )

    def totals(self) -> tuple[int, int]:
        """(sum of all balances, debits minus credits over all transfers); both are 0."""
        row = self.db.one(
            "SELECT COALESCE(SUM(credits_posted - debits_posted), 0) AS balances,"
            " COALESCE(SUM(debits_posted) - SUM(credits_posted), 0) AS skew FROM accounts"
        )
        assert row is not None
        return row["balances"], row["skew"]
