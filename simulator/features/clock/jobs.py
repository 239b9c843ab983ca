"""The clock's own job: `housekeeping` removes expired tokens, captchas and codes and old
failed-login counts, every minute. Each feature registers its jobs in its own jobs.py."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...core.scheduler import MINUTE, every
from ...keys import DB, SCHEDULER
from ..captcha.store import CaptchaStore
from ..session.store import FailureStore, SessionStore
from ..verification.store import CodeStore

HOUSEKEEPING_EVERY = MINUTE


def housekeeping(app: web.Application, due: int) -> dict[str, Any]:
    """Delete what expired by `due`; failed-login counters go after 30 quiet minutes.
    Codes stay an hour past their expiry so a late try answers verification.code.expired."""
    db = app[DB]
    with db.transaction():
        tokens = SessionStore(db).expire(due)
        captchas = CaptchaStore(db).expire(due)
        codes = CodeStore(db).expire(due - 60 * MINUTE)
        failures = FailureStore(db).forget_quiet(due - 30 * MINUTE)
    return {"tokens": tokens, "captchas": captchas, "codes": codes, "loginFailures": failures}


def setup(app: web.Application) -> None:
    app[SCHEDULER].register("housekeeping", every(HOUSEKEEPING_EVERY), housekeeping)
