"""Helpers for the agent-centre tests: the seeded team read straight from the tables (plain
Python over members.upline_id, not the code under test), the brand's days, and the figures
the reports must show, computed from the seeded rounds and deposits."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

from simkit import Sim

from simulator.core.db import Database
from simulator.keys import DB

ZONE = ZoneInfo("Asia/Ho_Chi_Minh")  # the default brand's timeZone
RELAY = "/wps/relay/"
PAYPASS = "246810"


def db_of(sim: Sim) -> Database:
    return sim.client.app[DB]


def team(db: Database, account: str) -> dict[int, int]:
    """Member id -> level below the account (0: the account itself)."""
    rows = db.all("SELECT id, account, upline_id FROM members")
    top = next(row["id"] for row in rows if row["account"].lower() == account.lower())
    levels, frontier = {top: 0}, [top]
    while frontier:
        below = [r["id"] for r in rows if r["upline_id"] in frontier and r["id"] not in levels]
        for member_id in below:
            levels[member_id] = (
                levels[next(r for r in rows if r["id"] == member_id)["upline_id"]] + 1
            )
        frontier = below
    return levels


def accounts(db: Database, ids: list[int] | dict[int, int]) -> dict[int, str]:
    wanted = set(ids)
    return {
        r["id"]: r["account"]
        for r in db.all("SELECT id, account FROM members")
        if r["id"] in wanted
    }


async def today(sim: Sim) -> date:
    now = (await sim.control("GET", "/__sim/clock"))["now"]
    moment = datetime.fromisoformat(now.replace("Z", "+00:00")).astimezone(UTC)
    return moment.astimezone(ZONE).date()


def start_of(day: date) -> int:
    return int(datetime(day.year, day.month, day.day, tzinfo=ZONE).timestamp() * 1000)


@dataclass(frozen=True)
class Expected:
    bet: int
    win: int
    deposits: int
    active: set[int]

    @property
    def profit(self) -> int:
        return self.win - self.bet


def expected(db: Database, ids: list[int] | dict[int, int], begin: date, end: date) -> Expected:
    """What the seeded rounds and paid deposits of these members add up to over the days."""
    start, stop = start_of(begin), start_of(end + timedelta(days=1))
    wanted = set(ids)
    rounds = [
        r
        for r in db.all("SELECT member_id, bet, win, placed_at FROM rounds")
        if r["member_id"] in wanted and start <= r["placed_at"] < stop
    ]
    deposits = [
        r["amount"]
        for r in db.all(
            "SELECT member_id, amount, paid_at FROM deposit_orders WHERE status = 'paid'"
        )
        if r["member_id"] in wanted and start <= r["paid_at"] < stop
    ]
    return Expected(
        bet=sum(r["bet"] for r in rounds),
        win=sum(r["win"] for r in rounds),
        deposits=sum(deposits),
        active={r["member_id"] for r in rounds},
    )


def minor(amount: str) -> int:
    whole, cents = amount.split(".")
    sign = -1 if whole.startswith("-") else 1
    return sign * (abs(int(whole)) * 100 + int(cents))


async def login(sim: Sim, account: str, password: str = "demo1234") -> dict[str, str]:
    return {"Authorization": (await sim.login(account, password))["token"]}


async def get(sim: Sim, relay: str, headers: dict[str, str], **params: object) -> dict:
    query = {key: str(value) for key, value in params.items()}
    return await sim.value("GET", RELAY + relay, params=query, headers=headers)


async def set_payment_password(sim: Sim, headers: dict[str, str]) -> None:
    pay = {"paymentPassword": PAYPASS, "confirmPaymentPassword": PAYPASS, "password": "demo1234"}
    await sim.send("PUT", "/wps/member/password/payment", pay, headers=headers)
