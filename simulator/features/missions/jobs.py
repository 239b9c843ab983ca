"""Missions need no job. Progress is counted from real data inside the current period's
window (periods.py: the brand's day from local midnight, the week from Monday's), and a
claim is unique per mission, member and period key, so the daily and weekly resets happen
by themselves, exactly on the simulator clock, however it is set or advanced. An unclaimed
reward of an ended period simply lapses."""

from __future__ import annotations

from aiohttp import web


def setup(app: web.Application) -> None:
    del app
