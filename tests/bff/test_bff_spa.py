"""Serving the built SPA: immutable assets, history fallback, a clear page when unbuilt."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp
import pytest
from bff_testkit import Browser, assert_error
from yarl import URL

MakeBrowser = Callable[..., Awaitable[Browser]]
BRANDS = Path(__file__).resolve().parents[2] / "fixtures" / "brands"


async def test_assets_are_immutable(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, body, resp = await browser.get("/assets/app-1a2b3c.js")
    assert status == 200
    assert body == "console.log('app')"
    assert resp.headers["Cache-Control"] == "public, max-age=31536000, immutable"


async def test_missing_asset_is_404_not_index(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, body, _ = await browser.get("/assets/missing-000.js")
    assert_error(status, body, 404, "path.not.found")


@pytest.mark.parametrize(
    "path", ["/", "/index.html", "/home", "/register", "/rng?page=2", "/game", "/a/b/c"]
)
async def test_history_fallback(make_browser: MakeBrowser, path: str) -> None:
    browser = await make_browser()
    status, body, resp = await browser.get(path)
    assert status == 200
    assert "test spa" in body
    assert resp.headers["Cache-Control"] == "no-cache"
    assert resp.headers["Content-Type"].startswith("text/html")


async def test_first_page_sets_the_xsrf_cookie_but_no_session(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    _, _, resp = await browser.get("/")
    assert "XSRF-TOKEN" in resp.cookies
    assert "BFFSESSION" not in resp.cookies  # a session starts when something is stored
    _, _, resp = await browser.put("/bff/language", {"language": "TY"})
    session = resp.cookies["BFFSESSION"]
    assert session["httponly"] and session["samesite"] == "Lax" and session["path"] == "/"


async def test_plain_files_in_dist_are_served(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    _, _, resp = await browser.get("/favicon.ico")
    assert resp.status == 200
    assert await resp.read() == b"\0ico"


@pytest.mark.parametrize(
    "raw", ["/assets/..%2f..%2fconftest.py", "/assets/%2e%2e/index.html", "/..%2f..%2fetc/passwd"]
)
async def test_no_escape_from_dist(make_browser: MakeBrowser, raw: str) -> None:
    browser = await make_browser()
    resp = await browser.client.get(URL(raw, encoded=True))
    text = await resp.text()
    assert resp.status in {200, 404}
    assert "root:" not in text and "import" not in text


async def test_api_paths_never_fall_back(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    for path in ("/wps/unknown", "/lgw/x", "/bff/x"):
        status, body, _ = await browser.get(path)
        assert_error(status, body, 404, "path.not.found")


async def test_missing_dist_gives_a_message(make_browser: MakeBrowser, tmp_path: Path) -> None:
    browser = await make_browser(web_dist=tmp_path / "nothing-here")
    status, body, resp = await browser.get("/home")
    assert status == 503
    assert "not built" in body
    assert resp.headers["Content-Type"].startswith("text/html")
    status, _, _ = await browser.get("/bff/openapi.json")
    assert status == 200


@pytest.mark.parametrize(
    ("brand", "first_paint"),
    [
        ("default", '<html lang="en" dir="ltr" data-theme="dark" data-brand-locale="en">'),
        ("siam-star", '<html lang="th" dir="ltr" data-theme="light" data-brand-locale="th">'),
    ],
)
async def test_the_page_is_the_brands_first_paint(
    make_browser: MakeBrowser, web_dist: Path, brand: str, first_paint: str
) -> None:
    """Title, default language and theme of the brand BRAND names, before any script runs."""
    (web_dist / "index.html").write_text(
        '<!doctype html>\n<html lang="en" data-theme="dark">\n<head><title>Lucky Lotus</title>'
        "</head><body>test spa</body></html>"
    )
    browser = await make_browser(brand_file=BRANDS / f"{brand}.yaml")
    status, body, _ = await browser.get("/")
    assert status == 200
    assert first_paint in body
    name = "Lucky Lotus" if brand == "default" else "Siam Star"
    assert f"<title>{name}</title>" in body and body.count("<title>") == 1


async def test_a_right_to_left_default_language_is_laid_out_so_from_the_start(
    make_browser: MakeBrowser, tmp_path: Path
) -> None:
    text = (BRANDS / "siam-star.yaml").read_text("utf-8")
    path = tmp_path / "rtl.yaml"
    path.write_text(text.replace("defaultLanguage: TH", "defaultLanguage: AR"), "utf-8")
    browser = await make_browser(brand_file=path)
    _, body, _ = await browser.get("/")
    assert '<html lang="ar" dir="rtl"' in body


@pytest.mark.parametrize(
    ("accept", "encoding", "suffix"),
    [("br, gzip", "br", ".br"), ("gzip, deflate", "gzip", ".gz"), ("identity", None, "")],
)
async def test_assets_are_served_precompressed_as_the_browser_accepts(
    make_browser: MakeBrowser, web_dist: Path, accept: str, encoding: str | None, suffix: str
) -> None:
    """The build writes a .br and a .gz beside each text asset (web/bundling/bundle.ts)."""
    asset = web_dist / "assets" / "app-1a2b3c.js"
    asset.with_name(asset.name + ".br").write_bytes(b"brotli bytes")
    asset.with_name(asset.name + ".gz").write_bytes(b"gzip bytes")
    browser = await make_browser()
    async with aiohttp.ClientSession(auto_decompress=False) as raw:
        url = browser.client.make_url("/assets/app-1a2b3c.js")
        async with raw.get(url, headers={"Accept-Encoding": accept}) as resp:
            body = await resp.read()
            assert resp.status == 200
            assert resp.headers.get("Content-Encoding") == encoding
            assert resp.headers["Cache-Control"] == "public, max-age=31536000, immutable"
            assert "Accept-Encoding" in resp.headers.get("Vary", "")
    assert body == (asset.with_name(asset.name + suffix) if suffix else asset).read_bytes()


START = "/assets/locales/0a1b2c3d4e5f/__START_LOCALE__/start.json"


@pytest.mark.parametrize(
    ("cookie", "sets", "preloaded"),
    [
        (None, ("en", "th"), "th"),  # the brand's default language
        ("vi", ("en", "th", "vi"), "vi"),  # the set this browser loaded last
        ("vi", ("en", "th"), "th"),  # ... unless the build has none for it
        ("../../../etc", ("en", "th"), "th"),  # not a locale
        (None, ("en",), "en"),  # no set for the brand's: the SPA's English
        (None, (), None),  # nothing to preload: no preload
    ],
)
async def test_the_page_preloads_the_wording_its_browser_will_load(
    make_browser: MakeBrowser,
    web_dist: Path,
    cookie: str | None,
    sets: tuple[str, ...],
    preloaded: str | None,
) -> None:
    (web_dist / "index.html").write_text(
        '<!doctype html>\n<html lang="en"><head><title>x</title>'
        f'<link rel="preload" as="fetch" crossorigin="" href="{START}"></head><body></body></html>'
    )
    for locale in sets:
        folder = web_dist / START.removeprefix("/").replace("__START_LOCALE__", locale)
        folder.parent.mkdir(parents=True)
        folder.write_text("{}")
    browser = await make_browser(brand_file=BRANDS / "siam-star.yaml")
    if cookie is not None:
        browser.client.session.cookie_jar.update_cookies({"wordingLocale": cookie})
    status, body, _ = await browser.get("/")
    assert status == 200 and "__START_LOCALE__" not in body
    if preloaded is None:
        assert "preload" not in body
    else:
        href = START.replace("__START_LOCALE__", preloaded)
        assert f'<link rel="preload" as="fetch" crossorigin="" href="{href}">' in body
