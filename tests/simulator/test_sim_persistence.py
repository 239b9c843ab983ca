"""A file world (SIM_DB=<file>) is built once and kept: players, balances, orders, the clock,
the scheduler's due times and the snapshots survive a restart; --reset and POST /__sim/reset
rebuild it; the schema version upgrades older files and refuses newer or foreign ones, and a
file built for another seed or brand is refused rather than mixed."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, closing
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from aiohttp.test_utils import TestClient, TestServer
from playkit import balance, minor
from simkit import Sim, make_settings

from simulator.__main__ import parse
from simulator.app import create_app
from simulator.codecs import Keyring
from simulator.core.schema.store import current_shape, describe
from simulator.schema import SCHEMA_VERSION, DatabaseRefused
from simulator.settings import Settings

REGISTER = "/wps/member/register"
CREATE_DEPOSIT = "/wps/relay/MCSFE_createDeposit"
DEPOSITS = "/wps/relay/MCSFE_getDepositOrders"
NEWBIE = ("newbie77", "abc12345")


@asynccontextmanager
async def running(settings: Settings, keyring: Keyring, **kw: Any) -> AsyncIterator[Sim]:
    """The app started on its own server, and stopped (cleanup run) on leaving."""
    client = TestClient(TestServer(create_app(settings, keyring=keyring, **kw)))
    try:
        await client.start_server()
        yield Sim(client)
    finally:
        await client.close()


def file_settings(path: Path, **overrides: Any) -> Settings:
    return make_settings(db=str(path), scheduler_tick_seconds=0, **overrides)


async def register(sim: Sim) -> dict[str, str]:
    body = {
        "username": NEWBIE[0],
        "password": NEWBIE[1],
        "confirmPassword": NEWBIE[1],
        "ageConfirmed": True,
        "termsAccepted": True,
        "login": True,
        "registerMethod": "WEB",
        "domain": "www.example.com",
        "registerUrl": "https://www.example.com/register",
        "countryDialingCode": "+84",
    }
    value = (await sim.send("PUT", REGISTER, body))["value"]
    return {"Authorization": value["token"]}


async def deposit(sim: Sim, headers: dict[str, str], amount: str) -> str:
    order = await sim.value(
        "POST",
        CREATE_DEPOSIT,
        json={"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())},
        headers=headers,
    )
    ticket = parse_qs(urlsplit(order["payUrl"]).query)["t"][0]
    await sim.value("POST", "/pay/api/complete", json={"orderNo": order["orderNo"], "t": ticket})
    return str(order["orderNo"])


def user_version(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])


def edit(path: Path, *statements: str) -> None:
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        for sql in statements:
            conn.execute(sql)


async def test_a_file_world_survives_a_restart(tmp_path: Path, keyring: Keyring) -> None:
    settings = file_settings(tmp_path / "sim.db")
    async with running(settings, keyring) as sim:
        headers = await register(sim)
        order_no = await deposit(sim, headers, "200000")
        await sim.control("POST", "/__sim/clock", {"set": "2030-01-01T00:00:30Z", "freeze": True})
        snap = await sim.control("POST", "/__sim/snapshot")
        await sim.control("PUT", "/__sim/modules", {"REG3": "0"})
        jobs = await sim.control("GET", "/__sim/jobs")

    async with running(settings, keyring) as sim:
        # The registered player logs in, with the deposit's money and order.
        headers = {"Authorization": (await sim.login(*NEWBIE))["token"]}
        assert minor(await balance(sim, headers)) == 20_000_000
        orders = await sim.value("GET", DEPOSITS, headers=headers)
        assert [(o["orderNo"], o["status"]) for o in orders["list"]] == [(order_no, "paid")]
        # The clock stands where it was, and every job falls due when it did.
        clock = await sim.control("GET", "/__sim/clock")
        assert clock == {"now": "2030-01-01T00:00:30.000Z", "frozen": True}
        assert await sim.control("GET", "/__sim/jobs") == jobs
        # The snapshot is listed and restores; new ones carry on its numbering.
        listed = await sim.control("GET", "/__sim/snapshots")
        assert listed == [snap] and snap["id"] == "snap-1"
        assert (await sim.control("GET", "/__sim/state"))["modules"]["REG3"] == "0"
        await sim.control("POST", "/__sim/restore/snap-1")
        assert (await sim.control("GET", "/__sim/state"))["modules"]["REG3"] == "1"
        assert (await sim.control("POST", "/__sim/snapshot"))["id"] == "snap-2"
    assert (tmp_path / "sim.db.snapshots" / "snap-1.db").is_file()
    assert user_version(tmp_path / "sim.db") == SCHEMA_VERSION


async def test_a_running_clock_keeps_its_lead_over_wall_time(
    tmp_path: Path, keyring: Keyring
) -> None:
    settings = file_settings(tmp_path / "sim.db")
    async with running(settings, keyring) as sim:
        await sim.control("POST", "/__sim/clock", {"set": "2030-06-01T00:00:00Z"})
    async with running(settings, keyring) as sim:
        clock = await sim.control("GET", "/__sim/clock")
        # Still running, from 2030 on (a few seconds of this test later), not wall time.
        assert clock["frozen"] is False
        assert "2030-06-01T00:00:00" <= clock["now"] < "2030-06-01T00:05:00"


async def test_memory_worlds_start_afresh(keyring: Keyring) -> None:
    settings = make_settings(scheduler_tick_seconds=0)
    async with running(settings, keyring) as sim:
        await register(sim)
        await sim.control("POST", "/__sim/snapshot")
    async with running(settings, keyring) as sim:
        assert await _newbie_refused(sim)
        assert await sim.control("GET", "/__sim/snapshots") == []


async def test_reset_rebuilds_the_file_world(tmp_path: Path, keyring: Keyring) -> None:
    settings = file_settings(tmp_path / "sim.db")
    async with running(settings, keyring) as sim:
        await register(sim)
        await sim.control("POST", "/__sim/snapshot")
    async with running(settings, keyring, reset=True) as sim:  # python -m simulator --reset
        assert await _newbie_refused(sim)
        # Snapshots outlive a reset, as they do POST /__sim/reset.
        assert [s["id"] for s in await sim.control("GET", "/__sim/snapshots")] == ["snap-1"]
        await register(sim)
        await sim.control("POST", "/__sim/reset", {"seed": 7})
    async with running(file_settings(tmp_path / "sim.db", seed=7), keyring) as sim:
        assert await _newbie_refused(sim)
        assert (await sim.control("GET", "/__sim/state"))["world"]["seed"] == 7


async def _newbie_refused(sim: Sim) -> bool:
    body = {"username": NEWBIE[0], "password": NEWBIE[1], "type": "username"}
    answer = await sim.send("POST", "/wps/session/login", body, status=400)
    return bool(answer["errorCode"] == "user.or.password.invalid")


def test_reset_flag() -> None:
    assert parse(["--reset"]).reset is True
    assert parse(["serve", "--reset"]).reset is True
    assert parse(["--reset", "serve"]).reset is True  # not undone by serve's defaults
    assert not hasattr(parse([]), "reset")


async def test_an_unset_seed_takes_the_files_world(
    tmp_path: Path, keyring: Keyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SEED", raising=False)
    settings = file_settings(tmp_path / "sim.db")
    async with running(settings, keyring) as sim:
        await sim.control("POST", "/__sim/reset", {"seed": 7})
    values = file_settings(tmp_path / "sim.db").model_dump(exclude={"seed"})
    unset = Settings(**values)
    assert "seed" not in unset.model_fields_set
    async with running(unset, keyring) as sim:
        assert (await sim.control("GET", "/__sim/state"))["world"]["seed"] == 7


# What each older version lacks: version 3 added the game search index, version 4 the rounds
# index that covers bet totals, version 5 the responsible-gaming tables, version 6 the site
# session of a launch ticket, version 7 the live tables' open bets and round results, version 8
# the sportsbook's results.
BEFORE_8 = ("DROP TABLE sports_results",)
BEFORE_7 = (
    *BEFORE_8,
    "DROP INDEX rounds_member",
    "DROP INDEX rounds_open",
    "CREATE INDEX rounds_member ON rounds(member_id, placed_at, game_type, bet)",
    "DROP TABLE table_results",
)
BEFORE_6 = ("ALTER TABLE launch_tickets DROP COLUMN session", *BEFORE_7)
BEFORE_5 = (
    "DROP TABLE rg_limits",
    "DROP TABLE rg_settings",
    "DROP TABLE rg_exclusions",
    "ALTER TABLE sessions DROP COLUMN limit_ends",
    "ALTER TABLE sessions DROP COLUMN checked_at",
    *BEFORE_6,
)
BEFORE_4 = (
    *BEFORE_5,
    "DROP INDEX rounds_member",
    "CREATE INDEX rounds_member ON rounds(member_id, placed_at)",
)
BEFORE_3 = (
    "DROP TABLE games_search",
    "DROP INDEX games_sort",
    "DROP INDEX games_vendor_sort",
    *BEFORE_4,
)
BEFORE_2 = ("DROP TABLE sim_state", *BEFORE_3)


@pytest.mark.parametrize(
    ("stamped", "lacks"),
    [
        (0, BEFORE_2),
        (1, BEFORE_2),
        (2, BEFORE_3),
        (3, BEFORE_4),
        (4, BEFORE_5),
        (5, BEFORE_6),
        (6, BEFORE_7),
        (7, BEFORE_8),
    ],
)
async def test_an_older_schema_is_upgraded_in_place(
    tmp_path: Path, keyring: Keyring, stamped: int, lacks: tuple[str, ...]
) -> None:
    """Version 1 is the schema before versions were kept (user_version 0), or stamped 1."""
    path = tmp_path / "sim.db"
    settings = file_settings(path)
    async with running(settings, keyring) as sim:
        await register(sim)
    edit(path, *lacks, f"PRAGMA user_version = {stamped}")
    async with running(settings, keyring) as sim:
        assert (await sim.login(*NEWBIE))["userName"] == NEWBIE[0]
        # the index built by the upgrade finds the seeded games
        found = await sim.value(
            "GET",
            "/wps/relay/GCSGAME_gameList",
            params={"gameName": "dragon"},
            headers={"Authorization": (await sim.login(*NEWBIE))["token"]},
        )
        assert found["totalCount"] > 10
        await sim.control("POST", "/__sim/clock", {"set": "2031-01-01T00:00:00Z", "freeze": True})
    assert user_version(path) == SCHEMA_VERSION
    with closing(sqlite3.connect(path)) as conn:
        assert describe(conn) == current_shape()
    async with running(settings, keyring) as sim:
        clock = await sim.control("GET", "/__sim/clock")
        assert clock == {"now": "2031-01-01T00:00:00.000Z", "frozen": True}


async def test_refusals_leave_the_file_untouched(tmp_path: Path, keyring: Keyring) -> None:
    path = tmp_path / "sim.db"
    settings = file_settings(path)
    async with running(settings, keyring):
        pass
    edit(path, f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(DatabaseRefused, match=r"newer than this simulator's.*--reset"):
        async with running(settings, keyring):
            pass
    assert user_version(path) == SCHEMA_VERSION + 1
    async with running(settings, keyring, reset=True) as sim:  # --reset is the way out
        assert (await sim.control("GET", "/__sim/state"))["world"]["seed"] == 20021
    assert user_version(path) == SCHEMA_VERSION

    edit(path, "DROP TABLE chat_messages")  # a file whose tables are not the simulator's
    with pytest.raises(DatabaseRefused, match="missing table chat_messages"):
        async with running(settings, keyring):
            pass


async def test_foreign_files_are_refused_even_on_reset(tmp_path: Path, keyring: Keyring) -> None:
    notes = tmp_path / "notes.db"
    edit(notes, "CREATE TABLE notes (body TEXT)", "INSERT INTO notes VALUES ('keep me')")
    for reset in (False, True):
        with pytest.raises(DatabaseRefused, match="is not a simulator database"):
            async with running(file_settings(notes), keyring, reset=reset):
                pass
    with closing(sqlite3.connect(notes)) as conn:
        assert conn.execute("SELECT body FROM notes").fetchall() == [("keep me",)]
    text = tmp_path / "readme.txt"
    text.write_bytes(b"not a database, " * 200)
    with pytest.raises(DatabaseRefused, match="cannot be opened as an SQLite database"):
        async with running(file_settings(text), keyring):
            pass
    assert text.read_bytes() == b"not a database, " * 200


async def test_another_seed_or_brand_is_refused(tmp_path: Path, keyring: Keyring) -> None:
    path = tmp_path / "sim.db"
    async with running(file_settings(path), keyring) as sim:
        await register(sim)
    with pytest.raises(DatabaseRefused, match=r"seed 20021 but SEED asks for 7.*--reset"):
        async with running(file_settings(path, seed=7), keyring):
            pass
    edit(path, "UPDATE world SET value = 'otherbrand' WHERE key = 'brand'")
    with pytest.raises(DatabaseRefused, match=r"brand 'otherbrand' but BRAND asks for 'default'"):
        async with running(file_settings(path), keyring):
            pass
    edit(path, "UPDATE world SET value = 'default' WHERE key = 'brand'")
    async with running(file_settings(path), keyring) as sim:  # refused, so never mixed
        assert (await sim.login(*NEWBIE))["userName"] == NEWBIE[0]


async def test_an_unfinished_build_is_built_again(tmp_path: Path, keyring: Keyring) -> None:
    path = tmp_path / "sim.db"
    async with running(file_settings(path), keyring) as sim:
        await register(sim)
    edit(path, "PRAGMA user_version = 0")  # what a build stopped half way leaves
    async with running(file_settings(path), keyring) as sim:
        assert await _newbie_refused(sim)
    assert user_version(path) == SCHEMA_VERSION


def test_the_command_line_says_why_it_refuses(tmp_path: Path) -> None:
    notes = tmp_path / "notes.db"
    edit(notes, "CREATE TABLE notes (body TEXT)")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SIM_", "SEED", "BRAND"))}
    done = subprocess.run(
        [sys.executable, "-m", "simulator", "--db", str(notes), "--port", "0"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith(f"simulator: refused to start: SIM_DB {notes} is not a simulator")


async def test_a_snapshot_of_another_brand_is_not_restored(
    tmp_path: Path, keyring: Keyring
) -> None:
    settings = file_settings(tmp_path / "sim.db")
    async with running(settings, keyring) as sim:
        await sim.control("POST", "/__sim/snapshot")
    edit(
        tmp_path / "sim.db.snapshots" / "snap-1.db",
        "UPDATE world SET value = 'otherbrand' WHERE key = 'brand'",
    )
    async with running(settings, keyring) as sim:
        await register(sim)
        refused = await sim.error("POST", "/__sim/restore/snap-1", "request.invalid")
        assert "brand 'otherbrand'" in refused["message"]
        assert (await sim.login(*NEWBIE))["userName"] == NEWBIE[0]  # the world is as it was
