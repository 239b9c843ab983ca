"""Blackjack's rules, as pure functions of a hand's cards (the endless shoe of rules.py).

One player's hand against the dealer: two cards each, the dealer's second face down. The
dealer peeks: a dealer blackjack ends the hand at once (a push against the player's own).
The player hits, stands, or doubles on the first two cards (one card more, the stake twice);
no splitting or insurance. The dealer then draws to 17 and stands on every 17, soft ones
included. A blackjack pays 3:2, any other win 1:1, an equal total pushes.
"""

from __future__ import annotations

from collections.abc import Callable

from .rules import RANKS


def card_value(card: str) -> int:
    """Ace 1 (made 11 by hand_value when it fits), two to ten their pips, faces 10."""
    index = RANKS.index(card[:-1])
    return min(index + 1, 10)


def hand_value(cards: list[str]) -> tuple[int, bool]:
    """(the best total of 21 or less if there is one, soft: an ace counts 11 in it)."""
    total = sum(card_value(card) for card in cards)
    if any(card[:-1] == "A" for card in cards) and total + 10 <= 21:
        return total + 10, True
    return total, False


def is_blackjack(cards: list[str]) -> bool:
    return len(cards) == 2 and hand_value(cards)[0] == 21


def dealer_plays(cards: list[str], draw: Callable[[], str]) -> list[str]:
    """The dealer's hand drawn out: to 17, standing on soft 17."""
    hand = list(cards)
    while hand_value(hand)[0] < 17:
        hand.append(draw())
    return hand


def returns(player: list[str], dealer: list[str], *, doubled: bool = False) -> int:
    """What the hand returns in hundredths of its whole stake (doubled: of both stakes)."""
    mine, theirs = hand_value(player)[0], hand_value(dealer)[0]
    if mine > 21:
        return 0
    if is_blackjack(player) and not doubled:
        return 100 if is_blackjack(dealer) else 250
    if is_blackjack(dealer):
        return 0
    if theirs > 21 or mine > theirs:
        return 200
    return 100 if mine == theirs else 0
