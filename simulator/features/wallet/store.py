"""wallet_settings (schema.sql): a member's own wallet choices. The ledger itself is core
(simulator/core/ledger/store.py)."""

from __future__ import annotations

from ...core.db import Database

NUMBERED = {"D": "deposit_orders", "W": "withdrawals", "R": "point_redeems"}  # prefix -> table


def auto_transfer(db: Database, member_id: int) -> bool | None:
    """The member's auto-transfer choice; None when the member never chose."""
    row = db.one("SELECT auto_transfer FROM wallet_settings WHERE member_id = ?", (member_id,))
    return bool(row["auto_transfer"]) if row else None


def set_auto_transfer(db: Database, member_id: int, enabled: bool) -> None:
    db.run(
        "INSERT INTO wallet_settings (member_id, auto_transfer) VALUES (?, ?)"
        " ON CONFLICT (member_id) DO UPDATE SET auto_transfer = excluded.auto_transfer",
        (member_id, int(enabled)),
    )


def numbered(db: Database, prefix: str, day: str) -> int:
    """How many orders of the prefix's table carry a number of that day (yyyymmdd)."""
    row = db.one(
        f"SELECT COUNT(*) AS n FROM {NUMBERED[prefix]} WHERE order_no LIKE ?",  # our table name
        (f"{prefix}{day}%",),
    )
    return int(row["n"]) if row else 0
