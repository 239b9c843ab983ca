"""Contract: login, register, logout, member, balance against the real simulator."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from bff_testkit import Browser, Recorder, assert_error
from cryptography.hazmat.primitives.asymmetric import rsa

from bff import keys
from bff.codecs.modern import ModernKey

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
PUBLIC_LOGIN = {"userName", "firstTimeLogin", "passwordExpired", "type", "forcePasswordChange"}
MONEY = re.compile(r"^-?\d+\.\d{2}$")


def new_member() -> dict[str, Any]:
    name = "u" + uuid.uuid4().hex[:9]
    return {
        "username": name,
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "email": f"{name}@example.com",
        "ageConfirmed": True,
        "termsAccepted": True,
    }


def assert_token_never_shown(browser: Browser) -> None:
    token = browser.session_data().get("token")
    assert token, "expected a stored token"
    for seen in browser.seen:
        assert token not in seen


async def test_login_keeps_the_token_and_rotates_the_session(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.get("/bff/bootstrap")
    assert browser.session_data() == {}  # a visitor has no session until one is needed
    await browser.put("/bff/language", {"language": "EN"})
    before = browser.session_data()
    assert before["merchant"] == "DEFAULT" and "token" not in before
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    assert set(body["value"]) == PUBLIC_LOGIN
    assert body["value"]["userName"] == "demo01"
    after = browser.session_data()
    assert after["sid"] != before["sid"]
    assert after["account"] == "demo01" and after["merchant"] == "DEFAULT"
    assert isinstance(after["accountType"], int)
    status, member, _ = await browser.get("/wps/member/info")
    assert status == 200 and member["value"]["account"] == "demo01"
    assert_token_never_shown(browser)


async def test_login_forwards_upstream_headers(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO, headers={"Language": "TY"})
    token = browser.session_data()["token"]
    await browser.get("/wps/member/info", headers={"Language": "TY"})
    call = recorder.to("/wps/member/info")[-1]["headers"]
    assert call.getall("Merchant") == ["DEFAULT"]
    assert call["Authorization"] == token
    assert call["Language"] == "TY"
    assert call["X-Forwarded-For"] == "127.0.0.1"
    login = recorder.to("/wps/session/login")[-1]
    assert login["headers"]["ModuleId"] == "COMM3"
    assert "Cookie" not in login["headers"] and "X-XSRF-TOKEN" not in login["headers"]


@pytest.mark.parametrize("codec", ["modern", "wps-legacy"])
async def test_encrypted_calls_really_are(
    live_browser: LiveBrowser, recorder: Recorder, sim_client: Any, codec: str
) -> None:
    plain = await sim_client.post(
        "/wps/session/login", json={**DEMO, "type": "username"}, headers={"Merchant": "DEFAULT"}
    )
    assert (await plain.json())["errorCode"] == "encryption.required"
    browser = await live_browser(codec=codec)
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    sent = recorder.to("/wps/session/login")[-1]
    assert set(json.loads(sent["body"])) == {"value"}
    assert b"demo1234" not in sent["body"]
    assert ("X-Key-Id" in sent["headers"]) == (codec == "modern")
    member = new_member()
    status, body, _ = await browser.put("/wps/member/register", member)
    assert status == 200, body
    assert body["value"]["userName"] == member["username"]
    sent = recorder.to("/wps/member/register")[-1]
    assert member["password"].encode() not in sent["body"]


async def test_stale_key_is_fetched_again_once(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    stale = rsa.generate_private_key(public_exponent=65537, key_size=2048).public_key()
    codec = browser.client.app[keys.CODEC]
    codec._keys._key = ModernKey("old-kid", stale)  # as if the upstream restarted
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    assert len(recorder.to("/wps/session/login")) == 2
    assert len(recorder.to("/wps/session/key/rsa")) == 1


async def test_wrong_password_passes_through(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/session/login", {**DEMO, "password": "nope12345"})
    assert_error(status, body, 400, "user.or.password.invalid")
    assert "token" not in browser.session_data()


async def test_register_logs_in(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.put("/bff/language", {"language": "EN"})
    sid = browser.session_data()["sid"]
    member = new_member()
    status, body, _ = await browser.put("/wps/member/register", member)
    assert status == 200, body
    assert set(body["value"]) == PUBLIC_LOGIN
    assert browser.session_data()["sid"] != sid
    status, boot, _ = await browser.get("/bff/bootstrap")
    assert boot["value"]["session"]["loggedIn"] is True
    assert boot["value"]["member"]["account"] == member["username"]
    assert_token_never_shown(browser)


async def test_register_rules_come_from_upstream(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, body, _ = await browser.put(
        "/wps/member/register", {**new_member(), "termsAccepted": False}
    )
    assert_error(status, body, 400, "terms.not.accepted")
    status, body, _ = await browser.put(
        "/wps/member/register", {**new_member(), "confirmPassword": "other123"}
    )
    assert_error(status, body, 400, "password.mismatch")
    status, body, _ = await browser.put("/wps/member/register", {**new_member(), "username": "1"})
    assert status == 400 and body.get("field") == "username", body


async def test_balance(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    status, body, _ = await browser.get("/wps/v2/wallets/balance")
    assert status == 200, body
    value = body["value"]
    assert MONEY.match(value["sumBalance"])
    assert all(MONEY.match(b["availBalance"]) for b in value["balance"])
    assert value["currency"] and value["currencySymbol"]


@pytest.mark.parametrize("method", ["DELETE", "POST"])
async def test_logout_ends_the_session(live_browser: LiveBrowser, method: str) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    assert browser.session_data()["token"]
    status, body, _ = await browser.request(method, "/wps/session/logout")
    assert (status, body) == (200, {"success": True, "value": True})
    assert browser.cookie("BFFSESSION") is None and browser.session_data() == {}
    status, body, _ = await browser.get("/wps/member/info")
    assert_error(status, body, 401, "login.not.session")


async def test_no_session_is_401_without_calling_upstream(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    for path in ("/wps/member/info", "/wps/v2/wallets/balance"):
        status, body, _ = await browser.get(path)
        assert_error(status, body, 401, "login.not.session")
        assert recorder.to(path) == []


async def test_upstream_401_clears_the_stored_token(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    reset = await sim_client.post("/__sim/reset", json={})
    assert reset.status == 200, await reset.text()
    status, body, _ = await browser.get("/wps/member/info")
    assert_error(status, body, 401, "login.not.session")
    assert "token" not in browser.session_data()
    assert browser.session_data()["merchant"] == "DEFAULT"


async def test_captcha_key_lives_in_the_session(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get("/wps/captcha")
    assert status == 200, body
    assert isinstance(body["value"], str) and len(body["value"]) > 100
    key = browser.session_data()["captchaKey"]
    assert recorder.to("/wps/captcha")[-1]["query"] == {"key": key}
    assert key not in body["value"]


@pytest.mark.parametrize(
    "payload",
    [{}, {"username": "demo01"}, {"username": "", "password": ""}, {"username": 1, "password": 2}],
)
async def test_bad_login_input_is_400(live_browser: LiveBrowser, payload: Any) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/session/login", payload)
    assert_error(status, body, 400, "request.invalid")
    assert body["field"] in {"username", "password"}


@pytest.mark.parametrize("payload", [{}, {"username": None}, {"ageConfirmed": "maybe"}])
async def test_bad_register_input_never_500s(live_browser: LiveBrowser, payload: Any) -> None:
    browser = await live_browser()
    status, body, _ = await browser.put("/wps/member/register", payload)
    assert status == 400, body
    assert body["success"] is False
