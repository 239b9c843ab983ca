"""The demo table game: dragon tiger, one card each from an infinite eight-suit shoe.

Choices: dragon or tiger pays 1:1 (the stake comes back twice); a tie returns half the
stake of a dragon or tiger bet; tie pays 11:1. RTP: dragon/tiger 96.15%, tie 92.31%.
"""

from __future__ import annotations

import random
from typing import Any

CHOICES = ("dragon", "tiger", "tie")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("♠", "♥", "♦", "♣")


def _card(rng: random.Random) -> tuple[int, str]:
    rank = rng.randrange(13)
    return rank, RANKS[rank] + rng.choice(SUITS)


def _winner(dragon: int, tiger: int) -> str:
    return "tie" if dragon == tiger else ("dragon" if dragon > tiger else "tiger")


def _hundredths(choice: str, winner: str) -> int:
    """What the stake returns, in hundredths of the bet."""
    if choice == winner:
        return 1200 if winner == "tie" else 200
    return 50 if winner == "tie" else 0


def deal(rng: random.Random, choice: str, forced: Any = None) -> tuple[int, dict[str, Any]]:
    """(return in hundredths of the bet, outcome fields)."""
    for _ in range(1000):
        (d, d_card), (t, t_card) = _card(rng), _card(rng)
        winner = _winner(d, t)
        back = _hundredths(choice, winner)
        if forced is None or (forced == "win") == (back > 100) or forced not in ("win", "lose"):
            break
    outcome: dict[str, Any] = {"dragon": d_card, "tiger": t_card, "winner": winner}
    if isinstance(forced, dict):
        back = int(forced["multiplier"] * 100)
        outcome["bonus"] = str(forced["multiplier"])
    return back, outcome
