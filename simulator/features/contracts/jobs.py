"""The settlement jobs on the simulator clock, one per contract kind (contracts.<kind>):
dividend at 00:05 and daily salary at 00:10 brand time, hourly salary at five past each
hour, real-time salary every five minutes."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.scheduler import JobBody, every
from ...keys import DB, FIXTURES, SCHEDULER
from .periods import FIVE_MINUTES, HOUR, MINUTE, next_local_time
from .settlement import settle_kind


def settle(kind: str) -> JobBody:
    """The job body of one kind: settle its last complete period as of the due time."""

    def run(app: web.Application, due: int) -> dict[str, Any]:
        return settle_kind(app[DB], kind, due, app[FIXTURES].brand.zone)

    return run


def setup(app: web.Application) -> None:
    zone = app[FIXTURES].brand.zone
    jobs = {
        "dividend": next_local_time(0, 5, zone),
        "daily_salary": next_local_time(0, 10, zone),
        "hourly_salary": every(HOUR, 5 * MINUTE),
        "realtime_salary": every(FIVE_MINUTES),
    }
    for kind, next_due in jobs.items():
        app[SCHEDULER].register(f"contracts.{kind}", next_due, settle(kind))
