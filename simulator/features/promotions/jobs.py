"""The promotion jobs on the simulator clock: promotions.rebate (00:15 brand time, the
previous day's rebates) and promotions.draw (each minute: raffles and rankings whose
window closed)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.scheduler import MINUTE, every
from ...keys import DB, FIXTURES, SCHEDULER
from ..contracts.periods import next_local_time
from .draws import draw_due, pay_rebates


def _rebate(app: web.Application, due: int) -> dict[str, Any]:
    return pay_rebates(app[DB], app[FIXTURES].brand.zone, due)


def _draw(app: web.Application, due: int) -> dict[str, Any]:
    return draw_due(app[DB], due)


def setup(app: web.Application) -> None:
    zone = app[FIXTURES].brand.zone
    app[SCHEDULER].register("promotions.rebate", next_local_time(0, 15, zone), _rebate)
    app[SCHEDULER].register("promotions.draw", every(MINUTE), _draw)
