"""The full state of one Napoleon deal (everything, hidden cards included) and its phases."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.cards import Card

PLAYERS = 5
HAND_SIZE = 10
WIDOW_SIZE = 3
TRICKS = 10

BIDDING, NAMING, DISCARDING, PLAYING, OVER = "bid", "name", "discard", "play", "over"


@dataclass
class Trick:
    """One finished trick: the plays in order (seat, card) and the winner's seat. Never mutated."""

    plays: tuple[tuple[int, Card], ...]
    winner: int


@dataclass
class NapoleonState:
    options: dict[str, Any]
    rng: random.Random                      # the deal's own stream, used to redeal after all pass
    dealer: int
    first_bidder: int
    hands: list[list[Card]]
    widow: list[Card]
    phase: str = BIDDING
    turn: int = 0                           # the seat to act (one at a time in Napoleon)
    void_deals: int = 0                     # all-pass redeals inside this deal (N17)
    bids: list[tuple[int, str]] = field(default_factory=list)   # (seat, "S13" or "pass")
    high_bid: tuple[int, str] | None = None                     # (count, suit)
    high_bidder: int | None = None
    passes: int = 0                         # passes in a row since the last bid (or the start)
    napoleon: int | None = None
    trump: str | None = None
    bid_count: int = 0
    named: Card | None = None
    named_where: str = ""                   # "napoleon", "widow" or "seat" (N20, N39)
    adjutant: int | None = None             # None: Napoleon alone
    adjutant_public: bool = False           # the named card has shown (played or discarded face up)
    widow_taken: list[Card] = field(default_factory=list)       # what Napoleon picked up (private)
    discards: list[Card] = field(default_factory=list)
    discards_owner: int | None = None       # the 1st trick's winner (N23)
    tricks: list[Trick] = field(default_factory=list)
    current: list[tuple[int, Card]] = field(default_factory=list)
    leader: int = 0
    direction: int = 1                      # +1 clockwise (to the left), -1 reversed (N33)
    taken: list[list[Card]] = field(default_factory=lambda: [[] for _ in range(PLAYERS)])
    voids: list[set[str]] = field(default_factory=lambda: [set() for _ in range(PLAYERS)])
    no_joker: set[int] = field(default_factory=set)             # seats shown not to hold it (N28)
    final: Any = None                       # the DealResult, once the deal is over
