"""Napoleon's cards: the 53-card deck and the order hands are kept in, honours (N31), role cards
(N09), the order and code of bids (N16), which suit a card follows (N27, N27a) and who wins a trick
(N29, N30, N30a, N32, N28 called joker)."""
from __future__ import annotations

import functools

from game.cards import CLUBS, DIAMONDS, HEARTS, JOKER, SPADES, Card

BID_SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)          # weakest to strongest (N16)
SUIT_RANK = {s: i for i, s in enumerate(BID_SUITS)}
HONOUR_RANKS = frozenset((1, 10, 11, 12, 13))
MAX_BID = 20

MIGHTY = Card(SPADES, 1)
JOKER_CARD = Card(JOKER, 1)
HEART_QUEEN = Card(HEARTS, 12)
CLUB_THREE = Card(CLUBS, 3)
SAME_COLOUR = {SPADES: CLUBS, CLUBS: SPADES, HEARTS: DIAMONDS, DIAMONDS: HEARTS}
BLACK = frozenset((SPADES, CLUBS))


HAND_SUIT_ORDER = {SPADES: 0, HEARTS: 1, DIAMONDS: 2, CLUBS: 3, JOKER: 4}


def hand_order(card: Card) -> tuple[int, int]:
    """The order a hand is kept in: by suit (♠♥♦♣, the joker last), high cards first."""
    return HAND_SUIT_ORDER[card.suit], -(14 if card.rank == 1 else card.rank)


def deck() -> list[Card]:
    """The 53 cards: 52 and one joker."""
    return [Card(s, r) for s in (SPADES, HEARTS, DIAMONDS, CLUBS) for r in range(1, 14)] + [JOKER_CARD]


DECK = tuple(deck())


def is_honour(card: Card) -> bool:
    return card.suit != JOKER and card.rank in HONOUR_RANKS


def bid_code(count: int, suit: str) -> str:
    return f"{suit}{count}"


def parse_bid(value: object) -> tuple[int, str] | None:
    """"S13" -> (13, "S"); None when malformed (also "S013", a non-ASCII digit, a huge number:
    only the very code `bid_code` writes is read)."""
    if not isinstance(value, str) or len(value) < 2 or value[0] not in SUIT_RANK:
        return None
    digits = value[1:]
    if not (len(digits) <= 2 and digits.isascii() and digits.isdigit()) or digits[0] == "0":
        return None
    return int(digits), value[0]


def bid_key(count: int, suit: str) -> int:
    """Bids compare by this key: more honours, then the stronger suit (N16)."""
    return count * 4 + SUIT_RANK[suit]


def right_jack(trump: str) -> Card:
    return Card(trump, 11)


def left_jack(trump: str) -> Card:
    return Card(SAME_COLOUR[trump], 11)


def role_power(card: Card, trump: str) -> int:
    """4 Mighty, 3 joker, 2 Right Jack, 1 Left Jack, 0 for any other card (N09)."""
    if card == MIGHTY:
        return 4
    if card.suit == JOKER:
        return 3
    if card.rank == 11:
        if card.suit == trump:
            return 2
        if card.suit == SAME_COLOUR[trump]:
            return 1
    return 0


def led_suit(lead: Card, trump: str) -> str:
    """The suit others must follow: the printed suit, or trump when the joker is led (N27a)."""
    return trump if lead.suit == JOKER else lead.suit


def is_reversing_jack(card: Card, trump: str) -> bool:
    """A jack of the colour opposite to trump (N33)."""
    return card.rank == 11 and card.suit != JOKER and ((card.suit in BLACK) != (trump in BLACK))


def high(rank: int) -> int:
    """A rank's height in play: the ace above the king."""
    return 14 if rank == 1 else rank


def card_power(card: Card, trump: str, suit: str, joker_called: bool, called_strong: bool) -> int:
    """Strength in one trick without the exceptions of N30/N30a: role cards, then trump A…2, then
    the led suit A…2, then nothing (0). A called joker without power counts 0 (N28)."""
    role = role_power(card, trump)
    if role:
        if role == 3 and joker_called and not called_strong:
            return 0
        return 100 + role
    if card.suit == trump:
        return 50 + high(card.rank)
    if card.suit == suit:
        return 20 + high(card.rank)
    return 0


@functools.cache
def _powers(trump: str, led: str) -> dict[Card, int]:
    """Every card's `card_power` in a trick with this trump and led suit, the called joker's N28
    left aside (role cards 100 + role, trump 50 + height, the led suit 20 + height, others 0):
    built once per pair, looked up by the hot `trick_winner`."""
    return {c: card_power(c, trump, led, False, True) for c in DECK}


def trick_winner(plays: list[tuple[int, Card]], trump: str, trick_index: int,
                 same_two_first: bool, called_strong: bool) -> int:
    """Index in `plays` of the winning card. `plays` is in order of play, the lead first."""
    cards = [c for _, c in plays]
    if MIGHTY in cards and HEART_QUEEN in cards:                     # N30 Yoromeki
        return cards.index(HEART_QUEEN)
    powers = _powers(trump, led_suit(cards[0], trump))
    strengths = [powers[c] for c in cards]
    best = max(strengths)
    if best < 100 and (trick_index > 0 or same_two_first):          # no role card: N30a, N32
        first = cards[0].suit
        if all(c.suit == first for c in cards):
            for i, c in enumerate(cards):
                if c.rank == 2:
                    return i
    if cards[0] == CLUB_THREE and not called_strong and JOKER_CARD in cards:    # N28
        strengths[cards.index(JOKER_CARD)] = 0
        best = max(strengths)
    return strengths.index(best)        # the lead has 20 or more; no two cards share a strength
