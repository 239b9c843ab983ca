"""CSRF double submit: XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on every mutation."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from bff_testkit import Browser, assert_error

MakeBrowser = Callable[..., Awaitable[Browser]]
LANGUAGE = {"language": "TY"}


async def test_first_response_sets_a_readable_lax_cookie(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    _, _, resp = await browser.get("/bff/openapi.json")
    morsel = resp.cookies["XSRF-TOKEN"]
    assert len(morsel.value) >= 32
    assert not morsel["httponly"]
    assert morsel["samesite"] == "Lax"
    assert morsel["path"] == "/"
    _, _, again = await browser.get("/bff/openapi.json")
    assert "XSRF-TOKEN" not in again.cookies  # set once, kept


@pytest.mark.parametrize("method", ["POST", "PUT", "PATCH", "DELETE"])
async def test_mutation_without_header_is_refused(make_browser: MakeBrowser, method: str) -> None:
    browser = await make_browser()
    await browser.get("/bff/openapi.json")
    status, body, _ = await browser.request(method, "/bff/language", json_body=LANGUAGE, xsrf=False)
    assert_error(status, body, 403, "csrf.invalid")


async def test_mutation_without_cookie_is_refused_and_gets_one(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, body, resp = await browser.request(
        "PUT", "/bff/language", json_body=LANGUAGE, headers={"X-XSRF-TOKEN": "x" * 43}, xsrf=False
    )
    assert_error(status, body, 403, "csrf.invalid")
    assert "XSRF-TOKEN" in resp.cookies


async def test_wrong_header_is_refused(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    await browser.get("/bff/openapi.json")
    wrong = (browser.cookie("XSRF-TOKEN") or "")[:-1] + "!"
    status, body, _ = await browser.put("/bff/language", LANGUAGE, headers={"X-XSRF-TOKEN": wrong})
    assert_error(status, body, 403, "csrf.invalid")
    status, body, _ = await browser.put(
        "/bff/language", LANGUAGE, headers={"X-XSRF-TOKEN": "é" * 40}
    )
    assert_error(status, body, 403, "csrf.invalid")


async def test_matching_header_passes(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, body, _ = await browser.put("/bff/language", LANGUAGE)
    assert status == 200, body
    assert body == {"success": True, "value": {"language": "TY"}}


async def test_safe_methods_need_no_header(make_browser: MakeBrowser) -> None:
    browser = await make_browser()
    status, _, _ = await browser.get("/bff/openapi.json")
    assert status == 200
