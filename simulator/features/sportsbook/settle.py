"""A leg's result and what a bet returns (pure): Asian lines, pushes, voids and parlays.

A line on a quarter (-0.25, +0.75, 2.25 ...) is two bets of half the stake on the lines either
side (-0.25 is 0 and -0.5): one may win or push while the other loses, hence the half wins and
half losses. What a leg returns is a factor of its stake: its odds on a win, (1 + odds) / 2
on a half win, 1 on a push or a void, 1/2 on a half loss, 0 on a loss. A parlay returns its
stake times the product of its legs' factors: a void leg counts as 1, a lost one loses it.
"""

from __future__ import annotations

from fractions import Fraction

RESULTS = ("win", "half_win", "push", "half_lose", "lose", "void")


def _halves(line: Fraction) -> list[Fraction]:
    return [line - Fraction(1, 4), line + Fraction(1, 4)] if (line * 4) % 2 == 1 else [line]


def _line(value: Fraction, line: Fraction) -> str:
    outcomes = []
    for half in _halves(line):
        margin = value + half
        outcomes.append("win" if margin > 0 else "push" if margin == 0 else "lose")
    if len(outcomes) == 1:
        return outcomes[0]
    pair = sorted(outcomes)  # lose < push < win
    return {
        ("win", "win"): "win",
        ("push", "win"): "half_win",
        ("push", "push"): "push",
        ("lose", "push"): "half_lose",
        ("lose", "lose"): "lose",
    }[(pair[0], pair[1])]  # halves half a goal apart on a whole score: never a win and a loss


def leg_result(
    market: str, selection: str, line: str | None, home: int, away: int, *, first: str | None = None
) -> str:
    """How a selection fared on a final score; `first`: the side that won the first set (map,
    frame) of a sets match, for the s1 market."""
    if market == "s1":
        return "win" if selection == first else "lose"
    if market in ("1x2", "ml"):
        winner = "home" if home > away else "away" if away > home else "draw"
        return "win" if selection == winner else "lose"
    if market == "oe":
        return "win" if ("odd" if (home + away) % 2 else "even") == selection else "lose"
    assert line is not None
    value = Fraction(line)
    if market == "hdp":
        diff = Fraction(home - away) if selection == "home" else Fraction(away - home)
        return _line(diff, value if selection == "home" else -value)
    total = Fraction(home + away)
    return _line(total, -value) if selection == "over" else _line(-total, value)


def factor(result: str, odds: str) -> Fraction:
    price = Fraction(odds)
    return {
        "win": price,
        "half_win": (1 + price) / 2,
        "push": Fraction(1),
        "void": Fraction(1),
        "half_lose": Fraction(1, 2),
        "lose": Fraction(0),
    }[result]


def returns(stake: int, legs: list[tuple[str, str]]) -> int:
    """What a bet of `stake` minor units returns on its legs' (result, odds), rounded down."""
    total = Fraction(stake)
    for result, odds in legs:
        total *= factor(result, odds)
    return int(total)
