"""The money tables of the member and agent centres fit: at a laptop's width (1366, 1280) every
column of every record is in the centre's visible box, with no sideways scrolling of the centre
or of the table; at a phone's width (390) the rows are stacked cards, nothing scrolls sideways.

The seeded world has two weeks of play by agent01's team (fixtures/README.md): its reports have
rows, and settling its contracts gives my income some. demo01 plays a few rounds first, so its
own records have rows too."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, ViewportSize, expect

from .conftest import Stack, close_popup_announcements
from .steps import login

pytestmark = pytest.mark.e2e

LAPTOPS: tuple[ViewportSize, ...] = (
    {"width": 1366, "height": 800},
    {"width": 1280, "height": 800},
)
PHONE: ViewportSize = {"width": 390, "height": 844}

MEMBER_PAGES = ("Betting record", "Account record", "Personal loss")
AGENT_PAGES = (
    "Team management",
    "Team betting",
    "User profit and loss",
    "My income",
    "Transaction details",
)

# Every box from the record's table (or card list) up to the dialog: none may scroll sideways,
# and every column heading must sit inside the dialog's body, the part of the centre one sees.
MEASURE = """(rows) => {
  const dialog = rows.closest('[role=dialog]');
  const scrollers = [];
  for (let box = rows; box && box !== dialog.parentElement; box = box.parentElement) {
    if (box.scrollWidth > box.clientWidth + 1) {
      scrollers.push(`${box.tagName}.${box.className}: ${box.scrollWidth} > ${box.clientWidth}`);
    }
  }
  const body = [...dialog.children].find((child) => getComputedStyle(child).overflowY === 'auto');
  const seen = body.getBoundingClientRect();
  const outside = [...rows.querySelectorAll('thead th')]
    .map((th) => ({ text: th.textContent, box: th.getBoundingClientRect() }))
    .filter(({ box }) => box.left < seen.left - 1 || box.right > seen.right + 1 || box.width < 1)
    .map(({ text, box }) => `${text} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
  return {
    scrollers,
    outside,
    headings: rows.querySelectorAll('thead th').length,
    seen: [Math.round(seen.left), Math.round(seen.right)],
    page: [document.documentElement.scrollWidth, window.innerWidth],
  };
}"""


def _show(dialog: Locator, menu: str) -> None:
    """The centre's page, over the last 30 days where it has a range, searched."""
    dialog.get_by_role("button", name=menu, exact=True).click()
    heading = dialog.get_by_role("heading", name=menu, exact=True)
    expect(heading).to_be_visible()
    if menu == "Team management":  # a list of the team, no date range
        members = dialog.get_by_role("table", name="Team members")
        expect(members.or_(dialog.get_by_role("list", name="Team members"))).to_be_visible()
        return
    last30 = dialog.get_by_role("button", name="Last 30 days", exact=True)
    last30.click()
    expect(last30).to_have_attribute("aria-pressed", "true")
    dialog.get_by_role("button", name="Search", exact=True).click()


def _fits(dialog: Locator, menu: str) -> None:
    records = dialog.locator("table").first
    expect(records.locator("tbody tr").first, menu).to_be_visible()
    measured: dict[str, Any] = records.evaluate(MEASURE)
    assert measured["headings"] >= 3, (menu, measured)
    assert not measured["scrollers"], (menu, measured)
    assert not measured["outside"], (menu, measured)
    assert measured["page"][0] <= measured["page"][1], (menu, measured)
    last = records.locator("thead th").last
    expect(last).to_be_in_viewport()


def _stacked(dialog: Locator, menu: str) -> None:
    records = dialog.locator("ul[aria-label]").filter(has=dialog.page.locator("li dl")).first
    expect(records.locator("li").first).to_be_visible()
    expect(dialog.locator("table thead th").filter(visible=True)).to_have_count(0)
    measured: dict[str, Any] = records.evaluate(MEASURE)
    assert not measured["scrollers"], (menu, measured)
    assert measured["page"][0] <= measured["page"][1], (menu, measured)
    # A card says what each figure is: a label beside every value.
    card = records.locator("li").first
    assert card.locator("dt").count() == card.locator("dd").count() > 0, menu


def _check_every_page(page: Page, centre: str, pages: tuple[str, ...]) -> None:
    """Each page at both laptop widths, then each on a phone (the header's button, which holds
    the centre, is in the phone's menu: the centre is opened again from there)."""
    page.get_by_role("banner").get_by_role("button", name=centre, exact=True).click()
    dialog = page.get_by_role("dialog", name=centre)
    for menu in pages:
        page.set_viewport_size(LAPTOPS[0])
        _show(dialog, menu)
        for size in LAPTOPS:
            page.set_viewport_size(size)
            _fits(dialog, menu)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    page.set_viewport_size(PHONE)
    page.reload()
    expect(page.get_by_test_id("balance-amount").first).to_be_visible()
    page.get_by_role("banner").get_by_role("button", name="Open menu").click()
    page.get_by_role("dialog", name="Menu").get_by_role("button", name=centre, exact=True).click()
    for menu in pages:
        _show(dialog, menu)
        _stacked(dialog, menu)
    page.set_viewport_size(LAPTOPS[0])


def _signed_in(browser: Browser, sim: Stack, account: str) -> Page:
    context = browser.new_context(viewport=LAPTOPS[0], locale="en-GB")
    context.set_default_timeout(10_000)
    page = context.new_page()
    close_popup_announcements(page)
    login(page, sim.site, account)
    return page


def _play(page: Page, sim: Stack, account: str, spins: int) -> None:
    """A few lost rounds of the first JILI slot: bets, and their transfers."""
    sim.control("POST", "/__sim/outcomes", {"player": account, "next": "lose", "times": spins})
    page.goto(f"{sim.site}/rng?page=JILI")
    grid = page.get_by_role("list", name="Games")
    # A card's first button launches its game (the second is the favourite star).
    grid.get_by_role("listitem").first.get_by_role("button").first.click()
    game = page.frame_locator("iframe")
    expect(game.get_by_label("Bet").locator("option").nth(1)).to_be_attached()
    for _ in range(spins):
        game.get_by_role("button", name="Spin").click()
        expect(game.get_by_role("button", name="Spin")).to_be_enabled(timeout=5_000)
    page.goto(sim.site)
    expect(page.get_by_test_id("balance-amount").first).to_be_visible()


def test_member_centre_records_fit_laptops_and_stack_on_phones(
    browser: Browser, sim: Stack
) -> None:
    page = _signed_in(browser, sim, "demo01")
    try:
        _play(page, sim, "demo01", spins=3)
        _check_every_page(page, "Member Center", MEMBER_PAGES)
    finally:
        page.context.close()


def test_agent_centre_records_fit_laptops_and_stack_on_phones(browser: Browser, sim: Stack) -> None:
    # Yesterday's daily salary and last week's dividend, paid from the seeded play: agent02
    # holds both below agent01, so agent01's payments are differentials.
    for kind in ("daily_salary", "dividend"):
        sim.control("POST", "/__sim/contracts/settle", {"kind": kind})
    page = _signed_in(browser, sim, "agent01")
    try:
        _check_every_page(page, "Agent", AGENT_PAGES)
        # My income's breakdown fits too, opened.
        page.get_by_role("banner").get_by_role("button", name="Agent", exact=True).click()
        dialog = page.get_by_role("dialog", name="Agent")
        page.set_viewport_size(LAPTOPS[1])
        _show(dialog, "My income")
        dialog.get_by_text("How it adds up").first.click()
        parts = dialog.get_by_role("table", name="How this payment adds up")
        expect(parts).to_be_visible()
        measured: dict[str, Any] = parts.element_handle().evaluate(MEASURE)
        assert not measured["scrollers"] and not measured["outside"], measured
    finally:
        page.context.close()
