"""Login days for LOGIN_DAYS missions. The session feature calls this at every successful
login; it imports nothing but the missions store, so logging in never pulls in payouts."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from ...core.db import Database
from . import store
from .periods import local_day


def note_login(db: Database, member_id: int, now: int, zone: ZoneInfo) -> None:
    """The login's brand day counts once for the member, trial accounts too."""
    store.add_login_day(db, member_id, local_day(now, zone).isoformat(), now)
