"""The promotion entries of the call catalogue (docs/contract.md section 14), module REWCEN3.

The list and a promotion's detail are the same for every visitor: public, cached per
language for a minute and read fresh after a language change. Everything else is the
member's own and never cached; every call that changes something refuses a trial session
before calling upstream and is never retried (a join or a claim must not run twice).
"""

from __future__ import annotations

from typing import Any

from ...entry import CacheScope, Entry, Handler, member_entry
from .schemas import (
    PromotionDetail,
    PromotionDetailQuery,
    PromotionJoinRequest,
    PromotionList,
    PromotionState,
    PromotionStates,
    PromotionTypeQuery,
    RaffleClaimRequest,
    RafflePrize,
    RequestRewardRequest,
)

MODULE = "REWCEN3"
POST = ("POST",)


def _public(name: str, path: str, summary: str, **kw: Any) -> Entry:
    return Entry(
        name,
        path,
        module=MODULE,
        cache=CacheScope.LANGUAGE,
        ttl=60,
        flush_on_language=True,
        summary=summary,
        tags=("promotions",),
        **kw,
    )


def _change(name: str, path: str, summary: str, **kw: Any) -> Entry:
    return member_entry(
        name, path, summary, tag="promotions", methods=POST, module=MODULE, retry=False, **kw
    )


PROMOTIONS: tuple[Entry, ...] = (
    _public(
        "promotions.list",
        "/wps/relay/PROMOFE_getPromotionList",
        "Promotions of a type (ALL by default), newest start first, without content",
        query=PromotionTypeQuery,
        response=PromotionList,
    ),
    _public(
        "promotions.detail",
        "/wps/relay/PROMOFE_getPromotionDetail",
        "One promotion with its content (sanitised HTML) and rules",
        query=PromotionDetailQuery,
        response=PromotionDetail,
    ),
    Entry(
        "promotions.states",
        "/wps/relay/PROMOFE_getPromotionStates",
        token=True,
        module=MODULE,
        query=PromotionTypeQuery,
        response=PromotionStates,
        summary="The member's state in every promotion of a type: progress, tickets, rank",
        tags=("promotions",),
    ),
    _change(
        "promotions.join",
        "/wps/relay/MCSFE_signUpPromotionJoin",
        "Join a promotion in state JOIN; answers the member's state in it",
        body=PromotionJoinRequest,
        response=PromotionState,
    ),
    _change(
        "promotions.requestReward",
        "/wps/relay/MCSFE_signUpRequestReward",
        "Apply to an APPLY promotion (remark, up to 3 png or jpeg images of 5 MB), "
        "or claim a reward in state CLAIM",
        body=RequestRewardRequest,
        response=PromotionState,
        handler=Handler.DEDICATED,  # bff/features/promotions/routes.py reads the large body
    ),
    _change(
        "promotions.raffleClaim",
        "/wps/relay/MCS2_claimRafflePromotion",
        "Claim a drawn raffle's prize, once",
        body=RaffleClaimRequest,
        response=RafflePrize,
    ),
)
