"""The live tables' rules and payouts, as pure functions of a round's random stream.

Each table deals one shared result a round (every player at the table sees the same cards,
number or dice); a bet is a spot on that table, and what it returns is total hundredths of
the stake (the stake included; 100 a push, 0 a loss).

- Baccarat (punto banco, an endless shoe of 52 ranks): the tableau's third-card rules; Player
  1:1, Banker 0.95:1 (No Commission: 1:1, a Banker win on 6 pays 1:2), Tie 8:1 and a push
  for Player and Banker, Player Pair and Banker Pair (the first two cards of a rank) 11:1.
- Roulette (European, one zero): a number 35:1; red, black, odd, even, 1-18, 19-36 1:1;
  dozens and columns 2:1; every outside bet loses on zero.
- Sic Bo (three dice): Big 11-17 and Small 4-10 1:1, both lose on a triple; a total 4-17
  from 60:1 to 6:1; any triple 30:1; a given triple 180:1; a given double 10:1; a single
  number 1:1, 2:1 or 3:1 as one, two or three dice show it.
- Dragon Tiger (one card each, ace low): Dragon or Tiger 1:1, a tie returns half of them;
  Tie 11:1.
- Cockfight (sabong, the arenas of the COCKFIGHT vendors): each fight has its own odds, set
  before its betting opens from the two cocks' chances (the arena's margin taken); Meron or
  Wala returns its decimal odds, a draw returns both and pays Draw 8:1.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("♠", "♥", "♦", "♣")
RED = frozenset({1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36})
# Tables dealing one shared round (TABLES); blackjack deals each player a hand (hands.py).
# The live catalogue's tables by name; the cockfight arenas are the COCKFIGHT vendors' lobbies.
KINDS = ("baccarat", "baccarat_nc", "roulette", "sicbo", "dragon_tiger", "blackjack")

Outcome = dict[str, Any]


def _card(rng: random.Random) -> str:
    return RANKS[rng.randrange(13)] + rng.choice(SUITS)


def _rank(card: str) -> str:
    return card[:-1]


def card_points(card: str) -> int:
    """Baccarat: ace 1, two to nine their pips, ten and faces 0."""
    index = RANKS.index(_rank(card))
    return index + 1 if index < 9 else 0


def _total(cards: list[str]) -> int:
    return sum(card_points(card) for card in cards) % 10


# -- baccarat -------------------------------------------------------------------------------


def banker_draws(banker: int, third: int | None) -> bool:
    """Whether the Banker draws a third card on `banker`, the Player having drawn `third`
    (its points; None: the Player stood)."""
    if third is None:
        return banker <= 5
    if banker <= 2:
        return True
    return {3: third != 8, 4: 2 <= third <= 7, 5: 4 <= third <= 7, 6: third in (6, 7)}.get(
        banker, False
    )


def deal_baccarat(rng: random.Random) -> Outcome:
    player = [_card(rng), _card(rng)]
    banker = [_card(rng), _card(rng)]
    if _total(player) < 8 and _total(banker) < 8:  # no natural
        third = None
        if _total(player) <= 5:
            player.append(_card(rng))
            third = card_points(player[2])
        if banker_draws(_total(banker), third):
            banker.append(_card(rng))
    p, b = _total(player), _total(banker)
    return {
        "player": player,
        "banker": banker,
        "playerTotal": p,
        "bankerTotal": b,
        "winner": "player" if p > b else "banker" if b > p else "tie",
        "playerPair": _rank(player[0]) == _rank(player[1]),
        "bankerPair": _rank(banker[0]) == _rank(banker[1]),
    }


def pays_baccarat(spot: str, result: Outcome, *, no_commission: bool = False) -> int:
    winner = result["winner"]
    if spot == "player_pair":
        return 1200 if result["playerPair"] else 0
    if spot == "banker_pair":
        return 1200 if result["bankerPair"] else 0
    if spot == "tie":
        return 900 if winner == "tie" else 0
    if winner == "tie":
        return 100  # Player and Banker push on a tie
    if spot == "player":
        return 200 if winner == "player" else 0
    if winner != "banker":
        return 0
    if not no_commission:
        return 195
    return 150 if result["bankerTotal"] == 6 else 200


# -- roulette -------------------------------------------------------------------------------


def spin_roulette(rng: random.Random) -> Outcome:
    number = rng.randrange(37)
    color = "green" if number == 0 else "red" if number in RED else "black"
    return {"number": number, "color": color}


def pays_roulette(spot: str, result: Outcome) -> int:
    number = result["number"]
    name, _, arg = spot.partition(":")
    if name == "straight":
        return 3600 if int(arg) == number else 0
    if number == 0:
        return 0
    wins = {
        "red": number in RED,
        "black": number not in RED,
        "odd": number % 2 == 1,
        "even": number % 2 == 0,
        "low": number <= 18,
        "high": number >= 19,
        "dozen": name == "dozen" and (number - 1) // 12 + 1 == int(arg or 0),
        "column": name == "column" and (number - 1) % 3 + 1 == int(arg or 0),
    }
    if name in ("dozen", "column"):
        return 300 if wins[name] else 0
    return 200 if wins[name] else 0


# -- sic bo ---------------------------------------------------------------------------------

SICBO_TOTALS = {4: 6100, 5: 3100, 6: 1800, 7: 1300, 8: 900, 9: 700, 10: 700}
SICBO_TOTALS |= {21 - total: hundredths for total, hundredths in SICBO_TOTALS.items()}


def roll_sicbo(rng: random.Random) -> Outcome:
    dice = sorted(rng.randint(1, 6) for _ in range(3))
    return {"dice": dice, "total": sum(dice), "triple": len(set(dice)) == 1}


def pays_sicbo(spot: str, result: Outcome) -> int:
    dice, total, triple = result["dice"], result["total"], result["triple"]
    name, _, arg = spot.partition(":")
    if name in ("big", "small"):
        side = "big" if total >= 11 else "small"
        return 200 if name == side and not triple else 0
    if name == "total":
        return SICBO_TOTALS[total] if int(arg) == total else 0
    if name == "any_triple":
        return 3100 if triple else 0
    if name == "triple":
        return 18100 if triple and dice[0] == int(arg) else 0
    if name == "double":
        return 1100 if dice.count(int(arg)) >= 2 else 0
    shows = dice.count(int(arg))  # single
    return 100 + 100 * shows if shows else 0


# -- dragon tiger ---------------------------------------------------------------------------


def deal_dragon_tiger(rng: random.Random) -> Outcome:
    dragon, tiger = _card(rng), _card(rng)
    d, t = RANKS.index(_rank(dragon)), RANKS.index(_rank(tiger))
    winner = "tie" if d == t else "dragon" if d > t else "tiger"
    return {"dragon": dragon, "tiger": tiger, "winner": winner}


def pays_dragon_tiger(spot: str, result: Outcome) -> int:
    winner = result["winner"]
    if spot == "tie":
        return 1200 if winner == "tie" else 0
    if winner == "tie":
        return 50  # a tie returns half of a Dragon or Tiger bet
    return 200 if spot == winner else 0


# -- cockfight ------------------------------------------------------------------------------

FIGHT_KEEP = 92  # percent of a fair price the arena pays: an 8 % margin
DRAW_CHANCE = 0.03


def fight_odds(percent: int) -> str:
    """Decimal odds (rounded down) of a side that wins `percent` % of the fights that are not
    drawn (a draw refunds it), the margin taken."""
    hundredths = 100 * FIGHT_KEEP // percent
    return f"{hundredths // 100}.{hundredths % 100:02d}"


def price_fight(rng: random.Random) -> Outcome:
    """A fight's odds, known while its bets are taken: Meron wins 35 % to 65 % of the fights
    not drawn."""
    meron = rng.randint(35, 65)
    return {
        "meronPercent": meron,
        "odds": {"meron": fight_odds(meron), "wala": fight_odds(100 - meron), "draw": "9.00"},
    }


def fight(rng: random.Random, prices: Outcome) -> Outcome:
    if rng.random() < DRAW_CHANCE:
        winner = "draw"
    else:
        winner = "meron" if rng.random() * 100 < prices["meronPercent"] else "wala"
    return {"winner": winner, "odds": prices["odds"]}


def pays_cockfight(spot: str, result: Outcome) -> int:
    winner = result["winner"]
    if spot == "draw":
        return 900 if winner == "draw" else 0
    if winner == "draw":
        return 100  # Meron and Wala bets come back on a draw
    if spot != winner:
        return 0
    whole, cents = result["odds"][spot].split(".")
    return int(whole) * 100 + int(cents)


# -- the tables -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Table:
    kind: str
    deal: Callable[..., Outcome]  # deal(rng), or deal(rng, prices) on a priced table
    pays: Callable[[str, Outcome], int]
    spots: tuple[str, ...]
    # The result fields QA may ask for with a forced round (`POST /__sim/tables/<id>/next`).
    forcible: tuple[str, ...]
    # A table whose payouts change by round (cockfight): each round's prices from a stream of
    # their own, so forcing the result leaves the odds the players saw.
    price: Callable[[random.Random], Outcome] | None = None


def _nc(spot: str, result: Outcome) -> int:
    return pays_baccarat(spot, result, no_commission=True)


BACCARAT_SPOTS = ("player", "banker", "tie", "player_pair", "banker_pair")
ROULETTE_SPOTS = (
    *(f"straight:{n}" for n in range(37)),
    "red",
    "black",
    "odd",
    "even",
    "low",
    "high",
    *(f"dozen:{n}" for n in (1, 2, 3)),
    *(f"column:{n}" for n in (1, 2, 3)),
)
SICBO_SPOTS = (
    "big",
    "small",
    *(f"total:{n}" for n in range(4, 18)),
    "any_triple",
    *(f"triple:{n}" for n in range(1, 7)),
    *(f"double:{n}" for n in range(1, 7)),
    *(f"single:{n}" for n in range(1, 7)),
)

TABLES: dict[str, Table] = {
    t.kind: t
    for t in (
        Table("baccarat", deal_baccarat, pays_baccarat, BACCARAT_SPOTS, ("winner",)),
        Table("baccarat_nc", deal_baccarat, _nc, BACCARAT_SPOTS, ("winner",)),
        Table("roulette", spin_roulette, pays_roulette, ROULETTE_SPOTS, ("number",)),
        Table("sicbo", roll_sicbo, pays_sicbo, SICBO_SPOTS, ("dice",)),
        Table("dragon_tiger", deal_dragon_tiger, pays_dragon_tiger, ("dragon", "tiger", "tie"),
              ("winner",)),
        Table("cockfight", fight, pays_cockfight, ("meron", "wala", "draw"), ("winner",),
              price=price_fight),
    )
}  # fmt: skip


def result_of(
    kind: str, seed: int, game_id: int, number: int, wanted: Outcome | None = None
) -> Outcome:
    """Round `number` of table `game_id`: the same seed deals the same result, so any round
    can be replayed. `wanted` (QA's forced fields, e.g. {"winner": "tie"}) deals the first
    stream of this round that gives them: real cards, chosen outcome."""
    table = TABLES[kind]
    prices = prices_of(kind, seed, game_id, number)
    for attempt in range(20_000):
        suffix = f":{attempt}" if attempt else ""
        rng = random.Random(f"{seed}:table:{game_id}:{number}{suffix}")
        result = table.deal(rng) if prices is None else table.deal(rng, prices)
        if wanted is None or all(_same(result.get(k), v) for k, v in wanted.items()):
            return result
    raise ValueError(f"no {kind} round deals {wanted}")


def prices_of(kind: str, seed: int, game_id: int, number: int) -> Outcome | None:
    """Round `number`'s prices on a table that prices its rounds (None: fixed payouts)."""
    price = TABLES[kind].price
    return None if price is None else price(random.Random(f"{seed}:prices:{game_id}:{number}"))


def _same(found: Any, wanted: Any) -> bool:
    if isinstance(found, list) and isinstance(wanted, list):
        return sorted(found) == sorted(wanted)
    return bool(found == wanted)


def kind_of_name(name: str) -> str:
    """The table a live game's English name says (the catalogue's `live` words)."""
    lowered = name.lower()
    for word, kind in (
        ("no commission baccarat", "baccarat_nc"),
        ("baccarat", "baccarat"),
        ("roulette", "roulette"),
        ("sic bo", "sicbo"),
        ("dragon tiger", "dragon_tiger"),
        ("blackjack", "blackjack"),
    ):
        if word in lowered:
            return kind
    raise ValueError(f"no live table is named like {name!r}")
