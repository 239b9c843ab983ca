"""Settlement periods on the brand's calendar: the last complete period of each kind before a
moment. Days start at local midnight (brand `timeZone`), weeks on Monday, half months on the
1st and the 16th."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from ...core.clock import epoch_ms
from ...core.scheduler import NextDue

MINUTE = 60_000
HOUR = 60 * MINUTE
FIVE_MINUTES = 5 * MINUTE


def _midnight(day: date, zone: ZoneInfo) -> int:
    return epoch_ms(datetime(day.year, day.month, day.day, tzinfo=zone))


def _local_day(now: int, zone: ZoneInfo) -> date:
    return datetime.fromtimestamp(now / 1000, zone).date()


def _half_month_start(day: date) -> date:
    return day.replace(day=1 if day.day < 16 else 16)


def _previous_half_month(start: date) -> date:
    if start.day == 16:
        return start.replace(day=1)
    prior = start - timedelta(days=1)
    return prior.replace(day=16)


def last_complete(period: str, now: int, zone: ZoneInfo) -> tuple[int, int]:
    """(start ms, end ms) of the most recent period of this kind that ended at or before now."""
    if period == "5MIN":
        end = now - now % FIVE_MINUTES
        return end - FIVE_MINUTES, end
    if period == "HOUR":
        local = datetime.fromtimestamp(now / 1000, zone).replace(minute=0, second=0, microsecond=0)
        end = epoch_ms(local)
        return epoch_ms(local - timedelta(hours=1)), end
    today = _local_day(now, zone)
    if period == "D":
        return _midnight(today - timedelta(days=1), zone), _midnight(today, zone)
    if period == "W":
        monday = today - timedelta(days=today.weekday())
        return _midnight(monday - timedelta(days=7), zone), _midnight(monday, zone)
    if period == "H":
        current = _half_month_start(today)
        return _midnight(_previous_half_month(current), zone), _midnight(current, zone)
    if period == "M":
        first = today.replace(day=1)
        previous = (first - timedelta(days=1)).replace(day=1)
        return _midnight(previous, zone), _midnight(first, zone)
    raise ValueError(f"unknown period {period!r}")


def next_local_time(hour: int, minute: int, zone: ZoneInfo) -> NextDue:
    """A scheduler next_due: the first local hh:mm strictly after a moment (DST-safe)."""

    def next_due(after: int) -> int:
        local = datetime.fromtimestamp(after / 1000, zone)
        candidate = local.replace(hour=hour, minute=minute, second=0, microsecond=0)
        while epoch_ms(candidate) <= after:
            day = candidate.date() + timedelta(days=1)
            candidate = datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone)
        return epoch_ms(candidate)

    return next_due
