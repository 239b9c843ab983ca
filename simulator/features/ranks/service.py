"""Player rank: the club levels of fixtures/ranks.yaml and the evaluation that moves members
up them.

A member earns the highest level whose two minimums, valid bets and paid deposits, their
last 30 brand days meet: the day of the evaluation and the 29 before it, from local
midnight to the moment it runs (so the 00:20 job counts yesterday whole, and QA's run counts
today's play too). The evaluation never lowers a rank: a level once reached is kept, so the
seeded world's ranks and a quiet month cost nobody anything. Only a change is written:
the rank, a RANK message and the `rank.changed` journal entry, in one transaction.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...core.journal.store import record
from ...core.members.store import Member, MemberStore
from ...core.money import format_minor, parse_minor
from ...fixtures import Fixtures
from ..deposits import store as deposits
from ..members.service import rank_label
from ..messages.service import send_message
from ..records.service import day_start, local_day
from ..records.store import bet_totals, valid_bets

WINDOW_DAYS = 30


@dataclass(frozen=True)
class Level:
    level: int
    min_valid_bet: int
    min_deposit: int


def levels(fixtures: Fixtures) -> list[Level]:
    return [
        Level(rank.level, parse_minor(rank.minValidBet), parse_minor(rank.minDeposit))
        for rank in fixtures.ranks
    ]


def earned(ladder: list[Level], valid: int, deposit: int) -> int:
    """The highest level whose minimums valid bets and deposits meet (level 1 asks none)."""
    met = [
        rung.level for rung in ladder if valid >= rung.min_valid_bet and deposit >= rung.min_deposit
    ]
    return max(met, default=1)


def window(now: int, zone: ZoneInfo) -> tuple[int, int]:
    """[start, stop) of the rank's 30 brand days as of now."""
    first = local_day(now, zone) - timedelta(days=WINDOW_DAYS - 1)
    return day_start(first, zone), now + 1


def figures(db: Database, member_id: int, now: int, zone: ZoneInfo) -> tuple[int, int]:
    """(valid bets, paid deposits) of the member's window, in minor units."""
    start, stop = window(now, zone)
    _, valid = bet_totals(db, member_id, start, stop)
    return valid, deposits.paid_total(db, member_id, start, stop)


def _texts(fixtures: Fixtures, level: int) -> dict[str, str]:
    return dict(fixtures.ranks[level - 1].labelName)


def change_rank(
    db: Database,
    fixtures: Fixtures,
    *,
    member_id: int,
    account: str,
    previous: int,
    level: int,
    now: int,
    by: str,
) -> None:
    """Set a member's rank in the caller's transaction: the journal entry, and for the
    job's changes (by "job"; QA's by "desk" are test set-up) the member's message."""
    MemberStore(db).set_club_rank(member_id, level)
    if by == "job":
        params = {
            "level": level,
            "previous": previous,
            "labelName": _texts(fixtures, level),
            "previousLabelName": _texts(fixtures, previous),
        }
        send_message(db, member_id, "RANK", params, now)
    record(db, now, "rank.changed", account, **{"from": previous, "to": level, "by": by})


def evaluate(db: Database, fixtures: Fixtures, now: int) -> dict[str, Any]:
    """The ranks.evaluate job: {evaluated, promoted}."""
    ladder = levels(fixtures)
    ranked = MemberStore(db).club_ranks()
    start, stop = window(now, fixtures.brand.zone)
    valid: dict[int, int] = defaultdict(int)
    for (member_id, _), amount in valid_bets(db, [row[0] for row in ranked], start, stop).items():
        valid[member_id] += amount
    paid = deposits.paid_totals(db, start, stop)
    promoted = 0
    with db.transaction():
        for member_id, account, current in ranked:
            level = earned(ladder, valid.get(member_id, 0), paid.get(member_id, 0))
            if level > current:
                change_rank(
                    db,
                    fixtures,
                    member_id=member_id,
                    account=account,
                    previous=current,
                    level=level,
                    now=now,
                    by="job",
                )
                promoted += 1
    return {"evaluated": len(ranked), "promoted": promoted}


def _level_value(fixtures: Fixtures, level: int, language: str) -> dict[str, Any]:
    rank = fixtures.ranks[level - 1]
    return {
        "level": level,
        "labelName": rank_label(fixtures, level, language),
        "minValidBet": format_minor(parse_minor(rank.minValidBet)),
        "minDeposit": format_minor(parse_minor(rank.minDeposit)),
    }


def player_rank(
    db: Database, fixtures: Fixtures, member: Member, now: int, language: str
) -> dict[str, Any]:
    """MCSFE_getPlayerRank: the member's level, their window's figures, the next level's
    minimums (null at the top) and every level with its benefits."""
    valid, deposit = figures(db, member.id, now, fixtures.brand.zone)
    default = fixtures.brand.defaultLanguage
    top = len(fixtures.ranks)
    return {
        "level": member.club_rank,
        "labelName": rank_label(fixtures, member.club_rank, language),
        "windowDays": WINDOW_DAYS,
        "validBet": format_minor(valid),
        "deposit": format_minor(deposit),
        "next": _level_value(fixtures, member.club_rank + 1, language)
        if member.club_rank < top
        else None,
        "levels": [
            _level_value(fixtures, rank.level, language)
            | {"benefits": rank.benefits.get(language) or rank.benefits.get(default) or []}
            for rank in fixtures.ranks
        ],
    }
