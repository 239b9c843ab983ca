"""Reading scenario files: a name, a one-line description, optional vars, and steps.

Each step is a mapping with exactly one action key (ACTIONS); call steps (sim, site,
upstream) hold exactly one HTTP method key whose value is the path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..core.clock import parse_duration

CALLS = ("sim", "site", "upstream")
ACTIONS = (*CALLS, "advance", "expect", "save", "expect_journal", "expect_outbox", "sleep", "note")
METHODS = ("get", "post", "put", "delete", "patch")
CALL_KEYS = {"body", "query", "as", "password", "browser", "encrypted", "headers"}
CALL_KEYS |= {"expect", "save", *METHODS}
EXPECT_KEYS = {"status", "success", "errorCode", "message", "field", "value", "within_ms"}
EXPECT_KEYS |= {"eventually"}
JOURNAL_KEYS = {"type", "player", "data", "count", "min"}
OUTBOX_KEYS = {"kind", "recipient", "player", "count", "min", "save"}


class ScenarioError(ValueError):
    """The file does not follow the scenario format."""


@dataclass
class Step:
    index: int  # 1-based, as the report shows it
    action: str
    spec: Any
    line: int | None = None

    def describe(self) -> str:
        if self.action in CALLS:
            method = next(m for m in METHODS if m in self.spec)
            who = f" as {self.spec['as']}" if "as" in self.spec else ""
            return f"{self.action} {method.upper()} {self.spec[method]}{who}"
        if isinstance(self.spec, dict):
            inner = ", ".join(f"{k}={v}" for k, v in self.spec.items() if k != "save")
            return f"{self.action} {inner}"
        return f"{self.action} {self.spec}"


@dataclass
class Scenario:
    path: Path
    name: str
    description: str
    steps: list[Step]
    vars: dict[str, Any] = field(default_factory=dict)


def _check_keys(where: str, spec: Any, allowed: set[str]) -> None:
    if not isinstance(spec, dict):
        raise ScenarioError(f"{where}: expected a mapping, got {spec!r}")
    unknown = set(spec) - allowed
    if unknown:
        raise ScenarioError(f"{where}: unknown keys {sorted(unknown)}; allowed {sorted(allowed)}")


def _check_eventually(where: str, expect: dict[str, Any]) -> None:
    if "eventually" not in expect:
        return
    try:
        parse_duration(str(expect["eventually"]))
    except ValueError as exc:
        raise ScenarioError(f"{where} expect eventually: {exc}") from None


def _check_step(where: str, action: str, spec: Any) -> None:
    if action in CALLS:
        _check_keys(where, spec, CALL_KEYS)
        methods = [m for m in METHODS if m in spec]
        if len(methods) != 1 or not str(spec[methods[0]]).startswith("/"):
            raise ScenarioError(f"{where}: give exactly one of {METHODS} with a path")
        if "expect" in spec:
            _check_keys(f"{where} expect", spec["expect"], EXPECT_KEYS)
            _check_eventually(where, spec["expect"])
        if "save" in spec:
            _check_keys(f"{where} save", spec["save"], set(spec["save"] or {}))
    elif action == "expect":
        _check_keys(where, spec, EXPECT_KEYS)
        if "eventually" in spec:
            # Only a call step can repeat its call; this step only sees the last response.
            raise ScenarioError(f"{where}: eventually goes in a call step's own expect")
    elif action == "expect_journal":
        _check_keys(where, spec, JOURNAL_KEYS)
    elif action == "expect_outbox":
        _check_keys(where, spec, OUTBOX_KEYS)
    elif action == "save":
        _check_keys(where, spec, set(spec) if isinstance(spec, dict) else set())
    elif action in ("advance", "sleep", "note") and not isinstance(spec, str | int):
        raise ScenarioError(f"{where}: {action} takes a string, e.g. 5m")


def load(path: Path) -> Scenario:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ScenarioError(f"{path}: cannot read: {exc}") from None
    if not isinstance(raw, dict) or not isinstance(raw.get("steps"), list):
        raise ScenarioError(f"{path}: needs name, description and a list of steps")
    _check_keys(str(path), raw, {"name", "description", "vars", "steps"})
    steps: list[Step] = []
    for number, item in enumerate(raw["steps"], start=1):
        where = f"{path.name} step {number}"
        if not isinstance(item, dict) or len(item) != 1:
            raise ScenarioError(f"{where}: a step is one of {ACTIONS} (one key per step)")
        ((action, spec),) = item.items()
        if action not in ACTIONS:
            raise ScenarioError(f"{where}: unknown action {action!r}; known {ACTIONS}")
        _check_step(where, action, spec)
        steps.append(Step(number, action, spec))
    variables = raw.get("vars") or {}
    if not isinstance(variables, dict):
        raise ScenarioError(f"{path}: vars must be a mapping")
    return Scenario(
        path=path,
        name=str(raw.get("name") or path.stem),
        description=str(raw.get("description") or "").strip(),
        steps=steps,
        vars=dict(variables),
    )
