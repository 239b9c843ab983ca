"""Through the BFF, the calls that send a code or a temporary password answer a member's
number (or username and e-mail) exactly as anybody else's, while the flows that need them
(sign-up with a free number, forgot password for a member's) still work end to end."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from bff_testkit import Browser

LiveBrowser = Callable[..., Awaitable[Browser]]
# (path, a member's, nobody's); each asked by a visitor of its own (limits are per session)
ASKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    (
        "/wps/member/password/verification/code",
        {"countryDialingCode": "+84", "mobileNum": "912345678"},
        {"countryDialingCode": "+84", "mobileNum": "900000002"},
    ),
    (
        "/wps/member/password/email",
        {"username": "demo01", "email": "demo01@example.com"},
        {"username": "nobody77", "email": "nobody77@example.com"},
    ),
    (
        "/wps/verification/sms/register",
        {"countryDialingCode": "+84", "mobileNo": "912345678"},
        {"countryDialingCode": "+84", "mobileNo": "933000444"},
    ),
]


async def _outbox(sim_client: TestClient, **query: str) -> list[dict[str, Any]]:
    resp = await sim_client.get("/__sim/outbox", params=query)
    return (await resp.json())["value"]


@pytest.mark.parametrize(("path", "member", "nobody"), ASKS)
async def test_a_member_and_a_stranger_get_the_same_answer(
    live_browser: LiveBrowser,
    sim_client: TestClient,
    path: str,
    member: dict[str, Any],
    nobody: dict[str, Any],
) -> None:
    resp = await sim_client.post("/__sim/clock", json={"freeze": True})  # same expirationTime
    assert resp.status == 200
    answers = []
    for body in (member, nobody):
        status, got, resp = await (await live_browser()).post(path, body)
        answers.append((status, got, resp.headers.get("Content-Length")))
    assert answers[0] == answers[1]
    assert answers[0][0] == 200 and answers[0][1]["success"] is True


async def test_sign_up_with_a_free_number_and_reset_a_members_password(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    visitor = await live_browser()
    ask = {"countryDialingCode": "+84", "mobileNo": "933000445"}
    status, body, _ = await visitor.post("/wps/verification/sms/register", ask)
    assert status == 200, body
    (sent,) = await _outbox(sim_client, recipient="+84933000445")
    register = {
        "mobileNum": "933000445",
        "countryDialingCode": "+84",
        "verificationCode": sent["code"],
        "ageConfirmed": True,
        "termsAccepted": True,
    }
    status, body, _ = await visitor.put("/wps/member/register/mobile", register)
    assert status == 200 and body["value"]["userName"] == "84933000445", body

    member = await live_browser()
    phone = {"countryDialingCode": "+84", "mobileNum": "912345678"}
    status, body, _ = await member.post("/wps/member/password/verification/code", phone)
    assert status == 200, body
    code = (await _outbox(sim_client, recipient="+84912345678"))[0]["code"]
    reset = {**phone, "verificationCode": code, "newPassword": "renewed1"}
    status, body, _ = await member.post(
        "/wps/member/password/verification", {**reset, "confirmNewPassword": "renewed1"}
    )
    assert status == 200 and body["value"]["userName"] == "demo01", body
