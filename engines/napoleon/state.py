"""The full state of one Napoleon deal (everything, hidden cards included), its phases, a fast
`clone_state` and `all_cards`."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.cards import Card
from game.rngs import copy_rng

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
    """One deal, hidden cards included; `phase` is one of BIDDING … OVER."""

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


def clone_state(state: NapoleonState) -> NapoleonState:
    """A fast independent copy (cards and finished tricks are never mutated, so they are shared)."""
    rng = copy_rng(state.rng)
    return NapoleonState(
        options=state.options, rng=rng, dealer=state.dealer, first_bidder=state.first_bidder,
        hands=[list(h) for h in state.hands], widow=list(state.widow), phase=state.phase,
        turn=state.turn, void_deals=state.void_deals, bids=list(state.bids),
        high_bid=state.high_bid, high_bidder=state.high_bidder, passes=state.passes,
        napoleon=state.napoleon, trump=state.trump, bid_count=state.bid_count, named=state.named,
        named_where=state.named_where, adjutant=state.adjutant,
        adjutant_public=state.adjutant_public, widow_taken=list(state.widow_taken),
        discards=list(state.discards), discards_owner=state.discards_owner,
        tricks=list(state.tricks), current=list(state.current), leader=state.leader,
        direction=state.direction, taken=[list(t) for t in state.taken],
        voids=[set(v) for v in state.voids], no_joker=set(state.no_joker))


def all_cards(state: NapoleonState) -> list[Card]:
    """Every card of the deal wherever it lies (hands, widow, discards, tricks, the trick in play)."""
    cards = [c for hand in state.hands for c in hand]
    cards += state.widow + state.discards
    cards += [c for trick in state.tricks for _, c in trick.plays]
    cards += [c for _, c in state.current]
    return cards
