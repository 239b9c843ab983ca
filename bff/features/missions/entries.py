"""The mission and reward-centre entries of the call catalogue (docs/contract.md section 14),
module REWCEN3.

The reward centre sits here, beside the missions, because the SPA shows both in its
`rewards` feature. Every answer is the member's own (progress, the leaderboard's `me`), so
nothing is cached; a claim refuses a trial session before calling upstream and is never
retried.
"""

from __future__ import annotations

from ...entry import Entry
from .schemas import (
    Leaderboard,
    LeaderboardQuery,
    Mission,
    MissionClaimRequest,
    MissionSummary,
    RewardCenter,
)

MODULE = "REWCEN3"

MISSIONS: tuple[Entry, ...] = (
    Entry(
        "missions.summary",
        "/wps/relay/MCSFE_getMissionSummaryDetails",
        token=True,
        module=MODULE,
        response=MissionSummary,
        summary="Daily and weekly missions with the member's progress, and when they reset",
        tags=("missions",),
    ),
    Entry(
        "missions.claim",
        "/wps/relay/MCSFE_claimMissionReward",
        methods=("POST",),
        token=True,
        real_account=True,
        module=MODULE,
        body=MissionClaimRequest,
        response=Mission,
        retry=False,
        summary="Claim a completed mission's reward, once per period",
        tags=("missions",),
    ),
    Entry(
        "missions.leaderboard",
        "/wps/relay/MCSFE_getMissionLeaderboard",
        token=True,
        module=MODULE,
        query=LeaderboardQuery,
        response=Leaderboard,
        summary="Members ranked by missions completed in the period (top 20) and the member",
        tags=("missions",),
    ),
    Entry(
        "rewards.center",
        "/wps/relay/MCSFE_getRewardCenter",
        token=True,
        module=MODULE,
        response=RewardCenter,
        summary="Rewards the member can claim now, and the last 20 paid",
        tags=("rewards",),
    ),
)
