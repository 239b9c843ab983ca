"""Bodies, queries and values of the money calls (docs/contract.md section 11).

Browser input is strict (unknown fields refused); upstream values are permissive. Amounts
cross every hop as decimal strings with at most two places; nothing here does arithmetic.
"""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from pydantic import Field

from ...schemas import Request, Upstream

AMOUNT = r"^\d{1,13}(\.\d{1,2})?$"  # what a player may type: digits, at most 2 decimals
MONEY = r"^-?\d+\.\d{2}$"  # what the upstream answers
DAY = r"^(\d{4}-\d{2}-\d{2})?$"
DEPOSIT_NO = r"^D\d{14}$"
WITHDRAW_NO = r"^W\d{14}$"
PAYMENT_PASSWORD = r"^\d{6}$"
RequestId = Field(description="the client's idempotency key: a retry moves money once")


# -- requests ----------------------------------------------------------------------------


class WalletTransferRequest(Request):
    fromAccountTypeId: int = Field(ge=1, le=100_000, description="2 = main wallet")
    toAccountTypeId: int = Field(ge=1, le=100_000)
    amount: str = Field(pattern=AMOUNT)
    requestId: UUID = RequestId


class RecoverRequest(Request):
    requestId: UUID = RequestId


class AutoTransferRequest(Request):
    autoTransfer: bool


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


class PageQuery(Request):
    pageNo: int | None = Field(None, ge=1, le=10_000)
    pageSize: int | None = Field(None, ge=1, le=100)


class BindCardRequest(Request):
    bankCode: str = Field(pattern=r"^[A-Za-z0-9_]{1,20}$")
    accountNumber: str = Field(min_length=1, max_length=40)
    accountName: str = Field(min_length=1, max_length=80)
    paymentPassword: str = Field(pattern=PAYMENT_PASSWORD)


class WithdrawRequest(Request):
    cardId: int = Field(ge=1, le=2**31)
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
        Literal["ALL", "DEPOSIT", "WITHDRAW", "TRANSFER", "BONUS", "GAME", "COMMISSION", "OTHER"]
        | None
    ) = None
    pageNo: int | None = Field(None, ge=1, le=100_000)
    pageSize: int | None = Field(None, ge=1, le=100)


class BonusQuery(DayRangeQuery):
    pageNo: int | None = Field(None, ge=1, le=100_000)
    pageSize: int | None = Field(None, ge=1, le=100)


# -- values ------------------------------------------------------------------------------


class MerchantWallet(Upstream):
    isSingle: bool
    autoTransfer: bool | None = None


class DepositChannel(Upstream):
    code: str
    name: str
    icon: str | None = None
    min: str = Field(pattern=MONEY)
    max: str = Field(pattern=MONEY)
    quickAmounts: list[str] = []


class DepositChannels(Upstream):
    channels: list[DepositChannel]
    firstDepositBonus: dict[str, object] | None = None
    orderMinutes: int | None = None


class DepositOrder(Upstream):
    orderNo: str
    channel: str
    amount: str = Field(pattern=MONEY)
    status: str
    payUrl: str | None = None


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
    accountNumber: str
    accountName: str


class WithdrawSetting(Upstream):
    min: str = Field(pattern=MONEY)
    max: str = Field(pattern=MONEY)
    cards: list[BankCard] = []
    banks: list[dict[str, str]] = []
    hasPaymentPassword: bool
    remainingToday: int


class WithdrawOrder(Upstream):
    orderNo: str
    amount: str = Field(pattern=MONEY)
    fee: str = Field(pattern=MONEY)
    status: str


class WithdrawOrders(Paged):
    list: list[WithdrawOrder]


class UplineTransfer(Upstream):
    reference: str
    amount: str = Field(pattern=MONEY)
    upline: str


class Transaction(Upstream):
    id: str
    type: str
    amount: str = Field(pattern=MONEY)
    status: str
    time: int


class Transactions(Paged):
    list: list[Transaction]
    totals: dict[str, str]


class ProfitDay(Upstream):
    date: str
    betAmount: str = Field(pattern=MONEY)
    winAmount: str = Field(pattern=MONEY)
    profit: str = Field(pattern=MONEY)


class PersonalProfit(Upstream):
    list: list[ProfitDay]
    totals: dict[str, str]


class BonusItem(Upstream):
    id: str
    type: str
    amount: str = Field(pattern=MONEY)
    time: int


class BonusDetails(Paged):
    list: list[BonusItem]
    total: str = Field(pattern=MONEY)
