"""The agent centre through the real stack: an agent registers a downline and
transfers to it, the downline plays, the clock passes a real-time salary period, and the
agent sees the team's figures and the salary credited exactly once."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from .conftest import Stack, close_popup_announcements
from .steps import login, set_payment_password

pytestmark = pytest.mark.e2e

PAYPASS = "147258"
DOWNLINE = ("down7e2e", "abc12345")


def _agent_centre(page: Page, menu: str) -> Locator:
    page.get_by_role("banner").get_by_role("button", name="Agent", exact=True).click()
    dialog = page.get_by_role("dialog", name="Agent")
    dialog.get_by_role("button", name=menu, exact=True).click()
    return dialog


def _register_and_fund(page: Page) -> None:
    dialog = _agent_centre(page, "Register account")
    dialog.get_by_role("radio", name=re.compile("^Player")).check()
    dialog.get_by_label(re.compile("^Username")).fill(DOWNLINE[0])
    dialog.get_by_label(re.compile("^Password")).fill(DOWNLINE[1])
    dialog.get_by_label(re.compile("^Confirm")).fill(DOWNLINE[1])
    dialog.get_by_role("checkbox", name=re.compile("years old or older")).check()
    dialog.get_by_role("button", name="Register account", exact=True).last.click()
    expect(dialog.get_by_text(f"Account {DOWNLINE[0]} is registered.")).to_be_visible()

    dialog.get_by_role("button", name="Team management", exact=True).click()
    dialog.get_by_label("Account or nickname").fill(DOWNLINE[0])
    dialog.get_by_role("button", name="Search", exact=True).click()
    dialog.get_by_role("button", name=re.compile(DOWNLINE[0])).first.click()
    dialog.get_by_role("button", name="Transfer", exact=True).click()
    dialog.get_by_role("textbox", name="Amount").fill("100000")
    dialog.get_by_label("Payment password").fill(PAYPASS)
    dialog.get_by_role("button", name="Transfer now").click()
    expect(
        dialog.get_by_text(re.compile(rf"Transferred .*100,000\.00 to {DOWNLINE[0]}\."))
    ).to_be_visible()
    dialog.get_by_role("button", name="Close").first.click()


def _downline_plays(browser: Browser, sim: Stack, spins: int) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")
    page = context.new_page()
    close_popup_announcements(page)
    try:
        login(page, sim.site, *DOWNLINE)
        expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(r"100,000\.00"))
        sim.control(
            "POST", "/__sim/outcomes", {"player": DOWNLINE[0], "next": "lose", "times": spins}
        )
        page.goto(f"{sim.site}/rng?page=JILI")
        grid = page.get_by_role("list", name="Games")
        grid.get_by_role("listitem").first.get_by_role("button").first.click()
        game = page.frame_locator("iframe")
        bets = game.get_by_label("Bet")
        expect(bets.locator("option").nth(5)).to_be_attached()  # six stakes, once the game loads
        bets.select_option(index=5)  # the largest stake
        for _ in range(spins):
            game.get_by_role("button", name="Spin").click()
            expect(game.get_by_role("button", name="Spin")).to_be_enabled(timeout=5_000)
    finally:
        context.close()


def _minor(amount: str) -> int:
    whole, cents = amount.split(".")
    return int(whole) * 100 + int(cents)


def _shown(minor: int) -> str:
    return f"{minor // 100:,}.{minor % 100:02d}"


def test_register_transfer_play_and_the_salary_paid_once(
    page: Page, sim: Stack, browser: Browser
) -> None:
    login(page, sim.site, "agent01")
    set_payment_password(page, PAYPASS).get_by_role("button", name="Close").first.click()
    _register_and_fund(page)
    _downline_plays(browser, sim, spins=3)

    settled = sim.control("GET", f"/__sim/journal?type=bet.settled&player={DOWNLINE[0]}")
    assert isinstance(settled, list) and len(settled) == 3
    bets = sum(_minor(entry["data"]["bet"]) for entry in settled)
    # agent01 holds the platform's real-time salary, 0.20% of its team's valid bets each 5
    # minutes; the downline is its direct player, so the differential is the whole share.
    salary = bets * 20 // 10_000
    sim.control("POST", "/__sim/clock", {"advance": "5m"})
    sim.control("POST", "/__sim/clock", {"advance": "5m"})  # the next window pays nothing new
    paid = sim.control("GET", "/__sim/journal?type=contract.paid&player=agent01")
    assert isinstance(paid, list)
    realtime = [e for e in paid if e["data"]["reference"].startswith("realtime_salary:")]
    assert [_minor(e["data"]["amount"]) for e in realtime] == [salary], paid

    dialog = _agent_centre(page, "My income")
    rows = dialog.get_by_role("table")
    expect(rows.get_by_role("row").filter(has_text="Real-time salary")).to_have_count(1)
    expect(rows).to_contain_text(_shown(salary))

    dialog.get_by_role("button", name="Team overview", exact=True).click()
    # Today: the seeded history ends before today, so today's bets are the downline's.
    dialog.get_by_role("button", name="Today", exact=True).click()
    dialog.get_by_role("button", name="Search", exact=True).click()
    figures = dialog.get_by_label("Team figures")
    expect(figures).to_contain_text(f"Valid bets{_shown(bets)}")
    expect(figures).to_contain_text(f"Profit and loss-{_shown(bets)}")  # the team lost them
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict) and check["balanced"] and not check["negative"], check
