"""Contract: the SMS code, game launch and login code step entries on the simulator."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bff_testkit import Browser, Recorder, assert_error

from bff.catalogue import entry

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
LAUNCH = "/wps/game/launchGame"
PUBLIC_LOGIN = {"userName", "firstTimeLogin", "passwordExpired", "type", "forcePasswordChange"}


def test_entries() -> None:
    sms = entry("verification.sms")
    assert (sms.methods, sms.module, sms.token, sms.encrypted) == (
        ("POST",),
        "VERIFICATION3",
        False,
        False,
    )
    launch = entry("game.launch")
    assert launch.methods == ("POST",) and launch.token and not launch.retry
    verify = entry("session.login.verify")
    assert verify.encrypted and not verify.token


async def test_sms_code_without_login(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    path = "/wps/verification/sms/noLogin"
    status, body, _ = await browser.post(
        path, {"mobileNum": "912345678", "countryDialingCode": "+84"}
    )
    assert status == 200, body
    assert isinstance(body["value"]["expiredMinutes"], int)
    sent = recorder.to(path)[-1]
    assert sent["headers"]["ModuleId"] == "VERIFICATION3"
    assert "Authorization" not in sent["headers"]
    status, body, _ = await browser.post(path, {"mobileNum": "912345678"})
    assert_error(status, body, 400, "request.invalid")


async def first_card(browser: Browser) -> dict[str, Any]:
    status, body, _ = await browser.get("/wps/relay/GCSGAME_newGameVendor")
    assert status == 200, body
    return next(c for lane in body["value"]["data"]["lanes"] for c in lane["cards"])


async def test_launch_game_post(live_browser: LiveBrowser, recorder: Recorder) -> None:
    browser = await live_browser()
    card = await first_card(browser)
    status, body, _ = await browser.post(LAUNCH, {"vassalage": card["vassalage"]})
    assert_error(status, body, 401, "login.not.session")
    await browser.post("/wps/session/login", DEMO)
    status, body, _ = await browser.post(LAUNCH, {"vassalage": card["vassalage"]})
    assert status == 200, body
    assert body["value"]["content"]["game_url"].startswith("http")
    for sent in recorder.to(LAUNCH):
        assert sent["headers"]["ModuleId"] == "GAMELO3"
        assert sent["headers"]["Authorization"]
    status, body, _ = await browser.post(LAUNCH, {"gameId": 1})
    assert_error(status, body, 400, "request.invalid")


async def test_login_code_step(
    live_browser: LiveBrowser, sim_client: Any, recorder: Recorder
) -> None:
    resp = await sim_client.post("/__sim/players/demo01/flags", json={"unknownIp": True})
    assert resp.status == 200, await resp.text()
    browser = await live_browser()
    await browser.put("/bff/language", {"language": "EN"})  # a session from before the login
    before = browser.session_data()
    status, body, _ = await browser.post("/wps/session/login", DEMO)
    assert_error(status, body, 400, "login_verify_required")
    resp = await sim_client.get("/__sim/outbox", params={"player": "demo01"})
    code = (await resp.json())["value"][0]["code"]
    method = "email" if "@" in (await resp.json())["value"][0]["recipient"] else "phone"
    verify = {"username": "demo01", "method": method, "code": code}
    status, body, _ = await browser.post("/wps/session/login/verify", verify)
    assert status == 200, body
    assert set(body["value"]) == PUBLIC_LOGIN
    after = browser.session_data()
    assert after["token"] and after["sid"] != before["sid"] and after["account"] == "demo01"
    assert all(after["token"] not in seen for seen in browser.seen)
    sent = recorder.to("/wps/session/login/verify")[-1]
    assert sent["headers"]["ModuleId"] == "LOGINIPVERF3"
    assert code.encode() not in sent["body"]  # encrypted
    status, member, _ = await browser.get("/wps/member/info")
    assert status == 200 and member["value"]["account"] == "demo01"
