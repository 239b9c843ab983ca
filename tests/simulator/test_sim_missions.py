"""Missions: progress from real play, deposits and logins in the current brand day or week
only, claims paid once per period (money and points), the daily and weekly resets on the
brand's calendar (Asia/Ho_Chi_Minh, UTC+7), the leaderboard and the reward centre."""

from __future__ import annotations

import uuid
from typing import Any
from urllib.parse import parse_qs, urlsplit

from playkit import ROUND, STATE, balance, first_game, launch, minor, round_body
from simkit import Sim

SUMMARY = "/wps/relay/MCSFE_getMissionSummaryDetails"
CLAIM = "/wps/relay/MCSFE_claimMissionReward"
BOARD = "/wps/relay/MCSFE_getMissionLeaderboard"
CENTER = "/wps/relay/MCSFE_getRewardCenter"
POINTS = "/wps/relay/MCS2_getPointBalance"
CHECK = "/__sim/ledger/check"

ROUNDS_10, SLOTS_BET, LOTTERY_3, DEPOSIT, LOGIN = 101, 102, 103, 104, 105
WEEK_LOGIN, WEEK_BET, WEEK_LIVE, WEEK_DEPOSIT = 201, 202, 203, 204
WEDNESDAY = "2030-01-02T03:00:00Z"  # 10:00 on Wednesday 2 January 2030 in the brand's zone
HOUR = 3_600_000


async def _at(sim: Sim, moment: str) -> None:
    await sim.control("POST", "/__sim/clock", {"set": moment, "freeze": True})


async def _advance(sim: Sim, by: str) -> None:
    await sim.control("POST", "/__sim/clock", {"advance": by})


async def _login(sim: Sim, username: str = "demo01") -> dict[str, str]:
    return {"Authorization": (await sim.login(username))["token"]}


async def _summary(sim: Sim, headers: dict[str, str], **extra: str) -> dict[str, Any]:
    return await sim.value("GET", SUMMARY, headers={**headers, **extra})


def _mission(summary: dict[str, Any], mission_id: int) -> dict[str, Any]:
    return next(m for m in summary["daily"] + summary["weekly"] if m["id"] == mission_id)


async def _state(sim: Sim, headers: dict[str, str], mission_id: int) -> tuple[str, str]:
    found = _mission(await _summary(sim, headers), mission_id)
    return found["state"], found["progress"]


async def _claim(sim: Sim, headers: dict[str, str], mission_id: int) -> dict[str, Any]:
    return await sim.value("POST", CLAIM, json={"missionId": mission_id}, headers=headers)


async def _play(
    sim: Sim, headers: dict[str, str], rounds: int, *, vassalage: str = "JILI", **body: Any
) -> int:
    """Play rounds of the vendor's first game at its smallest bet; what they staked."""
    game = await first_game(sim, headers, vassalage)
    _, ticket = await launch(sim, headers, vassalage, game["gameId"])
    bet = (await sim.value("GET", STATE, params={"t": ticket}))["game"]["bets"][0]
    for _ in range(rounds):
        await sim.value("POST", ROUND, json=round_body(ticket, bet, **body))
    return rounds * minor(bet)


async def _lottery(sim: Sim, headers: dict[str, str]) -> None:
    order = {
        "gameCode": "SEA5D_1M",
        "playType": "5D_BIG_SMALL",
        "numbers": ["BIG"],
        "amount": "1000",
    }
    await sim.value("POST", "/lgw/orders", headers=headers, json=order)


async def _deposit(sim: Sim, headers: dict[str, str], amount: str, *, pay: bool = True) -> None:
    body = {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}
    order = await sim.value("POST", "/wps/relay/MCSFE_createDeposit", json=body, headers=headers)
    if pay:
        token = parse_qs(urlsplit(order["payUrl"]).query)["t"][0]
        paid = {"orderNo": order["orderNo"], "t": token}
        await sim.value("POST", "/pay/api/complete", json=paid)


async def _points(sim: Sim, headers: dict[str, str]) -> int:
    return int((await sim.value("GET", POINTS, headers=headers))["points"])


async def _balanced(sim: Sim) -> None:
    check = await sim.control("GET", CHECK)
    assert check["balanced"] is True and check["negative"] == [], check
    assert check["mismatched"] == [], check


async def test_the_summary_lists_daily_and_weekly_missions_in_the_callers_language(
    sim: Sim,
) -> None:
    await _at(sim, WEDNESDAY)
    headers = await _login(sim)
    summary = await _summary(sim, headers)
    assert [m["id"] for m in summary["daily"]] == [101, 102, 103, 104, 105]
    assert [m["id"] for m in summary["weekly"]] == [201, 202, 203, 204]
    slots = _mission(summary, SLOTS_BET)
    assert slots == {
        "id": 102,
        "code": "DAILY_SLOTS_BET",
        "period": "DAILY",
        "kind": "BET",
        "category": "RNG",
        "title": "Bet 200,000.00 in slots",
        "target": "200000.00",
        "progress": "0.00",
        "rewardKind": "MONEY",
        "reward": "20000.00",
        "state": "PROCESS",
    }
    lottery = _mission(summary, LOTTERY_3)
    assert (lottery["target"], lottery["progress"], lottery["reward"]) == ("3", "0", "5000.00")
    # The login itself counted: "log in today" is ready to claim, and it is the badge.
    assert _mission(summary, LOGIN)["state"] == "CLAIM" and summary["claimable"] == 1
    # Midnight of Thursday 3 January, and of Monday 7 January, in the brand's zone.
    assert summary["dailyResetAt"] == 1_893_603_600_000  # 2030-01-02T17:00:00Z
    assert summary["weeklyResetAt"] == 1_893_949_200_000  # 2030-01-06T17:00:00Z
    vietnamese = await _summary(sim, headers, Language="TY")
    assert _mission(vietnamese, LOTTERY_3)["title"] == "Mua 3 vé xổ số"
    await sim.error("GET", SUMMARY, "login.not.session", 401)


async def test_rounds_count_from_real_play_and_the_category_filters(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    headers = await _login(sim)
    staked = await _play(sim, headers, 4)
    summary = await _summary(sim, headers)
    assert _mission(summary, ROUNDS_10)["progress"] == "4"
    assert _mission(summary, SLOTS_BET)["progress"] == f"{staked // 100}.{staked % 100:02d}"
    assert _mission(summary, WEEK_BET)["progress"] == _mission(summary, SLOTS_BET)["progress"]
    assert _mission(summary, WEEK_LIVE)["progress"] == "0"  # slots are not live casino
    assert _mission(summary, LOTTERY_3)["progress"] == "0"
    # Live casino rounds count for any-game and LIVE missions, not for slots.
    await _play(sim, headers, 2, vassalage="EVO", choice="dragon")
    # A lottery ticket, open or settled, is a bet placed of category LOTT.
    await _lottery(sim, headers)
    summary = await _summary(sim, headers)
    assert _mission(summary, ROUNDS_10)["progress"] == "7"
    assert _mission(summary, WEEK_LIVE)["progress"] == "2"
    assert _mission(summary, LOTTERY_3)["progress"] == "1"
    assert _mission(summary, SLOTS_BET)["progress"] == f"{staked // 100}.{staked % 100:02d}"
    # Someone else's play is not mine.
    other = await _login(sim, "newbie01")
    assert _mission(await _summary(sim, other), ROUNDS_10)["progress"] == "0"
    # Progress stops at the target.
    await _play(sim, headers, 5)
    assert await _state(sim, headers, ROUNDS_10) == ("CLAIM", "10")


async def test_a_claim_pays_money_or_points_once_per_period(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    headers = await _login(sim)
    await _play(sim, headers, 10)
    before, points_before = minor(await balance(sim, headers)), await _points(sim, headers)
    claimed = await _claim(sim, headers, ROUNDS_10)
    assert (claimed["id"], claimed["state"], claimed["progress"]) == (ROUNDS_10, "CLAIMED", "10")
    assert minor(await balance(sim, headers)) == before + 1_000_000  # 10,000.00 exactly
    await sim.error(
        "POST", CLAIM, "mission.state.invalid", 409, json={"missionId": ROUNDS_10}, headers=headers
    )
    assert minor(await balance(sim, headers)) == before + 1_000_000
    # Points rewards go to the member's points, not the wallet.
    assert (await _claim(sim, headers, LOGIN))["state"] == "CLAIMED"
    assert await _points(sim, headers) == points_before + 10
    assert minor(await balance(sim, headers)) == before + 1_000_000
    summary = await _summary(sim, headers)
    assert summary["claimable"] == 0
    journal = await sim.control("GET", "/__sim/journal?type=mission.claimed&player=demo01")
    assert sorted((e["data"]["missionId"], e["data"]["reward"]) for e in journal) == [
        (ROUNDS_10, "10000.00"),
        (LOGIN, 10),
    ]
    member_id = (await sim.login())["id"]
    money = await sim.control("GET", "/__sim/journal?type=transfer.posted&player=demo01")
    references = [e["data"]["reference"] for e in money]
    assert f"mission:{ROUNDS_10}:{member_id}:2030-01-02" in references
    assert f"mission:{LOGIN}:{member_id}:2030-01-02" in references
    await _balanced(sim)


async def test_no_claim_before_the_mission_is_done_nor_for_a_trial_account(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    headers = await _login(sim)
    before = await balance(sim, headers)
    body = await sim.error(
        "POST", CLAIM, "mission.state.invalid", 409, json={"missionId": SLOTS_BET}, headers=headers
    )
    assert body["value"] == {"state": "PROCESS"}
    await sim.error(
        "POST", CLAIM, "mission.not.found", 404, json={"missionId": 999}, headers=headers
    )
    await sim.error("POST", CLAIM, "request.invalid", json={"missionId": "x"}, headers=headers)
    await sim.error("POST", CLAIM, "request.invalid", json={}, headers=headers)
    assert await balance(sim, headers) == before
    # A trial account reads its missions (its login counts) but cannot claim.
    nonce = {"os": "Linux", "platform": "W", "nonce": "n-missions-0001"}
    gateway = {"X-Gateway-Version": "3"}
    trial = await sim.send("POST", "/wps/session/login/freeplay", nonce, headers=gateway)
    trial_headers = {"Authorization": trial["value"]["token"]}
    assert await _state(sim, trial_headers, LOGIN) == ("CLAIM", "1")
    await sim.error(
        "POST", CLAIM, "in_need_true_account", 403, json={"missionId": LOGIN}, headers=trial_headers
    )
    await sim.value("GET", BOARD, headers=trial_headers)
    await sim.value("GET", CENTER, headers=trial_headers)
    # The reward centre module off: every mission call answers function.not.available.
    await sim.control("PUT", "/__sim/modules", {"REWCEN3": "0"})
    await sim.error("GET", SUMMARY, "function.not.available", headers=headers)
    await sim.error(
        "POST", CLAIM, "function.not.available", json={"missionId": LOGIN}, headers=headers
    )


async def test_a_paid_deposit_counts_an_unpaid_one_does_not(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    headers = await _login(sim)
    await _deposit(sim, headers, "100000", pay=False)
    assert await _state(sim, headers, DEPOSIT) == ("PROCESS", "0.00")
    await _deposit(sim, headers, "100000")
    summary = await _summary(sim, headers)
    assert (_mission(summary, DEPOSIT)["state"], _mission(summary, DEPOSIT)["progress"]) == (
        "CLAIM",
        "10000.00",
    )
    assert _mission(summary, WEEK_DEPOSIT)["progress"] == "100000.00"
    await _deposit(sim, headers, "400000")
    assert await _state(sim, headers, WEEK_DEPOSIT) == ("CLAIM", "500000.00")
    before = minor(await balance(sim, headers))
    await _claim(sim, headers, WEEK_DEPOSIT)
    assert minor(await balance(sim, headers)) == before + 5_000_000
    await _balanced(sim)


async def test_login_days_are_distinct_brand_days(sim: Sim) -> None:
    await _at(sim, "2030-01-07T01:00:00Z")  # Monday 08:00 in the brand's zone
    headers = await _login(sim)
    await _login(sim)
    assert await _state(sim, headers, WEEK_LOGIN) == ("PROCESS", "1")
    # 16:30Z is 23:30 on Monday there, 17:30Z is 00:30 on Tuesday: one UTC day, two brand
    # days.
    await _at(sim, "2030-01-07T16:30:00Z")
    await _login(sim)
    await _at(sim, "2030-01-07T17:30:00Z")
    headers = await _login(sim)
    assert await _state(sim, headers, WEEK_LOGIN) == ("PROCESS", "2")
    for day in ("08", "09", "10"):
        await _at(sim, f"2030-01-{day}T17:30:00Z")
        headers = await _login(sim)
    assert await _state(sim, headers, WEEK_LOGIN) == ("CLAIM", "5")
    before = minor(await balance(sim, headers))
    await _claim(sim, headers, WEEK_LOGIN)
    assert minor(await balance(sim, headers)) == before + 5_000_000
    await _balanced(sim)


async def test_daily_missions_reset_at_the_brands_midnight(sim: Sim) -> None:
    await _at(sim, "2030-01-02T16:00:00Z")  # 23:00 on Wednesday in the brand's zone
    headers = await _login(sim)
    staked = await _play(sim, headers, 10)
    await _claim(sim, headers, ROUNDS_10)
    await _at(sim, "2030-01-02T16:59:00Z")  # 23:59
    summary = await _summary(sim, headers)
    assert _mission(summary, ROUNDS_10)["state"] == "CLAIMED"
    week_bet = _mission(summary, WEEK_BET)["progress"]
    assert minor(week_bet) == staked
    await _advance(sim, "2m")  # 00:01 on Thursday there, still Wednesday in UTC
    summary = await _summary(sim, headers)
    assert (_mission(summary, ROUNDS_10)["state"], _mission(summary, ROUNDS_10)["progress"]) == (
        "PROCESS",
        "0",
    )
    assert _mission(summary, SLOTS_BET)["progress"] == "0.00"
    assert _mission(summary, LOGIN)["state"] == "PROCESS"  # no login yet today
    assert _mission(summary, WEEK_BET)["progress"] == week_bet  # same week
    assert summary["dailyResetAt"] == 1_893_603_600_000 + 24 * HOUR
    # Done again the next day: claimable again, paid again under the new period's key.
    await _play(sim, headers, 10)
    before = minor(await balance(sim, headers))
    await _claim(sim, headers, ROUNDS_10)
    assert minor(await balance(sim, headers)) == before + 1_000_000
    journal = await sim.control("GET", "/__sim/journal?type=mission.claimed&player=demo01")
    assert sorted(e["data"]["periodKey"] for e in journal) == ["2030-01-02", "2030-01-03"]
    await _balanced(sim)


async def test_a_claim_on_monday_marks_that_day_only_and_the_whole_week(sim: Sim) -> None:
    """Monday's day key is also the week's: a daily claim that Monday must not count as
    Tuesday's, a weekly one stays claimed all week."""
    await _at(sim, "2030-01-07T03:00:00Z")  # Monday 10:00 in the brand's zone
    headers = await _login(sim)
    await _deposit(sim, headers, "500000")
    await _claim(sim, headers, LOGIN)
    await _claim(sim, headers, WEEK_DEPOSIT)
    await _at(sim, "2030-01-08T03:00:00Z")  # Tuesday
    headers = await _login(sim)
    summary = await _summary(sim, headers)
    assert _mission(summary, LOGIN)["state"] == "CLAIM"
    assert _mission(summary, DEPOSIT)["state"] == "PROCESS"
    assert _mission(summary, WEEK_DEPOSIT)["state"] == "CLAIMED"
    points = await _points(sim, headers)
    await _claim(sim, headers, LOGIN)
    assert await _points(sim, headers) == points + 10
    await sim.error(
        "POST",
        CLAIM,
        "mission.state.invalid",
        409,
        json={"missionId": WEEK_DEPOSIT},
        headers=headers,
    )
    await _balanced(sim)


async def test_weekly_missions_reset_on_monday_in_the_brands_zone(sim: Sim) -> None:
    await _at(sim, "2030-01-06T16:58:00Z")  # 23:58 on Sunday in the brand's zone
    headers = await _login(sim)
    await _play(sim, headers, 3, vassalage="EVO", choice="tiger")
    summary = await _summary(sim, headers)
    assert _mission(summary, WEEK_LIVE)["progress"] == "3"
    assert _mission(summary, WEEK_LOGIN)["progress"] == "1"
    assert summary["weeklyResetAt"] == 1_893_949_200_000  # Monday 00:00 there
    await _advance(sim, "3m")  # Monday 00:01 there; Sunday 17:01 in UTC
    summary = await _summary(sim, headers)
    assert _mission(summary, WEEK_LIVE)["progress"] == "0"
    assert _mission(summary, WEEK_BET)["progress"] == "0.00"
    assert _mission(summary, WEEK_LOGIN)["progress"] == "0"
    assert summary["weeklyResetAt"] == 1_893_949_200_000 + 7 * 24 * HOUR
    headers = await _login(sim)
    assert await _state(sim, headers, WEEK_LOGIN) == ("PROCESS", "1")


async def test_the_leaderboard_ranks_masks_and_shows_me(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    newbie = await _login(sim, "newbie01")
    await _claim(sim, newbie, LOGIN)  # 1 mission, 10 points, first
    await _advance(sim, "1m")
    agent = await _login(sim, "agent01")
    await _claim(sim, agent, LOGIN)  # 1 mission, 10 points, later
    expired = await _login(sim, "expired01")
    await _deposit(sim, expired, "100000")
    await _claim(sim, expired, DEPOSIT)  # 1 mission, 50 points
    demo = await _login(sim)
    await _play(sim, demo, 10)
    await _claim(sim, demo, ROUNDS_10)
    await _claim(sim, demo, LOGIN)  # 2 missions, 10 points
    board = await sim.value("GET", BOARD, params={"period": "DAILY"}, headers=newbie)
    assert board["period"] == "DAILY" and board["periodStart"] == 1_893_517_200_000
    assert board["list"] == [
        {"rank": 1, "account": "de***01", "completed": 2, "points": 10},
        {"rank": 2, "account": "ex***01", "completed": 1, "points": 50},
        {"rank": 3, "account": "ne***01", "completed": 1, "points": 10},
        {"rank": 4, "account": "ag***01", "completed": 1, "points": 10},
    ]
    assert board["me"] == {"rank": 3, "completed": 1, "points": 10}
    # Daily and weekly claims alike count on the week's board.
    weekly = await sim.value("GET", BOARD, params={"period": "WEEKLY"}, headers=demo)
    assert weekly["periodStart"] == 1_893_344_400_000  # Monday 31 December 2029 there
    assert [row["account"] for row in weekly["list"]] == [
        "de***01",
        "ex***01",
        "ne***01",
        "ag***01",
    ]
    assert weekly["me"] == {"rank": 1, "completed": 2, "points": 10}
    nobody = await _login(sim, "agent02")
    assert (await sim.value("GET", BOARD, headers=nobody))["me"] == {"completed": 0, "points": 0}
    await sim.error("GET", BOARD, "request.invalid", params={"period": "MONTHLY"}, headers=demo)
    # The next day the daily board starts empty; the week's goes on.
    await _at(sim, "2030-01-02T17:30:00Z")
    assert (await sim.value("GET", BOARD, headers=demo))["list"] == []
    weekly = await sim.value("GET", BOARD, params={"period": "WEEKLY"}, headers=demo)
    assert len(weekly["list"]) == 4
    await _balanced(sim)


def _missions(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [item for item in items if item["source"] == "MISSION"]


async def test_the_reward_centre_lists_a_done_mission_then_the_paid_reward(sim: Sim) -> None:
    await _at(sim, WEDNESDAY)
    headers = await _login(sim)
    await _play(sim, headers, 10)
    center = await sim.value("GET", CENTER, headers=headers)
    now = 1_893_553_200_000  # WEDNESDAY
    assert _missions(center["claimable"]) == [
        {
            "source": "MISSION",
            "id": ROUNDS_10,
            "title": "Play 10 rounds of any game",
            "rewardKind": "MONEY",
            "reward": "10000.00",
            "state": "CLAIM",
            "time": now,
        },
        {
            "source": "MISSION",
            "id": LOGIN,
            "title": "Log in today",
            "rewardKind": "POINTS",
            "reward": 10,
            "state": "CLAIM",
            "time": now,
        },
    ]
    assert _missions(center["recent"]) == []
    await _advance(sim, "1m")
    await _claim(sim, headers, ROUNDS_10)
    center = await sim.value("GET", CENTER, headers={**headers, "Language": "TY"})
    assert [item["id"] for item in _missions(center["claimable"])] == [LOGIN]
    assert _missions(center["recent"]) == [
        {
            "source": "MISSION",
            "id": ROUNDS_10,
            "title": "Chơi 10 ván bất kỳ",
            "rewardKind": "MONEY",
            "reward": "10000.00",
            "state": "CLAIMED",
            "time": 1_893_553_260_000,  # WEDNESDAY + 1 minute
        }
    ]
    await _balanced(sim)
