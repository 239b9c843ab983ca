"""Reading what happened: the outbox, the journal (filters, bounds) and the requests log."""

from __future__ import annotations

import pytest
from simkit import Sim

from simulator.core.journal import store as journal_store
from simulator.features.journal.requests import LIMIT as REQUESTS_LIMIT

SMS = "/wps/verification/sms/noLogin"


async def test_outbox_filters_newest_first(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    for number in ("912345678", "900000001"):
        await sim.value("POST", SMS, json={"mobileNum": number, "countryDialingCode": "+84"})
    await sim.value("GET", "/wps/captcha?key=abc")
    everything = await sim.control("GET", "/__sim/outbox")
    assert [m["kind"] for m in everything] == ["captcha", "sms", "sms"]
    sms = await sim.control("GET", "/__sim/outbox?kind=sms")
    assert [m["recipient"] for m in sms] == ["+84900000001", "+84912345678"]
    assert sms[1]["player"] == "demo01" and sms[0]["player"] is None
    assert len(sms[0]["code"]) == 6 and sms[0]["code"] in sms[0]["text"]
    mine = await sim.control("GET", "/__sim/outbox?recipient=%2B84912345678")
    assert [m["recipient"] for m in mine] == ["+84912345678"]
    assert len(await sim.control("GET", "/__sim/outbox?limit=1")) == 1
    assert await sim.control("GET", "/__sim/outbox?player=demo01&kind=captcha") == []


@pytest.mark.parametrize("query", ["kind=fax", "limit=0", "limit=x", "colour=red"])
async def test_outbox_bad_queries(sim: Sim, query: str) -> None:
    response = await sim.client.get(f"/__sim/outbox?{query}")
    assert response.status == 400
    assert (await response.json())["errorCode"] == "request.invalid"


async def test_journal_records_domain_events(sim: Sim) -> None:
    token = (await sim.login())["token"]
    await sim.value("POST", "/wps/session/logout", headers={"Authorization": token})
    await sim.send(
        "POST", "/wps/session/login", {"username": "demo01", "password": "x"}, status=400
    )
    await sim.control("PUT", "/__sim/modules", {"REG3": "0"})
    types = [entry["type"] for entry in await sim.control("GET", "/__sim/journal?limit=4")]
    assert types == ["module.changed", "login.failed", "logout", "login"]
    opening = await sim.control("GET", "/__sim/journal?type=transfer.posted&player=demo01")
    assert opening[0]["data"] == {
        "reference": "opening:demo01",
        "kind": "opening_balance",
        "amount": "1000000.00",
        "debit": "house:main",
        "credit": opening[0]["data"]["credit"],
    }
    logins = await sim.control("GET", "/__sim/journal?type=login*&player=DEMO01")
    assert [e["type"] for e in logins] == ["login.failed", "login"]


async def test_journal_time_filters_use_the_clock(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T00:00:00Z", "freeze": True})
    await sim.login()
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T02:00:00Z"})
    await sim.login()
    both = await sim.control("GET", "/__sim/journal?type=login&since=2030-01-01T00:00:00Z")
    assert [e["at"] for e in both] == ["2030-01-01T02:00:00.000Z", "2030-01-01T00:00:00.000Z"]
    early = await sim.control(
        "GET", "/__sim/journal?type=login&since=2030-01-01T00:00:00Z&until=2030-01-01T01:00:00Z"
    )
    assert len(early) == 1


async def test_journal_is_bounded(sim: Sim, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(journal_store, "LIMIT", 5)
    for _ in range(8):
        await sim.control("PUT", "/__sim/system", {"maintenance": False})
    entries = await sim.control("GET", "/__sim/journal?limit=100")
    assert len(entries) == 5 and all(e["type"] == "system.changed" for e in entries)


def test_unknown_journal_type_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown journal type"):
        journal_store.record(None, 0, "bet.placed.typo")  # type: ignore[arg-type]


async def test_requests_log(sim: Sim) -> None:
    token = (await sim.login())["token"]
    await sim.value("GET", "/wps/member/info", headers={"Authorization": token})
    await sim.error("GET", "/wps/member/info", "login.not.session", 401)
    await sim.control("GET", "/__sim/state")  # control calls are not logged
    latest = await sim.control("GET", "/__sim/requests?limit=3")
    assert [(r["method"], r["path"], r["status"], r["player"]) for r in latest] == [
        ("GET", "/wps/member/info", 401, None),
        ("GET", "/wps/member/info", 200, "demo01"),
        ("POST", "/wps/session/login", 200, "demo01"),
    ]
    assert all(r["durationMs"] >= 0 and r["fault"] is None for r in latest)


async def test_requests_log_is_bounded(sim: Sim) -> None:
    for _ in range(REQUESTS_LIMIT + 5):
        await sim.client.get("/wps/system/country", headers={"Merchant": "DEFAULT"})
    assert len(await sim.control("GET", "/__sim/requests?limit=500")) == REQUESTS_LIMIT
    response = await sim.client.get("/__sim/requests?limit=501")
    assert response.status == 400
