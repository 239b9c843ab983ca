"""The reward centre: what the member can claim now and the last rewards paid, from
promotions and raffles (promotions feature) and missions (missions feature), each source
answering its own items in the contract's shape."""

from __future__ import annotations

from operator import itemgetter
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ..missions import service as missions
from ..missions.catalogue import Catalogue
from ..promotions import service as promotions

RECENT = 20


def reward_center(
    db: Database, catalogue: Catalogue, member_id: int, *, now: int, zone: ZoneInfo, locale: str
) -> dict[str, Any]:
    """claimable: promotions first, then missions, each source in its own order; recent:
    newest first across sources, at most RECENT."""
    promo_claimable, promo_recent = promotions.reward_items(db, member_id, now, locale)
    mission_claimable, mission_recent = missions.reward_items(
        db, catalogue, member_id, now=now, zone=zone, locale=locale
    )
    recent = sorted(promo_recent + mission_recent, key=itemgetter("time"), reverse=True)
    return {"claimable": promo_claimable + mission_claimable, "recent": recent[:RECENT]}
