"""Script fonts: a language whose script devices may lack a font for brings its own, fetched only
when that language is used, and the page's text is drawn with it (not as boxes). The language
menu draws every language's name in its own script from a few KB of fonts of its own."""

from __future__ import annotations

import re
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import orjson
import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import Stack

pytestmark = pytest.mark.e2e

LOCALES = Path(__file__).resolve().parents[2] / "web" / "src" / "locales"
# The language menu's fonts (scripts/language-name-fonts.py): language-names-thai-<hash>.woff2.
LANGUAGE_NAMES = Path(__file__).resolve().parents[2] / "web" / "src" / "assets" / "language-names"


def _wording(locale: str, namespace: str, key: str) -> str:
    wording: dict[str, str] = orjson.loads((LOCALES / locale / f"{namespace}.json").read_bytes())
    return wording[key]


def _page_text(page: Page, locale: str) -> list[Locator]:
    """A button in the header and the home page's heading, in the locale's wording."""
    header = page.get_by_role("banner")
    return [
        header.get_by_role("button", name=_wording(locale, "shell", "register"), exact=True),
        page.get_by_role("heading", name=_wording(locale, "home", "categories_heading")),
    ]


def _font_requests(page: Page) -> list[str]:
    """The names of the font files the page fetched."""
    fetched: list[str] = []
    page.on(
        "request",
        lambda request: (
            fetched.append(request.url.rsplit("/", 1)[-1])
            if request.url.endswith((".woff2", ".woff", ".ttf", ".otf"))
            else None
        ),
    )
    return fetched


def _only_of(fonts: list[str], family: str) -> bool:
    """Whether every file is one of the family's (named after it: noto-sans-khmer-khmer-400-...)."""
    slug = family.lower().replace(" ", "-")
    return bool(fonts) and all(name.startswith(f"{slug}-") for name in fonts)


def _drawn_with(page: Page, element: Locator) -> tuple[str, dict[str, int]]:
    """The element's first text and the fonts Chromium drew it with, by glyph count: the ones
    it had glyphs from, where document.fonts.check only tells that a face is loaded."""
    text: str = element.evaluate(
        """(root) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
            acceptNode: (node) =>
              node.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
          });
          const node = walker.nextNode();
          node.parentElement.setAttribute('data-font-probe', '');
          return node.textContent;
        }"""
    )
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": "[data-font-probe]"})
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node["nodeId"]})["fonts"]
    finally:
        cdp.detach()
        page.evaluate(
            "document.querySelectorAll('[data-font-probe]')"
            ".forEach((e) => e.removeAttribute('data-font-probe'))"
        )
    return text, {font["familyName"]: font["glyphCount"] for font in fonts}


def _in_font(text: str, drawn: dict[str, int], family: str) -> bool:
    """The script's letters came from the family (CJK files name theirs "Noto Sans KR Thin"
    and the like); any other font drew at most the spaces and ASCII among them, not boxes."""
    ours = any(name.startswith(family) for name in drawn)
    others = sum(count for name, count in drawn.items() if not name.startswith(family))
    return ours and others <= sum(1 for ch in text if ch.isascii())


def _expect_drawn_with(page: Page, element: Locator, family: str) -> None:
    # The font's files arrive after the wording: the text is drawn again once they are in.
    deadline = time.monotonic() + 10
    found = _drawn_with(page, element)
    while not _in_font(*found, family) and time.monotonic() < deadline:
        page.wait_for_timeout(200)
        found = _drawn_with(page, element)
    assert _in_font(*found, family), f"{found[0]!r} drawn with {found[1]}, not {family}"


def test_english_fetches_no_font_and_khmer_fetches_its_own(sim: Stack, page: Page) -> None:
    fonts = _font_requests(page)
    chunks: list[str] = []
    page.on(
        "request",
        lambda request: chunks.append(request.url) if "script-font" in request.url else None,
    )
    page.goto(sim.site)
    header = page.get_by_role("banner")
    expect(header.get_by_role("button", name="Register")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert fonts == [], fonts
    assert chunks == [], "the script fonts' chunk loaded for English"
    script_font = "getComputedStyle(document.documentElement).getPropertyValue('--font-script')"
    assert page.evaluate(script_font) == ""

    header.get_by_role("button", name=re.compile("English")).click()
    page.get_by_role("menuitemradio", name="ខ្មែរ").click()
    for text in _page_text(page, "km"):
        expect(text).to_be_visible()
    # A function, not an expression: polling an expression evals it, which the CSP refuses.
    page.wait_for_function("() => document.fonts.check('16px \"Noto Sans Khmer\"', 'ខ្មែរ')")
    for text in _page_text(page, "km"):
        _expect_drawn_with(page, text, "Noto Sans Khmer")
    page.wait_for_load_state("networkidle")
    # Opening the menu fetched the names' own files (the language menu's test below).
    script_fonts = [name for name in fonts if not name.startswith("language-names-")]
    assert _only_of(script_fonts, "Noto Sans Khmer"), fonts


@dataclass(frozen=True)
class Script:
    code: str
    locale: str
    family: str
    sample: str


SCRIPTS = [
    Script("TH", "th", "Noto Sans Thai", "ไทย"),
    Script("LO", "lo", "Noto Sans Lao", "ລາວ"),
    Script("MM", "my", "Noto Sans Myanmar", "မြန်မာ"),
    Script("HI", "hi", "Noto Sans Devanagari", "हिन्दी"),
    Script("BN", "bn", "Noto Sans Bengali", "বাংলা"),
    Script("TA", "ta", "Noto Sans Tamil", "தமிழ்"),
    Script("AR", "ar", "Noto Sans Arabic", "العربية"),
    Script("UR", "ur", "Noto Nastaliq Urdu", "اردو"),
    Script("CN", "zh-CN", "Noto Sans SC", "首页"),
    Script("TW", "zh-TW", "Noto Sans TC", "首頁"),
    Script("JA", "ja", "Noto Sans JP", "ホーム"),
    Script("KO", "ko", "Noto Sans KR", "한국어"),
]


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda script: script.code)
def test_a_returning_player_reads_the_site_in_the_script_font(
    sim: Stack, page: Page, script: Script
) -> None:
    fonts = _font_requests(page)
    page.add_init_script(
        f"localStorage.setItem('lang', '{script.code}');"
        f" localStorage.setItem('langLocale', '{script.locale}');"
    )
    page.goto(sim.site)
    for text in _page_text(page, script.locale):
        expect(text).to_be_visible()
    page.wait_for_function(
        f"() => document.fonts.check('16px \"{script.family}\"', '{script.sample}')"
    )
    for text in _page_text(page, script.locale):
        _expect_drawn_with(page, text, script.family)
    page.wait_for_load_state("networkidle")
    assert _only_of(fonts, script.family), fonts
    # The faces declare unicode ranges: only the slices holding the page's characters download
    # (a CJK font has 100 to 120 per weight, so over 200 for the two).
    assert len(fonts) < 60, len(fonts)


SYSTEM_ALPHABETS = ("LATIN ", "CYRILLIC ", "GREEK ", "COMBINING ", "MODIFIER LETTER ")


def _in_system_fonts(label: str) -> bool:
    """Written in alphabets every device's fonts have (the language-name fonts hold none)."""
    return all(ch.isascii() or unicodedata.name(ch).startswith(SYSTEM_ALPHABETS) for ch in label)


def test_the_language_menu_draws_every_name_from_its_own_small_fonts(
    sim: Stack, page: Page
) -> None:
    fonts = _font_requests(page)
    page.goto(sim.site)
    header = page.get_by_role("banner")
    header.get_by_role("button", name=re.compile("English")).click()
    items = header.get_by_role("menu").get_by_role("menuitemradio")
    expect(items.first).to_be_visible()
    labels = items.all_text_contents()
    assert {"English", "ไทย", "ខ្មែរ", "العربية", "简体中文"} <= set(labels), labels
    for label, item in zip(labels, items.all(), strict=True):
        if _in_system_fonts(label):
            # Latin and Cyrillic names keep the site's fonts.
            text, drawn = _drawn_with(page, item)
            assert not any(name.startswith("Noto") for name in drawn), (text, drawn)
        else:
            # Every glyph from a web font (the Noto font the file was cut from), none from the
            # system's, which have no glyphs for these scripts and would draw boxes.
            _expect_drawn_with(page, item, "Noto ")
    page.wait_for_load_state("networkidle")
    # Only the files of the names shown, none of the script fonts themselves (some 700 KB):
    # all of them here, as the default brand lists every script.
    manifest = orjson.loads((LANGUAGE_NAMES / "manifest.json").read_bytes())["files"]
    fetched = sorted(re.sub(r"-[\w-]{8}\.woff2$", ".woff2", name) for name in fonts)
    assert fetched == sorted(manifest), fonts
