"""game_switches (schema.sql): vendors QA put under maintenance."""

from __future__ import annotations

from ...core.db import Database


def in_maintenance(db: Database, vassalage: str) -> bool:
    row = db.one("SELECT maintenance FROM game_switches WHERE vassalage = ?", (vassalage,))
    return bool(row and row["maintenance"])


def set_maintenance(db: Database, vassalage: str, maintenance: bool) -> None:
    db.run(
        "INSERT INTO game_switches (vassalage, maintenance) VALUES (?, ?)"
        " ON CONFLICT (vassalage) DO UPDATE SET maintenance = excluded.maintenance",
        (vassalage, int(maintenance)),
    )


def switches(db: Database) -> dict[str, bool]:
    rows = db.all("SELECT vassalage, maintenance FROM game_switches ORDER BY vassalage")
    return {row["vassalage"]: bool(row["maintenance"]) for row in rows}
