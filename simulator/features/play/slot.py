"""The demo slot: 3 rows x 5 reels, one payline (the middle row), left to right.

Every reel draws its symbols independently with the weights below (total 101). A middle
row that starts with k equal symbols pays PAYS[symbol][k] times the bet (k = 2 only for
cherry). The return to player is exactly rtp() = 96.29% and a round wins 11.3% of the time
(docs/ledger-model.md has the table). Forced outcomes build a grid with the asked result.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

ROWS, REELS = 3, 5
WEIGHTS: dict[str, int] = {
    "cherry": 30,
    "lemon": 25,
    "orange": 20,
    "grape": 12,
    "bell": 7,
    "star": 4,
    "diamond": 2,
    "seven": 1,
}
# symbol -> {run length: multiplier of the bet}
PAYS: dict[str, dict[int, int]] = {
    "cherry": {2: 2, 3: 5, 4: 20, 5: 60},
    "lemon": {3: 8, 4: 30, 5: 90},
    "orange": {3: 12, 4: 40, 5: 130},
    "grape": {3: 20, 4: 80, 5: 300},
    "bell": {3: 40, 4: 150, 5: 600},
    "star": {3: 80, 4: 400, 5: 1500},
    "diamond": {3: 200, 4: 1000, 5: 4000},
    "seven": {3: 500, 4: 2500, 5: 10000},
}
SYMBOLS = tuple(WEIGHTS)
_WEIGHT_LIST = tuple(WEIGHTS.values())


def _run_probability(weight: int, run: int) -> Fraction:
    p = Fraction(weight, sum(_WEIGHT_LIST))
    return p**run * ((1 - p) if run < REELS else 1)


def rtp() -> Fraction:
    """The exact return to player of the pay table."""
    return sum(
        (
            _run_probability(WEIGHTS[s], k) * pay
            for s, pays in PAYS.items()
            for k, pay in pays.items()
        ),
        Fraction(0),
    )


def hit_rate() -> Fraction:
    return sum(
        (_run_probability(WEIGHTS[s], k) for s, pays in PAYS.items() for k in pays), Fraction(0)
    )


def draw(rng: random.Random) -> list[list[str]]:
    """grid[row][reel]."""
    return [rng.choices(SYMBOLS, _WEIGHT_LIST, k=REELS) for _ in range(ROWS)]


def evaluate(grid: list[list[str]]) -> tuple[str | None, int, int]:
    """(symbol, run, multiplier) of the middle row; (None, 0, 0) when it pays nothing."""
    line = grid[1]
    run = 1
    while run < REELS and line[run] == line[0]:
        run += 1
    multiplier = PAYS[line[0]].get(run, 0)
    return (line[0], run, multiplier) if multiplier else (None, 0, 0)


def _with_line(rng: random.Random, symbol: str | None, run: int) -> list[list[str]]:
    """A random grid whose middle row starts with exactly run x symbol (run 0: a loser)."""
    grid = draw(rng)
    if symbol is None:
        others = [s for s in SYMBOLS if s != grid[1][0]]
        grid[1][1] = rng.choice(others)  # no run of two
        if grid[1][0] != "cherry":
            return grid
        grid[1][0] = rng.choice([s for s in SYMBOLS if s not in ("cherry", grid[1][1])])
        return grid
    grid[1][:run] = [symbol] * run
    if run < REELS:
        grid[1][run] = rng.choice([s for s in SYMBOLS if s != symbol])
    return grid


def combos_paying(multiplier: int) -> list[tuple[str, int]]:
    return [(s, k) for s, pays in PAYS.items() for k, pay in pays.items() if pay == multiplier]


def spin(rng: random.Random, forced: Any = None) -> tuple[list[list[str]], int, dict[str, Any]]:
    """(grid, multiplier in hundredths, extra outcome fields). forced: None, "win", "lose"
    or {"multiplier": Decimal}."""
    extra: dict[str, Any] = {}
    if forced is None:
        grid = draw(rng)
    elif forced == "lose":
        grid = _with_line(rng, None, 0)
    elif forced == "win":
        grid = draw(rng)
        while evaluate(grid)[2] == 0:
            grid = draw(rng)
    else:
        wanted = forced["multiplier"]
        combos = combos_paying(int(wanted)) if wanted == int(wanted) and wanted > 0 else []
        if combos:
            grid = _with_line(rng, *rng.choice(combos))
        else:  # not on the pay table: a losing line plus a bonus of the asked multiplier
            grid = _with_line(rng, None, 0)
            extra["bonus"] = str(wanted)
            return grid, int(wanted * 100), extra
    symbol, run, multiplier = evaluate(grid)
    if symbol:
        extra["line"] = {"symbol": symbol, "count": run, "multiplier": multiplier}
    return grid, multiplier * 100, extra
