"""Favourites (add, remove, list) and recent launches, with journal events."""

from __future__ import annotations

from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...errors import DomainError
from ...fixtures import Fixtures
from ..games import store as games
from ..games.views import game_view, locale_of
from . import store
from .schemas import FavouriteChange


def change(
    db: Database, change: FavouriteChange, *, member_id: int, account: str, now: int
) -> dict[str, Any]:
    """Idempotent: adding a favourite twice, or removing a missing one, changes nothing."""
    if games.by_id(db, change.gameId) is None:
        raise DomainError("game.not.found")
    with db.transaction():
        if change.action == "add":
            changed = store.add(db, member_id, change.gameId, now)
            event = "game.favourite.added"
        else:
            changed = store.remove(db, member_id, change.gameId)
            event = "game.favourite.removed"
        if changed:
            record(db, now, event, account, gameId=change.gameId)
    return {
        "gameId": change.gameId,
        "action": change.action,
        "isFavorite": change.action == "add",
        "changed": changed,
    }


def favourite_list(
    db: Database, fixtures: Fixtures, member_id: int, language: str | None
) -> dict[str, Any]:
    locale = locale_of(fixtures, language)
    rows = store.favourites(db, member_id)
    return {
        "list": [
            {**game_view(fixtures, row, locale, True), "addedAt": row["added_at"]} for row in rows
        ]
    }


def recent_list(
    db: Database, fixtures: Fixtures, member_id: int, language: str | None
) -> dict[str, Any]:
    locale = locale_of(fixtures, language)
    rows = store.recents(db, member_id)
    favourites = games.favourite_ids(db, member_id, [row["game_id"] for row in rows])
    return {
        "list": [
            {
                **game_view(fixtures, row, locale, row["game_id"] in favourites),
                "launchedAt": row["launched_at"],
            }
            for row in rows
        ]
    }
