"""referral.reward, each minute: pays the inviters of invitees who qualified and closes the
windows that ended unqualified (payout.py)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.scheduler import MINUTE, every
from ...keys import DB, FIXTURES, SCHEDULER
from .payout import run_rewards
from .service import Rule


def _reward(app: web.Application, due: int) -> dict[str, Any]:
    return run_rewards(app[DB], Rule.of(app[FIXTURES].brand.referral), due)


def setup(app: web.Application) -> None:
    app[SCHEDULER].register("referral.reward", every(MINUTE), _reward)
