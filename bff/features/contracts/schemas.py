"""The contract relays' bodies and values (docs/contract.md section 13)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import Bool, Int, Request, Upstream

RATE = r"^[0-9]{1,3}(\.[0-9]{1,2})?$"  # a percentage with at most 2 decimals
AMOUNT = r"^[0-9]{1,13}(\.[0-9]{1,2})?$"


class ContractRequest(Request):
    action: Literal["offer", "accept", "reject", "terminate"]
    contractId: Int | None = Field(None, ge=1, le=2**31)
    terminateLower: Bool | None = Field(
        None, description="accept: terminate the accepter's downline contracts of a higher rate"
    )
    downline: str | None = Field(None, min_length=1, max_length=64)
    rate: str | None = Field(None, pattern=RATE, description="percent of the basis")
    period: Literal["D", "W", "H", "M"] | None = Field(None, description="dividends only")
    minValidBet: str | None = Field(None, pattern=AMOUNT)
    minActiveMembers: Int | None = Field(None, ge=0, le=100_000)


ContractKind = Literal["dividend", "daily_salary", "hourly_salary", "realtime_salary"]


class Contract(Upstream):
    """Between an upline (None: the platform) and a downline agent."""

    id: int
    kind: ContractKind
    upline: str | None
    downline: str
    rate: str = Field(description="percent of the basis, e.g. 40.00")
    period: str = Field(description="D, W, H or M (dividends); D; HOUR; 5MIN")
    minValidBet: str = Field(description="the team's valid bets a period needs to pay")
    minActiveMembers: int = Field(description="the team's active members a period needs")
    status: Literal["offered", "active", "rejected", "terminated"]
    createdAt: int = Field(description="epoch milliseconds")
    decidedAt: int | None
    terminatedAt: int | None


class ContractEvent(Upstream):
    contractId: int
    event: Literal["offered", "accepted", "rejected", "terminated", "replaced"]
    by: str | None = Field(description="who did it (None: the platform)")
    downline: str
    rate: str
    at: int


class RevenuePart(Upstream):
    """A part of the agent's team and the rates its share of a payment is computed at: the
    part's basis x (the agent's rate - the downline's rate, none: 0)."""

    downline: str | None = Field(
        description="a direct downline holding a contract of the kind: its team; None: the "
        "rest of the agent's team"
    )
    basis: str = Field(
        description="the part's loss or valid bets; the rest's may be below 0 (a dividend: "
        "the rest of the team won part of what the downlines' teams lost)"
    )
    rate: str | None = Field(description="the downline's rate (None: the rest)")


class RevenueRow(Upstream):
    """A contract's payment to the agent (the ledger's transfer)."""

    reference: str = Field(description="<kind>:<contract id>:<period start ms>")
    kind: ContractKind
    contractId: int
    periodStart: int = Field(description="the period paid, epoch milliseconds")
    periodEnd: int
    basis: str = Field(description="the team's loss (dividend) or valid bets (salaries)")
    rate: str = Field(description="the agent's rate, percent of the basis")
    amount: str
    time: int = Field(description="when it was paid")
    parts: list[RevenuePart] = Field(
        default_factory=list,
        description="the differential: each part's basis x (rate - its downline's rate), "
        "rounded down to a minor unit, summed; empty for payments made before parts were kept",
    )


class ContractOverview(Upstream):
    mine: Contract | None = Field(description="an offer awaiting an answer, else the active one")
    current: Contract | None = Field(None, description="the active one, beside an offer")
    offered: list[Contract] = Field(description="what the agent offered, newest first")
    history: list[ContractEvent] = Field(description="newest first")
    payouts: list[RevenueRow] = Field(description="this kind's payments, newest first")
    canOffer: bool
    maxRate: str | None = Field(description="the agent's own active rate: the most it may offer")


class ConsolidatedFlags(Upstream):
    divtypereq: int
    dailysalreqtype: int
    contracthoursalreq: int
    realtimesalreqtype: int
