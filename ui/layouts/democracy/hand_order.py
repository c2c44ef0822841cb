"""The order Democracy's hand fan shows: by suit (♠ ♥ ♦ ♣, jokers last), strongest first within
a suit (M02). Shared by the table layout and its animation plan, which import it one way."""
from __future__ import annotations

from game.cards import SUITS, Card

STRENGTH = (5, 4, 3, 1, 13, 12, 11, 10, 9, 8, 7, 6)   # M02, strongest first: the fan's order in a suit


def sorted_hand(cards) -> list[Card]:
    """A hand as the fan shows it: by suit (♠ ♥ ♦ ♣, jokers last), strongest first within a suit (M02)."""
    order = {s: i for i, s in enumerate(SUITS)}
    return sorted(cards, key=lambda c: (order.get(c.suit, len(SUITS)), STRENGTH.index(c.rank) if not c.is_joker else 0))
