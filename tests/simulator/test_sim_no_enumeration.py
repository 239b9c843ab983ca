"""The calls that send a code or a temporary password answer a member's number (or
username and e-mail) and anybody else's alike: same status, same body, same work (the
throttle, the password hash), so none of them tells who is a member. Only the right phone
or mailbox gets something: a reset for a member, a register code for a free number."""

from __future__ import annotations

from typing import Any

import pytest
from simkit import Sim

from simulator.keys import PASSWORDS

CODE = "/wps/member/password/verification/code"
CHECK = "/wps/member/password/verification/check"
RESET = "/wps/member/password/verification"
EMAIL = "/wps/member/password/email"
REG_SMS = "/wps/verification/sms/register"
MOBILE = "/wps/member/register/mobile"
MEMBER = {"countryDialingCode": "+84", "mobileNum": "912345678"}  # demo01's
STRANGER = {"countryDialingCode": "+84", "mobileNum": "900000001"}  # nobody's


@pytest.fixture
async def frozen(sim: Sim) -> None:
    """A stopped clock: answers carrying a time (expirationTime) compare exactly."""
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T00:00:00Z", "freeze": True})


async def _outbox(sim: Sim, recipient: str) -> list[dict[str, Any]]:
    return await sim.control("GET", "/__sim/outbox", params={"recipient": recipient})


async def test_reset_code_answers_alike_and_reaches_only_a_member(sim: Sim, frozen: None) -> None:
    member = await sim.call("POST", CODE, json=MEMBER)
    stranger = await sim.call("POST", CODE, json=STRANGER)
    assert member == stranger == {"success": True, "value": {"expirationTime": 1_893_456_300_000}}
    assert len(await _outbox(sim, "+84912345678")) == 1
    assert await _outbox(sim, "+84900000001") == []
    journal = await sim.control("GET", "/__sim/journal?type=sms.*")
    assert {(e["type"], e["data"]["recipient"]) for e in journal} == {
        ("sms.sent", "+84912345678"),
        ("sms.withheld", "+84900000001"),
    }
    # The same throttle for both: a second ask within the second is refused alike.
    again = [await sim.call("POST", CODE, json=body, status=429) for body in (MEMBER, STRANGER)]
    assert again[0] == again[1] and again[0]["errorCode"] == "TOO_MANY_REQUESTS"


async def test_reset_check_and_reset_answer_alike(sim: Sim) -> None:
    await sim.value("POST", CODE, json=MEMBER)
    await sim.value("POST", CODE, json=STRANGER)
    answers = []
    for phone in (MEMBER, STRANGER):
        answers.append(
            await sim.call("POST", CHECK, json={**phone, "verificationCode": "123456"}, status=400)
        )
        reset = {
            **phone,
            "verificationCode": "123456",
            "newPassword": "fresh123",
            "confirmNewPassword": "fresh123",
        }
        answers.append(await sim.send("POST", RESET, reset, status=400))
    assert answers[0] == answers[2] and answers[1] == answers[3]
    assert {a["errorCode"] for a in answers} == {"verification.code.invalid"}
    assert {a["field"] for a in answers} == {"verificationCode"}


async def test_reset_by_email_answers_alike_and_hashes_alike(
    sim: Sim, monkeypatch: pytest.MonkeyPatch
) -> None:
    passwords = sim.client.app[PASSWORDS]
    hashed: list[str] = []
    real = passwords.hash_async

    async def counting(password: str) -> str:
        hashed.append(password)
        return await real(password)

    monkeypatch.setattr(passwords, "hash_async", counting)
    member = await sim.call(
        "POST", EMAIL, data={"username": "demo01", "email": "demo01@example.com"}
    )
    assert len(hashed) == 1
    for other in (
        {"username": "demo01", "email": "x@example.com"},
        {"username": "nobody77", "email": "a@b.cd"},
    ):
        assert (
            await sim.call("POST", EMAIL, data=other) == member == {"success": True, "value": True}
        )
    # The expensive step ran for every pair, not only the member's.
    assert len(hashed) == 3
    mail = await sim.control("GET", "/__sim/outbox?kind=email")
    assert [m["recipient"] for m in mail] == ["demo01@example.com"]
    journal = await sim.control("GET", "/__sim/journal?type=email.withheld")
    assert sorted(e["data"]["recipient"] for e in journal) == ["a@b.cd", "x@example.com"]


async def test_register_code_answers_alike_and_reaches_only_a_free_number(sim: Sim) -> None:
    taken = {"countryDialingCode": "+84", "mobileNo": "912345678", "regType": "register"}
    free = {"countryDialingCode": "+84", "mobileNo": "933000555", "regType": "register"}
    assert await sim.call("POST", REG_SMS, json=taken) == await sim.call("POST", REG_SMS, json=free)
    (code,) = [m["code"] for m in await _outbox(sim, "+84933000555")]
    assert code.isdigit() and len(code) == 6
    (notice,) = await _outbox(sim, "+84912345678")
    assert notice["code"] == "" and "log in or reset your password" in notice["text"]
    # Without the phone's code the register call does not say the number is taken either.
    body = {
        "mobileNum": "912345678",
        "countryDialingCode": "+84",
        "verificationCode": "123456",
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
        "registerMethod": "WEB",
    }
    taken_answer = await sim.send("PUT", MOBILE, body, status=400)
    free_answer = await sim.send("PUT", MOBILE, {**body, "mobileNum": "933000555"}, status=400)
    assert taken_answer == free_answer
    assert taken_answer["errorCode"] == "verification.code.invalid"
    # The free number's owner registers with the code it got.
    value = (
        await sim.send("PUT", MOBILE, {**body, "mobileNum": "933000555", "verificationCode": code})
    )["value"]
    assert value["userName"] == "84933000555"
