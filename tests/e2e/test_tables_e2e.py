"""A live table through the real stack: a baccarat table takes bets while its round is open,
QA forces a tie, the round closes on the simulator clock, the Tie bet pays 8:1 and the Player
bet pushes, once, and the site's balance follows."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import Stack
from .steps import balance, login

pytestmark = pytest.mark.e2e


def test_a_baccarat_round_with_a_tie(page: Page, sim: Stack) -> None:
    # Five seconds into a round (rounds are 40 s: 30 s of betting, then the result).
    sim.control("POST", "/__sim/clock", {"set": "2026-12-09T03:00:05Z", "freeze": True})
    login(page, sim.site, "demo01")
    page.goto(f"{sim.site}/live?vassalage=EVO")
    games = page.get_by_role("list", name="Games")
    table = games.get_by_role("listitem").filter(has_text=re.compile(r"^(?!.*Speed).*Baccarat"))
    name = table.first.get_by_role("button").first.get_attribute("aria-label") or ""
    table.first.get_by_role("button").first.click()
    expect(page).to_have_url(re.compile(r"/game$"))
    game = page.frame_locator("iframe")
    expect(game.get_by_role("heading", level=1)).to_have_text(re.compile("Baccarat"))
    expect(game.get_by_text("Place your bets")).to_be_visible()

    game_id = (
        page.frame_locator("iframe")
        .locator("body")
        .evaluate("() => location.pathname.split('/').pop()")
    )
    forced = sim.control("POST", f"/__sim/tables/{game_id}/next", {"winner": "tie"})
    assert isinstance(forced, dict), forced
    game.get_by_role("button", name="Tie 8:1").click()
    expect(game.get_by_text("Bet placed: Tie")).to_be_visible()
    game.get_by_role("button", name="Player 1:1").click()
    expect(game.get_by_text("Bet placed: Player")).to_be_visible()
    minimum = game.get_by_label("Chip").input_value()
    stake = float(minimum)
    balance(page, f"{1_000_000 - 2 * stake:,.2f}")

    sim.control("POST", "/__sim/clock", {"advance": "30s"})  # no more bets: the result
    expect(game.locator("#result")).to_contain_text("Tie", timeout=5_000)
    bets = game.locator("#mine")
    expect(bets).to_contain_text("Won")  # the tie at 8:1
    expect(bets).to_contain_text("Push")  # the player bet back
    # Tie returns 9x its stake, the Player bet its stake: 10 stakes back of 2 bet.
    balance(page, f"{1_000_000 + 8 * stake:,.2f}")
    settled = sim.control("GET", "/__sim/journal?type=bet.settled&player=demo01")
    assert isinstance(settled, list) and len(settled) == 2, (name, settled)
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict) and check["balanced"] is True, check
