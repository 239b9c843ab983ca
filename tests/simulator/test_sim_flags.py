"""Per-player flags and login defences: expired password, captcha (flag or after failures),
locked, unknown IP with a verification code from the outbox."""

from __future__ import annotations

from typing import Any

from simkit import Sim

LOGIN = "/wps/session/login"
VERIFY = "/wps/session/login/verify"
DEMO = {"username": "demo01", "password": "demo1234", "type": "username"}


async def flags(sim: Sim, account: str, **values: bool) -> Any:
    return await sim.control("POST", f"/__sim/players/{account}/flags", values)


async def test_flags_round_trip(sim: Sim) -> None:
    value = await flags(sim, "DEMO01", passwordExpired=True, captchaRequired=False)
    assert value == {
        "account": "demo01",
        "passwordExpired": True,
        "captchaRequired": False,
        "unknownIp": False,
        "locked": False,
    }
    assert await sim.control("GET", "/__sim/players/demo01/flags") == value
    assert (await sim.login())["passwordExpired"] is True
    journal = await sim.control("GET", "/__sim/journal?type=player.flags.changed")
    assert journal[0]["player"] == "demo01"


async def test_unknown_account_and_bad_flags(sim: Sim) -> None:
    response = await sim.client.post("/__sim/players/nobody99/flags", json={"locked": True})
    assert response.status == 404 and (await response.json())["errorCode"] == "USER_NOT_EXIST"
    response = await sim.client.post("/__sim/players/demo01/flags", json={"vip": True})
    assert (await response.json())["field"] == "vip"
    response = await sim.client.post("/__sim/players/demo01/flags", json={"locked": "yes"})
    assert (await response.json())["field"] == "locked"


async def test_locked_flag(sim: Sim) -> None:
    await flags(sim, "demo01", locked=True)
    assert (await sim.send("POST", LOGIN, DEMO, status=400))["errorCode"] == "account.locked"
    await flags(sim, "demo01", locked=False)
    assert await sim.login()


async def test_captcha_flag(sim: Sim) -> None:
    await flags(sim, "demo01", captchaRequired=True)
    result = await sim.send("POST", LOGIN, DEMO, status=400)
    assert result["errorCode"] == "captcha.required" and result["value"] == {"captcha": True}
    await sim.value("GET", "/wps/captcha?key=key-1")
    (message,) = await sim.control("GET", "/__sim/outbox?kind=captcha&recipient=key-1")
    assert await sim.login(captcha=message["code"], captchaKey="key-1")


async def test_captcha_after_three_failed_logins(sim: Sim) -> None:
    for _ in range(3):
        wrong = await sim.send("POST", LOGIN, {**DEMO, "password": "wrong999"}, status=400)
        assert wrong["errorCode"] == "user.or.password.invalid"
    result = await sim.send("POST", LOGIN, DEMO, status=400)
    assert result["errorCode"] == "captcha.required"
    assert await sim.login("newbie01")  # other accounts are not affected
    await sim.value("GET", "/wps/captcha?key=key-2")
    (message,) = await sim.control("GET", "/__sim/outbox?kind=captcha&recipient=key-2")
    assert await sim.login(captcha=message["code"], captchaKey="key-2")
    assert await sim.login()  # success reset the count
    failed = await sim.control("GET", "/__sim/journal?type=login.failed&player=demo01")
    assert [entry["data"]["errorCode"] for entry in failed] == [
        "captcha.required",
        *["user.or.password.invalid"] * 3,
    ]


async def test_failures_count_per_ip_too(sim: Sim) -> None:
    for number in range(10):
        body = {**DEMO, "username": f"ghost{number:02d}", "password": "wrong999"}
        await sim.send("POST", LOGIN, body, status=400)
    forwarded = {"X-Forwarded-For": "127.0.0.1"}
    result = await sim.send("POST", LOGIN, DEMO, status=400, headers=forwarded)
    assert result["errorCode"] == "captcha.required"
    other_ip = {"X-Forwarded-For": "198.51.100.7"}
    assert (await sim.send("POST", LOGIN, DEMO, headers=other_ip))["success"] is True


async def test_unknown_ip_needs_a_code(sim: Sim) -> None:
    await flags(sim, "demo01", unknownIp=True)
    result = await sim.send("POST", LOGIN, DEMO, status=400)
    assert result["errorCode"] == "login_verify_required"
    assert result["value"]["verifyMethods"] == ["phone", "email"]
    sms = await sim.control("GET", "/__sim/outbox?kind=sms&player=demo01")
    email = await sim.control("GET", "/__sim/outbox?kind=email&recipient=demo01@example.com")
    assert sms[0]["recipient"] == "+84912345678" and sms[0]["code"] == email[0]["code"]
    code = sms[0]["code"]

    bad = {"username": "demo01", "method": "phone", "code": "000000x"}
    result = await sim.send("POST", VERIFY, bad, status=400)
    assert result["errorCode"] == "verification.code.invalid"
    result = await sim.send("POST", VERIFY, {**bad, "method": "fax", "code": code}, status=400)
    assert (result["errorCode"], result["field"]) == ("field.invalid", "method")
    value = (await sim.send("POST", VERIFY, {**bad, "code": code}))["value"]
    assert value["userName"] == "demo01" and value["token"]
    assert await sim.login()  # this address is known now
    other = {"X-Forwarded-For": "198.51.100.7"}
    result = await sim.send("POST", LOGIN, DEMO, status=400, headers=other)
    assert result["errorCode"] == "login_verify_required"
    result = await sim.send("POST", VERIFY, {**bad, "code": code}, status=400)
    assert result["errorCode"] == "verification.code.invalid"  # used up


async def test_verification_code_expires_on_the_clock(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    await flags(sim, "demo01", unknownIp=True)
    await sim.send("POST", LOGIN, DEMO, status=400)
    code = (await sim.control("GET", "/__sim/outbox?kind=sms&player=demo01"))[0]["code"]
    await sim.control("POST", "/__sim/clock", {"advance": "5m"})
    body = {"username": "demo01", "method": "email", "code": code}
    result = await sim.send("POST", VERIFY, body, status=400)
    assert result["errorCode"] == "verification.code.invalid"


async def test_unknown_ip_off_with_its_module(sim: Sim) -> None:
    await flags(sim, "demo01", unknownIp=True)
    await sim.control("PUT", "/__sim/modules", {"LOGINIPVERF3": "0"})
    assert await sim.login()


SECURE = {"username": "secure01", "password": "demo1234", "type": "username"}


async def test_unknown_ip_by_bank_account_name(sim: Sim) -> None:
    await flags(sim, "secure01", unknownIp=True)
    result = await sim.send("POST", LOGIN, SECURE, status=400)
    assert result["errorCode"] == "login_verify_required"
    # No phone, no e-mail: the methods the member does have, and nothing is sent.
    assert result["value"]["verifyMethods"] == ["bank", "google"]
    assert await sim.control("GET", "/__sim/outbox?player=secure01") == []
    answer = {"username": "secure01", "method": "bank", "code": "Tran Van Binh"}
    result = await sim.send("POST", VERIFY, answer, status=400)
    assert result["errorCode"] == "verification.code.invalid"
    value = (await sim.send("POST", VERIFY, {**answer, "code": "  tran  thi BINH "}))["value"]
    assert value["userName"] == "secure01" and value["token"]
    journal = await sim.control("GET", "/__sim/journal?type=login.verified&player=secure01")
    assert journal[0]["data"]["method"] == "bank"


async def test_unknown_ip_by_google_code_on_the_simulator_clock(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    await flags(sim, "secure01", unknownIp=True)
    await sim.send("POST", LOGIN, SECURE, status=400)
    shown = await sim.control("GET", "/__sim/players/secure01/totp")
    assert shown["account"] == "secure01" and 1 <= shown["secondsLeft"] <= 30
    assert len(shown["code"]) == 6 and shown["code"].isdigit()
    await sim.control("POST", "/__sim/clock", {"advance": "2m"})  # four steps later: stale
    stale = {"username": "secure01", "method": "google", "code": shown["code"]}
    assert (await sim.send("POST", VERIFY, stale, status=400))["errorCode"] == (
        "verification.code.invalid"
    )
    await sim.send("POST", LOGIN, SECURE, status=400)  # a fresh pending login
    code = (await sim.control("GET", "/__sim/players/secure01/totp"))["code"]
    value = (await sim.send("POST", VERIFY, {**stale, "code": code}))["value"]
    assert value["userName"] == "secure01"
    refused = await sim.client.get("/__sim/players/demo01/totp")  # no authenticator bound
    assert refused.status == 400 and (await refused.json())["errorCode"] == "field.invalid"


async def test_bank_name_or_google_code_never_replace_the_password(sim: Sim) -> None:
    await flags(sim, "secure01", unknownIp=True)
    code = (await sim.control("GET", "/__sim/players/secure01/totp"))["code"]
    no_password_step = {"username": "secure01", "method": "google", "code": code}
    result = await sim.send("POST", VERIFY, no_password_step, status=400)
    assert result["errorCode"] == "verification.code.invalid"
    # Five wrong answers drop the pending login: the right name no longer helps.
    await sim.send("POST", LOGIN, SECURE, status=400)
    wrong = {"username": "secure01", "method": "bank", "code": "Nobody"}
    for _ in range(5):
        await sim.send("POST", VERIFY, wrong, status=400)
    right = {**wrong, "code": "Tran Thi Binh"}
    result = await sim.send("POST", VERIFY, right, status=400)
    assert result["errorCode"] == "verification.code.invalid"


async def test_unknown_ip_without_any_method_is_refused(sim: Sim) -> None:
    # newbie01 has no phone, e-mail, bank name or authenticator: never waved through.
    await flags(sim, "newbie01", unknownIp=True)
    body = {"username": "newbie01", "password": "demo1234", "type": "username"}
    result = await sim.send("POST", LOGIN, body, status=403)
    assert result["errorCode"] == "login.verify.unavailable"
    assert "customer service" in result["message"]
