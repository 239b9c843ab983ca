"""The mission leaderboard of the current day or week: members ranked by the missions they
completed (claimed) in it, daily and weekly missions alike, then by the points their mission
rewards brought, then by who got there first. Accounts are masked; the caller sees their own
standing in `me`."""

from __future__ import annotations

from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...core.members.masks import mask_account
from . import store
from .periods import window

TOP = 20


def leaderboard(
    db: Database, member_id: int, period: str, now: int, zone: ZoneInfo
) -> dict[str, Any]:
    win = window(period, now, zone)
    rows = store.standings(db, win.start, win.stop)
    listed = [
        {
            "rank": rank,
            "account": mask_account(row["account"]),
            "completed": row["completed"],
            "points": row["points"],
        }
        for rank, row in enumerate(rows[:TOP], start=1)
    ]
    me: dict[str, Any] = {"completed": 0, "points": 0}
    for rank, row in enumerate(rows, start=1):
        if row["member_id"] == member_id:
            me = {"rank": rank, "completed": row["completed"], "points": row["points"]}
            break
    return {"period": period, "periodStart": win.start, "list": listed, "me": me}
