"""Team reports (docs/contract.md section 13): team betting, user profit and loss,
transaction details of downlines, my income and the agent announcements; every total is
checked against what the seeded rounds, deposits and ledger transfers add up to."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest
from agentkit import (
    PAYPASS,
    RELAY,
    accounts,
    db_of,
    expected,
    get,
    login,
    minor,
    set_payment_password,
    start_of,
    team,
    today,
)
from simkit import Sim

from simulator.core.ledger.store import COMMISSION_CODE, LedgerStore, main_code

# Team figures come from the seeded days of play.
pytestmark = pytest.mark.agent_history


async def _range(sim: Sim) -> dict[str, str]:
    day = await today(sim)
    return {"beginDate": (day - timedelta(days=14)).isoformat(), "endDate": day.isoformat()}


async def test_team_bet_record_is_the_betting_record_over_the_team(sim: Sim) -> None:
    db = db_of(sim)
    days = await _range(sim)
    levels = team(db, "agent01")
    names = accounts(db, levels)
    day = await today(sim)
    want = expected(db, levels, day - timedelta(days=14), day)
    agent = await login(sim, "agent01")
    record = await get(sim, "ODSFE2_getTeamBetRecord", agent, pageSize=100, **days)
    assert minor(record["totals"]["betAmount"]) == want.bet
    assert minor(record["totals"]["winAmount"]) == want.win
    assert minor(record["totals"]["profit"]) == want.profit
    rounds = [
        r for r in db.all("SELECT member_id, placed_at FROM rounds") if r["member_id"] in levels
    ]
    assert record["totalCount"] == len(rounds)
    assert {row["account"] for row in record["list"]} <= set(names.values())
    times = [row["betTime"] for row in record["list"]]
    assert times == sorted(times, reverse=True)
    one = record["list"][0]["account"]
    only = await get(sim, "ODSFE2_getTeamBetRecord", agent, account=one, pageSize=100, **days)
    assert {row["account"] for row in only["list"]} == {one}
    member_id = next(i for i, name in names.items() if name == one)
    assert (
        minor(only["totals"]["betAmount"])
        == expected(db, [member_id], day - timedelta(days=14), day).bet
    )
    live = await get(sim, "ODSFE2_getTeamBetRecord", agent, gameType="LIVE", **days)
    assert all(row["gameType"] == "LIVE" for row in live["list"])
    sub_team = team(db, "agent02")
    below = await get(sim, "ODSFE2_getTeamBetRecord", await login(sim, "agent02"), **days)
    assert (
        minor(below["totals"]["betAmount"])
        == expected(db, sub_team, day - timedelta(days=14), day).bet
    )
    assert {row["account"] for row in below["list"]} <= set(accounts(db, sub_team).values())
    await sim.error(
        "GET",
        RELAY + "ODSFE2_getTeamBetRecord",
        "request.invalid",
        headers=agent,
        params={"beginDate": "2025-01-01", "endDate": "2025-05-01"},
    )


async def test_team_profit_and_loss_per_member(sim: Sim) -> None:
    db = db_of(sim)
    days = await _range(sim)
    day = await today(sim)
    begin = day - timedelta(days=14)
    levels = team(db, "agent01")
    names = accounts(db, levels)
    agent = await login(sim, "agent01")
    value = await get(sim, "ODSFE2_getTeamProfitLoss", agent, pageSize=100, **days)
    want = expected(db, levels, begin, day)
    assert minor(value["totals"]["betAmount"]) == want.bet
    assert minor(value["totals"]["profit"]) == want.profit
    assert minor(value["totals"]["deposit"]) == want.deposits
    bonuses = sum(
        r["amount"]
        for r in db.all(
            "SELECT a.member_id, t.amount, t.created_at FROM transfers t"
            " JOIN accounts a ON a.id = t.credit_account_id WHERE t.kind = 'bonus'"
        )
        if r["member_id"] in levels and start_of(begin) <= r["created_at"]
    )
    assert minor(value["totals"]["bonus"]) == bonuses
    turnover = [minor(row["betAmount"]) for row in value["list"]]
    assert turnover == sorted(turnover, reverse=True)
    assert sum(turnover) == want.bet
    by_id = {name: member_id for member_id, name in names.items()}
    for row in value["list"]:
        mine = expected(db, [by_id[row["account"]]], begin, day)
        assert (minor(row["betAmount"]), minor(row["winAmount"]), minor(row["deposit"])) == (
            mine.bet,
            mine.win,
            mine.deposits,
        )
        assert row["level"] == levels[by_id[row["account"]]]
    assert value["totalCount"] == len(value["list"]) > 0
    top = value["list"][0]["account"]
    only = await get(sim, "ODSFE2_getTeamProfitLoss", agent, account=top, **days)
    assert [row["account"] for row in only["list"]] == [top]
    page = await get(sim, "ODSFE2_getTeamProfitLoss", agent, pageSize=2, pageNo=2, **days)
    assert [r["account"] for r in page["list"]] == [r["account"] for r in value["list"][2:4]]
    assert page["totals"] == value["totals"]


async def test_team_transactions_leave_the_agent_out_and_name_each_side(sim: Sim) -> None:
    db = db_of(sim)
    days = await _range(sim)
    day = await today(sim)
    levels = team(db, "agent01")
    names = accounts(db, levels)
    top = await login(sim, "agent01")
    deposits = await get(sim, "ODSFE2_getTeamTransactions", top, type="DEPOSIT", **days)
    assert (
        minor(deposits["totals"]["in"])
        == expected(db, levels, day - timedelta(days=14), day).deposits
    )
    assert {row["type"] for row in deposits["list"]} == {"DEPOSIT"}
    # agent02 funds one of its players: agent01 sees it on both sides, each with its account.
    agent02 = await login(sim, "agent02")
    await set_payment_password(sim, agent02)
    player = next(
        name
        for member_id, name in accounts(db, team(db, "agent02")).items()
        if name != "agent02"
        and db.one("SELECT type FROM members WHERE id = ?", (member_id,))["type"] == 0
    )
    body = {
        "account": player,
        "amount": "700",
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    await sim.send("POST", RELAY + "MCSFE_transferToDownline", body, headers=agent02)
    moved = await get(sim, "ODSFE2_getTeamTransactions", top, type="TRANSFER", pageSize=100)
    sides = {
        (row["account"], row["amount"])
        for row in moved["list"]
        if row["kind"] == "downline_transfer"
    }
    assert sides == {("agent02", "-700.00"), (player, "700.00")}
    # agent02's own view leaves agent02 out: only the player's side.
    own = await get(sim, "ODSFE2_getTeamTransactions", agent02, type="TRANSFER")
    assert [(row["account"], row["amount"]) for row in own["list"]] == [(player, "700.00")]
    everything = await get(sim, "ODSFE2_getTeamTransactions", top, pageSize=100, **days)
    assert "agent01" not in {row["account"] for row in everything["list"]}
    assert {row["account"] for row in everything["list"]} <= set(names.values())
    only = await get(sim, "ODSFE2_getTeamTransactions", top, account=player, pageSize=100)
    assert {row["account"] for row in only["list"]} == {player}
    assert only["totals"]["in"] == "700.00"


async def test_my_income_reads_contract_payouts_from_the_ledger(sim: Sim) -> None:
    db = db_of(sim)
    ledger = LedgerStore(db)
    day = await today(sim)
    now = start_of(day) + 3_600_000
    ids = {name: member_id for member_id, name in accounts(db, team(db, "agent01")).items()}
    with db.transaction():
        for n, (account, kind, amount) in enumerate(
            (
                ("agent01", "daily_salary", 12_345),
                ("agent01", "dividend", 500_000),
                ("agent02", "daily_salary", 9_999),
            )
        ):
            memo = {
                "contractId": 900 + n,
                "periodStart": now - 86_400_000,
                "periodEnd": now,
                "basis": "1234500.00",
                "rate": "1.00",
            }
            ledger.post(
                f"test-{kind}:{900 + n}:{now}",
                ledger.system(COMMISSION_CODE),
                ledger.by_code(main_code(ids[account])),
                amount,
                kind=kind,
                now=now,
                memo=memo,
            )
    agent = await login(sim, "agent01")
    value = await get(sim, "ODSFE2_getAgentRevenue", agent, beginDate=day, endDate=day)
    paid = {
        r["kind"]: r["total"]
        for r in db.all(
            "SELECT t.kind, SUM(t.amount) AS total FROM transfers t JOIN accounts c"
            " ON c.id = t.credit_account_id WHERE c.member_id = ? AND t.created_at >= ?"
            " AND t.kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')"
            " GROUP BY t.kind",
            (ids["agent01"], start_of(day)),
        )
    }
    assert {k: minor(v) for k, v in value["totals"].items() if k != "total"} == {
        kind: paid.get(kind, 0)
        for kind in ("dividend", "daily_salary", "hourly_salary", "realtime_salary")
    }
    assert minor(value["totals"]["total"]) == sum(paid.values())
    mine = next(row for row in value["list"] if row["contractId"] == 900)
    assert mine == {
        "reference": f"test-daily_salary:900:{now}",
        "kind": "daily_salary",
        "contractId": 900,
        "periodStart": now - 86_400_000,
        "periodEnd": now,
        "basis": "1234500.00",
        "rate": "1.00",
        "amount": "123.45",
        "time": now,
        "parts": [],  # a memo without them (payouts posted before parts were kept)
    }
    assert 902 not in {row["contractId"] for row in value["list"]}  # agent02's
    dividends = await get(sim, "ODSFE2_getAgentRevenue", agent, kind="dividend", beginDate=day)
    assert {row["kind"] for row in dividends["list"]} == {"dividend"}
    assert dividends["totals"]["daily_salary"] == "0.00"
    await sim.error(
        "GET",
        RELAY + "ODSFE2_getAgentRevenue",
        "request.invalid",
        headers=agent,
        params={"kind": "salary"},
    )


async def test_agent_announcements_in_the_callers_language(sim: Sim) -> None:
    agent = await login(sim, "agent01")
    english = await get(sim, "MCSFE_getAgentAnnouncements", agent)
    assert english["totalCount"] == 5 and english["list"][0]["title"] == "Real-time salary is live"
    times = [item["createdAt"] for item in english["list"]]
    assert times == sorted(times, reverse=True) and all(isinstance(t, int) for t in times)
    vietnamese = await get(sim, "MCSFE_getAgentAnnouncements", {**agent, "Language": "TY"})
    assert vietnamese["list"][0]["title"] == "Lương thời gian thực đã ra mắt"
    page = await get(sim, "MCSFE_getAgentAnnouncements", agent, pageSize=2, pageNo=3)
    assert [item["id"] for item in page["list"]] == [english["list"][4]["id"]]
    assert page["totalPages"] == 3
