"""The sportsbook: fixtures over many sports from the seed, markets priced by the model with
the vendor's margin and moving on the clock, singles and parlays at the odds of the moment
(with the player's odds-change choice), Asian lines with half wins and half losses, voids,
a parlay with a void leg, results on the clock or forced by QA, each bet settled once through
the ledger and listed in the betting record with its match and pick."""

from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

import orjson
import pytest
from playkit import auth, balance, launch, minor
from simkit import Sim

from simulator.features.sportsbook import catalogue, model, outright, settle
from simulator.keys import DB
from simulator.settings import REPO_ROOT

BOARD, BET = "/demo/api/sports", "/demo/api/sports/bet"
START = "2026-12-09T03:00:00Z"
SEED = 20021


# -- pure rules -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("market", "selection", "line", "score", "expected"),
    [
        ("hdp", "home", "-0.50", (1, 0), "win"),
        ("hdp", "home", "-0.50", (1, 1), "lose"),
        ("hdp", "home", "-0.25", (1, 1), "half_lose"),  # 0 and -0.5: a push and a loss
        ("hdp", "away", "-0.25", (1, 1), "half_win"),  # the away side gets +0.25
        ("hdp", "home", "-1.00", (2, 1), "push"),
        ("hdp", "home", "-0.75", (2, 1), "half_win"),  # -0.5 wins, -1 pushes
        ("hdp", "away", "-0.75", (2, 1), "half_lose"),
        ("hdp", "home", "+0.25", (0, 0), "half_win"),
        ("ou", "over", "2.50", (2, 1), "win"),
        ("ou", "over", "2.75", (2, 1), "half_win"),  # 2.5 wins, 3 pushes
        ("ou", "under", "2.25", (1, 0), "win"),
        ("ou", "under", "2.25", (2, 0), "half_win"),  # under 2 pushes, under 2.5 wins
        ("ou", "over", "3.00", (2, 1), "push"),
        ("oe", "odd", None, (2, 1), "win"),
        ("1x2", "draw", None, (1, 1), "win"),
        ("ml", "away", None, (80, 90), "win"),
    ],
)
def test_a_leg_is_decided_by_its_line(
    market: str, selection: str, line: str | None, score: tuple[int, int], expected: str
) -> None:
    assert settle.leg_result(market, selection, line, *score) == expected


def test_what_a_bet_returns() -> None:
    assert settle.returns(10_000, [("win", "1.90")]) == 19_000
    assert settle.returns(10_000, [("half_win", "1.90")]) == 14_500
    assert settle.returns(10_000, [("half_lose", "1.90")]) == 5_000
    assert settle.returns(10_000, [("push", "1.90")]) == 10_000
    # A parlay with a void leg pays the other legs.
    assert settle.returns(10_000, [("win", "2.00"), ("void", "3.10"), ("win", "1.50")]) == 30_000
    assert settle.returns(10_000, [("win", "2.00"), ("lose", "1.50")]) == 0


def test_the_fixtures_cover_many_sports_and_repeat_from_the_seed() -> None:
    leagues = catalogue.leagues(SEED, False)
    assert len({league.sport.code for league in leagues}) == len(catalogue.SPORTS) >= 20
    codes = {league.sport.code for league in leagues}
    assert {"football", "basketball", "tennis", "badminton", "volleyball", "table_tennis"} <= codes
    football = next(league for league in leagues if league.sport.code == "football")
    day = catalogue.fixtures(SEED, football, 0, 86_400_000)
    assert len(day) == 8 * len(football.teams) // 2  # a matchday every 3 hours, everyone plays
    for first in day:  # nobody plays two matches at once
        overlapping = [m for m in day if m.kickoff < first.ends and first.kickoff < m.ends]
        teams = [t for m in overlapping for t in (m.home, m.away)]
        assert len(teams) == len(set(teams))
    # Over a round of the round robin every team meets every other once.
    rounds = catalogue.fixtures(SEED, football, 0, (len(football.teams) - 1) * football.every)
    met = {frozenset((m.home.code, m.away.code)) for m in rounds}
    assert len(met) == len(football.teams) * (len(football.teams) - 1) // 2
    assert catalogue.match(SEED, day[3].id) == day[3]
    assert model.simulate(SEED, day[3]) == model.simulate(SEED, day[3])  # replayable
    esports = {league.sport.code for league in catalogue.leagues(SEED, True)}
    assert {"cs2", "dota2", "lol"} <= esports


def test_prices_carry_the_margin_and_move_with_the_clock() -> None:
    football = next(x for x in catalogue.leagues(SEED, False) if x.sport.code == "football")
    found = catalogue.fixtures(SEED, football, 10 * 86_400_000, 11 * 86_400_000)[0]
    before = found.kickoff - 5 * catalogue.HOUR
    markets = {m["market"]: m for m in model.markets(found, model.Score(0, 0), before, 0.05)}
    assert set(markets) >= {"1x2", "hdp", "ou", "oe"}
    book = sum(Fraction(1) / Fraction(s["odds"]) for s in markets["1x2"]["selections"])
    assert Fraction(104, 100) < book < Fraction(107, 100)  # about the 5% margin, rounded down
    later = model.markets(found, model.Score(0, 0), before + 3 * catalogue.HOUR, 0.05)
    assert later != list(markets.values())  # the odds drift by the hour before kick-off
    # In play the price follows the score and the time left: a goal up, the home price shortens;
    # two goals up with three quarters gone, the three-way market is past pricing (suspended).
    at = found.kickoff + 60 * catalogue.MINUTE
    one_up = next(
        m for m in model.markets(found, model.Score(1, 0), at, 0.05) if m["market"] == "1x2"
    )
    pre = markets["1x2"]["selections"][0]["odds"]
    assert Fraction(one_up["selections"][0]["odds"]) < Fraction(pre)
    two_up = model.markets(found, model.Score(2, 0), found.kickoff + 80 * catalogue.MINUTE, 0.05)
    assert "1x2" not in {m["market"] for m in two_up}
    assert model.markets(found, model.Score(0, 0), found.kickoff, 0.05)
    assert not model.open_for_bets(found, found.ends - 5 * catalogue.MINUTE)


# -- through the simulator ---------------------------------------------------------------------


def _iso(epoch_ms: int) -> str:
    return datetime.fromtimestamp(epoch_ms / 1000, UTC).isoformat().replace("+00:00", "Z")


async def _book(
    sim: Sim, vassalage: str = "SABA", game_id: int = 1401
) -> tuple[str, dict[str, str]]:
    headers = await auth(sim)
    _, ticket = await launch(sim, headers, vassalage, game_id)
    return ticket, headers


def _first(board: dict[str, Any], market: str, status: str = "upcoming") -> tuple[dict, dict]:
    for league in board["leagues"]:
        for match in league["matches"]:
            if match["status"] != status:
                continue
            for found in match["markets"]:
                if found["market"] == market:
                    return match, found
    raise AssertionError(f"no {status} match with {market}")


def _leg(match: dict, market: dict, pick: int = 0) -> dict[str, Any]:
    selection = market["selections"][pick]
    return {
        "matchId": match["matchId"],
        "market": market["market"],
        "selection": selection["selection"],
        "line": market["line"],
        "odds": selection["odds"],
    }


async def _bet(
    sim: Sim, ticket: str, legs: list[dict], stake: str, *, status: int = 200, **extra: Any
) -> Any:
    body = {"t": ticket, "roundId": str(uuid.uuid4()), "stake": stake, "legs": legs, **extra}
    return await sim.call("POST", BET, json=body, status=status)


async def test_a_parlay_wins_once_when_qa_forces_both_results(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    ticket, headers = await _book(sim)
    board = await sim.value("GET", BOARD, params={"t": ticket, "sport": "football"})
    assert board["sport"] == "football" and len(board["sports"]) >= 20
    matches = [
        m
        for league in board["leagues"]
        for m in league["matches"]
        if m["status"] == "upcoming" and m["markets"]
    ]
    first, second = matches[0], matches[1]
    one_x_two = next(m for m in first["markets"] if m["market"] == "1x2")
    over_under = next(m for m in second["markets"] if m["market"] == "ou")
    legs = [_leg(first, one_x_two, 0), _leg(second, over_under, 0)]  # home; over
    stake = board["game"]["minBet"]
    before = minor(await balance(sim, headers))
    placed = (await _bet(sim, ticket, legs, stake))["value"]["bet"]
    assert placed["kind"] == "parlay" and placed["status"] == "open"
    odds = Fraction(legs[0]["odds"]) * Fraction(legs[1]["odds"])
    assert minor(placed["potential"]) == int(minor(stake) * odds)
    line = Fraction(over_under["line"])
    await sim.control(
        "POST", f"/__sim/sports/matches/{first['matchId']}/result", {"home": 2, "away": 0}
    )
    total = int(line) + 2  # goals enough for both halves of a quarter line
    await sim.control(
        "POST", f"/__sim/sports/matches/{second['matchId']}/result", {"home": total, "away": 0}
    )
    await sim.control("POST", "/__sim/clock", {"set": "2026-12-10T03:00:00Z"})
    await sim.control("POST", "/__sim/clock", {"advance": "2m"})
    await sim.control("POST", "/__sim/clock", {"advance": "2m"})  # the job again: nothing twice
    ticket, headers = await _book(sim)  # the player comes back the next day
    after = await sim.value("GET", BOARD, params={"t": ticket})
    bet = next(b for b in after["mine"] if b["roundId"] == placed["roundId"])
    assert bet["status"] == "settled" and [leg["result"] for leg in bet["legs"]] == ["win", "win"]
    win = minor(bet["win"])
    assert win == int(minor(stake) * odds)
    assert minor(await balance(sim, headers)) == before - minor(stake) + win
    settled = await sim.control("GET", "/__sim/journal?type=bet.settled&player=demo01")
    assert len([e for e in settled if e["data"]["roundId"] == placed["roundId"]]) == 1
    days = {"beginDate": "2026-12-09", "endDate": "2026-12-10"}
    record = await sim.value("GET", "/wps/relay/ODSFE2_getBetRecord", params=days, headers=headers)
    row = next(r for r in record["list"] if r["roundId"] == placed["roundId"])
    assert row["gameName"].startswith("Parlay (2): ") and row["status"] == "settled"
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True


async def test_a_lost_leg_settles_the_parlay_at_once_and_a_void_single_refunds(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    ticket, headers = await _book(sim)
    board = await sim.value("GET", BOARD, params={"t": ticket, "sport": "football"})
    matches = [
        m
        for league in board["leagues"]
        for m in league["matches"]
        if m["status"] == "upcoming" and m["markets"]
    ]
    matches.sort(key=lambda m: m["kickoff"])
    soon, late = matches[0], matches[-1]
    stake = board["game"]["minBet"]
    soon_1x2 = next(m for m in soon["markets"] if m["market"] == "1x2")
    late_1x2 = next(m for m in late["markets"] if m["market"] == "1x2")
    parlay = (await _bet(sim, ticket, [_leg(soon, soon_1x2, 0), _leg(late, late_1x2, 0)], stake))[
        "value"
    ]["bet"]
    single = (await _bet(sim, ticket, [_leg(late, late_1x2, 2)], stake))["value"]["bet"]
    await sim.control(
        "POST", f"/__sim/sports/matches/{soon['matchId']}/result", {"home": 0, "away": 1}
    )
    await sim.control("POST", f"/__sim/sports/matches/{late['matchId']}/result", {"void": True})
    before = minor(await balance(sim, headers))
    await sim.control("POST", "/__sim/clock", {"set": "2026-12-10T15:00:00Z"})
    await sim.control("POST", "/__sim/clock", {"advance": "1m"})
    ticket, headers = await _book(sim)
    mine = {b["roundId"]: b for b in (await sim.value("GET", BOARD, params={"t": ticket}))["mine"]}
    assert (
        mine[parlay["roundId"]]["status"] == "settled" and mine[parlay["roundId"]]["win"] == "0.00"
    )
    assert mine[single["roundId"]]["legs"][0]["result"] == "void"
    assert minor(mine[single["roundId"]]["win"]) == minor(stake)  # the stake back
    assert minor(await balance(sim, headers)) == before + minor(stake)


async def test_changed_odds_are_refused_unless_accepted(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    ticket, _ = await _book(sim)
    board = await sim.value("GET", BOARD, params={"t": ticket})
    match, market = _first(board, "ou")
    leg = _leg(match, market)
    stale = {**leg, "odds": f"{float(Fraction(leg['odds']) + Fraction(1, 100)):.2f}"}  # a cent more
    refused = await _bet(sim, ticket, [stale], board["game"]["minBet"], status=409)
    assert refused["errorCode"] == "sports.odds.changed"
    assert refused["value"]["legs"][0]["odds"] == leg["odds"]
    lower_seen = {**leg, "odds": f"{float(Fraction(leg['odds']) - Fraction(1, 100)):.2f}"}
    accepted = await _bet(sim, ticket, [lower_seen], board["game"]["minBet"], accept="higher")
    assert accepted["value"]["bet"]["odds"] == leg["odds"]  # the better price of now


async def test_bad_bets_are_refused_by_name(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    ticket, _ = await _book(sim)
    board = await sim.value("GET", BOARD, params={"t": ticket})
    match, market = _first(board, "1x2")
    leg = _leg(match, market)
    minimum = board["game"]["minBet"]
    assert (await _bet(sim, ticket, [leg], "1.00", status=400))[
        "errorCode"
    ] == "sports.stake.invalid"
    assert (await _bet(sim, ticket, [leg, leg], minimum, status=400))[
        "errorCode"
    ] == "sports.legs.invalid"
    ghost = {**leg, "matchId": "football.1-1-0"}  # a match long past
    assert (await _bet(sim, ticket, [ghost], minimum, status=409))[
        "errorCode"
    ] == "sports.market.closed"
    await sim.error(
        "POST",
        f"/__sim/sports/matches/{match['matchId']}/result",
        "request.invalid",
        json={"home": 1},
    )
    await sim.error(
        "POST",
        "/__sim/sports/matches/nothing.1-3/result",
        "match.not.found",
        404,
        json={"void": True},
    )


async def test_esports_vendors_book_esports_titles(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    ticket, _ = await _book(sim, "IMES", 1501)
    board = await sim.value("GET", BOARD, params={"t": ticket})
    assert {"cs2", "dota2", "lol"} <= {s["code"] for s in board["sports"]}
    cs2 = await sim.value("GET", BOARD, params={"t": ticket, "sport": "cs2"})
    _, market = _first(cs2, "ml")
    assert [s["selection"] for s in market["selections"]] == ["home", "away"]
    matches = await sim.control("GET", "/__sim/sports/matches?esports=true&sport=cs2")
    assert matches and all(m["sport"] == "cs2" for m in matches)


async def test_a_first_map_bet_is_decided_by_the_first_map(sim: Sim) -> None:
    await sim.control("POST", "/__sim/clock", {"set": START, "freeze": True})
    ticket, _ = await _book(sim, "IMES", 1501)
    cs2 = await sim.value("GET", BOARD, params={"t": ticket, "sport": "cs2"})
    match, first_map = _first(cs2, "s1")
    winner = next(m for m in match["markets"] if m["market"] == "ml")
    minimum = cs2["game"]["minBet"]
    s1 = (await _bet(sim, ticket, [_leg(match, first_map, 0)], minimum))["value"]["bet"]
    ml = (await _bet(sim, ticket, [_leg(match, winner, 0)], minimum))["value"]["bet"]
    # The home side takes the first map and loses the match 1-2 (a forced score's sets fall
    # home side first).
    path = f"/__sim/sports/matches/{match['matchId']}/result"
    forced = await sim.control("POST", path, {"home": 1, "away": 2})
    assert forced["events"][0][0] == "home"
    await sim.control("POST", "/__sim/clock", {"set": "2026-12-10T03:00:00Z"})
    ticket, _ = await _book(sim, "IMES", 1501)
    mine = {b["roundId"]: b for b in (await sim.value("GET", BOARD, params={"t": ticket}))["mine"]}
    assert mine[s1["roundId"]]["legs"][0]["result"] == "win"
    assert minor(mine[s1["roundId"]]["win"]) == minor(s1["potential"])
    assert mine[ml["roundId"]]["legs"][0]["result"] == "lose"
    # The market closes when the first map is decided.
    found = catalogue.match(SEED, match["matchId"])
    assert found is not None
    at = model.first_set_ends(found)
    score = model.Score(1, 0)
    assert "s1" in {m["market"] for m in model.markets(found, model.Score(0, 0), at - 1, 0.06)}
    assert "s1" not in {m["market"] for m in model.markets(found, score, at, 0.06)}


async def test_the_home_page_claims_are_what_the_catalogue_holds(sim: Sim) -> None:
    """The site's marketing copy counts what the simulator really offers."""
    home = orjson.loads((REPO_ROOT / "web/src/locales/en/home.json").read_bytes())
    sports, esports = re.findall(r"\d+", home["sports_title"])
    assert (int(sports), int(esports)) == (len(catalogue.SPORTS), len(catalogue.ESPORTS))
    claimed = int(re.sub(r"\D", "", home["casino_title"]))
    casino = sim.client.app[DB].one(
        "SELECT count(*) AS n FROM games WHERE game_type IN ('RNG', 'LIVE', 'PVP', 'FISH', 'BGS',"
        " 'BINGO')"
    )
    assert casino["n"] > claimed


# -- outrights ---------------------------------------------------------------------------------


def test_a_season_is_one_round_robin_and_its_table_counts_three_for_a_win() -> None:
    league = next(x for x in catalogue.leagues(SEED, False) if len(x.teams) == 8)
    season = outright.Season(league, 40)
    matches = season.matches(SEED)
    assert len(matches) == 28 and season.id == f"{league.code}-s40"
    meetings = {frozenset((m.home.code, m.away.code)) for m in matches}
    assert len(meetings) == 28  # every pair once
    assert season.closes == matches[-1].kickoff and season.ends == matches[-1].ends
    assert outright.season(SEED, season.id) == season
    assert outright.season(SEED, "nothing.1-s3") is None
    # Team 1 and team 2 level on points: the score difference decides, then the score.
    a, b = matches[0], matches[1]
    results: list[tuple[catalogue.Match, dict]] = [
        (a, {"home": 3, "away": 0}),
        (b, {"home": 1, "away": 0}),
    ]
    table = outright.standings(league, results)
    assert sum(row[0] for row in table) == 6
    top = outright.winner(league, results)
    assert league.teams[top].code == a.home.code  # three goals up beats one
    assert outright.winner(league, [(a, {"void": True})]) == 0  # nothing played: team 1


def test_outright_prices_carry_their_margin_and_follow_the_results() -> None:
    league = next(x for x in catalogue.leagues(SEED, False) if len(x.teams) == 8)
    season = outright.Season(league, 40)
    before = outright.chances(SEED, season, ())
    assert abs(sum(before) - 1) < 1e-9
    seeded = lambda m: model.simulate(SEED, m)  # noqa: E731
    market = outright.market(SEED, season, season.matches(SEED)[0].kickoff, 0.05, seeded)
    assert market is not None and market["seasonId"] == season.id
    book = sum(Fraction(1) / Fraction(s["odds"]) for s in market["selections"])
    assert book > Fraction(110, 100)  # three times the 5% margin, rounded down
    # A team that has won every match it played so far is the favourite.
    matches = season.matches(SEED)
    strong = league.teams[0]
    done = tuple(
        (m, {"home": 1, "away": 0} if m.home == strong else {"home": 0, "away": 1})
        for m in matches[:20]
        if strong in (m.home, m.away)
    )
    after = outright.chances(SEED, season, done)
    assert after[0] > before[0] and after[0] == max(after)
    assert outright.market(SEED, season, season.closes, 0.05, seeded) is None


async def test_an_outright_pays_when_the_season_ends(sim: Sim) -> None:
    league = next(x for x in catalogue.leagues(SEED, True) if len(x.teams) == 8)
    now = datetime(2026, 12, 9, 3, tzinfo=UTC).timestamp() * 1000
    season = outright.Season(league, outright.season_at(league, int(now)).number + 1)
    first = season.matches(SEED)[0].kickoff
    await sim.control("POST", "/__sim/clock", {"set": _iso(first - 30 * catalogue.MINUTE)})
    await sim.control("POST", "/__sim/clock", {"freeze": True})
    ticket, headers = await _book(sim, "IMES", 1501)
    board = await sim.value("GET", BOARD, params={"t": ticket, "sport": league.sport.code})
    group = next(g for g in board["leagues"] if g["league"] == league.code)
    market = group["outright"]
    assert market["seasonId"] == season.id
    by = {s["selection"]: s for s in market["selections"]}
    pick, other = sorted(by)[:2]
    leg = {"matchId": season.id, "market": "outright", "selection": pick, "line": None}
    minimum = board["game"]["minBet"]
    won = (await _bet(sim, ticket, [{**leg, "odds": by[pick]["odds"]}], minimum))["value"]["bet"]
    lost = (
        await _bet(sim, ticket, [{**leg, "selection": other, "odds": by[other]["odds"]}], minimum)
    )["value"]["bet"]
    assert won["legs"][0]["home"] == by[pick]["name"] and won["status"] == "open"
    # Never in a parlay.
    a_match, a_market = _first(board, "ml")
    refused = await _bet(
        sim, ticket, [{**leg, "odds": by[pick]["odds"]}, _leg(a_match, a_market)], minimum,
        status=400,
    )  # fmt: skip
    assert refused["errorCode"] == "sports.legs.invalid"
    # QA plays the season: the picked team wins every map 2-0, every other match goes 2-1.
    team = league.teams[int(pick[1:]) - 1]
    for played in season.matches(SEED):
        score = (2, 1) if team not in (played.home, played.away) else (
            (2, 0) if played.home == team else (0, 2))  # fmt: skip
        path = f"/__sim/sports/matches/{played.id}/result"
        await sim.control("POST", path, {"home": score[0], "away": score[1]})
    before = minor(await balance(sim, headers))
    await sim.control("POST", "/__sim/clock", {"set": _iso(season.ends + catalogue.MINUTE)})
    await sim.control("POST", "/__sim/clock", {"advance": "2m"})
    ticket, headers = await _book(sim, "IMES", 1501)
    mine = {b["roundId"]: b for b in (await sim.value("GET", BOARD, params={"t": ticket}))["mine"]}
    assert mine[won["roundId"]]["legs"][0]["result"] == "win"
    assert mine[lost["roundId"]]["legs"][0]["result"] == "lose"
    assert minor(mine[won["roundId"]]["win"]) == minor(won["potential"])
    assert minor(await balance(sim, headers)) == before + minor(won["potential"])
    assert (await sim.control("GET", "/__sim/ledger/check"))["balanced"] is True
