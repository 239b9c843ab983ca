"""python -m simulator scenario run FILE... | scenario list [DIR]."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path

from ..settings import REPO_ROOT
from .model import ScenarioError, load
from .runner import run_files

DEFAULT_DIR = REPO_ROOT / "fixtures" / "scenarios"


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    scenario = commands.add_parser("scenario", help="run or list scenario files")
    actions = scenario.add_subparsers(dest="scenario_command", required=True)
    run = actions.add_parser("run", help="run scenario files; exit 0 when all pass")
    run.add_argument("files", nargs="+", type=Path, help="scenario YAML files (or directories)")
    run.add_argument("--site", help="a running site (BFF) URL instead of an in-process one")
    run.add_argument("--sim", help="a running simulator URL instead of an in-process one")
    run.add_argument("--merchant", default="DEFAULT", help="Merchant header for upstream steps")
    listing = actions.add_parser("list", help="name and description of each scenario file")
    listing.add_argument("dir", nargs="?", type=Path, default=DEFAULT_DIR)


def _expand(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        files.extend(sorted(path.glob("*.yaml")) if path.is_dir() else [path])
    return files


def main(args: argparse.Namespace) -> int:
    if args.scenario_command == "list":
        for path in _expand([args.dir]):
            try:
                scenario = load(path)
            except ScenarioError as exc:
                sys.stdout.write(f"{path.name:<36} (unreadable: {exc})\n")
                continue
            sys.stdout.write(f"{path.name:<36} {scenario.name}: {scenario.description}\n")
        return 0
    if bool(args.site) != bool(args.sim):
        sys.stderr.write("give both --site and --sim, or neither (in-process)\n")
        return 2
    files = _expand(args.files)
    try:
        for path in files:
            load(path)
    except ScenarioError as exc:
        sys.stderr.write(f"{exc}\n")
        return 2
    passed = asyncio.run(
        run_files(
            files,
            sys.stdout,
            site=args.site,
            sim=args.sim,
            merchant=args.merchant,
            admin_token=os.environ.get("SIM_ADMIN_TOKEN") or None,
        )
    )
    return 0 if passed else 1
