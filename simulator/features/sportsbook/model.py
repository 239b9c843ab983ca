"""How a match scores, what its markets are worth now, and their odds.

Three scoring models cover every sport of catalogue.py:

- goals: each side scores a Poisson number of goals, its mean from the sides' ratings; the
  goals fall at random minutes of the match;
- points: each side's score is about normal around its mean (ratings again), and grows
  through the match; a sport without draws breaks a level score in extra time;
- sets: a best-of-N match of sets (maps, frames), each won by the home side with a chance
  from the ratings; sets end at even intervals of the match.

A match's result is the seed's (or QA's, kept by store.py): the same world plays it the same way.
Prices are the model's chances at this moment of the clock (before kick-off they drift a
little each hour; in play they follow the score and the time left), less the vendor's margin.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .catalogue import HOUR, MINUTE, Match, Sport

HOME_ADVANTAGE = 0.12
GRID = 16  # goals a side can score in the goals model's tables
IN_PLAY_CLOSE = 0.9  # markets close when this share of the match has gone


@dataclass(frozen=True)
class Score:
    home: int
    away: int


def _means(found: Match, drift: float = 0.0) -> tuple[float, float]:
    sport = found.league.sport
    edge = found.home.rating - found.away.rating + HOME_ADVANTAGE + drift
    if sport.model == "goals":
        return sport.mean * math.exp(edge / 2), sport.mean * math.exp(-edge / 2)
    return sport.mean * (1 + edge / 10), sport.mean * (1 - edge / 10)


def _set_chance(found: Match, drift: float = 0.0) -> float:
    edge = found.home.rating - found.away.rating + HOME_ADVANTAGE / 2 + drift
    return 1 / (1 + math.exp(-1.6 * edge))


def drift(found: Match, now: int) -> float:
    """Before kick-off a price moves a little each hour of the clock: news, money, weather."""
    rng = random.Random(f"drift:{found.id}:{now // HOUR}")
    return rng.uniform(-0.06, 0.06)


# -- results ---------------------------------------------------------------------------------


def simulate(seed: int, found: Match) -> dict[str, Any]:
    """The match as the seed plays it: its final score and when each score came."""
    rng = random.Random(f"{seed}:match:{found.id}")
    sport = found.league.sport
    minutes = sport.minutes
    if sport.model == "goals":
        home_mean, away_mean = _means(found)
        goals = [("home", m) for m in _poisson_times(rng, home_mean, minutes)]
        goals += [("away", m) for m in _poisson_times(rng, away_mean, minutes)]
        goals.sort(key=lambda goal: goal[1])
        home = sum(1 for side, _ in goals if side == "home")
        return {"home": home, "away": len(goals) - home, "events": [[s, m] for s, m in goals]}
    if sport.model == "points":
        home_mean, away_mean = _means(found)
        home = max(0, round(rng.gauss(home_mean, sport.spread)))
        away = max(0, round(rng.gauss(away_mean, sport.spread)))
        while not sport.draws and home == away:  # extra time decides
            home += rng.randrange(0, max(2, int(sport.spread)))
            away += rng.randrange(0, max(2, int(sport.spread)))
        return {"home": home, "away": away, "events": []}
    chance = _set_chance(found)
    needed = sport.best_of // 2 + 1
    sets: list[str] = []
    while sets.count("home") < needed and sets.count("away") < needed:
        sets.append("home" if rng.random() < chance else "away")
    length = minutes // sport.best_of  # as first_set_ends says
    events = [[side, (i + 1) * length] for i, side in enumerate(sets)]
    return {"home": sets.count("home"), "away": sets.count("away"), "events": events}


def _poisson_times(rng: random.Random, mean: float, minutes: int) -> list[int]:
    count, threshold, product = 0, math.exp(-mean), rng.random()
    while product > threshold:
        count += 1
        product *= rng.random()
    return sorted(rng.randrange(1, minutes) for _ in range(count))


def score_at(found: Match, result: dict[str, Any], now: int) -> Score:
    """The score shown at `now` (the final one once the match has ended)."""
    if now >= found.ends:
        return Score(result["home"], result["away"])
    elapsed = max(0, (now - found.kickoff) // MINUTE)
    if found.league.sport.model == "points":
        share = elapsed / found.league.sport.minutes
        return Score(int(result["home"] * share), int(result["away"] * share))
    home = sum(1 for side, minute in result["events"] if side == "home" and minute <= elapsed)
    away = sum(1 for side, minute in result["events"] if side == "away" and minute <= elapsed)
    return Score(home, away)


# -- chances ---------------------------------------------------------------------------------


def _poisson(mean: float) -> list[float]:
    chances = [math.exp(-mean)]
    for k in range(1, GRID):
        chances.append(chances[-1] * mean / k)
    return chances


def _normal_cdf(x: float, mean: float, sd: float) -> float:
    return 0.5 * (1 + math.erf((x - mean) / (sd * math.sqrt(2))))


@dataclass(frozen=True)
class Outlook:
    """The chance of each (home, away) final score, as far as it matters to the markets."""

    scores: dict[tuple[int, int], float]


@lru_cache(maxsize=4096)
def _sets_outlook(
    chance: float, best_of: int, home: int, away: int
) -> tuple[tuple[tuple[int, int], float], ...]:
    needed = best_of // 2 + 1
    if needed in (home, away):
        return (((home, away), 1.0),)
    found: dict[tuple[int, int], float] = {}
    for side, p in ((1, chance), (0, 1 - chance)):
        nxt = _sets_outlook(chance, best_of, home + side, away + 1 - side)
        for score, q in nxt:
            found[score] = found.get(score, 0.0) + p * q
    return tuple(found.items())


def outlook(found: Match, score: Score, now: int) -> Outlook:
    """Final-score chances given the score at `now` (before kick-off: 0-0 and the drift)."""
    sport = found.league.sport
    started = now >= found.kickoff
    left = 1.0 if not started else max(0.0, 1 - (now - found.kickoff) / (sport.minutes * MINUTE))
    shift = 0.0 if started else drift(found, now)
    if sport.model == "sets":
        chance = _set_chance(found, shift)
        return Outlook(dict(_sets_outlook(round(chance, 4), sport.best_of, score.home, score.away)))
    home_mean, away_mean = _means(found, shift)
    scores: dict[tuple[int, int], float] = {}
    if sport.model == "goals":
        home_rest, away_rest = _poisson(home_mean * left), _poisson(away_mean * left)
        for h, ph in enumerate(home_rest):
            for a, pa in enumerate(away_rest):
                if ph * pa > 1e-9:
                    scores[(score.home + h, score.away + a)] = ph * pa
        return Outlook(scores)
    # points: the rest of the match, normal around what is left; integer scores
    spread = sport.spread * math.sqrt(max(left, 0.01))
    mean_h = score.home + home_mean * left if started else home_mean
    mean_a = score.away + away_mean * left if started else away_mean
    low = lambda mean: max(0, int(mean - 4 * spread))  # noqa: E731
    for h in range(low(mean_h), int(mean_h + 4 * spread) + 1):
        ph = _normal_cdf(h + 0.5, mean_h, spread) - _normal_cdf(h - 0.5, mean_h, spread)
        for a in range(low(mean_a), int(mean_a + 4 * spread) + 1):
            pa = _normal_cdf(a + 0.5, mean_a, spread) - _normal_cdf(a - 0.5, mean_a, spread)
            if ph * pa > 1e-7:
                scores[(h, a)] = ph * pa
    if not sport.draws:  # a level score goes to extra time: half each way
        level = {s: p for s, p in scores.items() if s[0] == s[1]}
        for (h, a), p in level.items():
            del scores[(h, a)]
            scores[(h + 1, a)] = scores.get((h + 1, a), 0.0) + p / 2
            scores[(h, a + 1)] = scores.get((h, a + 1), 0.0) + p / 2
    total = sum(scores.values())
    return Outlook({s: p / total for s, p in scores.items()})


@lru_cache(maxsize=4096)
def result_chances(found: Match) -> tuple[float, float, float]:
    """(home win, draw, away win) before kick-off, without the hourly drift: what an
    outright's Monte Carlo plays each match by."""
    sport = found.league.sport
    if sport.model == "sets":
        chance = round(_set_chance(found), 4)
        home = sum(p for (h, a), p in _sets_outlook(chance, sport.best_of, 0, 0) if h > a)
        return home, 0.0, 1 - home
    home_mean, away_mean = _means(found)
    if sport.model == "goals":
        scores = [
            (h - a, ph * pa)
            for h, ph in enumerate(_poisson(home_mean))
            for a, pa in enumerate(_poisson(away_mean))
        ]
        home = sum(p for diff, p in scores if diff > 0)
        draw = sum(p for diff, p in scores if diff == 0)
        return home, draw, 1 - home - draw
    # points: the difference is about normal; a level score is a draw where a sport has them
    spread, diff = sport.spread * math.sqrt(2), home_mean - away_mean
    if not sport.draws:
        home = 1 - _normal_cdf(0.0, diff, spread)
        return home, 0.0, 1 - home
    draw = _normal_cdf(0.5, diff, spread) - _normal_cdf(-0.5, diff, spread)
    home = 1 - _normal_cdf(0.5, diff, spread)
    return home, draw, 1 - home - draw


# -- markets and odds --------------------------------------------------------------------------


def odds_of(chance: float, margin: float) -> str | None:
    """Decimal odds (two places, rounded down) for a chance, the margin taken; None when the
    chance is too small or too sure to price."""
    if chance < 0.01 or chance > 0.985:
        return None
    value = math.floor(100 / (chance * (1 + margin))) / 100
    if value < 1.01:
        return None
    return f"{value:.2f}"


def _quarter(x: float) -> float:
    return round(x * 4) / 4


def _line_chance(outlook: Outlook, measure: Any, line: float) -> float:
    """The chance-equivalent of a line bet (quarter lines split in two halves): the share of
    the stake it wins, a push counting as neither, normalised to price with fair odds."""
    halves = [line - 0.25, line + 0.25] if abs(line * 4) % 2 == 1 else [line]
    wins = pushes = 0.0
    for half in halves:
        for score, p in outlook.scores.items():
            value = measure(score) + half
            if value > 0:
                wins += p / len(halves)
            elif value == 0:
                pushes += p / len(halves)
    return wins / max(1e-9, 1 - pushes)


def markets(found: Match, score: Score, now: int, margin: float) -> list[dict[str, Any]]:
    """The match's open markets at `now`: each with its selections and their odds."""
    sport = found.league.sport
    view = outlook(found, score, now)
    chances = view.scores
    home_win = sum(p for (h, a), p in chances.items() if h > a)
    away_win = sum(p for (h, a), p in chances.items() if a > h)
    draw = sum(p for (h, a), p in chances.items() if h == a)
    found_markets: list[dict[str, Any]] = []

    def add(
        code: str, line: float | None, selections: list[tuple[str, float]], signed: bool = True
    ) -> None:
        # A selection too sure or too unlikely to price is left out; a market needs two.
        priced = [(name, odds) for name, p in selections if (odds := odds_of(p, margin))]
        if len(priced) >= 2:
            shown = None if line is None else _fmt(line) if signed else f"{line:.2f}"
            found_markets.append(
                {
                    "market": code,
                    "line": shown,
                    "selections": [{"selection": n, "odds": o} for n, o in priced],
                }
            )

    if sport.draws:
        add("1x2", None, [("home", home_win), ("draw", draw), ("away", away_win)])
    else:
        add("ml", None, [("home", home_win), ("away", away_win)])
    expected_diff = sum((h - a) * p for (h, a), p in chances.items())
    expected_total = sum((h + a) * p for (h, a), p in chances.items())
    if sport.model == "sets":
        handicap, total = (-1.5 if expected_diff > 0 else 1.5), sport.best_of // 2 + 1.5
    elif sport.model == "goals":
        handicap, total = _quarter(-expected_diff), _quarter(expected_total)
    else:
        handicap, total = math.floor(-expected_diff) + 0.5, math.floor(expected_total) + 0.5
    line_home = _line_chance(view, lambda s: s[0] - s[1], handicap)
    add("hdp", handicap, [("home", line_home), ("away", 1 - line_home)])
    over = _line_chance(view, lambda s: s[0] + s[1], -total)
    add("ou", total, [("over", over), ("under", 1 - over)], signed=False)
    odd = sum(p for (h, a), p in chances.items() if (h + a) % 2 == 1)
    add("oe", None, [("odd", odd), ("even", 1 - odd)])
    if sport.model == "sets" and now < first_set_ends(found):
        first = _set_chance(found, 0.0 if now >= found.kickoff else drift(found, now))
        add("s1", None, [("home", first), ("away", 1 - first)])
    return found_markets


def first_set_ends(found: Match) -> int:
    """When a sets match's first set (map, frame) is decided: its market closes then."""
    sport = found.league.sport
    return found.kickoff + sport.minutes // sport.best_of * MINUTE


def _fmt(line: float) -> str:
    return f"{line:+.2f}".replace("+0.00", "0.00")


def open_for_bets(found: Match, now: int) -> bool:
    """Before kick-off, and in play until most of the match has gone."""
    return now < found.kickoff + IN_PLAY_CLOSE * found.league.sport.minutes * MINUTE


def sport_of(found: Match) -> Sport:
    return found.league.sport
