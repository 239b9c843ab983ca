"""The deposit job on the simulator clock: unpaid orders expire (deposits.expire)."""

from __future__ import annotations

from aiohttp import web

from ...core.scheduler import MINUTE, every
from ...keys import DB, SCHEDULER
from . import service


def setup(app: web.Application) -> None:
    app[SCHEDULER].register(
        "deposits.expire", every(MINUTE), lambda app, due: service.expire(app[DB], due)
    )
