"""Democracy's cards: the deck of M01 (48 cards without the 2s, plus jokers for 4 and 6 players),
the order and points of M02 and M03, the deal sizes of M04, the Bad Catch hand of M12, and who
wins a trick (M06, M08, M15)."""
from __future__ import annotations

from functools import lru_cache

from game.cards import ACE, JACK, JOKER, KING, QUEEN, SUITS, Card

# M02: high to low 5, 4, 3, A, K, Q, J, 10, 9, 8, 7, 6
ORDER = (5, 4, 3, ACE, KING, QUEEN, JACK, 10, 9, 8, 7, 6)
POWER = {rank: len(ORDER) - i for i, rank in enumerate(ORDER)}      # 5 -> 12 ... 6 -> 1
# M03
POINTS = {5: 5, 4: 4, 3: 3, ACE: 3, KING: 2, QUEEN: 2, JACK: 2, 10: 1, 9: 1, 8: 1, 7: 1, 6: 0}
SUIT_TOTAL = 25
TRIBE_THRESHOLD = 13
ONE_POINT_RANKS = frozenset((10, 9, 8, 7))                            # a Bad Catch hand (M12)

# M01: jokers per player count; M04: cards per Day to each player and to the pool
JOKERS = {2: 0, 3: 0, 4: 2, 5: 0, 6: 1}
PER_DAY = {2: 8, 3: 6, 4: 5, 5: 4, 6: 3}
ONE_DAY = {2: 16, 3: 12, 4: 10, 5: 8, 6: 7}


def deck(players: int) -> list[Card]:
    """M01: 48 cards (no 2s) plus 2 jokers for 4 players, 1 for 6 (a new list each call)."""
    return list(_deck(players))


@lru_cache(maxsize=None)
def _deck(players: int) -> tuple[Card, ...]:
    cards = [Card(s, r) for s in SUITS for r in ORDER]
    cards.extend(Card(JOKER, j + 1) for j in range(JOKERS[players]))
    return tuple(cards)


def cards_per_day(players: int, days: int) -> int:
    """M04: the cards each player (and the pool) gets per Day, with two Days or one."""
    return PER_DAY[players] if days == 2 else ONE_DAY[players]


def points(card: Card) -> int:
    return 0 if card.is_joker else POINTS[card.rank]


def power(card: Card, dummy_joker: bool = False) -> int:
    """Rank for M06 with no trump: a joker ranks with the 5s (12), or lowest (0) with Dummy Joker
    (M15)."""
    if card.is_joker:
        return 0 if dummy_joker else POWER[5]
    return POWER[card.rank]


def is_bad_catch(hand: list[Card] | tuple[Card, ...]) -> bool:
    """M12: only 1-point cards (10, 9, 8, 7); a 6 or a joker spoils it."""
    return bool(hand) and all(not c.is_joker and c.rank in ONE_POINT_RANKS for c in hand)


def trick_outcome(plays: list[tuple[int, Card]], pool_card: Card, dummy_joker: bool,
                  ) -> tuple[int | None, tuple[int, ...]]:
    """M06/M08: (winner, tied seats). The highest trump (the pool card's suit) wins; with no trump
    played the highest card by M02 (a joker with the 5s, or lowest with Dummy Joker M15); a tie
    for highest with no trump played gives (None, tied seats)."""
    trump = None if pool_card.is_joker else pool_card.suit
    trumps = [(power(c), seat) for seat, c in plays if trump is not None and c.suit == trump]
    if trumps:
        return max(trumps)[1], ()
    best = max(power(c, dummy_joker) for _, c in plays)
    top = tuple(seat for seat, c in plays if power(c, dummy_joker) == best)
    if len(top) == 1:
        return top[0], ()
    return None, top
