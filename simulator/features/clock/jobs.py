"""Scheduled jobs shipped now; later issues register theirs the same way (draws, salaries,
withdrawal auto-receive). `housekeeping` removes expired tokens, captchas and codes."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from ...keys import DB, SCHEDULER
from ...scheduler import MINUTE, every

HOUSEKEEPING_EVERY = MINUTE


def housekeeping(app: web.Application, due: int) -> dict[str, Any]:
    """Delete what expired by `due`; failed-login counters go after 30 quiet minutes.
    Codes stay an hour past their expiry so a late try answers verification.code.expired."""
    db = app[DB]
    with db.transaction() as conn:
        tokens = conn.execute("DELETE FROM sessions WHERE expires_at <= ?", (due,)).rowcount
        captchas = conn.execute("DELETE FROM captchas WHERE expires_at <= ?", (due,)).rowcount
        codes = conn.execute(
            "DELETE FROM codes WHERE expires_at <= ?", (due - 60 * MINUTE,)
        ).rowcount
        failures = conn.execute(
            "DELETE FROM login_failures WHERE last_at <= ?", (due - 30 * MINUTE,)
        ).rowcount
    return {"tokens": tokens, "captchas": captchas, "codes": codes, "loginFailures": failures}


def setup(app: web.Application) -> None:
    app[SCHEDULER].register("housekeeping", every(HOUSEKEEPING_EVERY), housekeeping)
