"""The sportsbook's world: sports (and esports titles), their leagues and teams, and the
fixtures each league plays on the simulator clock, all from the world seed.

A league has a matchday every `every` hours of the clock (longer than a match, so nobody
plays twice at once), numbered from the epoch: matchday `n` kicks off at n x every (plus the
league's offset), and every team plays in it, paired by a round robin (the circle method, a
round a matchday). A match's id is `<league>-<matchday>-<k>`, so the clock alone says which
matches exist, and the seed who plays and how they score (model.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

HOUR = 3_600_000
MINUTE = 60_000


@dataclass(frozen=True)
class Sport:
    code: str
    en: str
    vi: str
    model: str  # goals, points, sets
    draws: bool  # a regulation draw is a result (a three-way market)
    minutes: int  # how long a match lasts on the clock
    mean: float  # goals or points a side scores on average (sets: unused)
    spread: float = 0.0  # points: the standard deviation of a side's score
    best_of: int = 3  # sets: sets (maps, frames) to play at most
    unit: str = "goals"  # what the score counts: goals, points, runs, sets, maps, frames


SPORTS: tuple[Sport, ...] = (
    Sport("football", "Football", "Bóng đá", "goals", True, 105, 1.35),
    Sport("basketball", "Basketball", "Bóng rổ", "points", False, 120, 104, 11, unit="points"),
    Sport("tennis", "Tennis", "Quần vợt", "sets", False, 100, 0, best_of=3, unit="sets"),
    Sport("badminton", "Badminton", "Cầu lông", "sets", False, 60, 0, best_of=3, unit="sets"),
    Sport("volleyball", "Volleyball", "Bóng chuyền", "sets", False, 100, 0, best_of=5, unit="sets"),
    Sport("table_tennis", "Table tennis", "Bóng bàn", "sets", False, 40, 0, best_of=5, unit="sets"),
    Sport("ice_hockey", "Ice hockey", "Khúc côn cầu trên băng", "goals", True, 150, 2.9),
    Sport("handball", "Handball", "Bóng ném", "points", True, 80, 28, 4),
    Sport("baseball", "Baseball", "Bóng chày", "points", False, 180, 4.5, 2.6, unit="runs"),
    Sport(
        "american_football",
        "American football",
        "Bóng bầu dục Mỹ",
        "points",
        False,
        200,
        23,
        9,
        unit="points",
    ),
    Sport("rugby", "Rugby union", "Bóng bầu dục", "points", True, 100, 24, 8, unit="points"),
    Sport("cricket", "Cricket T20", "Cricket T20", "points", False, 200, 160, 20, unit="runs"),
    Sport("futsal", "Futsal", "Bóng đá trong nhà", "goals", True, 60, 3.1),
    Sport("water_polo", "Water polo", "Bóng nước", "goals", True, 60, 9.5),
    Sport("field_hockey", "Field hockey", "Khúc côn cầu trên cỏ", "goals", True, 80, 1.7),
    Sport(
        "beach_volleyball",
        "Beach volleyball",
        "Bóng chuyền bãi biển",
        "sets",
        False,
        60,
        0,
        best_of=3,
        unit="sets",
    ),
    Sport("snooker", "Snooker", "Bi-a snooker", "sets", False, 150, 0, best_of=9, unit="frames"),
    Sport("darts", "Darts", "Phi tiêu", "sets", False, 60, 0, best_of=5, unit="sets"),
    Sport("netball", "Netball", "Bóng lưới", "points", True, 70, 55, 6, unit="points"),
    Sport("floorball", "Floorball", "Khúc côn cầu trong nhà", "goals", True, 80, 4.8),
)

ESPORTS: tuple[Sport, ...] = (
    Sport(
        "cs2", "Counter-Strike 2", "Counter-Strike 2", "sets", False, 120, 0, best_of=3, unit="maps"
    ),
    Sport("dota2", "Dota 2", "Dota 2", "sets", False, 120, 0, best_of=3, unit="maps"),
    Sport(
        "lol",
        "League of Legends",
        "Liên Minh Huyền Thoại",
        "sets",
        False,
        100,
        0,
        best_of=3,
        unit="maps",
    ),
    Sport("valorant", "Valorant", "Valorant", "sets", False, 120, 0, best_of=3, unit="maps"),
    Sport("mlbb", "Mobile Legends", "Mobile Legends", "sets", False, 90, 0, best_of=5, unit="maps"),
    Sport("efootball", "eFootball", "eFootball", "goals", True, 20, 1.6),
)

BY_CODE = {sport.code: sport for sport in (*SPORTS, *ESPORTS)}

# League names: a place and a tier (invented: no real competition's name or teams).
PLACES = (
    ("Northern", "Miền Bắc"),
    ("Southern", "Miền Nam"),
    ("Coastal", "Duyên Hải"),
    ("Highland", "Cao Nguyên"),
    ("Eastern", "Miền Đông"),
    ("Western", "Miền Tây"),
    ("Lotus", "Hoa Sen"),
    ("Delta", "Đồng Bằng"),
    ("Capital", "Thủ Đô"),
    ("Island", "Hải Đảo"),
)
TIERS = (
    ("League", "Giải"),
    ("Cup", "Cúp"),
    ("Premier Division", "Hạng Nhất"),
    ("Series", "Loạt Trận"),
)
TOWNS = (
    "Ha Long",
    "Da Lat",
    "Can Tho",
    "Hue",
    "Vung Tau",
    "Nha Trang",
    "Quy Nhon",
    "Hai Phong",
    "Vinh",
    "Pleiku",
    "Phan Thiet",
    "My Tho",
    "Ca Mau",
    "Lao Cai",
    "Thai Nguyen",
    "Bien Hoa",
    "Rach Gia",
    "Buon Ma Thuot",
    "Nam Dinh",
    "Tuy Hoa",
    "Hoi An",
    "Sa Pa",
    "Ninh Binh",
    "Dong Ha",
)
MASCOTS = (
    "Tigers",
    "Dragons",
    "Eagles",
    "Sharks",
    "Buffaloes",
    "Phoenix",
    "Cobras",
    "Falcons",
    "Lions",
    "Storm",
    "Wolves",
    "Pythons",
    "Rangers",
    "Comets",
    "Titans",
    "Hornets",
)
ESPORT_TEAMS = (
    "Lotus Gaming",
    "Mekong Five",
    "Red River",
    "Saigon Wolves",
    "Hanoi Phoenix",
    "Delta Force",
    "Jade Esports",
    "Monsoon",
    "Typhoon",
    "Neon Tigers",
    "Silver Dragons",
    "Night Owls",
    "Pixel Kings",
    "Thunderbolt",
    "Iron Lotus",
    "Cyber Buffalo",
)


@dataclass(frozen=True)
class Team:
    code: str
    name: str
    rating: float  # strength, about -1 to 1


@dataclass(frozen=True)
class League:
    code: str  # <sport>.<n>
    sport: Sport
    en: str
    vi: str
    teams: tuple[Team, ...]
    every: int  # ms between the league's kick-offs
    offset: int  # ms after each multiple of `every`


@dataclass(frozen=True)
class Match:
    id: str  # <league>-<matchday>-<k>
    league: League
    slot: int  # the matchday
    home: Team
    away: Team
    kickoff: int

    @property
    def ends(self) -> int:
        return self.kickoff + self.league.sport.minutes * MINUTE


@lru_cache(maxsize=8)
def leagues(seed: int, esports: bool) -> tuple[League, ...]:
    """Each sport's leagues (two to three), with eight to twelve teams of their own."""
    found: list[League] = []
    for sport in ESPORTS if esports else SPORTS:
        rng = random.Random(f"{seed}:sports:{sport.code}")
        for n in range(rng.choice((2, 3))):
            place = PLACES[rng.randrange(len(PLACES))]
            tier = TIERS[rng.randrange(len(TIERS))]
            count = rng.choice((8, 10, 12))
            if esports:
                names = rng.sample(ESPORT_TEAMS, count)
            else:
                towns = rng.sample(TOWNS, count)
                names = [f"{town} {rng.choice(MASCOTS)}" for town in towns]
            code = f"{sport.code}.{n + 1}"
            teams = tuple(
                Team(f"{code}.{i + 1}", name, round(rng.uniform(-1, 1), 3))
                for i, name in enumerate(names)
            )
            # A matchday when the last one's matches have ended, on the hour.
            every = (sport.minutes // 60 + 2) * HOUR
            offset = rng.randrange(0, every // MINUTE // 15) * 15 * MINUTE
            en = f"{place[0]} {sport.en} {tier[0]}"
            vi = f"{tier[1]} {sport.vi} {place[1]}"
            found.append(League(code, sport, en, vi, teams, every, offset))
    return tuple(found)


def league(seed: int, code: str) -> League | None:
    sport = BY_CODE.get(code.split(".", maxsplit=1)[0])
    if sport is None:
        return None
    for found in leagues(seed, sport in ESPORTS):
        if found.code == code:
            return found
    return None


def pairs(count: int, round_: int) -> list[tuple[int, int]]:
    """Round `round_` of a round robin of `count` (even) teams, by the circle method: team 0
    stays, the others turn one place a round; home and away swap every other round."""
    others = list(range(1, count))
    turn = round_ % (count - 1)
    ring = [0, *others[turn:], *others[:turn]]
    found = [(ring[i], ring[count - 1 - i]) for i in range(count // 2)]
    return found if round_ % 2 == 0 else [(b, a) for a, b in found]


def matchday(seed: int, found: League, slot: int) -> list[Match]:
    """The league's matches of matchday `slot`, every team in one."""
    kickoff = slot * found.every + found.offset
    return [
        Match(f"{found.code}-{slot}-{k}", found, slot, found.teams[h], found.teams[a], kickoff)
        for k, (h, a) in enumerate(pairs(len(found.teams), slot))
    ]


def match(seed: int, match_id: str) -> Match | None:
    code, _, rest = match_id.partition("-")
    slot, _, k = rest.partition("-")
    found = league(seed, code) if code else None
    if found is None or not slot.isdigit() or not k.isdigit():
        return None
    day = matchday(seed, found, int(slot))
    return day[int(k)] if int(k) < len(day) else None


def fixtures(seed: int, found: League, start: int, stop: int) -> list[Match]:
    """The league's matches kicking off in [start, stop), earliest first."""
    first = max(0, -(-(start - found.offset) // found.every))
    matches: list[Match] = []
    slot = first
    while slot * found.every + found.offset < stop:
        matches.extend(matchday(seed, found, slot))
        slot += 1
    return matches
