"""Promotions that pay on their own rules: the first-deposit bonus with its rollover holding
withdrawals back until met, the daily rebate on the brand's days, raffle draws (forced and
drawn by tickets) and ranking prizes; each paid once, the ledger balanced after each."""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

from playkit import auth, balance, minor
from promokit import (
    BONUSES,
    CHANNELS,
    PAYPASS,
    RAFFLE,
    REWARD,
    ZONE,
    advance,
    balanced,
    catalogue,
    join,
    lottery,
    money,
    now_ms,
    play,
    set_clock,
    state,
)
from simkit import Sim

from simulator.core.clock import epoch_ms
from simulator.features.promotions.service import reward_items
from simulator.keys import DB

WITHDRAW = "/wps/relay/MCSFE_withdraw"


async def _member_id(sim: Sim, headers: dict[str, str]) -> int:
    return int((await sim.value("GET", "/wps/member/info", headers=headers))["id"])


async def _deposit(sim: Sim, headers: dict[str, str], amount: str) -> dict:
    body = {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}
    order = await sim.value("POST", "/wps/relay/MCSFE_createDeposit", json=body, headers=headers)
    return await sim.control("POST", f"/__sim/deposits/{order['orderNo']}/callback")


async def _card(sim: Sim, headers: dict[str, str]) -> int:
    password = {"paymentPassword": PAYPASS, "confirmPaymentPassword": PAYPASS}
    done = await sim.send(
        "PUT", "/wps/member/password/payment", {**password, "password": "demo1234"}, headers=headers
    )
    assert done["success"], done
    card = {
        "bankCode": "VCB",
        "accountNumber": "0071000654321",
        "accountName": "Demo Player",
        "paymentPassword": PAYPASS,
    }
    bound = await sim.send("POST", "/wps/relay/MCSFE_bindBankCard", card, headers=headers)
    return int(bound["value"]["cards"][0]["id"])


async def _withdraw(sim: Sim, headers: dict[str, str], card: int, status: int) -> dict:
    body = {
        "cardId": card,
        "amount": "100000",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    return await sim.send("POST", WITHDRAW, body, headers=headers, status=status)


async def test_deposit_promotion_pays_once_and_its_rollover_holds_withdrawals(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    # The bonus list shows today unless told; the clock moves on below, and may pass midnight.
    day = datetime.fromtimestamp(await now_ms(sim) / 1000, ZONE).date()
    paid_days = {"beginDate": day.isoformat(), "endDate": (day + timedelta(days=1)).isoformat()}
    promos = await catalogue(sim)
    offer = promos["FIRST_DEPOSIT"]
    headers = await auth(sim)
    card = await _card(sim, headers)
    assert (await join(sim, headers, offer))["value"]["state"] == "JOINED"
    assert (await sim.value("GET", CHANNELS, headers=headers))["firstDepositBonus"]["eligible"]
    before = minor(await balance(sim, headers))
    await _deposit(sim, headers, "200000")
    await _deposit(sim, headers, "300000")  # not a first deposit: no bonus
    assert minor(await balance(sim, headers)) == before + 50_000_000 + 2_000_000
    issued = await state(sim, headers, offer)
    assert (issued["state"], issued["reward"]) == ("ISSUED", "20000.00")
    channels = await sim.value("GET", CHANNELS, headers=headers)
    assert channels["firstDepositBonus"]["eligible"] is False
    entries = await sim.control("GET", "/__sim/journal?type=promotion.issued&player=demo01")
    assert len(entries) == 1 and entries[0]["data"]["amount"] == "20000.00"

    # 3 x (200,000 + 20,000) of valid bets from the payment on.
    refused = await _withdraw(sim, headers, card, 409)
    assert refused["errorCode"] == "withdraw.rollover.unmet"
    assert refused["value"] == {
        "required": "660000.00",
        "achieved": "0.00",
        "remaining": "660000.00",
    }
    await lottery(sim, headers, "500000")
    refused = await _withdraw(sim, headers, card, 409)
    assert refused["value"]["remaining"] == "160000.00"
    bonus = (await sim.value("GET", BONUSES, headers=headers, params=paid_days))["list"][0]
    assert (bonus["type"], bonus["title"]) == ("FIRST_DEPOSIT", "First deposit bonus")
    assert bonus["rollover"] == {
        "required": "660000.00",
        "achieved": "500000.00",
        "state": "PROCESS",
    }
    vi = await sim.value("GET", BONUSES, headers={**headers, "Language": "TY"}, params=paid_days)
    assert vi["list"][0]["title"] == "Thưởng nạp lần đầu"
    await lottery(sim, headers, "160000")
    done = await _withdraw(sim, headers, card, 200)
    assert done["value"]["status"] == "reviewing"
    bonus = (await sim.value("GET", BONUSES, headers=headers, params=paid_days))["list"][0]
    assert bonus["rollover"] == {"required": "660000.00", "achieved": "660000.00", "state": "MET"}
    await balanced(sim)


async def test_concurrent_rollovers_count_the_same_bets(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    promos = await catalogue(sim)
    headers = await auth(sim)
    card = await _card(sim, headers)
    await join(sim, headers, promos["FIRST_DEPOSIT"])
    await join(sim, headers, promos["LOTTO_TURNOVER"])
    await _deposit(sim, headers, "100000")  # 10,000 bonus: 330,000 to bet
    await lottery(sim, headers, "200000")  # also meets the lottery turnover (10,000, x1)
    await sim.value(
        "POST", REWARD, json={"promotionId": promos["LOTTO_TURNOVER"]["id"]}, headers=headers
    )
    refused = await _withdraw(sim, headers, card, 409)
    # The deposit's rollover asks for most: 130,000 more; the same bets serve the other.
    assert refused["value"]["remaining"] == "130000.00"
    await lottery(sim, headers, "130000")
    assert (await _withdraw(sim, headers, card, 200))["success"] is True
    await balanced(sim)


async def test_rebate_pays_the_previous_brand_day_once(sim: Sim) -> None:
    promos = await catalogue(sim)
    rebate = promos["SLOTS_REBATE"]
    today = datetime.fromtimestamp(await now_ms(sim) / 1000, ZONE).date()
    day1 = today + timedelta(days=1)
    late = datetime(day1.year, day1.month, day1.day, 23, 50, tzinfo=ZONE)
    await set_clock(sim, epoch_ms(late))
    headers = await auth(sim)
    before = minor(await balance(sim, headers))
    first = await play(sim, "demo01", "JILI", 100_000_00)  # 23:50 on day 1
    ran = await advance(sim, "20m")  # 00:10 on day 2: the job is due at 00:15
    assert not [r for r in ran if r["job"] == "promotions.rebate"]
    second = await play(sim, "demo01", "JILI", 50_000_00)
    ran = await advance(sim, "10m")
    paid = [r["result"] for r in ran if r["job"] == "promotions.rebate"]
    assert paid[0]["day"] == day1.isoformat() and paid[0]["paid"] >= 1
    assert minor(await balance(sim, headers)) == before - first - second + first * 80 // 10_000
    shown = await state(sim, headers, rebate)
    assert (shown["state"], shown["reward"]) == ("ISSUED", money(first * 80 // 10_000))

    # The job for day 1 again (the clock set back): nothing is paid twice.
    await set_clock(sim, epoch_ms(late) + 20 * 60_000)
    again = [r["result"] for r in await advance(sim, "10m") if r["job"] == "promotions.rebate"]
    assert again[0]["paid"] == 0
    # Day 2's rebate comes at 00:15 on day 3.
    day3 = datetime(day1.year, day1.month, day1.day, tzinfo=ZONE) + timedelta(days=2)
    await set_clock(sim, epoch_ms(day3))
    ran = await advance(sim, "20m")
    paid = [r["result"] for r in ran if r["job"] == "promotions.rebate"]
    assert paid[0]["day"] == (day1 + timedelta(days=1)).isoformat()
    entries = await sim.control("GET", "/__sim/journal?type=promotion.issued&player=demo01")
    assert sorted(e["data"]["reference"].rsplit(":", 1)[1] for e in entries) == [
        day1.isoformat(),
        (day1 + timedelta(days=1)).isoformat(),
    ]
    headers = await auth(sim)
    rebates = second * 80 // 10_000 + first * 80 // 10_000
    assert minor(await balance(sim, headers)) == before - first - second + rebates
    await balanced(sim)


async def test_forced_raffle_winner_claims_once(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    promos = await catalogue(sim)
    raffle = promos["FISH_RAFFLE"]
    demo, agent = await auth(sim), await auth(sim, "agent01")
    assert (await join(sim, demo, raffle))["value"]["state"] == "JOINED"
    await join(sim, agent, raffle)
    forced = {"winners": [{"account": "demo01", "prize": "1000000.00"}]}
    await sim.control("POST", f"/__sim/promotions/{raffle['id']}/raffle", forced)
    body = {"promotionId": raffle["id"]}
    early = await sim.call("POST", RAFFLE, json=body, headers=demo, status=409)
    assert early["errorCode"] == "raffle.not.drawn"

    await set_clock(sim, raffle["endTime"] - 60_000)
    ran = await advance(sim, "2m")
    drawn = [r["result"] for r in ran if r["job"] == "promotions.draw" and r["result"]["drawn"]]
    assert drawn == [{"drawn": [{"promotionId": raffle["id"], "winners": 1}]}]
    demo, agent = await auth(sim), await auth(sim, "agent01")
    assert (await state(sim, demo, raffle))["state"] == "CLAIM"
    # The reward centre's promotion items (features/promotions/service.py reward_items).
    db, member = sim.client.app[DB], await _member_id(sim, demo)
    claimable, recent = reward_items(db, member, await now_ms(sim), "vi")
    assert claimable == [
        {
            "source": "RAFFLE",
            "id": raffle["id"],
            "title": "Rút thăm may mắn bắn cá",
            "rewardKind": "MONEY",
            "reward": "1000000.00",
            "state": "CLAIM",
            "time": claimable[0]["time"],
        }
    ]
    assert recent == []
    before = minor(await balance(sim, demo))
    claimed = await sim.value("POST", RAFFLE, json=body, headers=demo)
    claimable, recent = reward_items(db, member, await now_ms(sim), "EN")
    assert claimable == [] and [(r["source"], r["state"], r["title"]) for r in recent] == [
        ("RAFFLE", "CLAIMED", "Fishing lucky draw")
    ]
    assert claimed == {"promotionId": raffle["id"], "state": "CLAIMED", "prize": "1000000.00"}
    again = await sim.call("POST", RAFFLE, json=body, headers=demo, status=409)
    assert again["errorCode"] == "promotion.state.invalid"
    assert minor(await balance(sim, demo)) == before + 100_000_000
    lost = await sim.call("POST", RAFFLE, json=body, headers=agent, status=409)
    assert lost["errorCode"] == "raffle.not.won"
    assert (await state(sim, agent, raffle))["state"] == "CLOSE"
    bonus = (await sim.value("GET", BONUSES, headers=demo))["list"][0]
    assert bonus["id"].startswith(f"raffle:{raffle['id']}:")
    assert bonus["rollover"]["required"] == "1000000.00"
    # The draw is done: a later minute draws nothing again.
    ran = await advance(sim, "2m")
    assert all(not r["result"]["drawn"] for r in ran if r["job"] == "promotions.draw")
    journal = await sim.control("GET", "/__sim/journal?type=raffle.drawn")
    assert len(journal) == 1 and journal[0]["data"]["winners"][0]["account"] == "demo01"
    await balanced(sim)


async def test_raffle_draws_among_ticket_holders(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    promos = await catalogue(sim)
    raffle = promos["FISH_RAFFLE"]
    demo, other = await auth(sim), await auth(sim, "agent02")
    await join(sim, demo, raffle)
    await join(sim, other, raffle)  # joins, never plays: no ticket
    await play(sim, "demo01", "JILIFISH", 200_000_00)
    holding = await state(sim, demo, raffle)
    assert holding["state"] == "JOINED" and holding["tickets"] >= 2
    await set_clock(sim, raffle["endTime"])
    await advance(sim, "1m")
    demo, other = await auth(sim), await auth(sim, "agent02")
    won = await state(sim, demo, raffle)
    assert (won["state"], won["reward"], won["rank"]) == ("CLAIM", "1000000.00", 1)
    assert (await state(sim, other, raffle))["state"] == "CLOSE"
    # A raffle's prize is claimable through the reward call too.
    claimed = await sim.value("POST", REWARD, json={"promotionId": raffle["id"]}, headers=demo)
    assert claimed["state"] == "CLAIMED"
    await balanced(sim)


async def test_ranking_gives_prizes_by_place_after_the_end(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    promos = await catalogue(sim)
    ranking = promos["SLOTS_RANKING"]
    # Far above the seeded history's small stakes, demo01 above agent01.
    await play(sim, "demo01", "JILI", 300_000_00)
    await play(sim, "agent01", "JILI", 150_000_00)
    demo, agent, other = await auth(sim), await auth(sim, "agent01"), await auth(sim, "agent02")
    running = await state(sim, demo, ranking)
    assert (running["state"], running["rank"]) == ("JOINED", 1)
    assert (await state(sim, agent, ranking))["rank"] == 2
    early = await sim.call(
        "POST", REWARD, json={"promotionId": ranking["id"]}, headers=demo, status=409
    )
    assert early["errorCode"] == "promotion.state.invalid"

    await set_clock(sim, ranking["endTime"])
    await advance(sim, "1m")
    demo, agent, other = await auth(sim), await auth(sim, "agent01"), await auth(sim, "agent02")
    first = await state(sim, demo, ranking)
    assert (first["state"], first["rank"], first["reward"]) == ("CLAIM", 1, "3000000.00")
    second = await state(sim, agent, ranking)
    assert (second["state"], second["rank"], second["reward"]) == ("CLAIM", 2, "1500000.00")
    assert (await state(sim, other, ranking))["state"] == "CLOSE"
    before = minor(await balance(sim, agent))
    body = {"promotionId": ranking["id"]}
    assert (await sim.value("POST", REWARD, json=body, headers=agent))["state"] == "CLAIMED"
    again = await sim.call("POST", REWARD, json=body, headers=agent, status=409)
    assert again["errorCode"] == "promotion.state.invalid"
    assert minor(await balance(sim, agent)) == before + 150_000_000
    journal = await sim.control("GET", "/__sim/journal?type=ranking.drawn")
    assert [w["account"] for w in journal[0]["data"]["winners"][:2]] == ["demo01", "agent01"]
    await balanced(sim)


async def test_an_excluded_member_is_paid_no_rebate(sim: Sim) -> None:
    today = datetime.fromtimestamp(await now_ms(sim) / 1000, ZONE).date()
    day1 = today + timedelta(days=1)
    await set_clock(sim, epoch_ms(datetime(day1.year, day1.month, day1.day, 23, 50, tzinfo=ZONE)))
    headers = await auth(sim)
    staked = await play(sim, "demo01", "JILI", 100_000_00)
    after_play = minor(await balance(sim, headers))
    await sim.control(
        "POST", "/__sim/players/demo01/exclusion", {"kind": "timeout", "length": "24h"}
    )
    ran = await advance(sim, "30m")  # the rebate of day 1 runs at 00:15 on day 2
    assert [r for r in ran if r["job"] == "promotions.rebate"]
    entries = await sim.control("GET", "/__sim/journal?type=promotion.issued&player=demo01")
    assert entries == []
    await sim.control("DELETE", "/__sim/players/demo01/responsible")
    # Nothing was paid on top of the stake's result (game wallets came back to the main one).
    assert minor(await balance(sim, await auth(sim))) == after_play
    assert staked > 0
    await balanced(sim)
