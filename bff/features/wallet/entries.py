"""The money entries of the call catalogue (docs/contract.md section 12).

Nothing here is cached: every answer is the member's own and changes with each movement.
Nothing that moves money is retried (`retry=False`): the browser retries with the same
requestId instead, and the upstream answers that retry without moving money again. Every
entry of WALLET refuses a trial session before calling upstream (`real_account`); BALANCE,
the balance a trial player plays with too, does not (the catalogue lists it beside the
member, where the bootstrap reads both).
"""

from __future__ import annotations

from typing import Any

from ...entry import Entry, Handler, member_entry
from ..members.schemas import Balance
from .schemas import (
    AutoTransferRequest,
    BindCardRequest,
    BonusDetails,
    BonusQuery,
    CancelDepositRequest,
    DayRangeQuery,
    DepositChannels,
    DepositOrder,
    DepositOrderQuery,
    DepositOrders,
    DepositRequest,
    MerchantWallet,
    NotReceivedRequest,
    PageQuery,
    PersonalProfit,
    ReceiptRequest,
    RecoveredBalance,
    RecoverRequest,
    Transactions,
    TransactionsQuery,
    UplineTransfer,
    UplineTransferRequest,
    WalletTransferRequest,
    WithdrawOrder,
    WithdrawOrders,
    WithdrawRequest,
    WithdrawSetting,
)


def _money(name: str, path: str, summary: str, **kw: Any) -> Entry:
    return member_entry(name, path, summary, tag="wallet", **kw)


POST = ("POST",)

BALANCE: tuple[Entry, ...] = (
    Entry(
        "wallet.balance",
        "/wps/v2/wallets/balance",
        token=True,
        response=Balance,
        summary="Wallet balances (decimal strings)",
        tags=("wallet",),
    ),
)

WALLET: tuple[Entry, ...] = (
    _money(
        "wallet.merchant",
        "/wps/relay/GCS_merchantWallet",
        "Single or multi wallet (isSingle) and the member's auto-transfer choice",
        response=MerchantWallet,
    ),
    _money(
        "wallet.transfer",
        "/wps/relay/GCS_walletTransfer",
        "Move money between the main wallet (2) and a game wallet; answers the balances",
        methods=POST,
        body=WalletTransferRequest,
        response=Balance,
        retry=False,
    ),
    _money(
        "wallet.recover",
        "/wps/relay/GCS_recoverBalance",
        "Recover all: every game wallet back to the main wallet",
        methods=POST,
        body=RecoverRequest,
        response=RecoveredBalance,
        retry=False,
    ),
    _money(
        "wallet.autoTransfer",
        "/wps/relay/GCS_setAutoTransfer",
        "Switch auto-transfer: launching a game moves the money into its wallet",
        methods=POST,
        body=AutoTransferRequest,
        response=MerchantWallet,
        retry=False,
    ),
    _money(
        "wallet.upline",
        "/wps/relay/MCSFE_transferToUpline",
        "Transfer from the main wallet to the member's upline (payment password)",
        methods=POST,
        encrypted=True,
        body=UplineTransferRequest,
        response=UplineTransfer,
        retry=False,
    ),
    _money(
        "deposit.channels",
        "/wps/relay/MCSFE_getDepositChannels",
        "Deposit channels with limits and quick amounts, and the first-deposit bonus",
        response=DepositChannels,
    ),
    _money(
        "deposit.create",
        "/wps/relay/MCSFE_createDeposit",
        "Open a deposit order; payUrl is the payment page to complete",
        methods=POST,
        body=DepositRequest,
        response=DepositOrder,
        retry=False,
    ),
    _money(
        "deposit.order",
        "/wps/relay/MCSFE_getDepositOrder",
        "One deposit order of the member",
        query=DepositOrderQuery,
        response=DepositOrder,
    ),
    _money(
        "deposit.orders",
        "/wps/relay/MCSFE_getDepositOrders",
        "The member's deposit orders, newest first",
        query=PageQuery,
        response=DepositOrders,
    ),
    _money(
        "deposit.cancel",
        "/wps/relay/MCSFE_cancelDeposit",
        "Cancel the member's own unpaid order; a cancelled order can no longer be paid. "
        "Paid or cancelled deposit.not.pending, expired deposit.expired",
        methods=POST,
        body=CancelDepositRequest,
        response=DepositOrder,
        retry=False,
    ),
    _money(
        "withdraw.setting",
        "/wps/relay/MCSFE_getWithdrawSetting",
        "Withdrawal limits, fee, banks, bound cards (masked) and today's remaining count",
        response=WithdrawSetting,
    ),
    _money(
        "withdraw.bindCard",
        "/wps/relay/MCSFE_bindBankCard",
        "Bind a bank account (payment password); answers the withdrawal settings",
        methods=POST,
        encrypted=True,
        body=BindCardRequest,
        response=WithdrawSetting,
        retry=False,
    ),
    _money(
        "withdraw.request",
        "/wps/relay/MCSFE_withdraw",
        "Request a withdrawal (payment password); the amount is held while in review; "
        "withdraw.rollover.unmet while a bonus's rollover is unmet",
        methods=POST,
        encrypted=True,
        body=WithdrawRequest,
        response=WithdrawOrder,
        retry=False,
    ),
    _money(
        "withdraw.orders",
        "/wps/relay/MCSFE_getWithdrawOrders",
        "The member's withdrawals, newest first, with what to confirm",
        query=PageQuery,
        response=WithdrawOrders,
    ),
    _money(
        "withdraw.received",
        "/wps/relay/MCSFE_confirmWithdrawReceipt",
        "Confirm a paid-out withdrawal arrived",
        methods=POST,
        body=ReceiptRequest,
        response=WithdrawOrder,
        retry=False,
    ),
    _money(
        "withdraw.notReceived",
        "/wps/relay/MCSFE_reportWithdrawNotReceived",
        "Report a paid-out withdrawal did not arrive, with a png or jpeg proof (5 MB)",
        methods=POST,
        body=NotReceivedRequest,
        response=WithdrawOrder,
        retry=False,
        handler=Handler.DEDICATED,  # bff/features/wallet/routes.py reads the large body
    ),
    _money(
        "statement.transactions",
        "/wps/relay/ODSFE2_MemTransDet",
        "The account record: every movement of the member's wallets, with totals "
        "(type POINTS: the point movements)",
        module="MEMTRANS3",
        query=TransactionsQuery,
        response=Transactions,
    ),
    _money(
        "statement.profit",
        "/wps/relay/ODSFE2_getPersonalProfit",
        "Personal profit and loss per day, with totals",
        query=DayRangeQuery,
        response=PersonalProfit,
    ),
    _money(
        "statement.bonus",
        "/wps/relay/PROMOFE_getBonusDetails",
        "Bonuses paid to the member with their rollover, and the total",
        query=BonusQuery,
        response=BonusDetails,
    ),
)
