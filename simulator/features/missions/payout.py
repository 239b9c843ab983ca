"""Paying a mission reward: money as a bonus (bonus:main -> main wallet, type MISSION in the
bonus details, no rollover), points into the member's PTS account (kind points_mission);
either way the member's message (BONUS or POINTS). The caller holds the transaction."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.db import Database
from ...core.ledger.store import LedgerStore
from ..messages.service import send_message
from ..points.ledger import credit_points
from ..promotions.bonus import pay_bonus
from .catalogue import Mission


def pay_reward(
    db: Database,
    mission: Mission,
    member_id: int,
    *,
    reference: str,
    languages: Mapping[str, str],
    now: int,
) -> None:
    """languages: the brand's Language codes and their locales (EN -> en, TY -> vi), so the
    bonus details can show the title in the reader's language."""
    ledger = LedgerStore(db)
    memo = {"missionId": mission.id, "code": mission.code}
    units = mission.reward_units()
    title = {code: mission.title_in(locale) for code, locale in languages.items()}
    if mission.rewardKind == "MONEY":
        pay_bonus(
            db,
            ledger,
            member_id,
            units,
            reference=reference,
            title=title,
            now=now,
            bonus_type="MISSION",
            memo=memo,
        )
    else:
        credit_points(
            ledger, member_id, units, reference=reference, kind="points_mission", now=now, memo=memo
        )
        params = {"title": title, "points": units}
        send_message(db, member_id, "POINTS", params, now, key=f"bonus:{reference}")
