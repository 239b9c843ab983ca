"""Live tables on the simulator clock (docs/contract.md section 10, "Live tables").

Every live game of the catalogue is one table of the kind its name says (rules.py). A table
deals a round every CYCLE: bets are taken for BETTING ms (Speed tables: half), then the
round closes and its result is known; the next round opens REVEAL ms later. Round `n` of a
table opens at n x CYCLE on the clock (every table keeps the same beat), so its number and
times follow from the clock alone, and its result from the world seed, the table and `n`
(or QA's forced result): any round can be replayed.

A bet is a round row, open, with its stake posted at once (`bet:<roundId>`, player wallet to
house); when its round closes it settles (`win:<roundId>` when it returns anything), with the
points it earns and the missions it completes. Settling happens on every call of the table's
page and every minute for all tables (the `tables.settle` job), always at the round's close.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

from ...core.db import Database
from ...core.journal.store import record
from ...core.money import format_minor, parse_minor
from ...core.world import store as world_store
from ...errors import DomainError
from ...fixtures import Fixtures, PointsSettings
from ..launch.service import in_maintenance, lobby_ids
from ..missions.notices import Watch
from ..play import store as rounds
from ..play.service import balance_of, bets, open_round, settle_open, wallet_for
from ..play.store import Round
from ..play.tickets import Ticket
from ..responsible.service import check_stake
from . import hands, rules, store

SECOND = 1_000
BETTING = 30 * SECOND
REVEAL = 10 * SECOND
CYCLE = BETTING + REVEAL
HISTORY = 12  # results of a table shown on its page (its "road")


@dataclass(frozen=True)
class Timing:
    number: int
    opens_at: int
    closes_at: int
    next_at: int

    def view(self, now: int) -> dict[str, Any]:
        return {
            "number": self.number,
            "opensAt": self.opens_at,
            "closesAt": self.closes_at,
            "nextAt": self.next_at,
            "phase": "betting" if now < self.closes_at else "result",
        }


def speed(game_name: str) -> bool:
    return "speed" in game_name.lower()


def timing(number: int, fast: bool) -> Timing:
    opens = number * CYCLE
    window = BETTING // 2 if fast else BETTING
    return Timing(number, opens, opens + window, opens + CYCLE)


def round_at(now: int, fast: bool) -> Timing:
    """The table round whose cycle holds `now`."""
    return timing(now // CYCLE, fast)


ARENAS = frozenset({"DS88", "DIG"})  # the COCKFIGHT vendors: a lobby launch opens their arena


def is_arena(ticket: Ticket) -> bool:
    return ticket.vassalage in ARENAS


def kind_of(ticket: Ticket) -> str:
    return "cockfight" if is_arena(ticket) else rules.kind_of_name(ticket.game_name)


def table_of(db: Database, fixtures: Fixtures, game_id: int) -> tuple[str, bool]:
    """(kind, speed) of a live game or a cockfight arena's lobby id; game.not.found else."""
    name = store.live_name(db, game_id)
    if name is not None:
        return rules.kind_of_name(name), speed(name)
    if any(game_id in lobby_ids(fixtures, arena) for arena in ARENAS):
        return "cockfight", False
    raise DomainError("game.not.found")


# -- results ----------------------------------------------------------------------------------


def result_for(db: Database, kind: str, game_id: int, number: int, closes_at: int) -> dict:
    """Round `number`'s result: the one kept (forced by QA, or dealt before), else dealt now
    from the seed and kept. Call only once the round has closed."""
    row = store.result(db, game_id, number)
    if row is not None:
        found: dict = orjson.loads(row["result"])
        return found
    result = rules.result_of(kind, world_store.seed(db), game_id, number)
    store.keep(db, game_id, number, result, closes_at)
    return result


def force_next(db: Database, fixtures: Fixtures, game_id: int, wanted: dict, now: int) -> dict:
    """QA: the next round of this table to close deals a result with `wanted`'s fields."""
    kind, fast = table_of(db, fixtures, game_id)
    if kind == "blackjack":
        if set(wanted) != {"cards"}:
            raise DomainError("request.invalid", "A blackjack hand is forced by its cards")
        return hands.force_next(db, game_id, wanted["cards"], now)
    table = rules.TABLES[kind]
    unknown = set(wanted) - set(table.forcible)
    if not wanted or unknown:
        raise DomainError(
            "request.invalid", f"A {kind} round is forced by {', '.join(table.forcible)}"
        )
    current = round_at(now, fast)
    number = current.number if now < current.closes_at else current.number + 1
    try:
        result = rules.result_of(kind, world_store.seed(db), game_id, number, wanted)
    except ValueError as exc:
        raise DomainError("request.invalid", str(exc)) from exc
    closes = timing(number, fast).closes_at
    with db.transaction():
        store.force(db, game_id, number, result, closes)
        record(db, now, "table.forced", None, gameId=game_id, round=number, wanted=wanted)
    return {"gameId": game_id, "round": number, "closesAt": closes}


def replay(db: Database, fixtures: Fixtures, game_id: int, number: int, now: int) -> dict[str, Any]:
    """QA: a round's result dealt again from the seed, beside the one the table kept."""
    kind, fast = table_of(db, fixtures, game_id)
    if kind == "blackjack":
        return hands.replay(db, game_id, number)
    closes = timing(number, fast).closes_at
    if closes > now:
        raise DomainError("table.round.open", value={"closesAt": closes})
    row = store.result(db, game_id, number)
    dealt = rules.result_of(kind, world_store.seed(db), game_id, number)
    return {
        "gameId": game_id,
        "table": kind,
        "round": number,
        "closesAt": closes,
        "seeded": dealt,
        "kept": orjson.loads(row["result"]) if row else None,
        "forced": bool(row["forced"]) if row else False,
    }


# -- settling ---------------------------------------------------------------------------------


def _settle_round(
    db: Database, played: Round, points: PointsSettings, watch: Watch | None
) -> dict[str, Any]:
    """Settle one open bet whose table round has closed."""
    kind, number, spot = (
        played.outcome["table"],
        played.outcome["tableRound"],
        played.outcome["spot"],
    )
    closes = played.outcome["closesAt"]
    result = result_for(db, kind, played.game_id, number, closes)
    hundredths = rules.TABLES[kind].pays(spot, result)
    win = played.bet * hundredths // 100
    outcome = {**played.outcome, "result": result, "multiplier": format_minor(hundredths)}
    settle_open(db, played, win=win, outcome=outcome, at=closes, points=points, watch=watch)
    return {"roundId": played.id, "win": format_minor(win)}


def settle_due(
    db: Database,
    fixtures: Fixtures,
    now: int,
    *,
    game_id: int | None = None,
    watch: Watch | None = None,
) -> list[dict[str, Any]]:
    """Settle every open live bet (of one table, or all) whose round has closed by `now`, and
    stand the blackjack hands whose decision time has passed."""
    settled = hands.settle_due(db, fixtures, now, game_id=game_id, watch=watch)
    with db.transaction():
        for played in rounds.open_rounds(db, game_id):
            if played.outcome.get("kind") != "live" or played.outcome["closesAt"] > now:
                continue
            settled.append(_settle_round(db, played, fixtures.brand.points, watch))
    return settled


# -- the page's calls -------------------------------------------------------------------------


def spots_of(kind: str) -> list[str]:
    return list(rules.TABLES[kind].spots)


def _bet_view(played: Round) -> dict[str, Any]:
    outcome = played.outcome
    return {
        "roundId": played.id,
        "round": outcome["tableRound"],
        "spot": outcome["spot"],
        "bet": format_minor(played.bet),
        "win": format_minor(played.win),
        "status": played.status,
        "result": outcome.get("result"),
        "placedAt": played.placed_at,
    }


def state(db: Database, fixtures: Fixtures, ticket: Ticket, now: int) -> dict[str, Any]:
    kind, fast = kind_of(ticket), speed(ticket.game_name)
    if kind == "blackjack":
        return hands.state(db, fixtures, ticket, now)
    current = round_at(now, fast)
    prices = rules.prices_of(kind, world_store.seed(db), ticket.game_id, current.number)
    odds = prices["odds"] if prices else None
    last = current.number - 1 if now < current.closes_at else current.number
    road = []
    for number in range(last, max(last - HISTORY, -1), -1):
        closes = timing(number, fast).closes_at
        road.append(
            {"round": number, "result": result_for(db, kind, ticket.game_id, number, closes)}
        )
    mine = [
        _bet_view(played)
        for played in rounds.recent(db, ticket.member_id, ticket.game_id, limit=20)
        if played.outcome.get("kind") == "live"
    ]
    return {
        "game": {
            "gameId": ticket.game_id,
            "gameName": ticket.game_name,
            "vassalage": ticket.vassalage,
            "table": kind,
            "speed": fast,
            "minBet": format_minor(ticket.min_bet),
            "bets": [format_minor(amount) for amount in bets(ticket)],
            "spots": [
                {"spot": spot, "pays": odds[spot] if odds else _max_pays(kind, spot)}
                for spot in spots_of(kind)
            ],
        },
        "now": now,
        "round": {**current.view(now), "odds": odds},
        "road": road,
        "mine": mine,
        "balance": format_minor(balance_of(db, fixtures, ticket)),
        "currency": fixtures.brand.currency,
        "expiresAt": ticket.expires_at,
    }


def _max_pays(kind: str, spot: str) -> str:
    """A spot's payout as the table's layout shows it: its odds to one (Banker 0.95:1)."""
    odds = {
        "baccarat": {
            "player": "1:1",
            "banker": "0.95:1",
            "tie": "8:1",
            "player_pair": "11:1",
            "banker_pair": "11:1",
        },
        "baccarat_nc": {
            "player": "1:1",
            "banker": "1:1",
            "tie": "8:1",
            "player_pair": "11:1",
            "banker_pair": "11:1",
        },
        "dragon_tiger": {"dragon": "1:1", "tiger": "1:1", "tie": "11:1"},
    }
    if kind in odds:
        return odds[kind][spot]
    name, _, arg = spot.partition(":")
    if kind == "roulette":
        return {"straight": "35:1", "dozen": "2:1", "column": "2:1"}.get(name, "1:1")
    if name == "total":
        return f"{rules.SICBO_TOTALS[int(arg)] // 100 - 1}:1"
    return {"any_triple": "30:1", "triple": "180:1", "double": "10:1", "single": "1:1"}.get(
        name, "1:1"
    )


def place(
    db: Database,
    fixtures: Fixtures,
    ticket: Ticket,
    *,
    round_id: str,
    spot: str,
    amount: str,
    account: str,
    now: int,
    watch: Watch | None = None,
) -> dict[str, Any]:
    """A bet on the open round of the ticket's table; the same round id answers it again."""
    kind, fast = kind_of(ticket), speed(ticket.game_name)
    if kind == "blackjack":
        raise DomainError("request.invalid", "A blackjack table deals hands: /demo/api/blackjack")
    bet = parse_minor(amount)
    if bet not in bets(ticket):
        allowed = ", ".join(format_minor(value) for value in bets(ticket))
        raise DomainError("request.invalid", f"The bet must be one of {allowed}", field="bet")
    if spot not in rules.TABLES[kind].spots:
        raise DomainError("request.invalid", f"No spot {spot!r} on a {kind} table", field="spot")
    settle_due(db, fixtures, now, game_id=ticket.game_id, watch=watch)
    current = round_at(now, fast)
    with db.transaction():
        existing = rounds.get(db, round_id)
        if existing is not None:
            same = (
                existing.member_id == ticket.member_id
                and existing.game_id == ticket.game_id
                and existing.bet == bet
                and existing.outcome.get("spot") == spot
            )
            if not same:
                raise DomainError("round.conflict")
            return {
                "bet": _bet_view(existing),
                "balance": format_minor(balance_of(db, fixtures, ticket)),
                "replayed": True,
            }
        if now >= current.closes_at:
            raise DomainError("table.betting.closed", value={"opensAt": current.next_at})
        if in_maintenance(db, ticket.vassalage):
            raise DomainError("game.maintenance")
        wallet = wallet_for(db, fixtures, ticket, now)
        if wallet.available < bet:
            raise DomainError("balance.insufficient")
        check_stake(db, ticket.member_id, bet, now=now, zone=fixtures.brand.zone)
        played = Round(
            id=round_id,
            member_id=ticket.member_id,
            game_id=ticket.game_id,
            vassalage=ticket.vassalage,
            game_type=ticket.game_type,
            game_name=ticket.game_name,
            seq=rounds.next_seq(db),
            bet=bet,
            win=0,
            outcome={
                "kind": "live",
                "table": kind,
                "tableRound": current.number,
                "closesAt": current.closes_at,
                "spot": spot,
                "walletId": wallet.id,
            },
            placed_at=now,
            settled_at=None,
            status="open",
        )
        open_round(db, wallet, played, account=account)
    return {
        "bet": _bet_view(played),
        "balance": format_minor(balance_of(db, fixtures, ticket)),
        "replayed": False,
    }
