"""Referral (docs/contract.md section 15): codes derived from member ids, registration with a
code links the invitee, the inviter's reward paid once by the job when the invitee's deposits
qualify within the window, expiry, and the refusals."""

from __future__ import annotations

from typing import Any

import pytest
from loyaltykit import again, deposit, register
from playkit import auth, balance, minor
from promokit import advance, balanced, lottery, set_clock
from simkit import Sim

from simulator.core.members.store import MemberStore
from simulator.features.referral.codes import code_of, member_id_of
from simulator.fixtures import ReferralSettings
from simulator.keys import DB, FIXTURES

INFO = "/wps/relay/MCSFE_getReferralInfo"
LIST = "/wps/relay/MCSFE_getReferralList"
RUN = "/__sim/referral/run"
BONUSES = "/wps/relay/PROMOFE_getBonusDetails"
FREEPLAY = "/wps/session/login/freeplay"
START = 1_893_553_200_000  # 2030-01-02T03:00:00Z, 10:00 in the brand's zone
DAY_MS = 86_400_000
WINDOW_MS = 30 * DAY_MS  # the default brand's withinDays
REWARD = 5_000_000  # the default brand's 50,000.00


async def statuses(sim: Sim, headers: dict[str, str]) -> list[str]:
    return [row["status"] for row in (await sim.value("GET", LIST, headers=headers))["list"]]


async def start(sim: Sim) -> tuple[dict[str, str], str]:
    """demo01's session headers and referral code, the clock frozen at START."""
    await set_clock(sim, START)
    headers = await auth(sim)
    return headers, (await sim.value("GET", INFO, headers=headers))["code"]


def id_of(sim: Sim, account: str) -> int:
    member = MemberStore(sim.client.app[DB]).by_account(account)
    assert member is not None
    return member.id


def links(sim: Sim) -> list[tuple[int, int]]:
    rows = sim.client.app[DB].all("SELECT invitee_id, inviter_id FROM referrals")
    return [(row["invitee_id"], row["inviter_id"]) for row in rows]


async def rewarded_journal(sim: Sim) -> list[dict[str, Any]]:
    return await sim.control("GET", "/__sim/journal?type=referral.rewarded")


def test_codes_are_the_id_in_base_36() -> None:
    assert code_of(100) == "R2S" and code_of(1) == "R1" and code_of(36) == "R10"
    assert member_id_of("R2S") == member_id_of("r2s") == member_id_of(" R2S ") == 100
    for wrong in ("R02S", "R", "2S", "R-1", "R0", "R2S!", "", None, "R" + "Z" * 13):
        assert member_id_of(wrong) is None


async def test_info_gives_the_code_link_and_rule(sim: Sim) -> None:
    headers = await auth(sim)
    member = await sim.value("GET", "/wps/member/info", headers=headers)
    info = await sim.value("GET", INFO, headers=headers)
    code = code_of(member["id"])
    assert info == {
        "code": code,
        "link": f"/register?referralCode={code}",
        "invited": 0,
        "qualified": 0,
        "rewarded": "0.00",
        "rule": {
            "minDeposit": "200000.00",
            "minValidBet": "0.00",
            "withinDays": 30,
            "reward": "50000.00",
            "rolloverMultiple": 1,
        },
    }
    empty = await sim.value("GET", LIST, headers=headers)
    assert empty == {"list": [], "totalCount": 0, "totalPages": 0, "pageNo": 1, "pageSize": 10}


async def test_register_with_a_code_links_the_invitee(sim: Sim) -> None:
    headers, code = await start(sim)
    await register(sim, "friend01", code.lower())  # any letter case
    await set_clock(sim, START + 60_000)
    await register(sim, "friend02", code)
    info = await sim.value("GET", INFO, headers=headers)
    assert (info["invited"], info["qualified"], info["rewarded"]) == (2, 0, "0.00")
    rows = (await sim.value("GET", LIST, headers=headers))["list"]
    assert rows == [  # newest first, masked
        {
            "account": "fr***02",
            "registeredAt": START + 60_000,
            "registeredTime": "2030-01-02 10:01:00",  # the brand's zone
            "status": "PENDING",
        },
        {
            "account": "fr***01",
            "registeredAt": START,
            "registeredTime": "2030-01-02 10:00:00",
            "status": "PENDING",
        },
    ]
    page = await sim.value("GET", LIST, params={"pageNo": "2", "pageSize": "1"}, headers=headers)
    assert [row["account"] for row in page["list"]] == ["fr***01"]
    assert (page["totalCount"], page["totalPages"]) == (2, 2)
    demo = id_of(sim, "demo01")
    assert sorted(links(sim)) == [(id_of(sim, "friend01"), demo), (id_of(sim, "friend02"), demo)]


async def test_mobile_registration_links_too(sim: Sim) -> None:
    headers, code = await start(sim)
    await sim.control("PUT", "/__sim/modules", {"REGMOBVERF3": "0"})
    body = {
        "mobileNum": "933000222",
        "countryDialingCode": "+84",
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
        "registerMethod": "WEB",
        "referralCode": code,
    }
    await sim.send("PUT", "/wps/member/register/mobile", body)
    assert links(sim) == [(id_of(sim, "84933000222"), id_of(sim, "demo01"))]
    assert (await sim.value("GET", INFO, headers=headers))["invited"] == 1


async def test_a_code_naming_nobody_registers_as_before(sim: Sim) -> None:
    """As section 9 has it: referralCode is kept as typed and never refuses a sign-up."""
    _, code = await start(sim)
    typed = ("RZZZZZZ", "hello", "R0" + code[1:], "AGENT01", code_of(id_of(sim, "locked01")))
    for number, text in enumerate(typed):
        await register(sim, f"loner{number:02d}", text)
        row = sim.client.app[DB].one(
            "SELECT referral_code FROM members WHERE account = ?", (f"loner{number:02d}",)
        )
        assert row is not None and row["referral_code"] == text
    assert links(sim) == []


async def test_self_referral_is_impossible(sim: Sim) -> None:
    await set_clock(sim, START)
    first = await register(sim, "solo0001", None)
    me = await sim.value("GET", "/wps/member/info", headers=first)
    # The next member gets the next id, so a code naming it names nobody at registration.
    own = code_of(me["id"] + 1)
    second = await register(sim, "solo0002", own)
    assert (await sim.value("GET", "/wps/member/info", headers=second))["id"] == me["id"] + 1
    info = await sim.value("GET", INFO, headers=second)
    assert info["code"] == own and info["invited"] == 0
    # A trial account cannot invite either.
    trial = await sim.send(
        "POST",
        FREEPLAY,
        {"os": "Linux", "platform": "W", "nonce": "n-referral"},
        headers={"X-Gateway-Version": "3"},
    )
    await register(sim, "trialfan1", code_of(id_of(sim, trial["value"]["userName"])))
    assert links(sim) == []
    # The table refuses it outright.
    with pytest.raises(Exception, match="CHECK"):
        sim.client.app[DB].run(
            "INSERT INTO referrals (invitee_id, inviter_id, registered_at) VALUES (?, ?, 0)",
            (me["id"], me["id"]),
        )


async def test_reward_is_paid_once_after_the_invitees_deposit(sim: Sim) -> None:
    headers, code = await start(sim)
    before = minor(await balance(sim, headers))
    friend = await register(sim, "friend01", code)
    # Under minDeposit: nothing yet, however often the job runs.
    await deposit(sim, friend, "150000")
    assert await sim.control("POST", RUN) == {"rewarded": 0, "expired": 0}
    assert await statuses(sim, headers) == ["PENDING"]
    await deposit(sim, friend, "50000")  # 200,000.00 in all: qualified
    row = (await sim.value("GET", LIST, headers=headers))["list"][0]
    assert row["status"] == "QUALIFIED" and row["firstDepositAmount"] == "150000.00"
    assert row["firstDepositAt"] == START
    assert (await sim.value("GET", INFO, headers=headers))["qualified"] == 1

    assert await sim.control("POST", RUN) == {"rewarded": 1, "expired": 0}
    assert await sim.control("POST", RUN) == {"rewarded": 0, "expired": 0}
    ran = await advance(sim, "3m")  # the job each minute pays nothing more
    assert [r["result"] for r in ran if r["job"] == "referral.reward"] == [
        {"rewarded": 0, "expired": 0}
    ] * 3

    assert minor(await balance(sim, headers)) == before + REWARD
    row = (await sim.value("GET", LIST, headers=headers))["list"][0]
    assert (row["status"], row["reward"]) == ("REWARDED", "50000.00")
    info = await sim.value("GET", INFO, headers=headers)
    assert (info["invited"], info["qualified"], info["rewarded"]) == (1, 1, "50000.00")
    journal = await rewarded_journal(sim)
    assert len(journal) == 1 and journal[0]["player"] == "demo01"
    assert journal[0]["data"] == {
        "invitee": "friend01",
        "reference": f"referral:{id_of(sim, 'friend01')}",
        "amount": "50000.00",
    }
    # A bonus with a rollover of 1 x the reward, shown in the bonus details.
    bonuses = (await sim.value("GET", BONUSES, headers=headers))["list"]
    assert [(b["type"], b["amount"], b["title"]) for b in bonuses] == [
        ("REFERRAL", "50000.00", "Referral reward")
    ]
    assert bonuses[0]["rollover"] == {
        "required": "50000.00",
        "achieved": "0.00",
        "state": "PROCESS",
    }
    # One message, REFERRAL (not BONUS as well), in the reader's language.
    listed = await sim.value(
        "GET", "/wps/relay/CSP_getMessageList", headers={**headers, "Language": "TY"}
    )
    paid = [m for m in listed["list"] if m["category"] in ("REFERRAL", "BONUS")]
    assert [m["category"] for m in paid] == ["REFERRAL"]
    assert "fr***01" in paid[0]["content"] and "Bạn" in paid[0]["content"]
    transfer = sim.client.app[DB].one(
        "SELECT kind, amount FROM transfers WHERE reference = ?",
        (f"referral:{id_of(sim, 'friend01')}",),
    )
    assert transfer is not None and (transfer["kind"], transfer["amount"]) == ("bonus", REWARD)
    await balanced(sim)


async def test_the_job_each_minute_pays_the_reward(sim: Sim) -> None:
    headers, code = await start(sim)
    friend = await register(sim, "friend01", code)
    await deposit(sim, friend, "200000")
    ran = await advance(sim, "1m")
    assert {"job": "referral.reward", "result": {"rewarded": 1, "expired": 0}} in [
        {"job": r["job"], "result": r["result"]} for r in ran
    ]
    assert await statuses(sim, headers) == ["REWARDED"]
    await balanced(sim)


async def test_min_valid_bet_counts_when_the_brand_sets_it(sim: Sim) -> None:
    brand = sim.client.app[FIXTURES].brand
    brand.referral = ReferralSettings(minValidBet="100000.00")
    headers, code = await start(sim)
    friend = await register(sim, "friend01", code)
    await deposit(sim, friend, "200000")
    assert await sim.control("POST", RUN) == {"rewarded": 0, "expired": 0}
    assert (await sim.value("GET", INFO, headers=headers))["rule"]["minValidBet"] == "100000.00"
    await lottery(sim, friend, "100000")  # a settled, losing ticket: 100,000.00 of valid bets
    assert await statuses(sim, headers) == ["REWARDED"]  # the job ran during the draw
    await balanced(sim)


async def test_expired_when_the_window_ends_unqualified(sim: Sim) -> None:
    headers, code = await start(sim)
    friend = await register(sim, "friend01", code)
    await deposit(sim, friend, "100000")
    # One minute before the window ends: still pending.
    await set_clock(sim, START + WINDOW_MS - 60_000)
    headers, friend = await auth(sim), await again(sim, "friend01")
    assert await sim.control("POST", RUN) == {"rewarded": 0, "expired": 0}
    assert await statuses(sim, headers) == ["PENDING"]
    ran = await advance(sim, "1m")
    assert {"rewarded": 0, "expired": 1} in [r["result"] for r in ran]
    assert await statuses(sim, headers) == ["EXPIRED"]
    journal = await sim.control("GET", "/__sim/journal?type=referral.expired")
    assert [(e["player"], e["data"]) for e in journal] == [("demo01", {"invitee": "friend01"})]
    # A deposit after the window pays nothing, now or later.
    await deposit(sim, friend, "500000")
    assert await sim.control("POST", RUN) == {"rewarded": 0, "expired": 0}
    assert await statuses(sim, headers) == ["EXPIRED"]
    assert await rewarded_journal(sim) == []
    info = await sim.value("GET", INFO, headers=headers)
    assert (info["invited"], info["qualified"], info["rewarded"]) == (1, 0, "0.00")


async def test_a_deposit_inside_the_window_pays_even_if_the_job_runs_later(sim: Sim) -> None:
    headers, code = await start(sim)
    await register(sim, "friend01", code)
    await set_clock(sim, START + WINDOW_MS - 60_000)
    await deposit(sim, await again(sim, "friend01"), "200000")
    await set_clock(sim, START + WINDOW_MS + DAY_MS)  # a jump runs no job
    headers = await auth(sim)
    assert await statuses(sim, headers) == ["QUALIFIED"]
    assert await sim.control("POST", RUN) == {"rewarded": 1, "expired": 0}
    assert await statuses(sim, headers) == ["REWARDED"]
    await balanced(sim)


async def test_trial_accounts_and_the_module_switch_are_refused(sim: Sim) -> None:
    trial = await sim.send(
        "POST",
        FREEPLAY,
        {"os": "Linux", "platform": "W", "nonce": "n-referral-2"},
        headers={"X-Gateway-Version": "3"},
    )
    guest = {"Authorization": trial["value"]["token"]}
    for path in (INFO, LIST):
        await sim.error("GET", path, "in_need_true_account", 403, headers=guest)
        await sim.error("GET", path, "login.not.session", 401)
    headers = await auth(sim)
    await sim.control("PUT", "/__sim/modules", {"AFFMAN3": "0"})
    await sim.error("GET", INFO, "function.not.available", headers=headers)
