"""Blackjack tables on the simulator clock: each player plays their own hand (blackjack.py).

A deal is a round row, open, its stake posted at once (`bet:<roundId>`); its cards are the
stream of the world seed and the hand's round counter (`seq`), after any cards QA forced for
the table's next hand, so any hand can be replayed. A dealer or player blackjack settles the
hand at once; otherwise the player hits, stands or doubles (`double:<roundId>`, the same
stake again), and has DECIDE ms of the clock for each choice: a hand left waiting stands by
itself then (the `tables.settle` job). A settled hand pays `win:<roundId>` when it returns
anything, with its points and missions, as every round does.
"""

from __future__ import annotations

import random
from typing import Any

import orjson

from ...core.db import Database
from ...core.journal.store import record
from ...core.ledger.store import HOUSE_CODE, LedgerStore
from ...core.money import format_minor, parse_minor
from ...core.world import store as world_store
from ...errors import DomainError
from ...fixtures import Fixtures, PointsSettings
from ..launch.service import in_maintenance
from ..missions.notices import Watch
from ..play import store as rounds
from ..play.service import balance_of, bets, open_round, settle_open, wallet_for
from ..play.store import Round
from ..play.tickets import Ticket
from ..responsible.service import check_stake
from . import blackjack, store
from .rules import RANKS, SUITS

DECIDE = 60_000
STREAM = 32  # cards a hand can need, with room to spare
NEXT_HAND = -1  # table_results' round for the cards QA forced for a table's next hand


def stream(seed: int, seq: int, forced: list[str]) -> list[str]:
    """The hand's cards in the order they are dealt: forced ones first, then the seed's."""
    rng = random.Random(f"{seed}:blackjack:{seq}")
    seeded = [RANKS[rng.randrange(13)] + rng.choice(SUITS) for _ in range(STREAM)]
    return [*forced, *seeded][:STREAM]


def _cards(db: Database, hand: dict[str, Any]) -> list[str]:
    return stream(world_store.seed(db), hand["seq"], hand["forced"])


def hand_view(played: Round) -> dict[str, Any]:
    """The hand as the player may see it: the dealer's hole card face down while it is open."""
    hand = played.outcome
    open_ = played.status == "open"
    dealer = hand["dealer"][:1] if open_ else hand["dealer"]
    return {
        "roundId": played.id,
        "round": hand["seq"],
        "spot": "hand",
        "bet": format_minor(played.bet),
        "win": format_minor(played.win),
        "status": played.status,
        "player": hand["player"],
        "playerTotal": blackjack.hand_value(hand["player"])[0],
        "soft": blackjack.hand_value(hand["player"])[1],
        "dealer": dealer,
        "dealerTotal": blackjack.hand_value(dealer)[0],
        "doubled": hand["doubled"],
        "canDouble": open_ and len(hand["player"]) == 2 and not hand["doubled"],
        "decideBy": hand["decideBy"] if open_ else None,
        "result": hand.get("result"),
        "placedAt": played.placed_at,
    }


def state(db: Database, fixtures: Fixtures, ticket: Ticket, now: int) -> dict[str, Any]:
    recent = [
        played
        for played in rounds.recent(db, ticket.member_id, ticket.game_id, limit=20)
        if played.outcome.get("kind") == "blackjack"
    ]
    current = next((played for played in recent if played.status == "open"), None)
    return {
        "game": {
            "gameId": ticket.game_id,
            "gameName": ticket.game_name,
            "vassalage": ticket.vassalage,
            "table": "blackjack",
            "speed": False,
            "minBet": format_minor(ticket.min_bet),
            "bets": [format_minor(amount) for amount in bets(ticket)],
            "spots": [],
        },
        "now": now,
        "hand": hand_view(current) if current else None,
        "mine": [hand_view(played) for played in recent if played.status == "settled"],
        "balance": format_minor(balance_of(db, fixtures, ticket)),
        "currency": fixtures.brand.currency,
        "expiresAt": ticket.expires_at,
    }


def _finish(
    db: Database,
    played: Round,
    hand: dict[str, Any],
    points: PointsSettings,
    *,
    at: int,
    watch: Watch | None,
) -> Round:
    """The dealer plays (unless the player bust), the hand settles at `at`."""
    cards = _cards(db, hand)
    position = hand["next"]
    player, dealer = hand["player"], hand["dealer"]
    if blackjack.hand_value(player)[0] <= 21 and not blackjack.is_blackjack(player):

        def draw() -> str:
            nonlocal position
            position += 1
            return cards[position - 1]

        dealer = blackjack.dealer_plays(dealer, draw)
    hundredths = blackjack.returns(player, dealer, doubled=hand["doubled"])
    win = played.bet * hundredths // 100
    mine, theirs = blackjack.hand_value(player)[0], blackjack.hand_value(dealer)[0]
    result = {
        "player": player,
        "dealer": dealer,
        "playerTotal": mine,
        "dealerTotal": theirs,
        "outcome": (
            "bust"
            if mine > 21
            else "blackjack"
            if hundredths == 250
            else "win"
            if hundredths == 200
            else "push"
            if hundredths == 100
            else "lose"
        ),
    }
    outcome = {
        **hand,
        "dealer": dealer,
        "next": position,
        "result": result,
        "multiplier": format_minor(hundredths),
    }
    settle_open(db, played, win=win, outcome=outcome, at=at, points=points, watch=watch)
    found = rounds.get(db, played.id)
    assert found is not None
    return found


def settle_due(
    db: Database,
    fixtures: Fixtures,
    now: int,
    *,
    game_id: int | None = None,
    watch: Watch | None = None,
) -> list[dict[str, Any]]:
    """Stand every hand whose player let its decision time pass, at that time."""
    done = []
    with db.transaction():
        for played in rounds.open_rounds(db, game_id):
            hand = played.outcome
            if hand.get("kind") == "blackjack" and hand["decideBy"] <= now:
                settled = _finish(
                    db, played, hand, fixtures.brand.points, at=hand["decideBy"], watch=watch
                )
                done.append({"roundId": settled.id, "win": format_minor(settled.win)})
    return done


def _open_hand(db: Database, ticket: Ticket, round_id: str) -> Round:
    played = rounds.get(db, round_id)
    if played is None or played.member_id != ticket.member_id or played.game_id != ticket.game_id:
        raise DomainError("hand.not.found")
    if played.outcome.get("kind") != "blackjack":
        raise DomainError("hand.not.found")
    return played


def deal(
    db: Database,
    fixtures: Fixtures,
    ticket: Ticket,
    *,
    round_id: str,
    amount: str,
    account: str,
    now: int,
    watch: Watch | None = None,
) -> dict[str, Any]:
    """A new hand with this stake; the same round id answers the same hand again."""
    bet = parse_minor(amount)
    if bet not in bets(ticket):
        allowed = ", ".join(format_minor(value) for value in bets(ticket))
        raise DomainError("request.invalid", f"The bet must be one of {allowed}", field="bet")
    settle_due(db, fixtures, now, game_id=ticket.game_id, watch=watch)
    with db.transaction():
        existing = rounds.get(db, round_id)
        if existing is not None:
            same = existing.member_id == ticket.member_id and existing.game_id == ticket.game_id
            if not same or existing.bet not in (bet, 2 * bet):
                raise DomainError("round.conflict")
            return _answer(db, fixtures, ticket, existing, replayed=True)
        waiting = [
            r for r in rounds.open_rounds(db, ticket.game_id) if r.member_id == ticket.member_id
        ]
        if waiting:
            raise DomainError("hand.open", value={"roundId": waiting[0].id})
        if in_maintenance(db, ticket.vassalage):
            raise DomainError("game.maintenance")
        wallet = wallet_for(db, fixtures, ticket, now)
        if wallet.available < bet:
            raise DomainError("balance.insufficient")
        check_stake(db, ticket.member_id, bet, now=now, zone=fixtures.brand.zone)
        forced_row = store.result(db, ticket.game_id, NEXT_HAND)
        forced: list[str] = orjson.loads(forced_row["result"])["cards"] if forced_row else []
        if forced_row:
            store.drop(db, ticket.game_id, NEXT_HAND)
        seq = rounds.next_seq(db)
        cards = stream(world_store.seed(db), seq, forced)
        hand: dict[str, Any] = {
            "kind": "blackjack",
            "table": "blackjack",
            "seq": seq,
            "forced": forced,
            "player": [cards[0], cards[2]],
            "dealer": [cards[1], cards[3]],
            "next": 4,
            "doubled": False,
            "decideBy": now + DECIDE,
            "walletId": wallet.id,
        }
        played = Round(
            id=round_id,
            member_id=ticket.member_id,
            game_id=ticket.game_id,
            vassalage=ticket.vassalage,
            game_type=ticket.game_type,
            game_name=ticket.game_name,
            seq=seq,
            bet=bet,
            win=0,
            outcome=hand,
            placed_at=now,
            settled_at=None,
            status="open",
        )
        open_round(db, wallet, played, account=account)
        if blackjack.is_blackjack(hand["player"]) or blackjack.is_blackjack(hand["dealer"]):
            # The dealer peeks: a blackjack on either side ends the hand at once.
            played = _finish(db, played, hand, fixtures.brand.points, at=now, watch=watch)
    return _answer(db, fixtures, ticket, played, replayed=False)


def act(
    db: Database,
    fixtures: Fixtures,
    ticket: Ticket,
    *,
    round_id: str,
    action: str,
    now: int,
    watch: Watch | None = None,
) -> dict[str, Any]:
    """Hit, stand or double on the open hand."""
    settle_due(db, fixtures, now, game_id=ticket.game_id, watch=watch)
    with db.transaction():
        played = _open_hand(db, ticket, round_id)
        if played.status != "open":
            raise DomainError("hand.settled", value={"hand": hand_view(played)})
        hand = dict(played.outcome)
        cards = _cards(db, hand)
        if action == "double":
            if len(hand["player"]) != 2 or hand["doubled"]:
                raise DomainError(
                    "request.invalid", "Double only on the first two cards", field="action"
                )
            ledger = LedgerStore(db)
            wallet = ledger.by_id(hand["walletId"])
            assert wallet is not None
            if wallet.available < played.bet:
                raise DomainError("balance.insufficient")
            check_stake(db, ticket.member_id, played.bet, now=now, zone=fixtures.brand.zone)
            memo = {"roundId": played.id, "game": played.game_name, "vassalage": played.vassalage}
            ledger.post(
                f"double:{played.id}",
                wallet,
                ledger.system(HOUSE_CODE),
                played.bet,
                kind="bet",
                now=now,
                memo=memo,
            )
            hand["doubled"] = True
        if action in ("hit", "double"):
            hand["player"] = [*hand["player"], cards[hand["next"]]]
            hand["next"] += 1
        hand["decideBy"] = now + DECIDE
        bet = played.bet * 2 if action == "double" else played.bet
        rounds.update_open(db, played.id, bet=bet, outcome=hand)
        played = _open_hand(db, ticket, round_id)
        total = blackjack.hand_value(hand["player"])[0]
        if action in ("stand", "double") or total >= 21:
            played = _finish(db, played, hand, fixtures.brand.points, at=now, watch=watch)
    return _answer(db, fixtures, ticket, played, replayed=False)


def _answer(
    db: Database, fixtures: Fixtures, ticket: Ticket, played: Round, *, replayed: bool
) -> dict[str, Any]:
    return {
        "hand": hand_view(played),
        "balance": format_minor(balance_of(db, fixtures, ticket)),
        "replayed": replayed,
    }


def force_next(db: Database, game_id: int, cards: list[str], now: int) -> dict[str, Any]:
    """QA: the table's next hand deals these cards first (player, dealer, player, dealer's
    hole card, then the cards drawn), the seed's after them."""
    with db.transaction():
        store.force(db, game_id, NEXT_HAND, {"cards": cards}, now)
        record(
            db, now, "table.forced", None, gameId=game_id, round=NEXT_HAND, wanted={"cards": cards}
        )
    return {"gameId": game_id, "round": "next hand", "cards": cards}


def replay(db: Database, game_id: int, seq: int) -> dict[str, Any]:
    """QA: a settled hand's cards dealt again from the seed and its forced cards."""
    row = rounds.by_seq(db, seq)
    if row is None or row.game_id != game_id or row.outcome.get("kind") != "blackjack":
        raise DomainError("hand.not.found")
    if row.status == "open":
        raise DomainError("table.round.open", value={"closesAt": row.outcome["decideBy"]})
    hand = row.outcome
    cards = _cards(db, hand)
    return {
        "gameId": game_id,
        "table": "blackjack",
        "round": seq,
        "seeded": {"cards": cards[: hand["next"]]},
        "kept": hand["result"],
        "forced": bool(hand["forced"]),
    }
