"""Steps several browser tests share: signing in from the header, opening a centre's page,
setting the payment password."""

from __future__ import annotations

import re
import time
from typing import Any, Protocol

from playwright.sync_api import Locator, Page, expect


class Control(Protocol):
    def control(self, method: str, path: str, body: object | None = None) -> object: ...


def login(page: Page, site: str, username: str, password: str = "demo1234") -> None:
    page.goto(site)
    header = page.get_by_role("banner")
    header.get_by_label("Username").first.fill(username)
    header.get_by_label("Password").first.fill(password)
    header.get_by_role("button", name="Log in").first.click()
    expect(page.get_by_test_id("balance-amount").first).to_be_visible()


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
