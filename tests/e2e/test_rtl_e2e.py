"""Right-to-left languages: in Arabic the page is laid out mirrored (<html dir="rtl">, the logo at
the header's right, arrows pointing the other way) while amounts still read left to right; back
in English everything is left to right again. One page load: the language switches in place.

Controls are found by their wording in the language's own files (web/src/locales)."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import Stack

pytestmark = pytest.mark.e2e

LOCALES = Path(__file__).resolve().parents[2] / "web" / "src" / "locales"
MIRRORED = "matrix(-1, 0, 0, 1, 0, 0)"


def _wording(locale: str, namespace: str, key: str, **values: str) -> str:
    words: dict[str, str] = orjson.loads((LOCALES / locale / f"{namespace}.json").read_bytes())
    text = words[key]
    for name, value in values.items():
        text = text.replace(f"{{{{{name}}}}}", value)
    return text


def _header(page: Page, locale: str, language: str) -> tuple[Locator, Locator]:
    """The header's logo and its language chip."""
    header = page.get_by_role("banner")
    logo = header.get_by_role(
        "link", name=_wording(locale, "shell", "home_link", brand="Lucky Lotus")
    )
    chip = header.get_by_role(
        "button", name=_wording(locale, "shell", "language_choose", language=language)
    )
    return logo, chip


def _centre_x(element: Locator) -> float:
    box = element.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2


def _transform(element: Locator) -> str:
    return str(element.evaluate("(el) => getComputedStyle(el).transform"))


def test_arabic_is_laid_out_right_to_left_and_english_back(page: Page, sim: Stack) -> None:
    page.add_init_script(
        "localStorage.setItem('lang', 'AR'); localStorage.setItem('langLocale', 'ar')"
    )
    page.goto(sim.site)
    html = page.locator("html")
    logo, chip = _header(page, "ar", "العربية")
    expect(chip).to_be_visible()
    expect(html).to_have_attribute("lang", "ar")
    expect(html).to_have_attribute("dir", "rtl")

    # The header is mirrored: the logo, first in it, sits at its right, after the language chip.
    assert _centre_x(logo) > _centre_x(chip)
    # "Previous" leads to the right, and its chevron points that way.
    previous = page.get_by_role("button", name=_wording("ar", "home", "banner_previous"))
    arrow = previous.locator("svg")
    assert _transform(arrow) == MIRRORED
    assert _centre_x(previous) > _centre_x(
        page.get_by_role("button", name=_wording("ar", "home", "banner_next"))
    )
    # A win's amount reads left to right (the currency symbol before the number).
    wins = page.get_by_role("list", name=_wording("ar", "winners", "list_label"))
    amount = wins.locator("bdi").first
    expect(amount).to_be_visible()
    assert amount.evaluate("(el) => getComputedStyle(el).direction") == "ltr"
    assert amount.evaluate("(el) => getComputedStyle(el.parentElement).direction") == "rtl"

    chip.click()
    page.get_by_role("menuitemradio", name="English").click()
    logo, chip = _header(page, "en", "English")
    expect(chip).to_be_visible()
    expect(html).to_have_attribute("lang", "en")
    expect(html).to_have_attribute("dir", "ltr")
    assert _centre_x(logo) < _centre_x(chip)
    previous = page.get_by_role("button", name=_wording("en", "home", "banner_previous"))
    assert _transform(previous.locator("svg")) == "none"
