"""The seeded world: deterministic, balanced ledger, documented demo account."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from simkit import MakeClient, Sim, make_settings

from simulator.__main__ import parse
from simulator.core.clock import Clock
from simulator.core.db import Database
from simulator.core.ledger.store import HOUSE_CODE, LedgerStore
from simulator.errors import DomainError
from simulator.features.agents.seed import TEAM_SIZE
from simulator.keys import DB
from simulator.passwords import Passwords
from simulator.settings import Settings

# Seeded passwords count as set when the world was built, on the clock: not the seed's doing.
BUILD_TIME = {("members", "password_changed_at")}


def dump(db: Database) -> dict[str, list[tuple[Any, ...]]]:
    tables = ("members", "accounts", "transfers", "modules", "system_settings", "world")
    return {
        table: [
            tuple(v for k, v in dict(row).items() if (table, k) not in BUILD_TIME)
            for row in db.all(f"SELECT * FROM {table} ORDER BY 1")
        ]
        for table in tables
    }


async def test_same_seed_same_world(make_client: MakeClient) -> None:
    first = await make_client(seed=99, players=20)
    second = await make_client(seed=99, players=20)
    other = await make_client(seed=100, players=20)
    world = dump(first.app[DB])
    # 11 named accounts, 20 generated and those generated in agent01's team
    assert len(world["members"]) == 31 + TEAM_SIZE
    assert world == dump(second.app[DB])  # hashes included: the salt comes from the seed
    assert world["members"] != dump(other.app[DB])["members"]


async def test_reset_to_a_seed_equals_a_fresh_start(make_client: MakeClient) -> None:
    fresh = await make_client(seed=5)
    reset = Sim(await make_client(seed=1))
    await reset.control("POST", "/__sim/reset", {"seed": 5})
    assert dump(fresh.app[DB]) == dump(reset.client.app[DB])


def _everything(db: Database) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows but the build time's, and the schema (tables, indexes, triggers)."""
    names = [row["name"] for row in db.all("SELECT name FROM sqlite_master WHERE type = 'table'")]
    rows = {
        name: [
            tuple(v for k, v in dict(row).items() if (name, k) not in BUILD_TIME)
            for row in db.all(f'SELECT * FROM "{name}" ORDER BY 1')
        ]
        for name in names
        if not name.startswith("sqlite_")
    }
    rows["schema"] = [tuple(row) for row in db.all("SELECT * FROM sqlite_master ORDER BY name")]
    return rows


async def test_an_in_memory_world_from_the_kept_image_equals_one_built_in_place(
    make_client: MakeClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In-memory worlds start from a kept image of the schema and the catalogue; a file's world
    is built in place. Both are the same world, and a world's changes stay its own."""
    # Every world built at the same moment, so that their dated rows match too.
    monkeypatch.setattr(Clock, "wall_ms", staticmethod(lambda: 1_780_000_000_000))
    in_place = await make_client(seed=77, db=str(tmp_path / "world.db"))
    first = await make_client(seed=77)
    first.app[DB].run("UPDATE games SET is_hot = 1 - is_hot")
    first.app[DB].run("UPDATE members SET nickname = 'Changed'")
    second = await make_client(seed=77)
    assert _everything(second.app[DB]) == _everything(in_place.app[DB])
    assert second.app[DB].one("SELECT COUNT(*) AS n FROM games")["n"] > 5_000


async def test_generated_players_follow_the_register_rules(sim: Sim) -> None:
    rows = sim.client.app[DB].all("SELECT account FROM members")
    rules = await sim.value("GET", "/wps/system/setting/register")
    pattern = re.compile(rules["username"]["acceptedPattern"])
    for row in rows:
        assert pattern.fullmatch(row["account"]) and 6 <= len(row["account"]) <= 12, row["account"]


async def test_seeded_players_can_log_in(sim: Sim) -> None:
    row = sim.client.app[DB].one("SELECT account FROM members ORDER BY id DESC LIMIT 1")
    assert (await sim.login(row["account"], "demo1234"))["userName"] == row["account"]


async def test_ledger_sums_to_zero(sim: Sim) -> None:
    ledger = LedgerStore(sim.client.app[DB])
    assert ledger.totals() == (0, 0, 0)
    house = ledger.by_code(HOUSE_CODE)
    assert house is not None and house.balance < 0
    demo = sim.client.app[DB].one(
        "SELECT a.credits_posted - a.debits_posted AS balance FROM accounts a"
        " JOIN members m ON m.id = a.member_id WHERE m.account = 'demo01'"
    )
    assert demo["balance"] == 100_000_000  # 1,000,000.00 VND in minor units
    transfers = sim.client.app[DB].one(
        "SELECT COUNT(*) AS n FROM transfers WHERE kind = 'opening_balance'"
    )
    assert transfers["n"] >= 4


async def test_transfers_are_idempotent_and_never_overdraw(sim: Sim) -> None:
    db = sim.client.app[DB]
    ledger = LedgerStore(db)
    house = ledger.by_code(HOUSE_CODE)
    assert house is not None
    with db.transaction():
        wallet = ledger.open_account("test:wallet", kind="player", currency="VND", now=0)
        first = ledger.post("t-1", house, wallet, 500, kind="test", now=1)
        again = ledger.post("t-1", house, wallet, 500, kind="test", now=2)
    assert first == again
    with pytest.raises(DomainError) as conflict, db.transaction():
        ledger.post("t-1", house, wallet, 501, kind="test", now=3)
    assert conflict.value.code == "transfer.conflict"
    with pytest.raises(DomainError) as overdraw, db.transaction():
        ledger.post("t-2", wallet, house, 501, kind="test", now=4)
    assert overdraw.value.code == "insufficient.funds"
    with pytest.raises(DomainError), db.transaction():
        ledger.post("t-3", wallet, house, 0, kind="test", now=5)
    wallet_now = ledger.by_code(wallet.code)
    assert wallet_now is not None and wallet_now.balance == 500
    assert ledger.totals() == (0, 0, 0)


def test_schema_refuses_a_negative_player_balance() -> None:
    db = Database(":memory:")
    db.recreate()
    db.run(
        "INSERT INTO accounts (code, kind, account_type_id, currency, created_at)"
        " VALUES ('p', 'player', 2, 'VND', 0)"
    )
    with pytest.raises(sqlite3.IntegrityError):
        db.run("UPDATE accounts SET debits_posted = 1 WHERE code = 'p'")
    db.close()


def test_password_hashes_are_argon2id() -> None:
    passwords = Passwords(time_cost=1, memory_kib=64)
    encoded = passwords.hash("demo1234")
    assert encoded.startswith("$argon2id$")
    assert passwords.verify(encoded, "demo1234")
    assert not passwords.verify(encoded, "demo12345")
    assert not passwords.verify("not a hash", "demo1234")
    salted = passwords.hash("demo1234", salt=b"0123456789abcdef")
    assert salted == passwords.hash("demo1234", salt=b"0123456789abcdef")
    assert passwords.verify(salted, "demo1234")


def test_settings_from_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SIM_DB", "/tmp/x.db")
    monkeypatch.setenv("SEED", "42")
    monkeypatch.setenv("SIM_PUBLIC_URL", "https://cdn.example/")
    settings = make_settings(db="/tmp/y.db")
    assert settings.db == "/tmp/y.db"  # an argument beats the environment
    env = Settings()
    assert (env.db, env.seed, env.public_base) == ("/tmp/x.db", 42, "https://cdn.example")


def test_production_refuses_development_secrets() -> None:
    with pytest.raises(ValueError, match="SIM_ADMIN_TOKEN"):
        make_settings(environment="production")
    with pytest.raises(ValueError, match="Argon2"):
        make_settings(environment="production", admin_token="x" * 32)
    make_settings(environment="production", admin_token="x" * 32, argon2_memory_kib=19_456)


def test_command_line() -> None:
    args = parse(["--port", "9100", "--seed", "3"])
    assert (args.command, args.port, args.seed, args.host) == (None, 9100, 3, None)
    args = parse(["serve", "--db", "sim.db", "--brand", "default"])
    assert (args.command, args.db, args.brand) == ("serve", "sim.db", "default")
