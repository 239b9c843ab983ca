"""Contract: the lottery entries (docs/contract.md section 11) through the BFF."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import entry, exposed_at, language_flushed
from bff.entry import CacheScope

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
MENUS = "/lgw/games/game_menus"
VN_MENU = "/lgw/vn/games/game_menu"
POPULAR = "/lgw/games/popular"
OPENED = "/lgw/vn/numeros/opened/game"
NUMERO = "/lotto/lgw/games/opened/numero"
ORDERS = "/lgw/orders"
START = "2030-01-01T00:00:00Z"


def test_entries() -> None:
    flushed = {e.name for e in language_flushed()}
    assert {"lottery.menus", "lottery.vn.menu", "lottery.popular"} <= flushed
    assert entry("lottery.popular").module == "AGEANNOUNCE3"
    assert entry("lottery.opened").cache is CacheScope.GLOBAL
    assert 0 < entry("lottery.opened").ttl <= 5
    orders = entry("lottery.orders")
    assert orders.token and orders.real_account and orders.cache is CacheScope.NONE
    assert orders.methods == ("GET", "POST")
    for path in (MENUS, VN_MENU, POPULAR, OPENED, NUMERO, ORDERS, "/lgw/games/current"):
        assert exposed_at(path) is not None, path


async def test_menus_and_popular_cached_per_language(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get(MENUS)
    assert status == 200, body
    assert body["value"]["gameMenus"][0]["gameGroupCode"] == "SEA5D"
    await browser.get(MENUS)
    assert len(recorder.to(MENUS)) == 1
    status, vn, _ = await browser.get(VN_MENU, headers={"Language": "TY"})
    assert status == 200 and vn["value"]["gameMenus"][0]["labelName"] == "Miền Bắc"
    query = {"count": "20", "prizeMode": "", "device": "WEB", "language": "EN"}
    status, popular, _ = await browser.get(POPULAR, params=query)
    assert status == 200 and len(popular["value"]["list"]) == 20
    await browser.get(POPULAR, params=query)
    assert len(recorder.to(POPULAR)) == 1
    await browser.put("/bff/language", {"language": "TY"})
    await browser.get(POPULAR, params=query)
    await browser.get(MENUS)
    assert len(recorder.to(POPULAR)) == 2 and len(recorder.to(MENUS)) == 2


async def test_results_cached_briefly(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    params = {"gameCode": "VN_HCM", "count": "100"}
    status, body, _ = await browser.get(OPENED, params=params)
    assert status == 200 and len(body["value"]["list"]) == 100
    await browser.get(OPENED, params=params)
    assert len(recorder.to(OPENED)) == 1
    status, body, _ = await browser.get(NUMERO, params={"gameCode": "SEA5D_1M"})
    assert status == 200 and len(body["value"]["numbers"]) == 5
    status, body, _ = await browser.get(NUMERO, params={"gameCode": "bad code!"})
    assert_error(status, body, 400, "request.invalid")
    status, body, _ = await browser.get("/lgw/games/SEA5D_1M/current")
    assert_error(status, body, 404, "path.not.found")  # the BFF takes ?gameCode=
    status, body, _ = await browser.get("/lgw/games/current", params={"gameCode": "KENO_1M"})
    assert status == 200 and body["value"]["period"] == "1m"
    status, body, _ = await browser.get("/lotto/lgw/unknown")
    assert_error(status, body, 404, "path.not.found")


async def test_orders_placed_settled_and_never_cached(
    live_browser: LiveBrowser, recorder: Recorder, sim_client: Any
) -> None:
    browser = await live_browser()
    status, body, _ = await browser.get(ORDERS)
    assert_error(status, body, 401, "login.not.session")
    assert recorder.to(ORDERS) == []
    # Years ahead every password would be past its age (docs/qa.md): this test is not about that.
    await sim_client.put("/__sim/system", json={"passwordMaxAgeDays": 0})
    await sim_client.post("/__sim/clock", json={"set": START, "freeze": True})
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert status == 200, body
    order = {"gameCode": "SEA5D_1M", "playType": "5D_LAST2", "numbers": ["19"], "amount": "1000"}
    status, body, _ = await browser.post(ORDERS, order)
    assert status == 200, body
    ticket = body["value"]["ticket"]
    assert ticket["issue"] == "20300101-0421" and body["value"]["balance"] == "999000.00"
    status, body, _ = await browser.post(ORDERS, {**order, "amount": "9999999.00"})
    assert_error(status, body, 400, "balance.insufficient")
    status, body, _ = await browser.post(ORDERS, {**order, "numbers": ["1"]})
    assert_error(status, body, 400, "lottery.numbers.invalid")
    forced = {"game": "SEA5D_1M", "numbers": ["1", "2", "3", "1", "9"]}
    await sim_client.post("/__sim/lottery/next", json=forced)
    await sim_client.post("/__sim/clock", json={"advance": "1m"})
    status, body, _ = await browser.get(ORDERS)
    assert status == 200, body
    assert [(t["ticketId"], t["status"], t["win"]) for t in body["value"]["list"]] == [
        (ticket["ticketId"], "won", "95000.00")
    ]
    await browser.get(ORDERS)
    assert len([c for c in recorder.to(ORDERS) if c["method"] == "GET"]) == 2
    check = await (await sim_client.get("/__sim/ledger/check")).json()
    assert check["value"]["balanced"] is True
