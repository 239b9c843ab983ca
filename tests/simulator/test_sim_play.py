"""Real play: demo rounds through the seamless wallet, idempotency, forced outcomes."""

from __future__ import annotations

from playkit import ROUND, STATE, auth, balance, first_game, launch, minor, round_body, slot
from simkit import Sim

CHECK = "/__sim/ledger/check"


async def test_slot_round_debits_and_credits_exactly_once(sim: Sim) -> None:
    game, ticket, headers = await slot(sim)
    before = minor(await balance(sim, headers))
    await sim.control("POST", "/__sim/outcomes", {"player": "demo01", "next": {"multiplier": 20}})
    body = round_body(ticket, game["minBet"])
    value = await sim.value("POST", ROUND, json=body)
    bet = minor(game["minBet"])
    assert value["round"]["bet"] == game["minBet"]
    assert minor(value["round"]["win"]) == 20 * bet
    assert value["round"]["outcome"]["line"]["multiplier"] == 20
    assert value["round"]["outcome"]["forced"] is True
    assert minor(value["balance"]) == before + 19 * bet == minor(await balance(sim, headers))
    posted = await sim.control("GET", "/__sim/journal?type=transfer.posted&limit=5")
    references = [e["data"]["reference"] for e in posted[:2]]
    assert references == [f"win:{body['roundId']}", f"bet:{body['roundId']}"]
    events = await sim.control("GET", "/__sim/journal?type=bet.*")
    assert [e["type"] for e in events] == ["bet.settled", "bet.placed"]
    assert events[0]["data"]["win"] == value["round"]["win"] and events[0]["player"] == "demo01"
    check = await sim.control("GET", CHECK)
    assert (check["balanced"], check["sum"], check["negative"], check["mismatched"]) == (
        True,
        "0.00",
        [],
        [],
    )


async def test_retried_round_moves_no_money(sim: Sim) -> None:
    game, ticket, headers = await slot(sim)
    body = round_body(ticket, game["minBet"])
    first = await sim.value("POST", ROUND, json=body)
    again = await sim.value("POST", ROUND, json=body)
    assert again["replayed"] is True and first["replayed"] is False
    assert again["round"] == first["round"] and again["balance"] == first["balance"]
    assert await balance(sim, headers) == first["balance"]
    placed = await sim.control("GET", "/__sim/journal?type=bet.placed")
    assert len(placed) == 1
    other = {**body, "bet": str(minor(game["minBet"]) * 2 // 100) + ".00"}
    await sim.error("POST", ROUND, "round.conflict", 409, json=other)


async def test_insufficient_funds_refused_without_writes(sim: Sim) -> None:
    game, ticket, headers = await slot(sim, "newbie01")  # opening balance 0
    assert await balance(sim, headers) == "0.00"
    body = round_body(ticket, game["minBet"])
    await sim.error("POST", ROUND, "balance.insufficient", json=body)
    assert await sim.control("GET", "/__sim/journal?type=bet.*") == []
    state = await sim.value("GET", STATE, params={"t": ticket})
    assert state["history"] == [] and state["balance"] == "0.00"
    assert (await sim.control("GET", CHECK))["balanced"] is True


async def test_bad_rounds_are_refused(sim: Sim) -> None:
    game, ticket, _ = await slot(sim)
    body = await sim.error("POST", ROUND, "request.invalid", json=round_body(ticket, "0.01"))
    assert body["field"] == "bet"
    bad = {**round_body(ticket, game["minBet"]), "roundId": "nope"}
    assert (await sim.error("POST", ROUND, "request.invalid", json=bad))["field"] == "roundId"
    bad = round_body(ticket, "1e3")
    assert (await sim.error("POST", ROUND, "request.invalid", json=bad))["field"] == "bet"
    await sim.error("POST", ROUND, "ticket.invalid", 401, json=round_body("x" * 20, "1.00"))


async def test_forced_outcomes_by_player_game_and_times(sim: Sim) -> None:
    game, ticket, _ = await slot(sim)
    await sim.control("POST", "/__sim/outcomes", {"player": "agent01", "next": "win", "times": 5})
    await sim.control(
        "POST", "/__sim/outcomes", {"game": game["gameId"], "next": "lose", "times": 2}
    )
    queued = await sim.control("POST", "/__sim/outcomes", {"player": "demo01", "next": "win"})
    assert [q["remaining"] for q in queued] == [5, 2, 1]
    wins = []
    for _ in range(3):
        value = await sim.value("POST", ROUND, json=round_body(ticket, game["minBet"]))
        wins.append(minor(value["round"]["win"]))
    assert wins[0] == 0 and wins[1] == 0 and wins[2] > 0
    left = await sim.control("GET", "/__sim/outcomes")
    assert [(q["player"], q["remaining"]) for q in left] == [("agent01", 5)]
    response = await sim.client.post("/__sim/outcomes", json={"next": "jackpot"})
    assert response.status == 400
    response = await sim.client.post("/__sim/outcomes", json={"player": "ghost", "next": "win"})
    assert response.status == 404


async def test_table_game_takes_a_side(sim: Sim) -> None:
    headers = await auth(sim)
    path, ticket = await launch(sim, headers, "EVO", 1101)
    assert path == "/demo/table/1101"
    state = await sim.value("GET", STATE, params={"t": ticket})
    assert state["game"]["kind"] == "table" and state["game"]["choices"] == [
        "dragon",
        "tiger",
        "tie",
    ]
    bet = state["game"]["bets"][0]
    body = await sim.error("POST", ROUND, "request.invalid", json=round_body(ticket, bet))
    assert body["field"] == "choice"
    await sim.control("POST", "/__sim/outcomes", {"next": "win"})
    value = await sim.value("POST", ROUND, json=round_body(ticket, bet, choice="dragon"))
    outcome = value["round"]["outcome"]
    assert outcome["winner"] == "dragon" and outcome["choice"] == "dragon"
    assert minor(value["round"]["win"]) == 2 * minor(bet)


async def test_ticket_expires_on_the_clock(sim: Sim) -> None:
    game, ticket, _ = await slot(sim)
    await sim.control("POST", "/__sim/clock", {"advance": "1h59m"})
    await sim.value("GET", STATE, params={"t": ticket})
    await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    await sim.error("GET", STATE, "ticket.expired", 401, params={"t": ticket})
    body = round_body(ticket, game["minBet"])
    await sim.error("POST", ROUND, "ticket.expired", 401, json=body)
    page = await sim.client.get(f"/demo/slot/{game['gameId']}", params={"t": ticket})
    assert page.status == 401 and page.content_type == "text/html"


async def test_tickets_belong_to_one_member_and_one_game(sim: Sim) -> None:
    game, ticket, demo = await slot(sim)
    agent = await auth(sim, "agent01")
    _, agent_ticket = await launch(sim, agent, "JILI", game["gameId"])
    demo_before, agent_before = await balance(sim, demo), await balance(sim, agent)
    played = await sim.value("POST", ROUND, json=round_body(agent_ticket, game["minBet"]))
    assert await balance(sim, demo) == demo_before
    profit = minor(played["round"]["profit"])
    assert minor(await balance(sim, agent)) == minor(agent_before) + profit
    state = await sim.value("GET", STATE, params={"t": agent_ticket})
    assert len(state["history"]) == 1
    assert (await sim.value("GET", STATE, params={"t": ticket}))["history"] == []
    other = await first_game(sim, demo, "PG")
    page = await sim.client.get(f"/demo/slot/{other['gameId']}", params={"t": ticket})
    assert page.status == 401  # the ticket is for another game
    page = await sim.client.get(f"/demo/table/{game['gameId']}", params={"t": ticket})
    assert page.status == 401  # wrong kind
    await sim.control("POST", "/__sim/players/demo01/flags", {"locked": True})
    await sim.error("GET", STATE, "ticket.invalid", 401, params={"t": ticket})


async def test_rounds_refused_while_the_vendor_is_in_maintenance(sim: Sim) -> None:
    game, ticket, _ = await slot(sim)
    await sim.control("PUT", "/__sim/games/JILI", {"maintenance": True})
    body = round_body(ticket, game["minBet"])
    await sim.error("POST", ROUND, "game.maintenance", json=body)
    assert await sim.control("GET", "/__sim/journal?type=bet.*") == []
