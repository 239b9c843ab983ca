"""Times on the brand's clock: a browser in New York sees the lottery's draw times in the
brand's zone (Asia/Ho_Chi_Minh), computed here from the simulator clock."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import yaml
from playwright.sync_api import Browser, Page, expect

from .conftest import ROOT, Stack

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
    expect(page.get_by_text(f"Draw at {draw:%Y-%m-%d %H:%M:%S} ({label})")).to_be_visible()

    # The latest results are today's draws (Vietnam's day): their times only, on its clock.
    first = page.get_by_role("region", name="Results").locator("time").first
    expect(first).to_have_text(re.compile(r"^\d{2}:\d{2}:00$"))
    recent = {f"{(draw - timedelta(minutes=back)):%H:%M:%S}" for back in range(1, 6)}
    assert first.inner_text() in recent, (first.inner_text(), sorted(recent))
