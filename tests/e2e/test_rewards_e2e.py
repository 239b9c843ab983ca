"""Rewards through the real stack: the first-deposit promotion and its rollover, a daily
mission played and claimed, a points-mall redeem QA rejects, and points converted to
balance. Every journey ends with the ledger balanced, money and points alike."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import Stack
from .steps import balance, login, member_centre, set_payment_password

pytestmark = pytest.mark.e2e

PAYPASS = "258025"


def _ledger_balanced(sim: Stack) -> None:
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict), check
    assert (check["balanced"], check["sum"], check["negative"], check["mismatched"]) == (
        True,
        "0.00",
        [],
        [],
    ), check
    assert check["points"]["sum"] == "0", check


def _top_bet_game(page: Page, site: str, vassalage: str) -> dict:
    """A game of the vendor whose top bet is the largest, read from the catalogue the lobby
    pages through (its first page is enough: minimum bets repeat across a vendor's games)."""
    answer = page.request.get(
        f"{site}/wps/relay/GCSGAME_gameList",
        params={"vassalage": vassalage, "gameClassify": "ALL", "pageNo": 1, "pageSize": 100},
    ).json()
    games = answer["value"]["games"]
    return max(games, key=lambda game: float(game["minBet"]))


def _open_game(page: Page, site: str, vassalage: str, name: str) -> None:
    page.goto(f"{site}/rng?page={vassalage}")
    page.get_by_label("Search games").fill(name)
    grid = page.get_by_role("list", name="Games")
    # A card's launch button is named by the game's name (then its HOT or NEW badge).
    grid.get_by_role("button", name=re.compile(rf"^{re.escape(name)}( NEW)?( HOT)?$")).first.click()
    expect(page).to_have_url(re.compile(r"/game$"))


def _spin(page: Page, bet: str, rounds: int) -> None:
    """Rounds on the demo slot in the frame, each at the bet given, one after another."""
    game = page.frame_locator("iframe")
    game.get_by_label("Bet").select_option(label=bet)
    for _ in range(rounds):
        game.get_by_role("button", name="Spin").click()
        expect(game.get_by_role("button", name="Spin")).to_be_enabled(timeout=5_000)


def _bonus_row(dialog: Locator) -> Locator:
    dialog.get_by_role("button", name="Bonus details", exact=True).click()
    table = dialog.get_by_role("table", name="Bonuses")
    return table.get_by_role("row").filter(has_text="First deposit bonus")


def _join_first_deposit(page: Page, site: str) -> None:
    """demo01 has no paid deposit, so the first-deposit offer is open to them."""
    page.goto(f"{site}/promotions")
    card = page.get_by_role("article", name="First deposit bonus")
    card.get_by_role("button", name="Join", exact=True).click()
    expect(card.get_by_text("Joined", exact=True)).to_be_visible()


def _deposit_with_bonus(page: Page, sim: Stack) -> Locator:
    """100,000 by bank transfer, paid on the gateway: 10% comes on top."""
    dialog = member_centre(page, "Deposit")
    offer = "First deposit bonus: 10% of your first deposit, up to 500,000.00."
    expect(dialog.get_by_text(offer)).to_be_visible()
    dialog.get_by_role("radio", name=re.compile("Bank transfer")).check()
    dialog.get_by_role("textbox", name="Amount").fill("100000")
    dialog.get_by_role("button", name="Deposit now").click()
    gateway = page.frame_locator("iframe[title='Payment']")
    gateway.get_by_role("button", name="Pay now").click()
    received = r"Deposit of .*100,000\.00 received\. First deposit bonus: .*10,000\.00\."
    expect(dialog.get_by_text(re.compile(received))).to_be_visible()
    balance(page, "1,110,000.00")
    issued = sim.control("GET", "/__sim/journal?type=promotion.issued&player=demo01")
    assert isinstance(issued, list) and [e["data"]["amount"] for e in issued] == ["10000.00"]
    return dialog


def _add_bank_account(dialog: Locator) -> None:
    dialog.get_by_role("button", name="Withdraw", exact=True).click()
    dialog.get_by_role("button", name="Add bank account").click()
    dialog.get_by_label("Bank", exact=True).select_option("TCB")
    dialog.get_by_label("Account number").fill("19033344455566")
    dialog.get_by_label("Account holder").fill("Demo Player")
    dialog.get_by_label("Payment password").fill(PAYPASS)
    dialog.get_by_role("button", name="Add account").click()
    expect(dialog.get_by_role("region", name="Bank accounts")).to_contain_text("**********5566")


def _request_withdrawal(dialog: Locator, amount: str) -> None:
    dialog.get_by_role("textbox", name="Amount").fill(amount)
    dialog.get_by_label("Payment password").fill(PAYPASS)
    dialog.get_by_role("button", name="Request withdrawal").click()


def _play_turnover(page: Page, sim: Stack, turnover: int) -> int:
    """Real rounds on an in-house slot (it plays from the main wallet) at its top bet until
    their valid bets reach the turnover; QA makes them lose so the balance is known.
    Returns what they cost."""
    game = _top_bet_game(page, sim.site, "LOTUS")
    top = int(float(game["minBet"])) * 50  # the demo page's bets go up to 50 x the minimum
    rounds = -(-turnover // top)
    sim.control(
        "POST",
        "/__sim/outcomes",
        {"player": "demo01", "game": game["gameId"], "next": "lose", "times": rounds},
    )
    _open_game(page, sim.site, "LOTUS", game["gameName"])
    _spin(page, f"{top:,.2f}", rounds)
    settled = sim.control("GET", "/__sim/journal?type=bet.settled&player=demo01")
    assert isinstance(settled, list) and len(settled) == rounds
    page.get_by_role("button", name="Close game").click()
    return rounds * top


def test_first_deposit_bonus_rollover_then_withdrawal(page: Page, sim: Stack) -> None:
    login(page, sim.site, "demo01")
    balance(page, "1,000,000.00")
    set_payment_password(page, PAYPASS)
    _join_first_deposit(page, sim.site)
    dialog = _deposit_with_bonus(page, sim)

    # 3 x (100,000 + 10,000) of valid bets before a withdrawal.
    row = _bonus_row(dialog)
    expect(row).to_contain_text("10,000.00")
    expect(row).to_contain_text("0.00 / 330,000.00")
    expect(row).to_contain_text("In progress")

    # A withdrawal waits for the rollover: the form says how much is left to bet.
    _add_bank_account(dialog)
    _request_withdrawal(dialog, "100000")
    unmet = "place 330,000.00 more in valid bets before withdrawing (0.00 of 330,000.00 done)"
    expect(dialog.get_by_text(unmet)).to_be_visible()
    assert sim.control("GET", "/__sim/withdrawals") == []
    dialog.get_by_role("button", name="Close").first.click()

    cost = _play_turnover(page, sim, 330_000)
    balance(page, f"{1_110_000 - cost:,.2f}")
    dialog = member_centre(page, "Bonus details")
    row = dialog.get_by_role("table", name="Bonuses").get_by_role("row")
    row = row.filter(has_text="First deposit bonus")
    expect(row).to_contain_text("330,000.00 / 330,000.00")
    expect(row).to_contain_text("Met")

    dialog.get_by_role("button", name="Withdraw", exact=True).click()
    _request_withdrawal(dialog, "100000")
    expect(dialog.get_by_text(re.compile(r"Withdrawal W\d+ sent\."))).to_be_visible()
    balance(page, f"{1_010_000 - cost:,.2f}")
    orders = sim.control("GET", "/__sim/withdrawals")
    assert isinstance(orders, list) and [o["status"] for o in orders] == ["reviewing"]
    page.goto(f"{sim.site}/promotions")
    card = page.get_by_role("article", name="First deposit bonus")
    expect(card).to_contain_text("Bonus issued: 10,000.00")
    _ledger_balanced(sim)


def test_daily_mission_played_then_claimed(page: Page, sim: Stack) -> None:
    login(page, sim.site, "demo01")
    balance(page, "1,000,000.00")
    # Logging in made "Log in today" claimable: the menu item counts it.
    dialog = member_centre(page, "Mission activity, 1 to claim")
    mission = dialog.get_by_role("listitem", name="Play 10 rounds of any game")
    expect(mission).to_contain_text("0 / 10")
    expect(mission).to_contain_text("In progress")
    expect(mission.get_by_role("button", name="Claim")).to_have_count(0)
    dialog.get_by_role("button", name="Close").first.click()

    # Ten real rounds at the game's smallest bet, each forced to lose so the balance is known.
    game = _top_bet_game(page, sim.site, "LOTUS")
    sim.control(
        "POST",
        "/__sim/outcomes",
        {"player": "demo01", "game": game["gameId"], "next": "lose", "times": 10},
    )
    _open_game(page, sim.site, "LOTUS", game["gameName"])
    bet = int(float(game["minBet"]))
    _spin(page, f"{bet:,.2f}", 10)
    after_play = 1_000_000 - 10 * bet
    balance(page, f"{after_play:,.2f}")
    page.get_by_role("button", name="Close game").click()

    dialog = member_centre(page, "Mission activity, 2 to claim")
    mission = dialog.get_by_role("listitem", name="Play 10 rounds of any game")
    expect(mission).to_contain_text("10 / 10")
    mission.get_by_role("button", name="Claim").click()
    expect(mission).to_contain_text("Claimed")
    balance(page, f"{after_play + 10_000:,.2f}")
    # The login mission is still waiting; this one is not counted any more.
    dialog.get_by_role("button", name="Reward center", exact=True).click()
    claimable = dialog.get_by_role("list", name="Ready to claim")
    expect(claimable.get_by_role("listitem")).to_have_count(1)
    expect(claimable.get_by_role("listitem", name="Log in today")).to_contain_text("10 points")
    recent = dialog.get_by_role("list", name="Recently received")
    expect(recent.get_by_role("listitem", name="Play 10 rounds of any game")).to_be_visible()
    expect(dialog.get_by_role("button", name="Mission activity, 1 to claim")).to_be_visible()
    claimed = sim.control("GET", "/__sim/journal?type=mission.claimed&player=demo01")
    assert isinstance(claimed, list) and [e["data"]["missionId"] for e in claimed] == [101]
    _ledger_balanced(sim)


def _point_mall(page: Page, site: str, points: str) -> Locator:
    page.goto(f"{site}/pointMall")
    summary = page.get_by_role("region", name="Your points")
    expect(summary.get_by_test_id("point-balance")).to_have_text(points)
    return summary


def test_points_redeem_rejected_gives_the_points_back(page: Page, sim: Stack) -> None:
    login(page, sim.site, "demo01")
    set_payment_password(page, PAYPASS)
    sim.control(
        "POST", "/__sim/points/grant", {"account": "demo01", "points": 1000, "requestId": "e2e-1"}
    )
    summary = _point_mall(page, sim.site, "1,000 points")

    cap = page.get_by_role("list", name="Rewards").get_by_role("listitem", name="Lucky Lotus cap")
    expect(cap).to_contain_text("500 points per piece")
    expect(cap).to_contain_text("120 left")
    cap.get_by_role("button", name="Redeem").click()
    form = page.get_by_role("dialog", name="Redeem Lucky Lotus cap")
    form.get_by_label("Quantity").fill("1")
    expect(form.get_by_role("definition").filter(has_text="500 points")).to_be_visible()
    form.get_by_label("Delivery address").fill("12 Nguyen Hue, District 1, Ho Chi Minh City")
    form.get_by_role("textbox", name="Mobile number").fill("912345678")
    form.get_by_label("Payment password").fill(PAYPASS)
    form.get_by_role("button", name="Redeem now").click()
    sent = page.get_by_role("status").filter(has_text=re.compile(r"Redeem R\d+ sent"))
    expect(sent).to_contain_text("Lucky Lotus cap × 1 for 500 points")
    expect(summary.get_by_test_id("point-balance")).to_have_text("500 points")
    expect(summary).to_contain_text("500 points reserved by redeems in review")
    expect(cap).to_contain_text("119 left")
    sent.get_by_role("button", name="See redeem history").click()
    history = page.get_by_role("list", name="Your redeems")
    expect(history.get_by_role("listitem", name="Lucky Lotus cap")).to_contain_text("In process")

    # The desk rejects it: the reserve is void, the points and the stock come back.
    waiting = sim.control("GET", "/__sim/points/redeems?status=PROCESS")
    assert isinstance(waiting, dict) and len(waiting["list"]) == 1, waiting
    order_no = waiting["list"][0]["orderNo"]
    sim.control(
        "POST",
        f"/__sim/points/redeems/{order_no}",
        {"decision": "reject", "remark": "Out of delivery area"},
    )
    page.reload()
    expect(summary.get_by_test_id("point-balance")).to_have_text("1,000 points")
    expect(summary).not_to_contain_text("reserved")
    expect(cap).to_contain_text("120 left")
    page.get_by_role("tab", name="Redeem history").click()
    redeem = history.get_by_role("listitem", name="Lucky Lotus cap")
    expect(redeem).to_contain_text("Rejected")
    expect(redeem).to_contain_text(order_no)
    expect(redeem).to_contain_text("Out of delivery area")
    _ledger_balanced(sim)


def test_points_converted_to_balance(page: Page, sim: Stack) -> None:
    login(page, sim.site, "demo01")
    set_payment_password(page, PAYPASS)
    sim.control(
        "POST", "/__sim/points/grant", {"account": "demo01", "points": 550, "requestId": "e2e-2"}
    )
    summary = _point_mall(page, sim.site, "550 points")
    balance(page, "1,000,000.00")

    # 100 points are 10,000.00, in whole steps of 100.
    page.get_by_role("tab", name="Convert to balance").click()
    panel = page.get_by_role("tabpanel", name="Convert to balance")
    panel.get_by_label("Points to convert").fill("500")
    # Amounts carry the brand's currency sign (₫).
    expect(panel.get_by_test_id("convert-credit")).to_have_text(re.compile(r"^\D*50,000\.00$"))
    panel.get_by_label("Payment password").fill(PAYPASS)
    panel.get_by_role("button", name="Convert", exact=True).click()
    done = (
        r"Converted 500 points to \D*50,000\.00\. "
        r"Your balance is \D*1,050,000\.00; 50 points left\."
    )
    expect(panel.get_by_text(re.compile(done))).to_be_visible()
    balance(page, "1,050,000.00")
    expect(summary.get_by_test_id("point-balance")).to_have_text("50 points")
    converted = sim.control("GET", "/__sim/journal?type=points.converted&player=demo01")
    assert isinstance(converted, list) and len(converted) == 1
    _ledger_balanced(sim)
