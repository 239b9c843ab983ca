"""Upstream faults reach the player as clear wording in their language, never a broken page."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import Stack
from .steps import login

pytestmark = pytest.mark.e2e


def _login_demo(page: Page, site: str) -> None:
    # steps.login waits for the pop-up announcements: a menu opened before they show would be
    # closed with them.
    login(page, site, "demo01")
    expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(r"1,000,000"))


def _fault(sim: Stack, path: str, effect: dict[str, object]) -> None:
    sim.control("POST", "/__sim/faults", {"match": {"path": path}, "effect": effect})


def test_dropped_balance_call_says_network_link_abnormal(page: Page, sim: Stack) -> None:
    _login_demo(page, sim.site)
    _fault(sim, "/wps/v2/wallets/balance", {"kind": "drop"})
    page.get_by_role("button", name="Refresh balance").first.click()
    expect(page.get_by_role("alert").filter(has_text="Network link abnormal")).to_be_visible()

    sim.control("DELETE", "/__sim/faults")
    page.get_by_role("button", name="Refresh balance").first.click()
    expect(page.get_by_role("alert").filter(has_text="Network link abnormal")).to_have_count(0)
    expect(page.get_by_test_id("balance-amount").first).to_have_text(re.compile(r"1,000,000"))


def test_slow_balance_call_says_page_took_long_in_vietnamese(page: Page, sim: Stack) -> None:
    _login_demo(page, sim.site)
    page.get_by_role("button", name=re.compile("^Language")).first.click()
    page.get_by_role("menuitemradio", name="Tiếng Việt").first.click()
    refresh = page.get_by_role("button", name="Làm mới số dư").first
    expect(refresh).to_be_visible()
    _fault(sim, "/wps/v2/wallets/balance", {"kind": "delay", "ms": 9000})
    refresh.click()
    # The BFF's 5 s deadline ends the call; the player reads why, in Vietnamese.
    expect(
        page.get_by_role("alert").filter(has_text="Trang tải quá lâu, vui lòng kiểm tra mạng.")
    ).to_be_visible(timeout=9_000)
