"""The BFF's published contract against the running BFF: a bounded schemathesis run.

docs/api/openapi.json (what `make openapi` writes; test_bff_openapi.py proves it current) is
loaded at import, and `@schema.parametrize()` makes one test per operation, so pytest-xdist
spreads them over its workers. Each worker starts the simulator and the BFF in this process
(simulator/scenario/stack.py) on a thread with its own event loop, since schemathesis calls
them with `requests`, and logs the seeded agent `agent01` in: session calls, agent calls and
the ones any visitor may make all reach their handlers. The calls that change who the
session is (log in, register, log out, reset a password) get a fresh visitor's session each,
so they never end the agent's.

Every answer must be documented (status, content type, headers such as 405's Allow), match
its schema, and never be a 5xx; an undocumented method must answer 405 with Allow, and a
request the document calls invalid (a wrong type, a value out of bounds, a missing required
field or body) must be refused with a 4xx. The run is bounded and repeatable: a fixed seed,
derandomized generation, MAX_EXAMPLES fuzzed examples per operation on top of schemathesis's
coverage cases (boundaries, each parameter missing or of the wrong type, other methods).
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

import pytest
import requests
import schemathesis
from schemathesis.checks import not_a_server_error
from schemathesis.config import SchemathesisConfig
from schemathesis.core.parameters import ParameterLocation
from schemathesis.specs.openapi.checks import (
    allow_header_conformance,
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
    unsupported_method,
)

from simulator.scenario.stack import start_in_process

DOCUMENT = Path(__file__).resolve().parents[2] / "docs" / "api" / "openapi.json"
MAX_EXAMPLES = 20
HOST = "127.0.0.1"  # where start_in_process serves
SEED = 20021
XSRF_COOKIE = "XSRF-TOKEN"
XSRF_HEADER = "X-XSRF-TOKEN"
MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
AGENT = {"username": "agent01", "password": "demo1234"}
FAST_SIMULATOR = {"argon2_time_cost": 1, "argon2_memory_kib": 8, "environment": "test"}
# Calls that log a session in or out: each runs in a fresh visitor's session.
SESSION_CHANGING = frozenset(
    {
        "/wps/session/login",
        "/wps/session/login/verify",
        "/wps/session/login/freeplay",
        "/wps/session/logout",
        "/wps/member/register",
        "/wps/member/register/mobile",
        "/wps/member/password/verification",
    }
)
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
    unsupported_method,
    allow_header_conformance,
    negative_data_rejection,
]

CONFIG = SchemathesisConfig.from_dict(
    {
        "seed": SEED,
        # The operations' examples are few and their coverage cases many by design.
        "suppress-health-check": ["all"],
        "generation": {
            "mode": "all",  # valid requests, and invalid ones that must be refused (4xx)
            "max-examples": MAX_EXAMPLES,
            "deterministic": True,
            "database": "none",
        },
        "phases": {"stateful": {"enabled": False}},
    }
)
schema = schemathesis.openapi.from_dict(json.loads(DOCUMENT.read_text("utf-8")), config=CONFIG)


class Stack:
    """The simulator and the BFF on a thread's event loop, and the agent's logged-in session."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.exit = AsyncExitStack()
        targets = self._run(
            start_in_process(
                self.exit, sim_overrides=FAST_SIMULATOR, bff_overrides={"environment": "test"}
            )
        )
        self.site = targets.site
        self.agent = visitor()
        answer = self.agent.post(
            self.site + "/wps/session/login", json=AGENT, headers=xsrf_header(self.agent)
        )
        assert answer.status_code == 200, answer.text

    def _run(self, coroutine: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(60)

    def close(self) -> None:
        self.agent.close()
        self._run(self.exit.aclose())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


def visitor() -> requests.Session:
    """A browser's session that holds an XSRF cookie from the start (double submit); one
    the BFF sets later (a new session's) takes its place."""
    session = requests.Session()
    session.cookies.set(XSRF_COOKIE, "schemathesis-run-0123456789abcdef", domain=HOST, path="/")
    return session


def xsrf_header(session: requests.Session) -> dict[str, str]:
    return {XSRF_HEADER: session.cookies.get(XSRF_COOKIE) or ""}


@pytest.fixture(scope="session")
def stack() -> Iterator[Stack]:
    """One per xdist worker."""
    running = Stack()
    yield running
    running.close()


def _declares_xsrf(case: Any) -> bool:
    return any(p.name == XSRF_HEADER for p in case.operation.headers)


def _invalid_in_headers(case: Any) -> bool:
    """The case breaks the schema in its headers (maybe elsewhere too). The only ones
    declared are Language, documented as never refused (another value: the session's
    language), and X-XSRF-TOKEN, which this test replaces with the session's token: such a
    case may rightly be answered 200, so negative_data_rejection does not judge it (every
    other check still does)."""
    meta = case.meta
    return meta.generation.mode.is_negative and meta.is_negative_at(ParameterLocation.HEADER)


@schema.parametrize()
def test_bff_answers_as_documented(case: Any, stack: Stack) -> None:
    own = case.operation.path in SESSION_CHANGING
    session = visitor() if own else stack.agent
    headers = dict(case.headers or {})
    # The CSRF token is the session's, not a generated string; a state-changing call whose
    # case leaves the declared header out is sent without it (403 csrf.invalid, documented).
    # A method the operation does not declare gets it too, so it reaches the 405.
    if case.method.upper() in MUTATING and (XSRF_HEADER in headers or not _declares_xsrf(case)):
        headers.update(xsrf_header(session))
    case.headers = headers
    excluded = [negative_data_rejection] if _invalid_in_headers(case) else []
    try:
        case.call_and_validate(
            base_url=stack.site, session=session, checks=CHECKS, excluded_checks=excluded
        )
    finally:
        if own:
            session.close()
