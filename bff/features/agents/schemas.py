"""Queries, bodies and values of the agent-centre calls (docs/contract.md section 13).

Browser input is strict (unknown fields refused); upstream values are permissive. The team
scope is the upstream's: the BFF only checks shapes (and that the session is an agent's).
"""

from __future__ import annotations

from typing import Literal
from uuid import UUID

from pydantic import Field

from ...schemas import Bool, Int, MaybeName, Request, Upstream
from ..contracts.schemas import Contract, RevenueRow
from ..games.schemas import BetRecordQuery, BetRow, BetTotals
from ..members.schemas import Balance
from ..wallet.schemas import (
    AMOUNT,
    MONEY,
    PAYMENT_PASSWORD,
    DayRangeQuery,
    Paged,
    ProfitFigures,
    RequestId,
    Transaction,
    TransactionsQuery,
    TransactionTotals,
)

ACCOUNT = r"^[A-Za-z0-9_]{0,64}$"  # empty allowed: browsers send empty parameters
TEXT = 255
AccountFilter = Field(None, pattern=ACCOUNT, description="a member of the caller's team")


# -- requests ----------------------------------------------------------------------------


class AgentPageQuery(Request):
    pageNo: Int | None = Field(None, ge=1, le=100_000, description="1-based")
    pageSize: Int | None = Field(None, ge=1, le=100, description="default 20")


class DownlinesQuery(AgentPageQuery):
    keyword: str | None = Field(None, max_length=64, description="account or nickname, contains")
    type: Literal["all", "player", "agent"] | None = None
    direct: Bool | None = Field(None, description="only direct downlines (level 1)")


class DownlineQuery(Request):
    account: str = Field(min_length=1, max_length=64, pattern=ACCOUNT)


class RegisterDownlineRequest(Request):
    """The register field rules decide which fields are needed (the upstream applies them)."""

    username: str | None = Field(None, max_length=TEXT)
    password: str | None = Field(None, max_length=TEXT)
    confirmPassword: str | None = Field(None, max_length=TEXT)
    accountType: Literal["player", "agent"]
    ageConfirmed: Bool = False
    nickname: MaybeName = Field(None, max_length=40)
    mobileNum: str | None = Field(None, max_length=TEXT)
    countryDialingCode: str | None = Field(None, max_length=8)
    email: str | None = Field(None, max_length=TEXT)
    payeeName: MaybeName = Field(None, max_length=TEXT)


class DownlineTransferRequest(Request):
    account: str = Field(min_length=1, max_length=64, pattern=ACCOUNT)
    amount: str = Field(pattern=AMOUNT)
    paymentPassword: str = Field(pattern=PAYMENT_PASSWORD)
    requestId: UUID = RequestId


class TeamBetQuery(BetRecordQuery):
    account: str | None = AccountFilter


class TeamProfitQuery(DayRangeQuery, AgentPageQuery):
    account: str | None = AccountFilter


class TeamTransactionsQuery(TransactionsQuery):
    account: str | None = AccountFilter


class RevenueQuery(DayRangeQuery, AgentPageQuery):
    kind: Literal["dividend", "daily_salary", "hourly_salary", "realtime_salary"] | None = None


# -- values ------------------------------------------------------------------------------


class AgentAnnouncement(Upstream):
    id: int
    title: str
    content: str
    createdAt: int


class AgentAnnouncements(Paged):
    list: list[AgentAnnouncement]


class OverviewDay(Upstream):
    date: str
    newMembers: int
    activeMembers: int
    deposits: str = Field(pattern=MONEY)
    validBet: str = Field(pattern=MONEY)
    profit: str = Field(pattern=MONEY)


class TeamOverview(Upstream):
    members: int
    directMembers: int
    agents: int
    newMembers: int
    newToday: int
    activeMembers: int
    deposits: str = Field(pattern=MONEY)
    withdrawals: str = Field(pattern=MONEY)
    betAmount: str = Field(pattern=MONEY)
    validBet: str = Field(pattern=MONEY)
    winAmount: str = Field(pattern=MONEY)
    profit: str = Field(pattern=MONEY, description="wins - bets: below 0 when the team lost")
    teamBalance: str = Field(pattern=MONEY)
    days: list[OverviewDay] = Field(description="oldest first")


class RegisteredDownline(Upstream):
    account: str
    type: int = Field(description="0 player, 2 agent")
    upline: str


class DownlineRow(Upstream):
    account: str
    nickname: str | None = None
    type: int
    level: int
    upline: str
    registerDate: int
    balance: str = Field(pattern=MONEY)
    status: Literal["active", "locked"]
    lastLoginAt: int | None = None
    teamSize: int


class Downlines(Paged):
    list: list[DownlineRow]


class DownlineFigures(Upstream):
    betAmount: str = Field(pattern=MONEY)
    validBet: str = Field(pattern=MONEY)
    winAmount: str = Field(pattern=MONEY)
    profit: str = Field(pattern=MONEY)
    deposits: str = Field(pattern=MONEY)
    withdrawals: str = Field(pattern=MONEY)


class DownlineDetail(DownlineRow):
    frozenBalance: str = Field(pattern=MONEY)
    mobile: str | None = None
    email: str | None = None
    figures: DownlineFigures = Field(description="the last 30 days")
    contracts: list[Contract] = Field(description="the member's contracts as the downline")


class DownlineTransfer(Upstream):
    reference: str
    amount: str = Field(pattern=MONEY)
    downline: str
    createdAt: int
    balance: Balance | None = None


class TeamBetRow(BetRow):
    account: str


class TeamBetRecord(Paged):
    list: list[TeamBetRow]
    totals: BetTotals


class TeamProfitRow(ProfitFigures):
    account: str
    level: int


class TeamProfitLoss(Paged):
    """list: one row per member with activity in the range, largest turnover first."""

    list: list[TeamProfitRow]
    totals: ProfitFigures


class TeamTransaction(Transaction):
    account: str


class TeamTransactions(Paged):
    list: list[TeamTransaction]
    totals: TransactionTotals


class RevenueTotals(Upstream):
    """Per kind and overall, over every matching payment."""

    dividend: str = Field(pattern=MONEY)
    daily_salary: str = Field(pattern=MONEY)
    hourly_salary: str = Field(pattern=MONEY)
    realtime_salary: str = Field(pattern=MONEY)
    total: str = Field(pattern=MONEY)


class AgentRevenue(Paged):
    list: list[RevenueRow]
    totals: RevenueTotals
