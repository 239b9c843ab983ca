"""The game relays' answers: list pages, hot games, a vendor's game types, rooms, stats."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from ...core.db import Database
from ...core.money import format_minor
from ...errors import DomainError
from ...fixtures import Fixtures
from . import store
from .generator import generate
from .schemas import GameListQuery
from .store import GameFilter
from .views import game_view, locale_of

HOT_LIMIT = 50
ROOM_MAX_BET_FACTOR = 500  # a room's maximum bet is this many minimum bets


def seed_catalogue(db: Database, fixtures: Fixtures, fixtures_dir: Path, seed: int) -> None:
    """Called by world.build_world after the schema is created."""
    with db.transaction():
        store.seed_games(db, generate(fixtures, fixtures_dir, seed))


def _search(text: str | None) -> str | None:
    if text is None or not text.strip():
        return None
    return text.strip().lower()  # accent-free text also matches the folded names


def game_list(
    db: Database, fixtures: Fixtures, params: GameListQuery, member_id: int, language: str | None
) -> dict[str, Any]:
    locale = locale_of(fixtures, params.language or language)
    filters = GameFilter(
        locale=locale,
        game_type=params.gameType,
        vassalage=params.vassalage,
        classify=params.gameClassify,
        name=_search(params.gameName),
        max_min_bet=params.min_bet_minor(),
        min_lines=params.minLineNum,
        member_id=member_id,
    )
    size = params.pageSize
    rows, total = store.page(db, filters, (params.pageNo - 1) * size, size)
    favourites = store.favourite_ids(db, member_id, [row["game_id"] for row in rows])
    return {
        "games": [game_view(fixtures, r, locale, r["game_id"] in favourites) for r in rows],
        "totalPages": (total + size - 1) // size,
        "totalCount": total,
        "pageNo": params.pageNo,
        "pageSize": size,
    }


def hot_games(
    db: Database, fixtures: Fixtures, vassalage: str | None, language: str | None
) -> dict[str, Any]:
    locale = locale_of(fixtures, language)
    if vassalage and not store.known_vassalage(db, vassalage):
        raise DomainError("game.not.found")
    return {"list": [game_view(fixtures, r, locale) for r in store.hot(db, vassalage, HOT_LIMIT)]}


def game_types(db: Database, fixtures: Fixtures, vassalage: str) -> list[dict[str, Any]]:
    rows = store.types_of(db, vassalage)
    if not rows:
        raise DomainError("game.not.found")
    titles = {category.gameType: category.title for category in fixtures.categories}
    return [
        {
            "vassalage": vassalage.upper(),
            "gameType": row["game_type"],
            "title": titles.get(row["game_type"], row["game_type"]),
            "gameCount": row["n"],
        }
        for row in rows
    ]


def room_list(
    db: Database,
    fixtures: Fixtures,
    vassalage: str | None,
    language: str | None,
    *,
    seed: int,
    now: int,
) -> dict[str, Any]:
    """Rooms of the live-table vendors; seats taken change each clock minute, from the seed."""
    if vassalage and not store.known_vassalage(db, vassalage):
        raise DomainError("game.not.found")
    locale = locale_of(fixtures, language)
    minute = now // 60_000
    rooms = []
    for row in store.rooms(db, vassalage):
        rng = random.Random(f"{seed}:{row['room_id']}:{minute}")
        view = game_view(fixtures, row, locale)
        rooms.append(
            {
                "roomId": row["room_id"],
                "roomName": view["gameName"],
                "gameId": row["game_id"],
                "vassalage": row["vassalage"],
                "gameType": row["game_type"],
                "nodeId": row["node_id"],
                "icon": view["icon"],
                "minBet": view["minBet"],
                "maxBet": format_minor(row["min_bet"] * ROOM_MAX_BET_FACTOR),
                "online": rng.randrange(0, 400),
                "status": "OPEN",
            }
        )
    return {"list": rooms}
