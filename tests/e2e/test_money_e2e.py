"""Money through the real stack: a player deposits on the gateway page, moves money
to a game wallet and back, withdraws and confirms receipt; every step is in the account record
with the right totals, and the ledger stays balanced."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import Stack
from .steps import balance as _balance
from .steps import login, set_payment_password, transfer_to_evolution

pytestmark = pytest.mark.e2e

PAYPASS = "258025"


def _deposit(page: Page, dialog: Locator, sim: Stack) -> None:
    """200,000 by bank transfer, paid on the gateway's page in the frame."""
    dialog.get_by_role("button", name="Deposit", exact=True).click()
    dialog.get_by_role("radio", name=re.compile("Bank transfer")).check()
    dialog.get_by_role("textbox", name="Amount").fill("200000")
    dialog.get_by_role("button", name="Deposit now").click()
    gateway = page.frame_locator("iframe[title='Payment']")
    expect(gateway.get_by_text("200000.00 VND")).to_be_visible()
    gateway.get_by_role("button", name="Pay now").click()
    expect(dialog.get_by_text(re.compile(r"Deposit of .*200,000\.00 received\."))).to_be_visible()
    # demo01 joined no promotion: no first-deposit bonus (fixtures/promotions.yaml).
    _balance(page, "1,200,000.00")
    paid = sim.control("GET", "/__sim/journal?type=deposit.paid&player=demo01")
    assert isinstance(paid, list) and len(paid) == 1


def _to_game_and_back(page: Page, dialog: Locator) -> None:
    """My wallet: 50,000 to Evolution's wallet, then all of it back."""
    cards = transfer_to_evolution(dialog, "50000", "50,000.00")
    expect(cards.get_by_role("button", name=re.compile("Evolution"))).to_contain_text("50,000.00")
    dialog.get_by_role("button", name="Game wallet → main").click()
    dialog.get_by_role("button", name="All", exact=True).click()
    dialog.get_by_role("button", name="Transfer", exact=True).click()
    expect(
        dialog.get_by_text("Transferred 50,000.00 from Evolution to Main wallet.")
    ).to_be_visible()
    _balance(page, "1,200,000.00")


def _withdraw_and_confirm(page: Page, dialog: Locator, sim: Stack) -> None:
    """100,000 to a new bank account; the desk pays it; the player confirms it arrived."""
    dialog.get_by_role("button", name="Withdraw", exact=True).click()
    dialog.get_by_role("button", name="Add bank account").click()
    dialog.get_by_label("Bank", exact=True).select_option("TCB")
    dialog.get_by_label("Account number").fill("19033344455566")
    dialog.get_by_label("Account holder").fill("Demo Player")
    dialog.get_by_label("Payment password").fill(PAYPASS)
    dialog.get_by_role("button", name="Add account").click()
    expect(dialog.get_by_role("region", name="Bank accounts")).to_contain_text("**********5566")
    dialog.get_by_role("textbox", name="Amount").fill("100000")
    # The preview under the amount: what the player receives once the fee is taken.
    expect(dialog.get_by_role("term").filter(has_text="You receive")).to_be_visible()
    expect(dialog.get_by_role("definition").filter(has_text="95,000.00")).to_be_visible()
    dialog.get_by_label("Payment password").fill(PAYPASS)
    dialog.get_by_role("button", name="Request withdrawal").click()
    expect(dialog.get_by_text(re.compile(r"Withdrawal W\d+ sent\."))).to_be_visible()
    _balance(page, "1,100,000.00")
    orders = sim.control("GET", "/__sim/withdrawals")
    assert isinstance(orders, list) and orders[0]["status"] == "reviewing"
    order_no = orders[0]["orderNo"]
    sim.control("POST", f"/__sim/withdrawals/{order_no}", {"action": "approve"})
    # The page re-reads a withdrawal that waits for the desk every few seconds.
    item = dialog.get_by_test_id(f"withdrawal-{order_no}")
    expect(item).to_contain_text("Paid out", timeout=15_000)
    item.get_by_role("button", name="Received", exact=True).click()
    expect(item).to_contain_text("Received")
    expect(item).to_contain_text("received 95,000.00")


def _account_record(dialog: Locator) -> None:
    dialog.get_by_role("button", name="Account record", exact=True).click()
    records = dialog.get_by_role("table")
    for text in (
        "Deposit",
        "Transfer to Evolution wallet",
        "Transfer from Evolution wallet",
        "Withdrawal",
        "Withdrawal fee",
    ):
        expect(records.get_by_role("cell", name=text, exact=True).first).to_be_visible()
    expect(records.get_by_role("cell", name="+200,000.00")).to_be_visible()
    expect(records.get_by_role("cell", name="-95,000.00")).to_be_visible()
    expect(records.get_by_role("cell", name="-5,000.00")).to_be_visible()
    totals = dialog.get_by_test_id("transaction-totals")
    expect(totals).to_contain_text("200,000.00")
    expect(totals).to_contain_text("100,000.00")


def test_deposit_transfer_withdraw_and_the_account_record(page: Page, sim: Stack) -> None:
    login(page, sim.site, "demo01")
    _balance(page, "1,000,000.00")
    dialog = set_payment_password(page, PAYPASS)
    _deposit(page, dialog, sim)
    _to_game_and_back(page, dialog)
    _withdraw_and_confirm(page, dialog, sim)
    _account_record(dialog)
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict) and check["balanced"] and not check["negative"], check
