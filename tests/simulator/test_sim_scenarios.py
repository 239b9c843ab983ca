"""Scenario files: the format, the matching rules, and every shipped file run in-process
through the runner against a fresh simulator and BFF."""

from __future__ import annotations

import io
import re
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import pytest

from bff.settings import Settings as BffSettings
from simulator.scenario.matching import MISSING, Unresolved, lookup, mismatches, substitute
from simulator.scenario.model import ScenarioError, load
from simulator.scenario.runner import run_files, run_scenario
from simulator.scenario.stack import start_in_process
from simulator.settings import REPO_ROOT

SCENARIOS = sorted((REPO_ROOT / "fixtures" / "scenarios").glob("*.yaml"))
CHEAP = {"players": 4, "argon2_time_cost": 1, "argon2_memory_kib": 64, "environment": "test"}


def test_the_shipped_scenarios_are_there() -> None:
    names = {path.stem for path in SCENARIOS}
    assert {
        "maintenance-with-end-time",
        "region-restriction",
        "captcha-after-failed-logins",
        "sms-send-failure",
        "password-expired",
        "unknown-ip-verification",
        "game-under-maintenance",
        "slow-upstream",
    } <= names


@pytest.mark.parametrize("path", SCENARIOS, ids=[path.stem for path in SCENARIOS])
async def test_shipped_scenario_passes(path: Path) -> None:
    scenario = load(path)
    assert scenario.description and len(scenario.description.splitlines()) == 1
    report = await run_scenario(scenario, sim_overrides=CHEAP)
    assert report.passed, report.render()


async def test_shipped_scenarios_pass_on_running_servers() -> None:
    """As `scenario run --site --sim` does: one long-lived stack whose BFF trusts the system
    status for STATUS_TTL like a running one, every file in turn, each after a reset."""
    ttl = BffSettings.model_fields["status_ttl"].default
    assert ttl > 0
    async with AsyncExitStack() as stack:
        targets = await start_in_process(stack, CHEAP, {"status_ttl": ttl})
        for path in SCENARIOS:
            report = await run_scenario(load(path), site=targets.site, sim=targets.sim)
            assert report.passed, report.render()


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    return path


async def test_a_failing_expectation_is_reported_and_stops(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """
name: broken
description: expects the wrong status
steps:
  - sim: {get: /__sim/clock, save: {now: value.now}}
  - site:
      get: /bff/bootstrap
      expect: {status: 200, value: {status: {status: 1}}}
  - note: never reached
""",
    )
    out = io.StringIO()
    assert await run_files([path], out, sim_overrides=CHEAP) is False
    text = out.getvalue()
    assert "FAIL  2 site GET /bff/bootstrap" in text
    assert "value.status.status: expected 1, got 0" in text
    assert "skip  3 note never reached" in text
    assert "FAILED broken: 1/3 steps ok" in text


async def test_upstream_steps_and_variables(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """
name: upstream
description: calls the simulator directly, as a player and encrypted
vars: {who: demo01}
steps:
  - upstream:
      get: /wps/member/info
      as: "${who}"
      expect: {status: 200, value: {account: demo01}}
      save: {id: value.id, code: $status}
  - upstream:
      post: /wps/session/login
      encrypted: true
      body: {username: "${who}", password: wrong-pw}
      expect: {status: 400, errorCode: user.or.password.invalid}
  - advance: 1h
  - expect: {value: {frozen: false}}
  - expect_journal: {type: job.ran, min: 60}
  - sim: {get: "/__sim/journal", query: {type: login, player: "${who}"}, expect: {status: 200}}
  - save: {first: value.0.type}
  - upstream: {get: "/wps/system/status", expect: {value: {status: 0}}}
""",
    )
    out = io.StringIO()
    assert await run_files([path], out, sim_overrides=CHEAP), out.getvalue()


async def test_eventually_repeats_the_call_until_it_holds(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """
name: eventually
description: a read that fails twice, then answers
steps:
  - sim:
      post: /__sim/faults
      body:
        match: {path: /wps/system/status}
        effect: {kind: error, errorCode: platform.busy, status: 503}
        times: 2
  - upstream:
      get: /wps/system/status
      expect: {status: 200, value: {status: 0}, eventually: 5s}
  - expect_journal: {type: fault.hit, count: 2}
""",
    )
    out = io.StringIO()
    assert await run_files([path], out, sim_overrides=CHEAP), out.getvalue()
    assert "-> 200 in" in out.getvalue() and "(try 3)" in out.getvalue()


async def test_eventually_gives_up_when_the_window_closes(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """
name: never
description: a read that keeps failing
steps:
  - sim:
      post: /__sim/faults
      body:
        match: {path: /wps/system/status}
        effect: {kind: error, errorCode: platform.busy, status: 503}
  - upstream:
      get: /wps/system/status
      expect: {status: 200, eventually: 600ms}
""",
    )
    out = io.StringIO()
    assert await run_files([path], out, sim_overrides=CHEAP) is False
    text = out.getvalue()
    assert "status: expected 200, got 503" in text
    assert re.search(r"eventually: still failing after [2-9] tries in 0.6 s", text), text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name: x\n", "needs name, description and a list of steps"),
        ("steps: [{fly: 1}]\n", "unknown action 'fly'"),
        ("steps: [{site: {get: /a, post: /b}}]\n", "exactly one of"),
        ("steps: [{site: {get: /a, expect: {colour: red}}}]\n", "unknown keys ['colour']"),
        ("steps: [{site: {get: /a}, sim: {get: /b}}]\n", "one key per step"),
        ("steps: [{advance: [1]}]\n", "takes a string"),
        ("steps: []\nsurprise: 1\n", "unknown keys ['surprise']"),
        ("steps: [{site: {get: /a, expect: {eventually: soon}}}]\n", "is not a duration"),
        ("steps: [{expect: {status: 200, eventually: 5s}}]\n", "in a call step's own expect"),
    ],
)
def test_bad_files(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message.replace("[", r"\[").replace("]", r"\]")):
        load(write(tmp_path, text))


def test_subset_matching() -> None:
    assert mismatches({"a": 1}, {"a": 1, "b": 2}) == []
    assert mismatches({"a": {"b": [1, {"c": 2}]}}, {"a": {"b": [1, {"c": 2, "d": 3}]}}) == []
    assert mismatches([1, 2], [1, 2, 3]) == ["(root): expected [1, 2], got [1, 2, 3]"]
    assert mismatches({"a": True}, {"a": 1}) == ["a: expected True, got 1"]
    assert mismatches({"a": 1}, {}) == ["a: missing (expected 1)"]
    assert mismatches(1.0, 1) == []


def test_lookup_and_substitute() -> None:
    data: dict[str, Any] = {"value": {"items": [{"code": "42"}]}}
    assert lookup(data, "value.items.0.code") == "42"
    assert lookup(data, "value.items.5.code") is MISSING
    variables = {"n": 5, "name": "demo01"}
    assert substitute({"a": "${n}", "b": "x${n}-${name}", "c": ["${name}"]}, variables) == {
        "a": 5,
        "b": "x5-demo01",
        "c": ["demo01"],
    }
    with pytest.raises(Unresolved):
        substitute("${missing}", variables)
