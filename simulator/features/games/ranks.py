"""GCSGAME_getRankList: a winner board generated from the seed with faker.

Later issues replace it with the biggest real wins of the demo games.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from faker import Faker

from ...core.db import Database
from ...core.money import format_minor
from ...fixtures import Fixtures
from . import store
from .views import game_view, locale_of

BOARD_SIZE = 50
FAKER_LOCALES = {"VN": "vi_VN", "TH": "th_TH", "ID": "id_ID", "PH": "en_PH", "CN": "zh_CN"}


def _mask(name: str) -> str:
    plain = "".join(ch for ch in name.lower() if ch.isascii() and ch.isalnum()) or "player"
    return f"{plain[:2]}***{plain[-2:]}"


@lru_cache(maxsize=4)
def _winners(seed: int, home_country: str) -> tuple[tuple[str, int, float, int], ...]:
    """(masked account, win in minor units, multiplier, pick) per place, best first."""
    fake = Faker(FAKER_LOCALES.get(home_country, "en_US"))
    fake.seed_instance(seed)
    rng = random.Random(f"{seed}:ranks")
    rows = []
    for _ in range(BOARD_SIZE):
        account = _mask(fake.user_name() + str(rng.randrange(10, 99)))
        amount = rng.randrange(500, 250_000) * 1000 * 100  # 500,000 to 250 million
        rows.append((account, amount, round(rng.uniform(5, 2000), 2), rng.randrange(1 << 30)))
    rows.sort(key=lambda r: r[1], reverse=True)
    return tuple(rows)


def rank_list(
    db: Database,
    fixtures: Fixtures,
    *,
    seed: int,
    language: str | None,
    game_type: str | None,
    size: int,
) -> dict[str, Any]:
    locale = locale_of(fixtures, language)
    kind = game_type.upper() if game_type else None
    count = store.count_of_type(db, kind)
    board: list[dict[str, Any]] = []
    for place, (account, amount, multiplier, pick) in enumerate(
        _winners(seed, fixtures.brand.homeCountry), 1
    ):
        if len(board) >= size or count == 0:
            break
        row = store.nth_of_type(db, kind, pick % count)
        if row is None:
            continue
        game = game_view(fixtures, row, locale)
        board.append(
            {
                "rank": place,
                "account": account,
                "gameId": game["gameId"],
                "gameName": game["gameName"],
                "vassalage": game["vassalage"],
                "gameType": game["gameType"],
                "icon": game["icon"],
                "winAmount": format_minor(amount),
                "multiplier": f"{multiplier:.2f}",
            }
        )
    return {"list": board}
