"""The walking skeleton through the real stack: SPA served by the BFF, simulator upstream."""

from __future__ import annotations

import re
import secrets
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .conftest import ROOT, Stack

pytestmark = pytest.mark.e2e

SCREENSHOT = ROOT / "docs" / "screenshots" / "home.png"


def _register(page: Page, username: str, password: str) -> None:
    page.get_by_role("button", name="Register", exact=True).first.click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name=re.compile("Register now"))).to_be_visible()
    dialog.get_by_role("textbox", name=re.compile("^Username")).fill(username)
    dialog.get_by_label(re.compile("^Password")).fill(password)
    dialog.get_by_label(re.compile("^Confirm password")).fill(password)
    dialog.get_by_label(re.compile("I confirm I am 18 years old")).check()
    dialog.get_by_role("button", name="Register", exact=True).click()


def _header_balance(page: Page):  # type: ignore[no-untyped-def]
    return page.get_by_test_id("balance-amount").first


def test_register_see_balance_hide_it_and_sign_out(page: Page, sim: Stack) -> None:
    username = f"e2e{secrets.token_hex(3)}"
    password = "secret123"
    page.goto(sim.site)
    _register(page, username, password)

    welcome = page.get_by_role("dialog")
    expect(welcome.get_by_text(f"Welcome, {username}!")).to_be_visible()
    welcome.get_by_role("button", name="Start playing").click()
    expect(page.get_by_role("dialog")).to_have_count(0)

    # A new account holds nothing yet; the brand's symbol comes from upstream.
    expect(_header_balance(page)).to_have_text(re.compile(r"₫\s*0\.00"))
    page.get_by_role("button", name="Hide balance").first.click()
    expect(_header_balance(page)).to_have_text(re.compile(r"\*\*\*"))
    page.get_by_role("button", name="Show balance").first.click()
    expect(_header_balance(page)).to_have_text(re.compile(r"0\.00"))

    # Sign out asks first; Cancel keeps the session.
    page.get_by_role("button", name="Sign out").first.click()
    confirm = page.get_by_role("alertdialog")
    expect(confirm.get_by_text("Are you sure you want to sign out?")).to_be_visible()
    confirm.get_by_role("button", name="Cancel").click()
    expect(_header_balance(page)).to_be_visible()

    page.get_by_role("button", name="Sign out").first.click()
    page.get_by_role("alertdialog").get_by_role("button", name="Submit").click()
    expect(page.get_by_role("button", name="Log in").first).to_be_visible()
    expect(page.get_by_test_id("balance-amount")).to_have_count(0)

    # The new account logs in again from the header form and the session survives a reload.
    header = page.get_by_role("banner")
    header.get_by_role("textbox", name="Username").fill(username)
    header.get_by_label("Password").fill(password)
    header.get_by_role("button", name="Log in").click()
    expect(_header_balance(page)).to_have_text(re.compile(r"0\.00"))
    page.reload()
    expect(_header_balance(page)).to_have_text(re.compile(r"0\.00"))


def test_demo_player_sees_formatted_balance(page: Page, sim: Stack) -> None:
    page.goto(sim.site)
    header = page.get_by_role("banner")
    header.get_by_role("textbox", name="Username").fill("demo01")
    header.get_by_label("Password").fill("demo1234")
    header.get_by_role("button", name="Log in").click()
    expect(_header_balance(page)).to_have_text(re.compile(r"1,000,000\.00"))


def test_wrong_password_is_explained_and_keeps_the_visitor_logged_out(
    page: Page, sim: Stack
) -> None:
    page.goto(sim.site)
    header = page.get_by_role("banner")
    header.get_by_role("textbox", name="Username").fill("demo01")
    header.get_by_label("Password").fill("wrongpass1")
    header.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("alert").first).to_be_visible()
    expect(page.get_by_test_id("balance-amount")).to_have_count(0)


def test_register_refused_without_age_confirmation(page: Page, sim: Stack) -> None:
    page.goto(f"{sim.site}/register")
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("textbox", name=re.compile("^Username")).fill(f"e2e{secrets.token_hex(3)}")
    dialog.get_by_label(re.compile("^Password")).fill("secret123")
    dialog.get_by_label(re.compile("^Confirm password")).fill("secret123")
    dialog.get_by_role("button", name="Register", exact=True).click()
    expect(dialog.get_by_text("You must be 18 or older to register.")).to_be_visible()
    expect(page.get_by_test_id("balance-amount")).to_have_count(0)


def test_maintenance_page_with_end_time(page: Page, sim: Stack) -> None:
    sim.control(
        "PUT", "/__sim/system", {"maintenance": True, "maintenanceEnd": "2026-12-01T06:30:00Z"}
    )
    page.goto(sim.site)
    expect(page.get_by_role("heading", name="System Maintenance")).to_be_visible()
    expect(page.get_by_text("Expected back at")).to_be_visible()
    expect(page.get_by_text(re.compile(r"2026"))).to_be_visible()
    expect(page.get_by_role("button", name="Contact Us")).to_be_visible()

    sim.control("PUT", "/__sim/system", {"maintenance": False})
    page.reload()
    expect(page.get_by_role("heading", name="System Maintenance")).to_have_count(0)
    expect(page.get_by_role("button", name="Log in").first).to_be_visible()


def test_region_restriction_page_shows_ip_and_country(page: Page, sim: Stack) -> None:
    sim.control("PUT", "/__sim/system", {"geo": {"127.0.0.0/8": "US"}})
    page.goto(sim.site)
    expect(page.get_by_role("heading", name="IP Restriction")).to_be_visible()
    expect(page.get_by_text("127.0.0.1")).to_be_visible()
    expect(page.get_by_text(re.compile(r"\bUS\b|United States"))).to_be_visible()


def test_unknown_route_shows_not_found_and_spa_fallback(page: Page, sim: Stack) -> None:
    page.goto(f"{sim.site}/no-such-page")
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    page.get_by_role("link", name="Back to home").click()
    expect(page).to_have_url(re.compile(r"/$"))


def test_responsible_gaming_page(page: Page, sim: Stack) -> None:
    page.goto(f"{sim.site}/help?section=responsible-gaming")
    expect(page.get_by_role("heading", name="Responsible Gaming").first).to_be_visible()
    expect(page.get_by_text(re.compile("18")).first).to_be_visible()


def test_home_page_screenshots(page: Page, sim: Stack, browser) -> None:  # type: ignore[no-untyped-def]
    """Saves the README's screenshot, plus light and phone views for review."""
    page.goto(sim.site)
    expect(page.locator("img[src*='banner']").first).to_be_visible()
    page.wait_for_load_state("networkidle")
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOT))
    out = Path(__file__).parent / "artifacts"
    out.mkdir(exist_ok=True)
    for name, viewport, scheme in (
        ("home-light-desktop", {"width": 1280, "height": 800}, "light"),
        ("home-dark-phone", {"width": 390, "height": 844}, "dark"),
        ("home-light-phone", {"width": 390, "height": 844}, "light"),
    ):
        context = browser.new_context(viewport=viewport)
        context.add_init_script(f"localStorage.setItem('theme', '{scheme}')")
        other = context.new_page()
        other.goto(sim.site)
        other.wait_for_load_state("networkidle")
        other.screenshot(path=str(out / f"{name}.png"), full_page=True)
        context.close()
