"""League winner (outright) markets.

A league's season is one round robin: every team meets every other once, over `teams - 1`
matchdays (catalogue.pairs repeats its pairings each season, home and away swapped). Its
winner is the top of the table once the season's last match has ended: 3 points a win, 1 a
draw, then the score difference, then the score, then the lower team number. A void match
counts for nobody.

The prices are each team's chance of finishing top, from a seeded Monte Carlo of the season's
matches not yet ended (each by its pre-match result chances, model.result_chances), the ended
ones as they finished, less three times the vendor's margin; they move when a match ends. The
market is open until the season's last matchday kicks off.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from . import catalogue, model
from .catalogue import League, Match

RUNS = 400
MARGIN_TIMES = 3  # an outright book carries more margin than a match's
Result = dict[str, Any]  # a match's final result: {home, away, ...} or {void: True}


@dataclass(frozen=True)
class Season:
    league: League
    number: int

    @property
    def id(self) -> str:
        return f"{self.league.code}-s{self.number}"

    @property
    def length(self) -> int:
        return len(self.league.teams) - 1

    def matches(self, seed: int) -> list[Match]:
        first = self.number * self.length
        return [
            found
            for slot in range(first, first + self.length)
            for found in catalogue.matchday(seed, self.league, slot)
        ]

    @property
    def closes(self) -> int:
        """The last matchday's kick-off: no bets from then."""
        last = (self.number + 1) * self.length - 1
        return last * self.league.every + self.league.offset

    @property
    def ends(self) -> int:
        return self.closes + self.league.sport.minutes * catalogue.MINUTE


def season_at(found: League, now: int) -> Season:
    """The season open for bets at `now` (the next one once the last matchday has begun)."""
    matchday = max(0, (now - found.offset) // found.every)
    current = Season(found, matchday // (len(found.teams) - 1))
    return current if now < current.closes else Season(found, current.number + 1)


def season(seed: int, season_id: str) -> Season | None:
    code, _, number = season_id.rpartition("-s")
    found = catalogue.league(seed, code) if code else None
    if found is None or not number.isdigit():
        return None
    return Season(found, int(number))


def standings(
    found: League, results: list[tuple[Match, Result]]
) -> list[tuple[int, int, int, int]]:
    """(points, difference, scored, -team number) of each team, the league's order."""
    index = {team.code: i for i, team in enumerate(found.teams)}
    table = [[0, 0, 0, -i] for i in range(len(found.teams))]
    for played, result in results:
        if result.get("void"):
            continue
        h, a = index[played.home.code], index[played.away.code]
        home, away = result["home"], result["away"]
        table[h][1] += home - away
        table[a][1] += away - home
        table[h][2] += home
        table[a][2] += away
        if home == away:
            table[h][0] += 1
            table[a][0] += 1
        else:
            table[h if home > away else a][0] += 3
    return [(p, d, s, n) for p, d, s, n in table]


def winner(found: League, results: list[tuple[Match, Result]]) -> int:
    """The index of the team top of the table."""
    table = standings(found, results)
    return max(range(len(table)), key=lambda i: table[i])


def decided(
    seed: int, found: Season, now: int, result_of: Callable[[Match], Result]
) -> tuple[tuple[Match, Result], ...]:
    return tuple((m, result_of(m)) for m in found.matches(seed) if m.ends <= now)


def chances(seed: int, found: Season, done: tuple[tuple[Match, Result], ...]) -> list[float]:
    """Each team's chance of winning the season, the `done` matches as they finished."""
    key = tuple((m.id, r.get("void", False), r.get("home"), r.get("away")) for m, r in done)
    return list(_chances(seed, found, key))


@lru_cache(maxsize=256)
def _chances(seed: int, found: Season, done: tuple[tuple[Any, ...], ...]) -> tuple[float, ...]:
    ended = {match_id: (void, home, away) for match_id, void, home, away in done}
    fixed: list[tuple[Match, Result]] = []
    open_: list[tuple[Match, tuple[float, float, float]]] = []
    for played in found.matches(seed):
        if played.id in ended:
            void, home, away = ended[played.id]
            fixed.append((played, {"void": True} if void else {"home": home, "away": away}))
        else:
            open_.append((played, model.result_chances(played)))
    rng = random.Random(f"{seed}:outright:{found.id}:{len(done)}")
    wins = [0] * len(found.league.teams)
    base = standings(found.league, fixed)
    index = {team.code: i for i, team in enumerate(found.league.teams)}
    for _ in range(RUNS):
        points = [row[0] for row in base]
        for played, (home_win, draw, _away_win) in open_:
            roll = rng.random()
            h, a = index[played.home.code], index[played.away.code]
            if roll < home_win:
                points[h] += 3
            elif roll < home_win + draw:
                points[h] += 1
                points[a] += 1
            else:
                points[a] += 3
        best = max(points)
        tied = [i for i, p in enumerate(points) if p == best]
        # A tie on points goes by score difference in the end; here, the stronger side's way.
        wins[max(tied, key=lambda i: (found.league.teams[i].rating, base[i]))] += 1
    return tuple(count / RUNS for count in wins)


def market(
    seed: int, found: Season, now: int, margin: float, result_of: Callable[[Match], Result]
) -> dict[str, Any] | None:
    """The season's winner market as the board shows it (None once it has closed, or when
    fewer than two teams can still be priced)."""
    if now >= found.closes:
        return None
    odds = chances(seed, found, decided(seed, found, now, result_of))
    if max(odds) > 0.985:  # as good as decided: no book
        return None
    selections = [
        {"selection": f"t{i + 1}", "name": team.name, "odds": price}
        for i, team in enumerate(found.league.teams)
        if (price := model.odds_of(odds[i], margin * MARGIN_TIMES))
    ]
    if len(selections) < 2:
        return None
    return {
        "market": "outright",
        "line": None,
        "seasonId": found.id,
        "closes": found.closes,
        "ends": found.ends,
        "selections": selections,
    }
