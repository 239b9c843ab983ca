"""Game launch: a vendor from fixtures/vendors.yaml, unless QA put it under maintenance.
A gameId must be one of the vendor's catalogue games or a lobby id of its vendor cards;
a catalogue game launched by a member is remembered as a recent game (GCS_recentGame).
The URL opens the simulator's demo game page with a launch ticket (features/play)."""

from __future__ import annotations

from typing import Any

from ...db import Database
from ...errors import DomainError
from ...fixtures import Fixtures, Vendor
from ..catalogue.store import by_id
from ..favourites.store import record_launch
from ..journal.store import record
from ..play.launch import launch_url
from .schemas import LaunchParams


def vendor(fixtures: Fixtures, vassalage: str) -> Vendor:
    for category in fixtures.categories:
        for candidate in category.vendors:
            if candidate.vassalage.upper() == vassalage.upper():
                return candidate
    raise DomainError("game.not.found")


def lobby_ids(fixtures: Fixtures, vassalage: str) -> set[int]:
    """The gameIds of every vendor card with this vassalage (TCG_SEA has three)."""
    return {
        candidate.gameId
        for category in fixtures.categories
        for candidate in category.vendors
        if candidate.vassalage.upper() == vassalage.upper()
    }


def checked_game(db: Database, fixtures: Fixtures, found: Vendor, game_id: int) -> bool:
    """Whether game_id is a catalogue game (True) or a vendor lobby (False); else not found."""
    row = by_id(db, game_id)
    if row is not None and row["vassalage"] == found.vassalage.upper():
        return True
    if game_id in lobby_ids(fixtures, found.vassalage):
        return False
    raise DomainError("game.not.found")


def in_maintenance(db: Database, vassalage: str) -> bool:
    row = db.one("SELECT maintenance FROM game_switches WHERE vassalage = ?", (vassalage,))
    return bool(row and row["maintenance"])


def switch(db: Database, fixtures: Fixtures, vassalage: str, maintenance: bool, now: int) -> Any:
    found = vendor(fixtures, vassalage)
    db.run(
        "INSERT INTO game_switches (vassalage, maintenance) VALUES (?, ?)"
        " ON CONFLICT (vassalage) DO UPDATE SET maintenance = excluded.maintenance",
        (found.vassalage, int(maintenance)),
    )
    record(db, now, "game.switched", vassalage=found.vassalage, maintenance=maintenance)
    return {"vassalage": found.vassalage, "maintenance": maintenance}


def switches(db: Database) -> dict[str, bool]:
    rows = db.all("SELECT vassalage, maintenance FROM game_switches ORDER BY vassalage")
    return {row["vassalage"]: bool(row["maintenance"]) for row in rows}


def launch(
    db: Database,
    fixtures: Fixtures,
    params: LaunchParams,
    *,
    account: str,
    member_id: int,
    language: str,
    now: int,
) -> dict[str, Any]:
    found = vendor(fixtures, params.vassalage)
    if in_maintenance(db, found.vassalage):
        raise DomainError("game.maintenance")
    game_id = params.gameId if params.gameId is not None else found.gameId
    if checked_game(db, fixtures, found, game_id):
        record_launch(db, member_id, game_id, now)
    url = launch_url(db, fixtures, found, game_id, member_id=member_id, language=language, now=now)
    record(db, now, "game.launched", account, vassalage=found.vassalage, gameId=game_id)
    return {"content": {"game_url": url}}
