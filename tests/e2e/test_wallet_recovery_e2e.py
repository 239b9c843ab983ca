"""Money where players look, through the real stack: money left in a game wallet is offered
back on the Withdraw page and recovered in one step; an unpaid deposit order can be cancelled
from the recent deposits (and is then never credited) or resumed and paid."""

from __future__ import annotations

import re
import urllib.error

import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import Stack
from .steps import balance, login, set_payment_password, transfer_to_evolution

pytestmark = pytest.mark.e2e

PAYPASS = "135790"


def _recover_on_withdraw(page: Page, dialog: Locator) -> None:
    dialog.get_by_role("button", name="Withdraw", exact=True).click()
    available = dialog.get_by_test_id("withdraw-available")
    expect(available).to_have_text(re.compile(r"\b0\.00$"))
    balance(page, "1,000,000.00")  # the header counts the game wallets
    expect(dialog.get_by_text(re.compile("money in games must come back"))).to_be_visible()
    offer = dialog.get_by_role(
        "button", name=re.compile(r"^Recover .*1,000,000\.00 from game wallets$")
    )
    offer.click()
    expect(dialog.get_by_text(re.compile(r"Game wallets recovered\."))).to_be_visible()
    expect(available).to_have_text(re.compile(r"\b1,000,000\.00$"))
    expect(offer).to_have_count(0)
    balance(page, "1,000,000.00")


def _unpaid_order(dialog: Locator, amount: str) -> None:
    dialog.get_by_role("radio", name=re.compile("Bank transfer")).check()
    dialog.get_by_role("textbox", name="Amount").fill(amount)
    dialog.get_by_role("button", name="Deposit now").click()
    expect(dialog.locator("iframe[title='Payment']")).to_be_visible()
    dialog.get_by_role("button", name="Pay later").click()


def _newest_order(sim: Stack) -> str:
    orders = sim.control("GET", "/__sim/deposits")
    assert isinstance(orders, list) and orders[0]["status"] == "pending", orders
    return str(orders[0]["orderNo"])


def test_game_money_is_recovered_on_withdraw(page: Page, sim: Stack) -> None:
    login(page, sim.site, "demo01")
    balance(page, "1,000,000.00")
    dialog = set_payment_password(page, PAYPASS)
    # The whole main wallet into a game, as play with auto-transfer leaves it.
    transfer_to_evolution(dialog, "1000000", "1,000,000.00")
    _recover_on_withdraw(page, dialog)
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict) and check["balanced"] and not check["negative"], check


def test_unpaid_deposit_is_cancelled_or_resumed(page: Page, sim: Stack) -> None:
    login(page, sim.site, "demo01")
    dialog = set_payment_password(page, PAYPASS)
    dialog.get_by_role("button", name="Deposit", exact=True).click()
    recent = dialog.get_by_role("region", name="Recent deposits")

    _unpaid_order(dialog, "150000")
    first = _newest_order(sim)
    row = recent.get_by_test_id(f"deposit-{first}")
    expect(row).to_contain_text("Waiting for payment")
    row.get_by_role("button", name=f"Cancel order {first}").click()
    ask = page.get_by_role("alertdialog")
    expect(ask).to_contain_text(f"Cancel deposit order {first}")
    ask.get_by_role("button", name="Cancel order").click()
    expect(row).to_contain_text("Cancelled")
    expect(row.get_by_role("button")).to_have_count(0)
    # The gateway's late callback credits nothing for it.
    with pytest.raises(urllib.error.HTTPError) as late:
        sim.control("POST", f"/__sim/deposits/{first}/callback")
    assert late.value.code == 400
    balance(page, "1,000,000.00")
    cancelled = sim.control("GET", "/__sim/journal?type=deposit.cancelled&player=demo01")
    assert isinstance(cancelled, list) and cancelled[0]["data"]["by"] == "member"

    _unpaid_order(dialog, "200000")
    second = _newest_order(sim)
    row = recent.get_by_test_id(f"deposit-{second}")
    row.get_by_role("button", name=f"Continue payment of order {second}").click()
    gateway = page.frame_locator("iframe[title='Payment']")
    expect(gateway.get_by_text("200000.00 VND")).to_be_visible()
    gateway.get_by_role("button", name="Pay now").click()
    expect(dialog.get_by_text(re.compile(r"Deposit of .*200,000\.00 received\."))).to_be_visible()
    balance(page, "1,200,000.00")
    expect(recent.get_by_test_id(f"deposit-{second}")).to_contain_text("Paid")
    paid = sim.control("GET", "/__sim/journal?type=deposit.paid&player=demo01")
    assert isinstance(paid, list) and [e["data"]["orderNo"] for e in paid] == [second]
    check = sim.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict) and check["balanced"] and not check["negative"], check
