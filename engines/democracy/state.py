"""The full state of one Democracy deal (everything, hidden cards included): the deck of 48 cards
without the 2s plus the jokers of M01, card order and points (M02, M03), the deal sizes of M04,
the phases, and the record of finished tricks."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from game.actions import Action, Event
from game.cards import ACE, JACK, JOKER, KING, QUEEN, SUITS, Card

MIN_PLAYERS, MAX_PLAYERS = 2, 6

# phases
PLAY = "play"              # every seat that has not chosen yet chooses a card face down (M05)
GHOST_CHOICE = "ghost"     # the dealer chooses Ghost or a no-trump trick (M14 sub-option)
DECLARE = "declare"        # every seat declares the suits it will sweep, face down (M16 sub-option)
OVER = "over"

# action kinds
PLAY_CARD = "play"         # cards=(card,): the card chosen face down for this trick
BAD_CATCH = "bad_catch"    # instead of the first play of Day 1: claim a Bad Catch, redeal (M12)
GHOST = "ghost"            # the dealer: Ghost (M14)
NO_TRUMP = "no_trump"      # the dealer: a normal no-trump trick instead (M14)
DECLARE_SUITS = "declare"  # value: the suits declared for a sweep, e.g. "HS" or "" (M16)

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


@dataclass(frozen=True)
class TrickRecord:
    """One finished trick (or Ghost), public once revealed. `kind` "trick" or "ghost".
    `plays`: (seat, card) in seat order; `winner` None when tied (M08) or a Ghost; `tied` the seats
    that tied; `draws`: (drawer, from_seat, card) of a Ghost (M14)."""

    day: int
    number: int
    pool_card: Card
    kind: str
    plays: tuple[tuple[int, Card], ...] = ()
    winner: int | None = None
    tied: tuple[int, ...] = ()
    draws: tuple[tuple[int, int, Card], ...] = ()


@dataclass
class DemocracyState:
    options: dict[str, Any]
    players: int
    rng: random.Random                       # the deal's own stream: redeals and Ghost draws
    dealer: int
    totals_before: list[int]                 # match totals before this deal (public)
    days: int                                # 2, or 1 with the one-Day option
    day: int = 1
    phase: str = PLAY
    hands: list[list[Card]] = field(default_factory=list)
    pool: list[Card] = field(default_factory=list)            # unturned; pool[0] is the top
    later_hands: list[list[Card]] = field(default_factory=list)  # Day 2, dealt at Day end
    later_pool: list[Card] = field(default_factory=list)
    out: list[Card] = field(default_factory=list)             # 6 players: 7 cards never dealt
    turned: Card | None = None                               # the pool card of this trick
    trick_number: int = 0                                     # within the Day, from 0
    pending: dict[int, Action] = field(default_factory=dict)  # face-down choices of this step
    tricks: list[TrickRecord] = field(default_factory=list)
    captured: list[list[Card]] = field(default_factory=list)
    discards: list[Card] = field(default_factory=list)        # seen, then discarded face down
    day1_hands: list[tuple[Card, ...]] = field(default_factory=list)
    bad_catch_points: list[int] = field(default_factory=list)
    bad_catch_claims: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    redeals: int = 0
    declared: list[str] | None = None                         # revealed sweep declarations
    opening: list[Event] = field(default_factory=list)        # events of the deal's set-up
    final: Any = None                                         # the DealResult once over
