"""Change, reset (e-mail, phone) and payment passwords (docs/contract.md section 9)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
from simkit import Sim

CHANGE = "/wps/member/password"
EMAIL = "/wps/member/password/email"
CODE = "/wps/member/password/verification/code"
CHECK = "/wps/member/password/verification/check"
RESET = "/wps/member/password/verification"
PAYMENT = "/wps/member/password/payment"
PHONE = {"countryDialingCode": "+84", "mobileNum": "912345678"}


async def auth(sim: Sim, account: str = "demo01", password: str = "demo1234") -> dict[str, str]:
    return {"Authorization": (await sim.login(account, password))["token"]}


async def test_change_password(sim: Sim) -> None:
    headers = await auth(sim, "expired01")
    body = {
        "oldPassword": "demo1234",
        "newPassword": "newpass99",
        "confirmNewPassword": "newpass99",
    }
    assert (await sim.send("POST", CHANGE, body, headers=headers))["value"] is True
    value = await sim.login("expired01", "newpass99")
    assert value["passwordExpired"] is False
    journal = await sim.control("GET", "/__sim/journal?type=password.changed")
    assert journal[0]["player"] == "expired01"


async def test_a_password_expires_with_age_on_the_clock(sim: Sim) -> None:
    # The brand's 90 days, shortened so advancing crosses the age in one call.
    await sim.control("PUT", "/__sim/system", {"passwordMaxAgeDays": 1})
    assert (await sim.login())["passwordExpired"] is False
    await sim.control("POST", "/__sim/clock", {"advance": "23h"})
    assert (await sim.login())["passwordExpired"] is False
    await sim.control("POST", "/__sim/clock", {"advance": "2h"})
    assert (await sim.login())["passwordExpired"] is True
    assert (await sim.control("GET", "/__sim/players/demo01/flags"))["passwordExpired"] is False
    body = {"oldPassword": "demo1234", "newPassword": "fresh123", "confirmNewPassword": "fresh123"}
    assert (await sim.send("POST", CHANGE, body, headers=await auth(sim)))["value"] is True
    assert (await sim.login("demo01", "fresh123"))["passwordExpired"] is False
    await sim.control("PUT", "/__sim/system", {"passwordMaxAgeDays": 0})  # never by age
    await sim.control("POST", "/__sim/clock", {"advance": "2d"})
    assert (await sim.login("demo01", "fresh123"))["passwordExpired"] is False


async def test_the_brand_allows_90_days(sim: Sim) -> None:
    assert (await sim.control("GET", "/__sim/state"))["system"]["passwordMaxAgeDays"] == 90
    now = datetime.fromisoformat((await sim.control("GET", "/__sim/clock"))["now"])
    await sim.control("POST", "/__sim/clock", {"set": (now + timedelta(days=89)).isoformat()})
    assert (await sim.login())["passwordExpired"] is False
    await sim.control("POST", "/__sim/clock", {"advance": "1d1h"})
    assert (await sim.login())["passwordExpired"] is True


async def test_a_reset_sets_every_password_on_the_wall_clock(sim: Sim) -> None:
    now = datetime.fromisoformat((await sim.control("GET", "/__sim/clock"))["now"])
    await sim.control("POST", "/__sim/clock", {"set": (now - timedelta(days=365)).isoformat()})
    await sim.control("POST", "/__sim/reset", {})  # the clock goes back to wall time
    assert (await sim.login())["passwordExpired"] is False


@pytest.mark.parametrize(
    ("changes", "code", "field"),
    [
        ({"oldPassword": "wrong123"}, "password.old.invalid", "oldPassword"),
        ({"oldPassword": ""}, "field.required", "oldPassword"),
        (
            {"newPassword": "abcdefgh", "confirmNewPassword": "abcdefgh"},
            "field.invalid",
            "newPassword",
        ),
        ({"newPassword": ""}, "field.required", "newPassword"),
        ({"confirmNewPassword": "other999"}, "password.mismatch", "confirmNewPassword"),
    ],
)
async def test_change_password_refusals(
    sim: Sim, changes: dict[str, Any], code: str, field: str
) -> None:
    body = {
        "oldPassword": "demo1234",
        "newPassword": "newpass99",
        "confirmNewPassword": "newpass99",
    }
    result = await sim.send(
        "POST", CHANGE, {**body, **changes}, headers=await auth(sim), status=400
    )
    assert (result["errorCode"], result["field"]) == (code, field)


async def test_change_password_needs_a_session(sim: Sim) -> None:
    result = await sim.send("POST", CHANGE, {}, status=401)
    assert result["errorCode"] == "login.not.session"


async def test_forgot_by_email(sim: Sim) -> None:
    form = {"username": "demo01", "email": "DEMO01@example.com"}
    assert await sim.value("POST", EMAIL, data=form) is True
    mail = (await sim.control("GET", "/__sim/outbox?kind=email&player=demo01"))[0]
    assert mail["recipient"] == "demo01@example.com"
    value = await sim.login("demo01", mail["code"])
    assert value["passwordExpired"] is True
    journal = await sim.control("GET", "/__sim/journal?type=password.reset")
    assert journal[0]["data"] == {"method": "email"}


async def test_forgot_by_email_refusals(sim: Sim) -> None:
    # A pair that is no member's is answered as one that is (nothing is sent).
    assert await sim.value("POST", EMAIL, data={"username": "demo01", "email": "o@ex.com"})
    assert await sim.control("GET", "/__sim/outbox?kind=email&player=demo01") == []
    body = await sim.error("POST", EMAIL, "field.required", data={"username": "demo01"})
    assert body["field"] == "email"
    body = await sim.error(
        "POST", EMAIL, "field.invalid", data={"username": "1bad", "email": "a@b.cd"}
    )
    assert body["field"] == "username"
    await sim.error("POST", EMAIL, "request.invalid", json={"username": "demo01"})


async def test_forgot_by_phone(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T00:00:00Z", "freeze": True})
    value = await sim.value("POST", CODE, json=PHONE)
    assert value == {"expirationTime": 1_893_456_000_000 + 5 * 60_000}
    code = (await sim.control("GET", "/__sim/outbox?recipient=%2B84912345678"))[0]["code"]
    await sim.error(
        "POST", CHECK, "verification.code.invalid", json={**PHONE, "verificationCode": "000000x"}
    )
    assert await sim.value("POST", CHECK, json={**PHONE, "verificationCode": code}) is True
    body = {
        **PHONE,
        "verificationCode": code,
        "newPassword": "fresh123",
        "confirmNewPassword": "fresh123",
    }
    login = (await sim.send("POST", RESET, body))["value"]
    assert login["userName"] == "demo01" and login["token"]
    assert (await sim.login("demo01", "fresh123"))["passwordExpired"] is False
    again = await sim.send("POST", RESET, body, status=400)
    assert again["errorCode"] == "verification.code.invalid"


async def test_forgot_by_phone_expiry_and_unknown_number(sim: Sim) -> None:
    unknown = {"countryDialingCode": "+84", "mobileNum": "900000001"}
    assert set(await sim.value("POST", CODE, json=unknown)) == {"expirationTime"}
    assert await sim.control("GET", "/__sim/outbox?recipient=%2B84900000001") == []
    await sim.value("POST", CODE, json=PHONE)
    code = (await sim.control("GET", "/__sim/outbox?recipient=%2B84912345678"))[0]["code"]
    await sim.control("POST", "/__sim/clock", {"advance": "6m"})
    await sim.error(
        "POST", CHECK, "verification.code.expired", json={**PHONE, "verificationCode": code}
    )


async def test_payment_password(sim: Sim) -> None:
    headers = await auth(sim)
    body = {"paymentPassword": "123456", "confirmPaymentPassword": "123456", "password": "demo1234"}
    assert (await sim.send("PUT", PAYMENT, body, headers=headers))["value"] is True
    info = await sim.value("GET", "/wps/member/info", headers=headers)
    assert info["hasPaymentPassword"] is True
    change = {**body, "paymentPassword": "654321", "confirmPaymentPassword": "654321"}
    result = await sim.send("PUT", PAYMENT, change, headers=headers, status=400)
    assert (result["errorCode"], result["field"]) == ("password.old.invalid", "oldPaymentPassword")
    change["oldPaymentPassword"] = "123456"
    assert (await sim.send("PUT", PAYMENT, change, headers=headers))["value"] is True
    journal = await sim.control("GET", "/__sim/journal?type=payment_password.set")
    assert [entry["data"]["changed"] for entry in journal] == [True, False]


@pytest.mark.parametrize(
    ("changes", "code", "field"),
    [
        (
            {"paymentPassword": "12345a", "confirmPaymentPassword": "12345a"},
            "field.invalid",
            "paymentPassword",
        ),
        ({"confirmPaymentPassword": "111111"}, "password.mismatch", "confirmPaymentPassword"),
        ({"password": "nope1234"}, "user.or.password.invalid", "password"),
    ],
)
async def test_payment_password_refusals(
    sim: Sim, changes: dict[str, Any], code: str, field: str
) -> None:
    body = {"paymentPassword": "123456", "confirmPaymentPassword": "123456", "password": "demo1234"}
    result = await sim.send(
        "PUT", PAYMENT, {**body, **changes}, headers=await auth(sim), status=400
    )
    assert (result["errorCode"], result["field"]) == (code, field)
