"""Banners: the art carries no words; the headline, line and button are in the page, in the
player's language, and follow a language switch."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, Response, expect

from .conftest import Stack

pytestmark = pytest.mark.e2e

BANNER_ART = re.compile(r"/cdn/banners/[\w-]+\.svg$")


def test_the_carousel_speaks_the_players_language_over_wordless_art(sim: Stack, page: Page) -> None:
    art: list[Response] = []
    page.on(
        "response",
        lambda response: art.append(response) if BANNER_ART.search(response.url) else None,
    )
    page.goto(sim.site)
    carousel = page.get_by_role("region", name="Featured offers")
    shown = carousel.get_by_role("group").filter(visible=True)
    expect(shown.get_by_role("heading", name="Welcome bonus 1000VND")).to_be_visible()
    expect(shown.get_by_role("link", name="Join now")).to_have_attribute("href", "/register")
    # The picture is decorative: its words are the heading above, read once.
    expect(shown.locator("img")).to_have_attribute("alt", "")

    page.get_by_role("banner").get_by_role("button", name=re.compile("English")).click()
    page.get_by_role("menuitemradio", name=re.compile("Tiếng Việt")).click()
    carousel = page.get_by_role("region", name="Ưu đãi nổi bật")
    shown = carousel.get_by_role("group").filter(visible=True)
    expect(shown.get_by_role("heading", name="Thưởng chào mừng 1000VND")).to_be_visible()
    expect(shown.get_by_text("Đăng ký hôm nay và nhận ngay quà tặng")).to_be_visible()
    expect(shown.get_by_role("link", name="Tham gia ngay")).to_have_attribute("href", "/register")

    page.wait_for_load_state("networkidle")
    assert art, "no banner art was loaded"
    for response in art:
        svg = response.text()
        assert svg.lstrip().startswith("<svg"), response.url
        assert "<text" not in svg, f"{response.url} draws words into the art"
