"""Queries and values of the referral calls (invite friends, docs/contract.md section 15).

Amounts are decimal strings with two places.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...schemas import Upstream
from ..wallet.schemas import MONEY, Paged


class ReferralRule(Upstream):
    """An invitee qualifies when their paid deposits reach minDeposit (and valid bets
    minValidBet, when set) within withinDays of registering; the inviter gets reward once."""

    minDeposit: str = Field(pattern=MONEY)
    minValidBet: str | None = Field(None, pattern=MONEY)
    withinDays: int
    reward: str = Field(pattern=MONEY)
    rolloverMultiple: int = Field(
        0, ge=0, description="valid bets asked for before a withdrawal, as a multiple of reward"
    )


class ReferralInfo(Upstream):
    code: str = Field(description="R and the member's id in base 36, upper case")
    link: str = Field(
        description="/register?referralCode=<code>: site-relative, the SPA puts its origin first"
    )
    invited: int
    qualified: int
    rewarded: str = Field(pattern=MONEY, description="rewards paid to the member so far")
    rule: ReferralRule


class Invitee(Upstream):
    account: str = Field(description="masked")
    registeredAt: int = Field(description="epoch milliseconds")
    registeredTime: str = Field(description="yyyy-MM-dd HH:mm:ss in the brand's zone")
    firstDepositAt: int | None = None
    firstDepositAmount: str | None = Field(None, pattern=MONEY)
    status: Literal["PENDING", "QUALIFIED", "REWARDED", "EXPIRED"]
    reward: str | None = Field(None, pattern=MONEY)


class Invitees(Paged):
    list: list[Invitee]
