"""Play types: what a ticket may pick, what it returns, and its prize table (docs/contract.md
section 11). Every lottery game of the catalogue takes tickets of at least one play type.

Returns are total (the stake included), in hundredths of the stake, paid in minor units
rounded down. A pick is one of three shapes, which the site's bet slip draws as they are:

- `choice`: one of a few options (BIG or SMALL, ODD or EVEN, a Fish Prawn Crab symbol);
- `digits`: a string of so many digits ("12345");
- `numbers`: `least` to `most` distinct numbers between `low` and `high` ("07", "23").

Each play's prize table is rows of `{match, times, count?, value?}`: what must come up
(`pick`: the pick itself; `hits`: `count` of the picked numbers drawn; `all`: every one of
`count` picks drawn; `sum`: the total `value`; `symbol`: the symbol shows `count` times;
`prize`: each of `count` prizes ending in the two digits; `special`: the special prize ends in
them) and what it returns. `times` "0.00" with match `triple` says a triple loses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import orjson

from ...errors import DomainError
from .draws import LotteryGame, game_of

# -- picks -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pick:
    kind: str  # choice, digits, numbers
    options: tuple[str, ...] = ()
    size: int = 0  # digits: how many
    low: int = 0  # numbers: the range and how many to pick
    high: int = 0
    least: int = 1
    most: int = 1

    def check(self, picks: list[str]) -> list[str] | None:
        """The normalised picks, or None when they do not fit."""
        if self.kind == "choice":
            upper = [p.upper() for p in picks]
            return upper if len(upper) == 1 and upper[0] in self.options else None
        if self.kind == "digits":
            ok = len(picks) == 1 and len(picks[0]) == self.size and picks[0].isdigit()
            return picks if ok else None
        if not self.least <= len(picks) <= self.most:
            return None
        if not all(p.isdigit() and len(p) <= 2 for p in picks):
            return None
        values = [int(p) for p in picks]
        if len(set(values)) != len(values) or not all(self.low <= v <= self.high for v in values):
            return None
        return [f"{v:02d}" for v in sorted(values)]

    def shown(self) -> dict[str, Any]:
        if self.kind == "choice":
            return {"kind": "choice", "options": list(self.options)}
        if self.kind == "digits":
            return {"kind": "digits", "size": self.size}
        return {
            "kind": "numbers",
            "low": self.low,
            "high": self.high,
            "least": self.least,
            "most": self.most,
        }


BIG_SMALL = Pick("choice", ("BIG", "SMALL"))
ODD_EVEN = Pick("choice", ("ODD", "EVEN"))
SYMBOLS = ("GOURD", "CRAB", "SHRIMP", "FISH", "ROOSTER", "DEER")  # dice faces 1 to 6


# -- prize rows --------------------------------------------------------------------------------


def row(match: str, hundredths: int, **extra: int | str) -> dict[str, Any]:
    return {"match": match, "times": f"{hundredths // 100}.{hundredths % 100:02d}", **extra}


Pays = Callable[[list[str], list[str], int], int]  # (picks, drawn, amount) -> return
Table = Callable[[LotteryGame], list[dict[str, Any]]]


@dataclass(frozen=True)
class Play:
    code: str
    families: frozenset[str]
    pick: Pick
    pay: Pays
    table: Table

    def check(self, picks: list[str]) -> list[str] | None:
        return self.pick.check(picks)


def _fixed(hundredths: int) -> Table:
    return lambda game: [row("pick", hundredths)]


def _times(amount: int, hundredths: int) -> int:
    return amount * hundredths // 100


# -- digits games (SEA 5D/4D/3D, Lotto 5D, Time Lottery) ---------------------------------------

EVEN_MONEY = 195  # a fair 1:1 chance returns 1.95x


def _direct(size: int) -> tuple[Pays, int]:
    hundredths = 90 * 10**size  # 0.9 of the 10^size chances
    return (lambda p, d, a: _times(a, hundredths) if "".join(d) == p[0] else 0), hundredths


def _last2(picks: list[str], drawn: list[str], amount: int) -> int:
    return _times(amount, 9_500) if "".join(drawn[-2:]) == picks[0] else 0


def _sum_big_small(threshold: int) -> Pays:
    """BIG from `threshold` up (the upper half of an odd count of digits or a 28 sum)."""

    def pay(picks: list[str], drawn: list[str], amount: int) -> int:
        side = "BIG" if sum(int(d) for d in drawn) >= threshold else "SMALL"
        return _times(amount, EVEN_MONEY) if picks[0] == side else 0

    return pay


def _last_odd_even(picks: list[str], drawn: list[str], amount: int) -> int:
    side = "ODD" if int(drawn[-1]) % 2 else "EVEN"
    return _times(amount, EVEN_MONEY) if picks[0] == side else 0


def _sum_odd_even(picks: list[str], drawn: list[str], amount: int) -> int:
    side = "ODD" if sum(int(d) for d in drawn) % 2 else "EVEN"
    return _times(amount, EVEN_MONEY) if picks[0] == side else 0


# Ways three digits (0-9) add up to each total 0-27, of 1,000.
THREE_DIGIT_WAYS = [
    sum(1 for a in range(10) for b in range(10) if 0 <= s - a - b <= 9) for s in range(28)
]
SUM28 = {total: 90_000 // ways for total, ways in enumerate(THREE_DIGIT_WAYS)}  # 0.9 / chance


def _pay_sum28(picks: list[str], drawn: list[str], amount: int) -> int:
    total = sum(int(d) for d in drawn)
    return _times(amount, SUM28[total]) if int(picks[0]) == total else 0


def _table_sum28(game: LotteryGame) -> list[dict[str, Any]]:
    return [row("sum", hundredths, value=str(total)) for total, hundredths in SUM28.items()]


# -- keno --------------------------------------------------------------------------------------

KENO_TABLE: dict[int, dict[int, int]] = {
    1: {1: 3},
    2: {2: 12},
    3: {2: 2, 3: 40},
    4: {2: 1, 3: 5, 4: 100},
    5: {3: 3, 4: 15, 5: 400},
}


def _pay_keno(picks: list[str], drawn: list[str], amount: int) -> int:
    hits = len(set(picks) & set(drawn))
    return amount * KENO_TABLE[len(picks)].get(hits, 0)


def _table_keno(game: LotteryGame) -> list[dict[str, Any]]:
    return [
        row("hits", times * 100, count=hits, value=str(picks))
        for picks, by_hits in KENO_TABLE.items()
        for hits, times in by_hits.items()
    ]


# -- PK10 racing (the order of cars 1-10; the first is drawn[0]) --------------------------------


def _pay_first(picks: list[str], drawn: list[str], amount: int) -> int:
    return _times(amount, 950) if int(drawn[0]) == int(picks[0]) else 0


def _pay_first_big_small(picks: list[str], drawn: list[str], amount: int) -> int:
    side = "BIG" if int(drawn[0]) >= 6 else "SMALL"
    return _times(amount, EVEN_MONEY) if picks[0] == side else 0


def _pay_first_odd_even(picks: list[str], drawn: list[str], amount: int) -> int:
    side = "ODD" if int(drawn[0]) % 2 else "EVEN"
    return _times(amount, EVEN_MONEY) if picks[0] == side else 0


# -- three dice (Fast 3, Dice 3, Big Small, Fish Prawn Crab) -----------------------------------

# Totals 4-17 of three dice and what each returns (the casino's odds plus the stake).
DICE_SUM = {4: 6100, 5: 3100, 6: 1800, 7: 1300, 8: 900, 9: 700, 10: 700}
DICE_SUM |= {21 - total: hundredths for total, hundredths in DICE_SUM.items()}
TRIPLE = 3_100  # any triple: 30 to 1


def _triple(drawn: list[str]) -> bool:
    return len(set(drawn)) == 1


def _pay_dice_big_small(picks: list[str], drawn: list[str], amount: int) -> int:
    """Big 11-17, small 4-10, 1 to 1; any triple loses both."""
    if _triple(drawn):
        return 0
    side = "BIG" if sum(int(d) for d in drawn) >= 11 else "SMALL"
    return _times(amount, 200) if picks[0] == side else 0


def _pay_dice_sum(picks: list[str], drawn: list[str], amount: int) -> int:
    total = sum(int(d) for d in drawn)
    return _times(amount, DICE_SUM[total]) if int(picks[0]) == total else 0


def _pay_triple(picks: list[str], drawn: list[str], amount: int) -> int:
    return _times(amount, TRIPLE) if _triple(drawn) else 0


def _pay_symbol(picks: list[str], drawn: list[str], amount: int) -> int:
    """The stake back and once more for each die that shows the symbol."""
    shows = sum(1 for d in drawn if SYMBOLS[int(d) - 1] == picks[0])
    return amount * (1 + shows) if shows else 0


# -- number games (11 choose 5, Mega 6/45, Mark Six) -------------------------------------------

X115 = {1: 210, 2: 500, 3: 1_500, 4: 6_000, 5: 42_000}  # every pick among the 5 drawn
MEGA = {3: 500, 4: 10_000, 5: 500_000, 6: 100_000_000}  # matches of 6 picks
MK6 = {1: 750, 2: 7_000, 3: 85_000}  # every pick among the 6 main numbers
MK6_SPECIAL = 4_500


def _pay_all(table: dict[int, int], among: Callable[[list[str]], list[str]]) -> Pays:
    def pay(picks: list[str], drawn: list[str], amount: int) -> int:
        return _times(amount, table[len(picks)]) if set(picks) <= set(among(drawn)) else 0

    return pay


def _pay_mega(picks: list[str], drawn: list[str], amount: int) -> int:
    return _times(amount, MEGA.get(len(set(picks) & set(drawn)), 0))


def _pay_special(picks: list[str], drawn: list[str], amount: int) -> int:
    return _times(amount, MK6_SPECIAL) if int(drawn[-1]) == int(picks[0]) else 0


# -- Xoc Dia (four coins, 1 red and 0 white) ----------------------------------------------------


def _pay_coins_even_odd(picks: list[str], drawn: list[str], amount: int) -> int:
    side = "ODD" if sum(int(c) for c in drawn) % 2 else "EVEN"
    return _times(amount, EVEN_MONEY) if picks[0] == side else 0


def _pay_coins_four(picks: list[str], drawn: list[str], amount: int) -> int:
    reds = sum(int(c) for c in drawn)
    side = "FOUR_RED" if reds == 4 else "FOUR_WHITE" if reds == 0 else None
    return _times(amount, 1_500) if picks[0] == side else 0


# -- Vietnam ----------------------------------------------------------------------------------

LO_RETURN = 80  # lo 2 so: the stake spread over the draw's prizes, 80x on each that matches
DE_RETURN = 8_500  # de: the special prize's last two digits


def _pay_lo(picks: list[str], drawn: list[str], amount: int) -> int:
    hits = sum(1 for prize in drawn if prize[-2:] == picks[0])
    return amount * LO_RETURN * hits // len(drawn)


def _table_lo(game: LotteryGame) -> list[dict[str, Any]]:
    return [row("prize", LO_RETURN * 100 // game.format.size, count=game.format.size)]


def _pay_de(picks: list[str], drawn: list[str], amount: int) -> int:
    return _times(amount, DE_RETURN) if drawn[0][-2:] == picks[0] else 0


def _f(*families: str) -> frozenset[str]:
    return frozenset(families)


FIVE = _f("SEA5D", "EL_5D", "SSC")
DICE = _f("K3", "EL_K3", "EL_TX")
DIRECT5, DIRECT5_TIMES = _direct(5)
DIRECT4, DIRECT4_TIMES = _direct(4)
DIRECT3, DIRECT3_TIMES = _direct(3)
TWO = Pick("digits", size=2)


def _numbers_table(match: str, table: dict[int, int]) -> Table:
    return lambda game: [row(match, times, count=count) for count, times in table.items()]


PLAYS: dict[str, Play] = {
    p.code: p
    for p in (
        Play("5D_BIG_SMALL", FIVE, BIG_SMALL, _sum_big_small(23), _fixed(EVEN_MONEY)),
        Play("5D_LAST2", FIVE, TWO, _last2, _fixed(9_500)),
        Play(
            "5D_DIRECT",
            _f("SEA5D", "EL_5D"),
            Pick("digits", size=5),
            DIRECT5,
            _fixed(DIRECT5_TIMES),
        ),
        Play("SSC_5STAR", _f("SSC"), Pick("digits", size=5), DIRECT5, _fixed(DIRECT5_TIMES)),
        Play("5D_ODD_EVEN", FIVE, ODD_EVEN, _last_odd_even, _fixed(EVEN_MONEY)),
        Play("4D_DIRECT", _f("SEA4D"), Pick("digits", size=4), DIRECT4, _fixed(DIRECT4_TIMES)),
        Play("4D_LAST2", _f("SEA4D"), TWO, _last2, _fixed(9_500)),
        Play("4D_ODD_EVEN", _f("SEA4D"), ODD_EVEN, _last_odd_even, _fixed(EVEN_MONEY)),
        Play("3D_DIRECT", _f("SEA3D"), Pick("digits", size=3), DIRECT3, _fixed(DIRECT3_TIMES)),
        Play("3D_LAST2", _f("SEA3D"), TWO, _last2, _fixed(9_500)),
        Play("3D_BIG_SMALL", _f("SEA3D"), BIG_SMALL, _sum_big_small(14), _fixed(EVEN_MONEY)),
        Play("3D_ODD_EVEN", _f("SEA3D"), ODD_EVEN, _last_odd_even, _fixed(EVEN_MONEY)),
        Play(
            "LK28_SUM",
            _f("LK28", "EL_28"),
            Pick("numbers", low=0, high=27),
            _pay_sum28,
            _table_sum28,
        ),
        Play(
            "LK28_BIG_SMALL", _f("LK28", "EL_28"), BIG_SMALL, _sum_big_small(14), _fixed(EVEN_MONEY)
        ),
        Play("LK28_ODD_EVEN", _f("LK28", "EL_28"), ODD_EVEN, _sum_odd_even, _fixed(EVEN_MONEY)),
        Play(
            "KENO_PICK",
            _f("KENO", "EL_KENO"),
            Pick("numbers", low=1, high=80, most=5),
            _pay_keno,
            _table_keno,
        ),
        Play(
            "PK10_FIRST",
            _f("PK10", "EL_PK10"),
            Pick("numbers", low=1, high=10),
            _pay_first,
            _fixed(950),
        ),
        Play(
            "PK10_BIG_SMALL",
            _f("PK10", "EL_PK10"),
            BIG_SMALL,
            _pay_first_big_small,
            _fixed(EVEN_MONEY),
        ),
        Play(
            "PK10_ODD_EVEN",
            _f("PK10", "EL_PK10"),
            ODD_EVEN,
            _pay_first_odd_even,
            _fixed(EVEN_MONEY),
        ),
        Play(
            "TX_BIG_SMALL",
            DICE,
            BIG_SMALL,
            _pay_dice_big_small,
            lambda g: [row("pick", 200), row("triple", 0)],
        ),
        Play(
            "K3_SUM",
            DICE,
            Pick("numbers", low=4, high=17),
            _pay_dice_sum,
            lambda g: [row("sum", h, value=str(t)) for t, h in sorted(DICE_SUM.items())],
        ),
        Play("K3_TRIPLE", DICE, Pick("choice", ("ANY_TRIPLE",)), _pay_triple, _fixed(TRIPLE)),
        Play(
            "BC_SINGLE",
            _f("EL_BC"),
            Pick("choice", SYMBOLS),
            _pay_symbol,
            lambda g: [row("symbol", (1 + n) * 100, count=n) for n in (1, 2, 3)],
        ),
        Play(
            "X115_ANY",
            _f("X115", "EL_11X5"),
            Pick("numbers", low=1, high=11, most=5),
            _pay_all(X115, lambda drawn: drawn),
            _numbers_table("all", X115),
        ),
        Play(
            "MEGA_6",
            _f("MEGA"),
            Pick("numbers", low=1, high=45, least=6, most=6),
            _pay_mega,
            _numbers_table("hits", MEGA),
        ),
        Play(
            "MK6_SPECIAL",
            _f("EL_MK6"),
            Pick("numbers", low=1, high=49),
            _pay_special,
            lambda g: [row("special", MK6_SPECIAL)],
        ),
        Play(
            "MK6_PICK",
            _f("EL_MK6"),
            Pick("numbers", low=1, high=49, most=3),
            _pay_all(MK6, lambda drawn: drawn[:-1]),
            _numbers_table("all", MK6),
        ),
        Play(
            "XD_EVEN_ODD",
            _f("EL_XD"),
            Pick("choice", ("EVEN", "ODD")),
            _pay_coins_even_odd,
            _fixed(EVEN_MONEY),
        ),
        Play(
            "XD_FOUR",
            _f("EL_XD"),
            Pick("choice", ("FOUR_RED", "FOUR_WHITE")),
            _pay_coins_four,
            _fixed(1_500),
        ),
        Play("LO_2D", _f("VN"), TWO, _pay_lo, _table_lo),
        Play("DE_2D", _f("VN"), TWO, _pay_de, lambda g: [row("special", DE_RETURN)]),
    )
}


def plays_for(game: LotteryGame) -> list[str]:
    return [code for code, play in PLAYS.items() if game.family in play.families]


def described(game: LotteryGame) -> list[dict[str, Any]]:
    """Each play type the game takes: its pick's shape and its prize table."""
    return [
        {"code": code, "pick": PLAYS[code].pick.shown(), "pays": PLAYS[code].table(game)}
        for code in plays_for(game)
    ]


def catalogue_plays() -> dict[str, list[dict[str, Any]]]:
    """Each family's play types as `described` gives them (Vietnam: a northern game's): what
    fixtures/lottery_plays.json holds for the site's tests (scripts/lottery_plays.py)."""
    found: dict[str, list[dict[str, Any]]] = {}
    for family in sorted({family for play in PLAYS.values() for family in play.families}):
        code = "VN_HN" if family == "VN" else f"{family}_1M"
        game = game_of(code) or game_of(f"{family}_30S")
        assert game is not None, family
        found[family] = described(game)
    return found


def catalogue_json() -> bytes:
    """catalogue_plays as fixtures/lottery_plays.json holds it."""
    options = orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS
    return orjson.dumps(catalogue_plays(), option=options) + b"\n"


def checked(game: LotteryGame, play_type: str, numbers: list[str]) -> tuple[Play, list[str]]:
    """The play and the normalised picks; refuses what this game does not take."""
    play = PLAYS.get(play_type.upper())
    if play is None or game.family not in play.families:
        allowed = ", ".join(plays_for(game)) or "none"
        raise DomainError(
            "lottery.playtype.invalid",
            f"{game.code} takes play types: {allowed}",
            field="playType",
        )
    picks = play.check([str(n).strip() for n in numbers])
    if picks is None:
        raise DomainError("lottery.numbers.invalid", field="numbers")
    return play, picks
