"""Lottery games, their draw periods, issue numbers and drawn numbers (pure functions).

Every lottery game (LOTT and ELOTT rows of the catalogue) belongs to one period kind; each
kind is one scheduler job. Draw boundaries are wall-aligned on the simulator clock; an
issue is named by the Vietnam (UTC+7) date of its draw and its sequence in that day:
`20261122-0001`. Betting on an issue closes LOCK before its draw.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from datetime import UTC, datetime

SECOND = 1_000
MINUTE = 60 * SECOND
HOUR = 60 * MINUTE
DAY = 24 * HOUR
ICT = 7 * HOUR  # the market's time zone, UTC+7: issue dates and VN draw hours


@dataclass(frozen=True)
class Period:
    kind: str
    interval: int  # ms between draws
    offset: int = 0  # ms after each wall-aligned interval (VN daily draws: the UTC hour)

    @property
    def job(self) -> str:
        return f"lottery.draw.{self.kind}"

    @property
    def lock(self) -> int:
        """Betting on an issue closes this long before its draw."""
        return min(self.interval // 10, 15 * MINUTE)

    def next_boundary(self, after: int) -> int:
        """The first draw strictly after `after` (the scheduler's next_due)."""
        return ((after - self.offset) // self.interval + 1) * self.interval + self.offset

    def open_boundary(self, now: int) -> int:
        """The draw time of the issue open for betting at `now`."""
        boundary = self.next_boundary(now)
        return boundary + self.interval if now >= boundary - self.lock else boundary

    def issue(self, boundary: int) -> str:
        """The issue drawn at `boundary`: ICT date of the issue and its sequence in the day."""
        local = boundary - 1 + ICT
        day, into = divmod(local, DAY)
        date = datetime.fromtimestamp(day * DAY / 1000, UTC).strftime("%Y%m%d")
        return f"{date}-{into // self.interval + 1:04d}"


PERIODS: dict[str, Period] = {
    p.kind: p
    for p in (
        Period("30s", 30 * SECOND),
        Period("45s", 45 * SECOND),
        Period("1m", MINUTE),
        Period("3m", 3 * MINUTE),
        Period("5m", 5 * MINUTE),
        Period("10m", 10 * MINUTE),
        # Vietnam's regional daily draws: south 16:15, central 17:15, north 18:15 (UTC+7).
        Period("vn-south", DAY, 16 * HOUR + 15 * MINUTE - ICT),
        Period("vn-central", DAY, 17 * HOUR + 15 * MINUTE - ICT),
        Period("vn-north", DAY, 18 * HOUR + 15 * MINUTE - ICT),
    )
}
SPEEDS = {"30S": "30s", "1M": "1m", "3M": "3m", "5M": "5m", "10M": "10m"}
VN_NORTH = {"HN", "QN", "BN", "HP", "ND", "TB"}
VN_CENTRAL = {"TTH", "PY", "DLK", "QNA", "DNG", "KH", "BDI", "QT", "QB", "GL", "NT", "QNG"}
VN_CENTRAL |= {"DNO", "KT"}
VN_EXPRESS = {"MB45": ("45s", "north"), "MB1": ("1m", "north"), "MT1": ("1m", "south")}
VN_EXPRESS["MN1"] = ("1m", "south")

# Prize tables of a Vietnam draw, special prize first: the digits of each number.
VN_NORTH_DIGITS = (5,) * 10 + (4,) * 10 + (3,) * 3 + (2,) * 4  # 27 numbers
VN_SOUTH_DIGITS = (6,) + (5,) * 11 + (4,) * 4 + (3, 2)  # 18 numbers


@dataclass(frozen=True)
class Format:
    """How a game's draw looks: `kind` and its parameters."""

    kind: str  # digits, pick, perm, dice, coins, vn, mk6 (six picked and a special)
    size: int = 0  # how many numbers
    low: int = 0
    high: int = 9
    digits: tuple[int, ...] = ()  # vn: digits per prize


FAMILY_FORMATS: dict[str, Format] = {
    "SEA5D": Format("digits", 5),
    "SEA4D": Format("digits", 4),
    "SEA3D": Format("digits", 3),
    "SSC": Format("digits", 5),
    "LK28": Format("digits", 3),
    "EL_5D": Format("digits", 5),
    "EL_28": Format("digits", 3),
    "KENO": Format("pick", 20, 1, 80),
    "EL_KENO": Format("pick", 20, 1, 80),
    "PK10": Format("perm", 10, 1, 10),
    "EL_PK10": Format("perm", 10, 1, 10),
    "K3": Format("dice", 3, 1, 6),
    "EL_K3": Format("dice", 3, 1, 6),
    "EL_TX": Format("dice", 3, 1, 6),
    "EL_BC": Format("dice", 3, 1, 6),
    "X115": Format("pick", 5, 1, 11),
    "EL_11X5": Format("pick", 5, 1, 11),
    "MEGA": Format("pick", 6, 1, 45),
    "EL_MK6": Format("mk6", 7, 1, 49),
    "EL_XD": Format("coins", 4, 0, 1),
}


@dataclass(frozen=True)
class LotteryGame:
    code: str
    family: str  # SEA5D, KENO, EL_KENO, VN, ...
    period: Period
    format: Format
    region: str | None = None  # VN games: north, central or south


@functools.lru_cache(maxsize=1024)
def game_of(code: str) -> LotteryGame | None:
    """The lottery rules of a catalogue code, or None for a code this backend does not know."""
    if code.startswith("VN_"):
        short = code[3:]
        if short in VN_EXPRESS:
            kind, region = VN_EXPRESS[short]
        else:
            region = "north" if short in VN_NORTH else "central" if short in VN_CENTRAL else "south"
            kind = f"vn-{region}"
        digits = VN_NORTH_DIGITS if region == "north" else VN_SOUTH_DIGITS
        fmt = Format("vn", len(digits), digits=digits)
        return LotteryGame(code, "VN", PERIODS[kind], fmt, region)
    family, _, speed = code.rpartition("_")
    if speed not in SPEEDS or family not in FAMILY_FORMATS:
        return None
    return LotteryGame(code, family, PERIODS[SPEEDS[speed]], FAMILY_FORMATS[family])


def draw(fmt: Format, rng: random.Random) -> list[str]:
    """Numbers as strings: digits "7", balls "07", VN prizes "12345"."""
    if fmt.kind == "digits":
        return [str(rng.randrange(10)) for _ in range(fmt.size)]
    if fmt.kind == "pick":
        return [f"{n:02d}" for n in sorted(rng.sample(range(fmt.low, fmt.high + 1), fmt.size))]
    if fmt.kind == "mk6":
        balls = rng.sample(range(fmt.low, fmt.high + 1), fmt.size)
        return [f"{n:02d}" for n in (*sorted(balls[:-1]), balls[-1])]
    if fmt.kind == "perm":
        balls = list(range(fmt.low, fmt.high + 1))
        rng.shuffle(balls)
        return [f"{n:02d}" for n in balls]
    if fmt.kind in ("dice", "coins"):
        return [str(rng.randint(fmt.low, fmt.high)) for _ in range(fmt.size)]
    return [f"{rng.randrange(10**d):0{d}d}" for d in fmt.digits]


def drawn_numbers(seed: int, code: str, issue: str, fmt: Format) -> list[str]:
    """The seeded draw of one issue: the same world seed draws the same numbers."""
    return draw(fmt, random.Random(f"{seed}:lottery:{code}:{issue}"))


def valid_draw(fmt: Format, numbers: list[str]) -> bool:
    """Whether forced numbers have the game's shape (same as draw() produces)."""
    if len(numbers) != fmt.size or not all(n.isdigit() for n in numbers):
        return False
    if fmt.kind == "vn":
        return all(len(n) == d for n, d in zip(numbers, fmt.digits, strict=True))
    values = [int(n) for n in numbers]
    if not all(fmt.low <= v <= fmt.high for v in values):
        return False
    if fmt.kind in ("pick", "perm", "mk6"):
        return len(set(values)) == len(values)
    return True


def normalise_draw(fmt: Format, numbers: list[str]) -> list[str]:
    if fmt.kind == "pick":
        return [f"{int(n):02d}" for n in sorted(numbers, key=int)]
    if fmt.kind == "mk6":
        main = sorted(numbers[:-1], key=int)
        return [f"{int(n):02d}" for n in (*main, numbers[-1])]
    if fmt.kind == "perm":
        return [f"{int(n):02d}" for n in numbers]
    if fmt.kind in ("digits", "dice", "coins"):
        return [str(int(n)) for n in numbers]
    return list(numbers)
