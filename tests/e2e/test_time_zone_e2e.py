"""Times on the brand's clock: a browser in New York sees the lottery's draw times in the
brand's zone (Asia/Ho_Chi_Minh), computed here from the simulator clock; and written the
site language's way, not the browser's: in Vietnamese a record's day is 24/01/2030 and the
date picker names its months in Vietnamese."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import yaml
from playwright.sync_api import Browser, Page, expect

from .conftest import ROOT, Stack, close_popup_announcements
from .steps import bet_big_on_sea_lottery

pytestmark = pytest.mark.e2e

BRAND_ZONE = ZoneInfo(
    yaml.safe_load(Path(ROOT, "fixtures", "brands", "default.yaml").read_text())["timeZone"]
)


@pytest.fixture
def new_york_page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(
        viewport={"width": 1280, "height": 800}, locale="en-US", timezone_id="America/New_York"
    )
    context.set_default_timeout(10_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page
    context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


def test_draw_times_are_the_brands_in_a_browser_abroad(new_york_page: Page, sim: Stack) -> None:
    # 03:00:10 UTC: 10:00:10 on New Year's Day in Vietnam, 22:00:10 on New Year's Eve in New York.
    sim.control("POST", "/__sim/clock", {"set": "2030-01-01T03:00:10Z", "freeze": True})
    clock = sim.control("GET", "/__sim/clock")
    assert isinstance(clock, dict), clock
    now = datetime.fromisoformat(str(clock["now"]).replace("Z", "+00:00"))
    page = new_york_page
    assert page.evaluate("Intl.DateTimeFormat().resolvedOptions().timeZone") == "America/New_York"

    page.goto(f"{sim.site}/seaLottery?gameCode=SEA5D_1M")
    # A one-minute game: the open issue draws at the next whole minute.
    draw = (now.replace(second=0, microsecond=0) + timedelta(minutes=1)).astimezone(BRAND_ZONE)
    offset = draw.utcoffset() or timedelta()
    label = f"GMT+{offset.seconds // 3600}"
    # In the site's language (English: month first), whatever the browser's.
    expect(page.get_by_text(f"Draw at {draw:%m/%d/%Y, %H:%M:%S} ({label})")).to_be_visible()

    # The latest results are today's draws (Vietnam's day): their times only, on its clock.
    first = page.get_by_role("region", name="Results").locator("time").first
    expect(first).to_have_text(re.compile(r"^\d{2}:\d{2}:00$"))
    recent = {f"{(draw - timedelta(minutes=back)):%H:%M:%S}" for back in range(1, 6)}
    assert first.inner_text() in recent, (first.inner_text(), sorted(recent))


def _wording(locale: str, namespace: str) -> dict[str, str]:
    words: dict[str, str] = json.loads(
        Path(ROOT, "web", "src", "locales", locale, f"{namespace}.json").read_text()
    )
    return words


def test_vietnamese_writes_days_day_first_and_names_months_in_vietnamese(
    new_york_page: Page, sim: Stack
) -> None:
    # 03:00:10 UTC on 24 January 2030: 10:00:10 that day in Vietnam, 22:00:10 the day before in
    # New York (a day past 12, so day-first and month-first differ).
    sim.control("PUT", "/__sim/system", {"passwordMaxAgeDays": 0})
    sim.control("POST", "/__sim/clock", {"set": "2030-01-24T03:00:10Z", "freeze": True})
    page = new_york_page
    # The record's "today" is the device's clock read on the brand's calendar: the same instant.
    page.clock.install(time=datetime(2030, 1, 24, 3, 0, 10, tzinfo=UTC))
    close_popup_announcements(page)
    page.goto(f"{sim.site}/login")
    form = page.get_by_role("main")
    form.get_by_role("textbox", name="Username").first.fill("demo01")
    form.get_by_label("Password").first.fill("demo1234")
    form.get_by_role("button", name="Log in").first.click()
    expect(page.get_by_test_id("balance-amount").first).to_be_visible()

    # A bet, so the betting record has a row.
    bet_big_on_sea_lottery(page, sim.site)

    # The player picks Vietnamese; the browser stays English, in New York.
    page.evaluate("localStorage.setItem('lang', 'TY'); localStorage.setItem('langLocale', 'vi')")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "vi")
    member, common = _wording("vi", "member"), _wording("vi", "common")
    page.get_by_role("banner").get_by_role("button", name=member["member_center"]).click()
    dialog = page.get_by_role("dialog", name=member["member_center"])
    dialog.get_by_role("button", name=member["menu_personalHistoryCopy"], exact=True).click()

    rounds = dialog.get_by_role("table", name=member["bet_rounds"])
    expect(rounds.locator("tbody tr")).to_have_count(1)
    expect(rounds.locator("tbody tr").first.locator("td").first).to_have_text(
        re.compile(r"^10:00:\d{2} 24/01/2030$")
    )
    date_from = dialog.get_by_role("textbox", name=common["date_from"], exact=True)
    expect(date_from).to_have_value("24/01/2030")

    choose = common["date_picker_open"].replace("{{field}}", common["date_from"])
    dialog.get_by_role("button", name=choose).click()
    calendar = page.get_by_role("dialog", name=choose)
    expect(calendar.get_by_role("heading")).to_have_text("tháng 1 năm 2030")
    # Vietnamese weeks start on Monday (Thứ Hai).
    expect(calendar.get_by_role("columnheader").first).to_have_text("T2")
    today = calendar.locator("[aria-current='date']")
    expect(today).to_have_text("24")
    expect(today).to_be_focused()

    calendar.get_by_role("button", name=common["date_prev_month"]).click()
    expect(calendar.get_by_role("heading")).to_have_text("tháng 12 năm 2029")
    calendar.get_by_role("gridcell", name=re.compile(r"^Thứ Hai, 31 tháng 12, 2029$")).click()
    expect(calendar).to_have_count(0)
    expect(date_from).to_have_value("31/12/2029")
    # Only the calendar closed: the member centre is still open.
    expect(dialog).to_be_visible()

    # The query stays ISO.
    searched = re.compile(r"getBetRecord\?.*beginDate=2029-12-31&endDate=2030-01-24")
    with page.expect_request(searched):
        dialog.get_by_role("button", name=common["search"], exact=True).click()
