"""Account flows in the browser; codes come from the simulator's outbox, as QA reads them."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import Stack
from .steps import newest_message

pytestmark = pytest.mark.e2e

BALANCE = "balance-amount"


def _header_login(page: Page, username: str, password: str) -> Locator:
    header = page.get_by_role("banner")
    header.get_by_role("textbox", name="Username").fill(username)
    header.get_by_label("Password").first.fill(password)
    header.get_by_role("button", name="Log in").first.click()
    return header


def test_default_password_forces_a_change_before_playing(page: Page, sim: Stack) -> None:
    page.goto(sim.site)
    _header_login(page, "weak01", "abc123456")
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_text("please choose a new password")).to_be_visible()
    page.keyboard.press("Escape")  # a forced change cannot be dismissed
    expect(dialog).to_be_visible()
    dialog.get_by_label(re.compile("^New password")).fill("fresh2468")
    dialog.get_by_label(re.compile("^Confirm new password")).fill("fresh2468")
    dialog.get_by_role("button", name="Submit").click()
    expect(page.get_by_test_id(BALANCE).first).to_be_visible()

    # The new password is the one that works now.
    page.get_by_role("button", name="Sign out").first.click()
    page.get_by_role("alertdialog").get_by_role("button", name="Submit").click()
    _header_login(page, "weak01", "fresh2468")
    expect(page.get_by_test_id(BALANCE).first).to_be_visible()
    expect(page.get_by_role("dialog")).to_have_count(0)


def test_captcha_after_three_failed_logins(page: Page, sim: Stack) -> None:
    page.goto(sim.site)
    for attempt in range(3):
        _header_login(page, "demo01", f"wrong{attempt}x")
        expect(page.get_by_role("alert").first).to_be_visible()
    _header_login(page, "demo01", "demo1234")
    captcha = page.get_by_label(re.compile("^Verification code")).first
    expect(captcha).to_be_visible()
    expect(page.get_by_role("img", name="Verification code picture").first).to_be_visible()
    captcha.fill(newest_message(sim, kind="captcha")["code"])
    page.get_by_role("banner").get_by_role("button", name="Log in").first.click()
    expect(page.get_by_test_id(BALANCE).first).to_have_text(re.compile(r"1,000,000\.00"))


def test_unknown_ip_needs_a_code_then_logs_in(page: Page, sim: Stack) -> None:
    sim.control("POST", "/__sim/players/demo01/flags", {"unknownIp": True})
    page.goto(sim.site)
    _header_login(page, "demo01", "demo1234")
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="Verify your login")).to_be_visible()
    code = newest_message(sim, kind="sms", player="demo01")["code"]
    dialog.get_by_label(re.compile("^Verification code")).fill(code)
    dialog.get_by_role("button", name="Verify").click()
    expect(dialog.get_by_text("Verification done")).to_be_visible()
    dialog.get_by_role("button", name="Continue").click()
    expect(page.get_by_test_id(BALANCE).first).to_have_text(re.compile(r"1,000,000\.00"))


def test_forgot_password_by_phone_logs_in_with_the_new_one(page: Page, sim: Stack) -> None:
    page.goto(f"{sim.site}/login")
    page.get_by_role("button", name="Forgot password?").first.click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("tab", name="Mobile").click()
    dialog.get_by_label(re.compile("^Mobile number")).fill("987654321")
    dialog.get_by_role("button", name="Send code").click()
    expect(dialog.get_by_role("button", name=re.compile("Resend in"))).to_be_disabled()
    code = newest_message(sim, kind="sms", recipient="%2B84987654321")["code"]
    dialog.get_by_label(re.compile("^SMS code")).fill(code)
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_label(re.compile("^New password")).fill("phone2468")
    dialog.get_by_label(re.compile("^Confirm new password")).fill("phone2468")
    dialog.get_by_role("button", name="Submit").click()
    expect(page.get_by_test_id(BALANCE).first).to_be_visible()
    expect(page).to_have_url(re.compile(r"/$"))


def test_free_play_account_is_told_to_get_a_real_one(page: Page, sim: Stack) -> None:
    page.goto(sim.site)
    page.get_by_role("button", name="Try for free").first.click()
    expect(page.get_by_test_id(BALANCE).first).to_have_text(re.compile(r"2,000\.00"))
    page.get_by_role("button", name="Member Center").first.click()
    popup = page.get_by_role("alertdialog").filter(has_text="needs a real account")
    expect(popup).to_be_visible()
    popup.get_by_role("button", name="OK").click()
    expect(popup).to_have_count(0)


def test_security_centre_shows_masked_details_and_sets_payment_password(
    page: Page, sim: Stack
) -> None:
    page.goto(sim.site)
    _header_login(page, "demo01", "demo1234")
    expect(page.get_by_test_id(BALANCE).first).to_be_visible()
    page.get_by_role("button", name="Member Center").first.click()
    panel = page.get_by_role("dialog")
    expect(panel.get_by_text("demo01").first).to_be_visible()
    expect(panel.get_by_text(re.compile(r"\*{3}")).first).to_be_visible()
    panel.get_by_role("button", name=re.compile("payment password", re.I)).first.click()
    form = page.get_by_role("dialog").last
    form.get_by_label(re.compile("^(New )?payment password", re.I)).first.fill("135790")
    form.get_by_label(re.compile("^Confirm", re.I)).first.fill("135790")
    form.get_by_label(re.compile("^(Login )?password", re.I)).last.fill("demo1234")
    form.get_by_role("button", name=re.compile("Submit|Save", re.I)).last.click()
    # The simulator recorded it: the payment password is really set, once.
    deadline = time.monotonic() + 5
    while True:
        journal = sim.control("GET", "/__sim/journal?type=payment_password.set&player=demo01")
        if journal or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert isinstance(journal, list) and len(journal) == 1, journal


def test_sms_code_login(page: Page, sim: Stack) -> None:
    # weak01's password is also expired: a username login would be forced to change it.
    sim.control("POST", "/__sim/players/weak01/flags", {"passwordExpired": True})
    page.goto(sim.site)
    header = page.get_by_role("banner")
    header.get_by_role("button", name="Use an SMS code").click()
    header.get_by_label(re.compile("^Mobile number")).first.fill("987654321")
    header.get_by_role("button", name="Send code").first.click()
    expect(header.get_by_role("button", name=re.compile("Resend in")).first).to_be_disabled()
    code = newest_message(sim, kind="sms", recipient="%2B84987654321")["code"]
    header.get_by_label(re.compile("^SMS code")).first.fill(code)
    header.get_by_role("button", name="Log in").first.click()
    expect(page.get_by_test_id(BALANCE).first).to_be_visible()
    # SMS logins never force the password change, even for the default password's owner,
    # and the BFF's session agrees: a reload shows no forced change either.
    expect(page.get_by_role("dialog")).to_have_count(0)
    page.reload()
    expect(page.get_by_test_id(BALANCE).first).to_be_visible()
    expect(page.get_by_role("dialog")).to_have_count(0)


def test_register_by_mobile_with_sms_code_and_invitation_check(page: Page, sim: Stack) -> None:
    page.goto(f"{sim.site}/register")
    dialog = page.get_by_role("dialog")
    dialog.get_by_role("tab", name="Mobile").click()
    dialog.get_by_label(re.compile("^Mobile number")).fill("912000111")
    dialog.get_by_role("button", name="Send code").click()
    code = newest_message(sim, kind="sms", recipient="%2B84912000111")["code"]
    dialog.get_by_label(re.compile("^SMS code")).fill(code)
    dialog.get_by_label(re.compile("^Invitation code")).fill("NOPE99")
    dialog.get_by_label(re.compile("I confirm I am 18 years old")).check()
    dialog.get_by_role("button", name="Register", exact=True).click()
    warning = page.get_by_role("alertdialog").filter(has_text="invitation code is not valid")
    expect(warning).to_be_visible()
    warning.get_by_role("button", name="OK").click()
    expect(page.get_by_test_id(BALANCE)).to_have_count(0)

    dialog.get_by_label(re.compile("^Invitation code")).fill("AGENT01")
    dialog.get_by_role("button", name="Register", exact=True).click()
    welcome = page.get_by_role("dialog")
    expect(welcome.get_by_text(re.compile("^Welcome, "))).to_be_visible()
    welcome.get_by_role("button", name="Start playing").click()
    expect(page.get_by_test_id(BALANCE).first).to_have_text(re.compile(r"0\.00"))
    registered = sim.control("GET", "/__sim/journal?type=register&limit=1")
    assert isinstance(registered, list) and registered
    assert registered[0]["player"] == "84912000111"


def test_non_member_account_cannot_log_in(page: Page, sim: Stack) -> None:
    page.goto(sim.site)
    _header_login(page, "staff01", "demo1234")
    expect(page.get_by_role("alert").filter(has_text="Non-member account")).to_be_visible()
    expect(page.get_by_test_id(BALANCE)).to_have_count(0)


def test_forced_change_cannot_be_skipped_by_reloading(page: Page, sim: Stack) -> None:
    page.goto(sim.site)
    _header_login(page, "weak01", "abc123456")
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_text("please choose a new password")).to_be_visible()
    page.reload()
    # The BFF kept the pending change: the modal is back, now asking for the old password.
    expect(dialog.get_by_text("please choose a new password")).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_visible()
    # The BFF refuses wallet calls until the change: weak01's 50,000.00 is not shown.
    expect(page.get_by_test_id(BALANCE).first).not_to_have_text(re.compile(r"50,000\.00"))
    dialog.get_by_label(re.compile("^Old password")).fill("abc123456")
    dialog.get_by_label(re.compile("^New password")).fill("fresh1357")
    dialog.get_by_label(re.compile("^Confirm new password")).fill("fresh1357")
    dialog.get_by_role("button", name="Submit").click()
    expect(page.get_by_test_id(BALANCE).first).to_have_text(re.compile(r"50,000\.00"))
    page.reload()
    expect(page.get_by_test_id(BALANCE).first).to_have_text(re.compile(r"50,000\.00"))
    expect(page.get_by_role("dialog")).to_have_count(0)


def test_unknown_ip_verified_by_google_code(page: Page, sim: Stack) -> None:
    # secure01 has neither phone nor e-mail: bank account name or Google Authenticator.
    sim.control("POST", "/__sim/players/secure01/flags", {"unknownIp": True})
    page.goto(sim.site)
    _header_login(page, "secure01", "demo1234")
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name="Verify your login")).to_be_visible()
    expect(dialog.get_by_role("tab", name="Bank account name")).to_be_visible()
    dialog.get_by_role("tab", name="Google Authenticator").click()
    totp = sim.control("GET", "/__sim/players/secure01/totp")
    assert isinstance(totp, dict)
    dialog.get_by_label(re.compile("^Google Authenticator code")).fill(totp["code"])
    dialog.get_by_role("button", name="Verify").click()
    expect(dialog.get_by_text("Verification done")).to_be_visible()
    dialog.get_by_role("button", name="Continue").click()
    expect(page.get_by_test_id(BALANCE).first).to_have_text(re.compile(r"100,000\.00"))
    verified = sim.control("GET", "/__sim/journal?type=login.verified&player=secure01")
    assert isinstance(verified, list) and verified[0]["data"]["method"] == "google"
