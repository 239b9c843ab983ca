"""Contract: GET /bff/bootstrap, the status gate and the language-scoped cache."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bff_testkit import Browser, Recorder, another_visitor, assert_error

from bff.features.bootstrap.service import FIRST_SCREEN, flatten_modules

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
KEYS = {
    "brand",
    "status",
    "modules",
    "whitelabel",
    "register",
    "countries",
    "imageCdn",
    "session",
    "member",
    "balance",
    "language",
    "preloaded",
}
VENDORS = "/wps/relay/GCSGAME_newGameVendor"


async def test_bootstrap_logged_out(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get("/bff/bootstrap")
    assert status == 200, body
    value = body["value"]
    assert set(value) == KEYS
    brand = value["brand"]
    assert brand["name"] == "Lucky Lotus" and brand["merchantCode"] == "DEFAULT"
    codes = [x["code"] for x in brand["languages"]]
    assert codes[:2] == ["EN", "TY"] and len(set(codes)) == 29
    assert all({"locale", "flag", "label"} <= set(x) for x in brand["languages"])
    assert brand["customerService"] and brand["theme"]["defaultMode"] in {"dark", "light"}
    assert "{sim}" not in str(brand)
    assert "homeCountry" not in brand and "blockedCountries" not in brand
    assert value["imageCdn"].startswith("http")
    assert brand["logo"].startswith(value["imageCdn"].split("/cdn")[0])
    assert value["status"]["status"] == 0
    info = value["status"]["info"]
    assert "imageCDNs" not in info and "launchGameCDNs" not in info and "domainRoute" not in info
    assert value["modules"]["REG3"] is True and value["modules"]["MOBILENUMPASSREG3"] is False
    assert value["register"]["username"]["required"] is True
    assert any(c["countryCode"] == "VN" for c in value["countries"])
    assert value["session"] == {
        "loggedIn": False,
        "account": None,
        "accountType": None,
        "passwordChangeRequired": False,
    }
    assert value["member"] is None and value["balance"] is None
    assert recorder.to("/wps/member/info") == []


async def test_bootstrap_logged_in(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    status, body, _ = await browser.get("/bff/bootstrap")
    assert status == 200, body
    value = body["value"]
    assert value["session"]["loggedIn"] is True
    assert value["session"]["account"] == "demo01"
    assert isinstance(value["session"]["accountType"], int)
    assert value["member"]["account"] == "demo01"
    assert "sumBalance" in value["balance"]
    assert "token" not in str(value)


async def test_bootstrap_brings_the_first_screens_reads(
    live_browser: LiveBrowser, sim_client: Any
) -> None:
    """Each first-screen read in the bootstrap is what its own call answers, in the
    bootstrap's language; one the upstream refuses is left out, and the rest still come."""
    browser = await live_browser()
    status, body, _ = await browser.get("/bff/bootstrap", headers={"Language": "TY"})
    assert status == 200, body
    value = body["value"]
    assert value["language"] == "TY"
    assert [item["path"] for item in value["preloaded"]] == list(FIRST_SCREEN)
    for item in value["preloaded"]:
        status, own, _ = await browser.get(item["path"], headers={"Language": "TY"})
        assert status == 200, own
        assert item["value"] == own["value"], item["path"]
    vendors = next(item["value"] for item in value["preloaded"] if "Vendor" in item["path"])
    assert vendors["data"]["lanes"]
    # The session's language when the header names none.
    status, body, _ = await browser.get("/bff/bootstrap", headers={"Language": "XX"})
    assert body["value"]["language"] == "EN"

    resp = await sim_client.put("/__sim/modules", json={"GAMELO3": "0"})
    assert resp.status == 200, await resp.text()
    fresh = await live_browser()
    status, body, _ = await fresh.get("/bff/bootstrap")
    assert status == 200, body
    paths = [item["path"] for item in body["value"]["preloaded"]]
    assert f"{VENDORS}?platform=html5-desktop" not in paths
    assert "/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W" in paths


async def test_bootstrap_calls_are_concurrent_and_cached(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.get("/bff/bootstrap")
    await browser.get("/bff/bootstrap")
    assert len(recorder.to("/wps/system/whitelabel")) == 1
    assert len(recorder.to("/wps/system/setting/register")) == 1
    assert len(recorder.to("/wps/system/status")) == 2  # status_ttl=0 in tests


def test_modules_child_needs_its_parents() -> None:
    tree = [
        {"modId": "A", "enabled": "0", "childrenNodes": [{"modId": "A1", "enabled": "1"}]},
        {
            "modId": "B",
            "enabled": "1",
            "childrenNodes": [
                {
                    "modId": "B1",
                    "enabled": "1",
                    "childrenNodes": [{"modId": "B11", "enabled": "1"}],
                },
                {
                    "modId": "B2",
                    "enabled": "0",
                    "childrenNodes": [{"modId": "B21", "enabled": "1"}],
                },
            ],
        },
    ]
    assert flatten_modules(tree) == {
        "A": False,
        "A1": False,
        "B": True,
        "B1": True,
        "B11": True,
        "B2": False,
        "B21": False,
    }


async def _system(sim_client: Any, body: dict[str, Any]) -> None:
    resp = await sim_client.put("/__sim/system", json=body)
    assert resp.status == 200, await resp.text()


async def test_maintenance_gate(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    await _system(sim_client, {"maintenance": True})
    status, body, _ = await browser.get("/bff/bootstrap")
    assert status == 200, body
    assert body["value"]["status"]["status"] == 1
    assert body["value"]["session"]["loggedIn"] is True  # the login survives maintenance
    assert body["value"]["member"] is None
    before = len(recorder.to(VENDORS))
    for path in ("/wps/member/info", VENDORS):
        status, body, _ = await browser.get(path)
        assert_error(status, body, 400, "function.not.available")
    assert len(recorder.to(VENDORS)) == before
    status, _, _ = await browser.get("/wps/system/whitelabel")
    assert status == 200
    await _system(sim_client, {"maintenance": False})
    status, body, _ = await browser.get("/wps/member/info")
    assert status == 200, body


async def test_region_gate(live_browser: LiveBrowser, sim_client: Any) -> None:
    browser = await live_browser(trust_forwarded_for=True)
    await _system(sim_client, {"geo": {"203.0.113.0/24": "US"}})
    headers = {"X-Forwarded-For": "203.0.113.7"}
    status, body, _ = await browser.get("/bff/bootstrap", headers=headers)
    assert status == 200, body
    assert body["value"]["status"]["status"] == 2
    status, body, _ = await browser.get(VENDORS, headers=headers)
    assert_error(status, body, 403, "region.restricted")
    status, body, _ = await browser.post("/wps/session/login", DEMO, headers=headers)
    assert_error(status, body, 403, "region.restricted")
    status, body, _ = await browser.get(VENDORS)  # loopback: the home country
    assert status == 200, body


async def test_language_change_flushes_the_cache(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    for _ in range(2):
        status, body, _ = await browser.get(VENDORS)
        assert status == 200, body
    assert len(recorder.to(VENDORS)) == 1
    await browser.get(VENDORS, headers={"Language": "TY"})
    assert len(recorder.to(VENDORS)) == 2  # keyed by language
    assert recorder.to(VENDORS)[-1]["headers"]["Language"] == "TY"
    assert recorder.to(VENDORS)[-1]["headers"]["ModuleId"] == "GAMELO3"
    status, body, _ = await browser.put("/bff/language", {"language": "ty"})
    assert (status, body["value"]) == (200, {"language": "TY"})
    assert browser.session_data()["language"] == "TY"
    async with another_visitor(browser) as other:
        # The change flushed nobody's cache: another visitor still reads the cached lists.
        await other.get(VENDORS)
        await other.get(VENDORS, headers={"Language": "TY"})
        assert len(recorder.to(VENDORS)) == 2
        await browser.get(VENDORS)  # the session's language now, read fresh once (the flush)
        assert len(recorder.to(VENDORS)) == 3
        assert recorder.to(VENDORS)[-1]["headers"]["Language"] == "TY"
        assert "relay.vendors" not in browser.session_data().get("languageRefresh", [])
        await browser.get(VENDORS)
        await other.get(VENDORS, headers={"Language": "TY"})  # the refreshed value, for all
        assert len(recorder.to(VENDORS)) == 3
    # Setting the language it already has is no change: no fresh read.
    await browser.put("/bff/language", {"language": "TY"})
    await browser.get(VENDORS)
    assert len(recorder.to(VENDORS)) == 3
    status, body, _ = await browser.put("/bff/language", {"language": "XX"})
    assert_error(status, body, 400, "request.invalid")
    assert body["field"] == "language"


async def test_announcements_relay(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get("/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W")
    assert status == 200, body
    assert body["value"]["banners"]
    assert recorder.to("/wps/relay/MCSFE_getListAnnouncements")[-1]["query"] == {
        "types": "B",
        "platform": "W",
    }
