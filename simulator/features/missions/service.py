"""Mission progress, the summary and claims.

Progress is read from real data for the current period only (periods.py): demo rounds and
lottery tickets through the betting record's query, paid deposits from deposit_orders, login
days from login_days. Nothing is stored per mission until a reward is claimed, so a new day
or week starts from zero by itself. A claim pays once per mission, member and period: a
unique claim row plus the ledger reference mission:<missionId>:<memberId>:<periodKey>, both
written in one transaction with the payment.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...core.journal.store import record
from ...core.members.store import Member
from ...core.money import format_minor
from ...errors import DomainError
from ..deposits import store as deposits
from ..records import store as records
from . import store
from .catalogue import Catalogue, Mission
from .payout import pay_reward
from .periods import Window, window

PROCESS, CLAIM, CLAIMED = "PROCESS", "CLAIM", "CLAIMED"


def _last_day(win: Window) -> str:
    return (date.fromisoformat(win.key) + timedelta(days=6)).isoformat()


# (window start, window end) -> bet totals per category: what missions over the same window
# share, read once.
BetTotals = dict[tuple[int, int], dict[str, tuple[int, int]]]


def progress_units(
    db: Database, mission: Mission, member_id: int, win: Window, totals: BetTotals | None = None
) -> int:
    """What the member did towards the mission in the window, in the target's units; bet
    totals read once per window into `totals` when given."""
    if mission.kind == "DEPOSIT":
        return deposits.paid_total(db, member_id, win.start, win.stop)
    if mission.kind == "LOGIN_DAYS":
        last = win.key if mission.period == "DAILY" else _last_day(win)
        return store.login_day_count(db, member_id, win.key, last)
    totals = {} if totals is None else totals
    by_type = totals.get((win.start, win.stop))
    if by_type is None:
        by_type = totals[(win.start, win.stop)] = records.bet_totals_by_type(
            db, member_id, win.start, win.stop
        )
    placed, valid = records.of_type(by_type, mission.category)
    return placed if mission.kind == "ROUNDS" else valid


def progress_state(done: int, target: int, *, claimed: bool) -> tuple[str, int]:
    """(state, progress shown): CLAIMED once paid in the period (progress: the target), else
    CLAIM when the progress reached the target, PROCESS before; progress stops at the target."""
    if claimed:
        return CLAIMED, target
    shown = min(done, target)
    return (CLAIM if shown >= target else PROCESS), shown


class Board:
    """The member's missions at one moment: the period windows and the claims in them."""

    def __init__(self, db: Database, member_id: int, now: int, zone: ZoneInfo) -> None:
        self.db, self.member_id = db, member_id
        self.windows = {period: window(period, now, zone) for period in ("DAILY", "WEEKLY")}
        self.load_claims()

    def load_claims(self) -> None:
        daily, weekly = self.windows["DAILY"].key, self.windows["WEEKLY"].key
        self.claims = store.claims_in(self.db, self.member_id, daily, weekly)

    def state(self, mission: Mission) -> tuple[str, int]:
        """(state, progress capped at the target)."""
        target = mission.target_units()
        if mission.id in self.claims:
            return progress_state(target, target, claimed=True)
        win = self.windows[mission.period]
        done = progress_units(self.db, mission, self.member_id, win)
        return progress_state(done, target, claimed=False)

    def view(self, mission: Mission, locale: str) -> dict[str, Any]:
        state, done = self.state(mission)
        value: dict[str, Any] = {
            "id": mission.id,
            "code": mission.code,
            "period": mission.period,
            "kind": mission.kind,
            "title": mission.title_in(locale),
            "target": mission.show(mission.target_units()),
            "progress": mission.show(done),
            "rewardKind": mission.rewardKind,
            "reward": mission.shown_reward(),
            "state": state,
        }
        if mission.category:
            value["category"] = mission.category
        return value


def summary(
    db: Database, catalogue: Catalogue, member_id: int, *, now: int, zone: ZoneInfo, locale: str
) -> dict[str, Any]:
    board = Board(db, member_id, now, zone)
    daily = [board.view(m, locale) for m in catalogue.of_period("DAILY")]
    weekly = [board.view(m, locale) for m in catalogue.of_period("WEEKLY")]
    return {
        "daily": daily,
        "weekly": weekly,
        "claimable": sum(m["state"] == CLAIM for m in daily + weekly),
        "dailyResetAt": board.windows["DAILY"].stop,
        "weeklyResetAt": board.windows["WEEKLY"].stop,
    }


def claim(
    db: Database,
    catalogue: Catalogue,
    member: Member,
    mission_id: int,
    *,
    now: int,
    zone: ZoneInfo,
    locale: str,
    languages: Mapping[str, str],
) -> dict[str, Any]:
    """Pay a completed mission's reward once in its period; anything else is
    mission.state.invalid (not complete yet, or already claimed). languages: the brand's
    Language codes and their locales, for the bonus title."""
    mission = catalogue.by_id(mission_id)
    if mission is None:
        raise DomainError("mission.not.found", field="missionId")
    with db.transaction():
        board = Board(db, member.id, now, zone)
        state, _ = board.state(mission)
        if state != CLAIM:
            raise DomainError("mission.state.invalid", value={"state": state})
        win = board.windows[mission.period]
        reference = f"mission:{mission.id}:{member.id}:{win.key}"
        pay_reward(db, mission, member.id, reference=reference, languages=languages, now=now)
        store.insert_claim(
            db,
            store.Claim(
                id=0,
                mission_id=mission.id,
                member_id=member.id,
                period=mission.period,
                period_key=win.key,
                reward_kind=mission.rewardKind,
                reward=mission.reward_units(),
                reference=reference,
                claimed_at=now,
            ),
        )
        record(
            db,
            now,
            "mission.claimed",
            member.account,
            missionId=mission.id,
            code=mission.code,
            periodKey=win.key,
            rewardKind=mission.rewardKind,
            reward=mission.shown_reward(),
            reference=reference,
        )
        board.load_claims()
    return board.view(mission, locale)


RECENT = 20  # rewards the reward centre lists as paid lately


def reward_items(
    db: Database, catalogue: Catalogue, member_id: int, *, now: int, zone: ZoneInfo, locale: str
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(claimable, recent) reward-centre items of source MISSION: the missions the member
    can claim now (time: now, as for a promotion whose moment is not known), and the last
    rewards paid (time: when). Claims of missions no longer in the catalogue are left out."""
    board = Board(db, member_id, now, zone)
    claimable = [
        _item(m, locale, CLAIM, m.shown_reward(), now)
        for m in catalogue.missions
        if board.state(m)[0] == CLAIM
    ]
    recent = []
    for paid in store.recent_claims(db, member_id, RECENT):
        mission = catalogue.by_id(paid.mission_id)
        if mission is not None:
            shown = format_minor(paid.reward) if paid.reward_kind == "MONEY" else paid.reward
            recent.append(_item(mission, locale, CLAIMED, shown, paid.claimed_at))
    return claimable, recent


def _item(
    mission: Mission, locale: str, state: str, reward: str | int, time: int
) -> dict[str, Any]:
    return {
        "source": "MISSION",
        "id": mission.id,
        "title": mission.title_in(locale),
        "rewardKind": mission.rewardKind,
        "reward": reward,
        "state": state,
        "time": time,
    }
