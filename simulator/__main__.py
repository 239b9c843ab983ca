"""python -m simulator [serve] [--host H] [--port P] [--db PATH] [--seed N] [--brand NAME]
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

from .app import create_app
from .scenario import cli as scenario_cli
from .settings import Settings


def _serve_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", help="listen address (SIM_HOST)")
    parser.add_argument("--port", type=int, help="listen port (SIM_PORT)")
    parser.add_argument("--db", help="SQLite file or :memory: (SIM_DB)")
    parser.add_argument("--seed", type=int, help="world seed (SEED)")
    parser.add_argument("--brand", help="brand file fixtures/brands/<BRAND>.yaml (BRAND)")


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
    settings = Settings(**overrides)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    web.run_app(create_app(settings), host=settings.host, port=settings.port)


def main(argv: Sequence[str] | None = None) -> None:
    args = parse(argv)
    if args.command in (None, "serve"):
        serve(args)
    elif args.command == "scenario":
        logging.basicConfig(level=logging.ERROR)
        sys.exit(scenario_cli.main(args))


if __name__ == "__main__":
    main()
