"""responsible.limits every hour: a raised or removed limit whose 24 hours have passed is
written and journalled at the time it applied. Checks and reads count it from that time on
whether or not it is written yet, so the hour is only how late the journal learns of it."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.scheduler import every
from ...keys import DB, SCHEDULER
from .service import HOUR, apply_due


def _apply(app: web.Application, due: int) -> dict[str, Any]:
    return {"applied": apply_due(app[DB], due)}


def setup(app: web.Application) -> None:
    app[SCHEDULER].register("responsible.limits", every(HOUR), _apply)
