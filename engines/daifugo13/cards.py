"""Card facts of 13th-Floor Daifugo: the strength index of each rank (D03), rank names used in
action values, which cards are role cards (D10) and what a card left in hand costs (D29)."""
from __future__ import annotations

from typing import Iterable

from game.cards import JOKER, SPADES, Card

# D03: 3 < 4 < … < K < A < 2. STRENGTH[rank] is the index in that order (3 → 0, 2 → 12).
STRENGTH = {3: 0, 4: 1, 5: 2, 6: 3, 7: 4, 8: 5, 9: 6, 10: 7, 11: 8, 12: 9, 13: 10, 1: 11, 2: 12}
RANK_AT = {s: r for r, s in STRENGTH.items()}
TOP_STRENGTH = 12

RANK_NAME = {1: "A", 11: "J", 12: "Q", 13: "K"}


def rank_name(rank: int) -> str:
    return RANK_NAME.get(rank, str(rank))


def strength_name(s: int) -> str:
    """Name of the rank at strength index `s` ("3" … "K", "A", "2")."""
    return rank_name(RANK_AT[s])


JOKER_NAME = "joker"
BOMB_NAMES = tuple(strength_name(s) for s in range(13)) + (JOKER_NAME,)


def bomb_name(card: Card) -> str:
    """D19: the name a Queen Bomber uses for this card ("3" … "2", or "joker")."""
    return JOKER_NAME if card.suit == JOKER else rank_name(card.rank)


ROLE_RANKS = frozenset((5, 7, 8, 9, 10, 11, 12))
SPADE_THREE = Card(SPADES, 3)


def is_role(card: Card) -> bool:
    """D10: ♠3, every 5, 7, 8, 9, 10, J, Q and the jokers."""
    return card.suit == JOKER or card.rank in ROLE_RANKS or card == SPADE_THREE


def has_role(cards: Iterable[Card]) -> bool:
    return any(is_role(c) for c in cards)


def card_number(card: Card) -> int:
    """The number printed on a card (A = 1, K = 13); 0 for a joker."""
    return 0 if card.suit == JOKER else card.rank


def hand_points(hand: Iterable[Card]) -> int:
    """D29 (with D10/Q5): joker 50, other role cards 20, other cards their number; a hand
    holding three or more natural 3s scores each of them as 3, ♠3 included."""
    hand = list(hand)
    threes = sum(1 for c in hand if c.suit != JOKER and c.rank == 3)
    total = 0
    for card in hand:
        if card.suit == JOKER:
            total += 50
        elif card.rank == 3 and threes >= 3:
            total += 3
        elif is_role(card):
            total += 20
        else:
            total += card.rank
    return total


def sort_key(card: Card) -> tuple[int, str]:
    """Hands and plays are kept sorted weakest first, jokers last (X1 before X2)."""
    if card.suit == JOKER:
        return (20 + card.rank, "")
    return (STRENGTH[card.rank], card.suit)


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=sort_key))
