"""Member info and wallet balance as the upstream gives them."""

from __future__ import annotations

from pydantic import Field

from ...schemas import Upstream

MONEY = r"^-?[0-9]+\.[0-9]{2}$"


class ClubLabel(Upstream):
    labelName: str | None = None
    rankLevel: int | None = None


class MemberLabel(Upstream):
    labelName: str


class MemberInfo(Upstream):
    id: int | str
    account: str
    nickname: str | None = None
    type: int
    registerDate: int | None = None
    mobile: str | None = None
    email: str | None = None
    clubLabel: ClubLabel | None = None
    memberLabel: list[MemberLabel] = []
    toUpline: bool | int | None = None
    avatar: str | None = None
    avatarType: int | str | None = None
    # profile (docs/contract.md section 9); masked where sensitive
    payeeName: str | None = None
    telegram: str | None = None
    zalo: str | None = None
    birthday: str | None = None
    address: str | None = None
    nationality: str | None = None
    occupation: str | None = None
    sourceOfIncome: str | None = None
    bankAccount: str | None = None
    hasPaymentPassword: bool | None = None


class WalletBalance(Upstream):
    accountTypeId: int
    accountTypeName: str | None = None
    displayName: str | None = None
    availBalance: str = Field(pattern=MONEY)


class Balance(Upstream):
    sumBalance: str = Field(pattern=MONEY)
    frozenBalance: str | None = Field(None, pattern=MONEY, description="held by withdrawals")
    balance: list[WalletBalance]
    currency: str
    currencySymbol: str
