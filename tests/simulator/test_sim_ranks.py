"""Player rank (docs/contract.md section 15): the levels of fixtures/ranks.yaml, the job at
00:20 brand time moving members up from their last 30 brand days of valid bets and paid
deposits (never down), member info's label and VIP mark, the message and the journal."""

from __future__ import annotations

from typing import Any

import pytest
from loyaltykit import again, deposit, register
from playkit import auth
from promokit import advance, balanced, lottery, set_clock
from pydantic import ValidationError
from simkit import Sim

from simulator.core.members.store import MemberStore
from simulator.fixtures import Fixtures, ReferralSettings, load_fixtures
from simulator.keys import DB
from simulator.settings import REPO_ROOT

RANK = "/wps/relay/MCSFE_getPlayerRank"
INFO = "/wps/member/info"
EVALUATE = "/__sim/ranks/evaluate"
MESSAGES = "/wps/relay/CSP_getMessageList"
START = 1_893_553_200_000  # 2030-01-02T03:00:00Z: 10:00 on a Wednesday in the brand's zone
BEFORE_JOB = 1_893_604_740_000  # 2030-01-02T17:19:00Z: 00:19 on 3 January, brand time
DAY_MS = 86_400_000


async def label(sim: Sim, headers: dict[str, str]) -> tuple[dict[str, Any], list[Any]]:
    info = await sim.value("GET", INFO, headers=headers)
    return info["clubLabel"], info["memberLabel"]


async def rank_changes(sim: Sim, player: str) -> list[dict[str, Any]]:
    entries = await sim.control("GET", f"/__sim/journal?type=rank.changed&player={player}")
    return [entry["data"] for entry in entries]


async def rank_messages(sim: Sim, headers: dict[str, str]) -> list[dict[str, Any]]:
    listed = await sim.value("GET", MESSAGES, headers=headers)
    return [message for message in listed["list"] if message["category"] == "RANK"]


def club_ranks(sim: Sim) -> dict[str, int]:
    return {account: rank for _, account, rank in MemberStore(sim.client.app[DB]).club_ranks()}


async def test_player_rank_shows_the_levels_in_the_readers_language(sim: Sim) -> None:
    headers = await auth(sim)
    value = await sim.value("GET", RANK, headers={**headers, "Language": "TY"})
    assert (value["level"], value["labelName"], value["windowDays"]) == (3, "Vàng", 30)
    assert (value["validBet"], value["deposit"]) == ("0.00", "0.00")
    assert value["next"] == {
        "level": 4,
        "labelName": "Bạch Kim",
        "minValidBet": "200000000.00",
        "minDeposit": "20000000.00",
    }
    assert [level["level"] for level in value["levels"]] == [1, 2, 3, 4, 5, 6]
    assert value["levels"][0]["minValidBet"] == "0.00"
    assert all(level["benefits"] for level in value["levels"])
    english = await sim.value("GET", RANK, headers=headers)
    assert [level["labelName"] for level in english["levels"]] == [
        "Bronze",
        "Silver",
        "Gold",
        "Platinum",
        "Diamond",
        "Crown",
    ]
    assert english["levels"][4]["benefits"][1] == "VIP customer service"
    await sim.error("GET", RANK, "login.not.session", 401)


async def test_the_job_at_0020_brand_time_promotes(sim: Sim) -> None:
    await set_clock(sim, START)
    headers = await auth(sim)
    await deposit(sim, headers, "200000000")
    await lottery(sim, headers, "200000000")  # settled and lost: 200,000,000.00 valid
    value = await sim.value("GET", RANK, headers=headers)
    assert (value["level"], value["validBet"], value["deposit"]) == (
        3,
        "200000000.00",
        "200000000.00",
    )
    # Nothing moves before 00:20 brand time ...
    await set_clock(sim, BEFORE_JOB)
    ran = await advance(sim, "59s")
    assert "ranks.evaluate" not in [r["job"] for r in ran]
    assert (await label(sim, headers))[0] == {"labelName": "Gold", "rankLevel": 3}
    # ... and at 00:20 the job promotes to Platinum: not VIP yet (VIP is above 4).
    ran = await advance(sim, "1s")
    evaluated = [r for r in ran if r["job"] == "ranks.evaluate"]
    assert len(evaluated) == 1 and evaluated[0]["dueAt"] == "2030-01-02T17:20:00.000Z"
    assert evaluated[0]["result"]["promoted"] == 1
    assert await label(sim, headers) == ({"labelName": "Platinum", "rankLevel": 4}, [])
    assert await rank_changes(sim, "demo01") == [{"from": 3, "to": 4, "by": "job"}]
    messages = await rank_messages(sim, headers)
    assert len(messages) == 1 and "Platinum" in messages[0]["title"] + messages[0]["content"]
    # The next day's run changes nothing: no second message, no journal entry.
    await set_clock(sim, BEFORE_JOB + DAY_MS)
    await advance(sim, "2m")
    headers = await auth(sim)
    assert len(await rank_changes(sim, "demo01")) == 1
    assert len(await rank_messages(sim, headers)) == 1
    await balanced(sim)


async def test_above_4_is_vip(sim: Sim) -> None:
    await set_clock(sim, START)
    headers = await auth(sim)
    await deposit(sim, headers, "500000000")
    await deposit(sim, headers, "500000000")
    await lottery(sim, headers, "1000000000")
    assert await sim.control("POST", EVALUATE) == {"evaluated": len(club_ranks(sim)), "promoted": 1}
    club, marks = await label(sim, headers)
    assert club == {"labelName": "Diamond", "rankLevel": 5} and marks == [{"labelName": "VIP"}]
    value = await sim.value("GET", RANK, headers=headers)
    assert value["level"] == 5 and value["next"]["labelName"] == "Crown"
    assert await rank_changes(sim, "demo01") == [{"from": 3, "to": 5, "by": "job"}]


async def test_evaluation_never_lowers_a_rank(sim: Sim) -> None:
    """The seeded ranks have no play behind them: the first evaluation keeps them all."""
    await set_clock(sim, START)
    before = club_ranks(sim)
    assert before["demo01"] == 3 and before["agent01"] == 4
    assert "staff01" not in before  # staff and trial accounts have no rank to earn
    await sim.control("POST", EVALUATE)
    after = club_ranks(sim)
    assert all(after[account] >= rank for account, rank in before.items())
    assert (after["demo01"], after["agent01"]) == (3, 4)
    await sim.control("PUT", "/__sim/players/demo01", {"clubRank": 6})
    await sim.control("POST", EVALUATE)
    assert club_ranks(sim)["demo01"] == 6


async def test_the_window_is_the_last_30_brand_days(sim: Sim) -> None:
    await set_clock(sim, START)
    headers = await register(sim, "climber01")
    assert (await label(sim, headers))[0]["rankLevel"] == 1
    await deposit(sim, headers, "10000000")
    await lottery(sim, headers, "10000000")  # Silver: 10,000,000 valid, 1,000,000 deposit
    # 30 days later the day of play has left the window (that day and the 29 before).
    await set_clock(sim, START + 30 * DAY_MS)
    headers = await again(sim, "climber01")
    assert (await sim.value("GET", RANK, headers=headers))["validBet"] == "0.00"
    assert (await sim.control("POST", EVALUATE))["promoted"] == 0
    await set_clock(sim, START + 29 * DAY_MS)
    headers = await again(sim, "climber01")
    value = await sim.value("GET", RANK, headers=headers)
    assert (value["validBet"], value["deposit"]) == ("10000000.00", "10000000.00")
    assert (await sim.control("POST", EVALUATE))["promoted"] == 1
    assert (await label(sim, headers))[0] == {"labelName": "Silver", "rankLevel": 2}


async def test_qa_sets_a_rank_either_way(sim: Sim) -> None:
    headers = await auth(sim)
    value = await sim.control("PUT", "/__sim/players/demo01", {"clubRank": 2})
    assert value == {"account": "demo01", "clubRank": 2, "labelName": "Silver"}
    assert await label(sim, headers) == ({"labelName": "Silver", "rankLevel": 2}, [])
    assert await rank_changes(sim, "demo01") == [{"from": 3, "to": 2, "by": "desk"}]
    assert await rank_messages(sim, headers) == []  # set-up, not news for the player
    for body, code in (({"clubRank": 7}, "request.invalid"), ({"rank": 2}, "request.invalid")):
        response = await sim.client.put("/__sim/players/demo01", json=body)
        assert (await response.json())["errorCode"] == code
    response = await sim.client.put("/__sim/players/nobody99", json={"clubRank": 2})
    assert (await response.json())["errorCode"] == "USER_NOT_EXIST"


def test_the_levels_must_climb() -> None:
    fixtures = load_fixtures(REPO_ROOT / "fixtures", "default", "http://sim.test")
    levels = [rank.model_dump() for rank in fixtures.ranks]
    raw = fixtures.model_dump(by_alias=True)
    assert Fixtures.model_validate(raw).ranks == fixtures.ranks
    swapped = [levels[0], levels[2], levels[1], *levels[3:]]
    cheaper = [*levels[:5], levels[5] | {"minDeposit": "1.00"}]
    not_free = [levels[0] | {"minValidBet": "1.00"}, *levels[1:]]
    for wrong in (swapped, cheaper, not_free, levels[:5]):
        with pytest.raises(ValidationError):
            Fixtures.model_validate(raw | {"ranks": wrong})
    with pytest.raises(ValidationError):
        ReferralSettings(minDeposit="0.00")
