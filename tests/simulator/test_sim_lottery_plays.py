"""Every lottery game takes tickets, and every play type pays what its prize table says: the
exact return of each pick over every outcome of its game (or the exact distribution where
there are too many outcomes to list) lies between half and all of the stake, every return a
draw can give is a row of its table, and the edges of each rule (a triple on big or small,
a symbol twice, the special prize, prizes ending alike) pay as the rules say."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from fractions import Fraction
from math import comb

import pytest
from simkit import Sim

from simulator.features.lottery import plays
from simulator.features.lottery.draws import FAMILY_FORMATS, Format, LotteryGame, game_of
from simulator.features.lottery.plays import PLAYS, SYMBOLS, Play
from simulator.settings import REPO_ROOT

STAKE = 10_000

Outcome = tuple[list[str], Fraction]  # drawn numbers, their chance


def _uniform(draws: list[list[str]]) -> Iterator[Outcome]:
    chance = Fraction(1, len(draws))
    for drawn in draws:
        yield drawn, chance


def _hypergeometric(
    picks: list[str], size: int, balls: int, low: int, special: bool = False
) -> Iterator[Outcome]:
    """Draws of `size` of `balls` with each possible number of the picks among them."""
    k = len(picks)
    others = [f"{n:02d}" for n in range(low, low + balls) if f"{n:02d}" not in picks]
    for hits in range(min(k, size) + 1):
        weight = Fraction(comb(k, hits) * comb(balls - k, size - hits), comb(balls, size))
        if weight:
            drawn = sorted(picks[:hits] + others[: size - hits])
            yield ([*drawn, others[-1]] if special else drawn), weight


def outcomes(game: LotteryGame, play: Play, picks: list[str]) -> Iterator[Outcome]:
    fmt: Format = game.format
    if fmt.kind in ("digits", "dice", "coins"):
        values = range(fmt.low, fmt.high + 1) if fmt.kind != "digits" else range(10)
        draws = [[str(v) for v in combo] for combo in itertools.product(values, repeat=fmt.size)]
        yield from _uniform(draws)
    elif fmt.kind == "perm":
        # Only the first car counts: each of the ten first, the rest in order.
        draws = [
            [f"{first:02d}", *(f"{n:02d}" for n in range(1, 11) if n != first)]
            for first in range(1, 11)
        ]
        yield from _uniform(draws)
    elif fmt.kind == "pick" and comb(fmt.high - fmt.low + 1, fmt.size) <= 1000:
        balls = [f"{n:02d}" for n in range(fmt.low, fmt.high + 1)]
        yield from _uniform([list(c) for c in itertools.combinations(balls, fmt.size)])
    elif fmt.kind == "pick":
        yield from _hypergeometric(picks, fmt.size, fmt.high - fmt.low + 1, fmt.low)
    elif fmt.kind == "mk6" and play.code == "MK6_PICK":
        yield from _hypergeometric(picks, 6, 49, 1, special=True)
    elif fmt.kind == "mk6":  # the special number: 1 in 49
        yield ["01", "02", "03", "04", "05", "06", picks[0]], Fraction(1, 49)
        yield (
            ["01", "02", "03", "04", "05", "06", "49" if picks[0] != "49" else "48"],
            Fraction(48, 49),
        )
    else:  # Vietnam: each prize ends in any two digits, 1 in 100, independently
        ending, other = picks[0], ("00" if picks[0] != "00" else "01")
        numbers = lambda hits: [  # noqa: E731 - the first `hits` prizes end in the pick
            "9" * (d - 2) + (ending if i < hits else other) for i, d in enumerate(fmt.digits)
        ]
        if play.code == "DE_2D":  # the special prize alone counts
            yield numbers(1), Fraction(1, 100)
            yield numbers(0), Fraction(99, 100)
            return
        size = fmt.size
        for hits in range(size + 1):
            weight = (
                comb(size, hits) * Fraction(1, 100) ** hits * Fraction(99, 100) ** (size - hits)
            )
            yield numbers(hits), weight


def sample_picks(play: Play) -> list[list[str]]:
    """Picks that stand for all of a play's: every option, and numbers of each count."""
    pick = play.pick
    if pick.kind == "choice":
        return [[option] for option in pick.options]
    if pick.kind == "digits":
        return [["7" * pick.size], ["0" * pick.size]]
    return [
        [f"{n:02d}" for n in range(pick.low, pick.low + count)]
        for count in range(pick.least, pick.most + 1)
    ]


def game_for(play: Play) -> LotteryGame:
    family = sorted(play.families)[0]
    found = game_of("VN_HN" if family == "VN" else f"{family}_1M")
    if found is None:  # the e-lottery families run 30 s, 1, 3 and 5 minutes
        found = game_of(f"{family}_30S")
    assert found is not None, family
    return found


CASES = [(code, tuple(picks)) for code, play in PLAYS.items() for picks in sample_picks(play)]


@pytest.mark.parametrize(("code", "picks"), CASES, ids=[f"{c}-{'.'.join(p)}" for c, p in CASES])
def test_every_pick_returns_what_its_table_says_and_between_half_and_all(
    code: str, picks: tuple[str, ...]
) -> None:
    play = PLAYS[code]
    game = game_for(play)
    normal = play.check(list(picks))
    assert normal is not None, picks
    table = {Fraction(row["times"]) for row in play.table(game)}
    expected = Fraction(0)
    total = Fraction(0)
    for drawn, chance in outcomes(game, play, normal):
        back = play.pay(normal, drawn, STAKE)
        total += chance
        expected += chance * back
        if back and code != "LO_2D":  # lo pays per prize: the table gives the return of one
            assert Fraction(back, STAKE) in table, (drawn, back, table)
    assert total == 1
    rtp = expected / STAKE
    assert Fraction(1, 2) <= rtp <= 1, (code, picks, float(rtp))


def test_the_known_returns() -> None:
    def rtp(code: str, picks: list[str]) -> Fraction:
        play = PLAYS[code]
        game = game_for(play)
        return (
            sum(
                (c * play.pay(picks, d, STAKE) for d, c in outcomes(game, play, picks)), Fraction(0)
            )
            / STAKE
        )

    assert rtp("TX_BIG_SMALL", ["BIG"]) == Fraction(2 * 105, 216)  # triples lose
    assert rtp("BC_SINGLE", ["CRAB"]) == Fraction(75 * 2 + 15 * 3 + 1 * 4, 216)
    assert rtp("5D_BIG_SMALL", ["SMALL"]) == Fraction(195, 200)
    assert abs(rtp("LO_2D", ["27"]) - Fraction(80, 100)) < Fraction(1, 10_000)  # rounded down
    assert rtp("DE_2D", ["27"]) == Fraction(85, 100)
    assert rtp("K3_TRIPLE", ["ANY_TRIPLE"]) == Fraction(6 * 31, 216)


def test_the_edges_of_the_rules() -> None:
    pay = lambda code, picks, drawn: PLAYS[code].pay(picks, drawn, STAKE)  # noqa: E731
    assert pay("TX_BIG_SMALL", ["BIG"], ["6", "6", "6"]) == 0  # a triple loses big
    assert pay("TX_BIG_SMALL", ["SMALL"], ["1", "1", "1"]) == 0  # and small
    assert pay("TX_BIG_SMALL", ["BIG"], ["5", "5", "1"]) == 2 * STAKE
    assert pay("K3_SUM", ["04"], ["1", "1", "2"]) == 61 * STAKE
    crab = SYMBOLS.index("CRAB") + 1
    assert pay("BC_SINGLE", ["CRAB"], [str(crab), str(crab), "1"]) == 3 * STAKE
    assert pay("BC_SINGLE", ["CRAB"], ["1", "3", "4"]) == 0
    assert pay("X115_ANY", ["01", "02"], ["01", "05", "06", "07", "08"]) == 0  # every pick
    assert pay("X115_ANY", ["01", "02"], ["01", "02", "06", "07", "08"]) == 5 * STAKE
    assert (
        pay("MEGA_6", ["01", "02", "03", "04", "05", "06"], ["01", "02", "03", "10", "11", "12"])
        == 5 * STAKE
    )
    assert pay("MK6_SPECIAL", ["07"], ["01", "02", "03", "04", "05", "06", "07"]) == 45 * STAKE
    assert pay("MK6_SPECIAL", ["01"], ["01", "02", "03", "04", "05", "06", "07"]) == 0  # a main one
    assert pay("MK6_PICK", ["07"], ["01", "02", "03", "04", "05", "06", "07"]) == 0  # the special
    assert pay("XD_FOUR", ["FOUR_RED"], ["1", "1", "1", "1"]) == 15 * STAKE
    assert pay("XD_EVEN_ODD", ["EVEN"], ["1", "1", "0", "0"]) == STAKE * 195 // 100
    # lo: the stake is spread over the 27 northern prizes; two ending in 27 pay twice
    north = ["12327", "45627", *(["00000"] * 8), *(["0000"] * 10), *(["000"] * 3), *(["00"] * 4)]
    assert pay("LO_2D", ["27"], north) == STAKE * 80 * 2 // 27
    assert pay("DE_2D", ["27"], north) == 85 * STAKE  # the special prize is the first
    assert pay("DE_2D", ["27"], ["12300", *north[1:]]) == 0
    assert pay("LK28_SUM", ["27"], ["9", "9", "9"]) == 900 * STAKE
    assert pay("PK10_FIRST", ["03"], ["03", "01", "02"]) == STAKE * 95 // 10


def test_picks_are_checked_and_normalised() -> None:
    assert PLAYS["KENO_PICK"].check(["7", "03"]) == ["03", "07"]
    assert PLAYS["KENO_PICK"].check(["7", "7"]) is None
    assert PLAYS["MEGA_6"].check(["1", "2", "3", "4", "5"]) is None  # exactly six
    assert PLAYS["K3_SUM"].check(["3"]) is None  # 4 to 17
    assert PLAYS["BC_SINGLE"].check(["crab"]) == ["CRAB"]
    assert PLAYS["4D_DIRECT"].check(["123"]) is None


def test_every_family_of_the_catalogue_has_plays() -> None:
    for family in {*FAMILY_FORMATS, "VN"}:
        game = (
            game_of("VN_HN")
            if family == "VN"
            else (game_of(f"{family}_1M") or game_of(f"{family}_30S"))
        )
        assert game is not None, family
        assert plays.plays_for(game), family
        for play in plays.described(game):
            assert play["pays"] and play["pick"]["kind"] in ("choice", "digits", "numbers")


async def test_every_lottery_game_takes_a_ticket(sim: Sim) -> None:
    headers = {"Authorization": (await sim.login("demo01", "demo1234"))["token"]}
    games = []
    for path in ("/lgw/games/game_menus", "/lgw/vn/games/game_menu"):
        menus = (await sim.value("GET", path))["gameMenus"]
        games += [game for menu in menus for game in menu["games"]]
    assert len(games) >= 40
    for game in games:
        current = await sim.value(
            "GET", "/lgw/games/current", params={"gameCode": game["gameCode"]}
        )
        described = {play["code"]: play for play in current["plays"]}
        assert game["defaultPlayType"] in described, game["gameCode"]
        play = PLAYS[game["defaultPlayType"]]
        body = {
            "gameCode": game["gameCode"],
            "playType": play.code,
            "numbers": sample_picks(play)[0],
            "amount": game["minBet"],
        }
        placed = await sim.value("POST", "/lgw/orders", json=body, headers=headers)
        assert placed["ticket"]["status"] == "open", game["gameCode"]


def test_the_sites_plays_file_is_the_simulators() -> None:
    """fixtures/lottery_plays.json feeds the site's tests; scripts/lottery_plays.py writes it."""
    current = (REPO_ROOT / "fixtures" / "lottery_plays.json").read_bytes()
    assert current == plays.catalogue_json(), "stale: run .venv/bin/python scripts/lottery_plays.py"
