"""The double-entry ledger: Accounts with cumulative posted and pending debits and credits,
and immutable Transfers, each with a unique reference (idempotency key).

A transfer debits one account and credits another by the same amount in one transaction,
so the posted balances of all accounts always sum to zero. Two-phase transfers (a
withdrawal waiting for the payment processor) first reserve the amount as `pending`; a
later transfer with its own reference either posts or voids it, and the pending row itself
is never edited. A player account may never go below zero, counting what is reserved.
docs/ledger-model.md is the model; this module is its only writer.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

import orjson

from ...errors import DomainError
from ..db import Database
from ..journal.store import record
from ..money import format_minor

MAIN = 2  # accountTypeId of a player's main wallet
HOUSE_CODE = "house:main"  # bets, wins, opening balances, fees
PAYMENTS_CODE = "payments:main"  # money that enters (deposits) or leaves (withdrawals)
BONUS_CODE = "bonus:main"  # promotions paid to players
COMMISSION_CODE = "commission:main"  # agent dividends and salaries
SYSTEM_ACCOUNTS = {  # the money system accounts, in the brand currency
    HOUSE_CODE: "house",
    PAYMENTS_CODE: "payments",
    BONUS_CODE: "bonus",
    COMMISSION_CODE: "commission",
}
# Points live in the same tables in a currency of their own: whole points, never money.
POINTS = "PTS"
POINTS_CODE = "points:main"  # points earned, spent on the mall, converted back to money
POINTS_TYPE = 0  # accountTypeId of a member's points account (no wallet uses 0)


def main_code(member_id: int) -> str:
    return f"member:{member_id}:main"


def game_code(member_id: int, wallet: str) -> str:
    """A player's wallet at one game vendor (wallet: the vendor's accountTypeName)."""
    return f"member:{member_id}:game:{wallet}"


def points_code(member_id: int) -> str:
    return f"member:{member_id}:points"


def format_amount(amount: int, currency: str) -> str:
    """An amount as the API shows it: points as a whole number, money with two places."""
    return str(amount) if currency == POINTS else format_minor(amount)


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
    debits_pending: int
    credits_pending: int

    @property
    def balance(self) -> int:
        """Posted balance."""
        return self.credits_posted - self.debits_posted

    @property
    def available(self) -> int:
        """What may still be debited: the posted balance less reserved debits."""
        return self.balance - self.debits_pending


@dataclass(frozen=True)
class Transfer:
    id: int
    reference: str
    debit_account_id: int
    credit_account_id: int
    amount: int
    status: str  # posted | pending | voided (a void row resolves a pending one)
    kind: str
    created_at: int
    pending_id: int | None
    memo: dict[str, Any]


def _account(row: sqlite3.Row) -> Account:
    return Account(**{field: row[field] for field in Account.__dataclass_fields__})


def _transfer(row: sqlite3.Row) -> Transfer:
    fields = {field: row[field] for field in Transfer.__dataclass_fields__ if field != "memo"}
    return Transfer(**fields, memo=orjson.loads(row["memo"]) if row["memo"] else {})


class LedgerStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    # -- accounts ----------------------------------------------------------------------

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
            (code, kind, member_id, account_type_id, currency, int(kind != "player"), now),
        )
        account = self.by_code(code)
        assert account is not None
        return account

    def ensure_account(
        self,
        code: str,
        *,
        kind: str,
        currency: str,
        now: int,
        member_id: int | None = None,
        account_type_id: int = MAIN,
    ) -> Account:
        """The account with this code, opened first if it does not exist yet."""
        found = self.by_code(code)
        if found is not None:
            return found
        return self.open_account(
            code,
            kind=kind,
            currency=currency,
            now=now,
            member_id=member_id,
            account_type_id=account_type_id,
        )

    def by_code(self, code: str) -> Account | None:
        row = self.db.one("SELECT * FROM accounts WHERE code = ?", (code,))
        return _account(row) if row else None

    def by_id(self, account_id: int) -> Account | None:
        row = self.db.one("SELECT * FROM accounts WHERE id = ?", (account_id,))
        return _account(row) if row else None

    def system(self, code: str) -> Account:
        account = self.by_code(code)
        assert account is not None, f"the world has no {code} account"
        return account

    def of_member(self, member_id: int) -> list[Account]:
        """The member's wallets (money only: the points account is not a wallet)."""
        rows = self.db.all(
            "SELECT * FROM accounts WHERE member_id = ? AND currency <> ?"
            " ORDER BY account_type_id, id",
            (member_id, POINTS),
        )
        return [_account(row) for row in rows]

    # -- transfers ---------------------------------------------------------------------

    def transfer(self, reference: str) -> Transfer | None:
        row = self.db.one("SELECT * FROM transfers WHERE reference = ?", (reference,))
        return _transfer(row) if row else None

    def resolution_of(self, pending: Transfer) -> Transfer | None:
        row = self.db.one("SELECT * FROM transfers WHERE pending_id = ?", (pending.id,))
        return _transfer(row) if row else None

    def post(
        self,
        reference: str,
        debit: Account,
        credit: Account,
        amount: int,
        *,
        kind: str,
        now: int,
        memo: dict[str, Any] | None = None,
    ) -> Transfer:
        """Post a transfer. Replaying a reference with the same terms returns the original;
        different terms are refused. Call inside a Database.transaction()."""
        return self._single(
            reference, debit, credit, amount, kind=kind, now=now, memo=memo, status="posted"
        )

    def reserve(
        self,
        reference: str,
        debit: Account,
        credit: Account,
        amount: int,
        *,
        kind: str,
        now: int,
        memo: dict[str, Any] | None = None,
    ) -> Transfer:
        """A pending transfer: the amount leaves the debit account's available balance but
        moves nowhere until `settle` posts or voids it. Replays as `post` does."""
        return self._single(
            reference, debit, credit, amount, kind=kind, now=now, memo=memo, status="pending"
        )

    def settle(
        self, reference: str, pending: Transfer, *, post: bool, now: int, kind: str | None = None
    ) -> Transfer:
        """Post (post=True) or void a pending transfer with a transfer of its own. A pending
        transfer is resolved once: the same reference again returns that resolution,
        another one is refused with transfer.resolved."""
        if pending.status != "pending":
            raise DomainError("request.invalid", "Only a pending transfer can be settled")
        status = "posted" if post else "voided"
        done = self.resolution_of(pending)
        if done is not None:
            if done.reference != reference or done.status != status:
                raise DomainError("transfer.resolved")
            return done
        if self.transfer(reference) is not None:
            raise DomainError("transfer.conflict")
        amount = pending.amount
        debit_id, credit_id = pending.debit_account_id, pending.credit_account_id
        self.db.run(
            "UPDATE accounts SET debits_pending = debits_pending - ? WHERE id = ?",
            (amount, debit_id),
        )
        self.db.run(
            "UPDATE accounts SET credits_pending = credits_pending - ? WHERE id = ?",
            (amount, credit_id),
        )
        if post:
            self._move(debit_id, credit_id, amount)
        settled = self._insert(
            reference,
            debit_id,
            credit_id,
            amount,
            status=status,
            kind=kind or pending.kind,
            now=now,
            memo=pending.memo,
            pending_id=pending.id,
        )
        self._journal(settled)
        return settled

    def _single(
        self,
        reference: str,
        debit: Account,
        credit: Account,
        amount: int,
        *,
        kind: str,
        now: int,
        memo: dict[str, Any] | None,
        status: str,
    ) -> Transfer:
        if amount <= 0 or debit.id == credit.id:
            raise DomainError(
                "request.invalid", "A transfer moves a positive amount between two accounts"
            )
        if debit.currency != credit.currency:
            raise DomainError("request.invalid", "A transfer stays within one currency")
        existing = self.transfer(reference)
        if existing is not None:
            same = (
                existing.debit_account_id,
                existing.credit_account_id,
                existing.amount,
                existing.status,
            ) == (debit.id, credit.id, amount, status)
            if not same:
                raise DomainError("transfer.conflict")
            return existing
        row = self.db.one(
            "SELECT allow_negative, credits_posted - debits_posted - debits_pending AS available"
            " FROM accounts WHERE id = ?",
            (debit.id,),
        )
        if row is None or (not row["allow_negative"] and row["available"] < amount):
            raise DomainError("insufficient.funds")
        if status == "pending":
            self.db.run(
                "UPDATE accounts SET debits_pending = debits_pending + ? WHERE id = ?",
                (amount, debit.id),
            )
            self.db.run(
                "UPDATE accounts SET credits_pending = credits_pending + ? WHERE id = ?",
                (amount, credit.id),
            )
        else:
            self._move(debit.id, credit.id, amount)
        made = self._insert(
            reference,
            debit.id,
            credit.id,
            amount,
            status=status,
            kind=kind,
            now=now,
            memo=memo or {},
            pending_id=None,
        )
        self._journal(made, debit, credit)
        return made

    def _move(self, debit_id: int, credit_id: int, amount: int) -> None:
        self.db.run(
            "UPDATE accounts SET debits_posted = debits_posted + ? WHERE id = ?",
            (amount, debit_id),
        )
        self.db.run(
            "UPDATE accounts SET credits_posted = credits_posted + ? WHERE id = ?",
            (amount, credit_id),
        )

    def _insert(
        self,
        reference: str,
        debit_id: int,
        credit_id: int,
        amount: int,
        *,
        status: str,
        kind: str,
        now: int,
        memo: dict[str, Any],
        pending_id: int | None,
    ) -> Transfer:
        stored = orjson.dumps(memo).decode() if memo else None
        cursor = self.db.run(
            "INSERT INTO transfers (reference, debit_account_id, credit_account_id, amount,"
            " status, kind, created_at, pending_id, memo) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (reference, debit_id, credit_id, amount, status, kind, now, pending_id, stored),
        )
        assert cursor.lastrowid is not None
        # The row as written (the memo as it reads back), without reading it again.
        return Transfer(
            id=cursor.lastrowid,
            reference=reference,
            debit_account_id=debit_id,
            credit_account_id=credit_id,
            amount=amount,
            status=status,
            kind=kind,
            created_at=now,
            pending_id=pending_id,
            memo=orjson.loads(stored) if stored else {},
        )

    def _journal(
        self, made: Transfer, debit: Account | None = None, credit: Account | None = None
    ) -> None:
        """The transfer's event; `debit` and `credit` when the caller holds them (their codes,
        the currency and owners are all it reads of them, none of which changes)."""
        debit = debit or self.by_id(made.debit_account_id)
        credit = credit or self.by_id(made.credit_account_id)
        assert debit is not None and credit is not None
        # The event names the member of the lower-numbered account that has one.
        owners = sorted((a.id, a.member_id) for a in (debit, credit) if a.member_id is not None)
        owner = owners[0][1] if owners else None
        row = (
            self.db.one("SELECT account FROM members WHERE id = ?", (owner,))
            if owner is not None
            else None
        )
        record(
            self.db,
            made.created_at,
            f"transfer.{made.status}",
            row["account"] if row else None,
            reference=made.reference,
            kind=made.kind,
            amount=format_amount(made.amount, debit.currency),
            debit=debit.code,
            credit=credit.code,
        )

    def totals(self, *, points: bool = False) -> tuple[int, int, int]:
        """(sum of all posted balances, posted debits minus credits, pending debits minus
        credits) over the money accounts (points=True: the points accounts); all three are
        0 in a sound ledger, for each currency on its own."""
        row = self.db.one(
            "SELECT COALESCE(SUM(credits_posted - debits_posted), 0) AS balances,"
            " COALESCE(SUM(debits_posted) - SUM(credits_posted), 0) AS skew,"
            " COALESCE(SUM(debits_pending) - SUM(credits_pending), 0) AS pending_skew"
            f" FROM accounts WHERE currency {'=' if points else '<>'} ?",
            (POINTS,),
        )
        assert row is not None
        return row["balances"], row["skew"], row["pending_skew"]

    def overdrawn(self) -> list[str]:
        """Codes of accounts that may not go negative yet do, counting reserves."""
        rows = self.db.all(
            "SELECT code FROM accounts WHERE allow_negative = 0"
            " AND credits_posted < debits_posted + debits_pending ORDER BY id"
        )
        return [row["code"] for row in rows]

    def mismatched(self) -> list[str]:
        """Codes of accounts whose totals differ from the sums of their transfers. Posted
        totals: single posted transfers plus posted resolutions; pending totals: pending
        transfers without a resolution."""
        rows = self.db.all(
            "WITH moved AS ("
            "  SELECT debit_account_id AS dr, credit_account_id AS cr, amount,"
            "    status = 'posted' AS posted,"
            "    status = 'pending' AND NOT EXISTS"
            "      (SELECT 1 FROM transfers r WHERE r.pending_id = t.id) AS open"
            "  FROM transfers t),"
            " d AS (SELECT dr AS id, SUM(CASE WHEN posted THEN amount ELSE 0 END) AS p,"
            "   SUM(CASE WHEN open THEN amount ELSE 0 END) AS q FROM moved GROUP BY dr),"
            " c AS (SELECT cr AS id, SUM(CASE WHEN posted THEN amount ELSE 0 END) AS p,"
            "   SUM(CASE WHEN open THEN amount ELSE 0 END) AS q FROM moved GROUP BY cr)"
            " SELECT a.code FROM accounts a"
            " LEFT JOIN d ON d.id = a.id LEFT JOIN c ON c.id = a.id"
            " WHERE a.debits_posted <> COALESCE(d.p, 0) OR a.credits_posted <> COALESCE(c.p, 0)"
            "   OR a.debits_pending <> COALESCE(d.q, 0) OR a.credits_pending <> COALESCE(c.q, 0)"
            " ORDER BY a.id"
        )
        return [row["code"] for row in rows]

    def open_pending(self, *, points: bool = False) -> tuple[int, int]:
        """(count, amount) of money (points=True: points) pending transfers not yet
        resolved."""
        row = self.db.one(
            "SELECT COUNT(*) AS n, COALESCE(SUM(t.amount), 0) AS amount FROM transfers t"
            " JOIN accounts d ON d.id = t.debit_account_id"
            f" WHERE t.status = 'pending' AND d.currency {'=' if points else '<>'} ?"
            " AND NOT EXISTS (SELECT 1 FROM transfers r WHERE r.pending_id = t.id)",
            (POINTS,),
        )
        assert row is not None
        return row["n"], row["amount"]

    def transfer_count(self) -> int:
        row = self.db.one("SELECT COUNT(*) AS n FROM transfers")
        return row["n"] if row else 0
