"""The referral entries of the call catalogue (invite friends, docs/contract.md section 15),
module AFFMAN3: the member's own code, counts and invitees, so never cached; a trial has
nobody to invite and is refused before calling upstream."""

from __future__ import annotations

from ...entry import Entry
from ..wallet.schemas import PageQuery
from .schemas import Invitees, ReferralInfo

MODULE = "AFFMAN3"

REFERRAL: tuple[Entry, ...] = (
    Entry(
        "referral.info",
        "/wps/relay/MCSFE_getReferralInfo",
        token=True,
        real_account=True,
        module=MODULE,
        response=ReferralInfo,
        summary="The member's referral code and link, invitees counted, rewards and the rule",
        tags=("referral",),
    ),
    Entry(
        "referral.list",
        "/wps/relay/MCSFE_getReferralList",
        token=True,
        real_account=True,
        module=MODULE,
        query=PageQuery,
        response=Invitees,
        summary="The member's invitees (masked) with their status and reward",
        tags=("referral",),
    ),
)
