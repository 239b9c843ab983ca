"""Generate the catalogue: the same seed, vendors and plan always give the same games.

Every vendor gets its own RNG (seeded from the world seed and the vendor), so adding a
vendor never changes the games of another. Nothing here reads the clock.
"""

from __future__ import annotations

import itertools
import random
import re
import unicodedata
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...fixtures import Fixtures
from .plan import CategoryPlan, Pattern, Plan, Word, WordSet, load_plan

RELEASE_EPOCH_MS = 1_704_067_200_000  # the world epoch (world.WORLD_EPOCH_MS)
DAY_MS = 86_400_000
NEW_WITHIN_DAYS = 45  # a game flagged isNew was released this recently before the epoch
OLDEST_DAYS = 1_800
_SLOT = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class Game:
    game_id: int
    vassalage: str
    game_type: str
    account_type: str
    vendor_name: str
    node_id: int
    room_id: int
    code: str
    name_en: str
    name_vi: str
    icon: str  # path under an image CDN host
    is_new: int
    is_hot: int
    min_bet: int  # minor units
    lines: int
    released_at: int  # epoch ms
    sort: int
    play_type: str | None
    search_en: str  # search_text(name_en)
    search_vi: str


@dataclass(frozen=True)
class VendorKey:
    game_type: str
    vassalage: str
    account_type: str
    display_name: str
    game_id: int
    node_id: int


def fold(text: str) -> str:
    """Lower case without diacritics: 'Rồng Vàng' -> 'rong vang'."""
    plain = unicodedata.normalize("NFKD", text.lower().replace("đ", "d"))
    return "".join(ch for ch in plain if not unicodedata.combining(ch))


def search_text(name: str) -> str:
    """What a name search matches: the lower-case name and its accent-free form."""
    lower = name.lower()
    folded = fold(name)
    return lower if folded == lower else f"{lower}\x1f{folded}"


def _fill(pattern: Pattern, words: dict[str, Word], extra: dict[str, str]) -> tuple[str, str]:
    def one(template: str, lang: str) -> str:
        def sub(match: re.Match[str]) -> str:
            slot = match.group(1)
            if slot in extra:
                return extra[slot]
            return getattr(words[slot], lang)

        return _SLOT.sub(sub, template)

    return one(pattern.en, "en"), one(pattern.vi, "vi")


def _random_names(
    words: WordSet, rng: random.Random, count: int, vendor: str
) -> list[tuple[str, str, Word | None]]:
    out: list[tuple[str, str, Word | None]] = []
    seen: set[str] = set()

    def keep(en: str, vi: str) -> bool:
        if en.lower() in seen or vi.lower() in seen:
            return False
        seen.update((en.lower(), vi.lower()))
        out.append((en, vi, None))
        return True

    if words.first is not None:
        keep(*_fill(words.first, {}, {"vendor": vendor}))
    while len(out) < count:
        for _ in range(30):
            pattern = rng.choice(words.patterns)
            slots = set(_SLOT.findall(pattern.en + pattern.vi)) - {"vendor", "n"}
            chosen = {slot: rng.choice(words.slots[slot]) for slot in sorted(slots)}
            number = str(len(out) if words.first else rng.randrange(1, 41))
            if keep(*_fill(pattern, chosen, {"vendor": vendor, "n": number})):
                break
        else:  # the word lists ran dry for this vendor: number the next one
            en, vi = _fill(words.patterns[0], chosen, {"vendor": vendor, "n": "1"})
            keep(f"{en} {len(out) + 1}", f"{vi} {len(out) + 1}")
    return out


def _cross_names(words: WordSet, count: int) -> list[tuple[str, str, Word | None]]:
    out: list[tuple[str, str, Word | None]] = []
    lists = [words.slots[slot] for slot in words.cross]
    for combo in itertools.islice(itertools.product(*lists), count):
        chosen = dict(zip(words.cross, combo, strict=True))
        en, vi = _fill(words.patterns[0], chosen, {})
        code = "_".join(w.code or w.en.upper() for w in combo)
        out.append((en, vi, Word(en=en, vi=vi, code=code, playType=combo[0].playType)))
    return out


def _vendor_games(
    vendor: VendorKey, category: CategoryPlan, plan: Plan, seed: int, start: int
) -> list[Game]:
    word_set, count = category.for_vendor(vendor.vassalage, vendor.account_type)
    words = plan.words[word_set]
    rng = random.Random(f"{seed}:{vendor.game_type}:{vendor.vassalage}:{vendor.account_type}")
    if words.mode == "cross":
        names = _cross_names(words, count)
    else:
        names = _random_names(words, rng, count, vendor.display_name)
    games: list[Game] = []
    for index, (en, vi, meta) in enumerate(names):
        lobby = category.lobby and index == 0
        code = meta.code if meta and meta.code else f"{vendor.vassalage}_{index + 1:04d}"
        is_new = int(rng.random() < category.newShare)
        age = rng.randrange(0, NEW_WITHIN_DAYS) if is_new else rng.randrange(45, OLDEST_DAYS)
        icon = category.icons[zlib.crc32(code.encode()) % len(category.icons)]
        games.append(
            Game(
                game_id=vendor.game_id if lobby else vendor.node_id * 10_000 + index + 1,
                vassalage=vendor.vassalage,
                game_type=vendor.game_type,
                account_type=vendor.account_type,
                vendor_name=vendor.display_name,
                node_id=vendor.node_id,
                room_id=(vendor.node_id % 1000) * 1000 + index + 1 if category.rooms else 0,
                code=code,
                name_en=en,
                name_vi=vi,
                icon=f"/games/{icon}.svg",
                is_new=is_new,
                is_hot=int(rng.random() < category.hotShare),
                min_bet=rng.choice(category.minBets) * 100,
                lines=rng.choice(category.lines),
                released_at=RELEASE_EPOCH_MS - age * DAY_MS - rng.randrange(DAY_MS),
                sort=start + index,
                play_type=meta.playType if meta else None,
                search_en=search_text(en),
                search_vi=search_text(vi),
            )
        )
    return games


def vendor_keys(fixtures: Fixtures) -> tuple[VendorKey, ...]:
    return tuple(
        VendorKey(
            category.gameType,
            vendor.vassalage.upper(),
            vendor.accountTypeName,
            vendor.displayName,
            vendor.gameId,
            vendor.nodeId,
        )
        for category in fixtures.categories
        for vendor in category.vendors
    )


@lru_cache(maxsize=4)
def _generate(vendors: tuple[VendorKey, ...], fixtures_dir: Path, seed: int) -> tuple[Game, ...]:
    plan = load_plan(fixtures_dir)
    games: list[Game] = []
    for vendor in vendors:
        category = plan.categories.get(vendor.game_type)
        if category is None:
            raise ValueError(f"games.yaml has no plan for category {vendor.game_type}")
        games.extend(_vendor_games(vendor, category, plan, seed, len(games)))
    codes = [g.code for g in games]
    ids = [g.game_id for g in games]
    if len(set(codes)) != len(codes) or len(set(ids)) != len(ids):
        raise ValueError("the generated catalogue repeats a game code or id")
    return tuple(games)


def generate(fixtures: Fixtures, fixtures_dir: Path, seed: int) -> tuple[Game, ...]:
    """Every game of every vendor in fixtures/vendors.yaml, in lobby order."""
    return _generate(vendor_keys(fixtures), fixtures_dir, seed)
