"""The sportsbook through the real stack: a player builds a parlay of two football matches on
the SABA board, QA decides both matches, the simulator clock passes their end, the parlay pays
the potential return the slip showed, once, and the site's balance follows."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
from playwright.sync_api import Page, expect

from .conftest import Stack
from .steps import balance, login

pytestmark = pytest.mark.e2e


def _iso(epoch_ms: int) -> str:
    return datetime.fromtimestamp(epoch_ms / 1000, UTC).isoformat().replace("+00:00", "Z")


def test_a_parlay_settles_once_on_the_forced_results(page: Page, sim: Stack) -> None:
    sim.control("POST", "/__sim/clock", {"set": "2026-12-09T12:00:00Z", "freeze": True})
    listed = sim.control("GET", "/__sim/sports/matches?sport=football")
    assert isinstance(listed, list), listed
    now = int(datetime(2026, 12, 9, 12, tzinfo=UTC).timestamp() * 1000)
    coming = [m for m in listed if m["kickoff"] > now][:2]
    assert len(coming) == 2, listed
    # A minute before the first of them kicks off: the launch ticket outlives both matches.
    start = min(m["kickoff"] for m in coming) - 60_000
    sim.control("POST", "/__sim/clock", {"set": _iso(start)})

    login(page, sim.site, "demo01")
    page.goto(f"{sim.site}/sports?vassalage=SABA")
    page.get_by_role("list", name="Games").get_by_role("listitem").first.get_by_role(
        "button"
    ).first.click()
    expect(page).to_have_url(re.compile(r"/game$"))
    game = page.frame_locator("iframe")
    expect(game.get_by_role("heading", level=1)).to_have_text(re.compile("SABA"))
    for match in coming:
        card = game.locator(".match", has_text=match["matchId"])
        card.get_by_role("group", name="Match result").get_by_role(
            "button", name=re.compile(re.escape(match["home"]))
        ).click()
    slip = game.get_by_role("complementary", name="Bet slip")
    expect(slip).to_contain_text("Parlay (2 legs)")
    stake = game.get_by_label("Stake").input_value()
    potential = slip.locator("#potential").inner_text()
    slip.get_by_role("button", name="Place bet").click()
    expect(game.get_by_text("Bet placed")).to_be_visible()
    balance(page, f"{1_000_000 - float(stake):,.2f}")
    expect(game.get_by_role("list").filter(has_text="Open")).to_contain_text("Parlay (2 legs)")

    # QA decides both: the home sides win 2-0; the minute after the later one ends settles it.
    for match in coming:
        forced = sim.control(
            "POST", f"/__sim/sports/matches/{match['matchId']}/result", {"home": 2, "away": 0}
        )
        assert isinstance(forced, dict) and forced["home"] == 2, forced
    end = max(m["endsAt"] for m in coming)
    sim.control("POST", "/__sim/clock", {"advance": f"{(end - start) // 1000 + 90}s"})
    mine = game.locator("#mine")
    expect(mine).to_contain_text("Won", timeout=10_000)
    expect(mine).to_contain_text(f"Return {potential}")
    paid = 1_000_000 - float(stake) + float(potential.replace(",", ""))
    page.get_by_role("button", name="Refresh balance").first.click()
    balance(page, f"{paid:,.2f}")

    # More minutes of the clock settle nothing again.
    sim.control("POST", "/__sim/clock", {"advance": "5m"})
    page.get_by_role("button", name="Refresh balance").first.click()
    balance(page, f"{paid:,.2f}")
    settled = sim.control("GET", "/__sim/journal?type=bet.settled&player=demo01")
    assert isinstance(settled, list) and len(settled) == 1, settled
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict) and check["balanced"] is True, check
