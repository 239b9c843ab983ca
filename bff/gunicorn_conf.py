"""Gunicorn settings for the BFF: `gunicorn -c python:bff.gunicorn_conf` (docs/operating.md).

Values come from the environment through `Settings` (BFF_HOST, BFF_PORT, BFF_WORKERS,
REDIS_URL and the rest); gunicorn's own flags (`-w`, `-b`, `--worker-class`, or
GUNICORN_CMD_ARGS) override them. Every worker builds its app with `create_app()`, which
reads the same environment. The master refuses more than one worker without REDIS_URL: at
start (whatever set the count) and when SIGTTIN asks for one more.
"""

from __future__ import annotations

import logging
import signal
import sys
from typing import Any

from pydantic import ValidationError

from bff.heap import freeze_heap
from bff.settings import Settings, describe_errors


def check(workers: int) -> str | None:
    """Why `workers` processes may not start with this environment, or None."""
    try:
        Settings(workers=workers)
    except ValidationError as exc:
        return describe_errors(exc)
    return None


try:
    _settings = Settings()
except ValidationError as _exc:
    sys.stderr.write(describe_errors(_exc) + "\n")
    raise SystemExit(2) from None

wsgi_app = "bff.app:create_app()"
_host = f"[{_settings.host}]" if ":" in _settings.host else _settings.host
bind = [f"{_host}:{_settings.port}"]
workers = _settings.workers
# aiohttp's asyncio worker. Its uvloop variant (aiohttp.worker.GunicornUVLoopWebWorker) loses
# a SIGTERM that arrives while the worker boots, so a stop right after a spawn waits out
# graceful_timeout; pass it with --worker-class to measure it on your load.
worker_class = "aiohttp.worker.GunicornWebWorker"
# SIGTERM or SIGHUP: a worker stops accepting, finishes open requests for up to this long.
graceful_timeout = 30
# A worker whose event loop stops answering the master for this long is replaced.
timeout = 30
proc_name = "bff"
# Control is by signals (docs/operating.md); gunicornc's socket has one default path per
# user, which two instances on one host would share.
control_socket_disable = True

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")


def on_starting(server: Any) -> None:
    reason = check(server.cfg.workers)
    if reason:
        raise RuntimeError(reason)  # gunicorn prints "Error: <reason>" and exits 1


def nworkers_changed(server: Any, new_value: int, old_value: int | None) -> None:
    if old_value is None or new_value <= old_value:
        return
    reason = check(new_value)
    if reason:
        server.log.error("keeping %s worker(s): %s", old_value, reason)
        server.num_workers = old_value


def post_fork(server: Any, worker: Any) -> None:
    # Until the worker installs its own handlers it still has the master's, which only queue
    # a signal for the master's loop: a SIGTERM then (a stop or a graceful restart right
    # after a spawn) would be lost, and the worker killed only after graceful_timeout. A
    # worker that serves nothing yet may as well end at once.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def post_worker_init(worker: Any) -> None:
    # The worker has loaded the app; its start (pools, keys) runs next, then the heap is frozen
    # as a single process's is.
    app = getattr(worker, "wsgi", None)
    if app is not None and hasattr(app, "on_startup"):
        app.on_startup.append(freeze_heap)
