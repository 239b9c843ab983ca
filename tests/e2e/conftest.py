"""E2E harness: the real simulator and BFF as processes, driven through Debian's Chromium.

Ports are picked free so a running `make run` does not get in the way. Each test starts from
a freshly reset simulator world.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Generator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).parent / "artifacts"
# The desktop build of Debian's Chromium, and its headless shell: the same engine from the same
# source package, without the desktop browser's window layer. The suites drive the shell, where
# a page costs a third of the CPU (docs/adr/0005-e2e-headless-shell.md) and they are bound by
# the machine's two cores; the screenshots and the home page benchmark use the desktop build.
# E2E_CHROMIUM picks another executable for the suites.
DESKTOP_CHROMIUM = "/usr/bin/chromium"
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
CHROMIUM = os.environ.get("E2E_CHROMIUM") or (
    HEADLESS_SHELL if Path(HEADLESS_SHELL).exists() else DESKTOP_CHROMIUM
)
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_until_up(url: str, proc: subprocess.Popen[bytes], name: str) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{name} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except urllib.error.HTTPError:
            return  # any HTTP answer means it is serving (upstream paths need a Merchant)
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.1)
    raise RuntimeError(f"{name} did not answer at {url}")


@dataclass(frozen=True)
class Stack:
    site: str
    sim: str

    def control(self, method: str, path: str, body: object | None = None) -> object:
        """Calls the simulator's QA control surface and returns the envelope's value."""
        data = orjson.dumps(body) if body is not None else None
        req = urllib.request.Request(
            f"{self.sim}{path}",
            data=data,
            method=method,
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=10) as resp:
            envelope = orjson.loads(resp.read())
        assert envelope["success"], envelope
        return envelope.get("value")


@contextmanager
def running_stack(
    logs: Path,
    *,
    var: Path | None = None,
    ports: tuple[int, int] | None = None,
    brand: str | None = None,
) -> Iterator[Stack]:
    """The simulator and the BFF as processes on free loopback ports, serving web/dist (or the
    build in E2E_WEB_DIST, so a second build can be looked at while web/dist is in use).

    With var, the world and the session key are kept there as `make run` keeps them in var/,
    so a second stack on the same var and ports is the same site restarted. brand: the BRAND
    both programs serve (else the environment's, else the default brand)."""
    dist = Path(os.environ.get("E2E_WEB_DIST") or ROOT / "web" / "dist")
    if not (dist / "index.html").exists():
        raise RuntimeError("web/dist is missing: run `make build` (make test does it) first")
    logs.mkdir(parents=True, exist_ok=True)
    sim_port, bff_port = ports or (_free_port(), _free_port())
    sim_url = f"http://127.0.0.1:{sim_port}"
    env = {
        **os.environ,
        "SIM_PORT": str(sim_port),
        "SIM_DB": ":memory:",
        "SIM_PUBLIC_URL": sim_url,
        "SITE_URL": f"http://127.0.0.1:{bff_port}",
        "BFF_PORT": str(bff_port),
        "UPSTREAM_URL": sim_url,
        "WEB_DIST": str(dist),
        "ENVIRONMENT": "development",
        # Each test sets the system status it needs; the BFF must not answer from a status
        # it cached during the previous test.
        "STATUS_TTL": "0",
    }
    if brand is not None:
        env["BRAND"] = brand
    if var is not None:
        env["SIM_DB"] = str(var / "simulator.db")
        env["SESSION_SECRET_FILE"] = str(var / "session-secret")
        env.pop("SESSION_SECRET", None)
    else:
        env.pop("SESSION_SECRET_FILE", None)
    env.pop("REDIS_URL", None)
    env.pop("SIM_ADMIN_TOKEN", None)
    procs: list[subprocess.Popen[bytes]] = []
    log_files = []
    try:
        for name, module, health in (
            ("simulator", "simulator", f"{sim_url}/wps/system/status"),
            ("bff", "bff", f"http://127.0.0.1:{bff_port}/bff/health"),
        ):
            log = (logs / f"{name}.log").open("wb")
            log_files.append(log)
            proc = subprocess.Popen(
                [sys.executable, "-m", module], cwd=ROOT, env=env, stdout=log, stderr=log
            )
            procs.append(proc)
            _wait_until_up(health, proc, name)
        yield Stack(site=f"http://127.0.0.1:{bff_port}", sim=sim_url)
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for log in log_files:
            log.close()


@pytest.fixture(scope="session")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    with running_stack(tmp_path_factory.mktemp("e2e-logs")) as running:
        yield running


@pytest.fixture(scope="session")
def siam_stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    """The second brand (fixtures/brands/siam-star.yaml), started only by tests that ask."""
    with running_stack(tmp_path_factory.mktemp("e2e-siam-logs"), brand="siam-star") as running:
        yield running


def _still_by_default(browser: Browser) -> Browser:
    """Contexts with reduced motion unless a test asks otherwise: the banner carousel and the
    marquee then stand still, which lays out the same, and an idle page stops drawing frames (a
    home page left open costs a tenth of a core with them moving; the suites are bound by the
    two cores, and Chromium's --force-prefers-reduced-motion does not reach the page)."""
    new_context = browser.new_context

    def still_context(**options: Any) -> BrowserContext:
        options.setdefault("reduced_motion", "reduce")
        return new_context(**options)

    browser.new_context = still_context  # type: ignore[method-assign]
    return browser


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: scripts/ensure-chromium.sh installs Debian's chromium")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield _still_by_default(chromium)
        chromium.close()


@pytest.fixture
def sim(stack: Stack) -> Stack:
    stack.control("POST", "/__sim/reset", {})
    return stack


def popup_announcements(page: Page) -> Locator:
    """The pop-up announcements a member sees after logging in (docs/contract.md section 15)."""
    return page.get_by_role("dialog").filter(has=page.get_by_test_id("announcement-content"))


def close_popup_announcements(page: Page) -> None:
    """The seeded world has pop-up announcements, which cover the page after every login until
    the member closes them: journeys about something else close them, as a player would,
    whenever they show (a test about them removes this with page.remove_locator_handler)."""
    popups = popup_announcements(page)

    def close() -> None:
        while popups.count():
            popups.first.get_by_role("button", name=re.compile(r"^(Next|Got it)$")).click()

    page.add_locator_handler(popups, close)


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")
    context.set_default_timeout(10_000)
    pg = context.new_page()
    close_popup_announcements(pg)
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    if getattr(request.node, "rep_call", None) and request.node.rep_call.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        pg.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
