"""A restart keeps the site as players left it: `make run` keeps the simulator's world in a
file and the BFF's session key in var/, so a player who registered and deposited is still
logged in, with the same balance, after both processes start again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .conftest import Stack, _free_port, running_stack
from .steps import balance, member_centre, newest_message

pytestmark = pytest.mark.e2e

MOBILE = "912000222"


def _register_by_mobile(page: Page, stack: Stack) -> None:
    page.goto(f"{stack.site}/register")
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("tab", name="Mobile").click()
    dialog.get_by_label(re.compile("^Mobile number")).fill(MOBILE)
    dialog.get_by_role("button", name="Send code").click()
    code = newest_message(stack, kind="sms", recipient=f"%2B84{MOBILE}")["code"]
    dialog.get_by_label(re.compile("^SMS code")).fill(code)
    dialog.get_by_label(re.compile("I confirm I am 18 years old")).check()
    dialog.get_by_role("button", name="Register", exact=True).click()
    page.get_by_role("dialog").get_by_role("button", name="Start playing").click()
    balance(page, "0.00")


def _deposit(page: Page) -> None:
    dialog = member_centre(page, "Deposit")
    dialog.get_by_role("radio", name=re.compile("Bank transfer")).check()
    dialog.get_by_role("textbox", name="Amount").fill("200000")
    dialog.get_by_role("button", name="Deposit now").click()
    gateway = page.frame_locator("iframe[title='Payment']")
    gateway.get_by_role("button", name="Pay now").click()
    expect(dialog.get_by_text(re.compile(r"Deposit of .*200,000\.00 received\."))).to_be_visible()
    balance(page, "200,000.00")


def test_a_restart_keeps_the_player_their_balance_and_their_session(
    page: Page, tmp_path: Path
) -> None:
    ports = (_free_port(), _free_port())
    var = tmp_path / "var"
    with running_stack(tmp_path / "logs-1", var=var, ports=ports) as first:
        _register_by_mobile(page, first)
        _deposit(page)

    with running_stack(tmp_path / "logs-2", var=var, ports=ports) as second:
        # The same browser, cookie and all, on the restarted site: still logged in.
        page.goto(second.site)
        balance(page, "200,000.00")
        expect(page.get_by_role("banner")).to_contain_text(f"84{MOBILE}")
        registered = second.control("GET", "/__sim/journal?type=register&limit=1")
        assert isinstance(registered, list) and registered[0]["player"] == f"84{MOBILE}"
        check = second.control("GET", "/__sim/ledger/check")
        assert isinstance(check, dict) and check["balanced"], check
