"""The contract relays' bodies and values (docs/contract.md section 13)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import Request, Upstream

RATE = r"^\d{1,3}(\.\d{1,2})?$"  # a percentage with at most 2 decimals
AMOUNT = r"^\d{1,13}(\.\d{1,2})?$"


class ContractRequest(Request):
    action: Literal["offer", "accept", "reject", "terminate"]
    contractId: int | None = Field(None, ge=1, le=2**31)
    terminateLower: bool | None = Field(
        None, description="accept: terminate the accepter's downline contracts of a higher rate"
    )
    downline: str | None = Field(None, min_length=1, max_length=64)
    rate: str | None = Field(None, pattern=RATE, description="percent of the basis")
    period: Literal["D", "W", "H", "M"] | None = Field(None, description="dividends only")
    minValidBet: str | None = Field(None, pattern=AMOUNT)
    minActiveMembers: int | None = Field(None, ge=0, le=100_000)


class Contract(Upstream):
    id: int
    kind: str
    upline: str | None = None
    downline: str | None = None
    rate: str
    period: str
    status: str


class ContractOverview(Upstream):
    mine: Contract | None = None
    current: Contract | None = None
    offered: list[Contract] = []
    history: list[dict[str, object]] = []
    payouts: list[dict[str, object]] = []
    canOffer: bool
    maxRate: str | None = None


class ConsolidatedFlags(Upstream):
    divtypereq: int
    dailysalreqtype: int
    contracthoursalreq: int
    realtimesalreqtype: int
