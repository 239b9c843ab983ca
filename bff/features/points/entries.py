"""The points entries of the call catalogue (docs/contract.md section 14), module PTSYS3.

All need a session of a real account (a trial plays without points, so the BFF refuses it
before calling upstream); none is cached (balances, stock and redeems change with every bet
and order). Redeeming and converting carry the payment password, so they travel encrypted;
they are never retried: the browser retries with the same requestId and the upstream answers
that retry without moving points again.
The two live under `passwordCheck/`, as on the real platform.
"""

from __future__ import annotations

from typing import Any

from ...entry import Entry, member_entry
from .schemas import (
    Conversion,
    ConvertRequest,
    PointBalance,
    PointConfig,
    PointPageQuery,
    PointRewards,
    Redeem,
    RedeemListQuery,
    RedeemRequest,
    Redeems,
)

MODULE = "PTSYS3"


def _points(name: str, path: str, summary: str, **kw: Any) -> Entry:
    return member_entry(name, path, summary, tag="points", module=MODULE, **kw)


def _spend(name: str, path: str, summary: str, **kw: Any) -> Entry:
    return _points(
        name,
        path,
        summary,
        methods=("POST",),
        encrypted=True,
        retry=False,
        **kw,
    )


POINTS: tuple[Entry, ...] = (
    _points(
        "points.config",
        "/wps/relay/MCS2_getPointConfig",
        "How points are earned (earnPoints per earnPer of valid bets) and converted",
        response=PointConfig,
    ),
    _points(
        "points.balance",
        "/wps/relay/MCS2_getPointBalance",
        "The member's points: available, earned, spent and reserved by redeems",
        response=PointBalance,
    ),
    _points(
        "points.rewards",
        "/wps/relay/MCS2_getPointReward",
        "The points mall: rewards with their price in points (and money) and stock left",
        query=PointPageQuery,
        response=PointRewards,
    ),
    _spend(
        "points.redeem",
        "/wps/relay/passwordCheck/MCS2_redeemPointReward",
        "Redeem a reward (payment password): reserves the points, money and stock for review",
        body=RedeemRequest,
        response=Redeem,
    ),
    _points(
        "points.redeems",
        "/wps/relay/MCS2_getRedeemPointList",
        "The member's redeems, newest first, optionally of one status",
        query=RedeemListQuery,
        response=Redeems,
    ),
    _spend(
        "points.convert",
        "/wps/relay/passwordCheck/MCS2_convertPoint",
        "Convert points to money in the main wallet (payment password)",
        body=ConvertRequest,
        response=Conversion,
    ),
)
