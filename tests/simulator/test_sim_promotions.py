"""Promotions: the catalogue (every type and mode, two languages, sanitised content), each
member's states and eligibility, joining, applications with images and the QA desk, and
turnover claims. Deposit bonuses, rollovers, rebates and draws: test_sim_promotion_payouts.py.
The ledger stays balanced after every money rule."""

from __future__ import annotations

import io
import json
import re
import uuid

from playkit import auth, balance, minor
from promokit import (
    BONUSES,
    DESK,
    DETAIL,
    JOIN,
    JPEG,
    LIST,
    MODES,
    PNG,
    REWARD,
    STATES,
    TYPES,
    balanced,
    catalogue,
    data_url,
    join,
    lottery,
    now_ms,
    set_clock,
    state,
    states,
)
from simkit import Sim

from simulator.core.html import sanitise

# -- catalogue --------------------------------------------------------------------------------


async def test_catalogue_has_every_type_and_mode_in_two_languages(sim: Sim) -> None:
    now = await now_ms(sim)
    promos = await catalogue(sim)
    assert {p["type"] for p in promos.values()} == TYPES
    assert {p["mode"] for p in promos.values()} == MODES
    starts = [p["startTime"] for p in promos.values()]
    assert starts == sorted(starts, reverse=True)  # newest start first
    assert [p["code"] for p in promos.values() if p["startTime"] > now] == ["RELOAD_BONUS"]
    assert promos["RELOAD_BONUS"]["startTime"] - now < 3 * 86_400_000
    assert [p["code"] for p in promos.values() if p["endTime"] <= now] == ["SUMMER_TURNOVER"]
    first = promos["FIRST_DEPOSIT"]
    assert first["title"] == "First deposit bonus" and first["firstDepositOnly"] is True
    assert (first["bonusPercent"], first["bonusMax"], first["rolloverMultiple"]) == (
        "10.00",
        "500000.00",
        3,
    )
    assert "content" not in first
    assert promos["FISH_RAFFLE"]["prizes"] == ["1000000.00", "500000.00", "200000.00"]
    assert promos["SLOTS_REBATE"]["rebatePercent"] == "0.80"
    assert promos["POINTS_MALL"]["link"] == "/pointMall"
    for promo in promos.values():
        assert promo["banner"].startswith("http://sim.test:9000/cdn/promotions/")
        served = await sim.client.get(promo["banner"].removeprefix("http://sim.test:9000"))
        assert served.status == 200
    vietnamese = await catalogue(sim, "TY")
    assert vietnamese["FIRST_DEPOSIT"]["title"] == "Thưởng nạp lần đầu"
    slots = await sim.value("GET", LIST, params={"type": "SLOTS"})
    assert [p["code"] for p in slots["list"]] == ["SLOTS_TURNOVER"]
    await sim.error("GET", LIST, "field.invalid", params={"type": "NOPE"})


async def test_detail_has_sanitised_content_and_rules(sim: Sim) -> None:
    promos = await catalogue(sim)
    for promo in promos.values():
        detail = await sim.value("GET", DETAIL, params={"id": promo["id"]})
        tags = re.findall(r"<(/?)([a-z0-9]+)([^>]*)>", detail["content"])
        assert {tag for _, tag, _ in tags} <= {"p", "strong", "ul", "ol", "li", "h3", "a"}
        assert all(
            attrs in ("", ' href="/pointMall" rel="noopener noreferrer"') for *_, attrs in tags
        )
        assert detail["rules"] and all(isinstance(rule, str) for rule in detail["rules"])
    vi = await sim.value(
        "GET", DETAIL, params={"id": promos["FIRST_DEPOSIT"]["id"]}, headers={"Language": "TY"}
    )
    assert vi["rules"][0].startswith("Chỉ thành viên")
    await sim.error("GET", DETAIL, "promotion.not.found", 404, params={"id": 99})


def test_sanitiser_keeps_an_allow_list() -> None:
    dirty = (
        '<p onclick="x()" class="a">Hi <b>there</b><script>alert(1)</script>'
        '<a href="javascript:alert(1)">bad</a> <a href="/pointMall" target="_blank">mall</a>'
        '<img src=x onerror=alert(1)><iframe src="//evil"><p>gone</p></iframe>'
        "<!-- note --><style>p{}</style>&lt;tag&gt; 1 < 2</p><ul><li>open"
    )
    assert sanitise(dirty) == (
        '<p>Hi <b>there</b><a rel="noopener noreferrer">bad</a> '
        '<a href="/pointMall" rel="noopener noreferrer">mall</a>'
        "&lt;tag&gt; 1 &lt; 2</p><ul><li>open</li></ul>"
    )
    assert (
        sanitise('<a href=" //evil.example">x</a><br/>') == '<a rel="noopener noreferrer">x</a><br>'
    )


# -- states and joining -----------------------------------------------------------------------


async def test_states_coming_soon_closed_not_eligible_and_join_once(sim: Sim) -> None:
    promos = await catalogue(sim)
    await sim.error("GET", STATES, "login.not.session", 401)
    headers = await auth(sim)
    found = await states(sim, headers)
    assert len(found) == len(promos)
    assert found[promos["RELOAD_BONUS"]["id"]]["state"] == "COMING_SOON"
    assert found[promos["SUMMER_TURNOVER"]["id"]] == {
        "promotionId": promos["SUMMER_TURNOVER"]["id"],
        "state": "CLOSE",
        "reward": "25000.00",
    }
    newbie = found[promos["NEWBIE_TURNOVER"]["id"]]
    assert (newbie["state"], newbie["reason"]) == ("CLOSE", "promotion.not.eligible")
    for code, state_now in (
        ("FIRST_DEPOSIT", "JOIN"),
        ("SLOTS_REBATE", "JOINED"),
        ("SLOTS_RANKING", "JOINED"),
        ("POINTS_MALL", "JOINED"),
        ("FISH_RAFFLE", "JOIN"),
        ("BIG_WIN_SHARE", "JOIN"),
    ):
        assert found[promos[code]["id"]]["state"] == state_now, code
    only_slots = await sim.value("GET", STATES, params={"type": "SLOTS"}, headers=headers)
    assert [s["promotionId"] for s in only_slots["list"]] == [promos["SLOTS_TURNOVER"]["id"]]

    body = await join(sim, headers, promos["RELOAD_BONUS"], status=409)
    assert body["errorCode"] == "promotion.closed"
    body = await join(sim, headers, promos["SUMMER_TURNOVER"], status=409)
    assert body["errorCode"] == "promotion.closed"
    body = await join(sim, headers, promos["NEWBIE_TURNOVER"], status=409)
    assert body["errorCode"] == "promotion.not.eligible"
    body = await join(sim, headers, promos["SLOTS_REBATE"], status=409)
    assert body["errorCode"] == "promotion.state.invalid"
    joined = await join(sim, headers, promos["SLOTS_TURNOVER"])
    assert joined["value"]["state"] == "PROCESS"
    assert joined["value"]["progress"] == {"current": "0.00", "target": "1000000.00"}
    again = await join(sim, headers, promos["SLOTS_TURNOVER"], status=409)
    assert again["errorCode"] == "promotion.state.invalid"
    await sim.error(
        "POST", JOIN, "promotion.not.found", 404, json={"promotionId": 9}, headers=headers
    )
    entries = await sim.control("GET", "/__sim/journal?type=promotion.joined&player=demo01")
    assert len(entries) == 1


async def test_newbie_and_first_deposit_eligibility(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    promos = await catalogue(sim)
    register = {
        "username": "fresh777",
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
    token = (await sim.send("PUT", "/wps/member/register", register))["value"]["token"]
    fresh = {"Authorization": token}
    assert (await state(sim, fresh, promos["NEWBIE_TURNOVER"]))["state"] == "JOIN"
    # A week later the member is no newcomer any more.
    await set_clock(sim, await now_ms(sim) + 7 * 86_400_000)
    fresh = {"Authorization": (await sim.login("fresh777", "abc12345"))["token"]}
    later = await state(sim, fresh, promos["NEWBIE_TURNOVER"])
    assert (later["state"], later["reason"]) == ("CLOSE", "promotion.not.eligible")

    # A paid deposit before joining: the first-deposit offer is out of reach.
    headers = await auth(sim)
    order = await sim.value(
        "POST",
        "/wps/relay/MCSFE_createDeposit",
        json={"channel": "BANK", "amount": "100000", "requestId": str(uuid.uuid4())},
        headers=headers,
    )
    await sim.control("POST", f"/__sim/deposits/{order['orderNo']}/callback")
    first = await state(sim, headers, promos["FIRST_DEPOSIT"])
    assert (first["state"], first["reason"]) == ("CLOSE", "promotion.not.eligible")
    body = await join(sim, headers, promos["FIRST_DEPOSIT"], status=409)
    assert body["errorCode"] == "promotion.not.eligible"


# -- applications -----------------------------------------------------------------------------


async def _apply(
    sim: Sim, headers: dict[str, str], promo_id: int, status: int = 200, **body: object
) -> dict:
    json = {"promotionId": promo_id, **body}
    return await sim.call("POST", REWARD, json=json, headers=headers, status=status)


async def test_apply_checks_remark_and_images(sim: Sim) -> None:
    promos = await catalogue(sim)
    share = promos["BIG_WIN_SHARE"]["id"]
    headers = await auth(sim)
    refused = await _apply(sim, headers, share, remark="x" * 141, status=400)
    assert (refused["errorCode"], refused["field"]) == ("field.invalid", "remark")
    four = [data_url(PNG)] * 4
    refused = await _apply(sim, headers, share, images=four, status=400)
    assert (refused["errorCode"], refused["field"]) == ("field.invalid", "images")
    gif = data_url(b"GIF89a" + b"\0" * 32)  # declared png, not one by its magic bytes
    refused = await _apply(sim, headers, share, images=[data_url(PNG), gif], status=400)
    assert (refused["errorCode"], refused["field"]) == ("field.invalid", "images.1")
    # Large bodies stream in (io.BytesIO): one image over 5 MB, then a body over the bound.
    huge = data_url(PNG + b"\0" * (5 * 1024 * 1024))
    payload = json.dumps({"promotionId": share, "images": [huge]}).encode()
    json_headers = {**headers, "Content-Type": "application/json"}
    body = await sim.error(
        "POST", REWARD, "payload.too.large", 413, headers=json_headers, data=io.BytesIO(payload)
    )
    assert body["field"] == "images.0"
    endless = io.BytesIO(b" " * (21 * 1024 * 1024))
    await sim.error("POST", REWARD, "payload.too.large", 413, headers=json_headers, data=endless)
    assert (await state(sim, headers, promos["BIG_WIN_SHARE"]))["state"] == "JOIN"
    assert await sim.control("GET", DESK) == {"list": []}

    images = [data_url(PNG), data_url(JPEG, "jpeg"), data_url(PNG)]
    applied = await _apply(sim, headers, share, remark="x" * 140, images=images)
    assert applied["value"]["state"] == "APPLYING"
    application = applied["value"]["applicationId"]
    again = await _apply(sim, headers, share, remark="again", status=409)
    assert again["errorCode"] == "promotion.state.invalid"
    desk = (await sim.control("GET", DESK, params={"status": "APPLYING"}))["list"]
    assert [(a["id"], a["account"], len(a["images"])) for a in desk] == [(application, "demo01", 3)]
    image = await sim.client.get(desk[0]["images"][1])
    assert image.content_type == "image/jpeg" and await image.read() == JPEG
    missing = await sim.client.get(f"{DESK}/{application}/images/4")
    assert missing.status == 404


async def test_qa_rejects_then_approves_a_reapplication(sim: Sim) -> None:
    promos = await catalogue(sim)
    share = promos["BIG_WIN_SHARE"]
    headers = await auth(sim)
    before = minor(await balance(sim, headers))
    first = (await _apply(sim, headers, share["id"], remark="Jackpot!"))["value"]
    rejected = await sim.control(
        "POST", f"{DESK}/{first['applicationId']}", {"decision": "reject", "remark": "Blurry"}
    )
    assert rejected["status"] == "REJECTED"
    shown = await state(sim, headers, share)
    assert (shown["state"], shown["remark"]) == ("REJECTED", "Blurry")
    assert minor(await balance(sim, headers)) == before

    second = (await _apply(sim, headers, share["id"], images=[data_url(PNG)]))["value"]
    assert second["state"] == "APPLYING" and second["applicationId"] != first["applicationId"]
    approved = await sim.control(
        "POST", f"{DESK}/{second['applicationId']}", {"decision": "approve"}
    )
    assert approved["status"] == "ISSUED"
    assert (await state(sim, headers, share))["state"] == "ISSUED"
    assert minor(await balance(sim, headers)) == before + 5_000_000
    twice = await sim.client.post(f"{DESK}/{second['applicationId']}", json={"decision": "approve"})
    assert twice.status == 409 and (await twice.json())["errorCode"] == "promotion.state.invalid"
    unknown = await sim.client.post(f"{DESK}/999", json={"decision": "reject"})
    assert unknown.status == 404
    bonus = (await sim.value("GET", BONUSES, headers=headers))["list"][0]
    assert bonus["id"] == f"promo:{share['id']}:{await _member_id(sim, headers)}"
    assert (bonus["type"], bonus["title"], bonus["amount"]) == (
        "OTHER",
        "Share your big win",
        "50000.00",
    )
    assert bonus["rollover"] == {"required": "100000.00", "achieved": "0.00", "state": "PROCESS"}
    # Joining an APPLY promotion is an application without remark or images.
    app = await join(sim, headers, promos["APP_DOWNLOAD"])
    assert app["value"]["state"] == "APPLYING"
    journal = await sim.control("GET", "/__sim/journal?type=promotion.*&player=demo01")
    assert sorted(e["type"] for e in journal) == [
        "promotion.applied",
        "promotion.applied",
        "promotion.applied",
        "promotion.approved",
        "promotion.rejected",
    ]
    await balanced(sim)


async def _member_id(sim: Sim, headers: dict[str, str]) -> int:
    return int((await sim.value("GET", "/wps/member/info", headers=headers))["id"])


# -- turnover ---------------------------------------------------------------------------------


async def test_turnover_counts_valid_bets_and_pays_once(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    promos = await catalogue(sim)
    lotto = promos["LOTTO_TURNOVER"]
    headers = await auth(sim)
    await lottery(sim, headers, "50000")  # before joining: the window counts, not the join
    joined = (await join(sim, headers, lotto))["value"]
    assert joined["state"] == "PROCESS"
    assert joined["progress"] == {"current": "50000.00", "target": "200000.00"}
    early = await sim.call(
        "POST", REWARD, json={"promotionId": lotto["id"]}, headers=headers, status=409
    )
    assert early["errorCode"] == "promotion.state.invalid"
    await lottery(sim, headers, "150000")
    met = await state(sim, headers, lotto)
    assert (met["state"], met["reward"]) == ("CLAIM", "10000.00")
    before = minor(await balance(sim, headers))
    claimed = await sim.value("POST", REWARD, json={"promotionId": lotto["id"]}, headers=headers)
    assert claimed["state"] == "CLAIMED" and claimed["reward"] == "10000.00"
    again = await sim.call(
        "POST", REWARD, json={"promotionId": lotto["id"]}, headers=headers, status=409
    )
    assert again["errorCode"] == "promotion.state.invalid"
    assert minor(await balance(sim, headers)) == before + 1_000_000
    claims = await sim.control("GET", "/__sim/journal?type=promotion.claimed&player=demo01")
    assert len(claims) == 1
    # After the window a claimed promotion stays CLAIMED; a PROCESS one closes.
    slots = promos["SLOTS_TURNOVER"]
    await join(sim, headers, slots)
    await set_clock(sim, slots["endTime"])
    headers = await auth(sim)  # the session lapsed on the way
    assert (await state(sim, headers, slots))["state"] == "CLOSE"
    assert (await state(sim, headers, lotto))["state"] == "CLAIMED"
    await balanced(sim)
