"""The join application (POST /wps/agent/apply, no session): field checks, the throttle
(one per contact and one per address a minute, on the simulator clock) and the QA list."""

from __future__ import annotations

from simkit import Sim

APPLY = "/wps/agent/apply"
DESK = "/__sim/join"
BODY = {
    "name": "Tran Van A",
    "contact": "+84 912 345 678",
    "channel": "PHONE",
    "message": "I run a football fan group of 3,000 people.",
    "type": "AGENT",
}


def _from(ip: str) -> dict[str, str]:
    return {"X-Forwarded-For": ip}


async def _freeze(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})


async def test_application_is_kept_for_qa_and_journalled(sim: Sim) -> None:
    await _freeze(sim)
    sent = await sim.value("POST", APPLY, json={**BODY, "name": "  Tran Van A  "})
    assert set(sent) == {"id"}
    affiliate = {
        **BODY,
        "contact": "partner@example.com",
        "channel": "EMAIL",
        "type": "AFFILIATE",
        "message": "",
    }
    second = await sim.value("POST", APPLY, json=affiliate, headers=_from("203.0.113.9"))
    desk = (await sim.control("GET", DESK))["list"]
    assert [(a["id"], a["type"], a["channel"], a["ip"]) for a in desk] == [
        (second["id"], "AFFILIATE", "EMAIL", "203.0.113.9"),
        (sent["id"], "AGENT", "PHONE", "127.0.0.1"),
    ]
    assert desk[1]["name"] == "Tran Van A" and desk[1]["contact"] == "+84 912 345 678"
    assert desk[1]["message"] == BODY["message"] and desk[0]["message"] == ""
    assert desk[0]["createdAt"] == desk[1]["createdAt"]  # frozen clock
    events = await sim.control("GET", "/__sim/journal?type=join.applied")
    assert [(e["player"], e["data"]) for e in events] == [
        (None, {"applicationId": second["id"], "type": "AFFILIATE", "channel": "EMAIL"}),
        (None, {"applicationId": sent["id"], "type": "AGENT", "channel": "PHONE"}),
    ]


async def test_application_fields_are_checked(sim: Sim) -> None:
    cases = [
        ({"name": " "}, "field.required", "name"),
        ({"name": "x" * 61}, "field.invalid", "name"),
        ({"contact": ""}, "field.required", "contact"),
        ({"contact": "x" * 101}, "field.invalid", "contact"),
        ({"contact": "not-an-email", "channel": "EMAIL"}, "field.invalid", "contact"),
        ({"contact": "call me", "channel": "PHONE"}, "field.invalid", "contact"),
        ({"contact": "0912abc", "channel": "ZALO"}, "field.invalid", "contact"),
        ({"contact": "@abc", "channel": "TELEGRAM"}, "field.invalid", "contact"),  # 3 letters
        ({"message": "x" * 501}, "field.invalid", "message"),
        ({"channel": "SMS"}, "request.invalid", "channel"),
        ({"type": "VIP"}, "request.invalid", "type"),
    ]
    for n, (change, code, field) in enumerate(cases):
        refused = await sim.call(
            "POST", APPLY, json={**BODY, **change}, headers=_from(f"198.51.100.{n}"), status=400
        )
        assert (refused["errorCode"], refused.get("field")) == (code, field), change
    assert (await sim.control("GET", DESK))["list"] == []
    # Each channel's own contact form, and a message of 500.
    good = [
        {"channel": "TELEGRAM", "contact": "@lotus_fan"},
        {"channel": "TELEGRAM", "contact": "+84 987 654 321"},
        {"channel": "ZALO", "contact": "0987-654-320"},
        {"channel": "EMAIL", "contact": "a.b@example.org", "message": "x" * 500},
    ]
    for n, change in enumerate(good):
        await sim.value("POST", APPLY, json={**BODY, **change}, headers=_from(f"192.0.2.{n}"))
    assert len((await sim.control("GET", DESK))["list"]) == 4


async def test_one_application_per_contact_and_per_address_a_minute(sim: Sim) -> None:
    await _freeze(sim)
    await sim.value("POST", APPLY, json=BODY, headers=_from("192.0.2.1"))
    # The same contact, written otherwise, from another address.
    same_contact = {**BODY, "contact": "+84912345678"}
    await sim.error(
        "POST", APPLY, "TOO_MANY_REQUESTS", 429, json=same_contact, headers=_from("192.0.2.2")
    )
    # Another contact from the same address.
    other = {**BODY, "contact": "+84 900 000 001"}
    await sim.error("POST", APPLY, "TOO_MANY_REQUESTS", 429, json=other, headers=_from("192.0.2.1"))
    assert len((await sim.control("GET", DESK))["list"]) == 1
    # Another contact from another address is not held back.
    await sim.value("POST", APPLY, json=other, headers=_from("192.0.2.3"))
    await sim.control("POST", "/__sim/clock", {"advance": "59s"})
    await sim.error(
        "POST", APPLY, "TOO_MANY_REQUESTS", 429, json=same_contact, headers=_from("192.0.2.2")
    )
    await sim.control("POST", "/__sim/clock", {"advance": "1s"})
    await sim.value("POST", APPLY, json=same_contact, headers=_from("192.0.2.2"))
    assert len((await sim.control("GET", DESK))["list"]) == 3


async def test_application_is_refused_in_maintenance(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/system", {"maintenance": True})
    await sim.error("POST", APPLY, "function.not.available", json=BODY)
    await sim.control("PUT", "/__sim/system", {"maintenance": False})
    assert await sim.value("POST", APPLY, json=BODY)
