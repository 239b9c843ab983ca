"""Bodies, queries and values of the money calls (docs/contract.md section 12).

Browser input is strict (unknown fields refused); upstream values are permissive. Amounts
cross every hop as decimal strings with at most two places; nothing here does arithmetic.
"""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from pydantic import Field

from ...schemas import Bool, Int, Name, Request, Upstream
from ..members.schemas import Balance

AMOUNT = r"^[0-9]{1,13}(\.[0-9]{1,2})?$"  # what a player may type: digits, at most 2 decimals
MONEY = r"^-?[0-9]+\.[0-9]{2}$"  # what the upstream answers
MONEY_OR_POINTS = r"^-?[0-9]+(\.[0-9]{2})?$"  # account record rows: money, or whole points
DAY = r"^([0-9]{4}-[0-9]{2}-[0-9]{2})?$"
DEPOSIT_NO = r"^D[0-9]{14}$"
WITHDRAW_NO = r"^W[0-9]{14}$"
PAYMENT_PASSWORD = r"^[0-9]{6}$"
RequestId = Field(description="the client's idempotency key: a retry moves money once")


# -- requests ----------------------------------------------------------------------------


class WalletTransferRequest(Request):
    fromAccountTypeId: Int = Field(ge=1, le=100_000, description="2 = main wallet")
    toAccountTypeId: Int = Field(ge=1, le=100_000)
    amount: str = Field(pattern=AMOUNT)
    requestId: UUID = RequestId


class RecoverRequest(Request):
    requestId: UUID = RequestId


class AutoTransferRequest(Request):
    autoTransfer: Bool


class UplineTransferRequest(Request):
    amount: str = Field(pattern=AMOUNT)
    paymentPassword: str = Field(pattern=PAYMENT_PASSWORD)
    requestId: UUID = RequestId


class DepositRequest(Request):
    channel: str = Field(pattern=r"^[A-Za-z0-9_]{2,20}$")
    amount: str = Field(pattern=AMOUNT)
    requestId: UUID = RequestId


class DepositOrderQuery(Request):
    orderNo: str = Field(pattern=DEPOSIT_NO)


class CancelDepositRequest(Request):
    orderNo: str = Field(pattern=DEPOSIT_NO, description="the member's own pending order")


class PageQuery(Request):
    pageNo: Int | None = Field(None, ge=1, le=10_000)
    pageSize: Int | None = Field(None, ge=1, le=100)


class BindCardRequest(Request):
    bankCode: str = Field(pattern=r"^[A-Za-z0-9_]{1,20}$")
    accountNumber: str = Field(min_length=1, max_length=40)
    accountName: Name = Field(min_length=1, max_length=80)
    paymentPassword: str = Field(pattern=PAYMENT_PASSWORD)


class WithdrawRequest(Request):
    cardId: Int = Field(ge=1, le=2**31)
    amount: str = Field(pattern=AMOUNT)
    paymentPassword: str = Field(pattern=PAYMENT_PASSWORD)
    requestId: UUID = RequestId


class ReceiptRequest(Request):
    orderNo: str = Field(pattern=WITHDRAW_NO)


class NotReceivedRequest(Request):
    orderNo: str = Field(pattern=WITHDRAW_NO)
    image: str = Field(min_length=1, description="png or jpeg data URL, at most 5 MB")
    remark: str | None = Field(None, max_length=140)


class DayRangeQuery(Request):
    beginDate: str | None = Field(None, pattern=DAY, description="yyyy-MM-dd, brand's day")
    endDate: str | None = Field(None, pattern=DAY)


class TransactionsQuery(DayRangeQuery):
    type: (
        Literal[
            "ALL",
            "DEPOSIT",
            "WITHDRAW",
            "TRANSFER",
            "BONUS",
            "GAME",
            "COMMISSION",
            "OTHER",
            "POINTS",
        ]
        | None
    ) = Field(None, description="ALL lists money only; POINTS lists point movements")
    pageNo: Int | None = Field(None, ge=1, le=100_000)
    pageSize: Int | None = Field(None, ge=1, le=100)


class BonusQuery(DayRangeQuery):
    pageNo: Int | None = Field(None, ge=1, le=100_000)
    pageSize: Int | None = Field(None, ge=1, le=100)


# -- values ------------------------------------------------------------------------------


class MerchantWallet(Upstream):
    isSingle: bool
    autoTransfer: bool | None = None


class RecoveredBalance(Balance):
    recovered: int = Field(ge=0, description="game wallets emptied into the main wallet")


class DepositChannel(Upstream):
    code: str
    name: str
    icon: str | None = None
    min: str = Field(pattern=MONEY)
    max: str = Field(pattern=MONEY)
    quickAmounts: list[str]


class FirstDepositBonus(Upstream):
    eligible: bool
    percent: str = Field(pattern=MONEY, description="percent of the deposit, e.g. 10.00")
    max: str = Field(pattern=MONEY)


class DepositChannels(Upstream):
    channels: list[DepositChannel]
    firstDepositBonus: FirstDepositBonus | None = None
    orderMinutes: int | None = None


DepositStatus = Literal["pending", "paid", "cancelled", "expired"]


class DepositOrder(Upstream):
    orderNo: str
    channel: str
    channelName: str | None = None
    amount: str = Field(pattern=MONEY)
    bonus: str | None = Field(None, pattern=MONEY)
    status: DepositStatus
    createdAt: int = Field(description="epoch milliseconds")
    expiresAt: int
    paidAt: int | None = None
    payUrl: str | None = Field(None, description="the payment page, while the order can be paid")


class Paged(Upstream):
    totalCount: int
    totalPages: int
    pageNo: int
    pageSize: int


class DepositOrders(Paged):
    list: list[DepositOrder]


class BankCard(Upstream):
    id: int
    bankCode: str
    bankName: str | None = None
    accountNumber: str = Field(description="masked: only the last four digits show")
    accountName: str


class Bank(Upstream):
    code: str
    name: str


class WithdrawSetting(Upstream):
    min: str = Field(pattern=MONEY)
    max: str = Field(pattern=MONEY)
    feePercent: str = Field(pattern=MONEY, description="percent of the amount, e.g. 0.50")
    feeMin: str = Field(pattern=MONEY)
    dailyCount: int
    remainingToday: int
    autoReceiveMinutes: int
    reviewMinutes: int | None = None
    maxCards: int
    banks: list[Bank]
    cards: list[BankCard]
    hasPaymentPassword: bool
    payeeName: str | None = None
    available: str = Field(pattern=MONEY)


WithdrawStatus = Literal[
    "reviewing",
    "rejected",
    "paid",
    "received",
    "auto_received",
    "not_received",
    "refunded",
    "force_received",
]


class WithdrawOrder(Upstream):
    orderNo: str
    amount: str = Field(pattern=MONEY)
    fee: str = Field(pattern=MONEY)
    netAmount: str = Field(pattern=MONEY)
    receivedAmount: str = Field(pattern=MONEY)
    remainingAmount: str = Field(pattern=MONEY)
    status: WithdrawStatus
    bankName: str | None = None
    accountNumber: str | None = None
    createdAt: int
    paidAt: int | None = None
    autoReceiveAt: int | None = Field(None, description="while paid: when it counts as received")
    closedAt: int | None = None
    remark: str | None = None
    canConfirm: bool


class WithdrawOrders(Paged):
    list: list[WithdrawOrder]


class RolloverUnmet(Upstream):
    """The value of withdraw.rollover.unmet: valid bets still needed before withdrawing."""

    required: str = Field(pattern=MONEY)
    achieved: str = Field(pattern=MONEY)
    remaining: str = Field(pattern=MONEY)


class UplineTransfer(Upstream):
    reference: str
    amount: str = Field(pattern=MONEY)
    upline: str
    createdAt: int
    balance: Balance | None = None


TransactionGroup = Literal[
    "DEPOSIT", "WITHDRAW", "TRANSFER", "BONUS", "GAME", "COMMISSION", "OTHER", "POINTS"
]


class Transaction(Upstream):
    id: str = Field(description="the ledger reference")
    type: TransactionGroup
    kind: str = Field(description="the ledger kind: deposit, withdraw_fee, transfer_in, bet, ...")
    unit: Literal["MONEY", "POINTS"] = Field(description="POINTS: amounts are whole points")
    amount: str = Field(
        pattern=MONEY_OR_POINTS, description="signed: + in, - out, 0 between own wallets"
    )
    gross: str = Field(pattern=MONEY_OR_POINTS, description="what moved, unsigned")
    wallet: str = Field(description="MAIN or a game wallet's account type name")
    from_: str | None = Field(alias="from", description="the wallet it came from, money in")
    to: str | None = Field(description="the wallet it went to, money out")
    status: Literal["DONE", "PENDING", "CANCELLED"]
    time: int = Field(description="epoch milliseconds")


class TransactionTotals(Upstream):
    in_: str = Field(alias="in", pattern=MONEY_OR_POINTS)
    out: str = Field(pattern=MONEY_OR_POINTS)
    net: str = Field(pattern=MONEY_OR_POINTS)


class Transactions(Paged):
    list: list[Transaction]
    totals: TransactionTotals


class ProfitFigures(Upstream):
    betAmount: str = Field(pattern=MONEY)
    validBet: str = Field(pattern=MONEY)
    winAmount: str = Field(pattern=MONEY)
    profit: str = Field(pattern=MONEY, description="signed: wins - bets")
    bonus: str = Field(pattern=MONEY)
    deposit: str = Field(pattern=MONEY)
    withdraw: str = Field(pattern=MONEY)


class ProfitDay(ProfitFigures):
    date: str = Field(description="yyyy-MM-dd")


class PersonalProfit(Upstream):
    """list: every day of the range, newest first, played or not."""

    list: list[ProfitDay]
    totals: ProfitFigures


class Rollover(Upstream):
    """Valid bets a bonus asks for before the member may withdraw."""

    required: str = Field(pattern=MONEY)
    achieved: str = Field(pattern=MONEY)
    state: Literal["NONE", "PROCESS", "MET"] = Field(description="NONE: the bonus asks for none")


class BonusItem(Upstream):
    id: str = Field(description="the ledger reference")
    type: str = Field(description="FIRST_DEPOSIT or another promotion's type; OTHER if unknown")
    title: str = Field(description="the promotion's or mission's title, in the call's language")
    amount: str = Field(pattern=MONEY)
    status: str = Field(description="ISSUED: paid to the main wallet")
    time: int
    rollover: Rollover


class BonusDetails(Paged):
    list: list[BonusItem]
    total: str = Field(pattern=MONEY)
