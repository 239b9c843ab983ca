"""A demo round: the bet and the win post to the ledger with the round row, in one
transaction; the same round id answers the same round and moves no money again. A round
plays from the wallet of the game's vendor (the main wallet for a single-wallet merchant or
an in-house vendor): simulator/features/wallet/service.py `play_account`."""

from __future__ import annotations

import random
from typing import Any

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import HOUSE_CODE, Account, LedgerStore
from ...core.members.store import MemberStore
from ...core.money import format_minor, parse_minor
from ...core.world import store as world_store
from ...errors import DomainError
from ...fixtures import Fixtures, PointsSettings
from ..launch.service import in_maintenance, vendor
from ..missions.notices import ROUND_KINDS, Watch, note_completed
from ..points.earning import earn_for_bet
from ..responsible.service import check_stake
from ..wallet.service import play_account, play_balance
from . import forced, slot, store, table
from .schemas import RoundBody
from .store import Round
from .tickets import Ticket

BET_STEPS = (1, 2, 5, 10, 20, 50)  # multiples of the game's minimum bet


def bets(ticket: Ticket) -> list[int]:
    return [ticket.min_bet * step for step in BET_STEPS]


def wallet_for(db: Database, fixtures: Fixtures, ticket: Ticket, now: int) -> Account:
    """The wallet this game plays from (a game wallet is opened on first use)."""
    account_type = vendor(fixtures, ticket.vassalage).accountTypeName
    return play_account(LedgerStore(db), fixtures, ticket.member_id, account_type, now)


def balance_of(db: Database, fixtures: Fixtures, ticket: Ticket) -> int:
    """What the game may bet (read only: a wallet not opened yet holds 0)."""
    account_type = vendor(fixtures, ticket.vassalage).accountTypeName
    return play_balance(LedgerStore(db), fixtures, ticket.member_id, account_type)


def world_seed(db: Database) -> int:
    return world_store.seed(db)


def round_view(played: Round) -> dict[str, Any]:
    return {
        "roundId": played.id,
        "gameId": played.game_id,
        "bet": format_minor(played.bet),
        "win": format_minor(played.win),
        "profit": format_minor(played.win - played.bet),
        "outcome": played.outcome,
        "placedAt": played.placed_at,
        "status": played.status,
    }


def state(db: Database, fixtures: Fixtures, ticket: Ticket) -> dict[str, Any]:
    history = store.recent(db, ticket.member_id, ticket.game_id)
    return {
        "game": {
            "gameId": ticket.game_id,
            "gameName": ticket.game_name,
            "vassalage": ticket.vassalage,
            "gameType": ticket.game_type,
            "kind": ticket.kind,
            "lobby": ticket.lobby,
            "minBet": format_minor(ticket.min_bet),
            "bets": [format_minor(amount) for amount in bets(ticket)],
            "choices": list(table.CHOICES) if ticket.kind == "table" else [],
        },
        "balance": format_minor(balance_of(db, fixtures, ticket)),
        "currency": fixtures.brand.currency,
        "lastWin": format_minor(history[0].win) if history else "0.00",
        "history": [round_view(played) for played in history],
        "expiresAt": ticket.expires_at,
    }


def _outcome(
    ticket: Ticket, rng: random.Random, choice: str | None, force: Any
) -> tuple[int, dict]:
    """(return in hundredths of the bet, outcome JSON)."""
    if ticket.kind == "slot":
        grid, hundredths, extra = slot.spin(rng, force)
        return hundredths, {"kind": "slot", "grid": grid, **extra}
    assert choice is not None
    hundredths, fields = table.deal(rng, choice, force)
    return hundredths, {"kind": "table", "game": "dragon_tiger", "choice": choice, **fields}


def _checked(ticket: Ticket, body: RoundBody) -> tuple[int, str | None]:
    bet = parse_minor(body.bet)
    if bet not in bets(ticket):
        allowed = ", ".join(format_minor(amount) for amount in bets(ticket))
        raise DomainError("request.invalid", f"The bet must be one of {allowed}", field="bet")
    if ticket.kind == "table" and body.choice is None:
        raise DomainError("request.invalid", "Choose dragon, tiger or tie", field="choice")
    return bet, body.choice if ticket.kind == "table" else None


def _replayed(existing: Round, ticket: Ticket, bet: int, choice: str | None) -> Round:
    same = (
        existing.member_id == ticket.member_id
        and existing.game_id == ticket.game_id
        and existing.bet == bet
        and existing.outcome.get("choice") == choice
    )
    if not same:
        raise DomainError("round.conflict")
    return existing


def play_round(
    db: Database,
    fixtures: Fixtures,
    ticket: Ticket,
    body: RoundBody,
    *,
    account: str,
    now: int,
    watch: Watch | None = None,
) -> dict:
    """Settle a round (watch: tell the member of missions it completes)."""
    bet, choice = _checked(ticket, body)
    round_id = str(body.roundId)
    with db.transaction():
        existing = store.get(db, round_id)
        if existing is not None:
            played = _replayed(existing, ticket, bet, choice)
            return {
                "round": round_view(played),
                "balance": format_minor(balance_of(db, fixtures, ticket)),
                "replayed": True,
            }
        wallet = wallet_for(db, fixtures, ticket, now)
        check_stake(db, ticket.member_id, bet, now=now, zone=fixtures.brand.zone)
        played = _settle(
            db,
            ticket,
            wallet,
            points=fixtures.brand.points,
            account=account,
            round_id=round_id,
            bet=bet,
            choice=choice,
            now=now,
        )
        note_completed(
            db, watch, ticket.member_id, now, kinds=ROUND_KINDS, category=ticket.game_type
        )
        balance = balance_of(db, fixtures, ticket)
    return {"round": round_view(played), "balance": format_minor(balance), "replayed": False}


def book_round(
    db: Database,
    wallet: Account,
    played: Round,
    *,
    points: PointsSettings,
    account: str | None = None,
) -> None:
    """The round's row and its ledger postings: bet:<id> from the play wallet to the house,
    win:<id> back when it paid, and the points the bet earned (points:bet:<id>). Call
    inside a transaction."""
    ledger = LedgerStore(db)
    house = ledger.system(HOUSE_CODE)
    memo = {"roundId": played.id, "game": played.game_name, "vassalage": played.vassalage}
    at = played.settled_at
    assert at is not None, "book_round writes a settled round"
    ledger.post(f"bet:{played.id}", wallet, house, played.bet, kind="bet", now=at, memo=memo)
    if played.win:
        ledger.post(f"win:{played.id}", house, wallet, played.win, kind="win", now=at, memo=memo)
    store.insert(db, played)
    earn_for_bet(
        db,
        points,
        played.member_id,
        played.bet,
        reference=f"points:bet:{played.id}",
        now=at,
        account=account,
        memo=memo,
    )


def open_round(
    db: Database, wallet: Account, played: Round, *, account: str, **journal: Any
) -> None:
    """A bet that settles later (a live table's, a blackjack hand's, a sportsbook bet): its
    stake posted at once (bet:<id>, the wallet to the house), its round row open, and
    bet.placed in the journal with `journal`'s fields. Call inside a transaction."""
    ledger = LedgerStore(db)
    memo = {"roundId": played.id, "game": played.game_name, "vassalage": played.vassalage}
    at = played.placed_at
    house = ledger.system(HOUSE_CODE)
    ledger.post(f"bet:{played.id}", wallet, house, played.bet, kind="bet", now=at, memo=memo)
    store.insert(db, played)
    record(
        db,
        at,
        "bet.placed",
        account,
        roundId=played.id,
        gameId=played.game_id,
        bet=format_minor(played.bet),
        **journal,
    )


def settle_open(
    db: Database,
    played: Round,
    *,
    win: int,
    outcome: dict[str, Any],
    at: int,
    points: PointsSettings,
    watch: Watch | None,
) -> None:
    """An open round settled at `at`: win:<id> back to the wallet it staked from (the
    outcome's walletId) when it returns anything, its row settled with `outcome`, the points
    its bet earned, the missions it completes and bet.settled. Call inside a transaction."""
    ledger = LedgerStore(db)
    account = MemberStore(db).account_of(played.member_id)
    memo = {"roundId": played.id, "game": played.game_name, "vassalage": played.vassalage}
    if win:
        wallet = ledger.by_id(outcome["walletId"])
        assert wallet is not None
        house = ledger.system(HOUSE_CODE)
        ledger.post(f"win:{played.id}", house, wallet, win, kind="win", now=at, memo=memo)
    store.settle(db, played.id, win=win, outcome=outcome, at=at)
    earn_for_bet(
        db,
        points,
        played.member_id,
        played.bet,
        reference=f"points:bet:{played.id}",
        now=at,
        account=account,
        memo=memo,
    )
    note_completed(db, watch, played.member_id, at, kinds=ROUND_KINDS, category=played.game_type)
    record(
        db,
        at,
        "bet.settled",
        account,
        roundId=played.id,
        gameId=played.game_id,
        bet=format_minor(played.bet),
        win=format_minor(win),
    )


def _settle(
    db: Database,
    ticket: Ticket,
    wallet: Account,
    *,
    points: PointsSettings,
    account: str,
    round_id: str,
    bet: int,
    choice: str | None,
    now: int,
) -> Round:
    if in_maintenance(db, ticket.vassalage):
        raise DomainError("game.maintenance")
    if wallet.available < bet:
        raise DomainError("balance.insufficient")
    seq = store.next_seq(db)
    force = forced.take(db, account, ticket.game_id)
    hundredths, outcome = _outcome(ticket, random.Random(f"{world_seed(db)}:{seq}"), choice, force)
    if force is not None:
        outcome["forced"] = True
    win = bet * hundredths // 100
    outcome["multiplier"] = format_minor(hundredths)
    record(
        db,
        now,
        "bet.placed",
        account,
        roundId=round_id,
        gameId=ticket.game_id,
        bet=format_minor(bet),
    )
    played = Round(
        id=round_id,
        member_id=ticket.member_id,
        game_id=ticket.game_id,
        vassalage=ticket.vassalage,
        game_type=ticket.game_type,
        game_name=ticket.game_name,
        seq=seq,
        bet=bet,
        win=win,
        outcome=outcome,
        placed_at=now,
        settled_at=now,
        status="settled",
    )
    book_round(db, wallet, played, points=points, account=account)
    record(
        db,
        now,
        "bet.settled",
        account,
        roundId=round_id,
        gameId=ticket.game_id,
        bet=format_minor(bet),
        win=format_minor(win),
    )
    return played
