"""Names the browser sends (real name, nickname, bank account holder, the join form's name)
refuse control, format (bidi) and separator characters with the field's request.invalid,
before anything goes upstream; one validator (bff.schemas.visible_text) serves them all."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from bff_testkit import Browser, Recorder, assert_error

from bff.schemas import visible_text

LiveBrowser = Callable[..., Awaitable[Browser]]
HIDDEN = ["\u202eevil", "a\x00b", "a\u2066b", "a\u200eb", "a\nb", "a\u2029b", "\ufeffa"]
PAY = "123456"
# (method, path, body without the name, the name field)
CALLS: list[tuple[str, str, dict[str, Any], str]] = [
    ("PUT", "/wps/member/info", {}, "nickname"),
    ("PUT", "/wps/member/info", {}, "payeeName"),
    ("PUT", "/wps/member/register", {"username": "named01", "password": "abc12345"}, "payeeName"),
    (
        "POST",
        "/wps/relay/MCSFE_bindBankCard",
        {"bankCode": "VCB", "accountNumber": "0123456789", "paymentPassword": PAY},
        "accountName",
    ),
    ("PUT", "/wps/agent/register", {"username": "named02", "accountType": "player"}, "nickname"),
    ("PUT", "/wps/agent/register", {"username": "named03", "accountType": "player"}, "payeeName"),
    (
        "POST",
        "/wps/agent/apply",
        {"channel": "EMAIL", "contact": "a@b.cd", "type": "AGENT"},
        "name",
    ),
]


@pytest.mark.parametrize("text", HIDDEN)
def test_visible_text_refuses_controls_and_bidi(text: str) -> None:
    with pytest.raises(ValueError, match="control or bidi"):
        visible_text(text)


@pytest.mark.parametrize("text", ["Nguyễn Văn An", "O'Neil-Smith", "李小龍", "a  b", None])
def test_visible_text_keeps_names(text: str | None) -> None:
    assert visible_text(text) == text


@pytest.mark.parametrize("call", CALLS, ids=[f"{c[1]}:{c[3]}" for c in CALLS])
async def test_every_name_field_refuses_hidden_characters(
    live_browser: LiveBrowser, recorder: Recorder, call: tuple[str, str, dict[str, Any], str]
) -> None:
    method, path, body, field = call
    browser = await live_browser()
    status, got, _ = await browser.post(
        "/wps/session/login", {"username": "agent01", "password": "demo1234"}
    )
    assert status == 200, got
    for text in ("\u202eevil", "a\x00b", "a\u2066b"):
        status, got, _ = await browser.request(method, path, json_body={**body, field: text})
        assert_error(status, got, 400, "request.invalid")
        assert got["field"] == field
    assert recorder.to(path) == []


async def test_a_real_name_with_accents_goes_through(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", {"username": "agent03", "password": "demo1234"})
    status, body, _ = await browser.put("/wps/member/info", {"nickname": "Bích Ngọc"})
    assert status == 200, body
    assert body["value"]["nickname"] == "Bích Ngọc"
