"""sports.settle every minute: the legs whose match has ended, and the bets they decide."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.scheduler import every
from ...keys import DB, FIXTURES, SCHEDULER
from ..missions.notices import watch_of
from .service import settle_due

MINUTE = 60_000


def _settle(app: web.Application, due: int) -> dict[str, Any]:
    return {"settled": len(settle_due(app[DB], app[FIXTURES], due, watch=watch_of(app)))}


def setup(app: web.Application) -> None:
    app[SCHEDULER].register("sports.settle", every(MINUTE), _settle)
