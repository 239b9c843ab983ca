"""Wallet views and movements over the ledger."""

from __future__ import annotations

from typing import Any

from ...fixtures import Brand
from ...money import format_minor
from .store import HOUSE_CODE, MAIN, Account, LedgerStore

ACCOUNT_TYPE_NAMES = {MAIN: "MAIN"}


def open_house(ledger: LedgerStore, currency: str, now: int) -> Account:
    return ledger.open_account(HOUSE_CODE, kind="house", currency=currency, now=now)


def open_player_wallet(ledger: LedgerStore, member_id: int, currency: str, now: int) -> Account:
    return ledger.open_account(
        f"member:{member_id}:main", kind="player", currency=currency, now=now, member_id=member_id
    )


def credit_from_house(
    ledger: LedgerStore, wallet: Account, amount: int, *, reference: str, kind: str, now: int
) -> None:
    house = ledger.by_code(HOUSE_CODE)
    assert house is not None, "the world has no house account"
    ledger.post(reference, house, wallet, amount, kind=kind, now=now)


def balance_value(ledger: LedgerStore, member_id: int, brand: Brand) -> dict[str, Any]:
    accounts = ledger.of_member(member_id)
    return {
        "sumBalance": format_minor(sum(account.balance for account in accounts)),
        "balance": [
            {
                "accountTypeId": account.account_type_id,
                "accountTypeName": ACCOUNT_TYPE_NAMES.get(account.account_type_id, "GAME"),
                "availBalance": format_minor(account.balance),
            }
            for account in accounts
        ],
        "currency": brand.currency,
        "currencySymbol": brand.currencySymbol,
    }


def ledger_check(ledger: LedgerStore) -> dict[str, Any]:
    """The invariants over all accounts: balances sum to zero, no player below zero, and
    each account's posted totals equal the sum of its posted transfers."""
    balances, skew = ledger.totals()
    negative = [
        row["code"]
        for row in ledger.db.all(
            "SELECT code FROM accounts WHERE allow_negative = 0"
            " AND credits_posted < debits_posted ORDER BY id"
        )
    ]
    mismatched = [
        row["code"]
        for row in ledger.db.all(
            "SELECT a.code FROM accounts a"
            " LEFT JOIN (SELECT debit_account_id AS id, SUM(amount) AS s FROM transfers"
            "   WHERE status = 'posted' GROUP BY debit_account_id) d ON d.id = a.id"
            " LEFT JOIN (SELECT credit_account_id AS id, SUM(amount) AS s FROM transfers"
            "   WHERE status = 'posted' GROUP BY credit_account_id) c ON c.id = a.id"
            " WHERE a.debits_posted <> COALESCE(d.s, 0) OR a.credits_posted <> COALESCE(c.s, 0)"
            " ORDER BY a.id"
        )
    ]
    return {
        "balanced": balances == 0 and skew == 0 and not negative and not mismatched,
        "sum": format_minor(balances),
        "negative": negative,
        "mismatched": mismatched,
    }
