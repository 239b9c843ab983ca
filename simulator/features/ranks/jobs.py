"""ranks.evaluate at 00:20 brand time: moves members up the club levels their last 30 brand
days of valid bets and paid deposits earned (service.evaluate)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...keys import DB, FIXTURES, SCHEDULER
from ..contracts.periods import next_local_time
from .service import evaluate


def _evaluate(app: web.Application, due: int) -> dict[str, Any]:
    return evaluate(app[DB], app[FIXTURES], due)


def setup(app: web.Application) -> None:
    zone = app[FIXTURES].brand.zone
    app[SCHEDULER].register("ranks.evaluate", next_local_time(0, 20, zone), _evaluate)
