"""Contract: promotions through the BFF against the in-process simulator (docs/contract.md
section 14): the public list and detail cached per language, a member's states, joining, an
application with images through the dedicated route, and the bonus it pays in the bonus
details with its rollover."""

from __future__ import annotations

import base64
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp.test_utils import TestClient
from bff_testkit import Browser, Recorder, assert_error

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
RELAY = "/wps/relay/"
LIST = RELAY + "PROMOFE_getPromotionList"
DETAIL = RELAY + "PROMOFE_getPromotionDetail"
STATES = RELAY + "PROMOFE_getPromotionStates"
JOIN = RELAY + "MCSFE_signUpPromotionJoin"
APPLY = RELAY + "MCSFE_signUpRequestReward"
RAFFLE = RELAY + "MCS2_claimRafflePromotion"
BONUS = RELAY + "PROMOFE_getBonusDetails"
PNG = "data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 64).decode()
# fixtures/promotions.yaml
RELOAD_SOON, SLOTS_TURNOVER, FISH_RAFFLE, APP_DOWNLOAD = 1002, 1003, 1007, 1012


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


def _state(states: dict[str, Any], promotion_id: int) -> dict[str, Any]:
    return next(s for s in states["list"] if s["promotionId"] == promotion_id)


async def test_public_list_and_detail_cached_per_language(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    english = await _value(browser, "GET", LIST)
    assert len(english["list"]) > 10 and "content" not in english["list"][0]
    starts = [p["startTime"] for p in english["list"]]
    assert starts == sorted(starts, reverse=True)
    await _value(browser, "GET", LIST)
    assert len(recorder.to(LIST)) == 1  # the second answer came from the cache
    assert recorder.to(LIST)[0]["headers"]["ModuleId"] == "REWCEN3"
    assert "Authorization" not in recorder.to(LIST)[0]["headers"]

    vietnamese = await _value(browser, "GET", LIST, headers={"Language": "TY"})
    assert len(recorder.to(LIST)) == 2  # another language, another cache entry
    titles = {p["id"]: p["title"] for p in english["list"]}
    assert any(titles[p["id"]] != p["title"] for p in vietnamese["list"])

    status, got, _ = await browser.put("/bff/language", {"language": "TY"})
    assert status == 200, got
    await _value(browser, "GET", LIST, headers={"Language": "TY"})
    assert len(recorder.to(LIST)) == 3  # read fresh once after the language changed
    await _value(browser, "GET", LIST, headers={"Language": "TY"})
    assert len(recorder.to(LIST)) == 3

    slots = await _value(browser, "GET", LIST, params={"type": "SLOTS"})
    assert slots["list"] and {p["type"] for p in slots["list"]} == {"SLOTS"}
    detail = await _value(browser, "GET", DETAIL, params={"id": str(SLOTS_TURNOVER)})
    assert detail["mode"] == "TURNOVER" and detail["target"] == "1000000.00"
    assert detail["rules"] and "<script" not in detail["content"]
    status, got, _ = await browser.get(DETAIL, params={"id": "999999"})
    assert_error(status, got, 404, "promotion.not.found")
    for bad in ({"type": "NOPE"}, {"type": "ALL", "x": "1"}):
        status, got, _ = await browser.get(LIST, params=bad)
        assert_error(status, got, 400, "request.invalid")


async def test_join_and_states(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    states = await _value(browser, "GET", STATES)
    assert _state(states, SLOTS_TURNOVER)["state"] == "JOIN"
    assert _state(states, RELOAD_SOON)["state"] == "COMING_SOON"

    joined = await _value(browser, "POST", JOIN, {"promotionId": SLOTS_TURNOVER})
    assert joined["promotionId"] == SLOTS_TURNOVER and joined["state"] == "PROCESS"
    assert joined["progress"] == {"current": "0.00", "target": "1000000.00"}
    status, got, _ = await browser.post(JOIN, {"promotionId": SLOTS_TURNOVER})
    assert_error(status, got, 409, "promotion.state.invalid")
    status, got, _ = await browser.post(JOIN, {"promotionId": RELOAD_SOON})
    assert_error(status, got, 409, "promotion.closed")
    slots = await _value(browser, "GET", STATES, params={"type": "SLOTS"})
    assert _state(slots, SLOTS_TURNOVER)["state"] == "PROCESS"
    assert {s["promotionId"] for s in slots["list"]} <= {
        p["id"] for p in (await _value(browser, "GET", LIST, params={"type": "SLOTS"}))["list"]
    }

    status, got, _ = await browser.post(RAFFLE, {"promotionId": FISH_RAFFLE})
    assert_error(status, got, 409, "raffle.not.drawn")


async def test_application_with_images_pays_a_bonus_with_its_rollover(
    live_browser: LiveBrowser, sim_client: TestClient
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    body = {"promotionId": APP_DOWNLOAD, "remark": "installed it", "images": [PNG, PNG]}
    applied = await _value(browser, "POST", APPLY, body)
    assert applied["state"] == "APPLYING" and applied["applicationId"]
    resp = await sim_client.get("/__sim/promotions/applications", params={"status": "APPLYING"})
    desk = (await resp.json())["value"]["list"]
    mine = next(a for a in desk if a["id"] == applied["applicationId"])
    assert (mine["remark"], len(mine["images"])) == ("installed it", 2)
    resp = await sim_client.post(
        f"/__sim/promotions/applications/{applied['applicationId']}", json={"decision": "approve"}
    )
    assert resp.status == 200, await resp.text()
    states = await _value(browser, "GET", STATES, params={"type": "APP_DOWNLOAD"})
    assert _state(states, APP_DOWNLOAD)["state"] == "ISSUED"

    bonus = await _value(browser, "GET", BONUS)
    row = bonus["list"][0]
    assert row["title"] and row["amount"] == bonus["total"]
    assert row["rollover"]["state"] in {"NONE", "PROCESS", "MET"}
    assert set(row["rollover"]) >= {"required", "achieved", "state"}

    not_image = {"promotionId": APP_DOWNLOAD, "images": ["data:image/png;base64,aGVsbG8="]}
    status, got, _ = await browser.post(APPLY, not_image)
    assert status in (400, 409) and got["success"] is False
