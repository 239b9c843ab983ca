"""Play types: what a ticket may pick and what it returns (docs/contract.md section 11).

Returns are total (stake included), in minor units, rounded down:

- SEA 5D (SEA5D_*): `5D_BIG_SMALL` ["BIG"|"SMALL"] on the sum of the five digits (BIG
  23-45, SMALL 0-22) returns 1.95x; `5D_LAST2` ["NN"] on the last two digits returns 95x;
  `5D_DIRECT` ["NNNNN"] on all five in order returns 90000x.
- Vietnam (VN_*): `LO_2D` ["NN"], "lo 2 so": each prize whose last two digits are NN
  returns amount x 80 / (prizes in the draw: 27 north, 18 central and south).
- Keno (KENO_*, EL_KENO_*): `KENO_PICK` 1 to 5 distinct numbers of 1-80; 20 are drawn;
  the return multiple by picks and hits is KENO_TABLE.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...errors import DomainError
from .draws import LotteryGame

KENO_TABLE: dict[int, dict[int, int]] = {
    1: {1: 3},
    2: {2: 12},
    3: {2: 2, 3: 40},
    4: {2: 1, 3: 5, 4: 100},
    5: {3: 3, 4: 15, 5: 400},
}
LO_RETURN = 80


@dataclass(frozen=True)
class Play:
    code: str
    families: frozenset[str]
    check: Callable[[list[str]], list[str] | None]  # normalised picks, or None if invalid
    pay: Callable[[list[str], list[str], int], int]  # (picks, drawn, amount) -> return


def _digits(size: int) -> Callable[[list[str]], list[str] | None]:
    def check(picks: list[str]) -> list[str] | None:
        ok = len(picks) == 1 and len(picks[0]) == size and picks[0].isdigit()
        return picks if ok else None

    return check


def _big_small(picks: list[str]) -> list[str] | None:
    upper = [p.upper() for p in picks]
    return upper if len(upper) == 1 and upper[0] in ("BIG", "SMALL") else None


def _pay_big_small(picks: list[str], drawn: list[str], amount: int) -> int:
    total = sum(int(d) for d in drawn)
    side = "BIG" if total >= 23 else "SMALL"
    return amount * 195 // 100 if picks[0] == side else 0


def _pay_last2(picks: list[str], drawn: list[str], amount: int) -> int:
    return amount * 95 if "".join(drawn[-2:]) == picks[0] else 0


def _pay_direct(picks: list[str], drawn: list[str], amount: int) -> int:
    return amount * 90_000 if "".join(drawn) == picks[0] else 0


def _pay_lo(picks: list[str], drawn: list[str], amount: int) -> int:
    hits = sum(1 for prize in drawn if prize[-2:] == picks[0])
    return amount * LO_RETURN * hits // len(drawn)


def _keno(picks: list[str]) -> list[str] | None:
    if not 1 <= len(picks) <= 5 or not all(p.isdigit() and len(p) <= 2 for p in picks):
        return None
    values = [int(p) for p in picks]
    if len(set(values)) != len(values) or not all(1 <= v <= 80 for v in values):
        return None
    return [f"{v:02d}" for v in sorted(values)]


def _pay_keno(picks: list[str], drawn: list[str], amount: int) -> int:
    hits = len(set(picks) & set(drawn))
    return amount * KENO_TABLE[len(picks)].get(hits, 0)


PLAYS: dict[str, Play] = {
    p.code: p
    for p in (
        Play("5D_BIG_SMALL", frozenset({"SEA5D"}), _big_small, _pay_big_small),
        Play("5D_LAST2", frozenset({"SEA5D"}), _digits(2), _pay_last2),
        Play("5D_DIRECT", frozenset({"SEA5D"}), _digits(5), _pay_direct),
        Play("LO_2D", frozenset({"VN"}), _digits(2), _pay_lo),
        Play("KENO_PICK", frozenset({"KENO", "EL_KENO"}), _keno, _pay_keno),
    )
}


def plays_for(game: LotteryGame) -> list[str]:
    return [code for code, play in PLAYS.items() if game.family in play.families]


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
