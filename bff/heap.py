"""The serving process's heap, made cheaper for the garbage collector."""

from __future__ import annotations

import gc

from aiohttp import web


async def freeze_heap(app: web.Application) -> None:
    """on_startup of a serving process (not of an app a test starts and drops): everything
    built by then (routes, models, the catalogue, the brand, the pools) lives as long as the
    process, so it moves out of the garbage collector's sight and a full collection no longer
    walks it, which cut the longest pauses under load (docs/performance.md)."""
    gc.collect()
    gc.freeze()
