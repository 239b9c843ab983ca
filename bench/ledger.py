"""Ledger under load: many players betting, depositing, withdrawing and transferring at once
through the BFF, then the ledger check.

    .venv/bin/python bench/ledger.py [--players 24] [--seconds 20] [--retry 0.25]

Loopback only, bounded in time: it starts the simulator and the BFF as two processes on free
127.0.0.1 ports (no Redis), registers --players new players through the BFF (each sets a
payment password, binds a bank account and deposits), then each player runs random
operations for --seconds: a demo round on the game page the launch URL opens, a deposit paid
on the gateway page, a transfer between the main and a game wallet, or a read of the account
record; then, for a quarter of that time, withdrawals (the payment desk, acting through
/__sim/, pays or rejects each and the player confirms receipt), apart because each checks
the payment password's Argon2 hash, a deliberately costly computation. A share (--retry) of
the operations that move money is sent twice at the same moment with the same requestId
(round id, order), as a browser retrying after a lost answer would.

Each player keeps a model of what its money should be from the answers it got. At the end it
prints operations per second, p50 and p99 latency per kind, the ledger check
(GET /__sim/ledger/check), and the players whose balance differs from their model; it exits
with status 1 if the ledger is not balanced, any balance is negative or any model differs
(a retry that moved money twice would show there).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = aiohttp.ClientTimeout(total=30)
RELAY = "/wps/relay/"
PASSWORD = "bench123"
PAYPASS = "135790"
KINDS = ("bet", "deposit", "transfer", "withdraw", "record")
# The mix of the main run; withdrawals run on their own afterwards (see main).
MIX = {"bet": 50, "deposit": 12, "transfer": 18, "record": 10}
GAME_WALLET = 102  # JILI: the slot the players launch


def minor(amount: str) -> int:
    whole, _, cents = amount.partition(".")
    sign = -1 if whole.startswith("-") else 1
    return sign * (abs(int(whole)) * 100 + int((cents or "0").ljust(2, "0")))


def shown(amount: int) -> str:
    sign = "-" if amount < 0 else ""
    return f"{sign}{abs(amount) // 100}.{abs(amount) % 100:02d}"


@dataclass
class Timings:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {k: [] for k in KINDS})
    errors: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    retries: int = 0

    def pct(self, kind: str, q: float) -> float:
        ordered = sorted(self.latencies[kind])
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000 if ordered else 0.0

    def all(self) -> list[float]:
        return [x for values in self.latencies.values() for x in values]


class Refused(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass
class Player:
    name: str
    session: aiohttp.ClientSession
    site: str
    sim: str
    # The model: posted minor units per wallet (main: available + held by withdrawals).
    main: int = 0
    game: int = 0
    card: int = 0
    ticket: str = ""
    bet: str = "0.00"

    def xsrf(self) -> str:
        return next((c.value for c in self.session.cookie_jar if c.key == "XSRF-TOKEN"), "")

    async def call(self, method: str, path: str, body: Any = None, **kw: Any) -> Any:
        headers = {"X-XSRF-TOKEN": self.xsrf()} if method != "GET" else {}
        url = path if path.startswith("http") else self.site + path
        async with self.session.request(method, url, json=body, headers=headers, **kw) as resp:
            payload = await resp.json()
        if not payload.get("success"):
            raise Refused(payload.get("errorCode", f"HTTP {resp.status}"))
        return payload["value"]

    async def desk(self, path: str, body: Any = None) -> Any:
        async with self.session.post(self.sim + path, json=body) as resp:
            payload = await resp.json()
        if not payload.get("success"):
            raise Refused(payload.get("errorCode", "desk"))
        return payload["value"]


async def twice(retry: bool, send: Callable[[], Awaitable[Any]]) -> Any:
    """Send once, or twice at the same moment (a retried request); both answers must agree
    on what happened, and only the first is counted."""
    if not retry:
        return await send()
    answers = await asyncio.gather(send(), send(), return_exceptions=True)
    first, second = answers
    if isinstance(first, Exception) and isinstance(second, Exception):
        raise first
    return second if isinstance(first, Exception) else first


async def setup(player: Player) -> None:
    async with player.session.get(player.site + "/bff/bootstrap") as resp:
        await resp.read()
    await player.call(
        "PUT",
        "/wps/member/register",
        {
            "username": player.name,
            "password": PASSWORD,
            "confirmPassword": PASSWORD,
            "ageConfirmed": True,
            "termsAccepted": True,
        },
    )
    await player.call(
        "PUT",
        "/wps/member/password/payment",
        {"paymentPassword": PAYPASS, "confirmPaymentPassword": PAYPASS, "password": PASSWORD},
    )
    number = str(random.randrange(10**11, 10**12))
    card = {"bankCode": "VCB", "accountNumber": number, "accountName": "Bench Player"}
    setting = await player.call(
        "POST", RELAY + "MCSFE_bindBankCard", {**card, "paymentPassword": PAYPASS}
    )
    player.card = setting["cards"][0]["id"]
    await deposit(player, "5000000", retry=False)
    await launch(player)


async def launch(player: Player) -> None:
    listed = await player.call(
        "GET", RELAY + "GCSGAME_gameList", params={"vassalage": "JILI", "pageSize": "1"}
    )
    game = listed["games"][0]
    value = await player.call(
        "POST", "/wps/game/launchGame", {"vassalage": "JILI", "gameId": game["gameId"]}
    )
    url = value["content"]["game_url"]
    # Auto-transfer (the default): the launch moved the whole main wallet into JILI's.
    player.game += player.main
    player.main = 0
    player.ticket = parse_qs(urlsplit(url).query)["t"][0]
    player.bet = game.get("minBet") or "10.00"


async def bet(player: Player, retry: bool) -> None:
    body = {"t": player.ticket, "bet": player.bet, "roundId": str(uuid.uuid4())}

    async def send() -> Any:
        return await player.call("POST", player.sim + "/demo/api/round", body)

    try:
        value = await twice(retry, send)
    except Refused as exc:
        if exc.code in ("balance.insufficient", "ticket.expired"):
            await launch(player)  # a new launch moves the money to the game wallet again
            return
        raise
    played = value["round"]
    player.game += minor(played["win"]) - minor(played["bet"])


async def deposit(player: Player, amount: str, retry: bool) -> None:
    body = {"channel": "BANK", "amount": amount, "requestId": str(uuid.uuid4())}
    order = await twice(retry, lambda: player.call("POST", RELAY + "MCSFE_createDeposit", body))
    token = parse_qs(urlsplit(order["payUrl"]).query)["t"][0]
    pay = {"orderNo": order["orderNo"], "t": token}
    await twice(retry, lambda: player.call("POST", player.sim + "/pay/api/complete", pay))
    if retry:  # the gateway repeats its callback
        await player.desk(f"/__sim/deposits/{order['orderNo']}/callback")
    paid = await player.call(
        "GET", RELAY + "MCSFE_getDepositOrder", params={"orderNo": order["orderNo"]}
    )
    player.main += minor(paid["amount"]) + minor(paid["bonus"])


async def transfer(player: Player, retry: bool) -> None:
    inward = random.random() < 0.5
    amount = str(random.randrange(1, 50_000))
    body = {
        "fromAccountTypeId": 2 if inward else GAME_WALLET,
        "toAccountTypeId": GAME_WALLET if inward else 2,
        "amount": amount,
        "requestId": str(uuid.uuid4()),
    }
    try:
        await twice(retry, lambda: player.call("POST", RELAY + "GCS_walletTransfer", body))
    except Refused as exc:
        if exc.code != "insufficient.funds":
            raise
        return
    moved = minor(amount + ".00")
    player.main += -moved if inward else moved
    player.game += moved if inward else -moved


async def withdraw(player: Player, retry: bool) -> None:
    body = {
        "cardId": player.card,
        "amount": str(random.randrange(100_000, 300_000)),
        "paymentPassword": PAYPASS,
        "requestId": str(uuid.uuid4()),
    }
    try:
        order = await twice(retry, lambda: player.call("POST", RELAY + "MCSFE_withdraw", body))
    except Refused as exc:
        if exc.code in ("insufficient.funds", "withdraw.daily.limit"):
            return
        raise
    if random.random() < 0.3:
        await player.desk(f"/__sim/withdrawals/{order['orderNo']}", {"action": "reject"})
        return  # the reserve is voided: the main wallet has it all back
    player.main -= minor(order["amount"])
    await player.desk(f"/__sim/withdrawals/{order['orderNo']}", {"action": "approve"})
    receipt = {"orderNo": order["orderNo"]}
    await twice(retry, lambda: player.call("POST", RELAY + "MCSFE_confirmWithdrawReceipt", receipt))


async def record(player: Player, _retry: bool) -> None:
    await player.call("GET", RELAY + "ODSFE2_MemTransDet", params={"pageSize": "20"})


OPERATIONS = {
    "bet": bet,
    "deposit": lambda p, r: deposit(p, str(random.randrange(50_000, 500_000)), r),
    "transfer": transfer,
    "withdraw": withdraw,
    "record": record,
}


async def play(
    player: Player, deadline: float, retry_share: float, timings: Timings, mix: dict[str, int]
) -> None:
    kinds, weights = list(mix), list(mix.values())
    while time.perf_counter() < deadline:
        kind = random.choices(kinds, weights)[0]
        retry = kind != "record" and random.random() < retry_share
        started = time.perf_counter()
        try:
            await OPERATIONS[kind](player, retry)
        except (Refused, aiohttp.ClientError, TimeoutError, ValueError, KeyError) as exc:
            timings.errors[kind] += 1
            if timings.errors[kind] <= 3:
                print(f"  {player.name} {kind}: {exc!r}", file=sys.stderr)
            continue
        timings.latencies[kind].append(time.perf_counter() - started)
        timings.retries += retry


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def servers(logs: Path, bff_env: dict[str, str] | None = None) -> Any:
    """The simulator and one BFF as processes; bff_env: more settings for both (REDIS_URL,
    BFF_WORKERS ...), which the simulator ignores."""
    sim_port, bff_port = free_port(), free_port()
    sim = f"http://127.0.0.1:{sim_port}"
    env = {
        **os.environ,
        "SIM_PORT": str(sim_port),
        "SIM_DB": ":memory:",
        "SIM_PUBLIC_URL": sim,
        "BFF_PORT": str(bff_port),
        "UPSTREAM_URL": sim,
        "WEB_DIST": str(logs),
        "ENVIRONMENT": "development",
        "SIM_TICK_SECONDS": "0",  # the desk acts through /__sim/, not the review timer
    }
    for name in ("REDIS_URL", "SIM_ADMIN_TOKEN"):
        env.pop(name, None)
    env.update(bff_env or {})
    procs = []
    try:
        for module in ("simulator", "bff"):
            log = (logs / f"{module}.log").open("wb")
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", module], cwd=ROOT, env=env, stdout=log, stderr=log
                )
            )
        yield sim, f"http://127.0.0.1:{bff_port}"
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=10)


async def wait_up(url: str) -> None:
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=1)) as session:
        for _ in range(300):
            try:
                async with session.get(url) as resp:
                    await resp.read()
                    return
            except (aiohttp.ClientError, TimeoutError):
                await asyncio.sleep(0.1)
    raise SystemExit(f"{url} did not start")


async def main(args: argparse.Namespace) -> int:
    with (
        tempfile.TemporaryDirectory(prefix="bench-ledger-") as tmp,
        servers(Path(tmp)) as (sim, site),
    ):
        await wait_up(sim + "/__sim/clock")
        await wait_up(site + "/bff/health")
        run = uuid.uuid4().hex[:4]
        players = [
            Player(
                f"b{run}{i:03d}",
                aiohttp.ClientSession(timeout=TIMEOUT, cookie_jar=aiohttp.CookieJar(unsafe=True)),
                site,
                sim,
            )
            for i in range(args.players)
        ]
        try:
            began = time.perf_counter()
            await asyncio.gather(*(setup(player) for player in players))
            setup_seconds = time.perf_counter() - began
            print(f"{args.players} players registered and funded in {setup_seconds:.1f} s")
            timings = Timings()
            elapsed = await phase(players, args.seconds, args.retry, timings, MIX)
            # Every withdrawal checks the payment password's Argon2 hash, a deliberately
            # costly computation of its own: they run apart so that the figure of the money
            # moves above is not a figure of the hash, and are reported apart.
            apart = Timings()
            withdrawals_seconds = max(1.0, args.seconds / 4)
            spent = await phase(players, withdrawals_seconds, args.retry, apart, {"withdraw": 1})
            async with players[0].session.get(sim + "/__sim/ledger/check") as resp:
                check = (await resp.json())["value"]
            differ = []
            for player in players:
                balance = await player.call("GET", "/wps/v2/wallets/balance")
                wallets = {w["accountTypeId"]: minor(w["availBalance"]) for w in balance["balance"]}
                main = wallets[2] + minor(balance.get("frozenBalance") or "0.00")
                if (main, wallets[GAME_WALLET]) != (player.main, player.game):
                    differ.append(
                        f"{player.name}: main {shown(main)} JILI {shown(wallets[GAME_WALLET])}"
                        f" != model {shown(player.main)} / {shown(player.game)}"
                    )
        finally:
            for player in players:
                await player.session.close()
    report(timings, elapsed, f"{args.players} players, loopback, BFF and simulator as processes")
    report(apart, spent, "apart: each checks the payment password's Argon2 hash")
    print(
        f"ledger check: balanced={check['balanced']} sum={check['sum']} "
        f"negative={len(check['negative'])} mismatched={len(check['mismatched'])} "
        f"transfers={check['transfers']} pending={check['pending']['count']}"
    )
    print(f"players whose balance differs from their model: {len(differ)}")
    for line in differ[:10]:
        print("  " + line)
    healthy = check["balanced"] and not check["negative"] and not differ
    return 0 if healthy else 1


async def phase(
    players: list[Player],
    seconds: float,
    retry: float,
    timings: Timings,
    mix: dict[str, int],
) -> float:
    """Every player plays the mix until the time is up; the seconds it took."""
    deadline = time.perf_counter() + seconds
    began = time.perf_counter()
    await asyncio.gather(*(play(p, deadline, retry, timings, mix) for p in players))
    return time.perf_counter() - began


def report(timings: Timings, elapsed: float, what: str) -> None:
    done = timings.all()
    ordered = sorted(done)
    kinds = [kind for kind in KINDS if timings.latencies[kind] or timings.errors[kind]]
    print(
        f"{'+'.join(kinds)}: {len(done)} operations in {elapsed:.1f} s: "
        f"{len(done) / elapsed:.1f} ops/s ({what})"
    )
    if ordered:
        print(
            f"  all: p50 {ordered[len(ordered) // 2] * 1000:.1f} ms  "
            f"p99 {ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] * 1000:.1f} ms"
        )
    for kind in kinds:
        count = len(timings.latencies[kind])
        print(
            f"  {kind:<9} {count:>6} ok {timings.errors[kind]:>4} err  "
            f"p50 {timings.pct(kind, 0.5):7.1f} ms  p99 {timings.pct(kind, 0.99):7.1f} ms"
        )
    print(f"  retried at once with the same reference: {timings.retries}")


def parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=24, help="1-200")
    parser.add_argument("--seconds", type=float, default=20.0, help="of load (max 120)")
    parser.add_argument("--retry", type=float, default=0.25, help="share of doubled requests")
    args = parser.parse_args()
    args.players = min(max(args.players, 1), 200)
    args.seconds = min(max(args.seconds, 1.0), 120.0)
    args.retry = min(max(args.retry, 0.0), 1.0)
    return args


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse())))
