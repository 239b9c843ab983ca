"""PUT /wps/member/register applies the published field rules server-side."""

from __future__ import annotations

from typing import Any

import pytest
from simkit import Sim

from simulator.keys import FIXTURES

REGISTER = "/wps/member/register"


def body(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "username": "newbie77",
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
        "registerMethod": "WEB",
        "domain": "www.example.com",
        "registerUrl": "https://www.example.com/register",
        "countryDialingCode": "+84",
    }
    base.update(changes)
    return {key: value for key, value in base.items() if value is not ...}


async def test_register_and_log_in(sim: Sim) -> None:
    value = (await sim.send("PUT", REGISTER, body(email="a.b@example.com", mobileNum="912000111")))[
        "value"
    ]
    assert value["userName"] == "newbie77" and value["type"] == 0
    assert value["firstTimeLogin"] is False and value["passwordExpired"] is False
    auth = {"Authorization": value["token"]}
    info = await sim.value("GET", "/wps/member/info", headers=auth)
    assert info["account"] == "newbie77" and info["mobile"] == "*****0111"
    balance = await sim.value("GET", "/wps/v2/wallets/balance", headers=auth)
    assert balance["sumBalance"] == "0.00"
    assert (await sim.login("newbie77", "abc12345"))["userName"] == "newbie77"


@pytest.mark.parametrize("codec", ["modern", "wps-legacy"])
async def test_register_without_login_answers_true(sim: Sim, codec: str) -> None:
    result = await sim.send("PUT", REGISTER, body(login=False), codec=codec)
    assert result["value"] is True


@pytest.mark.parametrize(
    ("changes", "code", "field"),
    [
        ({"username": ...}, "field.required", "username"),
        ({"username": "   "}, "field.required", "username"),
        ({"username": "1abcdef"}, "field.invalid", "username"),  # letter first
        ({"username": "abc"}, "field.invalid", "username"),  # min 6
        ({"username": "a" * 13}, "field.invalid", "username"),  # max 12
        ({"username": "abc_def"}, "field.invalid", "username"),
        ({"password": ..., "confirmPassword": ...}, "field.required", "password"),
        ({"password": "abcdefgh", "confirmPassword": "abcdefgh"}, "field.invalid", "password"),
        ({"password": "12345678", "confirmPassword": "12345678"}, "field.invalid", "password"),
        ({"password": "ab1", "confirmPassword": "ab1"}, "field.invalid", "password"),
        ({"confirmPassword": ...}, "field.required", "confirmPassword"),
        ({"confirmPassword": "abc12346"}, "password.mismatch", "confirmPassword"),
        ({"email": "not-an-email"}, "field.invalid", "email"),
        ({"mobileNum": "12ab5678"}, "field.invalid", "mobileNum"),
        ({"mobileNum": "1234567"}, "field.invalid", "mobileNum"),
        ({"affiliateCode": "ab"}, "field.invalid", "affiliateCode"),
        ({"ageConfirmed": ...}, "age.not.confirmed", "ageConfirmed"),
        ({"ageConfirmed": False}, "age.not.confirmed", "ageConfirmed"),
        ({"ageConfirmed": "true"}, "age.not.confirmed", "ageConfirmed"),
        ({"ageConfirmed": 1}, "age.not.confirmed", "ageConfirmed"),
        ({"termsAccepted": ...}, "terms.not.accepted", "termsAccepted"),
        ({"termsAccepted": False}, "terms.not.accepted", "termsAccepted"),
        ({"termsAccepted": "yes"}, "terms.not.accepted", "termsAccepted"),
        ({"username": "demo01"}, "username.exists", "username"),
        ({"username": "DEMO01"}, "username.exists", "username"),
        ({"countryDialingCode": "+999"}, "field.invalid", "countryDialingCode"),
        ({"username": 12345678}, "request.invalid", "username"),
        ({"login": "maybe"}, "request.invalid", "login"),
    ],
)
async def test_each_rule_is_enforced(
    sim: Sim, changes: dict[str, Any], code: str, field: str
) -> None:
    result = await sim.send("PUT", REGISTER, body(**changes), status=400)
    assert (result["errorCode"], result.get("field")) == (code, field)


async def test_disabled_fields_are_ignored(sim: Sim) -> None:
    # qqNum is disabled in the default brand: its own rule (digits) does not apply.
    result = await sim.send("PUT", REGISTER, body(qqNum="not digits"))
    assert result["success"] is True


async def test_values_are_trimmed(sim: Sim) -> None:
    value = (await sim.send("PUT", REGISTER, body(username="  spaced01  ")))["value"]
    assert value["userName"] == "spaced01"


async def test_registering_twice_is_refused(sim: Sim) -> None:
    await sim.send("PUT", REGISTER, body(login=False))
    result = await sim.send("PUT", REGISTER, body(username="NEWBIE77"), status=400)
    assert result["errorCode"] == "username.exists"


async def test_register_must_be_encrypted(sim: Sim) -> None:
    await sim.error("PUT", REGISTER, "encryption.required", json=body())


async def test_payment_password_is_required_when_shown_and_kept(
    sim: Sim, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = sim.client.app[FIXTURES].brand.register_rules
    shown = rules["paymentPassword"].model_copy(update={"enabled": True, "required": False})
    monkeypatch.setitem(rules, "paymentPassword", shown)
    result = await sim.send("PUT", REGISTER, body(), status=400)
    assert (result["errorCode"], result["field"]) == ("field.required", "paymentPassword")
    value = (await sim.send("PUT", REGISTER, body(paymentPassword="135790")))["value"]
    info = await sim.value("GET", "/wps/member/info", headers={"Authorization": value["token"]})
    assert info["hasPaymentPassword"] is True
