"""Points earned on settled bets (demo rounds, lottery tickets), posted in the bet's own
transaction.

The rate applies to a member's cumulative valid bets, not to each bet: after a bet the
member holds floor(total valid x earnPoints / earnPer) points from betting, and the bet posts
the difference. Ten bets of a tenth of earnPer earn exactly what one bet of earnPer does.
"""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.store import MemberStore
from ...core.money import format_minor, parse_minor
from ...fixtures import PointsSettings
from . import store
from .ledger import credit_points

KIND = "points_earn"


def points_for(valid_total: int, settings: PointsSettings) -> int:
    """The points a member's cumulative valid bets (minor units) are worth."""
    return valid_total * settings.earnPoints // parse_minor(settings.earnPer)


def earn_for_bet(
    db: Database,
    settings: PointsSettings,
    member_id: int,
    valid: int,
    *,
    reference: str,
    now: int,
    account: str | None = None,
    memo: dict[str, Any] | None = None,
) -> int:
    """Count a settled bet's valid amount and post the points it completes (reference
    `points:bet:<roundId>` or `points:lotto:<ticketId>`). Returns the points posted (often
    0). Call inside the transaction that settles the bet, once per bet."""
    if valid <= 0:
        return 0
    counted, earned = store.progress(db, member_id)
    total = counted + valid
    # max(): a brand whose rate went down never takes points back.
    points = max(points_for(total, settings) - earned, 0)
    store.save_progress(db, member_id, total, earned + points)
    if points:
        credit_points(
            LedgerStore(db), member_id, points, reference=reference, kind=KIND, now=now, memo=memo
        )
        if account is None:
            member = MemberStore(db).by_id(member_id)
            account = member.account if member else None
        record(
            db,
            now,
            "points.earned",
            account,
            reference=reference,
            points=points,
            valid=format_minor(valid),
        )
    return points
