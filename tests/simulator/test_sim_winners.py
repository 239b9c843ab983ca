"""The winners board (ODSFE2_getWinnerBoard) and GCSGAME_getRankList: the biggest real wins
of the last 7 days on the simulator clock, by multiplier then amount, accounts masked."""

from __future__ import annotations

from typing import Any

import pytest
from playkit import ROUND, auth, first_game, launch, minor, round_body, slot
from simkit import Sim

from simulator.core.members.masks import mask_account

BOARD = "/wps/relay/ODSFE2_getWinnerBoard"
RANKS = "/wps/relay/GCSGAME_getRankList"
CHECK = "/__sim/ledger/check"
START = "2030-01-01T00:00:00Z"  # far past the seeded history: the board starts empty
START_MS = 1_893_456_000_000
DAY_MS = 86_400_000


async def board(sim: Sim, **params: Any) -> list[dict[str, Any]]:
    return (await sim.value("GET", BOARD, params=params))["list"]


async def ranks(sim: Sim, **params: Any) -> list[dict[str, Any]]:
    return (await sim.value("GET", RANKS, params=params))["list"]


async def forced_win(sim: Sim, ticket: str, bet: str, multiplier: int) -> dict[str, Any]:
    await sim.control(
        "POST", "/__sim/outcomes", {"player": "demo01", "next": {"multiplier": multiplier}}
    )
    return (await sim.value("POST", ROUND, json=round_body(ticket, bet)))["round"]


async def assert_balanced(sim: Sim) -> None:
    check = await sim.control("GET", CHECK)
    assert (check["balanced"], check["negative"], check["mismatched"]) == (True, [], [])


def order_key(row: dict[str, Any]) -> tuple[int, int]:
    return minor(row["multiplier"]), minor(row["winAmount"])


@pytest.mark.agent_history
async def test_the_seeded_history_fills_the_board_at_start(sim: Sim) -> None:
    rows = await board(sim)
    assert 0 < len(rows) <= 20
    assert [order_key(r) for r in rows] == sorted(map(order_key, rows), reverse=True)
    now = (await sim.control("GET", "/__sim/clock"))["now"]
    for row in rows:
        assert set(row) == {
            "account",
            "gameName",
            "gameType",
            "vassalage",
            "winAmount",
            "multiplier",
            "time",
            "wonAt",
        }
        assert "***" in row["account"] and minor(row["winAmount"]) > 0
        assert row["time"][:10] <= now[:10] and len(row["time"]) == 19
    assert len(await board(sim, size=3)) == 3
    for size in ("0", "51", "x"):
        await sim.error("GET", BOARD, "request.invalid", params={"size": size})
    listed = await ranks(sim)
    assert [(r["account"], r["winAmount"], r["multiplier"]) for r in listed] == [
        (r["account"], r["winAmount"], r["multiplier"]) for r in rows
    ]
    assert [r["rank"] for r in listed] == list(range(1, len(listed) + 1))


async def test_a_big_forced_win_tops_both_boards(sim: Sim) -> None:
    game, ticket, _ = await slot(sim)
    played = await forced_win(sim, ticket, game["minBet"], 500)
    assert minor(played["win"]) == 500 * minor(game["minBet"])
    top = (await board(sim))[0]
    assert top["account"] == mask_account("demo01") == "de***01"
    assert (top["gameName"], top["vassalage"], top["gameType"]) == (
        game["gameName"],
        game["vassalage"],
        game["gameType"],
    )
    assert (top["winAmount"], top["multiplier"]) == (played["win"], "500.00")
    assert all("demo01" not in r["account"] for r in await board(sim, size=50))
    first = (await ranks(sim))[0]
    assert first == {
        "rank": 1,
        "account": "de***01",
        "gameId": game["gameId"],
        "gameName": game["gameName"],
        "vassalage": game["vassalage"],
        "gameType": game["gameType"],
        "icon": game["icon"],
        "winAmount": played["win"],
        "multiplier": "500.00",
    }
    await assert_balanced(sim)


async def test_multiplier_first_then_amount(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    game, ticket, _ = await slot(sim)
    bet = minor(game["minBet"])
    small = await forced_win(sim, ticket, game["minBet"], 40)
    large = await forced_win(sim, ticket, f"{bet * 5 // 100}.{bet * 5 % 100:02d}", 40)
    higher = await forced_win(sim, ticket, game["minBet"], 41)
    rows = await board(sim)
    assert [r["winAmount"] for r in rows] == [higher["win"], large["win"], small["win"]]
    assert [r["multiplier"] for r in rows] == ["41.00", "40.00", "40.00"]
    assert rows[0]["time"] == "2030-01-01 07:00:00"  # the brand's zone, UTC+7
    assert rows[0]["wonAt"] == START_MS
    await assert_balanced(sim)


async def test_wins_older_than_seven_days_drop_out(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    game, ticket, _ = await slot(sim)
    await forced_win(sim, ticket, game["minBet"], 100)
    assert len(await board(sim)) == len(await ranks(sim)) == 1
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-07T23:59:59.999Z"})
    assert len(await board(sim)) == len(await ranks(sim)) == 1
    await sim.control("POST", "/__sim/clock", {"set": "2030-01-08T00:00:00Z"})
    assert await board(sim) == await ranks(sim) == []


async def test_game_names_in_the_request_language(sim: Sim) -> None:
    game, ticket, headers = await slot(sim)
    await forced_win(sim, ticket, game["minBet"], 900)
    listed = await sim.value(
        "GET",
        "/wps/relay/GCSGAME_gameList",
        params={"vassalage": "JILI", "pageSize": "1", "language": "TY"},
        headers=headers,
    )
    vietnamese = listed["games"][0]["gameName"]
    assert vietnamese != game["gameName"]
    assert (await board(sim, language="TY"))[0]["gameName"] == vietnamese
    by_header = await sim.value("GET", BOARD, headers={"Language": "TY"})
    assert by_header["list"][0]["gameName"] == vietnamese
    assert (await board(sim, language="EN"))[0]["gameName"] == game["gameName"]
    assert (await ranks(sim, language="TY"))[0]["gameName"] == vietnamese


async def test_won_lottery_tickets_count_and_the_rank_list_filters_by_type(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    headers = await auth(sim)
    order = {"gameCode": "SEA5D_1M", "playType": "5D_LAST2", "numbers": ["19"]}
    placed = await sim.value(
        "POST", "/lgw/orders", headers=headers, json={**order, "amount": "1000.00"}
    )
    await sim.control(
        "POST", "/__sim/lottery/next", {"game": "SEA5D_1M", "numbers": [1, 2, 3, 1, 9]}
    )
    await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    live = await first_game(sim, headers, "EVO")
    path, ticket = await launch(sim, headers, "EVO", live["gameId"])
    assert live["gameType"] == "LIVE" and path.startswith("/demo/table/")
    await sim.control("POST", "/__sim/outcomes", {"player": "demo01", "next": "win"})
    body = round_body(ticket, live["minBet"], choice="dragon")
    table = (await sim.value("POST", ROUND, json=body))["round"]
    assert minor(table["win"]) == 2 * minor(live["minBet"])
    rows = await board(sim)
    assert [(r["gameType"], r["winAmount"], r["multiplier"]) for r in rows] == [
        ("LOTT", "95000.00", "95.00"),
        ("LIVE", table["win"], "2.00"),
    ]
    assert rows[0]["vassalage"] == "TCG_SEA" and rows[0]["account"] == "de***01"
    lottery = await ranks(sim, gameType="LOTT")
    assert [(r["gameType"], r["winAmount"]) for r in lottery] == [("LOTT", "95000.00")]
    assert placed["ticket"]["ticketId"] and lottery[0]["gameId"] > 0
    assert [r["gameType"] for r in await ranks(sim, gameType="live")] == ["LIVE"]
    assert await ranks(sim, gameType="FISH") == []
    await assert_balanced(sim)


async def test_trial_accounts_never_listed(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    body = {"os": "Linux", "platform": "W", "nonce": "n-winners-0001"}
    gateway = {"X-Gateway-Version": "3"}
    trial = (await sim.send("POST", "/wps/session/login/freeplay", body, headers=gateway))["value"]
    headers = {"Authorization": trial["token"]}
    listed = await sim.value(
        "GET", "/wps/relay/GCSGAME_gameList", params={"vassalage": "JILI"}, headers=headers
    )
    game = listed["games"][0]
    _, ticket = await launch(sim, headers, "JILI", game["gameId"])
    await sim.control("POST", "/__sim/outcomes", {"next": {"multiplier": 50}})
    played = await sim.value("POST", ROUND, json=round_body(ticket, game["minBet"]))
    assert minor(played["round"]["win"]) > 0
    assert await board(sim) == []
