"""The MISSION message: after an event that may complete missions (a settled round, a lottery
ticket, a paid deposit, a login), each mission of the member that just became claimable
writes one message, once per mission and period (the message's key
mission:<id>:<periodKey>). Only the missions the event can move are looked at, and one
already announced in its period costs a single indexed lookup, so play stays cheap.

Callers pass a Watch (the catalogue and the brand's zone) from the app; None (the world's
seeded history) checks nothing: its periods are over."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...keys import FIXTURES, SETTINGS
from ..messages.service import send_message, sent_already
from . import store
from .catalogue import Catalogue, load_catalogue
from .periods import window
from .service import BetTotals, progress_units

ROUND_KINDS = ("ROUNDS", "BET")  # a settled round moves both


@dataclass(frozen=True)
class Watch:
    catalogue: Catalogue
    zone: ZoneInfo


def watch_of(config: Mapping[Any, Any]) -> Watch:
    """The app's Watch (config: the app or a request's config_dict)."""
    return Watch(load_catalogue(config[SETTINGS].fixtures_dir), config[FIXTURES].brand.zone)


def note_completed(
    db: Database,
    watch: Watch | None,
    member_id: int,
    now: int,
    *,
    kinds: Collection[str],
    category: str | None = None,
) -> None:
    """In the event's transaction: missions of these kinds (and, for a round or ticket, of
    its game type `category` or of none) that became claimable get their message."""
    if watch is None:
        return
    claimed: set[int] | None = None
    totals: BetTotals = {}
    windows = {period: window(period, now, watch.zone) for period in ("DAILY", "WEEKLY")}
    for mission in watch.catalogue.missions:
        if mission.kind not in kinds or mission.category not in (None, category):
            continue
        win = windows[mission.period]
        key = f"mission:{mission.id}:{win.key}"
        if sent_already(db, member_id, key):
            continue
        if claimed is None:
            daily, weekly = windows["DAILY"].key, windows["WEEKLY"].key
            claimed = set(store.claims_in(db, member_id, daily, weekly))
        if mission.id in claimed:
            continue
        if progress_units(db, mission, member_id, win, totals) < mission.target_units():
            continue
        params = {"missionId": mission.id, "code": mission.code, "title": dict(mission.title)}
        send_message(db, member_id, "MISSION", params, now, key=key)
