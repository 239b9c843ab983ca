"""Contract: announcements and platform messages through the BFF (docs/contract.md section
15): their catalogue policy, the session rules applied before any upstream call, the public
announcements cached per language with the member's pop-ups beside them (never cached), pop-up
dismissal, and the inbox read and delete against the in-process simulator."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from bff_testkit import Browser, Recorder, add_fault, another_visitor, assert_error

from bff.catalogue import ENTRIES, entry, exposed_at, language_flushed
from bff.entry import CacheScope, Handler
from bff.features.announcements.entries import ANNOUNCEMENTS
from bff.features.announcements.schemas import Announcements, Banner
from bff.features.messages.entries import MESSAGES

LiveBrowser = Callable[..., Awaitable[Browser]]
MakeBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
AGENT = {"username": "agent01", "password": "demo1234"}
RELAY = "/wps/relay/"
LIST = RELAY + "MCSFE_getListAnnouncements"
DISMISS = RELAY + "MCSFE_dismissAnnouncement"
UNREAD = RELAY + "CSP_unreadCount"
INBOX = RELAY + "CSP_getMessageList"
READ = RELAY + "CSP_readMessages"
DELETE = RELAY + "CSP_deleteMessages"
SECTION = ANNOUNCEMENTS + MESSAGES
BODIES: dict[str, dict[str, Any]] = {
    "announcements.dismiss": {"id": 1},
    "messages.read": {"all": True},
    "messages.delete": {"ids": [1]},
}


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


async def _call(browser: Browser, name: str) -> tuple[int, Any]:
    item = entry(name)
    method = item.methods[0]
    body = BODIES.get(name) if method == "POST" else None
    status, got, _ = await browser.request(method, item.path, json_body=body)
    return status, got


async def _publish(sim: TestClient, kind: str, title: str, **extra: Any) -> dict[str, Any]:
    texts = {"title": {"EN": title, "TY": f"{title} (vi)"}, "content": {"EN": f"<p>{title}</p>"}}
    resp = await sim.post("/__sim/announcements", json={"type": kind, **texts, **extra})
    body = await resp.json()
    assert resp.status == 200, body
    return body["value"]


# -- the catalogue ------------------------------------------------------------------------


def test_every_call_is_in_the_catalogue() -> None:
    assert all(item in ENTRIES for item in SECTION)
    exposed = {e.path.removeprefix(RELAY) for e in SECTION if e.exposed}
    assert exposed == {
        "MCSFE_getListAnnouncements",
        "MCSFE_dismissAnnouncement",
        "CSP_unreadCount",
        "CSP_getMessageList",
        "CSP_readMessages",
        "CSP_deleteMessages",
    }
    assert exposed_at(LIST) is entry("announcements.list")
    assert all(exposed_at(e.path) is e for e in SECTION if e.exposed)


def test_policies() -> None:
    listing = entry("announcements.list")
    assert listing.module == "COMM3" and not listing.token and listing.handler is Handler.DEDICATED
    assert listing.cache is CacheScope.LANGUAGE and listing.ttl == 60 and listing.flush_on_language
    popups = entry("announcements.popups")  # the member's own: with the token, never cached
    assert popups.path == LIST and popups.handler is Handler.INTERNAL and popups.token
    assert popups.cache is CacheScope.NONE and not popups.flush_on_language
    dismiss = entry("announcements.dismiss")
    assert dismiss.token and dismiss.methods == ("POST",) and not dismiss.retry
    assert not dismiss.real_account  # a trial sees pop-ups after login too
    for item in MESSAGES:
        assert item.module == "INBOX3" and item.token and item.real_account, item.name
        assert item.cache is CacheScope.NONE and item.tags == ("messages",), item.name
        if item.methods == ("POST",):
            assert not item.retry, item.name
    assert {e.name for e in MESSAGES if e.methods == ("POST",)} == {
        "messages.read",
        "messages.delete",
    }
    flushed = {e.name for e in language_flushed()}
    assert "announcements.list" in flushed and not flushed & {e.name for e in MESSAGES}


@pytest.mark.parametrize("name", sorted(e.name for e in SECTION if e.token and e.exposed))
async def test_anonymous_calls_need_a_session(make_browser: MakeBrowser, name: str) -> None:
    browser = await make_browser()  # the upstream is unreachable: refused before any call
    status, got = await _call(browser, name)
    assert_error(status, got, 401, "login.not.session")


async def test_trials_are_refused_before_upstream(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, got, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, got
    for name in sorted(e.name for e in SECTION if e.real_account):
        status, got = await _call(browser, name)
        assert_error(status, got, 403, "in_need_true_account")
        assert recorder.to(entry(name).path) == [], name


@pytest.mark.parametrize(
    ("path", "body"),
    [
        (READ, {}),
        (READ, {"ids": [1], "all": True}),
        (READ, {"all": False}),
        (READ, {"ids": []}),
        (DELETE, {"ids": [0]}),
        (DELETE, {"ids": list(range(1, 102))}),
        (DISMISS, {"id": "x"}),
    ],
)
async def test_bad_bodies_are_refused(
    live_browser: LiveBrowser, recorder: Recorder, path: str, body: dict[str, Any]
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    status, got, _ = await browser.post(path, body)
    assert_error(status, got, 400, "request.invalid")
    assert recorder.to(path) == []


@pytest.mark.parametrize(
    "query", ["?types=B,XX", "?types=PL&pageSize=51", "?pageNo=0", "?types=B&nope=1"]
)
async def test_bad_announcement_queries(make_browser: MakeBrowser, query: str) -> None:
    browser = await make_browser()
    status, got, _ = await browser.get(LIST + query)
    assert_error(status, got, 400, "request.invalid")


# -- announcements ------------------------------------------------------------------------


async def test_public_announcements_cached_per_language(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    query = {"types": "B,PL,PR,H", "pageSize": "9"}
    english = await _value(browser, "GET", LIST, params=query)
    assert english["banners"] and english["player"] and english["marquee"]
    assert len(english["player"]) <= 9 and english["playerTotal"] >= len(english["player"])
    created = [n["createdAt"] for n in english["player"]]
    assert created == sorted(created, reverse=True)
    notice = english["player"][0]
    assert notice["type"] == "PL" and len(notice["createdTime"]) == len("2025-01-31 09:00:00")
    assert "<script" not in notice["content"]
    assert "popup" not in english  # only the collections asked for
    await _value(browser, "GET", LIST, params=query)
    sent = recorder.to(LIST)
    assert len(sent) == 1 and sent[0]["headers"]["ModuleId"] == "COMM3"
    assert "Authorization" not in sent[0]["headers"]

    vietnamese = await _value(browser, "GET", LIST, params=query, headers={"Language": "TY"})
    assert len(recorder.to(LIST)) == 2  # another language, another cache entry
    assert vietnamese["player"][0]["title"] != notice["title"]

    status, got, _ = await browser.put("/bff/language", {"language": "TY"})
    assert status == 200, got
    await _value(browser, "GET", LIST, params=query, headers={"Language": "TY"})
    assert len(recorder.to(LIST)) == 3  # read fresh once after the language changed
    await _value(browser, "GET", LIST, params=query, headers={"Language": "TY"})
    assert len(recorder.to(LIST)) == 3


async def test_banners_carry_their_wording_in_the_language(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    query = {"types": "B", "platform": "W"}
    words = {}
    for code in ("EN", "DE", "AR"):
        value = await _value(browser, "GET", LIST, params=query, headers={"Language": code})
        Announcements.model_validate(value)  # the documented shape
        welcome = next(b for b in value["banners"] if b["id"] == 101)
        assert all(welcome[field] for field in ("title", "text", "cta")), welcome
        words[code] = (welcome["title"], welcome["text"], welcome["cta"])
    assert words["EN"] == (
        "Welcome bonus 1000VND",
        "Register today and start with a gift",
        "Join now",
    )
    assert words["DE"][0] == "Willkommensbonus 1000VND" and words["DE"][2] == "Jetzt mitmachen"
    assert words["AR"][0] == "مكافأة ترحيبية 1000VND"
    fields = Banner.model_json_schema()["properties"]
    assert {"title", "text", "cta"} <= set(fields)


async def test_player_notices_page_by_page(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await live_browser()
    for n in range(10):  # enough for two pages whatever the fixtures hold
        await _publish(sim_client, "PL", f"Notice {n}")
    first = await _value(browser, "GET", LIST, params={"types": "PL"})
    second = await _value(browser, "GET", LIST, params={"types": "PL", "pageNo": "2"})
    assert len(first["player"]) == 9 and first["player"][0]["title"] == "Notice 9"
    assert first["playerTotal"] == second["playerTotal"] >= 10
    assert not {n["id"] for n in first["player"]} & {n["id"] for n in second["player"]}


async def test_member_popups_are_read_with_the_token_and_never_cached(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    query = {"types": "B,PU"}
    for _ in range(2):
        value = await _value(browser, "GET", LIST, params=query)
        assert value["banners"] and "popup" in value
    sent = recorder.to(LIST)
    public = [c for c in sent if "Authorization" not in c["headers"]]
    member = [c for c in sent if "Authorization" in c["headers"]]
    assert [c["query"]["types"] for c in public] == ["B"]  # the public part: cached
    assert [c["query"]["types"] for c in member] == ["PU", "PU"]  # the pop-ups: every time

    async with another_visitor(browser) as visitor:  # shares the public part's cache
        await _value(visitor, "GET", LIST, params={"types": "B"})
    assert len(recorder.to(LIST)) == 3


async def test_dismissed_popups_leave_only_that_members_list(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    notice = await _publish(sim_client, "PU", "Weekend cashback")
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    query = {"types": "PU,PL"}

    def ids(value: dict[str, Any]) -> set[int]:
        return {n["id"] for n in value["popup"]}

    assert notice["id"] in ids(await _value(browser, "GET", LIST, params=query))
    dismissed = await _value(browser, "POST", DISMISS, {"id": notice["id"]})
    assert dismissed == {"id": notice["id"], "dismissed": True}
    again = await _value(browser, "POST", DISMISS, {"id": notice["id"]})
    assert again == dismissed  # idempotent
    after = await _value(browser, "GET", LIST, params=query)
    assert notice["id"] not in ids(after) and after["player"]

    async with another_visitor(browser) as visitor:  # anonymous: every live pop-up
        assert notice["id"] in ids(await _value(visitor, "GET", LIST, params=query))
        await visitor.post("/wps/session/login", AGENT)  # another member: not dismissed
        assert notice["id"] in ids(await _value(visitor, "GET", LIST, params=query))

    status, got, _ = await browser.post(DISMISS, {"id": 999_999})
    assert_error(status, got, 404, "announcement.not.found")
    resp = await sim_client.get("/__sim/journal", params={"type": "announcement.dismissed"})
    assert resp.status == 200
    assert len((await resp.json())["value"]) == 1  # dismissing twice is one event


async def test_a_session_the_upstream_ended_reads_the_public_popups(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    notice = await _publish(sim_client, "PU", "Maintenance tonight")
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    await _value(browser, "POST", DISMISS, {"id": notice["id"]})
    refused = {"kind": "error", "errorCode": "login.not.session", "status": 401}
    match = {"relay": "MCSFE_getListAnnouncements", "player": "demo01"}
    await add_fault(sim_client, match=match, effect=refused)

    value = await _value(browser, "GET", LIST, params={"types": "B,PU"})
    assert notice["id"] in {n["id"] for n in value["popup"]}  # the visitor's view
    assert value["banners"]
    assert "token" not in browser.session_data()  # the login is forgotten
    status, got, _ = await browser.post(DISMISS, {"id": notice["id"]})
    assert_error(status, got, 401, "login.not.session")


# -- messages -----------------------------------------------------------------------------


async def _send(sim: TestClient, account: str, title: str) -> None:
    body = {"account": account, "title": {"EN": title, "TY": f"{title} (vi)"}}
    resp = await sim.post("/__sim/messages", json={**body, "content": {"EN": f"<p>{title}</p>"}})
    assert resp.status == 200, await resp.text()
    assert (await resp.json())["value"] == {"sent": 1}


async def test_inbox_read_and_delete(
    live_browser: LiveBrowser, sim_client: TestClient, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    before = (await _value(browser, "GET", UNREAD))["count"]
    await _send(sim_client, "demo01", "Your deposit arrived")
    await _send(sim_client, "demo01", "A gift for you")
    assert (await _value(browser, "GET", UNREAD))["count"] == before + 2  # never cached
    assert recorder.to(UNREAD)[-1]["headers"]["ModuleId"] == "INBOX3"

    unread = await _value(browser, "GET", INBOX, params={"status": "UNREAD", "pageSize": "2"})
    assert [m["title"] for m in unread["list"]] == ["A gift for you", "Your deposit arrived"]
    assert unread["unread"] == before + 2 and unread["pageSize"] == 2
    newest = unread["list"][0]
    assert newest["read"] is False and newest["category"] == "SYSTEM" and newest["createdTime"]
    vietnamese = await _value(
        browser, "GET", INBOX, params={"pageSize": "1"}, headers={"Language": "TY"}
    )
    assert vietnamese["list"][0]["title"] == "A gift for you (vi)"

    read = await _value(browser, "POST", READ, {"ids": [newest["id"]]})
    assert read == {"unread": before + 1}
    everything = await _value(browser, "POST", READ, {"all": True})
    assert everything == {"unread": 0}
    assert (await _value(browser, "GET", UNREAD))["count"] == 0

    deleted = await _value(browser, "POST", DELETE, {"ids": [newest["id"]]})
    assert deleted == {"deleted": 1, "unread": 0}
    listed = await _value(browser, "GET", INBOX)
    assert newest["id"] not in {m["id"] for m in listed["list"]}

    async with another_visitor(browser) as other:  # another member cannot touch them
        await other.post("/wps/session/login", AGENT)
        kept = unread["list"][1]["id"]
        assert await _value(other, "POST", DELETE, {"ids": [kept]}) == {
            "deleted": 0,
            "unread": (await _value(other, "GET", UNREAD))["count"],
        }
    assert kept in {m["id"] for m in (await _value(browser, "GET", INBOX))["list"]}
