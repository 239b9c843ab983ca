"""Live tables: each game of the LIVE catalogue is the table its name says; baccarat's third
card tableau, roulette, sic bo and dragon tiger pay by their rules (their exact returns over
every outcome); rounds run on the clock with a betting window, every player sees the same
result, a bet settles once when its round closes (a tie pushes), QA forces a round and
replays any from the seed, and the ledger stays balanced. The cockfight arenas (DS88, DIG)
are tables too, each fight at its own odds."""

from __future__ import annotations

import itertools
import random
import uuid
from fractions import Fraction
from typing import Any

import pytest
from playkit import auth, balance, launch, minor
from simkit import Sim

from simulator.features.tables import blackjack, rules, service
from simulator.keys import DB

LIVE, BET = "/demo/api/live", "/demo/api/live/bet"
POINTS = [Fraction(4, 13), *[Fraction(1, 13)] * 9]  # a card's baccarat points: 0 (ten, faces) to 9
START = "2026-12-09T03:00:00Z"


# -- rules ------------------------------------------------------------------------------------


def test_the_banker_draws_by_the_tableau() -> None:
    # Rows: the banker's total 3-6; columns: the player's third card 0-9 (True: draws).
    chart = {
        3: [True, True, True, True, True, True, True, True, False, True],
        4: [False, False, True, True, True, True, True, True, False, False],
        5: [False, False, False, False, True, True, True, True, False, False],
        6: [False, False, False, False, False, False, True, True, False, False],
    }
    for banker, row in chart.items():
        assert [rules.banker_draws(banker, third) for third in range(10)] == row, banker
    assert all(rules.banker_draws(total, third) for total in (0, 1, 2) for third in range(10))
    assert not any(rules.banker_draws(7, third) for third in range(10))
    assert [rules.banker_draws(total, None) for total in range(8)] == [True] * 6 + [False] * 2


def _baccarat_returns(spot: str, no_commission: bool = False) -> Fraction:
    """The exact return of a spot over every deal of points (an endless shoe)."""
    total = Fraction(0)
    for p1, p2, b1, b2 in itertools.product(range(10), repeat=4):
        weight = POINTS[p1] * POINTS[p2] * POINTS[b1] * POINTS[b2]
        player, banker = (p1 + p2) % 10, (b1 + b2) % 10
        if player >= 8 or banker >= 8:
            outcomes = [(weight, player, banker)]
        else:
            draws = (
                [(Fraction(1), None, player)]
                if player >= 6
                else [(POINTS[p3], p3, (player + p3) % 10) for p3 in range(10)]
            )
            outcomes = []
            for w3, third, final in draws:
                if rules.banker_draws(banker, third):
                    outcomes += [
                        (weight * w3 * POINTS[b3], final, (banker + b3) % 10) for b3 in range(10)
                    ]
                else:
                    outcomes.append((weight * w3, final, banker))
        for w, p, b in outcomes:
            result = {
                "winner": "player" if p > b else "banker" if b > p else "tie",
                "bankerTotal": b,
                "playerPair": False,
                "bankerPair": False,
            }
            total += w * rules.pays_baccarat(spot, result, no_commission=no_commission)
    return total / 100


def test_baccarat_returns_what_the_game_is_known_for() -> None:
    assert 0.985 < _baccarat_returns("banker") < 0.992  # the 5% commission: about a 1.06% edge
    assert 0.985 < _baccarat_returns("player") < 0.99
    assert 0.84 < _baccarat_returns("tie") < 0.87
    assert 0.98 < _baccarat_returns("banker", no_commission=True) < 0.99  # 6 pays half


def test_baccarat_rules_at_the_edges() -> None:
    tie = {"winner": "tie", "bankerTotal": 5, "playerPair": True, "bankerPair": False}
    assert rules.pays_baccarat("player", tie) == 100 and rules.pays_baccarat("banker", tie) == 100
    assert (
        rules.pays_baccarat("tie", tie) == 900 and rules.pays_baccarat("player_pair", tie) == 1200
    )
    six = {"winner": "banker", "bankerTotal": 6, "playerPair": False, "bankerPair": False}
    assert rules.pays_baccarat("banker", six) == 195
    assert rules.pays_baccarat("banker", six, no_commission=True) == 150
    # A natural (8 or 9 on two cards, either side) stands: no third cards.
    naturals = 0
    for seed in range(300):
        dealt = rules.deal_baccarat(random.Random(seed))
        two = [
            sum(rules.card_points(c) for c in hand[:2]) % 10
            for hand in (dealt["player"], dealt["banker"])
        ]
        if max(two) >= 8:
            naturals += 1
            assert len(dealt["player"]) == len(dealt["banker"]) == 2, dealt
    assert naturals > 30


def _uniform_returns(spot: str, results: list[dict[str, Any]], pays: Any) -> Fraction:
    return Fraction(sum(pays(spot, result) for result in results), 100 * len(results))


def test_roulette_pays_the_european_wheel() -> None:
    wheel = [
        {"number": n, "color": "green" if n == 0 else "red" if n in rules.RED else "black"}
        for n in range(37)
    ]
    for spot in rules.TABLES["roulette"].spots:
        assert _uniform_returns(spot, wheel, rules.pays_roulette) == Fraction(36, 37), spot
    assert (
        rules.pays_roulette("red", wheel[0]) == 0
        and rules.pays_roulette("dozen:3", wheel[36]) == 300
    )
    assert (
        rules.pays_roulette("column:1", wheel[34]) == 300
        and rules.pays_roulette("column:1", wheel[35]) == 0
    )


def test_sic_bo_pays_by_its_table() -> None:
    rolls = [
        {"dice": sorted(d), "total": sum(d), "triple": len(set(d)) == 1}
        for d in itertools.product(range(1, 7), repeat=3)
    ]
    for spot in rules.TABLES["sicbo"].spots:
        rtp = _uniform_returns(spot, rolls, rules.pays_sicbo)
        assert Fraction(8, 10) < rtp < 1, (spot, float(rtp))
    assert _uniform_returns("big", rolls, rules.pays_sicbo) == Fraction(2 * 105, 216)
    assert rules.pays_sicbo("big", {"dice": [6, 6, 6], "total": 18, "triple": True}) == 0
    assert rules.pays_sicbo("single:2", {"dice": [2, 2, 5], "total": 9, "triple": False}) == 300


def test_dragon_tiger_returns_half_on_a_tie() -> None:
    deals = [
        {"winner": "tie" if d == t else "dragon" if d > t else "tiger"}
        for d in range(13)
        for t in range(13)
    ]
    # 78 of 169 deals win (2x), 13 tie (half back): (78 x 200 + 13 x 50) / 16900.
    assert _uniform_returns("dragon", deals, rules.pays_dragon_tiger) == Fraction(
        78 * 200 + 13 * 50, 16_900
    )
    assert rules.pays_dragon_tiger("dragon", {"winner": "tie"}) == 50
    assert 0.95 < _uniform_returns("tiger", deals, rules.pays_dragon_tiger) < 0.97
    assert 0.85 < _uniform_returns("tie", deals, rules.pays_dragon_tiger) < 0.93


def test_a_forced_round_is_real_cards() -> None:
    result = rules.result_of("baccarat", 20021, 1101, 5, {"winner": "tie"})
    assert result["playerTotal"] == result["bankerTotal"] and len(result["player"]) >= 2
    assert rules.result_of("sicbo", 20021, 1, 2, {"dice": [6, 1, 3]})["dice"] == [1, 3, 6]
    assert rules.result_of("roulette", 7, 1, 1) == rules.result_of(
        "roulette", 7, 1, 1
    )  # replayable


def test_a_cockfight_pays_its_fights_odds_and_returns_bets_on_a_draw() -> None:
    fight = {"winner": "meron", "odds": {"meron": "1.46", "wala": "2.48", "draw": "9.00"}}
    assert rules.pays_cockfight("meron", fight) == 146
    assert rules.pays_cockfight("wala", fight) == 0
    assert rules.pays_cockfight("draw", fight) == 0
    drawn = {**fight, "winner": "draw"}
    assert [rules.pays_cockfight(s, drawn) for s in ("meron", "wala", "draw")] == [100, 100, 900]
    # Every price the arena sets keeps Meron and Wala returning 90 to 95 % (a draw 3 % of fights,
    # refunded), the favourite paying less than the outsider.
    for percent in range(35, 66):
        p = Fraction(percent, 100)
        meron, wala = rules.fight_odds(percent), rules.fight_odds(100 - percent)
        for chance, odds in ((p, meron), (1 - p, wala)):
            hundredths = int(odds.replace(".", ""))
            returns = Fraction(97, 100) * chance * hundredths / 100 + Fraction(3, 100)
            assert Fraction(90, 100) < returns < Fraction(95, 100), (percent, odds)
        assert (percent > 50) == (Fraction(meron) < Fraction(wala)) or percent == 50


def test_forcing_a_fight_keeps_the_odds_the_players_saw() -> None:
    seeded = rules.result_of("cockfight", 20021, 1404, 7)
    for winner in ("meron", "wala", "draw"):
        forced = rules.result_of("cockfight", 20021, 1404, 7, {"winner": winner})
        assert forced["winner"] == winner and forced["odds"] == seeded["odds"]
    assert rules.prices_of("cockfight", 20021, 1404, 7)["odds"] == seeded["odds"]  # type: ignore[index]
    assert rules.prices_of("roulette", 20021, 1, 7) is None


# -- through the simulator ---------------------------------------------------------------------


async def _table(sim: Sim, kind: str) -> tuple[int, str, str, dict[str, str]]:
    """(game id, vassalage, ticket, headers) of a non-Speed live table of `kind`."""
    db = sim.client.app[DB]
    rows = db.all(
        "SELECT game_id, vassalage, name_en FROM games WHERE game_type = 'LIVE' ORDER BY game_id"
    )
    row = next(
        r
        for r in rows
        if rules.kind_of_name(r["name_en"]) == kind and not service.speed(r["name_en"])
    )
    headers = await auth(sim)
    _, ticket = await launch(sim, headers, row["vassalage"], row["game_id"])
    return row["game_id"], row["vassalage"], ticket, headers


async def test_every_live_game_is_a_table_of_its_name(sim: Sim) -> None:
    names = [
        row["name_en"]
        for row in sim.client.app[DB].all("SELECT name_en FROM games WHERE game_type = 'LIVE'")
    ]
    assert len(names) > 300
    # kind_of_name refuses a name that names no table the simulator deals.
    assert {rules.kind_of_name(name) for name in names} == set(rules.KINDS)
    with pytest.raises(ValueError):
        rules.kind_of_name("Casino Hold'em 3")


async def _bet(
    sim: Sim, ticket: str, spot: str, amount: str, *, status: int = 200, round_id: str | None = None
) -> dict:
    body = {"t": ticket, "roundId": round_id or str(uuid.uuid4()), "spot": spot, "bet": amount}
    return await sim.call("POST", BET, json=body, status=status)


async def test_a_baccarat_tie_pushes_player_and_pays_tie(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    game_id, _, ticket, headers = await _table(sim, "baccarat")
    state = await sim.value("GET", LIVE, params={"t": ticket})
    assert state["game"]["table"] == "baccarat" and state["round"]["phase"] == "betting"
    number = state["round"]["number"]
    minimum = state["game"]["bets"][0]
    before = minor(await balance(sim, headers))
    forced = await sim.control("POST", f"/__sim/tables/{game_id}/next", {"winner": "tie"})
    assert forced["round"] == number
    player = await _bet(sim, ticket, "player", minimum)
    await _bet(sim, ticket, "tie", minimum)
    assert player["value"]["bet"]["status"] == "open"
    # The same round id again moves nothing.
    again = await _bet(sim, ticket, "player", minimum, round_id=player["value"]["bet"]["roundId"])
    assert again["value"]["replayed"] is True
    assert minor(await balance(sim, headers)) == before - 2 * minor(minimum)

    await sim.control("POST", "/__sim/clock", {"advance": "31s"})  # the round closes
    late = await _bet(sim, ticket, "banker", minimum, status=409)
    assert late["errorCode"] == "table.betting.closed"
    state = await sim.value("GET", LIVE, params={"t": ticket})
    assert state["round"]["phase"] == "result" and state["road"][0]["round"] == number
    assert state["road"][0]["result"]["winner"] == "tie"
    mine = {m["spot"]: m for m in state["mine"]}
    assert (mine["player"]["status"], mine["player"]["win"]) == ("settled", minimum)  # a push
    assert minor(mine["tie"]["win"]) == 9 * minor(minimum)
    assert minor(await balance(sim, headers)) == before - 2 * minor(minimum) + 10 * minor(minimum)
    check = await sim.control("GET", "/__sim/ledger/check")
    assert check["balanced"] is True and check["negative"] == []
    record = await sim.value("GET", "/wps/relay/ODSFE2_getBetRecord", headers=headers)
    assert {row["status"] for row in record["list"]} == {"settled"} and record["totalCount"] == 2
    replay = await sim.control("GET", f"/__sim/tables/{game_id}/rounds/{number}")
    assert replay["forced"] is True and replay["kept"]["winner"] == "tie"


async def test_every_player_sees_the_same_round_and_it_replays_from_the_seed(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    game_id, vassalage, ticket, _ = await _table(sim, "roulette")
    other = await auth(sim, "agent02")
    _, other_ticket = await launch(sim, other, vassalage, game_id)
    state = await sim.value("GET", LIVE, params={"t": ticket})
    number = state["round"]["number"]
    await _bet(sim, ticket, "red", state["game"]["bets"][0])
    await _bet(sim, other_ticket, "straight:17", state["game"]["bets"][0])
    # Nobody calls the page: the minute job settles both when the round has closed.
    ran = await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    assert any(r["job"] == "tables.settle" and r["result"]["settled"] == 2 for r in ran["ran"])
    mine = await sim.value("GET", LIVE, params={"t": ticket})
    theirs = await sim.value("GET", LIVE, params={"t": other_ticket})
    ours = next(x for x in mine["road"] if x["round"] == number)
    assert ours == next(x for x in theirs["road"] if x["round"] == number)
    replay = await sim.control("GET", f"/__sim/tables/{game_id}/rounds/{number}")
    assert replay["forced"] is False and replay["seeded"] == replay["kept"] == ours["result"]
    await sim.error("GET", f"/__sim/tables/{game_id}/rounds/{number + 5}", "table.round.open", 409)


async def test_bad_bets_are_refused_by_name(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    game_id, _, ticket, _ = await _table(sim, "sicbo")
    state = await sim.value("GET", LIVE, params={"t": ticket})
    minimum = state["game"]["bets"][0]
    assert (await _bet(sim, ticket, "player", minimum, status=400))["field"] == "spot"
    assert (await _bet(sim, ticket, "big", "1.23", status=400))["field"] == "bet"
    await sim.error(
        "POST", f"/__sim/tables/{game_id}/next", "request.invalid", 400, json={"winner": "tie"}
    )
    slot_headers = await auth(sim)
    listed = await sim.value(
        "GET", "/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=1", headers=slot_headers
    )
    _, slot_ticket = await launch(sim, slot_headers, "JILI", listed["games"][0]["gameId"])
    assert (await sim.call("GET", LIVE, params={"t": slot_ticket}, status=401))[
        "errorCode"
    ] == "ticket.invalid"


@pytest.mark.parametrize("kind", ["baccarat_nc", "dragon_tiger", "sicbo"])
async def test_each_table_takes_and_settles_a_bet(sim: Sim, kind: str) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    _, _, ticket, _ = await _table(sim, kind)
    state = await sim.value("GET", LIVE, params={"t": ticket})
    spot = state["game"]["spots"][0]["spot"]
    await _bet(sim, ticket, spot, state["game"]["bets"][0])
    await sim.control("POST", "/__sim/clock", {"advance": "45s"})
    mine = (await sim.value("GET", LIVE, params={"t": ticket}))["mine"]
    assert mine[0]["status"] == "settled" and mine[0]["result"] is not None
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True


async def test_a_cockfight_arena_takes_bets_at_each_fights_odds(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    headers = await auth(sim)
    path, ticket = await launch(sim, headers, "DS88", 1404)
    page = await (await sim.client.get(path, params={"t": ticket})).text()
    assert "/demo/api/live" in page and "rules_cockfight" in page
    state = await sim.value("GET", LIVE, params={"t": ticket})
    assert state["game"]["table"] == "cockfight"
    odds = state["round"]["odds"]
    assert {s["spot"]: s["pays"] for s in state["game"]["spots"]} == odds and odds["draw"] == "9.00"
    minimum = state["game"]["bets"][0]
    before = minor(await balance(sim, headers))
    await sim.control("POST", "/__sim/tables/1404/next", {"winner": "wala"})
    await _bet(sim, ticket, "wala", minimum)
    await _bet(sim, ticket, "meron", minimum)
    await sim.control("POST", "/__sim/clock", {"advance": "45s"})  # the minute job settles
    state = await sim.value("GET", LIVE, params={"t": ticket})
    assert state["road"][0]["result"] == {"winner": "wala", "odds": odds}
    won = minor(minimum) * int(odds["wala"].replace(".", "")) // 100
    assert minor(await balance(sim, headers)) == before - 2 * minor(minimum) + won
    replay = await sim.control("GET", f"/__sim/tables/1404/rounds/{state['road'][0]['round']}")
    assert replay["forced"] is True and replay["seeded"]["odds"] == odds
    await sim.error(
        "POST", "/__sim/tables/1404/next", "request.invalid", 400, json={"winner": "tie"}
    )
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True


# -- blackjack --------------------------------------------------------------------------------

DEAL, ACT = "/demo/api/blackjack/deal", "/demo/api/blackjack/action"


def test_blackjack_counts_and_pays_by_its_rules() -> None:
    assert blackjack.hand_value(["A♠", "6♥"]) == (17, True)
    assert blackjack.hand_value(["A♠", "6♥", "10♣"]) == (17, False)
    assert blackjack.hand_value(["A♠", "A♥", "9♣"]) == (21, True)
    # The dealer stands on a soft 17, and draws on 16.
    assert blackjack.dealer_plays(["A♠", "6♥"], lambda: "5♣") == ["A♠", "6♥"]
    assert blackjack.dealer_plays(["10♠", "6♥"], lambda: "5♣") == ["10♠", "6♥", "5♣"]
    assert blackjack.returns(["A♠", "K♥"], ["10♣", "9♦"]) == 250  # 3:2
    assert blackjack.returns(["A♠", "K♥"], ["A♣", "Q♦"]) == 100  # both: a push
    assert blackjack.returns(["10♠", "9♥", "2♣"], ["A♣", "Q♦"]) == 0  # 21 is not a blackjack
    assert blackjack.returns(["10♠", "7♥"], ["10♣", "7♦"]) == 100
    assert blackjack.returns(["10♠", "7♥", "9♣"], ["10♣", "6♦", "9♦"]) == 0  # bust first
    assert blackjack.returns(["5♠", "6♥", "10♣"], ["10♣", "6♦", "9♦"], doubled=True) == 200


async def _hand(sim: Sim, cards: list[str]) -> tuple[int, str, dict[str, str], str]:
    game_id, _, ticket, headers = await _table(sim, "blackjack")
    await sim.control("POST", f"/__sim/tables/{game_id}/next", {"cards": cards})
    minimum = (await sim.value("GET", LIVE, params={"t": ticket}))["game"]["bets"][0]
    return game_id, ticket, headers, minimum


async def _deal(sim: Sim, ticket: str, amount: str) -> dict:
    body = {"t": ticket, "roundId": str(uuid.uuid4()), "bet": amount}
    return await sim.value("POST", DEAL, json=body)


async def test_a_blackjack_pays_three_to_two_at_the_deal(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    _, ticket, headers, minimum = await _hand(sim, ["A♠", "9♥", "K♣", "7♦"])
    before = minor(await balance(sim, headers))
    hand = (await _deal(sim, ticket, minimum))["hand"]
    assert hand["status"] == "settled" and hand["result"]["outcome"] == "blackjack"
    assert minor(hand["win"]) == minor(minimum) * 5 // 2
    assert minor(await balance(sim, headers)) == before + minor(minimum) * 3 // 2


async def test_a_hand_hides_the_hole_card_and_the_dealer_draws_to_17(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    # Player 10 and 6; dealer 9 and (hidden) 7; the player hits a 3 (19); the dealer's 16 draws 10.
    game_id, ticket, _, minimum = await _hand(sim, ["10♠", "9♥", "6♣", "7♦", "3♠", "10♥"])
    dealt = (await _deal(sim, ticket, minimum))["hand"]
    assert dealt["dealer"] == ["9♥"] and dealt["player"] == ["10♠", "6♣"] and dealt["canDouble"]
    shown = (await sim.value("GET", LIVE, params={"t": ticket}))["hand"]
    assert shown["dealer"] == ["9♥"]  # never the hole card while the hand is open
    body = {"t": ticket, "roundId": dealt["roundId"]}
    hit = (await sim.value("POST", ACT, json={**body, "action": "hit"}))["hand"]
    assert hit["player"] == ["10♠", "6♣", "3♠"] and hit["status"] == "open" and not hit["canDouble"]
    stood = (await sim.value("POST", ACT, json={**body, "action": "stand"}))["hand"]
    assert stood["dealer"] == ["9♥", "7♦", "10♥"] and stood["result"]["outcome"] == "win"
    assert minor(stood["win"]) == 2 * minor(minimum)
    late = await sim.call("POST", ACT, json={**body, "action": "hit"}, status=409)
    assert late["errorCode"] == "hand.settled"
    replay = await sim.control("GET", f"/__sim/tables/{game_id}/rounds/{stood['round']}")
    assert replay["seeded"]["cards"] == ["10♠", "9♥", "6♣", "7♦", "3♠", "10♥"] and replay["forced"]
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True


async def test_a_double_takes_the_stake_again_and_one_card(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    _, ticket, headers, minimum = await _hand(sim, ["6♠", "9♥", "5♣", "7♦", "10♥", "9♣"])
    before = minor(await balance(sim, headers))
    dealt = (await _deal(sim, ticket, minimum))["hand"]
    doubled = (
        await sim.value(
            "POST", ACT, json={"t": ticket, "roundId": dealt["roundId"], "action": "double"}
        )
    )["hand"]
    assert doubled["player"] == ["6♠", "5♣", "10♥"] and doubled["doubled"]
    assert doubled["result"]["outcome"] == "win"  # the dealer's 16 drew a 9: bust
    assert minor(doubled["bet"]) == 2 * minor(minimum) and minor(doubled["win"]) == 4 * minor(
        minimum
    )
    assert minor(await balance(sim, headers)) == before + 2 * minor(minimum)


async def test_a_hand_left_alone_stands_on_the_clock(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    _, ticket, _, minimum = await _hand(sim, ["10♠", "10♥", "8♣", "7♦", "2♠"])
    dealt = (await _deal(sim, ticket, minimum))["hand"]
    again = await sim.call(
        "POST", DEAL, json={"t": ticket, "roundId": str(uuid.uuid4()), "bet": minimum}, status=409
    )
    assert again["errorCode"] == "hand.open"
    ran = await sim.control("POST", "/__sim/clock", {"advance": "2m"})
    assert any(r["job"] == "tables.settle" and r["result"]["settled"] == 1 for r in ran["ran"])
    settled = (await sim.value("GET", LIVE, params={"t": ticket}))["mine"][0]
    # The player's 18 stood by itself against the dealer's 17.
    assert settled["roundId"] == dealt["roundId"] and settled["result"]["outcome"] == "win"
