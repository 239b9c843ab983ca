"""Contract: feedback, help centre, domain routes, customer service, join and the platform
client's alias names through the BFF (docs/contract.md section 15): catalogue policies, the
session rules and limits applied before any upstream call, the feedback upload route, the
public reads cached (per language or for everyone) and flushed, and the chat address the BFF
decrypts with a key the browser never sees; end to end against the in-process simulator."""

from __future__ import annotations

import base64
import io
import json
import os
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from bff_testkit import Browser, ManualClock, Recorder, another_visitor, assert_error
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from bff.catalogue import ENTRIES, entry, exposed_at, language_flushed
from bff.entry import CacheScope, Handler
from bff.errors import DomainError
from bff.features.bootstrap.brand import BrandFile
from bff.features.feedback.entries import FEEDBACK
from bff.features.feedback.routes import MAX_FEEDBACK_BODY
from bff.features.help.entries import HELP
from bff.features.join.entries import JOIN
from bff.features.system.customer_service import chat_url, parse_key
from bff.limits import contact_key, make_limits
from bff.settings import REPO_ROOT

LiveBrowser = Callable[..., Awaitable[Browser]]
MakeBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
AGENT = {"username": "agent01", "password": "demo1234"}
FEEDBACK_PATH = "/wps/feedback"
HELP_PATH = "/wps/system/helpCenter"
DOMAINS = "/wps/system/domainRoute"
CS_LOOKUP = "/wps/system/customerService"
CS = "/bff/customer-service"
APPLY = "/wps/agent/apply"
RELAY = "/wps/relay/"
PNG = "data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 64).decode()
FOOTER = {"about", "contact", "terms", "responsible-gaming", "privacy", "affiliates", "refund"}
BRAND = BrandFile.load(REPO_ROOT / "fixtures/brands/default.yaml")
LIVECHAT = "https://chat.example.invalid/lucky-lotus"
VIP = "https://chat.example.invalid/lucky-lotus-vip"
FEEDBACK_BODY = {"questionType": "DEPOSIT", "content": "My deposit is late", "contact": "lan"}


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


def _seal(key: bytes, url: str) -> str:
    nonce = os.urandom(12)
    sealed = AESGCM(key).encrypt(nonce, url.encode(), None)
    return ".".join(base64.urlsafe_b64encode(p).rstrip(b"=").decode() for p in (nonce, sealed))


def _lookup(*paths: tuple[int, str]) -> dict[str, Any]:
    return {"version": {"pathList": [{"type": t, "path": p} for t, p in paths]}}


# -- the catalogue ------------------------------------------------------------------------


def test_every_call_is_in_the_catalogue() -> None:
    names = {
        "feedback.send": FEEDBACK_PATH,
        "help.center": HELP_PATH,
        "system.domainRoute": DOMAINS,
        "join.apply": APPLY,
        "games.favourite.add": RELAY + "MCSFE_addFavoriteGameV2",
        "games.favourite.remove": RELAY + "MCSFE_removeFavoriteGameV2",
    }
    for name, path in names.items():
        assert entry(name).path == path and exposed_at(path) is entry(name), name
    for name in ("system.customerService", "system.customerService.member"):
        assert entry(name).path == CS_LOOKUP and entry(name).handler is Handler.INTERNAL
    assert exposed_at(CS_LOOKUP) is None  # the browser gets the decrypted address only
    aliases = {
        "MCS2_processDividendReq": "MCSFE_processContractDividend",
        "MCS2_processDailySalContract": "MCSFE_processDailySalaryContract",
        "MCS2_processContractHourSalary": "MCSFE_processContractHourSalary",
    }
    for alias, original in aliases.items():
        for method in ("GET", "POST"):
            mine = [e for e in ENTRIES if e.path == RELAY + alias and method in e.methods]
            theirs = [e for e in ENTRIES if e.path == RELAY + original and method in e.methods]
            assert len(mine) == len(theirs) == 1, alias
            same = ("token", "real_account", "agent_only", "module", "cache", "retry", "body")
            for field in (*same, "response", "encrypted"):
                assert getattr(mine[0], field) == getattr(theirs[0], field), (alias, field)
    add, original = entry("games.favourite.add"), entry("games.favourite")
    for field in ("token", "module", "cache", "response", "methods", "real_account"):
        assert getattr(add, field) == getattr(original, field), field


def test_policies() -> None:
    feedback = entry("feedback.send")
    assert set(feedback.methods) == {"PUT", "POST"} and feedback.handler is Handler.DEDICATED
    assert feedback.token and feedback.real_account and feedback.module == "FEEDBACK3"
    assert not feedback.retry and feedback.cache is CacheScope.NONE
    help_center = entry("help.center")
    assert not help_center.token and help_center.cache is CacheScope.LANGUAGE
    assert help_center.flush_on_language and not help_center.gated
    domains = entry("system.domainRoute")
    assert domains.cache is CacheScope.GLOBAL and 0 < domains.ttl <= 60 and not domains.gated
    visitor, member = entry("system.customerService"), entry("system.customerService.member")
    assert not visitor.token and visitor.cache is CacheScope.GLOBAL and not visitor.gated
    assert member.token and member.cache is CacheScope.NONE and not member.gated
    join = entry("join.apply")
    assert not join.token and join.limit == "join" and not join.retry and join.methods == ("POST",)
    flushed = {e.name for e in language_flushed()}
    assert "help.center" in flushed and "system.domainRoute" not in flushed
    assert all(item in ENTRIES for item in FEEDBACK + HELP + JOIN)


# -- feedback -----------------------------------------------------------------------------


async def test_feedback_needs_a_real_account_before_its_body_is_read(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    for method in ("PUT", "POST"):
        status, got, _ = await browser.request(method, FEEDBACK_PATH, json_body=FEEDBACK_BODY)
        assert_error(status, got, 401, "login.not.session")
    await browser.post("/wps/session/login/freeplay", {})
    status, got, _ = await browser.post(FEEDBACK_PATH, {**FEEDBACK_BODY, "images": [PNG]})
    assert_error(status, got, 403, "in_need_true_account")
    assert recorder.to(FEEDBACK_PATH) == []


def test_the_feedback_limit_fits_three_images_of_5_mb() -> None:
    image = "data:image/jpeg;base64," + base64.b64encode(b"\xff" * (5 * 1024 * 1024)).decode()
    body = {"questionType": "OTHER", "content": "\u4e00" * 500, "contact": "\u4e00" * 100}
    largest = json.dumps({**body, "images": [image] * 3}).encode()
    assert len(largest) <= MAX_FEEDBACK_BODY < 3 * 7 * 1024 * 1024


async def test_feedback_images_past_the_limit_are_refused(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    head = b'{"questionType": "GAME", "content": "x", "images": ["data:image/png;base64,'
    oversize = head + b"A" * (MAX_FEEDBACK_BODY - len(head)) + b'"]}'
    for method in ("PUT", "POST"):
        resp = await browser.client.request(
            method,
            FEEDBACK_PATH,
            data=io.BytesIO(oversize),
            headers={"X-XSRF-TOKEN": browser.cookie("XSRF-TOKEN") or ""},
        )
        body = await resp.json()
        assert_error(resp.status, body, 413, "payload.too.large")
        assert body["field"] == "images"
    for bad in (
        {**FEEDBACK_BODY, "images": [PNG] * 4},
        {**FEEDBACK_BODY, "questionType": "LOTTERY"},
        {**FEEDBACK_BODY, "extra": 1},
        {"content": "no question type"},
    ):
        status, got, _ = await browser.post(FEEDBACK_PATH, bad)
        assert_error(status, got, 400, "request.invalid")
    assert recorder.to(FEEDBACK_PATH) == []


async def test_feedback_with_an_image_reaches_the_desk(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    body = {**FEEDBACK_BODY, "images": [PNG]}
    sent = await _value(browser, "PUT", FEEDBACK_PATH, body)
    assert sent["id"] >= 1 and sent["createdAt"] > 0
    again = await _value(browser, "POST", FEEDBACK_PATH, {**FEEDBACK_BODY, "questionType": "GAME"})
    assert again["id"] > sent["id"]
    forwarded = recorder.to(FEEDBACK_PATH)
    assert [c["method"] for c in forwarded] == ["PUT", "POST"]
    assert json.loads(forwarded[0]["body"]) == body
    assert forwarded[0]["headers"]["ModuleId"] == "FEEDBACK3"
    resp = await sim_client.get("/__sim/feedback")
    desk = {row["id"]: row for row in (await resp.json())["value"]["list"]}
    assert desk[sent["id"]]["images"] == 1 and desk[sent["id"]]["account"] == "demo01"
    assert desk[sent["id"]]["content"] == FEEDBACK_BODY["content"]
    image = await sim_client.get(f"/__sim/feedback/{sent['id']}/images/1")  # 1-based
    assert image.status == 200 and (await image.read()).startswith(b"\x89PNG")

    status, got, _ = await browser.post(FEEDBACK_PATH, {**FEEDBACK_BODY, "content": "short"})
    assert status == 400 and got["errorCode"] in {"field.invalid", "field.required"}, got
    assert got["field"] == "content"  # the upstream's rule, with its field


# -- help centre and domain routes ----------------------------------------------------------


async def test_help_centre_in_two_languages_cached_and_flushed(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    english = await _value(browser, "GET", HELP_PATH)
    articles = {a["code"]: a for c in english["categories"] for a in c["articles"]}
    assert set(articles) >= FOOTER and articles["about"]["title"] == "About Company"
    assert "<script" not in articles["terms"]["content"]
    await _value(browser, "GET", HELP_PATH)
    assert len(recorder.to(HELP_PATH)) == 1  # cached
    assert "Authorization" not in recorder.to(HELP_PATH)[0]["headers"]

    vietnamese = await _value(browser, "GET", HELP_PATH, headers={"Language": "TY"})
    about = next(a for c in vietnamese["categories"] for a in c["articles"] if a["code"] == "about")
    assert about["title"] == "Về công ty" and len(recorder.to(HELP_PATH)) == 2
    by_query = await _value(browser, "GET", HELP_PATH, params={"language": "TY"})
    assert by_query == vietnamese

    await browser.put("/bff/language", {"language": "TY"})
    calls = len(recorder.to(HELP_PATH))
    await _value(browser, "GET", HELP_PATH, headers={"Language": "TY"})
    await _value(browser, "GET", HELP_PATH, headers={"Language": "TY"})
    assert len(recorder.to(HELP_PATH)) == calls + 1  # read fresh once after the change

    status, got, _ = await browser.get(HELP_PATH, params={"language": "<b>"})
    assert_error(status, got, 400, "request.invalid")


async def test_help_and_customer_service_answer_during_maintenance(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await live_browser()
    resp = await sim_client.put("/__sim/system", json={"maintenance": True})
    assert resp.status == 200
    status, got, _ = await browser.get(RELAY + "PROMOFE_getPromotionList")
    assert_error(status, got, 400, "function.not.available")  # the gate is closed
    assert (await _value(browser, "GET", HELP_PATH))["categories"]
    assert (await _value(browser, "GET", CS))["url"] == LIVECHAT


async def test_domain_routes_cached_briefly_for_everyone(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    clock = ManualClock()
    browser = await live_browser(clock=clock)
    lines = await _value(browser, "GET", DOMAINS)
    domains = [line["domain"] for line in lines["domainList"]]
    assert domains[0] == "www.lucky-lotus.example" and len(domains) == 4
    assert all(isinstance(line["speed"], int) for line in lines["domainList"])
    qa = [{"domain": "fast.lucky-lotus.example", "speed": 12}]
    resp = await sim_client.put("/__sim/system", json={"domainRoute": qa})
    assert resp.status == 200, await resp.text()
    assert await _value(browser, "GET", DOMAINS, headers={"Language": "TY"}) == lines
    assert len(recorder.to(DOMAINS)) == 1  # one entry for every visitor and language
    clock.advance(entry("system.domainRoute").ttl + 1)
    assert (await _value(browser, "GET", DOMAINS))["domainList"] == qa


# -- customer service ---------------------------------------------------------------------


def test_the_chat_address_is_decrypted_and_checked() -> None:
    key = os.urandom(32)
    assert parse_key(base64.urlsafe_b64encode(key).decode()) == key
    assert parse_key(base64.urlsafe_b64encode(key).decode().rstrip("=")) == key
    assert parse_key(None) is None and parse_key("short") is None
    assert parse_key(base64.urlsafe_b64encode(os.urandom(16)).decode()) is None  # AES-256 only
    lookup = _lookup((1, "https://t.me/x"), (3, _seal(key, LIVECHAT)))
    assert chat_url(lookup, key) == LIVECHAT
    refused = [
        (_lookup((3, _seal(key, LIVECHAT))), os.urandom(32)),  # another key
        (_lookup((3, _seal(key, LIVECHAT) + "A")), key),  # altered
        (_lookup((3, "not-sealed")), key),
        (_lookup((1, "https://t.me/x")), key),  # no chat address
        (_lookup((3, _seal(key, LIVECHAT))), None),  # no key configured
        (_lookup((3, _seal(key, "javascript:alert(1)"))), key),  # not an http(s) address
        (_lookup((3, _seal(key, "https:///nohost"))), key),
        ({"version": None}, key),
    ]
    for value, with_key in refused:
        with pytest.raises(DomainError) as caught:
            chat_url(value, with_key)
        assert (caught.value.code, caught.value.status) == ("customer.service.unavailable", 502)


async def test_customer_service_url_for_visitors_and_members(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await live_browser()
    for _ in range(2):
        assert await _value(browser, "GET", CS) == {"url": LIVECHAT}
    visitor_calls = recorder.to(CS_LOOKUP)
    assert len(visitor_calls) == 1 and "Authorization" not in visitor_calls[0]["headers"]

    await browser.post("/wps/session/login", DEMO)  # rank 3: the live chat
    assert await _value(browser, "GET", CS) == {"url": LIVECHAT}
    resp = await sim_client.put("/__sim/players/demo01", json={"clubRank": 5})
    assert resp.status == 200, await resp.text()
    assert await _value(browser, "GET", CS) == {"url": VIP}  # the member's: never cached
    member_calls = [c for c in recorder.to(CS_LOOKUP) if "Authorization" in c["headers"]]
    assert len(member_calls) == 2
    async with another_visitor(browser) as visitor:
        assert await _value(visitor, "GET", CS) == {"url": LIVECHAT}

    key = BRAND.cs_key
    assert key  # the brand file holds the development key
    status, _, _ = await browser.get("/bff/bootstrap")  # the brand: public keys only
    assert status == 200
    assert not any(key in seen or "pathList" in seen for seen in browser.seen)
    status, got, _ = await browser.get(CS_LOOKUP)
    assert_error(status, got, 404, "path.not.found")


async def test_customer_service_with_a_wrong_key_is_unavailable(live_browser: LiveBrowser) -> None:
    other = base64.urlsafe_b64encode(os.urandom(32)).decode()
    browser = await live_browser(cs_key=other)  # CS_KEY wins over the brand file's
    status, got, _ = await browser.get(CS)
    assert_error(status, got, 502, "customer.service.unavailable")


# -- join -----------------------------------------------------------------------------------


def test_join_contacts_are_compared_loosely() -> None:
    assert contact_key("  Lan@Example.com ") == contact_key("lan@example.com")
    assert contact_key("+84 912-345 678") == contact_key("84912345678") == "84912345678"
    assert contact_key("@lucky_lan") == "@lucky_lan"


async def test_join_limits() -> None:
    clock = ManualClock()
    limits = make_limits(None, "t:", clock)
    await limits.join("lan@example.com", "sid-1", "10.0.0.1")
    with pytest.raises(DomainError, match="TOO_MANY_REQUESTS"):
        await limits.join("other@example.com", "sid-1", "10.0.0.1")  # 1 a second a session
    with pytest.raises(DomainError, match="TOO_MANY_REQUESTS"):
        await limits.join("lan@example.com", "sid-2", "10.0.0.1")  # and a contact
    for n in range(4):  # 5 per 10 minutes per contact (the refusal above stopped earlier)
        clock.advance(2)
        await limits.join("lan@example.com", f"s{n}", "10.0.0.2")
    clock.advance(2)
    with pytest.raises(DomainError, match="TOO_MANY_REQUESTS"):
        await limits.join("lan@example.com", "s9", "10.0.0.3")
    for n in range(20):  # 20 per 10 minutes per address, whatever the contact and session
        clock.advance(2)
        await limits.join(f"c{n}@example.com", f"x{n}", "10.0.0.9")
    clock.advance(2)
    with pytest.raises(DomainError, match="TOO_MANY_REQUESTS"):
        await limits.join("c99@example.com", "x99", "10.0.0.9")
    clock.advance(600)
    await limits.join("lan@example.com", "later", "10.0.0.9")


async def test_join_apply_reaches_the_desk_and_is_limited_first(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    clock = ManualClock()
    browser = await live_browser(clock=clock)
    body = {
        "name": "Lan Nguyen",
        "contact": "lan@example.com",
        "channel": "EMAIL",
        "message": "I run a football group of 2,000 members.",
        "type": "AGENT",
    }
    applied = await _value(browser, "POST", APPLY, body)
    assert applied["id"] >= 1 and "Authorization" not in recorder.to(APPLY)[0]["headers"]
    resp = await sim_client.get("/__sim/join")
    desk = (await resp.json())["value"]["list"]
    mine = next(row for row in desk if row["id"] == applied["id"])
    assert (mine["name"], mine["type"], mine["channel"]) == ("Lan Nguyen", "AGENT", "EMAIL")

    status, got, _ = await browser.post(APPLY, {**body, "contact": " LAN@example.com"})
    assert_error(status, got, 429, "TOO_MANY_REQUESTS")
    assert len(recorder.to(APPLY)) == 1  # held back by the BFF
    clock.advance(2)
    bad = {**body, "contact": "not an address", "name": "Bao"}
    status, got, _ = await browser.post(APPLY, bad)
    assert_error(status, got, 400, "field.invalid")
    assert got["field"] == "contact"  # the upstream's rule, with its field
    for wrong in ({**body, "channel": "FAX"}, {**body, "type": "VIP"}, {**body, "x": 1}):
        status, got, _ = await browser.post(APPLY, wrong)
        assert_error(status, got, 400, "request.invalid")


# -- the platform client's names ------------------------------------------------------------


async def test_contract_aliases_answer_as_their_originals(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", AGENT)
    pairs = {
        "MCS2_processDividendReq": "MCSFE_processContractDividend",
        "MCS2_processDailySalContract": "MCSFE_processDailySalaryContract",
        "MCS2_processContractHourSalary": "MCSFE_processContractHourSalary",
    }
    for alias, original in pairs.items():
        mine = await _value(browser, "GET", RELAY + alias)
        assert mine == await _value(browser, "GET", RELAY + original)
        sent, theirs = recorder.to(RELAY + alias)[-1], recorder.to(RELAY + original)[-1]
        assert sent["headers"]["ModuleId"] == theirs["headers"]["ModuleId"]
    offer = {"action": "offer", "downline": "agent03", "rate": "25.00", "period": "M"}
    offered = await _value(browser, "POST", RELAY + "MCS2_processDividendReq", offer)
    assert offered["status"] == "offered"
    three = await live_browser()
    await three.post("/wps/session/login", {**AGENT, "username": "agent03"})
    mine = (await _value(three, "GET", RELAY + "MCSFE_processContractDividend"))["mine"]
    assert (mine["id"], mine["status"]) == (offered["id"], "offered")
    status, got, _ = await browser.post(RELAY + "MCS2_processDividendReq", {"action": "nope"})
    assert_error(status, got, 400, "request.invalid")

    member = await live_browser()
    await member.post("/wps/session/login", DEMO)
    before = len(recorder.to(RELAY + "MCS2_processDividendReq"))
    status, got, _ = await member.get(RELAY + "MCS2_processDividendReq")
    assert_error(status, got, 403, "agent.only")
    assert len(recorder.to(RELAY + "MCS2_processDividendReq")) == before  # refused first


async def test_favourite_aliases_add_and_remove(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    page = await _value(
        browser, "GET", RELAY + "GCSGAME_gameList", params={"vassalage": "EVO", "pageSize": "1"}
    )
    game_id = page["games"][0]["gameId"]
    added = await _value(browser, "POST", RELAY + "MCSFE_addFavoriteGameV2", {"gameId": game_id})
    assert added["isFavorite"] is True and added["action"] == "add"
    favourites = await _value(browser, "GET", RELAY + "MCSFE_getFavoriteGamesList")
    assert game_id in [g["gameId"] for g in favourites["list"]]
    removed = await _value(
        browser, "POST", RELAY + "MCSFE_removeFavoriteGameV2", {"gameId": game_id}
    )
    assert removed["isFavorite"] is False and removed["action"] == "remove"
    status, got, _ = await browser.post(
        RELAY + "MCSFE_addFavoriteGameV2", {"gameId": game_id, "action": "remove"}
    )
    assert_error(status, got, 400, "request.invalid")  # the name says what to do
    anonymous = await live_browser()
    status, got, _ = await anonymous.post(RELAY + "MCSFE_removeFavoriteGameV2", {"gameId": 1})
    assert_error(status, got, 401, "login.not.session")
