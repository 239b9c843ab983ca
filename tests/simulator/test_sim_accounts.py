"""Sign-up and sign-in paths (docs/contract.md section 9)."""

from __future__ import annotations

from typing import Any

import pytest
from simkit import Sim

from simulator.keys import DB, FIXTURES

MOBILE = "/wps/member/register/mobile"
REG_SMS = "/wps/verification/sms/register"
LOGIN = "/wps/session/login"
FREEPLAY = "/wps/session/login/freeplay"
GATEWAY = {"X-Gateway-Version": "3"}


async def outbox_code(sim: Sim, recipient: str, kind: str = "sms") -> str:
    messages = await sim.control("GET", f"/__sim/outbox?recipient={recipient}&kind={kind}")
    return messages[0]["code"]


def mobile_body(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "mobileNum": "933000111",
        "countryDialingCode": "+84",
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
        "registerMethod": "WEB",
        "domain": "www.example.com",
        "registerUrl": "https://www.example.com/register",
    }
    base.update(changes)
    return {key: value for key, value in base.items() if value is not ...}


async def register_code(sim: Sim, mobile: str = "933000111") -> str:
    body = {"countryDialingCode": "+84", "mobileNo": mobile, "regType": "register"}
    assert await sim.value("POST", REG_SMS, json=body) == {"expiredMinutes": 5}
    return await outbox_code(sim, f"%2B84{mobile}")


async def test_mobile_register_with_sms_code_and_referral(sim: Sim) -> None:
    code = await register_code(sim)
    body = mobile_body(verificationCode=code, affiliateCode="AGENT01", referralCode="ref-9")
    value = (await sim.send("PUT", MOBILE, body))["value"]
    assert value["userName"] == "84933000111" and value["type"] == 0 and value["token"]
    row = sim.client.app[DB].one(
        "SELECT m.referral_code, m.affiliate_code, a.account AS upline FROM members m"
        " JOIN members a ON a.id = m.upline_id WHERE m.account = '84933000111'"
    )
    assert (row["referral_code"], row["affiliate_code"], row["upline"]) == (
        "ref-9",
        "AGENT01",
        "agent01",
    )
    journal = await sim.control("GET", "/__sim/journal?type=register&player=84933000111")
    assert journal[0]["data"]["mode"] == "mobile"
    # The number is now taken: a register code is answered as for any number, but its
    # owner gets a notice instead of a code; the used code does not register it again.
    await sim.control("POST", "/__sim/clock", {"advance": "2s"})  # past the SMS throttle
    again = {"countryDialingCode": "+84", "mobileNo": "933000111", "regType": "register"}
    assert await sim.value("POST", REG_SMS, json=again) == {"expiredMinutes": 5}
    notice = (await sim.control("GET", "/__sim/outbox?recipient=%2B84933000111"))[0]
    assert notice["code"] == "" and "already has one" in notice["text"]
    result = await sim.send("PUT", MOBILE, mobile_body(verificationCode=code), status=400)
    assert result["errorCode"] == "verification.code.invalid"


@pytest.mark.parametrize(
    ("changes", "code", "field"),
    [
        ({"mobileNum": ...}, "field.required", "mobileNum"),
        ({"mobileNum": "12ab"}, "field.invalid", "mobileNum"),
        ({"mobileNum": "1234567"}, "field.invalid", "mobileNum"),  # min 8
        ({"countryDialingCode": "+999"}, "field.invalid", "countryDialingCode"),
        ({"ageConfirmed": False}, "age.not.confirmed", "ageConfirmed"),
        ({"termsAccepted": "yes"}, "terms.not.accepted", "termsAccepted"),
        ({"affiliateCode": "NOPE99"}, "invitation_code_error", "affiliateCode"),
        ({"verificationCode": ...}, "field.required", "verificationCode"),
        ({"verificationCode": "000000x"}, "verification.code.invalid", "verificationCode"),
    ],
)
async def test_mobile_register_refusals(
    sim: Sim, changes: dict[str, Any], code: str, field: str
) -> None:
    await register_code(sim)
    result = await sim.send(
        "PUT",
        MOBILE,
        mobile_body(verificationCode="999999x", **changes)
        if "verificationCode" not in changes
        else mobile_body(**changes),
        status=400,
    )
    assert (result["errorCode"], result["field"]) == (code, field)


async def test_mobile_register_code_expires_on_the_clock(sim: Sim) -> None:
    code = await register_code(sim)
    await sim.control("POST", "/__sim/clock", {"advance": "5m1s"})
    result = await sim.send("PUT", MOBILE, mobile_body(verificationCode=code), status=400)
    assert result["errorCode"] == "verification.code.expired"


async def test_mobile_register_with_password_module(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/modules", {"MOBILENUMPASSREG3": "1", "REGMOBVERF3": "0"})
    result = await sim.send("PUT", MOBILE, mobile_body(), status=400)
    assert (result["errorCode"], result["field"]) == ("field.required", "password")
    mismatch = mobile_body(password="abc12345", confirmPassword="abc12346")
    result = await sim.send("PUT", MOBILE, mismatch, status=400)
    assert result["errorCode"] == "password.mismatch"
    ok = mobile_body(password="abc12345", confirmPassword="abc12345")
    assert (await sim.send("PUT", MOBILE, ok))["value"]["userName"] == "84933000111"
    assert (await sim.login("84933000111", "abc12345"))["type"] == 0


async def test_mobile_register_module_off(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/modules", {"MOBILENUMREG3": "0"})
    result = await sim.send("PUT", MOBILE, mobile_body(), status=400)
    assert result["errorCode"] == "function.not.available"


async def test_register_sms_throttle_and_bad_number(sim: Sim) -> None:
    await register_code(sim, "933000222")
    body = {"countryDialingCode": "+84", "mobileNo": "933000222", "regType": "register"}
    await sim.error("POST", REG_SMS, "TOO_MANY_REQUESTS", 429, json=body)
    bad = {"countryDialingCode": "+84", "mobileNo": "12", "regType": "register"}
    assert (await sim.error("POST", REG_SMS, "field.invalid", json=bad))["field"] == "mobileNum"


async def test_affiliate_check(sim: Sim) -> None:
    value = await sim.value("GET", "/wps/agent/affiliate?code=agent02&domain=x.test")
    assert value == {"valid": True, "agent": "agent02"}
    for code in ("NOPE", "", "demo01"):
        body = await sim.error("GET", f"/wps/agent/affiliate?code={code}", "invitation_code_error")
        assert body["field"] == "affiliateCode"


async def test_username_register_checks_the_invitation_code(sim: Sim) -> None:
    body = {
        "username": "friend77",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "ageConfirmed": True,
        "termsAccepted": True,
        "affiliateCode": "ZZZZ99",
    }
    result = await sim.send("PUT", "/wps/member/register", body, status=400)
    assert result["errorCode"] == "invitation_code_error"


async def test_sms_login(sim: Sim) -> None:
    sms = {"mobileNum": "912345678", "countryDialingCode": "+84"}
    await sim.value("POST", "/wps/verification/sms/noLogin", json=sms)
    code = await outbox_code(sim, "%2B84912345678")
    login = {"username": "912345678", "countryDialingCode": "+84", "type": "sms"}
    wrong = await sim.send("POST", LOGIN, {**login, "password": "000000x"}, status=400)
    assert wrong["errorCode"] == "verification.code.invalid"
    value = (await sim.send("POST", LOGIN, {**login, "password": code}))["value"]
    assert value["userName"] == "demo01"
    again = await sim.send("POST", LOGIN, {**login, "password": code}, status=400)
    assert again["errorCode"] == "verification.code.invalid"  # used once


async def test_sms_login_module_off(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/modules", {"MOBILEVERCODELOGIN3": "0"})
    login = {"username": "912345678", "countryDialingCode": "+84", "type": "sms", "password": "1"}
    result = await sim.send("POST", LOGIN, login, status=400)
    assert result["errorCode"] == "function.not.available"


async def test_free_play_trial_account(sim: Sim) -> None:
    body = {"os": "Linux", "platform": "W", "nonce": "n-0123456789"}
    result = await sim.send("POST", FREEPLAY, body, status=400)
    assert result["errorCode"] == "request.invalid"  # no X-Gateway-Version
    value = (await sim.send("POST", FREEPLAY, body, headers=GATEWAY))["value"]
    assert value["type"] == 4 and value["userName"].startswith("guest")
    auth = {"Authorization": value["token"]}
    balance = await sim.value("GET", "/wps/v2/wallets/balance", headers=auth)
    assert balance["sumBalance"] == "2000.00"
    assert (await sim.value("GET", "/wps/member/info", headers=auth))["type"] == 4
    replay = await sim.send("POST", FREEPLAY, body, headers=GATEWAY, status=400)
    assert replay["field"] == "nonce"
    journal = await sim.control("GET", "/__sim/journal?type=freeplay.started")
    assert journal[0]["player"] == value["userName"]


@pytest.mark.parametrize(
    ("method", "path", "encrypted"),
    [
        ("PUT", "/wps/member/info", False),
        ("GET", "/wps/member/info/icon", False),
        ("PUT", "/wps/member/info/icon", False),
        ("GET", "/wps/relay/MCSFE_getPlayerAvatar", False),
        ("POST", "/wps/member/password", True),
        ("PUT", "/wps/member/password/payment", True),
    ],
)
async def test_trial_refused_real_account_calls(
    sim: Sim, method: str, path: str, encrypted: bool
) -> None:
    body = {"os": "Linux", "platform": "W", "nonce": f"n-{path}"}
    token = (await sim.send("POST", FREEPLAY, body, headers=GATEWAY))["value"]["token"]
    auth = {"Authorization": token}
    if encrypted:
        result = await sim.send(method, path, {}, headers=auth, status=403)
        assert result["errorCode"] == "in_need_true_account"
    else:
        await sim.error(method, path, "in_need_true_account", 403, headers=auth, json={})


async def test_free_play_module_off(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/modules", {"FREEPLAY3": "0"})
    body = {"platform": "W", "nonce": "n-0123456789"}
    result = await sim.send("POST", FREEPLAY, body, headers=GATEWAY, status=400)
    assert result["errorCode"] == "function.not.available"


async def test_first_login_call(sim: Sim) -> None:
    value = await sim.login("newbie01")
    assert value["firstTimeLogin"] is True
    assert (
        await sim.value(
            "POST", "/wps/member/firstLogin", json={}, headers={"Authorization": value["token"]}
        )
        is True
    )
    assert (await sim.login("newbie01"))["firstTimeLogin"] is False


async def test_non_member_refused_and_seeded_accounts(sim: Sim) -> None:
    result = await sim.send(
        "POST", LOGIN, {"username": "staff01", "password": "demo1234"}, status=400
    )
    assert result["errorCode"] == "login.non.member"
    assert result["message"] == "Non-member account unable to login"
    assert (await sim.login("agent01"))["type"] == 1
    assert (await sim.login("weak01", "abc123456"))["type"] == 0


def username_body(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "username": "squat01",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "countryDialingCode": "+84",
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
        "registerMethod": "WEB",
    }
    return base | changes


async def test_username_register_keeps_mobile_numbers_unique(sim: Sim) -> None:
    # weak01 owns +84 987654321: a username registration cannot claim it.
    taken = username_body(mobileNum="987654321")
    result = await sim.send("PUT", "/wps/member/register", taken, status=400)
    assert (result["errorCode"], result["field"]) == ("mobile.exists", "mobileNum")
    # A free number is taken by the first registration, for both kinds of registration.
    first = username_body(mobileNum="933333333")
    assert (await sim.send("PUT", "/wps/member/register", first))["value"]["userName"] == "squat01"
    again = username_body(username="squat02", mobileNum="933333333")
    result = await sim.send("PUT", "/wps/member/register", again, status=400)
    assert result["errorCode"] == "mobile.exists"
    body = {"countryDialingCode": "+84", "mobileNo": "933333333", "regType": "register"}
    assert await sim.value("POST", REG_SMS, json=body) == {"expiredMinutes": 5}
    assert await outbox_code(sim, "%2B84933333333") == ""  # a notice, no code
    # Without a dialing code the brand's home country's is stored, so the number stays unique.
    home = username_body(username="squat03", mobileNum="933333333", countryDialingCode=None)
    result = await sim.send("PUT", "/wps/member/register", home, status=400)
    assert result["errorCode"] == "mobile.exists"


async def test_sms_login_refuses_a_number_shared_by_two_accounts(sim: Sim) -> None:
    db = sim.client.app[DB]
    db.run("DROP INDEX members_mobile")  # data from before the unique index
    db.run("UPDATE members SET mobile = '912345678', dialing_code = '+84' WHERE account = 'weak01'")
    await sim.value(
        "POST",
        "/wps/verification/sms/noLogin",
        json={"mobileNum": "912345678", "countryDialingCode": "+84"},
    )
    code = await outbox_code(sim, "%2B84912345678")
    body = {"username": "912345678", "countryDialingCode": "+84", "password": code, "type": "sms"}
    result = await sim.send("POST", LOGIN, body, status=403)
    assert result["errorCode"] == "operation.not.allowed"


async def test_username_register_checks_the_code_when_the_rule_is_on(
    sim: Sim, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = sim.client.app[FIXTURES].brand.register_rules
    on = rules["verificationCode"].model_copy(update={"enabled": True, "required": True})
    monkeypatch.setitem(rules, "verificationCode", on)
    code = await register_code(sim, "933444555")
    wrong = "000000" if code != "000000" else "111111"
    body = username_body(mobileNum="933444555", verificationCode=wrong)
    result = await sim.send("PUT", "/wps/member/register", body, status=400)
    assert result["errorCode"] == "verification.code.invalid"
    no_mobile = username_body(verificationCode=code)
    result = await sim.send("PUT", "/wps/member/register", no_mobile, status=400)
    assert (result["errorCode"], result["field"]) == ("field.required", "mobileNum")
    body["verificationCode"] = code
    assert (await sim.send("PUT", "/wps/member/register", body))["value"]["userName"] == "squat01"


async def test_referral_code_is_at_most_64(sim: Sim) -> None:
    long = username_body(referralCode="r" * 65)
    result = await sim.send("PUT", "/wps/member/register", long, status=400)
    assert result["field"] == "referralCode"
    value = await sim.send("PUT", "/wps/member/register", username_body(referralCode="r" * 64))
    assert value["success"] is True
