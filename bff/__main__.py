"""`python -m bff [--host H] [--port P] [--workers N]`, `python -m bff openapi [FILE]` and
`python -m bff settings-table [FILE]` (FILE: a document with the table's markers).

One process serves in place (`make run`); more than one (`--workers N` or BFF_WORKERS) runs
gunicorn with aiohttp's worker, which restarts a worker that dies (bff/gunicorn_conf.py).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import NoReturn

import orjson
from aiohttp import web
from pydantic import ValidationError

from . import settings_doc
from .access_log import LOGGER, access_log_class
from .app import create_app
from .features.openapi.generator import build_openapi
from .heap import freeze_heap
from .settings import Settings, describe_errors


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bff", description=__doc__)
    parser.add_argument(
        "command", nargs="?", choices=["serve", "openapi", "settings-table"], default="serve"
    )
    parser.add_argument("output", nargs="?", help="write here instead of stdout")
    parser.add_argument("--host", help="listen address (BFF_HOST)")
    parser.add_argument("--port", type=int, help="listen port (BFF_PORT)")
    parser.add_argument(
        "--workers", type=int, help="processes under gunicorn (BFF_WORKERS; >1 needs REDIS_URL)"
    )
    return parser.parse_args(argv)


def write_openapi(output: str | None) -> None:
    text = orjson.dumps(build_openapi(), option=orjson.OPT_INDENT_2).decode() + "\n"
    if output:
        Path(output).parent.mkdir(parents=True, exist_ok=True)
        Path(output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)


def write_settings_table(output: str | None) -> None:
    if output:
        path = Path(output)
        path.write_text(settings_doc.render(path.read_text(encoding="utf-8")), encoding="utf-8")
    else:
        sys.stdout.write(settings_doc.table())


def _serve(settings: Settings) -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    app = create_app(settings)
    app.on_startup.append(freeze_heap)
    web.run_app(
        app,
        host=settings.host,
        port=settings.port,
        access_log=LOGGER,
        access_log_class=access_log_class(settings.access_log),
    )


def _exec_gunicorn(settings: Settings) -> NoReturn:
    """Hand over to gunicorn with aiohttp's worker (bff/gunicorn_conf.py); never returns."""
    os.environ.update(
        BFF_HOST=settings.host, BFF_PORT=str(settings.port), BFF_WORKERS=str(settings.workers)
    )
    command = [sys.executable, "-m", "gunicorn", "-c", "python:bff.gunicorn_conf"]
    os.execv(sys.executable, command)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "openapi":
        write_openapi(args.output)
        return 0
    if args.command == "settings-table":
        write_settings_table(args.output)
        return 0
    given = (("host", args.host), ("port", args.port), ("workers", args.workers))
    try:
        settings = Settings(**{k: v for k, v in given if v is not None})
    except ValidationError as exc:
        sys.stderr.write(describe_errors(exc) + "\n")
        return 2
    if settings.workers > 1:
        _exec_gunicorn(settings)
    _serve(settings)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
