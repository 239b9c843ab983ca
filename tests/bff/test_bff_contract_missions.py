"""Contract: missions and the reward centre through the BFF against the in-process simulator
(docs/contract.md section 14): the summary, a claim paid once, the leaderboard and the
reward centre; never cached."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bff_testkit import Browser, Recorder, assert_error

LiveBrowser = Callable[..., Awaitable[Browser]]
DEMO = {"username": "demo01", "password": "demo1234"}
RELAY = "/wps/relay/"
SUMMARY = RELAY + "MCSFE_getMissionSummaryDetails"
CLAIM = RELAY + "MCSFE_claimMissionReward"
BOARD = RELAY + "MCSFE_getMissionLeaderboard"
CENTER = RELAY + "MCSFE_getRewardCenter"
LOGIN_TODAY = 105  # fixtures/missions.yaml: log in today, 10 points


async def _value(browser: Browser, method: str, path: str, body: Any = None, **kw: Any) -> Any:
    status, got, _ = await browser.request(method, path, json_body=body, **kw)
    assert status == 200, got
    return got["value"]


def _mission(summary: dict[str, Any], mission_id: int) -> dict[str, Any]:
    return next(m for m in summary["daily"] + summary["weekly"] if m["id"] == mission_id)


async def test_summary_claim_once_leaderboard_and_reward_centre(
    live_browser: LiveBrowser, recorder: Recorder
) -> None:
    browser = await live_browser()
    await browser.post("/wps/session/login", DEMO)
    summary = await _value(browser, "GET", SUMMARY)
    assert {m["period"] for m in summary["daily"]} == {"DAILY"}
    assert {m["period"] for m in summary["weekly"]} == {"WEEKLY"}
    assert summary["weeklyResetAt"] >= summary["dailyResetAt"] > 0
    login = _mission(summary, LOGIN_TODAY)
    assert login["kind"] == "LOGIN_DAYS" and login["rewardKind"] == "POINTS"
    assert (login["state"], login["progress"], login["reward"]) == ("CLAIM", "1", 10)
    assert summary["claimable"] >= 1
    bet = next(m for m in summary["daily"] if m["kind"] == "BET")
    assert bet["target"].endswith(".00") and bet["state"] == "PROCESS"

    center = await _value(browser, "GET", CENTER)
    due = [r for r in center["claimable"] if r["source"] == "MISSION"]
    assert LOGIN_TODAY in {r["id"] for r in due}

    claimed = await _value(browser, "POST", CLAIM, {"missionId": LOGIN_TODAY})
    assert claimed["id"] == LOGIN_TODAY and claimed["state"] == "CLAIMED"
    status, got, _ = await browser.post(CLAIM, {"missionId": LOGIN_TODAY})
    assert_error(status, got, 409, "mission.state.invalid")
    assert _mission(await _value(browser, "GET", SUMMARY), LOGIN_TODAY)["state"] == "CLAIMED"

    board = await _value(browser, "GET", BOARD, params={"period": "DAILY"})
    assert board["period"] == "DAILY" and board["periodStart"] > 0
    assert board["me"] == {"rank": 1, "completed": 1, "points": 10}
    assert board["list"][0]["rank"] == 1 and board["list"][0]["account"] != DEMO["username"]

    center = await _value(browser, "GET", CENTER)
    assert LOGIN_TODAY not in {r["id"] for r in center["claimable"] if r["source"] == "MISSION"}
    paid = center["recent"][0]
    assert (paid["source"], paid["id"], paid["rewardKind"], paid["reward"]) == (
        "MISSION",
        LOGIN_TODAY,
        "POINTS",
        10,
    )

    assert len(recorder.to(SUMMARY)) == 2 and len(recorder.to(CENTER)) == 2  # never cached
    sent = recorder.to(CLAIM)[0]
    assert sent["headers"]["ModuleId"] == "REWCEN3" and sent["headers"]["Authorization"]
    for bad in ({"period": "MONTHLY"}, {}):
        status, got, _ = await browser.get(BOARD, params=bad)
        assert_error(status, got, 400, "request.invalid")
    status, got, _ = await browser.post(CLAIM, {"missionId": "x"})
    assert_error(status, got, 400, "request.invalid")


async def test_a_trial_reads_missions_but_cannot_claim(live_browser: LiveBrowser) -> None:
    browser = await live_browser()
    status, got, _ = await browser.post("/wps/session/login/freeplay", {})
    assert status == 200, got
    summary = await _value(browser, "GET", SUMMARY)
    assert summary["daily"] and summary["weekly"]
    await _value(browser, "GET", CENTER)
    status, got, _ = await browser.post(CLAIM, {"missionId": LOGIN_TODAY})
    assert_error(status, got, 403, "in_need_true_account")
