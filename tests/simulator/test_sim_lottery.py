"""The lottery backend: draws on the clock, tickets through the ledger, the /lgw reads."""

from __future__ import annotations

from typing import Any

import pytest
from simkit import Sim

from simulator.features.lottery import plays
from simulator.features.lottery.draws import PERIODS, game_of
from simulator.keys import DB

CLOSED, POOR, BAD_PLAY = "lottery.issue.closed", "balance.insufficient", "lottery.playtype.invalid"
START = "2030-01-01T00:00:00Z"  # 07:00 in Vietnam: the 1-minute issue drawn at 00:01 is 0421


async def _ready(sim: Sim) -> dict[str, str]:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    return {"Authorization": (await sim.login())["token"]}


async def _advance(sim: Sim, by: str) -> list[dict[str, Any]]:
    value = await sim.control("POST", "/__sim/clock", {"advance": by})
    return [r for r in value["ran"] if r["job"].startswith("lottery.")]


async def _order(sim: Sim, auth: dict[str, str], **body: Any) -> dict[str, Any]:
    return await sim.value("POST", "/lgw/orders", headers=auth, json=body)


async def _balance(sim: Sim, auth: dict[str, str]) -> str:
    return (await sim.value("GET", "/wps/v2/wallets/balance", headers=auth))["sumBalance"]


def test_issue_numbers_and_periods() -> None:
    one = PERIODS["1m"]
    at = 1_893_456_060_000  # 2030-01-01T00:01Z
    assert one.issue(at) == "20300101-0421"
    assert PERIODS["30s"].issue(at) == "20300101-0842"
    assert PERIODS["vn-north"].issue(at + 11 * 3_600_000 + 14 * 60_000) == "20300101-0001"
    assert one.issue(1_893_456_000_000 - 7 * 3_600_000) == "20291231-1440"  # ICT midnight
    assert one.open_boundary(at - 7_000) == at and one.open_boundary(at - 5_000) == at + 60_000
    assert game_of("SEA5D_1M").period.kind == "1m"  # type: ignore[union-attr]
    assert game_of("EL_KENO_30S").period.kind == "30s"  # type: ignore[union-attr]
    assert game_of("VN_HCM").period.kind == "vn-south"  # type: ignore[union-attr]
    assert game_of("VN_HN").format.size == 27  # type: ignore[union-attr]
    assert game_of("VN_MB45").period.kind == "45s"  # type: ignore[union-attr]
    assert game_of("NOPE_1M") is None


def test_payouts() -> None:
    sea, vn, keno = game_of("SEA5D_1M"), game_of("VN_HCM"), game_of("KENO_1M")
    assert sea and vn and keno
    play, picks = plays.checked(sea, "5D_BIG_SMALL", ["big"])
    assert play.pay(picks, list("99500"), 1000) == 1950
    assert play.pay(picks, list("00001"), 1000) == 0
    play, picks = plays.checked(sea, "5D_LAST2", ["07"])
    assert play.pay(picks, list("12307"), 1000) == 95_000
    play, picks = plays.checked(vn, "LO_2D", ["88"])
    drawn = ["123488", "12388"] + ["00000"] * 16
    assert play.pay(picks, drawn, 1800) == 1800 * 80 * 2 // 18
    play, picks = plays.checked(keno, "KENO_PICK", ["1", "2", "3"])
    drawn = [f"{n:02d}" for n in range(1, 21)]
    assert picks == ["01", "02", "03"] and play.pay(picks, drawn, 100) == 4000


async def test_a_draw_per_period_as_the_clock_advances(sim: Sim) -> None:
    await _ready(sim)
    ran = await _advance(sim, "1m")
    assert [(r["job"], r["dueAt"][11:19]) for r in ran] == [
        ("lottery.draw.30s", "00:00:30"),
        ("lottery.draw.45s", "00:00:45"),
        ("lottery.draw.30s", "00:01:00"),
        ("lottery.draw.1m", "00:01:00"),
    ]
    assert ran[-1]["result"]["issue"] == "20300101-0421"
    latest = await sim.value("GET", "/lotto/lgw/games/opened/numero?gameCode=SEA5D_1M")
    assert latest["issue"] == "20300101-0421" and len(latest["numbers"]) == 5
    assert latest["nextIssue"] == "20300101-0422"
    ran = await _advance(sim, "9m")
    kinds = [r["job"] for r in ran]
    assert kinds.count("lottery.draw.1m") == 9 and kinds.count("lottery.draw.5m") == 2
    assert kinds.count("lottery.draw.10m") == 1 and kinds.count("lottery.draw.3m") == 3
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T09:00:00Z"})
    ran = await _advance(sim, "2h20m")
    daily = [(r["job"], r["dueAt"][11:16]) for r in ran if "vn-" in r["job"]]
    assert daily == [
        ("lottery.draw.vn-south", "09:15"),
        ("lottery.draw.vn-central", "10:15"),
        ("lottery.draw.vn-north", "11:15"),
    ]
    vn = await sim.value("GET", "/lotto/lgw/games/opened/numero?gameCode=VN_HN")
    assert vn["issue"] == "20300101-0001" and len(vn["numbers"]) == 27


async def test_ticket_wins_with_forced_numbers_and_the_ledger_balances(sim: Sim) -> None:
    auth = await _ready(sim)
    assert await _balance(sim, auth) == "1000000.00"
    current = await sim.value("GET", "/lgw/games/SEA5D_1M/current")
    assert current["issue"] == "20300101-0421"
    assert current["closeTime"] == "2030-01-01T00:00:54.000Z"
    win = await _order(
        sim, auth, gameCode="SEA5D_1M", playType="5D_LAST2", numbers=["19"], amount="1000.00"
    )
    lose = await _order(
        sim,
        auth,
        gameCode="SEA5D_1M",
        playType="5D_BIG_SMALL",
        numbers=["BIG"],
        amount="2000.50",
        issue="20300101-0421",
    )
    assert win["ticket"]["status"] == "open" and lose["balance"] == "996999.50"
    forced = await sim.control(
        "POST", "/__sim/lottery/next", {"game": "SEA5D_1M", "numbers": [1, 2, 3, 1, 9]}
    )
    assert forced["numbers"] == ["1", "2", "3", "1", "9"]
    ran = await _advance(sim, "1m")
    assert ran[-1]["result"] == {
        "issue": "20300101-0421",
        "forced": ["SEA5D_1M"],
        "settled": 2,
        "won": 1,
    }
    tickets = (await sim.value("GET", "/lgw/orders", headers=auth))["list"]
    assert [(t["ticketId"], t["status"], t["win"]) for t in tickets] == [
        (lose["ticket"]["ticketId"], "lost", "0.00"),
        (win["ticket"]["ticketId"], "won", "95000.00"),
    ]
    assert tickets[0]["result"] == ["1", "2", "3", "1", "9"]
    assert await _balance(sim, auth) == "1091999.50"
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True
    refs = await sim.control("GET", "/__sim/journal?type=transfer.posted&limit=10")
    assert {e["data"]["reference"] for e in refs} >= {
        f"lotto-bet:{win['ticket']['ticketId']}",
        f"lotto-win:{win['ticket']['ticketId']}",
    }
    drawn = await sim.control("GET", "/__sim/journal?type=lottery.drawn")
    assert drawn[0]["data"]["forced"] is True and drawn[0]["data"]["tickets"] == 2
    settled = await sim.control("GET", "/__sim/journal?type=lottery.settled")
    assert len(settled) == 2 and settled[0]["player"] == "demo01"


async def test_advancing_twice_over_a_period_neither_draws_nor_pays_twice(sim: Sim) -> None:
    auth = await _ready(sim)
    await _order(
        sim, auth, gameCode="SEA5D_1M", playType="5D_LAST2", numbers=["19"], amount="1000.00"
    )
    await sim.control("POST", "/__sim/lottery/next", {"game": "SEA5D_1M", "numbers": list("12319")})
    first = await _advance(sim, "1m")
    assert first[-1]["result"]["won"] == 1
    balance = await _balance(sim, auth)
    await sim.control("POST", "/__sim/clock", {"set": START})
    await sim.control("POST", "/__sim/lottery/next", {"game": "SEA5D_1M", "numbers": list("00000")})
    again = await _advance(sim, "1m")
    assert [r["result"].get("skipped") for r in again] == [True, True, True, True]
    assert await _balance(sim, auth) == balance
    latest = await sim.value("GET", "/lotto/lgw/games/opened/numero?gameCode=SEA5D_1M")
    assert latest["numbers"] == ["1", "2", "3", "1", "9"]  # the queued 00000 waits
    assert len(await sim.control("GET", "/__sim/lottery/next")) == 1
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True
    # betting on the issue drawn already is refused after the clock went back
    await sim.control("POST", "/__sim/clock", {"set": START})
    await sim.error(
        "POST",
        "/lgw/orders",
        "lottery.issue.closed",
        headers=auth,
        json={"gameCode": "SEA5D_1M", "playType": "5D_LAST2", "numbers": ["12"], "amount": "1000"},
    )


async def test_vn_lo_and_keno_settle(sim: Sim) -> None:
    auth = await _ready(sim)
    await _order(sim, auth, gameCode="VN_MN1", playType="LO_2D", numbers=["88"], amount="1800")
    await _order(
        sim, auth, gameCode="EL_KENO_30S", playType="KENO_PICK", numbers=[5, 6], amount="1000"
    )
    south = ["123488", "12388"] + ["00000"] * 9 + ["12345"] + ["0000"] * 4 + ["000", "00"]
    await sim.control("POST", "/__sim/lottery/next", {"game": "VN_MN1", "numbers": south})
    keno = list(range(1, 21))
    await sim.control("POST", "/__sim/lottery/next", {"game": "EL_KENO_30S", "numbers": keno})
    await _advance(sim, "1m")
    tickets = (await sim.value("GET", "/lgw/orders?status=won", headers=auth))["list"]
    assert sorted((t["gameCode"], t["win"]) for t in tickets) == [
        ("EL_KENO_30S", "12000.00"),
        ("VN_MN1", "16000.00"),
    ]
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"playType": "5D_LAST2", "numbers": ["1"]}, "lottery.numbers.invalid"),
        ({"playType": "5D_LAST2", "numbers": ["1x"]}, "lottery.numbers.invalid"),
        ({"playType": "5D_BIG_SMALL", "numbers": ["MEDIUM"]}, "lottery.numbers.invalid"),
        ({"playType": "LO_2D", "numbers": ["12"]}, "lottery.playtype.invalid"),
        ({"playType": "5D_LAST2", "numbers": ["12"], "amount": "1.5.0"}, "request.invalid"),
        ({"playType": "5D_LAST2", "numbers": ["12"], "amount": "1.00"}, "request.invalid"),
        ({"playType": "5D_LAST2", "numbers": ["12"], "issue": "20300101-0420"}, CLOSED),
        ({"playType": "5D_LAST2", "numbers": ["12"], "amount": "2000000.00"}, POOR),
        ({"gameCode": "SEA4D_1M", "playType": "5D_LAST2", "numbers": ["12"]}, BAD_PLAY),
        ({"gameCode": "NOPE_1M", "playType": "5D_LAST2", "numbers": ["12"]}, "game.not.found"),
    ],
)  # fmt: skip
async def test_refused_orders_write_nothing(sim: Sim, body: dict[str, Any], code: str) -> None:
    auth = await _ready(sim)
    full = {"gameCode": "SEA5D_1M", "amount": "1000.00", **body}
    status = 404 if code == "game.not.found" else 400
    await sim.error("POST", "/lgw/orders", code, status, headers=auth, json=full)
    db = sim.client.app[DB]
    assert db.one("SELECT COUNT(*) AS n FROM lottery_tickets")["n"] == 0
    assert db.one("SELECT COUNT(*) AS n FROM transfers WHERE kind LIKE 'lotto%'")["n"] == 0
    assert await _balance(sim, auth) == "1000000.00"


async def test_orders_need_a_real_session(sim: Sim) -> None:
    await sim.error("GET", "/lgw/orders", "login.not.session", 401)
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    response = await sim.client.post(
        "/__sim/lottery/next", json={"game": "SEA5D_1M", "numbers": [1, 2]}
    )
    assert (await response.json())["errorCode"] == "lottery.numbers.invalid"


async def test_menus_popular_and_opened_shapes(sim: Sim) -> None:
    await _ready(sim)
    menus = (await sim.value("GET", "/lgw/games/game_menus"))["gameMenus"]
    assert menus[0]["gameGroupCode"] == "SEA5D" and menus[0]["labelName"] == "SEA 5D"
    assert {"SEA5D", "KENO", "EL_KENO"} <= {m["gameGroupCode"] for m in menus}
    game = menus[0]["games"][0]
    assert game["gameCode"] == "SEA5D_1M" and game["prizeMode"] == "SEA"
    assert game["playTypes"] == ["5D_BIG_SMALL", "5D_LAST2", "5D_DIRECT", "5D_ODD_EVEN"]
    assert game["currentIssue"] == "20300101-0421" and game["minBet"].endswith(".00")
    vn = await sim.value("GET", "/lgw/vn/games/game_menu", headers={"Language": "TY"})
    labels = [(m["gameGroupCode"], m["labelName"]) for m in vn["gameMenus"]]
    assert labels[0] == ("VN_NORTH", "Miền Bắc") and len(labels) == 4
    assert sum(len(m["games"]) for m in vn["gameMenus"]) == 45
    recent = (await sim.value("GET", "/lgw/vn/games/game_menu/recent"))["games"]
    assert len(recent) == 45 and recent[0]["lastDrawTime"] >= recent[-1]["lastDrawTime"]
    popular = await sim.value("GET", "/lgw/games/popular?count=20&prizeMode=&device=WEB")
    assert len(popular["list"]) == 20 and popular["total"] > 20
    assert popular["list"][0]["isHot"] == 1
    sea = await sim.value("GET", "/lgw/games/popular?count=20&prizeMode=Lott")
    assert {g["prizeMode"] for g in sea["list"]} == {"Lott"}
    assert (await sim.value("GET", "/lgw/games/popular?prizeMode=ZY"))["list"] == []
    opened = await sim.value("GET", "/lgw/vn/numeros/opened/game?gameCode=VN_HCM&count=100")
    issues = [d["issue"] for d in opened["list"]]
    assert len(issues) == 100 and len(set(issues)) == 100
    assert issues[0] == "20291231-0001" and len(opened["list"][0]["numbers"]) == 18
    again = await sim.value("GET", "/lgw/vn/numeros/opened/game?gameCode=VN_HCM&count=100")
    assert again == opened  # seeded: the same world draws the same numbers
    by_query = await sim.value("GET", "/lgw/games/current?gameCode=EL_KENO_30S")
    assert by_query["issue"] == "20300101-0841" and by_query["period"] == "30s"
    await sim.error("GET", "/lgw/games/NOPE/current", "game.not.found", 404)


async def test_results_need_their_module(sim: Sim) -> None:
    await sim.control("PUT", "/__sim/modules", {"AGEANNOUNCE3": "0"})
    await sim.error("GET", "/lgw/games/popular?count=20", "function.not.available")
    path = "/lotto/lgw/games/opened/numero?gameCode=VN_HN"
    await sim.error("GET", path, "function.not.available")
    assert await sim.value("GET", "/lgw/games/game_menus")
