"""Accounts through the BFF against the real in-process simulator (contract section 9)."""

from __future__ import annotations

import base64
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from bff_testkit import Browser, ManualClock, assert_error

from bff.catalogue import ENTRIES, entry
from bff.entry import Handler

LiveBrowser = Callable[..., Awaitable[Browser]]
PHONE = {"countryDialingCode": "+84", "mobileNum": "912345678"}
REAL_ACCOUNT_CALLS = [
    (
        "POST",
        "/wps/member/password",
        {"oldPassword": "a", "newPassword": "b", "confirmNewPassword": "b"},
    ),
    (
        "PUT",
        "/wps/member/password/payment",
        {"paymentPassword": "123456", "confirmPaymentPassword": "123456", "password": "x"},
    ),
    ("PUT", "/wps/member/info", {"nickname": "Guest"}),
    ("GET", "/wps/member/info/icon", None),
    ("PUT", "/wps/member/info/icon", {"avatarType": "STATIC", "avatar": 1}),
    ("GET", "/wps/relay/MCSFE_getPlayerAvatar", None),
]


async def outbox(sim_client: Any, query: str) -> list[dict[str, Any]]:
    resp = await sim_client.get(f"/__sim/outbox?{query}")
    return (await resp.json())["value"]


async def control(sim_client: Any, method: str, path: str, body: Any) -> Any:
    resp = await sim_client.request(method, path, json=body)
    assert resp.status == 200, await resp.text()
    return (await resp.json())["value"]


def test_section_nine_entries() -> None:
    assert entry("session.login.freeplay").headers == (("X-Gateway-Version", "3"),)
    assert entry("member.password.email").form
    for name in (
        "member.password",
        "member.password.payment",
        "member.info.update",
        "member.icons",
        "member.icon.set",
        "relay.avatar",
    ):
        assert entry(name).real_account and entry(name).token, name
    assert not entry("member.info").real_account and not entry("wallet.balance").real_account
    for name in ("verification.sms", "verification.sms.register", "member.password.code"):
        assert entry(name).limit == "sms", name
    dedicated = {e.name for e in ENTRIES if e.handler is Handler.DEDICATED}
    assert {
        "member.register.mobile",
        "session.login.freeplay",
        "member.password.reset",
        "member.icon.set",
    } <= dedicated


@pytest.mark.parametrize(
    ("username", "password", "modules", "force"),
    [
        ("weak01", "abc123456", {}, True),  # the brand's defaultPassword
        ("demo01", "demo1234", {}, False),
        ("expired01", "demo1234", {}, True),  # expired, PWDEXPFORCECHANGE3 on
        ("expired01", "demo1234", {"PWDEXPFORCECHANGE3": "0"}, False),
    ],
)
async def test_force_password_change(
    live_browser: LiveBrowser,
    sim_client: Any,
    *,
    username: str,
    password: str,
    modules: dict[str, str],
    force: bool,
) -> None:
    if modules:
        await control(sim_client, "PUT", "/__sim/modules", modules)
    browser = await live_browser()
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": username, "password": password}
    )
    assert status == 200, body
    assert body["value"]["forcePasswordChange"] is force
    assert "token" not in body["value"]


async def test_default_password_never_reaches_the_browser(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.get("/bff/bootstrap")
    await browser.post("/wps/session/login", {"username": "weak01", "password": "abc123456"})
    await browser.get("/bff/bootstrap")
    await browser.get("/bff/openapi.json")
    assert all("abc123456" not in seen for seen in browser.seen)
    assert all("defaultPassword" not in seen for seen in browser.seen)


async def test_sms_login_is_never_forced(live_browser: LiveBrowser, sim_client: Any) -> None:
    # weak01's password is expired with PWDEXPFORCECHANGE3 on: a username login would be
    # forced to change it, an SMS login never is (SPEC.md section 4).
    await control(sim_client, "POST", "/__sim/players/weak01/flags", {"passwordExpired": True})
    browser = await live_browser()
    weak_phone = {"countryDialingCode": "+84", "mobileNum": "987654321"}
    status, body, _ = await browser.post("/wps/verification/sms/noLogin", weak_phone)
    assert status == 200, body
    code = (await outbox(sim_client, "recipient=%2B84987654321"))[0]["code"]
    login = {"username": "987654321", "countryDialingCode": "+84", "password": code, "type": "sms"}
    status, body, _ = await browser.post("/wps/session/login", login)
    assert status == 200, body
    assert body["value"]["userName"] == "weak01" and body["value"]["passwordExpired"] is True
    assert body["value"]["forcePasswordChange"] is False
    session = browser.session_data()
    assert session["token"] and session["account"] == "weak01"
    assert all(session["token"] not in seen for seen in browser.seen)
    _, boot, _ = await browser.get("/bff/bootstrap")
    assert boot["value"]["session"]["passwordChangeRequired"] is False
    status, body, _ = await browser.get("/wps/v2/wallets/balance")
    assert status == 200, body


async def test_forced_change_survives_a_reload_and_gates_member_calls(
    live_browser: LiveBrowser, recorder: Any
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": "weak01", "password": "abc123456"}
    )
    assert body["value"]["forcePasswordChange"] is True
    # A reload reads the bootstrap: still logged in, still owing the change.
    _, boot, _ = await browser.get("/bff/bootstrap")
    assert boot["value"]["session"]["loggedIn"] is True
    assert boot["value"]["session"]["passwordChangeRequired"] is True
    assert boot["value"]["member"] is None and boot["value"]["balance"] is None
    blocked = [
        ("GET", "/wps/member/info", None),
        ("GET", "/wps/v2/wallets/balance", None),
        ("PUT", "/wps/member/info", {"nickname": "Skipper"}),
        ("POST", "/wps/game/launchGame", {"vassalage": "PG"}),
    ]
    for method, path, payload in blocked:
        before = len(recorder.to(path.split("?")[0]))
        status, body, _ = await browser.request(method, path, json_body=payload)
        assert_error(status, body, 403, "password.change.required")
        assert len(recorder.to(path.split("?")[0])) == before, path
    change = {
        "oldPassword": "abc123456",
        "newPassword": "fresh2468",
        "confirmNewPassword": "fresh2468",
    }
    status, body, _ = await browser.post("/wps/member/password", change)
    assert status == 200 and body["value"] is True, body
    _, boot, _ = await browser.get("/bff/bootstrap")
    assert boot["value"]["session"]["passwordChangeRequired"] is False
    assert boot["value"]["member"]["account"] == "weak01"
    status, body, _ = await browser.get("/wps/v2/wallets/balance")
    assert status == 200, body


async def test_logout_works_while_a_change_is_pending(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", {"username": "weak01", "password": "abc123456"})
    status, body, _ = await browser.post("/wps/session/logout")
    assert status == 200 and body["value"] is True, body
    _, boot, _ = await browser.get("/bff/bootstrap")
    assert boot["value"]["session"] == {
        "loggedIn": False,
        "account": None,
        "accountType": None,
        "passwordChangeRequired": False,
    }


async def test_captcha_typos_do_not_lock_the_owner_out(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    await control(sim_client, "POST", "/__sim/players/demo01/flags", {"captchaRequired": True})
    owner = await live_browser()
    creds = {"username": "demo01", "password": "demo1234"}
    for _ in range(6):  # more than the 5 failures that lock an account from an address
        status, body, _ = await owner.post("/wps/session/login", creds)
        assert_error(status, body, 400, "captcha.required")
    for _ in range(6):
        status, body, _ = await owner.post("/wps/session/login", {**creds, "captcha": "xx"})
        assert_error(status, body, 400, "captcha.required")  # no captcha fetched: no key
    await owner.get("/wps/captcha")
    key = owner.session_data()["captchaKey"]
    answer = (await outbox(sim_client, f"kind=captcha&recipient={key}"))[0]["code"]
    status, body, _ = await owner.post("/wps/session/login", {**creds, "captcha": answer})
    assert status == 200 and body["value"]["userName"] == "demo01", body


async def test_a_mistyped_captcha_counts_for_the_address_only(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    await control(sim_client, "POST", "/__sim/players/demo01/flags", {"captchaRequired": True})
    clock = ManualClock()
    owner = await live_browser(clock=clock)
    creds = {"username": "demo01", "password": "demo1234", "captcha": "0000x"}
    for _ in range(6):
        status, _, _ = await owner.get("/wps/captcha")
        assert status == 200
        clock.advance(1.05)  # past the captcha refresh throttle: 1 per second
        status, body, _ = await owner.post("/wps/session/login", creds)
        assert_error(status, body, 400, "captcha.invalid")
    status, _, _ = await owner.get("/wps/captcha")
    assert status == 200
    key = owner.session_data()["captchaKey"]
    answer = (await outbox(sim_client, f"kind=captcha&recipient={key}"))[0]["code"]
    status, body, _ = await owner.post("/wps/session/login", {**creds, "captcha": answer})
    assert status == 200, body


async def test_free_play_then_trial_refused_without_upstream_call(
    live_browser: LiveBrowser, recorder: Any
) -> None:
    browser = await live_browser()
    # Exactly what the SPA sends; the BFF adds the nonce.
    status, body, _ = await browser.post(
        "/wps/session/login/freeplay", {"os": "Windows", "platform": "W"}
    )
    assert status == 200, body
    assert body["value"]["type"] == 4 and "token" not in body["value"]
    call = recorder.to("/wps/session/login/freeplay")[-1]
    assert call["headers"]["X-Gateway-Version"] == "3"
    assert browser.session_data()["accountType"] == 4
    status, boot, _ = await browser.get("/bff/bootstrap")
    assert boot["value"]["session"]["accountType"] == 4
    assert boot["value"]["balance"]["sumBalance"] == "2000.00"  # reading stays allowed
    for method, path, payload in REAL_ACCOUNT_CALLS:
        before = len(recorder.to(path))
        status, body, _ = await browser.request(method, path, json_body=payload)
        assert_error(status, body, 403, "in_need_true_account")
        assert len(recorder.to(path)) == before, path
    assert all(browser.session_data()["token"] not in seen for seen in browser.seen)


async def test_mobile_register_through_the_bff(
    live_browser: LiveBrowser, sim_client: Any, recorder: Any
) -> None:
    browser = await live_browser()
    sms = {"countryDialingCode": "+84", "mobileNo": "933000777"}
    status, body, _ = await browser.post("/wps/verification/sms/register", sms)
    assert status == 200 and body["value"] == {"expiredMinutes": 5}, body
    code = (await outbox(sim_client, "recipient=%2B84933000777"))[0]["code"]
    status, body, _ = await browser.get("/wps/agent/affiliate?code=AGENT01")
    assert body["value"] == {"valid": True, "agent": "agent01"}
    status, body, _ = await browser.get("/wps/agent/affiliate?code=NOPE01")
    assert_error(status, body, 400, "invitation_code_error")
    register = {
        "mobileNum": "933000777",
        "countryDialingCode": "+84",
        "verificationCode": code,
        "affiliateCode": "AGENT01",
        "referralCode": "spring",
        "ageConfirmed": True,
        "termsAccepted": True,
    }
    status, body, _ = await browser.put("/wps/member/register/mobile", register)
    assert status == 200, body
    assert body["value"]["userName"] == "84933000777" and "token" not in body["value"]
    assert browser.session_data()["account"] == "84933000777"
    # The code is used up: registering the number again is refused at the code (a taken
    # number never gets one, so mobile.exists is only said to the phone's owner).
    status, body, _ = await browser.put("/wps/member/register/mobile", register)
    assert_error(status, body, 400, "verification.code.invalid")
    assert body["field"] == "verificationCode"


async def test_first_login_and_change_password(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post(
        "/wps/session/login", {"username": "newbie01", "password": "demo1234"}
    )
    assert body["value"]["firstTimeLogin"] is True
    status, body, _ = await browser.post("/wps/member/firstLogin", {})
    assert status == 200 and body["value"] is True
    change = {
        "oldPassword": "wrong999",
        "newPassword": "better12",
        "confirmNewPassword": "better12",
    }
    status, body, _ = await browser.post("/wps/member/password", change)
    assert_error(status, body, 400, "password.old.invalid")
    assert body["field"] == "oldPassword"
    change["oldPassword"] = "demo1234"
    status, body, _ = await browser.post("/wps/member/password", change)
    assert status == 200 and body["value"] is True


async def test_forgot_by_email_is_sent_as_a_form(
    live_browser: LiveBrowser, recorder: Any, sim_client: Any
) -> None:
    browser = await live_browser()
    form = {"username": "demo01", "email": "demo01@example.com"}
    status, body, _ = await browser.post("/wps/member/password/email", form)
    assert status == 200 and body["value"] is True, body
    call = recorder.to("/wps/member/password/email")[-1]
    assert call["headers"]["Content-Type"] == "application/x-www-form-urlencoded"
    assert b"username=demo01" in call["body"]
    assert (await outbox(sim_client, "kind=email&player=demo01"))[0]["code"]
    # A pair that is no member's is answered alike (another visitor: the limit is per session).
    other = await live_browser()
    status, body, _ = await other.post(
        "/wps/member/password/email", {"username": "demo01", "email": "x@example.com"}
    )
    assert status == 200 and body == {"success": True, "value": True}, body
    assert len(await outbox(sim_client, "kind=email&player=demo01")) == 1


async def test_forgot_by_phone_logs_in(live_browser: LiveBrowser, sim_client: Any) -> None:
    browser = await live_browser()
    status, body, _ = await browser.post("/wps/member/password/verification/code", PHONE)
    assert status == 200 and isinstance(body["value"]["expirationTime"], int), body
    code = (await outbox(sim_client, "recipient=%2B84912345678"))[0]["code"]
    status, body, _ = await browser.post(
        "/wps/member/password/verification/check", {**PHONE, "verificationCode": "1"}
    )
    assert_error(status, body, 400, "verification.code.invalid")
    check = {**PHONE, "verificationCode": code}
    status, body, _ = await browser.post("/wps/member/password/verification/check", check)
    assert status == 200 and body["value"] is True
    reset = {**check, "newPassword": "renewed1", "confirmNewPassword": "renewed1"}
    status, body, _ = await browser.post("/wps/member/password/verification", reset)
    assert status == 200, body
    assert body["value"]["userName"] == "demo01" and "token" not in body["value"]
    _, boot, _ = await browser.get("/bff/bootstrap")
    assert boot["value"]["session"]["loggedIn"] is True


async def test_profile_payment_password_and_avatars(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", {"username": "agent03", "password": "demo1234"})
    status, body, _ = await browser.put("/wps/member/info", {"birthday": "1991-02-03"})
    assert status == 200 and body["value"]["birthday"] == "1991-02-03", body
    status, body, _ = await browser.put("/wps/member/info", {"birthday": "1991-02-30"})
    assert_error(status, body, 400, "field.invalid")
    pay = {"paymentPassword": "123456", "confirmPaymentPassword": "123456", "password": "demo1234"}
    status, body, _ = await browser.put("/wps/member/password/payment", pay)
    assert status == 200 and body["value"] is True, body
    status, icons, _ = await browser.get("/wps/member/info/icon")
    assert len(icons["value"]) == 6
    png = b"\x89PNG\r\n\x1a\n" + b"\0" * 32
    image = "data:image/png;base64," + base64.b64encode(png).decode()
    status, body, _ = await browser.put(
        "/wps/member/info/icon", {"avatarType": "CUSTOM", "image": image}
    )
    assert status == 200 and body["value"]["avatarType"] == "CUSTOM", body
    status, relay, _ = await browser.get("/wps/relay/MCSFE_getPlayerAvatar")
    assert relay["value"] == body["value"]


async def test_avatar_upload_needs_a_session(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, body, _ = await browser.put("/wps/member/info/icon", {"avatarType": "STATIC"})
    assert_error(status, body, 401, "login.not.session")


async def test_verification_code_is_at_most_255(live_browser: LiveBrowser, recorder: Any) -> None:
    browser = await live_browser()
    check = {**PHONE, "verificationCode": "1" * 256}
    status, body, _ = await browser.post("/wps/member/password/verification/check", check)
    assert_error(status, body, 400, "request.invalid")
    assert body["field"] == "verificationCode"
    assert recorder.to("/wps/member/password/verification/check") == []


async def test_username_register_cannot_claim_a_members_mobile(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    register = {
        "username": "squat01",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "mobileNum": "987654321",  # weak01's
        "countryDialingCode": "+84",
        "ageConfirmed": True,
        "termsAccepted": True,
    }
    status, body, _ = await browser.put("/wps/member/register", register)
    assert_error(status, body, 400, "mobile.exists")
    assert body["field"] == "mobileNum"


@pytest.mark.parametrize("path", ["/wps/member/register", "/wps/member/register/mobile"])
async def test_referral_code_is_at_most_64(
    live_browser: LiveBrowser, recorder: Any, path: str
) -> None:
    browser = await live_browser()
    register = {
        "username": "refer01",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "mobileNum": "933000888",
        "countryDialingCode": "+84",
        "ageConfirmed": True,
        "termsAccepted": True,
        "referralCode": "r" * 65,
    }
    status, body, _ = await browser.put(path, register)
    assert_error(status, body, 400, "request.invalid")
    assert body["field"] == "referralCode"
    assert recorder.to(path) == []


async def test_unknown_ip_by_bank_name_then_google_code(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    await control(sim_client, "POST", "/__sim/players/secure01/flags", {"unknownIp": True})
    browser = await live_browser()
    creds = {"username": "secure01", "password": "demo1234"}
    status, body, _ = await browser.post("/wps/session/login", creds)
    assert_error(status, body, 400, "login_verify_required")
    assert body["value"]["verifyMethods"] == ["bank", "google"]
    verify = {"username": "secure01", "method": "bank", "code": "Tran Thi Binh " + " " * 40}
    status, body, _ = await browser.post("/wps/session/login/verify", verify)
    assert status == 200 and body["value"]["userName"] == "secure01", body
    assert body["value"]["forcePasswordChange"] is False
    # Another address: this time the authenticator code.
    await control(sim_client, "POST", "/__sim/players/secure01/flags", {"unknownIp": True})
    other = await live_browser()
    status, body, _ = await other.post("/wps/session/login", creds)
    assert_error(status, body, 400, "login_verify_required")
    totp = await control(sim_client, "GET", "/__sim/players/secure01/totp", None)
    verify = {"username": "secure01", "method": "google", "code": totp["code"]}
    status, body, _ = await other.post("/wps/session/login/verify", verify)
    assert status == 200 and body["value"]["userName"] == "secure01", body


async def test_unknown_ip_without_a_method_is_refused(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    await control(sim_client, "POST", "/__sim/players/newbie01/flags", {"unknownIp": True})
    browser = await live_browser()
    creds = {"username": "newbie01", "password": "demo1234"}
    status, body, _ = await browser.post("/wps/session/login", creds)
    assert_error(status, body, 403, "login.verify.unavailable")
    assert browser.session_data().get("token") is None
