"""python -m simulator [serve] [--host H] [--port P] [--db PATH] [--seed N] [--brand NAME]
                     [--reset]
python -m simulator scenario run FILE... [--site URL --sim URL]
python -m simulator scenario list [DIR]
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from typing import Any

from aiohttp import web
from pydantic import ValidationError

from .access_log import LOGGER, access_log_class
from .app import create_app
from .scenario import cli as scenario_cli
from .schema import DatabaseRefused
from .settings import Settings


def _serve_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", help="listen address (SIM_HOST)")
    parser.add_argument("--port", type=int, help="listen port (SIM_PORT)")
    parser.add_argument("--db", help="SQLite file or :memory: (SIM_DB)")
    parser.add_argument("--seed", type=int, help="world seed (SEED)")
    parser.add_argument("--brand", help="brand file fixtures/brands/<BRAND>.yaml (BRAND)")
    parser.add_argument(
        "--reset",
        action="store_true",
        default=argparse.SUPPRESS,  # so `--reset serve` is not undone by serve's default
        help="rebuild the world at start (a SIM_DB file's data is lost; its snapshots stay)",
    )


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m simulator", description=__doc__)
    _serve_flags(parser)
    commands = parser.add_subparsers(dest="command")
    _serve_flags(commands.add_parser("serve", help="run the simulator (the default)"))
    scenario_cli.add_parser(commands)
    return parser.parse_args(argv)


def serve(args: argparse.Namespace) -> None:
    overrides: dict[str, Any] = {
        name: getattr(args, name)
        for name in ("host", "port", "db", "seed", "brand")
        if getattr(args, name, None) is not None
    }
    try:
        settings = Settings(**overrides)
    except ValidationError as exc:
        # Each refusal's own message; pydantic's text would echo every input, secrets too.
        reasons = "; ".join(
            ": ".join([*map(str, error["loc"]), str(error["msg"]).removeprefix("Value error, ")])
            for error in exc.errors()
        )
        sys.exit(f"simulator: refused to start: {reasons}")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    app = create_app(settings, reset=getattr(args, "reset", False))
    try:
        web.run_app(
            app,
            host=settings.host,
            port=settings.port,
            access_log=LOGGER,
            access_log_class=access_log_class(settings.access_log),
        )
    except DatabaseRefused as exc:
        sys.exit(f"simulator: refused to start: {exc}")


def main(argv: Sequence[str] | None = None) -> None:
    args = parse(argv)
    if args.command in (None, "serve"):
        serve(args)
    elif args.command == "scenario":
        logging.basicConfig(level=logging.ERROR)
        sys.exit(scenario_cli.main(args))


if __name__ == "__main__":
    main()
