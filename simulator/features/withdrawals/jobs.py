"""The withdrawal jobs on the simulator clock: the desk's review (withdrawals.review) and
the auto-receive of paid orders the member did not confirm (withdrawals.autoreceive)."""

from __future__ import annotations

from aiohttp import web

from ...core.scheduler import MINUTE, every
from ...keys import DB, FIXTURES, SCHEDULER
from . import service


def setup(app: web.Application) -> None:
    scheduler = app[SCHEDULER]
    scheduler.register(
        "withdrawals.review",
        every(MINUTE),
        lambda app, due: service.review_due(app[DB], app[FIXTURES], due),
    )
    scheduler.register(
        "withdrawals.autoreceive", every(MINUTE), lambda app, due: service.receive_due(app[DB], due)
    )
