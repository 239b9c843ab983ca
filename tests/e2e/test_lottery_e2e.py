"""Lottery through the real stack: a ticket, a forced draw on the simulator clock, settlement."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import Stack
from .steps import bet_big_on_sea_lottery

pytestmark = pytest.mark.e2e


def _log_in_ten_seconds_into_an_issue(page: Page, sim: Stack) -> None:
    """Ten seconds into a one-minute issue: 44 s to bet, the draw at 00:01:00. Years ahead
    every password would be past its age (docs/qa.md): not what these tests are about."""
    sim.control("PUT", "/__sim/system", {"passwordMaxAgeDays": 0})
    sim.control("POST", "/__sim/clock", {"set": "2030-01-01T00:00:10Z", "freeze": True})
    page.goto(f"{sim.site}/login")
    form = page.get_by_role("main")
    form.get_by_role("textbox", name="Username").first.fill("demo01")
    form.get_by_label("Password").first.fill("demo1234")
    form.get_by_role("button", name="Log in").first.click()
    expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(r"1,000,000"))


def test_big_ticket_wins_when_the_draw_is_big(page: Page, sim: Stack) -> None:
    _log_in_ten_seconds_into_an_issue(page, sim)

    bet_big_on_sea_lottery(page, sim.site)
    expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(r"999,000\.00"))

    # All nines sum to 45: Big. The draw pays 1.95x through the ledger, once.
    sim.control("POST", "/__sim/lottery/next", {"game": "SEA5D_1M", "numbers": list("99999")})
    sim.control("POST", "/__sim/clock", {"advance": "1m"})
    # Back before that draw and over it again: the run is skipped, nothing is paid twice.
    sim.control("POST", "/__sim/clock", {"set": "2030-01-01T00:00:30Z"})
    sim.control("POST", "/__sim/clock", {"advance": "1m"})
    page.reload()
    tickets = page.get_by_role("region", name="My tickets")
    expect(tickets.get_by_text("Won")).to_have_count(1)
    expect(tickets).to_contain_text("1,950.00")
    page.get_by_role("button", name="Refresh balance").first.click()
    expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(r"1,000,950\.00"))
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict), check
    assert (check["balanced"], check["sum"], check["negative"], check["mismatched"]) == (
        True,
        "0.00",
        [],
        [],
    )


def test_an_e_lottery_fish_prawn_crab_ticket_wins_twice_its_symbol(page: Page, sim: Stack) -> None:
    """An e-lottery game that took no tickets before: two crabs on the dice return 3x."""
    _log_in_ten_seconds_into_an_issue(page, sim)

    page.goto(f"{sim.site}/lottery?gameCode=EL_BC_1M")
    slip = page.get_by_role("form", name="Bet slip")
    prizes = slip.get_by_role("table", name="Prize table")
    expect(prizes).to_contain_text("Your symbol on 2 dice")
    slip.get_by_role("group", name="Pick a symbol").get_by_role("button", name="Crab").click()
    slip.get_by_label(re.compile("^Amount")).fill("5000")
    slip.get_by_role("button", name="Place bet").click()
    expect(page.get_by_text(re.compile(r"Ticket \S+ placed on issue"))).to_be_visible()

    # Dice faces 1-6 are gourd, crab, prawn, fish, rooster, deer: two crabs and a fish.
    sim.control("POST", "/__sim/lottery/next", {"game": "EL_BC_1M", "numbers": ["2", "2", "4"]})
    sim.control("POST", "/__sim/clock", {"advance": "1m"})
    page.reload()
    tickets = page.get_by_role("region", name="My tickets")
    expect(tickets.get_by_text("Won")).to_have_count(1)
    expect(tickets).to_contain_text("15,000.00")
    expect(tickets).to_contain_text("Crab")
    page.get_by_role("button", name="Refresh balance").first.click()
    expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(r"1,010,000\.00"))
    results = page.get_by_role("region", name="Latest results")
    expect(results.get_by_label(re.compile("^Numbers of issue"))).not_to_have_count(0)
