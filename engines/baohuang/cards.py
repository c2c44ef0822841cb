"""Bao Huang's cards: the 168-card pack (B01), card strength (B02), the marked jokers (B03) and
the B11 comparison of plays."""
from __future__ import annotations

from game.cards import JOKER, SUITS, Card

RANKS = (6, 7, 8, 9, 10, 11, 12, 13, 1, 2)
EMPEROR_CARD = Card(JOKER, 2, 0)   # B03: one big joker
GUARD_CARD = Card(JOKER, 1, 0)     # B03: one small joker
SMALL, BIG = 16, 17


def full_deck() -> list[Card]:
    """B01: 4 × (40 ranked cards + small + big joker) = 168."""
    cards = [Card(s, r, d) for d in range(4) for s in SUITS for r in RANKS]
    cards += [Card(JOKER, j, d) for d in range(4) for j in (1, 2)]
    return cards


def strength(card: Card) -> int:
    """B02: 6..13 for 6..K, A 14, 2 15, small joker 16, big joker 17."""
    if card.suit == JOKER:
        return SMALL if card.rank == 1 else BIG
    if card.rank == 1:
        return 14
    if card.rank == 2:
        return 15
    return card.rank


def sort_hand(cards) -> list[Card]:
    return sorted(cards, key=lambda c: (strength(c), c.suit, c.deck))


def is_combination(cards) -> bool:
    """B09: same rank, plus any jokers; or jokers only."""
    if not cards:
        return False
    ranks = {strength(c) for c in cards if c.suit != JOKER}
    return len(ranks) <= 1


def beats(play, last) -> bool:
    """B11: same size, and card by card (both sorted by strength) every card stronger."""
    if len(play) != len(last):
        return False
    mine = sorted(strength(c) for c in play)
    theirs = sorted(strength(c) for c in last)
    return all(a > b for a, b in zip(mine, theirs))
