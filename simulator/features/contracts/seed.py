"""Contracts of the seeded agent tree (fixtures/README.md): the platform's contracts with the
top agent, and the top agent's with agent02 (one still an offer to accept, with its
message in agent02's inbox)."""

from __future__ import annotations

from ...core.db import Database
from ...core.members.store import MemberStore
from . import store
from .service import offer_message

DAY = 86_400_000
# (upline, downline, kind, rate in basis points, period, status); None: the platform.
SEEDED = (
    (None, "agent01", "dividend", 4000, "W", "active"),
    (None, "agent01", "daily_salary", 100, "D", "active"),
    (None, "agent01", "hourly_salary", 30, "HOUR", "active"),
    (None, "agent01", "realtime_salary", 20, "5MIN", "active"),
    ("agent01", "agent02", "dividend", 3000, "W", "active"),
    ("agent01", "agent02", "daily_salary", 80, "D", "active"),
    ("agent01", "agent02", "realtime_salary", 10, "5MIN", "offered"),
)


def seed_contracts(db: Database, now: int) -> None:
    """Signed a month before the world was built, so their periods run from the start."""
    members = MemberStore(db)
    signed = now - 30 * DAY
    with db.transaction():
        for upline, account, kind, rate, period, status in SEEDED:
            holder = members.by_account(account)
            offerer = members.by_account(upline) if upline else None
            if holder is None or (upline and offerer is None):
                continue
            contract_id = store.insert(
                db,
                kind=kind,
                upline_id=offerer.id if offerer else None,
                downline_id=holder.id,
                rate_bps=rate,
                period=period,
                min_valid_bet=0,
                min_active_members=0,
                status=status,
                now=signed,
            )
            store.add_event(db, contract_id, "offered", offerer.id if offerer else None, signed)
            if status == "offered" and offerer is not None:
                offered = store.get(db, contract_id)
                assert offered is not None
                offer_message(db, offered, offerer.account, signed)
            if status == "active":
                store.add_event(db, contract_id, "accepted", holder.id, signed)
