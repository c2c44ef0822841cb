"""Playing cards: the `Card` value, suits, ranks, deck builders and the short text codes used in
replays and logs ("SA", "H10", "DQ", "X1", with "/1" appended for a card of the second deck)."""
from __future__ import annotations

from typing import Iterable, NamedTuple

SPADES, HEARTS, DIAMONDS, CLUBS, JOKER = "S", "H", "D", "C", "X"
SUITS = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_SYMBOLS = {SPADES: "♠", HEARTS: "♥", DIAMONDS: "♦", CLUBS: "♣", JOKER: "🃏"}

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_FROM_NAME = {"A": 1, "J": 11, "Q": 12, "K": 13}


class Card(NamedTuple):
    """One physical card. `rank` is 1 (ace) … 13 (king); for a joker (suit "X") it is 1 or 2
    (1 = black/small, 2 = red/big). `deck` tells apart identical cards of several decks."""

    suit: str
    rank: int
    deck: int = 0

    @property
    def is_joker(self) -> bool:
        return self.suit == JOKER

    @property
    def code(self) -> str:
        if self.suit == JOKER:
            base = f"X{self.rank}"
        else:
            base = f"{self.suit}{RANK_NAMES.get(self.rank, str(self.rank))}"
        return base if self.deck == 0 else f"{base}/{self.deck}"

    @property
    def label(self) -> str:
        """Human label with a suit symbol: "♠A", "♥10", "Joker"."""
        if self.suit == JOKER:
            return "Joker" if self.rank == 1 else "Joker+"
        return f"{SUIT_SYMBOLS[self.suit]}{RANK_NAMES.get(self.rank, str(self.rank))}"

    def __repr__(self) -> str:
        return self.code


def parse_card(code: str) -> Card:
    """Inverse of `Card.code`. Raises ValueError on anything malformed."""
    if not isinstance(code, str) or len(code) < 2:
        raise ValueError(f"not a card code: {code!r}")
    base, _, deck_text = code.partition("/")
    deck = int(deck_text) if deck_text else 0
    suit, rank_text = base[0], base[1:]
    if suit == JOKER:
        rank = int(rank_text)
        if rank not in (1, 2):
            raise ValueError(f"not a card code: {code!r}")
        return Card(JOKER, rank, deck)
    if suit not in SUITS:
        raise ValueError(f"not a card code: {code!r}")
    rank = RANK_FROM_NAME.get(rank_text)
    if rank is None:
        if not rank_text.isdigit() or not 2 <= int(rank_text) <= 10:
            raise ValueError(f"not a card code: {code!r}")
        rank = int(rank_text)
    return Card(suit, rank, deck)


def standard_deck(deck: int = 0, jokers: int = 0) -> list[Card]:
    """52 cards of one deck, plus `jokers` jokers (rank 1, then 2)."""
    cards = [Card(s, r, deck) for s in SUITS for r in range(1, 14)]
    cards.extend(Card(JOKER, j + 1, deck) for j in range(jokers))
    return cards


def codes(cards: Iterable[Card | None]) -> list[str | None]:
    return [None if c is None else c.code for c in cards]


def parse_cards(items: Iterable[str | None]) -> tuple[Card | None, ...]:
    return tuple(None if c is None else parse_card(c) for c in items)
