"""The draw jobs on the simulator clock: one per draw period kind (lottery.draw.<kind>)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.scheduler import JobBody
from ...keys import DB, FIXTURES, SCHEDULER
from ..missions.notices import watch_of
from .draws import PERIODS, Period
from .service import run_draw


def _draw(period: Period) -> JobBody:
    def run(app: web.Application, due: int) -> dict[str, Any]:
        return run_draw(app[DB], period, due, app[FIXTURES].brand.points, watch_of(app))

    return run


def setup(app: web.Application) -> None:
    for period in PERIODS.values():
        app[SCHEDULER].register(period.job, period.next_boundary, _draw(period))
