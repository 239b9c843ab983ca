"""Effects of the control calls on the system settings and module switches."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from ...core.clock import epoch_ms
from ...core.db import Database
from ...core.members.store import MemberStore
from ...core.world import store as world_store
from ...errors import DomainError
from ..system.store import SystemStore
from .schemas import SystemUpdate


def _iso(epoch_ms: int | None) -> str | None:
    if epoch_ms is None:
        return None
    return datetime.fromtimestamp(epoch_ms / 1000, UTC).isoformat().replace("+00:00", "Z")


def update_system(store: SystemStore, update: SystemUpdate) -> None:
    changes: dict[str, Any] = {}
    given = update.model_fields_set
    if "maintenance" in given and update.maintenance is not None:
        changes["maintenance"] = update.maintenance
    if "maintenanceEnd" in given:
        end = update.maintenanceEnd
        changes["maintenanceEnd"] = epoch_ms(end) if end else None
    if "blockedCountries" in given and update.blockedCountries is not None:
        changes["blockedCountries"] = sorted(set(update.blockedCountries))
    if "geo" in given and update.geo is not None:
        changes["geo"] = update.geo
    if "passwordMaxAgeDays" in given and update.passwordMaxAgeDays is not None:
        changes["passwordMaxAgeDays"] = update.passwordMaxAgeDays
    if "domainRoute" in given:
        lines = update.domainRoute
        changes["domainRoute"] = None if lines is None else [line.model_dump() for line in lines]
    if changes:
        store.update(changes)


def update_modules(store: SystemStore, switches: Mapping[str, str]) -> None:
    known = store.switches()
    for mod_id in switches:
        if mod_id not in known:
            raise DomainError("request.invalid", f"Unknown module {mod_id}", field=mod_id)
    store.set_switches(switches)


def state(db: Database) -> dict[str, Any]:
    store = SystemStore(db)
    system = store.settings()
    system["maintenanceEnd"] = _iso(system["maintenanceEnd"])
    world = world_store.facts(db)
    return {
        "world": {
            "seed": int(world["seed"]),
            "brand": world["brand"],
            "members": MemberStore(db).count(),
        },
        "system": system,
        "modules": store.switches(),
    }
