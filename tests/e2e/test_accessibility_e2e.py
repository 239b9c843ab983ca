"""Accessibility through the real stack: axe-core over the pages and modals a player meets
(home, log-in, register, forgot password, a game lobby, the member and agent centres, the
maintenance page) in both themes, and the demo game pages the site frames (slot, live
table, cockfight arena, sportsbook), with no serious or critical violation; and the avatar
picker draws its avatars as circles at every width.

axe-core is injected from web/node_modules; the site's strict CSP would refuse an injected
script, so these contexts bypass it (the checks read the page, they change nothing in it)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from .conftest import ARTIFACTS, ROOT, Stack, close_popup_announcements
from .layout import TRACK_REQUESTS, quiet
from .steps import login

pytestmark = pytest.mark.e2e

AXE = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"
DESKTOP = {"width": 1366, "height": 800}
PHONE = {"width": 390, "height": 844}
BLOCKING = ("serious", "critical")
# Moderate rules this site once broke and then fixed: they stay fixed.
KEPT = frozenset(
    {"page-has-heading-one", "landmark-one-main", "landmark-no-duplicate-banner", "region"}
)
REPORT = ARTIFACTS / "axe-report.md"

# Counts per (page, theme): every test adds its rows, the last one to finish writes them all.
_counts: dict[tuple[str, str], tuple[int, int, list[str]]] = {}


def _context(browser: Browser, theme: str, viewport: dict[str, int]) -> BrowserContext:
    context = browser.new_context(
        viewport=viewport,  # type: ignore[arg-type]
        locale="en-GB",
        bypass_csp=True,
        # Transitions would let axe read a colour half-way through a fade.
        reduced_motion="reduce",
    )
    context.set_default_timeout(10_000)
    context.add_init_script(f"localStorage.setItem('theme', {theme!r})")
    context.add_init_script(TRACK_REQUESTS)
    return context


@pytest.fixture(params=["dark", "light"])
def themed(request: pytest.FixtureRequest, browser: Browser) -> Iterator[tuple[Page, str]]:
    theme = str(request.param)
    context = _context(browser, theme, DESKTOP)
    page = context.new_page()
    close_popup_announcements(page)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page, theme
    if getattr(request.node, "rep_call", None) and request.node.rep_call.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


def _axe(page: Page) -> list[dict[str, Any]]:
    """axe-core's violations for the whole document once its data has come."""
    quiet(page)
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    assert page.evaluate("typeof window.axe?.run === 'function'"), "axe-core did not load"
    result = page.evaluate(
        """async () => {
            const { violations } = await axe.run(document, { resultTypes: ['violations'] });
            return violations.map((v) => ({
                id: v.id, impact: v.impact, help: v.help,
                targets: v.nodes.map((n) => n.target.join(' ')),
                // For colour contrast: "fg on bg is 3.3:1", which names what to change.
                detail: v.nodes.map((n) =>
                    n.any.concat(n.all, n.none).map((c) => c.message).join(' ')),
            }));
        }"""
    )
    assert isinstance(result, list)
    return result


def _check(page: Page, name: str, theme: str, failures: list[str]) -> None:
    violations = _axe(page)
    blocking = [v for v in violations if v["impact"] in BLOCKING or v["id"] in KEPT]
    _counts[(name, theme)] = (
        sum(len(v["targets"]) for v in blocking),
        sum(len(v["targets"]) for v in violations),
        sorted({v["id"] for v in violations}),
    )
    for v in blocking:
        nodes = [
            f"\n    {target}: {detail[:160]}"
            for target, detail in zip(v["targets"][:3], v["detail"][:3], strict=True)
        ]
        more = f"\n    ... and {len(v['targets']) - 3} more" if len(v["targets"]) > 3 else ""
        failures.append(
            f"[{theme}] {name}: {v['id']} ({v['impact']}, {len(v['targets'])} elements) "
            f"{v['help']}{''.join(nodes)}{more}"
        )


def _write_report() -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    lines = [
        "| page | theme | failing (serious, critical, kept) | all violations | rules |",
        "|---|---|---|---|---|",
    ]
    for (name, theme), (blocking, total, rules) in sorted(_counts.items()):
        lines.append(f"| {name} | {theme} | {blocking} | {total} | {', '.join(rules) or '-'} |")
    table = "\n".join(lines)
    REPORT.write_text(f"# axe-core violations per page\n\n{table}\n")
    print(f"\n{table}")  # noqa: T201 - the counts per page, shown with -s


def _close(dialog: Locator) -> None:
    dialog.get_by_role("button", name="Close").first.click()
    expect(dialog).to_have_count(0)


def test_no_serious_or_critical_axe_violations(themed: tuple[Page, str], sim: Stack) -> None:
    page, theme = themed
    failures: list[str] = []
    page.goto(sim.site)
    header = page.get_by_role("banner")
    expect(header.get_by_role("button", name="Log in")).to_be_visible()
    expect(page.get_by_role("heading", name="Choose your game")).to_be_visible()
    _check(page, "home", theme, failures)

    header.get_by_role("button", name="Register", exact=True).click()
    dialog = page.get_by_role("dialog", name=re.compile("Register"))
    expect(dialog.get_by_role("textbox", name=re.compile("^Username"))).to_be_visible()
    _check(page, "register", theme, failures)
    _close(dialog)

    # The header's Log in button opens the log-in modal where the inline form does not fit.
    page.set_viewport_size(PHONE)  # type: ignore[arg-type]
    page.get_by_role("banner").get_by_role("button", name="Log in").click()
    dialog = page.get_by_role("dialog", name=re.compile("Log in", re.I))
    expect(dialog.get_by_role("textbox", name="Username")).to_be_visible()
    _check(page, "log in", theme, failures)
    dialog.get_by_role("button", name="Forgot password?").click()
    dialog = page.get_by_role("dialog", name="Forgot password")
    expect(dialog.get_by_role("button").first).to_be_visible()
    _check(page, "forgot password", theme, failures)
    _close(dialog)
    page.set_viewport_size(DESKTOP)  # type: ignore[arg-type]

    page.goto(f"{sim.site}/rng?page=JILI")
    expect(page.get_by_role("list", name="Games").get_by_role("listitem").first).to_be_visible()
    _check(page, "game lobby", theme, failures)

    # agent01 is a member and an agent: it has both centres.
    login(page, sim.site, "agent01")
    page.get_by_role("banner").get_by_role("button", name="Member Center").click()
    dialog = page.get_by_role("dialog", name="Member Center")
    dialog.get_by_role("button", name="My account", exact=True).click()
    expect(dialog.get_by_role("button", name="Choose an avatar")).to_be_visible()
    _check(page, "member centre", theme, failures)
    dialog.get_by_role("button", name="Choose an avatar").click()
    picker = dialog.get_by_role("group", name="Choose an avatar")
    expect(picker.locator("img").first).to_be_visible()
    _check(page, "avatar picker", theme, failures)
    _close(dialog)

    page.get_by_role("banner").get_by_role("button", name="Agent", exact=True).click()
    dialog = page.get_by_role("dialog", name="Agent")
    expect(dialog.get_by_role("button").first).to_be_visible()
    _check(page, "agent centre", theme, failures)
    _close(dialog)

    sim.control(
        "PUT", "/__sim/system", {"maintenance": True, "maintenanceEnd": "2030-11-22T06:00:00Z"}
    )
    page.goto(sim.site)
    expect(page.get_by_role("heading", name="System Maintenance")).to_be_visible()
    _check(page, "maintenance", theme, failures)

    _write_report()
    assert not failures, "axe-core found violations:\n" + "\n".join(failures)


def _open_avatar_picker(page: Page) -> Locator:
    """The member centre's avatar choices; on narrow widths the centre is in the phone menu."""
    banner = page.get_by_role("banner")
    centre = banner.get_by_role("button", name="Member Center")
    menu = banner.get_by_role("button", name="Open menu")
    expect(centre.or_(menu).first).to_be_visible()
    if not centre.is_visible():
        menu.click()
        page.get_by_role("dialog", name="Menu").get_by_role("button", name="Member Center").click()
    else:
        centre.click()
    dialog = page.get_by_role("dialog", name="Member Center")
    dialog.get_by_role("button", name="My account", exact=True).click()
    dialog.get_by_role("button", name="Choose an avatar").click()
    avatars = dialog.get_by_role("group", name="Choose an avatar").locator("img")
    expect(avatars.first).to_be_visible()
    return avatars


def test_avatar_picker_draws_circles_at_every_width(browser: Browser, sim: Stack) -> None:
    context = _context(browser, "dark", DESKTOP)
    page = context.new_page()
    close_popup_announcements(page)
    try:
        login(page, sim.site, "demo01")
        for width in (1366, 1024, 768, 390, 320):
            page.set_viewport_size({"width": width, "height": 800})
            page.reload()
            avatars = _open_avatar_picker(page)
            assert avatars.count() > 1
            for index in range(avatars.count()):
                box = avatars.nth(index).bounding_box()
                assert box is not None, (width, index)
                assert box["width"] >= 32, (width, index, box)
                assert abs(box["width"] - box["height"]) <= 1, (width, index, box)
    finally:
        context.close()


def _game_url(page: Page, site: str, lobby: str) -> str:
    """The demo page URL the site's first game of this lobby opens in its frame."""
    page.goto(f"{site}{lobby}")
    page.get_by_role("list", name="Games").get_by_role("listitem").first.get_by_role(
        "button"
    ).first.click()
    expect(page).to_have_url(re.compile(r"/game$"))
    src = page.locator("iframe").get_attribute("src")
    assert src, "the game frame has no address"
    return src


def test_the_demo_game_pages_have_no_serious_axe_violations(browser: Browser, sim: Stack) -> None:
    """The vendor pages the site frames: a slot, a live table, a cockfight arena and the
    sportsbook with a bet slip filled (one dark look of their own, whatever the site's theme)."""
    context = _context(browser, "dark", DESKTOP)
    page = context.new_page()
    close_popup_announcements(page)
    failures: list[str] = []
    login(page, sim.site, "demo01")
    for name, lobby in (
        ("slot page", "/rng?page=JILI"),
        ("live table page", "/live?vassalage=EVO"),
        ("cockfight arena page", "/cockfight?vassalage=DS88"),
        ("sportsbook page", "/sports?vassalage=SABA"),
    ):
        page.goto(_game_url(page, sim.site, lobby))
        expect(page.get_by_role("heading", level=1)).not_to_be_empty()
        if name == "sportsbook page":
            page.get_by_role("group", name="Match result").first.get_by_role("button").first.click()
            expect(page.get_by_role("button", name="Place bet")).to_be_enabled()
        else:
            expect(page.locator("#balance")).not_to_have_text("…")
        _check(page, name, "dark", failures)
    context.close()
    _write_report()
    assert not failures, "axe-core found violations:\n" + "\n".join(failures)
