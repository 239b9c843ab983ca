"""Wallets over the ledger: the system accounts, a member's main and game wallets, the
balance view, moves between wallets ("transfer fund", "recover all", auto-transfer on game
launch) and the invariant check of GET /__sim/ledger/check."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.db import Database
from ...core.ledger.store import (
    HOUSE_CODE,
    MAIN,
    POINTS,
    POINTS_CODE,
    POINTS_TYPE,
    SYSTEM_ACCOUNTS,
    Account,
    LedgerStore,
    game_code,
    main_code,
)
from ...core.money import format_minor
from ...errors import DomainError
from ...fixtures import Brand, Fixtures, GameWallet
from . import store

MAIN_NAME = "MAIN"


def open_system_accounts(ledger: LedgerStore, currency: str, now: int) -> None:
    """The money system accounts in the brand currency, and points:main in points."""
    for code, kind in SYSTEM_ACCOUNTS.items():
        ledger.open_account(code, kind=kind, currency=currency, now=now)
    ledger.open_account(
        POINTS_CODE, kind="points", currency=POINTS, now=now, account_type_id=POINTS_TYPE
    )


def open_player_wallet(ledger: LedgerStore, member_id: int, currency: str, now: int) -> Account:
    return ledger.open_account(
        main_code(member_id), kind="player", currency=currency, now=now, member_id=member_id
    )


def credit_from_house(
    ledger: LedgerStore, wallet: Account, amount: int, *, reference: str, kind: str, now: int
) -> None:
    ledger.post(reference, ledger.system(HOUSE_CODE), wallet, amount, kind=kind, now=now)


# -- game wallets ------------------------------------------------------------------------


def game_wallets(fixtures: Fixtures) -> list[GameWallet]:
    """The brand's game wallets; none for a single-wallet merchant."""
    return [] if fixtures.brand.singleWallet else list(fixtures.wallets)


def wallet_of(fixtures: Fixtures, account_type_name: str) -> GameWallet | None:
    """The game wallet a vendor account type plays from, or None for the main wallet."""
    return next((w for w in game_wallets(fixtures) if w.accountTypeName == account_type_name), None)


def wallet_by_id(fixtures: Fixtures, account_type_id: int) -> GameWallet | None:
    return next((w for w in game_wallets(fixtures) if w.accountTypeId == account_type_id), None)


def main_wallet(ledger: LedgerStore, member_id: int) -> Account:
    account = ledger.by_code(main_code(member_id))
    if account is None:
        raise DomainError("login.not.session")
    return account


def game_wallet(
    ledger: LedgerStore, member_id: int, wallet: GameWallet, currency: str, now: int
) -> Account:
    """The member's wallet at a vendor, opened on first use."""
    return ledger.ensure_account(
        game_code(member_id, wallet.accountTypeName),
        kind="player",
        currency=currency,
        now=now,
        member_id=member_id,
        account_type_id=wallet.accountTypeId,
    )


def play_account(
    ledger: LedgerStore, fixtures: Fixtures, member_id: int, account_type_name: str, now: int
) -> Account:
    """The account a bet at this vendor account type debits and a win credits."""
    wallet = wallet_of(fixtures, account_type_name)
    if wallet is None:
        return main_wallet(ledger, member_id)
    return game_wallet(ledger, member_id, wallet, fixtures.brand.currency, now)


def play_balance(
    ledger: LedgerStore, fixtures: Fixtures, member_id: int, account_type_name: str
) -> int:
    """What a game at this vendor account type may bet; a wallet not opened yet holds 0."""
    wallet = wallet_of(fixtures, account_type_name)
    code = main_code(member_id) if wallet is None else game_code(member_id, wallet.accountTypeName)
    account = ledger.by_code(code)
    return account.available if account else 0


# -- views -------------------------------------------------------------------------------


def balance_value(ledger: LedgerStore, member_id: int, fixtures: Fixtures) -> dict[str, Any]:
    """GET /wps/v2/wallets/balance: the main wallet first, then every game wallet of the
    brand (0.00 where none was opened yet). sumBalance counts what the member can use; an
    amount reserved by a withdrawal in review is shown apart as frozenBalance."""
    brand = fixtures.brand
    opened = {account.account_type_id: account for account in ledger.of_member(member_id)}
    rows = [(MAIN, MAIN_NAME, "Main wallet")] + [
        (w.accountTypeId, w.accountTypeName, w.displayName) for w in game_wallets(fixtures)
    ]
    balance = []
    for type_id, name, display in rows:
        account = opened.get(type_id)
        balance.append(
            {
                "accountTypeId": type_id,
                "accountTypeName": name,
                "displayName": display,
                "availBalance": format_minor(account.available if account else 0),
            }
        )
    return {
        "sumBalance": format_minor(sum(a.available for a in opened.values())),
        "frozenBalance": format_minor(sum(a.debits_pending for a in opened.values())),
        "balance": balance,
        "currency": brand.currency,
        "currencySymbol": brand.currencySymbol,
    }


def merchant_wallet(db: Database, member_id: int, brand: Brand) -> dict[str, Any]:
    """GCS_merchantWallet: single or multi wallet, and the member's auto-transfer choice."""
    return {"isSingle": brand.singleWallet, "autoTransfer": auto_transfer(db, member_id, brand)}


def auto_transfer(db: Database, member_id: int, brand: Brand) -> bool:
    chosen = store.auto_transfer(db, member_id)
    return chosen if chosen is not None else brand.autoTransfer


def set_auto_transfer(db: Database, member_id: int, enabled: bool) -> None:
    store.set_auto_transfer(db, member_id, enabled)


# -- moves between a member's wallets ------------------------------------------------------


@dataclass(frozen=True)
class Move:
    """A move between two wallets of one member, as the statements name it."""

    source: Account
    target: Account
    amount: int


def _wallet_account(
    ledger: LedgerStore, fixtures: Fixtures, member_id: int, type_id: int, now: int
) -> Account:
    if type_id == MAIN:
        return main_wallet(ledger, member_id)
    wallet = wallet_by_id(fixtures, type_id)
    if wallet is None:
        raise DomainError("wallet.not.found", field="accountTypeId")
    return game_wallet(ledger, member_id, wallet, fixtures.brand.currency, now)


def transfer_between(
    ledger: LedgerStore,
    fixtures: Fixtures,
    member_id: int,
    *,
    source_type: int,
    target_type: int,
    amount: int,
    reference: str,
    now: int,
) -> Move:
    """GCS_walletTransfer: main to a game wallet or back (never game to game, as the
    platform does). Call inside a transaction."""
    if fixtures.brand.singleWallet:
        raise DomainError("function.not.available", "This merchant has a single wallet")
    if (source_type == MAIN) == (target_type == MAIN):
        raise DomainError("wallet.transfer.invalid", field="toAccountTypeId")
    source = _wallet_account(ledger, fixtures, member_id, source_type, now)
    target = _wallet_account(ledger, fixtures, member_id, target_type, now)
    kind = "transfer_in" if source_type == MAIN else "transfer_out"
    memo = {"from": _type_name(fixtures, source_type), "to": _type_name(fixtures, target_type)}
    ledger.post(reference, source, target, amount, kind=kind, now=now, memo=memo)
    return Move(source, target, amount)


def recover_all(
    ledger: LedgerStore, fixtures: Fixtures, member_id: int, *, reference: str, now: int
) -> list[Move]:
    """Every game wallet's available balance back to the main wallet. Each move's
    reference is `<reference>:<wallet>`, so a retried request moves nothing twice."""
    main = main_wallet(ledger, member_id)
    moves = []
    for account in ledger.of_member(member_id):
        if account.account_type_id == MAIN:
            continue
        existing = ledger.transfer(f"{reference}:{account.account_type_id}")
        amount = existing.amount if existing else account.available
        if amount <= 0:
            continue
        memo = {"from": _type_name(fixtures, account.account_type_id), "to": MAIN_NAME}
        ledger.post(
            f"{reference}:{account.account_type_id}",
            account,
            main,
            amount,
            kind="transfer_out",
            now=now,
            memo=memo,
        )
        moves.append(Move(account, main, amount))
    return moves


def auto_transfer_for_launch(
    ledger: LedgerStore,
    db: Database,
    fixtures: Fixtures,
    member_id: int,
    account_type_name: str,
    *,
    launch_id: str,
    now: int,
) -> int:
    """Before a game opens, with the member's auto-transfer on: every other game wallet
    goes back to main, then (for a vendor with a wallet of its own) main goes to the
    vendor's wallet, so the member plays with all their money wherever they play. The
    references carry the launch ticket. Returns what moved into the game wallet."""
    if fixtures.brand.singleWallet or not auto_transfer(db, member_id, fixtures.brand):
        return 0
    wallet = wallet_of(fixtures, account_type_name)
    keep = wallet.accountTypeId if wallet else MAIN
    for account in ledger.of_member(member_id):
        if account.account_type_id not in (MAIN, keep) and account.available > 0:
            memo = {"from": _type_name(fixtures, account.account_type_id), "to": MAIN_NAME}
            ledger.post(
                f"auto:{launch_id}:{account.account_type_id}",
                account,
                main_wallet(ledger, member_id),
                account.available,
                kind="transfer_out",
                now=now,
                memo=memo,
            )
    main = main_wallet(ledger, member_id)
    if wallet is None or main.available <= 0:
        return 0
    target = game_wallet(ledger, member_id, wallet, fixtures.brand.currency, now)
    memo = {"from": MAIN_NAME, "to": wallet.accountTypeName}
    ledger.post(
        f"auto:{launch_id}:in",
        main,
        target,
        main.available,
        kind="transfer_in",
        now=now,
        memo=memo,
    )
    return main.available


def _type_name(fixtures: Fixtures, type_id: int) -> str:
    if type_id == MAIN:
        return MAIN_NAME
    wallet = wallet_by_id(fixtures, type_id)
    return wallet.accountTypeName if wallet else str(type_id)


# -- invariants ----------------------------------------------------------------------------


def ledger_check(ledger: LedgerStore) -> dict[str, Any]:
    """The invariants over all accounts, each currency on its own: posted balances sum to
    zero, pending debits equal pending credits, no player below zero (counting reserves),
    each account's totals equal the sums of its transfers, and no pending transfer resolved
    twice. The top-level figures are money's; `points` has the same for points."""
    balances, skew, pending_skew = ledger.totals()
    points_balances, points_skew, points_pending_skew = ledger.totals(points=True)
    negative, mismatched = ledger.overdrawn(), ledger.mismatched()
    pending_count, pending_amount = ledger.open_pending()
    points_count, points_amount = ledger.open_pending(points=True)
    return {
        "balanced": balances == skew == pending_skew == 0
        and points_balances == points_skew == points_pending_skew == 0
        and not negative
        and not mismatched,
        "sum": format_minor(balances),
        "pendingSkew": format_minor(pending_skew),
        "negative": negative,
        "mismatched": mismatched,
        "pending": {"count": pending_count, "amount": format_minor(pending_amount)},
        "points": {
            "sum": str(points_balances),
            "pendingSkew": str(points_pending_skew),
            "pending": {"count": points_count, "amount": str(points_amount)},
        },
        "transfers": ledger.transfer_count(),
    }
