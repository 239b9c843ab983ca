"""Play history of the seeded agent tree (seed.py), so every team report has figures.

For each member and each of the HISTORY_DAYS days before the build day a member may play a
session: sometimes a deposit first (an order paid through the deposit service, so orders,
first-deposit bonus and ledger agree: a member joins the first-deposit promotion a minute
before their first deposit), then a run of rounds at one game. Each round posts
its bet and win through the ledger with its `rounds` row, as a demo round does
(docs/ledger-model.md); a game with its own wallet gets the main wallet moved in first and
back after, as auto-transfer does at launch. Outcomes come from the pay tables with
Random("<seed>:<seq>"), as live rounds' do; everything else from the seed.
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass
from datetime import date, timedelta

from ...core.db import Database
from ...core.ledger.store import MAIN, Account, LedgerStore
from ...core.money import format_minor, parse_minor
from ...fixtures import Fixtures
from ..deposits import store as deposit_store
from ..deposits.service import credit
from ..games import store as games
from ..play import slot, table
from ..play import store as play_store
from ..play.service import BET_STEPS, book_round
from ..play.store import Round
from ..play.tickets import kind_of
from ..promotions.deposit_bonus import first_deposit_promotion
from ..promotions.service import join
from ..records.service import day_start
from ..wallet.numbers import next_number
from ..wallet.service import main_wallet, play_account, transfer_between

HISTORY_DAYS = 14
DAY_MS = 86_400_000
HOUR_MS = 3_600_000
PLAY_CHANCE = 0.4  # of a member playing on a given day
DEPOSIT_CHANCE = 0.25  # of a session starting with a deposit (always when short of money)
DEPOSITS = (20_000_000, 50_000_000, 100_000_000, 200_000_000)  # 200,000.00 .. 2,000,000.00
GAME_TYPES = ("RNG", "LIVE", "FISH")
MAX_MIN_BET = 100_000  # small stakes only, so a balance lasts a session
CHOICES = ("dragon", "tiger", "dragon", "tiger", "tie")


@dataclass(frozen=True)
class Player:
    id: int
    account: str
    since: int  # epoch ms: no history before this (registration)


@dataclass(frozen=True)
class _Game:
    game_id: int
    vassalage: str
    game_type: str
    name: str
    min_bet: int
    account_type: str  # the vendor's accountTypeName: which wallet it plays from


def _games(db: Database, fixtures: Fixtures) -> list[_Game]:
    account_types = {
        vendor.vassalage: vendor.accountTypeName
        for category in fixtures.categories
        for vendor in category.vendors
    }
    rows = games.playable(db, GAME_TYPES, MAX_MIN_BET)
    return [
        _Game(
            row["game_id"],
            row["vassalage"],
            row["game_type"],
            row["name_en"],
            row["min_bet"],
            account_types.get(row["vassalage"], row["vassalage"]),
        )
        for row in rows
    ]


class _History:
    def __init__(self, db: Database, fixtures: Fixtures, seed: int) -> None:
        self.db, self.fixtures, self.seed = db, fixtures, seed
        self.ledger = LedgerStore(db)
        self.rng = random.Random(f"{seed}:agent-tree:history")
        self.games = _games(db, fixtures)
        self.seq = play_store.next_seq(db)
        self.sessions = 0
        self.offer = first_deposit_promotion(db)
        self.depositors: set[int] = set()

    def _id(self) -> str:
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def deposit(self, player: Player, amount: int, at: int) -> None:
        """An order paid a minute later; credit() posts it (and any first-deposit bonus)."""
        settings = self.fixtures.brand.payments.deposit
        if self.offer is not None and player.id not in self.depositors:
            self.depositors.add(player.id)
            joined = at - 60_000
            if self.offer.started(joined) and not self.offer.ended(joined):
                join(self.db, player.id, self.offer.id, joined)
        channels = [
            c for c in settings.channels if parse_minor(c.min) <= amount <= parse_minor(c.max)
        ]
        if channels:
            channel = self.rng.choice(channels)
        else:  # a market whose channels take other sums: the nearest one a channel takes
            channel = self.rng.choice(settings.channels)
            amount = min(max(amount, parse_minor(channel.min)), parse_minor(channel.max))
        order = deposit_store.Order(
            order_no=next_number(self.db, "D", at),
            member_id=player.id,
            request_id=self._id(),
            channel=channel.code,
            amount=amount,
            bonus=0,
            status="pending",
            pay_token=f"{self.rng.getrandbits(128):032x}",
            created_at=at,
            expires_at=at + settings.orderMinutes * 60_000,
            paid_at=None,
            callbacks=0,
        )
        deposit_store.insert(self.db, order)
        credit(self.db, self.fixtures, order.order_no, player.account, at + 60_000)

    def session(self, player: Player, game: _Game, at: int) -> None:
        ledger, fixtures = self.ledger, self.fixtures
        self.sessions += 1
        ticket = f"seed-{player.id}-{self.sessions}"
        with self.db.transaction():
            main = main_wallet(ledger, player.id)
            wallet = play_account(ledger, fixtures, player.id, game.account_type, at)
            own_wallet = wallet.id != main.id
            if own_wallet and main.available > 0:
                transfer_between(
                    ledger,
                    fixtures,
                    player.id,
                    source_type=MAIN,
                    target_type=wallet.account_type_id,
                    amount=main.available,
                    reference=f"auto:{ticket}:in",
                    now=at,
                )
            for _ in range(self.rng.randint(2, 8)):
                at += self.rng.randrange(15_000, 90_000)
                bet = game.min_bet * self.rng.choice(BET_STEPS[:4])
                if not self._round(player, game, wallet, bet, at):
                    break
            left = ledger.by_id(wallet.id)
            if own_wallet and left is not None and left.available > 0:
                transfer_between(
                    ledger,
                    fixtures,
                    player.id,
                    source_type=wallet.account_type_id,
                    target_type=MAIN,
                    amount=left.available,
                    reference=f"auto:{ticket}:{wallet.account_type_id}",
                    now=at + 1_000,
                )

    def _round(self, player: Player, game: _Game, wallet: Account, bet: int, at: int) -> bool:
        """One settled round, as play.service posts it; False when the wallet is short."""
        current = self.ledger.by_id(wallet.id)
        if current is None or current.available < bet:
            return False
        seq, self.seq = self.seq, self.seq + 1
        outcome_rng = random.Random(f"{self.seed}:{seq}")
        if kind_of(game.game_type) == "slot":
            grid, hundredths, extra = slot.spin(outcome_rng)
            outcome = {"kind": "slot", "grid": grid, **extra}
        else:
            choice = self.rng.choice(CHOICES)
            hundredths, fields = table.deal(outcome_rng, choice)
            outcome = {"kind": "table", "game": "dragon_tiger", "choice": choice, **fields}
        outcome["multiplier"] = format_minor(hundredths)
        win = bet * hundredths // 100
        round_id = self._id()
        book_round(
            self.db,
            current,
            Round(
                id=round_id,
                member_id=player.id,
                game_id=game.game_id,
                vassalage=game.vassalage,
                game_type=game.game_type,
                game_name=game.name,
                seq=seq,
                bet=bet,
                win=win,
                outcome=outcome,
                placed_at=at,
                settled_at=at,
                status="settled",
            ),
            points=self.fixtures.brand.points,
            account=player.account,
        )
        return True


def play_history(
    db: Database, fixtures: Fixtures, seed: int, players: list[Player], first: date
) -> None:
    """Sessions over HISTORY_DAYS days from `first` (the brand's days), day by day. Call
    outside a transaction: each deposit and each session commits on its own."""
    history = _History(db, fixtures, seed)
    if not history.games:
        return
    zone = fixtures.brand.zone
    for offset in range(HISTORY_DAYS):
        begin = day_start(first + timedelta(days=offset), zone)
        for player in players:
            if history.rng.random() >= PLAY_CHANCE:
                continue
            at = begin + history.rng.randrange(9 * HOUR_MS, 22 * HOUR_MS)
            game = history.rng.choice(history.games)
            topped_up = history.rng.random() < DEPOSIT_CHANCE
            amount = history.rng.choice(DEPOSITS)
            if at < player.since:
                continue  # not registered yet
            main = main_wallet(history.ledger, player.id)
            if topped_up or main.available < game.min_bet * 20:
                history.deposit(player, amount, at - 120_000)
            history.session(player, game, at)
