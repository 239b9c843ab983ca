"""Wording sets load one language at a time, from the build's content-hashed folder."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import Stack

pytestmark = pytest.mark.e2e

LOCALE_FILE = re.compile(r"/assets/locales/[0-9a-f]+/([\w-]+)/(\w+)\.json$")


def _wording_requests(page: Page) -> list[tuple[str, str]]:
    loaded: list[tuple[str, str]] = []

    def record(url: str) -> None:
        match = LOCALE_FILE.search(url)
        if match:
            loaded.append((match[1], match[2]))

    page.on("requestfinished", lambda request: record(request.url))
    return loaded


def test_only_the_active_language_loads_and_a_switch_loads_the_next(sim: Stack, page: Page) -> None:
    loaded = _wording_requests(page)
    # A returning player who chose Vietnamese: the language and its locale are remembered,
    # and the cookie that names the wording set to the BFF, which index.html then preloads.
    page.add_init_script(
        "if (!localStorage.getItem('lang')) {"
        " localStorage.setItem('lang', 'TY'); localStorage.setItem('langLocale', 'vi'); }"
    )
    page.context.add_cookies([{"name": "wordingLocale", "value": "vi", "url": sim.site}])
    page.goto(sim.site)
    header = page.get_by_role("banner")
    expect(header.get_by_role("button", name="Đăng ký")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert loaded, "no wording file was fetched"
    assert {locale for locale, _ in loaded} == {"vi"}, loaded
    # The start namespaces in one file, fetched once: the preload is what the app used.
    assert loaded.count(("vi", "start")) == 1, loaded

    loaded.clear()
    header.get_by_role("button", name=re.compile("Tiếng Việt")).click()
    page.get_by_role("menuitemradio", name=re.compile("English")).click()
    expect(header.get_by_role("button", name="Register")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert loaded and {locale for locale, _ in loaded} == {"en"}, loaded


def test_wording_files_are_cached_for_good(sim: Stack, page: Page) -> None:
    """Their folder is named by their content, so a browser may keep them a year."""
    responses: list[tuple[str, str]] = []
    page.on(
        "response",
        lambda response: (
            responses.append((response.url, response.headers.get("cache-control", "")))
            if LOCALE_FILE.search(response.url)
            else None
        ),
    )
    page.goto(sim.site)
    expect(page.get_by_role("banner").get_by_role("button", name="Register")).to_be_visible()
    page.wait_for_load_state("networkidle")
    assert responses
    for url, cache in responses:
        assert "max-age=31536000" in cache and "immutable" in cache, (url, cache)
