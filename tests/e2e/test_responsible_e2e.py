"""Responsible gaming through the real stack: a deposit limit set in the member centre refuses
the deposit over it and its raise waits 24 hours on the simulator clock; a reality check
shows over the game after playing; a self-excluded player is signed out and cannot log in."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import Stack
from .steps import login, member_centre

pytestmark = pytest.mark.e2e

WEDNESDAY = "2026-12-09T03:00:00Z"  # 10:00 brand time (UTC+7)


def _responsible(page: Page) -> Locator:
    dialog = member_centre(page, "Responsible gaming")
    expect(dialog.get_by_role("heading", name="Deposit, loss and wager limits")).to_be_visible()
    return dialog


def _daily_deposit(dialog: Locator) -> Locator:
    card = dialog.get_by_role("group", name="Deposit limit")
    return card.get_by_role("listitem").filter(has_text="Daily")


def _set_daily_deposit(dialog: Locator, amount: str) -> None:
    row = _daily_deposit(dialog)
    row.get_by_role("button", name=re.compile(r"^(Set|Change) the Daily deposit limit$")).click()
    form = row.get_by_role("form", name="Daily deposit limit")
    form.get_by_role("textbox", name="Daily deposit limit").fill(amount)
    form.get_by_role("button", name="Save").click()


def _deposit(dialog: Locator, amount: str) -> None:
    dialog.get_by_role("button", name="Deposit", exact=True).click()
    dialog.get_by_role("radio", name=re.compile("Bank transfer")).check()
    dialog.get_by_role("textbox", name="Amount").fill(amount)
    dialog.get_by_role("button", name="Deposit now").click()


def test_a_deposit_limit_refuses_and_its_raise_waits_a_day(page: Page, sim: Stack) -> None:
    sim.control("POST", "/__sim/clock", {"set": WEDNESDAY, "freeze": True})
    login(page, sim.site, "demo01")
    dialog = _responsible(page)
    _set_daily_deposit(dialog, "100000")
    expect(_daily_deposit(dialog)).to_contain_text("Saved. The new limit applies now.")
    expect(_daily_deposit(dialog)).to_contain_text("₫100,000.00")

    _deposit(dialog, "200000")
    expect(dialog.get_by_role("alert")).to_contain_text(
        re.compile(
            r"This deposit would pass your daily deposit limit of ₫100,000\.00\. You can "
            r"deposit ₫100,000\.00 more until it resets on \S+2026, 00:00 GMT\+7"
        )
    )
    assert sim.control("GET", "/__sim/journal?type=deposit.created&player=demo01") == []

    dialog.get_by_role("button", name="Responsible gaming", exact=True).click()
    _set_daily_deposit(dialog, "500000")
    row = _daily_deposit(dialog)
    expect(row).to_contain_text("A higher limit applies from")
    expect(row).to_contain_text(re.compile(r"Rises to ₫500,000\.00 on \S+2026, 10:00 GMT\+7"))
    expect(row).to_contain_text("₫100,000.00")
    changes = sim.control("GET", "/__sim/journal?type=responsible.limit.*&player=demo01")
    assert isinstance(changes, list)
    assert [entry["type"] for entry in reversed(changes)] == [
        "responsible.limit.set",
        "responsible.limit.pending",
    ]

    # A day later on the simulator clock: the raise has applied (and the session has expired).
    sim.control("POST", "/__sim/clock", {"advance": "24h"})
    login(page, sim.site, "demo01")
    dialog = _responsible(page)
    expect(_daily_deposit(dialog)).not_to_contain_text("Rises to")
    expect(_daily_deposit(dialog)).to_contain_text("₫500,000.00")
    _deposit(dialog, "200000")
    gateway = page.frame_locator("iframe[title='Payment']")
    expect(gateway.get_by_text("200000.00 VND")).to_be_visible()
    applied = sim.control("GET", "/__sim/journal?type=responsible.limit.applied&player=demo01")
    assert isinstance(applied, list) and applied[0]["data"]["limit"] == "500000.00"


def test_a_reality_check_shows_over_the_game(page: Page, sim: Stack) -> None:
    sim.control("POST", "/__sim/clock", {"set": WEDNESDAY, "freeze": True})
    login(page, sim.site, "demo01")
    dialog = _responsible(page)
    dialog.get_by_role("radiogroup", name="Reality check").get_by_role(
        "radio", name="15 minutes", exact=True
    ).click()
    expect(
        dialog.get_by_text("Saved. You will see a reality check every 15 minutes.")
    ).to_be_visible()
    dialog.get_by_role("button", name="Close").first.click()

    page.goto(f"{sim.site}/rng?page=PG")
    grid = page.get_by_role("list", name="Games")
    grid.get_by_role("listitem").first.get_by_role("button").first.click()
    expect(page).to_have_url(re.compile(r"/game$"))
    game = page.frame_locator("iframe")
    game.get_by_role("button", name="Spin").click()
    expect(game.get_by_role("button", name="Spin")).to_be_enabled(timeout=5_000)

    expect(page.get_by_role("alertdialog", name="Reality check")).to_have_count(0)

    # 16 minutes later on the simulator clock: the next round's result brings the check (the
    # game tells the site after each round; the site also asks every minute).
    sim.control("POST", "/__sim/clock", {"advance": "16m"})
    game.get_by_role("button", name="Spin").click()
    check = page.get_by_role("alertdialog", name="Reality check")
    expect(check).to_contain_text("You have been playing for 16 minutes this session.")
    expect(check.get_by_role("definition").nth(0)).not_to_have_text("₫0.00")  # staked
    check.get_by_role("button", name="Continue playing").click()
    expect(check).to_be_hidden()
    acks = sim.control("GET", "/__sim/journal?type=responsible.reality.acknowledged")
    assert isinstance(acks, list) and len(acks) == 1


def test_a_self_excluded_player_is_signed_out_and_cannot_log_in(page: Page, sim: Stack) -> None:
    sim.control("POST", "/__sim/clock", {"set": WEDNESDAY, "freeze": True})
    login(page, sim.site, "demo01")
    dialog = _responsible(page)
    card = dialog.get_by_role("group", name="Self-exclusion")
    card.get_by_role("radio", name="6 months").click()
    card.get_by_role("button", name="Self-exclude").click()
    confirm = page.get_by_role("alertdialog", name="Start a self-exclusion (6 months)?")
    start = confirm.get_by_role("button", name="Start the self-exclusion")
    expect(start).to_be_disabled()
    confirm.get_by_role("checkbox", name="I understand that this cannot be undone").check()
    start.click()

    notice = page.get_by_role("alertdialog", name="Your self-exclusion has started")
    expect(notice).to_contain_text(re.compile(r"cannot log in until \S+2027, 10:00 GMT\+7"))
    notice.get_by_role("button", name="Close").last.click()
    header = page.get_by_role("banner")
    expect(header.get_by_role("button", name="Log in").first).to_be_visible()

    header.get_by_role("textbox", name="Username").fill("demo01")
    header.get_by_label("Password").first.fill("demo1234")
    header.get_by_role("button", name="Log in").first.click()
    expect(
        page.get_by_text(re.compile(r"This account is self-excluded until .*2027"))
    ).to_be_visible()
    expect(page.get_by_test_id("balance-amount")).to_have_count(0)
    started = sim.control("GET", "/__sim/journal?type=responsible.exclusion.started")
    assert isinstance(started, list) and started[0]["data"]["length"] == "6m"
