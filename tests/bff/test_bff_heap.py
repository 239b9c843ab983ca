"""A serving process freezes its heap once started (bff/heap.py); an app a test builds does not."""

from __future__ import annotations

import gc
from types import SimpleNamespace
from typing import Any

from aiohttp import web

from bff import __main__ as entry_point
from bff import gunicorn_conf
from bff.app import create_app
from bff.heap import freeze_heap
from bff.settings import Settings


async def test_freeze_heap_moves_what_lives_out_of_the_collectors_sight() -> None:
    try:
        await freeze_heap(web.Application())
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_the_serving_processes_freeze_and_a_plain_app_does_not(monkeypatch: Any) -> None:
    assert freeze_heap not in create_app(Settings()).on_startup
    served: list[web.Application] = []
    monkeypatch.setattr(entry_point.web, "run_app", lambda app, **_: served.append(app))
    entry_point._serve(Settings())
    assert freeze_heap in served[0].on_startup
    worker = SimpleNamespace(wsgi=web.Application())
    gunicorn_conf.post_worker_init(worker)
    assert freeze_heap in worker.wsgi.on_startup
