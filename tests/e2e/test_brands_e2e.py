"""The core journey on each brand of fixtures/brands/: the same build, chosen by BRAND alone.

A visitor gets the brand's name, logo, colours, theme and default language, and only the
modules it turns on; a member deposits through the brand's own channel in its currency,
plays a game, and the ledger balances.
"""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
import yaml
from playwright.sync_api import Page, expect

from .conftest import ROOT, Stack
from .steps import balance, login

pytestmark = pytest.mark.e2e

BRANDS = ("default", "siam-star")
START = Decimal("1000000.00")  # demo01's seeded balance


def _brand(name: str) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(
        (ROOT / "fixtures" / "brands" / f"{name}.yaml").read_text("utf-8")
    )
    return data


def _modules(brand: dict[str, Any]) -> dict[str, bool]:
    out: dict[str, bool] = {}
    for node in brand["whitelabel"]:
        out[node["modId"]] = node["enabled"] == "1"
        for child in node.get("childrenNodes", []):
            out[child["modId"]] = out[node["modId"]] and child["enabled"] == "1"
    return out


@pytest.fixture(params=BRANDS)
def brand_site(request: pytest.FixtureRequest, stack: Stack) -> tuple[dict[str, Any], Stack]:
    name: str = request.param
    running = stack if name == "default" else request.getfixturevalue("siam_stack")
    running.control("POST", "/__sim/reset", {})
    return _brand(name), running


def test_a_visitor_gets_the_brands_look_language_and_modules(
    page: Page, brand_site: tuple[dict[str, Any], Stack]
) -> None:
    brand, site = brand_site
    default = next(x for x in brand["languages"] if x["code"] == brand["defaultLanguage"])
    page.goto(site.site)
    header = page.get_by_role("banner")
    home = header.get_by_role("link", name=re.compile(re.escape(brand["name"])))
    expect(home).to_be_visible()
    logo = Path(brand["logo"]).name
    expect(home.locator("img")).to_have_attribute("src", re.compile(re.escape(logo) + "$"))
    expect(page).to_have_title(re.compile(re.escape(brand["name"])))
    html = page.locator("html")
    expect(html).to_have_attribute("lang", default["locale"])
    expect(html).to_have_attribute("data-theme", brand["theme"]["defaultMode"])
    primary = page.evaluate(
        "getComputedStyle(document.documentElement).getPropertyValue('--brand-primary')"
    )
    assert primary.strip().lower() == brand["theme"]["colors"]["primary"].lower()

    # The switcher lists the brand's languages, in its order, by their own names.
    header.get_by_role("button", name=re.compile(re.escape(default["label"]))).click()
    items = page.get_by_role("menuitemradio")
    expect(items).to_have_count(len(brand["languages"]))
    expect(items).to_have_text([x["label"] for x in brand["languages"]])
    items.filter(has_text=re.compile("^English$")).click()
    expect(html).to_have_attribute("lang", "en")

    modules = _modules(brand)
    free_play = header.get_by_role("button", name="Try for free")
    sms_login = header.get_by_role("button", name="Use an SMS code")
    expect(free_play).to_have_count(1 if modules["FREEPLAY3"] else 0)
    expect(sms_login).to_have_count(1 if modules["MOBILEVERCODELOGIN3"] else 0)


def test_a_member_deposits_in_the_brands_currency_and_plays(
    page: Page, brand_site: tuple[dict[str, Any], Stack]
) -> None:
    brand, site = brand_site
    page.add_init_script(
        "if (!localStorage.getItem('lang')) {"
        " localStorage.setItem('lang', 'EN'); localStorage.setItem('langLocale', 'en'); }"
    )
    login(page, site.site, "demo01")
    balance(page, f"{START:,.2f}")

    channel = brand["payments"]["deposit"]["channels"][0]
    amount = Decimal(channel["quickAmounts"][1])
    page.get_by_role("banner").get_by_role("button", name="Member Center").click()
    dialog = page.get_by_role("dialog", name="Member Center")
    dialog.get_by_role("button", name="Deposit", exact=True).click()
    dialog.get_by_role("radio", name=re.compile(re.escape(channel["name"]["EN"]))).check()
    dialog.get_by_role("textbox", name="Amount").fill(str(amount))
    dialog.get_by_role("button", name="Deposit now").click()
    gateway = page.frame_locator("iframe[title='Payment']")
    expect(gateway.get_by_text(f"{amount:.2f} {brand['currency']}")).to_be_visible()
    gateway.get_by_role("button", name="Pay now").click()
    received = re.compile(rf"Deposit of .*{amount:,.2f} received\.")
    expect(dialog.get_by_text(received)).to_be_visible()
    balance(page, f"{START + amount:,.2f}")
    dialog.get_by_role("button", name="Close").first.click()

    page.goto(f"{site.site}/rng?page=PG")
    grid = page.get_by_role("list", name="Games")
    card = grid.get_by_role("listitem").first
    card.get_by_role("button", name=re.compile(r"^(?!Add |Remove ).+")).first.click()
    expect(page).to_have_url(re.compile(r"/game$"))
    game = page.frame_locator("iframe")
    game.get_by_role("button", name="Spin").click()
    expect(game.get_by_role("button", name="Spin")).to_be_enabled(timeout=5_000)

    settled = site.control("GET", "/__sim/journal?type=bet.settled&player=demo01")
    assert isinstance(settled, list) and len(settled) == 1, settled
    check = site.control("GET", "/__sim/ledger/check")
    assert isinstance(check, dict) and check["balanced"] and not check["negative"], check
