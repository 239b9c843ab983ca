"""System settings (JSON per key) and the whitelabel module switches."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson

from ...core.db import Database
from ...fixtures import PASSWORD_MAX_AGE_DAYS, ModuleNode

DEFAULTS: dict[str, Any] = {
    "maintenance": False,
    "maintenanceEnd": None,  # epoch ms or None
    "blockedCountries": [],
    "geo": {},  # ip or CIDR -> country code
    "passwordMaxAgeDays": PASSWORD_MAX_AGE_DAYS,  # from the brand; QA may shorten it
    "domainRoute": None,  # [{domain, speed}] set by QA; None: the brand's, seeded speeds
}


class SystemStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    def settings(self) -> dict[str, Any]:
        stored = {
            row["key"]: orjson.loads(row["value"])
            for row in self.db.all("SELECT key, value FROM system_settings")
        }
        return {key: stored.get(key, default) for key, default in DEFAULTS.items()}

    def update(self, changes: dict[str, Any]) -> None:
        with self.db.transaction() as conn:
            conn.executemany(
                "INSERT INTO system_settings (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [(key, orjson.dumps(value).decode()) for key, value in changes.items()],
            )

    def seed_modules(self, tree: list[ModuleNode]) -> None:
        rows: list[tuple[str, str | None, int, str]] = []

        def walk(nodes: list[ModuleNode], parent: str | None) -> None:
            for node in nodes:
                rows.append((node.modId, parent, len(rows), node.enabled))
                walk(node.childrenNodes, node.modId)

        walk(tree, None)
        with self.db.transaction() as conn:
            conn.executemany(
                "INSERT INTO modules (mod_id, parent_id, position, enabled) VALUES (?, ?, ?, ?)",
                rows,
            )

    def switches(self) -> dict[str, str]:
        rows = self.db.all("SELECT mod_id, enabled FROM modules ORDER BY position")
        return {row["mod_id"]: row["enabled"] for row in rows}

    def tree(self) -> list[dict[str, Any]]:
        rows = self.db.all("SELECT mod_id, parent_id, enabled FROM modules ORDER BY position")
        nodes = {
            row["mod_id"]: {"modId": row["mod_id"], "enabled": row["enabled"], "childrenNodes": []}
            for row in rows
        }
        roots: list[dict[str, Any]] = []
        for row in rows:
            parent = row["parent_id"]
            (nodes[parent]["childrenNodes"] if parent else roots).append(nodes[row["mod_id"]])
        return roots

    def module_state(self, mod_id: str) -> str | None:
        row = self.db.one("SELECT enabled FROM modules WHERE mod_id = ?", (mod_id,))
        return row["enabled"] if row else None

    def set_switches(self, switches: Mapping[str, str]) -> None:
        with self.db.transaction() as conn:
            conn.executemany(
                "UPDATE modules SET enabled = ? WHERE mod_id = ?",
                [(enabled, mod_id) for mod_id, enabled in switches.items()],
            )
