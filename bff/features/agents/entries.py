"""The agent-centre entries of the call catalogue (docs/contract.md section 13):
team and downlines, registering and funding downlines, team reports.

Every entry needs a session of a real account of an agent type: a trial is refused with
in_need_true_account and any other member with agent.only before any upstream call
(`real_account`, `agent_only`). Nothing is cached (the answers are the team's and change with
every bet); nothing that writes is retried: registering a downline is not idempotent and a
transfer is retried by the browser with its requestId. The two calls that carry a password
(the new member's, the payment password) are encrypted upstream.
"""

from __future__ import annotations

from typing import Any

from ...entry import Entry, member_entry
from ..wallet.schemas import DayRangeQuery
from .schemas import (
    AgentAnnouncements,
    AgentPageQuery,
    AgentRevenue,
    DownlineDetail,
    DownlineQuery,
    Downlines,
    DownlinesQuery,
    DownlineTransfer,
    DownlineTransferRequest,
    RegisterDownlineRequest,
    RegisteredDownline,
    RevenueQuery,
    TeamBetQuery,
    TeamBetRecord,
    TeamOverview,
    TeamProfitLoss,
    TeamProfitQuery,
    TeamTransactions,
    TeamTransactionsQuery,
)

RELAY = "/wps/relay/"


def _agent(name: str, path: str, summary: str, **kw: Any) -> Entry:
    return member_entry(name, path, summary, tag="agents", agent_only=True, **kw)


AGENTS: tuple[Entry, ...] = (
    _agent(
        "agents.announcements",
        RELAY + "MCSFE_getAgentAnnouncements",
        "Announcements to agents, newest first, in the session's language",
        query=AgentPageQuery,
        response=AgentAnnouncements,
    ),
    _agent(
        "agents.overview",
        RELAY + "MCSFE_getTeamOverview",
        "Team overview: members, new, active, deposits, bets, profit and a chart by day",
        query=DayRangeQuery,
        response=TeamOverview,
    ),
    _agent(
        "agents.register",
        "/wps/agent/register",
        "Register a player or an agent below the caller (register field rules apply)",
        methods=("PUT",),
        encrypted=True,
        module="REG3",
        body=RegisterDownlineRequest,
        response=RegisteredDownline,
        retry=False,
    ),
    _agent(
        "agents.downlines",
        RELAY + "MCSFE_getDownlines",
        "The caller's team below them: search, filter, page; newest registration first",
        query=DownlinesQuery,
        response=Downlines,
    ),
    _agent(
        "agents.downline",
        RELAY + "MCSFE_getDownlineDetail",
        "One member of the team: balances, contacts (masked), 30 days' figures, contracts",
        query=DownlineQuery,
        response=DownlineDetail,
    ),
    _agent(
        "agents.transfer",
        RELAY + "MCSFE_transferToDownline",
        "Transfer from the main wallet to a team member's (payment password)",
        methods=("POST",),
        encrypted=True,
        body=DownlineTransferRequest,
        response=DownlineTransfer,
        retry=False,
    ),
    _agent(
        "agents.betRecord",
        RELAY + "ODSFE2_getTeamBetRecord",
        "Team betting: the betting record over the team, each row with its account",
        query=TeamBetQuery,
        response=TeamBetRecord,
    ),
    _agent(
        "agents.profitLoss",
        RELAY + "ODSFE2_getTeamProfitLoss",
        "User profit and loss: one row per team member, largest turnover first",
        query=TeamProfitQuery,
        response=TeamProfitLoss,
    ),
    _agent(
        "agents.transactions",
        RELAY + "ODSFE2_getTeamTransactions",
        "Transaction details: the account record over the downlines, with totals",
        query=TeamTransactionsQuery,
        response=TeamTransactions,
    ),
    _agent(
        "agents.revenue",
        RELAY + "ODSFE2_getAgentRevenue",
        "My income: what contracts paid the caller, with totals per kind",
        query=RevenueQuery,
        response=AgentRevenue,
    ),
)
