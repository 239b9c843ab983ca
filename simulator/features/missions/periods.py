"""The mission period a moment falls in, on the brand's calendar: a day from local midnight,
a week from Monday's local midnight. Progress only counts inside the current period, so
the reset needs no job: at midnight the window simply moves on."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from ...core.clock import epoch_ms


@dataclass(frozen=True)
class Window:
    start: int  # epoch ms, inclusive
    stop: int  # epoch ms, exclusive: the next reset
    key: str  # the first local day, yyyy-MM-dd: claims are unique per mission and key


def local_day(now: int, zone: ZoneInfo) -> date:
    return datetime.fromtimestamp(now / 1000, zone).date()


def _midnight(day: date, zone: ZoneInfo) -> int:
    return epoch_ms(datetime(day.year, day.month, day.day, tzinfo=zone))


def window(period: str, now: int, zone: ZoneInfo) -> Window:
    today = local_day(now, zone)
    if period == "DAILY":
        first, days = today, 1
    elif period == "WEEKLY":
        first, days = today - timedelta(days=today.weekday()), 7
    else:
        raise ValueError(f"unknown mission period {period!r}")
    after = first + timedelta(days=days)
    return Window(_midnight(first, zone), _midnight(after, zone), first.isoformat())
