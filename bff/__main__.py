"""`python -m bff [--host H] [--port P] [--workers N]` and `python -m bff openapi [FILE]`."""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import signal
import socket
import sys
from pathlib import Path

import orjson
from aiohttp import web

from .app import create_app
from .features.openapi.generator import build_openapi
from .settings import Settings


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bff", description=__doc__)
    parser.add_argument("command", nargs="?", choices=["serve", "openapi"], default="serve")
    parser.add_argument("output", nargs="?", help="openapi: write here instead of stdout")
    parser.add_argument("--host", help="listen address (BFF_HOST)")
    parser.add_argument("--port", type=int, help="listen port (BFF_PORT)")
    parser.add_argument("--workers", type=int, default=1, help="processes (needs REDIS_URL)")
    return parser.parse_args(argv)


def write_openapi(output: str | None) -> None:
    text = orjson.dumps(build_openapi(), option=orjson.OPT_INDENT_2).decode() + "\n"
    if output:
        Path(output).parent.mkdir(parents=True, exist_ok=True)
        Path(output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)


def _serve(settings: Settings, sock: socket.socket | None) -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    app = create_app(settings)
    if sock is None:
        web.run_app(app, host=settings.host, port=settings.port)
    else:
        web.run_app(app, sock=sock)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "openapi":
        write_openapi(args.output)
        return 0
    overrides = {k: v for k, v in (("host", args.host), ("port", args.port)) if v is not None}
    settings = Settings(**overrides)
    if args.workers < 1:
        sys.stderr.write("--workers must be at least 1\n")
        return 2
    if args.workers > 1 and not settings.redis_url:
        sys.stderr.write(
            "refusing to start more than one process without REDIS_URL: sessions, cache "
            "and limits must be shared\n"
        )
        return 2
    if args.workers == 1:
        _serve(settings, None)
        return 0
    sock = socket.socket(socket.AF_INET6 if ":" in settings.host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((settings.host, settings.port))
    sock.listen(1024)
    sock.set_inheritable(True)
    context = multiprocessing.get_context("fork")
    workers = [
        context.Process(target=_serve, args=(settings, sock), daemon=False)
        for _ in range(args.workers)
    ]
    for worker in workers:
        worker.start()
    sock.close()

    def stop(signum: int, _frame: object) -> None:
        for worker in workers:
            if worker.is_alive():
                worker.terminate()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for worker in workers:
        worker.join()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
