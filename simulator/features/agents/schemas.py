"""Queries and bodies of the agent-centre calls (docs/contract.md section 13): shapes only;
the services apply the rules. An empty `account` reads as none given."""

from __future__ import annotations

from typing import Any, Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...parsing import MaybeName
from ..records.schemas import BetRecordQuery
from ..statements.schemas import MAX_DAYS, DayRangeQuery, TransactionsQuery

Account = Field(None, max_length=64)
Text = Field(None, max_length=1000)


def _blank_to_none(value: Any) -> Any:
    return None if isinstance(value, str) and not value.strip() else value


class PageQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    pageNo: int = Field(1, ge=1, le=100_000)
    pageSize: int = Field(20, ge=1, le=100)


class DownlinesQuery(PageQuery):
    keyword: str | None = Field(None, max_length=64)  # account or nickname, contains
    type: Literal["all", "player", "agent"] = "all"
    direct: bool = False  # only level 1


class DetailQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    account: str = Field(min_length=1, max_length=64)


class AccountFilter(BaseModel):
    """An optional team member to narrow a report to."""

    account: str | None = Account

    @field_validator("account", mode="before")
    @classmethod
    def _blank(cls, value: Any) -> Any:
        return _blank_to_none(value)


class TeamBetQuery(BetRecordQuery, AccountFilter):
    @model_validator(mode="after")
    def _at_most(self) -> TeamBetQuery:
        if self.beginDate and self.endDate and (self.endDate - self.beginDate).days >= MAX_DAYS:
            raise ValueError(f"a range is at most {MAX_DAYS} days")
        return self


class TeamProfitQuery(DayRangeQuery, AccountFilter):
    pageNo: int = Field(1, ge=1, le=100_000)
    pageSize: int = Field(20, ge=1, le=100)


class TeamTransactionsQuery(TransactionsQuery, AccountFilter):
    pass


class RevenueQuery(DayRangeQuery):
    kind: Literal["dividend", "daily_salary", "hourly_salary", "realtime_salary"] | None = None
    pageNo: int = Field(1, ge=1, le=100_000)
    pageSize: int = Field(20, ge=1, le=100)

    @field_validator("kind", mode="before")
    @classmethod
    def _blank(cls, value: Any) -> Any:
        return _blank_to_none(value)


class DownlineRegisterBody(BaseModel):
    """Encrypted: carries the new member's password. Types only; the register field rules
    are applied by the service."""

    model_config = ConfigDict(extra="ignore")

    username: str | None = Text
    password: str | None = Text
    confirmPassword: str | None = Text
    accountType: Literal["player", "agent"]
    ageConfirmed: Any = None  # anything but JSON true is refused with age.not.confirmed
    nickname: MaybeName = Field(None, max_length=40)
    mobileNum: str | None = Text
    countryDialingCode: str | None = Field(None, max_length=8)
    email: str | None = Text
    payeeName: MaybeName = Text


class DownlineTransferBody(BaseModel):
    """Encrypted: carries the payment password."""

    model_config = ConfigDict(extra="ignore")

    account: str | None = Account
    amount: str | None = Field(None, max_length=24)
    paymentPassword: str | None = Field(None, max_length=64)
    requestId: UUID  # idempotency key: a retry moves nothing twice
