"""The world table: what the world was built from (key `seed`, key `brand`)."""

from __future__ import annotations

from ..db import Database


def built_seed(db: Database) -> int | None:
    """The seed the stored world was built from; None before the first build."""
    if db.one("SELECT name FROM sqlite_master WHERE name = 'world'") is None:
        return None
    row = db.one("SELECT value FROM world WHERE key = 'seed'")
    return int(row["value"]) if row else None


def seed(db: Database) -> int:
    row = db.one("SELECT value FROM world WHERE key = 'seed'")
    return int(row["value"]) if row else 0


def facts(db: Database) -> dict[str, str]:
    return {row["key"]: row["value"] for row in db.all("SELECT key, value FROM world")}


def write(db: Database, seed: int, brand: str) -> None:
    db.conn.executemany(
        "INSERT INTO world (key, value) VALUES (?, ?)", [("seed", str(seed)), ("brand", brand)]
    )
