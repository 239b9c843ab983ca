"""Draw runs (one scheduler job per period kind), tickets and their settlement.

A ticket's stake moves player -> house (`lotto-bet:<ticketId>`) in the transaction that
writes the ticket; a winning ticket is paid house -> player (`lotto-win:<ticketId>`) and
the points of its stake are posted (`points:lotto:<ticketId>`) in the draw run's
transaction. A draw run is recorded in lottery_runs: the same period and due time never
runs twice, a settled ticket is never settled again and ledger references are unique, so
advancing over the same period twice neither draws nor pays twice.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

import orjson

from ...core.clock import iso
from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import HOUSE_CODE, LedgerStore, main_code
from ...core.members.store import MemberStore
from ...core.money import format_minor, parse_minor
from ...core.world import store as world_store
from ...errors import DomainError
from ...fixtures import Fixtures, PointsSettings
from ..games import store as games
from ..launch.service import in_maintenance
from ..missions.notices import Watch, note_completed
from ..points.earning import earn_for_bet
from ..responsible.service import check_stake
from ..wallet.service import auto_transfer_for_launch
from . import plays, store
from .draws import (
    PERIODS,
    SECOND,
    LotteryGame,
    Period,
    drawn_numbers,
    game_of,
    normalise_draw,
    valid_draw,
)

GAME_TYPES = ("LOTT", "ELOTT")
RUNS_KEPT = 7 * 24 * 3_600 * SECOND  # lottery_runs older than this are pruned
VENDOR = "TCG_SEA"
HISTORY_MAX = 100


def lottery_rows(db: Database) -> list[sqlite3.Row]:
    """The catalogue's lottery games this backend runs, in catalogue order."""
    return [row for row in games.of_types(db, GAME_TYPES) if game_of(row["code"]) is not None]


def game_row(db: Database, code: str) -> tuple[sqlite3.Row, LotteryGame]:
    row = games.by_code(db, code, GAME_TYPES)
    game = game_of(code) if row else None
    if row is None or game is None:
        raise DomainError("game.not.found", field="gameCode")
    return row, game


def _category(db: Database, code: str) -> str:
    """A lottery game's game type, as the betting record counts its tickets."""
    row = games.by_code(db, code, GAME_TYPES)
    return str(row["game_type"]) if row else "LOTT"


def _loads(text: str) -> list[str]:
    return list(orjson.loads(text))


def numbers_for(db: Database, game: LotteryGame, issue: str, seed: int | None = None) -> list[str]:
    """The drawn numbers of an issue: the stored draw (forced or settled) or the seeded one."""
    stored = store.drawn(db, game.code, issue)
    if stored is not None:
        return _loads(stored)
    seed = world_store.seed(db) if seed is None else seed
    return drawn_numbers(seed, game.code, issue, game.format)


def last_drawn(period: Period, next_due: int | None, now: int) -> int:
    """The draw time of the latest issue drawn: the one before the job's next run."""
    upcoming = next_due if next_due is not None else period.next_boundary(now)
    return upcoming - period.interval


# --- forcing --------------------------------------------------------------------------


def force_next(db: Database, code: str, numbers: list[Any], now: int) -> dict[str, Any]:
    _, game = game_row(db, code)
    given = [str(n).strip() for n in numbers]
    if not valid_draw(game.format, given):
        raise DomainError(
            "lottery.numbers.invalid",
            f"{code} draws {game.format.size} numbers ({game.format.kind})",
            field="numbers",
        )
    drawn = normalise_draw(game.format, given)
    forced_id = store.add_forced(db, code, orjson.dumps(drawn).decode(), now)
    record(db, now, "lottery.forced", gameCode=code, numbers=drawn)
    return {"id": forced_id, "game": code, "numbers": drawn}


def forced_pending(db: Database) -> list[dict[str, Any]]:
    rows = store.forced(db)
    return [{"id": r["id"], "game": r["game_code"], "numbers": _loads(r["numbers"])} for r in rows]


# --- draw runs ------------------------------------------------------------------------


def run_draw(
    db: Database,
    period: Period,
    due: int,
    points: PointsSettings,
    watch: Watch | None = None,
) -> dict[str, Any]:
    """The job body of one period kind at `due`: draw its games' issue, settle tickets
    (each settled ticket earns its points at the brand's rate, and its valid bet may
    complete a mission: watch)."""
    issue = period.issue(due)
    with db.transaction():
        if not store.claim_run(db, period.kind, due):
            return {"issue": issue, "skipped": True}
        store.prune_runs(db, period.kind, due - RUNS_KEPT)
        drawing = _games_to_draw(db, period, due)
        seed = world_store.seed(db)
        forced = [code for code in drawing if store.use_oldest_forced(db, code, issue, due)]
        settled, won = _settle(db, drawing, due, seed, points, watch=watch)
        for code in sorted(set(forced) | {t["gameCode"] for t in settled}):
            record(
                db,
                due,
                "lottery.drawn",
                gameCode=code,
                issue=issue,
                numbers=numbers_for(db, drawing[code], issue, seed),
                forced=code in forced,
                tickets=sum(1 for t in settled if t["gameCode"] == code),
            )
    return {
        "issue": issue,
        "forced": sorted(forced),
        "settled": len(settled),
        "won": won,
    }


def _games_to_draw(db: Database, period: Period, due: int) -> dict[str, LotteryGame]:
    """The games of this period kind, when any has forced numbers or open tickets due; the
    rest draw from the seed without a write (most runs touch nothing but lottery_runs)."""
    if not store.has_work(db, due):
        return {}
    codes = games.of_types(db, GAME_TYPES)
    return {
        row["code"]: game
        for row in codes
        if (game := game_of(row["code"])) is not None and game.period.kind == period.kind
    }


def _settle(
    db: Database,
    games: dict[str, LotteryGame],
    due: int,
    seed: int,
    points: PointsSettings,
    *,
    watch: Watch | None,
) -> tuple[list[dict[str, Any]], int]:
    """Settle every open ticket of these games drawn at or before `due` (a clock jump that
    skipped runs leaves tickets behind: the next run takes them)."""
    if not games:
        return [], 0
    rows = store.open_tickets(db, due, list(games))
    ledger, members = LedgerStore(db), MemberStore(db)
    house = ledger.by_code(HOUSE_CODE)
    assert house is not None, "the world has no house account"
    settled: list[dict[str, Any]] = []
    won = 0
    for row in rows:
        game = games[row["game_code"]]
        drawn = numbers_for(db, game, row["issue"], seed)
        store.keep_draw(db, game.code, row["issue"], row["draw_at"], orjson.dumps(drawn).decode())
        play = plays.PLAYS[row["play_type"]]
        win = play.pay(_loads(row["numbers"]), drawn, row["amount"])
        if win > 0:
            wallet = ledger.by_code(main_code(row["member_id"]))
            assert wallet is not None
            ledger.post(
                f"lotto-win:{row['ticket_id']}", house, wallet, win, kind="lotto_win", now=due
            )
            won += 1
        status = "won" if win > 0 else "lost"
        store.settle_ticket(
            db, row["id"], status=status, win=win, result=orjson.dumps(drawn).decode(), at=due
        )
        member = members.by_id(row["member_id"])
        earn_for_bet(
            db,
            points,
            row["member_id"],
            row["amount"],
            reference=f"points:lotto:{row['ticket_id']}",
            now=due,
            account=member.account if member else None,
            memo={"ticketId": row["ticket_id"], "gameCode": row["game_code"]},
        )
        category = _category(db, row["game_code"])
        note_completed(db, watch, row["member_id"], due, kinds=("BET",), category=category)
        entry = {
            "ticketId": row["ticket_id"],
            "gameCode": row["game_code"],
            "issue": row["issue"],
            "amount": format_minor(row["amount"]),
            "win": format_minor(win),
            "status": status,
        }
        record(db, due, "lottery.settled", member.account if member else None, **entry)
        settled.append(entry)
    return settled, won


# --- tickets --------------------------------------------------------------------------


@dataclass(frozen=True)
class Order:
    gameCode: str
    playType: str
    numbers: list[str]
    amount: str
    issue: str | None = None


def open_issue(period: Period, now: int) -> tuple[str, int]:
    """(issue, draw time) open for betting at `now`."""
    boundary = period.open_boundary(now)
    return period.issue(boundary), boundary


def place(
    db: Database,
    fixtures: Fixtures,
    member_id: int,
    account: str,
    order: Order,
    *,
    now: int,
    watch: Watch | None = None,
) -> dict[str, Any]:
    row, game = game_row(db, order.gameCode)
    play, picks = plays.checked(game, order.playType, order.numbers)
    try:
        amount = parse_minor(order.amount)
    except ValueError:
        raise DomainError("request.invalid", "amount is a decimal string", field="amount") from None
    if amount < row["min_bet"]:
        raise DomainError(
            "request.invalid",
            f"The amount must be at least {format_minor(row['min_bet'])}",
            field="amount",
        )
    if in_maintenance(db, row["vassalage"]):
        raise DomainError("game.maintenance")
    issue, draw_at = open_issue(game.period, now)
    if order.issue is not None and order.issue != issue:
        raise DomainError("lottery.issue.closed", field="issue", value={"openIssue": issue})
    if store.ran(db, game.period.kind, draw_at):  # the clock was set back over a draw already made
        raise DomainError("lottery.issue.closed", field="issue", value={"openIssue": issue})
    check_stake(db, member_id, amount, now=now, zone=fixtures.brand.zone)
    ledger = LedgerStore(db)
    with db.transaction():
        ticket_id = f"LT{store.next_ticket_number(db):08d}"
        # The lottery is in-house and plays from the main wallet: with auto-transfer on, an
        # order first brings the game wallets' money back to it.
        auto_transfer_for_launch(
            ledger, db, fixtures, member_id, row["account_type"], launch_id=ticket_id, now=now
        )
        wallet, house = ledger.by_code(main_code(member_id)), ledger.system(HOUSE_CODE)
        if wallet is None or wallet.available < amount:
            raise DomainError("balance.insufficient")
        store.insert_ticket(
            db,
            ticket_id,
            member_id=member_id,
            game_code=game.code,
            issue=issue,
            draw_at=draw_at,
            play_type=play.code,
            numbers=orjson.dumps(picks).decode(),
            amount=amount,
            now=now,
        )
        ledger.post(f"lotto-bet:{ticket_id}", wallet, house, amount, kind="lotto_bet", now=now)
        kinds = ("ROUNDS",)  # a ticket placed counts as a round; its valid bet comes later
        note_completed(db, watch, member_id, now, kinds=kinds, category=row["game_type"])
        record(
            db,
            now,
            "lottery.ordered",
            account,
            ticketId=ticket_id,
            gameCode=game.code,
            issue=issue,
            playType=play.code,
            amount=format_minor(amount),
        )
        ticket = store.ticket(db, ticket_id)
        balance = (ledger.by_code(wallet.code) or wallet).available
    assert ticket is not None
    return {"ticket": ticket_view(ticket), "balance": format_minor(balance)}


def ticket_view(row: sqlite3.Row) -> dict[str, Any]:
    return {
        "ticketId": row["ticket_id"],
        "gameCode": row["game_code"],
        "issue": row["issue"],
        "drawAt": iso(row["draw_at"]),
        "playType": row["play_type"],
        "numbers": _loads(row["numbers"]),
        "amount": format_minor(row["amount"]),
        "win": format_minor(row["win"]),
        "status": row["status"],
        "result": _loads(row["result"]) if row["result"] else None,
        "placedAt": iso(row["placed_at"]),
        "settledAt": iso(row["settled_at"]),
    }


def my_tickets(
    db: Database, member_id: int, *, game_code: str | None, status: str | None, count: int
) -> dict[str, Any]:
    rows, total = store.member_tickets(db, member_id, game_code, status, count)
    return {"list": [ticket_view(r) for r in rows], "total": total}


__all__ = ["PERIODS", "Order", "place", "run_draw"]
