"""Runs scenario steps in order and reports each one; the first failing step stops the
scenario (later steps usually depend on it) and the rest are listed as skipped."""

from __future__ import annotations

import asyncio
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from ..core.clock import parse_duration
from .clients import Clients, Response
from .matching import MISSING, Unresolved, lookup, mismatches, substitute
from .model import CALLS, METHODS, Scenario, Step, load
from .stack import Targets, start_in_process

POLL_SECONDS = 0.25  # between the tries of an `eventually` call


class StepFailed(Exception):
    def __init__(self, problems: list[str], response: Response | None = None) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems
        self.response = response


@dataclass
class StepResult:
    step: Step
    status: str  # ok, FAIL, skip
    detail: str = ""
    label: str = ""  # the step as run, variables substituted
    problems: list[str] = field(default_factory=list)
    response: Response | None = None


@dataclass
class Report:
    scenario: Scenario
    results: list[StepResult] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return all(result.status == "ok" for result in self.results)

    def render(self) -> str:
        lines = [f"scenario {self.scenario.name} ({self.scenario.path})"]
        for result in self.results:
            label = result.label or result.step.describe()
            detail = f"  {result.detail}" if result.detail else ""
            lines.append(f"  {result.status:<4} {result.step.index:>2} {label}{detail}")
            lines.extend(f"            - {problem}" for problem in result.problems)
            if result.status == "FAIL" and result.response is not None:
                lines.append(f"            response: {result.response.summary()}")
        done = sum(result.status == "ok" for result in self.results)
        verdict = "PASSED" if self.passed else "FAILED"
        lines.append(f"{verdict} {self.scenario.name}: {done}/{len(self.results)} steps ok")
        return "\n".join(lines)


def check_expect(expect: dict[str, Any], response: Response) -> list[str]:
    problems: list[str] = []
    body = response.body if isinstance(response.body, dict) else {}
    if "status" in expect and response.status != expect["status"]:
        problems.append(f"status: expected {expect['status']}, got {response.status}")
    for key in ("success", "errorCode", "message", "field"):
        if key in expect and body.get(key, MISSING) != expect[key]:
            problems.append(f"{key}: expected {expect[key]!r}, got {body.get(key)!r}")
    if "value" in expect:
        problems.extend(mismatches(expect["value"], body.get("value", MISSING), "value"))
    if "within_ms" in expect and response.elapsed_ms > float(expect["within_ms"]):
        limit, took = expect["within_ms"], response.elapsed_ms
        problems.append(f"within_ms: expected at most {limit} ms, took {took:.0f} ms")
    return problems


def save_from(saves: dict[str, str], data: Any, variables: dict[str, Any]) -> list[str]:
    problems = []
    for name, path in saves.items():
        found = lookup(data, path)
        if found is MISSING:
            problems.append(f"save {name}: nothing at {path}")
        else:
            variables[name] = found
    return problems


class Run:
    def __init__(self, scenario: Scenario, clients: Clients) -> None:
        self.scenario = scenario
        self.clients = clients
        self.vars: dict[str, Any] = dict(scenario.vars)
        self.last: Response | None = None

    def _response_data(self) -> dict[str, Any]:
        if self.last is None:
            raise StepFailed(["no call before this step"])
        body = self.last.body if isinstance(self.last.body, dict) else {}
        return {**body, "$status": self.last.status}

    async def _login(self, action: str, spec: dict[str, Any]) -> None:
        player = spec.get("as")
        if not player or action == "sim":
            return
        if action == "site":
            login = await self.clients.site_login(player, spec.get("password"))
        else:
            login = await self.clients.upstream_login(player, spec.get("password"))
        if login is not None and login.status != 200:
            raise StepFailed([f"{action} login as {player} failed"], login)

    async def _send(self, action: str, spec: dict[str, Any]) -> Response:
        method = next(m for m in METHODS if m in spec).upper()
        path = spec[method.lower()]
        body, query, player = spec.get("body"), spec.get("query"), spec.get("as")
        if action == "sim":
            return await self.clients.sim(method, path, body, query)
        if action == "site":
            browser = spec.get("browser") or player or "guest"
            return await self.clients.site(method, path, browser=browser, body=body, query=query)
        return await self.clients.upstream(
            method,
            path,
            body=body,
            query=query,
            player=player,
            encrypted=bool(spec.get("encrypted")),
            headers=spec.get("headers"),
        )

    async def _call(self, action: str, spec: dict[str, Any]) -> str:
        await self._login(action, spec)
        given = spec.get("expect")
        if given is None and action == "sim":
            given = {"status": 200, "success": True}  # control calls must work
        expect = dict(given or {})
        # A running BFF caches some answers (the system status for STATUS_TTL), so a change
        # QA just made may show only after a while: `eventually` repeats the call until the
        # expectations hold or the window closes.
        window = parse_duration(str(expect.pop("eventually", "0ms"))) / 1000
        loop = asyncio.get_running_loop()
        closes, tries = loop.time() + window, 1
        while True:
            response = await self._send(action, spec)
            self.last = response
            problems = check_expect(expect, response) if expect else []
            left = closes - loop.time()
            if not problems or left <= 0:
                break
            await asyncio.sleep(min(POLL_SECONDS, left))
            tries += 1
        problems += save_from(spec.get("save") or {}, self._response_data(), self.vars)
        if problems:
            if tries > 1:
                problems.append(f"eventually: still failing after {tries} tries in {window:g} s")
            raise StepFailed(problems, response)
        after = f" (try {tries})" if tries > 1 else ""
        return f"-> {response.status} in {response.elapsed_ms:.0f} ms{after}"

    async def _journal(self, spec: dict[str, Any]) -> str:
        query = {k: spec[k] for k in ("type", "player") if k in spec} | {"limit": 10_000}
        response = await self.clients.sim("GET", "/__sim/journal", query=query)
        if response.status != 200 or not isinstance(response.body, dict):
            raise StepFailed(["journal query failed"], response)
        found = [
            entry
            for entry in response.body["value"]
            if not mismatches(spec.get("data") or {}, entry["data"])
        ]
        return self._count("journal entries", len(found), spec, response)

    async def _outbox(self, spec: dict[str, Any]) -> str:
        query = {k: spec[k] for k in ("kind", "recipient", "player") if k in spec}
        response = await self.clients.sim("GET", "/__sim/outbox", query=query | {"limit": 1000})
        if response.status != 200 or not isinstance(response.body, dict):
            raise StepFailed(["outbox query failed"], response)
        messages = response.body["value"]
        detail = self._count("messages", len(messages), spec, response)
        if spec.get("save"):
            problems = save_from(spec["save"], messages[0] if messages else {}, self.vars)
            if problems:
                raise StepFailed(problems, response)
        return detail

    @staticmethod
    def _count(what: str, found: int, spec: dict[str, Any], response: Response) -> str:
        if "count" in spec and found != spec["count"]:
            raise StepFailed([f"expected {spec['count']} {what}, found {found}"], response)
        least = spec.get("min", 1 if "count" not in spec else 0)
        if found < least:
            raise StepFailed([f"expected at least {least} {what}, found {found}"], response)
        return f"{found} {what}"

    async def step(self, step: Step) -> str:
        spec = substitute(step.spec, self.vars)
        if step.action in CALLS:
            return await self._call(step.action, spec)
        if step.action == "advance":
            response = await self.clients.sim("POST", "/__sim/clock", {"advance": str(spec)})
            self.last = response
            problems = check_expect({"status": 200, "success": True}, response)
            if problems:
                raise StepFailed(problems, response)
            ran = response.body["value"]["ran"]
            return f"now {response.body['value']['now']}, {len(ran)} job runs"
        if step.action == "expect":
            if self.last is None:
                raise StepFailed(["no call before this expect"])
            problems = check_expect(spec, self.last)
            if problems:
                raise StepFailed(problems, self.last)
            return ""
        if step.action == "save":
            problems = save_from(spec, self._response_data(), self.vars)
            if problems:
                raise StepFailed(problems, self.last)
            return ", ".join(f"{name}={self.vars[name]!r}" for name in spec)
        if step.action == "expect_journal":
            return await self._journal(spec)
        if step.action == "expect_outbox":
            return await self._outbox(spec)
        if step.action == "sleep":
            await asyncio.sleep(parse_duration(str(spec)) / 1000)
            return ""
        return ""  # note: only shown in the report

    def label(self, step: Step) -> str:
        try:
            shown = Step(step.index, step.action, substitute(step.spec, self.vars))
        except Unresolved:
            return step.describe()
        return shown.describe()

    async def run(self) -> Report:
        report = Report(self.scenario)
        failed = False
        for step in self.scenario.steps:
            if failed:
                report.results.append(StepResult(step, "skip"))
                continue
            label = self.label(step)
            try:
                detail = await self.step(step)
                report.results.append(StepResult(step, "ok", detail, label=label))
            except StepFailed as exc:
                failure = StepResult(
                    step, "FAIL", problems=exc.problems, response=exc.response, label=label
                )
                report.results.append(failure)
                failed = True
            except Unresolved as exc:
                problem = f"no variable ${{{exc.args[0]}}} (save it in an earlier step)"
                report.results.append(StepResult(step, "FAIL", problems=[problem], label=label))
                failed = True
            except ValueError as exc:
                report.results.append(StepResult(step, "FAIL", problems=[str(exc)], label=label))
                failed = True
        return report


async def run_scenario(
    scenario: Scenario,
    *,
    site: str | None = None,
    sim: str | None = None,
    merchant: str = "DEFAULT",
    admin_token: str | None = None,
    sim_overrides: dict[str, Any] | None = None,
    bff_overrides: dict[str, Any] | None = None,
) -> Report:
    """One scenario on a fresh in-process stack, or on running servers (reset first)."""
    async with AsyncExitStack() as stack:
        if site and sim:
            targets = Targets(site.rstrip("/"), sim.rstrip("/"), in_process=False)
        else:
            targets = await start_in_process(stack, sim_overrides, bff_overrides)
        clients = Clients(targets, merchant=merchant, admin_token=admin_token)
        stack.push_async_callback(clients.close)
        if not targets.in_process:
            await clients.sim("POST", "/__sim/reset", {})
        return await Run(scenario, clients).run()


async def run_files(paths: list[Path], out: TextIO, **options: Any) -> bool:
    """Run each file, write its report to `out`; True when every scenario passed."""
    passed = True
    for path in paths:
        report = await run_scenario(load(path), **options)
        out.write(report.render() + "\n\n")
        out.flush()
        passed = passed and report.passed
    return passed
