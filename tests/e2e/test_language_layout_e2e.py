"""Every language of the brand fits the shell: at 1280 and 1920 px and at a phone's width, logged
out, no word sticks out of (or is cut off in) the header's controls, the login pop-up's or the
phone menu's, and no two of them overlap; logged in at 1366 px, the header's and the member
centre's menu too. The wording of each language is as long as its translators made it, so the
controls are checked in every one (tests/e2e/layout.py measures them).

Controls are found by their wording in the language's own files (web/src/locales), so a test
needs no English on the page."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from playwright.sync_api import Browser, Locator, Page, ViewportSize, expect

from .conftest import ARTIFACTS, ROOT, Stack, popup_announcements
from .layout import TRACK_REQUESTS, fits, frames, settle

pytestmark = pytest.mark.e2e

BRAND = yaml.safe_load(Path(ROOT, "fixtures", "brands", "default.yaml").read_text())
LANGUAGES: list[dict[str, str]] = BRAND["languages"]
LOGGED_OUT: dict[str, ViewportSize] = {
    "1280": {"width": 1280, "height": 800},
    "1920": {"width": 1920, "height": 1080},
    "phone": {"width": 390, "height": 844},
}
LOCALES = ROOT / "web" / "src" / "locales"
LOGGED_IN: ViewportSize = {"width": 1366, "height": 768}


def _wording(locale: str) -> dict[str, str]:
    """The keys the test finds controls by, as `namespace.key`."""
    found: dict[str, str] = {}
    for namespace, key in (
        ("shell", "login"),
        ("shell", "menu"),
        ("shell", "menu_open"),
        ("auth", "login_title"),
        ("member", "member_center"),
    ):
        words = json.loads((LOCALES / locale / f"{namespace}.json").read_text())
        found[f"{namespace}.{key}"] = words[key]
    return found


def _exactly(words: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*{re.escape(words)}\s*$")


@pytest.fixture(scope="module")
def world(stack: Stack) -> Stack:
    """The seeded world, reset once for this module's tests: they only read it (demo01 logs in,
    and closes its pop-up announcements for good the first time)."""
    stack.control("POST", "/__sim/reset", {})
    return stack


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """One context for all the checks in a language: the language is chosen before every load,
    as a returning player's stored choice."""
    language: dict[str, str] = request.node.callspec.params["language"]
    # Reduced motion: the carousel and the marquee stand still, which lays out the same and
    # leaves the machine's time to the measuring.
    context = browser.new_context(
        viewport=LOGGED_OUT["1280"], locale=language["locale"], reduced_motion="reduce"
    )
    context.set_default_timeout(10_000)
    context.add_init_script(TRACK_REQUESTS)
    context.add_init_script(
        f"localStorage.setItem('lang', {json.dumps(language['code'])});"
        f" localStorage.setItem('langLocale', {json.dumps(language['locale'])});"
    )
    pg = context.new_page()
    popups = popup_announcements(pg)

    def close_popups() -> None:
        # Its one button (Next, Got it) has the focus, in any language.
        while popups.count():
            popups.first.locator("button[data-autofocus]").click()

    pg.add_locator_handler(popups, close_popups)
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    if getattr(request.node, "rep_call", None) and request.node.rep_call.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        pg.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"))
    context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


PROBLEMS = {
    "overflow": "words do not fit",
    "overlaps": "controls overlap",
    "outside": "control out of bounds",
}


class Findings:
    """What does not fit, gathered over a whole language so that one run names all of it."""

    def __init__(self, language: dict[str, str]) -> None:
        self.language = f"{language['code']} ({language['locale']})"
        self.where = ""
        self.found: list[str] = []

    def check(self, part: Locator, what: str, *, least: int = 1) -> None:
        where = f"{self.language} at {self.where}, {what}"
        measured: dict[str, Any] = fits(part)
        if measured["count"] < least:
            self.found.append(f"{where}: only {measured['count']} controls")
        for kind in ("overflow", "overlaps", "outside"):
            self.found.extend(f"{where}: {PROBLEMS[kind]}: {item}" for item in measured[kind])


def _open_login(page: Page, words: dict[str, str]) -> Locator:
    """The login pop-up, from the header's Log in button."""
    page.locator("header").locator(
        "button[type=button]", has_text=_exactly(words["shell.login"])
    ).click()
    dialog = page.get_by_role("dialog", name=words["auth.login_title"], exact=True)
    expect(dialog).to_be_visible()
    frames(page)
    return dialog


def _check_menu(page: Page, words: dict[str, str], findings: Findings) -> None:
    """The phone menu (the header's controls that did not fit), when the header has one."""
    opener = page.locator("header").get_by_role("button", name=words["shell.menu_open"], exact=True)
    if not opener.count():
        return
    opener.click()
    menu = page.get_by_role("dialog", name=words["shell.menu"], exact=True)
    expect(menu).to_be_visible()
    frames(page)
    findings.check(menu, "phone menu", least=3)
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()


@pytest.mark.parametrize("language", LANGUAGES, ids=[lang["code"] for lang in LANGUAGES])
def test_the_shell_fits_every_language(page: Page, world: Stack, language: dict[str, str]) -> None:
    words = _wording(language["locale"])
    findings = Findings(language)
    header = page.locator("header")
    # Loaded at a laptop's width (the header measures itself as its wording and data come),
    # then resized, as a window is.
    page.goto(world.site)
    expect(header).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", language["locale"])
    settle(page)
    for width, size in LOGGED_OUT.items():
        page.set_viewport_size(size)
        frames(page)
        findings.where = f"{width}, logged out"
        findings.check(header, "header", least=3)
        _check_menu(page, words, findings)
    # The login pop-up from the phone's header, kept open while the window widens (wide screens
    # have the inline form in place of its Log in button).
    login = _open_login(page, words)
    for width, size in reversed(LOGGED_OUT.items()):
        page.set_viewport_size(size)
        frames(page)
        findings.where = f"{width}, logged out"
        findings.check(login, "login pop-up", least=4)
    page.keyboard.press("Escape")
    expect(login).to_be_hidden()

    page.set_viewport_size(LOGGED_IN)
    frames(page)
    findings.where = "1366, logged in"
    inline = header.locator("form:has(input[autocomplete=username])")
    form = inline if inline.count() else _open_login(page, words)
    form.locator("input[autocomplete=username]").fill("demo01")
    form.locator("input[autocomplete=current-password]").fill("demo1234")
    form.locator("button[type=submit]").click()
    expect(page.get_by_test_id("balance-amount").first).to_be_visible()
    settle(page)
    findings.check(header, "header", least=3)
    centre = header.get_by_role("button", name=words["member.member_center"], exact=True)
    if not centre.count():
        header.get_by_role("button", name=words["shell.menu_open"], exact=True).click()
        centre = page.get_by_role("dialog", name=words["shell.menu"], exact=True).get_by_role(
            "button", name=words["member.member_center"], exact=True
        )
    centre.click()
    dialog = page.get_by_role("dialog", name=words["member.member_center"], exact=True)
    menu = dialog.get_by_role("navigation")
    expect(menu.get_by_role("button").first).to_be_visible()
    frames(page)
    findings.check(menu, "member centre menu", least=8)
    if findings.found:
        pytest.fail("\n".join(["what does not fit:", *findings.found]), pytrace=False)
