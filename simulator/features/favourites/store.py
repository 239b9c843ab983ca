"""favourite_games and recent_games (schema.sql)."""

from __future__ import annotations

import sqlite3

from ...core.db import Database

RECENT_LIMIT = 20  # launches kept per member, newest first


def add(db: Database, member_id: int, game_id: int, now: int) -> bool:
    """True when it was not a favourite yet."""
    cursor = db.run(
        "INSERT OR IGNORE INTO favourite_games (member_id, game_id, added_at) VALUES (?, ?, ?)",
        (member_id, game_id, now),
    )
    return cursor.rowcount == 1


def remove(db: Database, member_id: int, game_id: int) -> bool:
    """True when it was a favourite."""
    cursor = db.run(
        "DELETE FROM favourite_games WHERE member_id = ? AND game_id = ?", (member_id, game_id)
    )
    return cursor.rowcount == 1


def favourites(db: Database, member_id: int) -> list[sqlite3.Row]:
    return db.all(
        "SELECT g.*, f.added_at FROM favourite_games f JOIN games g ON g.game_id = f.game_id"
        " WHERE f.member_id = ? ORDER BY f.added_at DESC, g.sort",
        (member_id,),
    )


def record_launch(db: Database, member_id: int, game_id: int, now: int) -> None:
    """Remember a launch; a game launched again moves to the front. Keeps RECENT_LIMIT."""
    db.run(
        "INSERT INTO recent_games (member_id, game_id, launched_at) VALUES (?, ?, ?)"
        " ON CONFLICT (member_id, game_id) DO UPDATE SET launched_at = excluded.launched_at",
        (member_id, game_id, now),
    )
    db.run(
        "DELETE FROM recent_games WHERE member_id = ? AND game_id NOT IN ("
        " SELECT game_id FROM recent_games WHERE member_id = ?"
        " ORDER BY launched_at DESC, rowid DESC LIMIT ?)",
        (member_id, member_id, RECENT_LIMIT),
    )


def recents(db: Database, member_id: int) -> list[sqlite3.Row]:
    return db.all(
        "SELECT g.*, r.launched_at FROM recent_games r JOIN games g ON g.game_id = r.game_id"
        " WHERE r.member_id = ? ORDER BY r.launched_at DESC, r.rowid DESC",
        (member_id,),
    )
