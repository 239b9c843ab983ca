"""Steps several browser tests share: signing in from the header, opening a centre's page,
setting the payment password, moving money into a game wallet."""

from __future__ import annotations

import contextlib
import re
import time
from typing import Any, Protocol

from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError


class Control(Protocol):
    def control(self, method: str, path: str, body: object | None = None) -> object: ...


def login(page: Page, site: str, username: str, password: str = "demo1234") -> None:
    page.goto(site)
    header = page.get_by_role("banner")
    header.get_by_role("textbox", name="Username").fill(username)
    header.get_by_label("Password").first.fill(password)
    header.get_by_role("button", name="Log in").first.click()
    expect(page.get_by_test_id("balance-amount").first).to_be_visible()
    # The pop-up announcements come a moment after the balance. Once they show, the next action
    # closes them (conftest's handler) before a test opens a dialog of its own: a dialog opened
    # first would sit over them.
    popups = page.get_by_role("dialog").filter(has=page.get_by_test_id("announcement-content"))
    with contextlib.suppress(PlaywrightTimeoutError):  # an account without pop-ups
        popups.first.wait_for(timeout=3_000)


def member_centre(page: Page, menu: str) -> Locator:
    page.get_by_role("banner").get_by_role("button", name="Member Center").click()
    dialog = page.get_by_role("dialog", name="Member Center")
    dialog.get_by_role("button", name=menu, exact=True).click()
    return dialog


def set_payment_password(page: Page, payment: str, password: str = "demo1234") -> Locator:
    dialog = member_centre(page, "My account")
    dialog.get_by_role("button", name="Set payment password").click()
    dialog.get_by_label("New payment password").fill(payment)
    dialog.get_by_label("Confirm payment password").fill(payment)
    dialog.get_by_label("Login password").fill(password)
    dialog.get_by_role("button", name="Save").click()
    dialog.get_by_role("button", name="OK").click()
    return dialog


def transfer_to_evolution(dialog: Locator, amount: str, shown: str) -> Locator:
    """My wallet: `amount` from the main wallet into Evolution's; returns the wallet cards."""
    dialog.get_by_role("button", name="My wallet", exact=True).click()
    cards = dialog.get_by_role("list", name="Wallets")
    cards.get_by_role("button", name=re.compile("Evolution")).click()
    dialog.get_by_role("textbox", name="Amount").fill(amount)
    dialog.get_by_role("button", name="Transfer", exact=True).click()
    expect(
        dialog.get_by_text(f"Transferred {shown} from Main wallet to Evolution.")
    ).to_be_visible()
    return cards


def bet_big_on_sea_lottery(page: Page, site: str) -> None:
    """1,000 on Big in the one-minute SEA 5D lottery, from its bet slip."""
    page.goto(f"{site}/seaLottery?gameCode=SEA5D_1M")
    slip = page.get_by_role("form", name="Bet slip")
    slip.get_by_role("tab", name="Big / Small").click()
    slip.get_by_role("button", name="Big", exact=True).click()
    slip.get_by_label(re.compile("^Amount")).fill("1000")
    slip.get_by_role("button", name="Place bet").click()
    expect(page.get_by_text(re.compile(r"Ticket \S+ placed on issue"))).to_be_visible()


def balance(page: Page, amount: str) -> None:
    expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(re.escape(amount)))


def newest_message(sim: Control, **query: str) -> dict[str, Any]:
    """The newest outbox message; waits a little, as the click that sends it may still be
    on its way to the simulator."""
    params = "&".join(f"{k}={v}" for k, v in query.items())
    deadline = time.monotonic() + 5
    while True:
        messages = sim.control("GET", f"/__sim/outbox?{params}&limit=1")
        if (isinstance(messages, list) and messages) or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert isinstance(messages, list) and messages, f"nothing in the outbox for {query}"
    return dict(messages[0])
