"""Helpers for the referral and rank tests: register a member, pay a deposit."""

from __future__ import annotations

import uuid
from typing import Any

from simkit import Sim

REGISTER = "/wps/member/register"
CREATE = "/wps/relay/MCSFE_createDeposit"


async def register(sim: Sim, username: str, code: str | None = None) -> dict[str, str]:
    """Registers username (with referralCode when given); its session headers."""
    body: dict[str, Any] = {
        "username": username,
        "password": "abc12345",
        "confirmPassword": "abc12345",
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
        "registerMethod": "WEB",
    }
    if code is not None:
        body["referralCode"] = code
    value = (await sim.send("PUT", REGISTER, body))["value"]
    return {"Authorization": value["token"]}


async def deposit(sim: Sim, headers: dict[str, str], amount: str) -> None:
    """A BANK deposit of amount, paid by the gateway's callback."""
    body = {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}
    order = await sim.value("POST", CREATE, json=body, headers=headers)
    paid = await sim.control("POST", f"/__sim/deposits/{order['orderNo']}/callback")
    assert paid["status"] == "paid"


async def again(sim: Sim, username: str, password: str = "abc12345") -> dict[str, str]:
    """A fresh session for a registered member (sessions last a day of the clock)."""
    return {"Authorization": (await sim.login(username, password))["token"]}
