"""Bodies, queries and values of the mission and reward-centre calls (docs/contract.md
section 14).

A reward is money (a decimal string, `"1000.00"`) or points (an integer), as its
`rewardKind` says. A mission's `target` and `progress` are decimal strings for BET and
DEPOSIT, whole numbers as strings otherwise.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ...schemas import Int, Request, Upstream
from ..wallet.schemas import MONEY

Period = Literal["DAILY", "WEEKLY"]
RewardKind = Literal["MONEY", "POINTS"]
MoneyOrPoints = Annotated[str, Field(pattern=MONEY)] | int
COUNT = r"^[0-9]+(\.[0-9]{2})?$"  # a whole count, or an amount with two places


# -- requests ----------------------------------------------------------------------------


class MissionClaimRequest(Request):
    missionId: Int = Field(ge=1, le=2**31)


class LeaderboardQuery(Request):
    period: Period


# -- values ------------------------------------------------------------------------------


class Mission(Upstream):
    id: int
    code: str
    period: Period
    kind: Literal["ROUNDS", "BET", "DEPOSIT", "LOGIN_DAYS"]
    category: str | None = Field(None, description="ROUNDS and BET: the game category counted")
    title: str
    target: str = Field(pattern=COUNT)
    progress: str = Field(pattern=COUNT, description="in the current period only")
    rewardKind: RewardKind
    reward: MoneyOrPoints = Field(description="MONEY: a decimal string; POINTS: an integer")
    state: Literal["PROCESS", "CLAIM", "CLAIMED"]


class MissionSummary(Upstream):
    daily: list[Mission]
    weekly: list[Mission]
    claimable: int = Field(description="missions whose reward can be claimed now")
    dailyResetAt: int = Field(description="epoch milliseconds: the brand's next midnight")
    weeklyResetAt: int = Field(description="epoch milliseconds: next Monday's midnight")


class LeaderboardRow(Upstream):
    rank: int
    account: str = Field(description="masked")
    completed: int = Field(description="missions completed in the period")
    points: int = Field(description="points of mission rewards in the period")


class LeaderboardMe(Upstream):
    rank: int | None = Field(None, description="absent when the member completed none")
    completed: int
    points: int


class Leaderboard(Upstream):
    """list: the top 20."""

    period: Period
    periodStart: int = Field(description="epoch milliseconds")
    list: list[LeaderboardRow]
    me: LeaderboardMe


class Reward(Upstream):
    source: Literal["PROMOTION", "MISSION", "RAFFLE"]
    id: int = Field(description="the promotion's or the mission's id")
    title: str
    rewardKind: RewardKind
    reward: MoneyOrPoints = Field(description="MONEY: a decimal string; POINTS: an integer")
    state: str = Field(description="the promotion's or the mission's state")
    time: int = Field(description="epoch milliseconds")


class RewardCenter(Upstream):
    claimable: list[Reward] = Field(description="everything the member can claim now")
    recent: list[Reward] = Field(description="the last 20 rewards paid")
