"""Responsible gaming, enforced on the simulator clock (docs/contract.md section 16).

- Limits: deposit, loss and wager per brand day, week (from Monday) and month, and the session
  time. A lower limit (or a first one) applies at once; a higher one, or a removal, 24 hours
  later, shown as waiting until then. Deposits count paid orders and open ones; wagers count
  every stake the ledger posted or reserved; losses are stakes less wins.
- Refusals: a deposit order, a stake or a transfer into a game wallet that would pass a limit
  is refused with `limit.<kind>.exceeded` and the limit, what is used, what is left and when
  the period resets. A session ends when its time limit passes (`session.time.limit`).
- Reality check: every 15, 30 or 60 minutes of a session, the figures of that session.
- Time-out (24 hours, 7 or 30 days) and self-exclusion (6 months, 1 or 5 years, permanent):
  sessions end at once, game wallets come back to the main wallet, login is refused until the
  end (`account.excluded`), marketing messages and promotion joining stop, an agent cannot
  pay the member. A player cannot end one early.

Every change is a journal event (`responsible.*`).
"""

from __future__ import annotations

from calendar import monthrange
from dataclasses import replace
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import LedgerStore
from ...core.members.store import Member, MemberStore
from ...core.money import format_minor
from ...errors import DomainError
from ...fixtures import Fixtures
from ..records.service import day_start, local_day
from ..session.store import SessionStore
from ..wallet.service import recover_all
from . import store
from .store import Exclusion, Limit

MINUTE = 60_000
HOUR = 60 * MINUTE
DAY = 24 * HOUR
DELAY = DAY  # a raise waits this long
MONEY_KINDS = ("deposit", "loss", "wager")
PERIODS = ("day", "week", "month")
SESSION = "session"
PERIOD_WORDS = {"day": "daily", "week": "weekly", "month": "monthly"}
REALITY_MINUTES = (15, 30, 60)
TIMEOUTS = ("24h", "7d", "30d")
SELF_EXCLUSIONS = ("6m", "1y", "5y", "permanent")


# -- periods ------------------------------------------------------------------------------


def _add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    year, month = day.year + month // 12, month % 12 + 1
    return date(year, month, min(day.day, monthrange(year, month)[1]))


def window(period: str, now: int, zone: ZoneInfo) -> tuple[int, int]:
    """[start, reset) of the brand-time day, week (Monday first) or month holding `now`."""
    today = local_day(now, zone)
    if period == "day":
        first, after = today, today + timedelta(days=1)
    elif period == "week":
        first = today - timedelta(days=today.weekday())
        after = first + timedelta(days=7)
    else:
        first = today.replace(day=1)
        after = _add_months(first, 1)
    return day_start(first, zone), day_start(after, zone)


def exclusion_end(length: str, now: int, zone: ZoneInfo) -> int | None:
    """When an exclusion of `length` started at `now` ends (None: never). Months and years
    are calendar ones in brand time."""
    if length == "permanent":
        return None
    hours = {"24h": 24, "7d": 7 * 24, "30d": 30 * 24}.get(length)
    if hours is not None:
        return now + hours * HOUR
    months = {"6m": 6, "1y": 12, "5y": 60}[length]
    local = datetime.fromtimestamp(now / 1000, zone)
    later = _add_months(local.date(), months)
    moved = local.replace(year=later.year, month=later.month, day=later.day)
    return int(moved.timestamp() * 1000)


# -- limits -------------------------------------------------------------------------------


def _shown(kind: str, amount: int | None) -> str | int | None:
    """Money as a decimal string, the session time in minutes."""
    if amount is None or kind == SESSION:
        return amount
    return format_minor(amount)


def _usage(db: Database, member_id: int, kind: str, start: int, stop: int) -> int:
    if kind == "deposit":
        return store.deposited(db, member_id, start, stop)
    staked, won = store.staked_and_won(db, member_id, start, stop)
    return staked if kind == "wager" else max(0, staked - won)


def limits_value(db: Database, member_id: int, now: int, zone: ZoneInfo) -> dict[str, Any]:
    """Every limit with its waiting change, what is used of it and when it resets; the
    session time; the reality check's interval; the exclusion in force."""
    found = {(limit.kind, limit.period): limit for limit in store.limits(db, member_id)}
    items = []
    for kind in MONEY_KINDS:
        for period in PERIODS:
            limit = found.get((kind, period))
            start, reset = window(period, now, zone)
            items.append(
                {
                    "kind": kind,
                    "period": period,
                    "used": format_minor(_usage(db, member_id, kind, start, reset)),
                    "resetsAt": reset,
                    **_limit_fields(kind, limit, now),
                }
            )
    session = found.get((SESSION, SESSION))
    exclusion = store.active_exclusion(db, member_id, now)
    return {
        "limits": items,
        "session": _limit_fields(SESSION, session, now),
        "realityCheckMinutes": store.reality_minutes(db, member_id),
        "exclusion": exclusion_value(exclusion) if exclusion else None,
        "delayHours": DELAY // HOUR,
    }


def _limit_fields(kind: str, limit: Limit | None, now: int) -> dict[str, Any]:
    if limit is None:
        return {"limit": None, "pending": None, "pendingAt": None, "pendingRemoval": False}
    waiting = limit.waiting(now)
    return {
        "limit": _shown(kind, limit.effective(now)),
        "pending": _shown(kind, limit.pending) if waiting else None,
        "pendingAt": limit.pending_at if waiting else None,
        "pendingRemoval": waiting and limit.pending is None,
    }


def set_limit(
    db: Database,
    member: Member,
    kind: str,
    period: str,
    amount: int | None,
    *,
    now: int,
    immediate: bool = False,
) -> None:
    """A player's (or with `immediate`, QA's) new limit: lower or first at once, a raise or a
    removal after DELAY. Call inside a transaction."""
    current_row = next(
        (x for x in store.limits(db, member.id) if (x.kind, x.period) == (kind, period)), None
    )
    current = current_row.effective(now) if current_row else None
    tighter = amount is not None and (current is None or amount <= current)
    previous = _shown(kind, current)
    if tighter or immediate:
        limit = Limit(kind, period, amount, False, None, None, now)
        store.save_limit(db, member.id, limit)
        if kind == SESSION:
            SessionStore(db).bound(member.id, amount)  # lower: the open sessions too
        record(
            db,
            now,
            "responsible.limit.set",
            member.account,
            kind=kind,
            period=period,
            limit=_shown(kind, amount),
            previous=previous,
        )
        return
    if current is None:  # no limit, none wanted: drop a waiting change
        if current_row is not None:
            store.save_limit(db, member.id, Limit(kind, period, None, False, None, None, now))
        return
    limit = Limit(kind, period, current, True, amount, now + DELAY, now)
    store.save_limit(db, member.id, limit)
    record(
        db,
        now,
        "responsible.limit.pending",
        member.account,
        kind=kind,
        period=period,
        limit=_shown(kind, amount),
        previous=previous,
        appliesAt=now + DELAY,
    )


def apply_due(db: Database, now: int) -> list[dict[str, Any]]:
    """Write every waiting change whose time has come (the responsible.limits job), each
    journalled at the time it applied."""
    applied = []
    with db.transaction():
        for member_id, limit in store.due_changes(db, now):
            at = limit.pending_at or now
            store.save_limit(
                db,
                member_id,
                replace(
                    limit,
                    amount=limit.pending,
                    pending_set=False,
                    pending=None,
                    pending_at=None,
                    updated_at=at,
                ),
            )
            account = MemberStore(db).account_of(member_id)
            record(
                db,
                at,
                "responsible.limit.applied",
                account,
                kind=limit.kind,
                period=limit.period,
                limit=_shown(limit.kind, limit.pending),
            )
            applied.append({"account": account, "kind": limit.kind, "period": limit.period})
    return applied


def session_ends(db: Database, member_id: int, now: int) -> int | None:
    """When a session opened now ends by the member's session time (None: no limit)."""
    for limit in store.limits(db, member_id):
        if limit.kind == SESSION:
            minutes = limit.effective(now)
            return now + minutes * MINUTE if minutes else None
    return None


def _check(
    db: Database, member_id: int, kinds: tuple[str, ...], amount: int, *, now: int, zone: ZoneInfo
) -> None:
    """Refuse `amount` more of `kinds` when it would pass a limit in force."""
    for limit in store.limits(db, member_id):
        if limit.kind not in kinds:
            continue
        ceiling = limit.effective(now)
        if ceiling is None:
            continue
        start, reset = window(limit.period, now, zone)
        used = _usage(db, member_id, limit.kind, start, reset)
        if used + amount > ceiling:
            left = max(0, ceiling - used)
            raise DomainError(
                f"limit.{limit.kind}.exceeded",
                f"This would pass your {PERIOD_WORDS[limit.period]} {limit.kind} limit of "
                f"{format_minor(ceiling)}: {format_minor(left)} left until it resets",
                value={
                    "kind": limit.kind,
                    "period": limit.period,
                    "limit": format_minor(ceiling),
                    "used": format_minor(used),
                    "remaining": format_minor(left),
                    "resetsAt": reset,
                },
            )


def check_deposit(db: Database, member_id: int, amount: int, *, now: int, zone: ZoneInfo) -> None:
    _check(db, member_id, ("deposit",), amount, now=now, zone=zone)


def check_stake(db: Database, member_id: int, amount: int, *, now: int, zone: ZoneInfo) -> None:
    """A bet, a ticket, or money moved into a game wallet to play with."""
    _check(db, member_id, ("wager", "loss"), amount, now=now, zone=zone)


# -- reality check ------------------------------------------------------------------------


def set_reality(db: Database, member: Member, minutes: int | None, now: int) -> None:
    store.set_reality_minutes(db, member.id, minutes)
    record(db, now, "responsible.reality.set", member.account, minutes=minutes)


def reality_value(db: Database, member_id: int, token: str, now: int) -> dict[str, Any]:
    """The session's time and result, and when its next check is due (None: checks off)."""
    times = SessionStore(db).times(token)
    if times is None:
        raise DomainError("login.not.session")
    started, checked = times
    staked, won = store.staked_and_won(db, member_id, started, now + 1)
    minutes = store.reality_minutes(db, member_id)
    last = checked or started
    return {
        "minutes": minutes,
        "sessionStartedAt": started,
        "now": now,
        "playedMinutes": (now - started) // MINUTE,
        "staked": format_minor(staked),
        "won": format_minor(won),
        "net": format_minor(won - staked),
        "dueAt": last + minutes * MINUTE if minutes else None,
    }


def acknowledge(db: Database, member: Member, token: str, now: int) -> None:
    SessionStore(db).checked(token, now)
    record(db, now, "responsible.reality.acknowledged", member.account)


# -- exclusions ---------------------------------------------------------------------------


def exclusion_value(exclusion: Exclusion) -> dict[str, Any]:
    return {
        "kind": exclusion.kind,
        "length": exclusion.length,
        "startedAt": exclusion.started_at,
        "endsAt": exclusion.ends_at,
    }


def exclude(
    db: Database, fixtures: Fixtures, member: Member, kind: str, length: str, *, now: int
) -> Exclusion:
    """Start a time-out or self-exclusion: sessions end, game wallets come back to the main
    wallet. One in force is never shortened: a shorter one asked for meanwhile is refused."""
    allowed = TIMEOUTS if kind == "timeout" else SELF_EXCLUSIONS
    if length not in allowed:
        raise DomainError(
            "field.invalid", f"{kind} lasts one of {', '.join(allowed)}", field="length"
        )
    ends = exclusion_end(length, now, fixtures.brand.zone)
    with db.transaction():
        current = store.active_exclusion(db, member.id, now)
        if current is not None and (
            current.ends_at is None or (ends is not None and ends <= current.ends_at)
        ):
            raise DomainError("exclusion.active", value=exclusion_value(current))
        exclusion_id = store.add_exclusion(
            db, member.id, kind, length, started_at=now, ends_at=ends
        )
        SessionStore(db).end_all(member.id)
        moves = recover_all(
            LedgerStore(db), fixtures, member.id, reference=f"exclusion:{exclusion_id}", now=now
        )
        record(
            db,
            now,
            "responsible.exclusion.started",
            member.account,
            kind=kind,
            length=length,
            endsAt=ends,
            recovered=format_minor(sum(move.amount for move in moves)),
        )
    found = store.active_exclusion(db, member.id, now)
    assert found is not None
    return found


def refuse_excluded(db: Database, member_id: int, now: int) -> None:
    """Login, and anything done for the member, is refused while an exclusion is in force."""
    exclusion = store.active_exclusion(db, member_id, now)
    if exclusion is None:
        return
    until = "permanently" if exclusion.ends_at is None else "until the end of the period"
    raise DomainError(
        "account.excluded",
        f"This account is excluded from play {until}",
        value=exclusion_value(exclusion),
    )


def is_excluded(db: Database, member_id: int, now: int) -> bool:
    return store.active_exclusion(db, member_id, now) is not None


def clear(db: Database, member: Member, now: int) -> dict[str, int]:
    """QA: end the member's exclusions in force and remove every limit at once."""
    with db.transaction():
        ended = store.clear_exclusions(db, member.id, now)
        removed = store.clear_limits(db, member.id)
        SessionStore(db).bound(member.id, None)
        record(db, now, "responsible.cleared", member.account, exclusions=ended, limits=removed)
    return {"exclusions": ended, "limits": removed}
