"""The shell holds together at every width: no two visible controls of the header, the side
bar or the phone's bottom navigation overlap, and neither fixed bar sits over the page's
controls. Checked at 1280, 1366 and 1920 px and at a phone's width, logged out with each
login method (username, and mobile SMS with module MOBILEVERCODELOGIN3 on) and logged in, in
English and Vietnamese; the captcha picture shares its input's row and centre.

Overlaps are measured from the elements' boxes in the page (an intersection of more than 1 px
of area counts), so a failure lists the controls that collide."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import ARTIFACTS, Stack, popup_announcements
from .layout import CONTROL_BOXES, TRACK_REQUESTS, settle

pytestmark = pytest.mark.e2e

VIEWPORTS = {
    "1280": {"width": 1280, "height": 800},
    "1366": {"width": 1366, "height": 768},
    "1920": {"width": 1920, "height": 1080},
    "phone": {"width": 390, "height": 844},
}
LANGUAGES = ("EN", "TY")
BALANCE = "balance-amount"

# The regions' controls overlapping each other, the page's under the fixed side bar, and the
# header's off screen (tests/e2e/layout.py measures their boxes).
_MEASURE = (
    "() => {"
    + CONTROL_BOXES
    + """
  const header = shown(document.querySelector('header'));
  const side = shown(document.querySelector('aside'));
  const bottom = shown(document.querySelector('[data-testid=bottom-nav]'));
  const page = shown(document.querySelector('main'));
  const fixed = (el) => [...ancestors(el)].some((up) => getComputedStyle(up).position === 'fixed');
  const floating = page.filter((m) => fixed(m.el));
  const scrolling = page.filter((m) => !floating.includes(m));
  const bars = [...header, ...side, ...bottom];
  // The side bar is fixed while the page scrolls under it: a page control anywhere in the bar's
  // columns would pass beneath it, so those compare by their columns alone.
  const cols = (r) => `${Math.round(r.left)}-${Math.round(r.right)}`;
  const columns = scrolling.flatMap((m) => side
    .filter((s) => span(m.left, m.right, s.left, s.right) > 1)
    .map((s) => `${s.name} and page ${m.name} (columns ${cols(s)} and ${cols(m)})`));
  return {
    bars: pairs(bars, bars, true),
    sideOverPage: columns,
    // Floating page buttons (the quick game) stay clear of the bottom navigation.
    floatingOverBars: pairs(bars, floating, false),
    offScreen: header.filter((h) => h.right > innerWidth + 1 || h.left < -1).map((h) => h.name),
    counts: { header: header.length, side: side.length, bottom: bottom.length, page: page.length },
  };
}"""
)


def _assert_clear(page: Page, what: str, *, side_bar: bool) -> dict[str, Any]:
    settle(page)
    found: dict[str, Any] = page.evaluate(_MEASURE)
    assert found["counts"]["header"] >= 3, (what, found["counts"])
    assert not found["bars"], f"{what}: controls overlap: {found['bars']}"
    assert not found["offScreen"], f"{what}: header controls off screen: {found['offScreen']}"
    assert not found["floatingOverBars"], (
        f"{what}: floating buttons over: {found['floatingOverBars']}"
    )
    if side_bar:
        assert found["counts"]["side"] > 0, (what, "no side bar", found["counts"])
        assert not found["sideOverPage"], f"{what}: side bar over the page: {found['sideOverPage']}"
    return found


def _go(page: Page, site: str, path: str, lang: str) -> None:
    if not page.url.startswith(site):
        page.goto(site)
    page.evaluate(f"localStorage.setItem('lang', {lang!r})")
    page.goto(f"{site}{path}", wait_until="domcontentloaded")
    expect(page.locator("header")).to_be_visible()


def _assert_captcha_aligned(page: Page, scope: str, what: str) -> None:
    """The captcha picture is as tall as its input, on its row, centred on it (2 px)."""
    picture = page.locator(f"{scope} img[src^='data:']").first
    expect(picture).to_be_visible()
    settle(page)
    boxes = picture.evaluate(
        """(img) => {
      const row = img.closest('div:has(> input)');
      const input = row.querySelector('input');
      const a = img.getBoundingClientRect(), b = input.getBoundingClientRect();
      return { img: [a.top, a.bottom, a.left, a.right], input: [b.top, b.bottom, b.left, b.right] };
    }"""
    )
    img_top, img_bottom, img_left, _ = boxes["img"]
    in_top, in_bottom, _, in_right = boxes["input"]
    centres = ((img_top + img_bottom) / 2, (in_top + in_bottom) / 2)
    assert abs(centres[0] - centres[1]) <= 2, f"{what}: captcha centres {centres}: {boxes}"
    assert abs((img_bottom - img_top) - (in_bottom - in_top)) <= 2, f"{what}: heights {boxes}"
    assert img_left >= in_right, f"{what}: the picture wrapped off the input's row: {boxes}"


@pytest.fixture(params=list(VIEWPORTS), ids=list(VIEWPORTS))
def sized(request: pytest.FixtureRequest, browser: Browser) -> Iterator[tuple[Page, str]]:
    """One browser context per viewport for all the checks at that width."""
    name = str(request.param)
    context = browser.new_context(viewport=VIEWPORTS[name], locale="en-GB")  # type: ignore[arg-type]
    context.set_default_timeout(10_000)
    context.add_init_script(TRACK_REQUESTS)
    page = context.new_page()
    popups = popup_announcements(page)

    def close_popups() -> None:
        # As conftest's handler, in either language: the pop-ups come back in each language.
        while popups.count():
            popups.first.get_by_role(
                "button", name=re.compile(r"^(Next|Got it|Tiếp theo|Đã hiểu)$")
            ).click()

    page.add_locator_handler(popups, close_popups)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield page, name
    if getattr(request.node, "rep_call", None) and request.node.rep_call.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"))
    context.close()
    assert not errors, f"uncaught errors in the page: {errors}"


def test_shell_holds_at_every_width(sized: tuple[Page, str], sim: Stack) -> None:
    page, name = sized
    phone = name == "phone"
    # The SMS login module (on in the default brand; set it anyway, as a scenario would).
    sim.control("PUT", "/__sim/modules", {"MOBILEVERCODELOGIN3": "1"})
    header = page.locator("header")
    nav = page.locator("[data-testid=bottom-nav]")

    for lang in LANGUAGES:
        _go(page, sim.site, "/", lang)
        _assert_clear(page, f"{name} {lang} logged out", side_bar=not phone)
        expect(nav).to_have_count(1 if phone else 0)
        if not phone:
            methods = header.get_by_role("group").locator("button[aria-pressed]")
            if methods.count():
                # Mobile SMS in the header's row: dialing code, number, code and its button.
                header.locator("button[aria-pressed=false]").click()
                expect(header.locator("input[type=tel]")).to_be_visible()
                _assert_clear(page, f"{name} {lang} logged out, SMS login", side_bar=True)
            else:
                assert name != "1280" or lang != "EN", "the inline login form should fit at 1280 px"
    # The captcha's picture in the header's form and on the log-in page (one width each of
    # the form's layouts: the picture's row does not change with the width). The lobby's page
    # load comes between them: the BFF hands a session one captcha a second.
    if name == "1366":
        _go(page, sim.site, "/", "EN")
        header.locator("input[autocomplete=username]").fill("captcha01")
        header.locator("input[autocomplete=current-password]").fill("demo1234")
        header.locator("button[type=submit]").click()
        _assert_captcha_aligned(page, "header", f"{name} header form")

    # A lobby, logged out: its sign-in banner's button and the popular games' grid (the side
    # bar's room does not depend on the language).
    _go(page, sim.site, "/rng", "EN")
    expect(page.locator("main").get_by_role("button").first).to_be_visible()
    _assert_clear(page, f"{name} slots lobby, logged out", side_bar=not phone)

    form = page.get_by_role("main")
    if name in ("1366", "phone"):
        _go(page, sim.site, "/login", "EN")
        form.locator("input[autocomplete=username]").first.fill("captcha01")
        form.locator("input[autocomplete=current-password]").first.fill("demo1234")
        form.locator("button[type=submit]").first.click()
        _assert_captcha_aligned(page, "main", f"{name} log-in page")

    _go(page, sim.site, "/login", "EN")
    form.locator("input[autocomplete=username]").first.fill("demo01")
    form.locator("input[autocomplete=current-password]").first.fill("demo1234")
    form.locator("button[type=submit]").first.click()
    expect(page.get_by_test_id(BALANCE).first).to_be_visible()
    for lang in LANGUAGES:
        _go(page, sim.site, "/", lang)
        expect(page.get_by_test_id(BALANCE).first).to_be_visible()
        _assert_clear(page, f"{name} {lang} logged in", side_bar=not phone)
    # The lobby's grid now has the favourite stars in its last column; on phones the bottom
    # navigation's wording in both languages.
    for lang in LANGUAGES if phone else LANGUAGES[:1]:
        _go(page, sim.site, "/rng", lang)
        stars = page.locator("main").get_by_role("button", name=re.compile("favourites|yêu thích"))
        expect(stars.first).to_be_visible()
        _assert_clear(page, f"{name} {lang} logged in, slots lobby", side_bar=not phone)
        if phone:
            _assert_bottom_nav(page, lang)


def _assert_bottom_nav(page: Page, lang: str) -> None:
    """On the slots lobby: the five categories in order, slots marked current; the end of the
    page scrolls clear of the bar."""
    nav = page.locator("[data-testid=bottom-nav]")
    names = {
        "EN": ["E-Sports", "Card Games", "Lottery", "Sports", "Slots"],
        "TY": ["Thể thao điện tử", "Game bài", "Xổ số", "Thể thao", "Nổ hũ"],
    }[lang]
    expect(nav.get_by_role("link")).to_have_text(names)
    expect(nav.locator("[aria-current=page]")).to_have_text([names[-1]])
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    settle(page)
    nav_top = nav.evaluate("(el) => el.getBoundingClientRect().top")
    last_bottom = page.locator("footer a[href]").last.evaluate(
        "(el) => el.getBoundingClientRect().bottom"
    )
    assert last_bottom <= nav_top + 1, (
        f"the footer's last link ({last_bottom}) is under the bar ({nav_top})"
    )
