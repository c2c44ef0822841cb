"""The full state of one Democracy deal (everything, hidden cards included): the phases, the
record of finished tricks, a fast `clone_state` and every card's place (`all_cards`)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.actions import Action, Event
from game.cards import Card
from game.rngs import copy_rng

MIN_PLAYERS, MAX_PLAYERS = 2, 6

# phases
PLAY = "play"              # every seat that has not chosen yet chooses a card face down (M05)
GHOST_CHOICE = "ghost"     # the dealer chooses Ghost or a no-trump trick (M14 sub-option)
DECLARE = "declare"        # every seat declares the suits it will sweep, face down (M16 sub-option)
OVER = "over"

# kinds of finished trick records
RECORD_TRICK = "trick"     # the plays were revealed and taken (M07) or tied (M08)
RECORD_GHOST = "ghost"     # a Ghost's draws took the place of the trick (M14)


@dataclass(frozen=True)
class TrickRecord:
    """One finished trick (or Ghost), public once revealed. `kind` RECORD_TRICK or RECORD_GHOST.
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


def clone_state(state: DemocracyState) -> DemocracyState:
    """A fast independent copy (cards, actions and trick records are immutable and shared)."""
    rng = copy_rng(state.rng)
    return DemocracyState(
        options=state.options, players=state.players, rng=rng, dealer=state.dealer,
        totals_before=list(state.totals_before), days=state.days, day=state.day,
        phase=state.phase, hands=[list(h) for h in state.hands], pool=list(state.pool),
        later_hands=[list(h) for h in state.later_hands], later_pool=list(state.later_pool),
        out=list(state.out), turned=state.turned, trick_number=state.trick_number,
        pending=dict(state.pending), tricks=list(state.tricks),
        captured=[list(p) for p in state.captured], discards=list(state.discards),
        day1_hands=list(state.day1_hands), bad_catch_points=list(state.bad_catch_points),
        bad_catch_claims=list(state.bad_catch_claims), redeals=state.redeals,
        declared=list(state.declared) if state.declared is not None else None,
        opening=[], final=state.final)


def all_cards(state: DemocracyState) -> list[Card]:
    """Every card of the deal wherever it is: hands, pools, unseen, discards, piles, the turned
    card and the cards chosen face down."""
    cards: list[Card] = []
    for hand in state.hands + state.later_hands:
        cards.extend(hand)
    cards.extend(state.pool + state.later_pool + state.out + state.discards)
    for pile in state.captured:
        cards.extend(pile)
    if state.turned is not None:
        cards.append(state.turned)
    for action in state.pending.values():
        cards.extend(action.cards)
    return cards
