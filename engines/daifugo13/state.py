"""The state of a 13th-Floor Daifugo deal, hidden cards included, and its phases.

`Public` holds everything every seat may see (table, turn, direction, revolution and Eleven Back
state, effects in progress, hand sizes come from the hands); `State` adds the hidden parts (hands,
draw pile, cards set aside, face-down discards, who gave what to whom, who drew what). A seat's
`View` (view.py) is `Public` plus what that seat privately knows."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.actions import Event
from game.cards import Card

from engines.daifugo13.combos import Combo

# phases
PLAY, AFTER_DRAW, EFFECT, OVER = "play", "after_draw", "effect", "over"


class Played(NamedTuple):
    """One play lying on the table."""

    seat: int
    cards: tuple[Card, ...]
    combo: Combo


class Gift(NamedTuple):
    """A 7 gift (D14). `mark` is the receiver's count of face-down moves when it got the card: while
    that count is unchanged the giver knows the card is still in the receiver's hand (or public)."""

    giver: int
    receiver: int
    card: Card
    mark: int


@dataclass
class Public:
    players: int
    uno_scoring: bool
    turn: int
    phase: str = PLAY
    direction: int = 1                       # +1 clockwise (seat + 1), -1 counter-clockwise
    table: list[Played] = field(default_factory=list)
    dead_public: list[Card] = field(default_factory=list)   # cleared table cards and bombed cards
    discard_counts: list[int] = field(default_factory=list)  # D17 face-down discards per seat
    outflows: list[int] = field(default_factory=list)        # face-down moves (gifts, discards)
    bombed: list[tuple[int, Card]] = field(default_factory=list)
    named: list[tuple[int, str]] = field(default_factory=list)
    revolutions: int = 0                     # D23 count for the deal
    eleven_back: int = 0                     # D18 inversions active on this table
    pending_revolutions: int = 0             # 4+ plays on this table not yet counted
    last_player: int | None = None           # who made the last play on the table
    last_leader: int | None = None           # D26
    lead_streak: int = 0
    first_leader: int = 0
    oya: int = 0
    # effects of the play being resolved (D11)
    effects: list[str] = field(default_factory=list)
    effect_player: int | None = None
    pointer: int = 0
    fives: int = 0
    cleared_by_effect: bool = False
    stuck_draws: int = 0                     # D27: D22 draws from an empty pile since the last play
    storm_declined: bool = False             # the sandstorm holder let this moment pass
    storm_holder: int | None = None
    # end of the deal
    out: list[int] = field(default_factory=list)
    out_by_play: bool = False
    finishing: tuple[Card, ...] = ()
    deadlock: bool = False

    @property
    def inverted(self) -> bool:
        """D03: the order in force is inverted by an odd revolution count, and again by an odd
        number of Eleven Backs."""
        return bool((self.revolutions + self.eleven_back) & 1)

    @property
    def top(self) -> Combo | None:
        return self.table[-1].combo if self.table else None


@dataclass
class State:
    pub: Public
    hands: list[list[Card]]                  # each in sort order, so legal actions come in an order the view fixes
    pile: list[Card]                         # draw pile, top at the end
    aside: list[Card]                        # D01 leftover cards, unseen
    discards: list[list[Card]]               # D17 face-down discards per seat
    gifts: list[Gift] = field(default_factory=list)
    drawn: list[list[Card]] = field(default_factory=list)   # cards each seat drew (private)
    opening: list[Event] = field(default_factory=list)      # deal and D02 leader draw
    plays_cache: Any = field(default=None, compare=False, repr=False)
    storm_dirty: bool = field(default=False, compare=False, repr=False)   # holder to recompute
    dead_threes: tuple[int, int] = field(default=(0, 0), compare=False, repr=False)  # (cards seen, 3s)


PUBLIC_LISTS = ("table", "dead_public", "discard_counts", "outflows", "bombed", "named", "effects", "out")


def copy_public(pub: Public) -> Public:
    """A copy of the public record whose lists can change without touching the original."""
    out = copy.copy(pub)
    for name in PUBLIC_LISTS:
        setattr(out, name, list(getattr(pub, name)))
    return out


def all_cards(state: State) -> list[Card]:
    """Every card of the deal, wherever it lies."""
    cards = [c for hand in state.hands for c in hand]
    cards += state.pile + state.aside + state.pub.dead_public
    cards += [c for played in state.pub.table for c in played.cards]
    cards += [c for pile in state.discards for c in pile]
    return cards


def clone_state(state: State) -> State:
    """A copy `apply` can change without touching the original: every list is copied, the cards,
    plays and events in them are immutable and shared (so is the cache of legal plays, only read)."""
    return State(
        pub=copy_public(state.pub),
        hands=[list(hand) for hand in state.hands],
        pile=list(state.pile),
        aside=list(state.aside),
        discards=[list(pile) for pile in state.discards],
        gifts=list(state.gifts),
        drawn=[list(cards) for cards in state.drawn],
        opening=list(state.opening),
        plays_cache=state.plays_cache,
        storm_dirty=state.storm_dirty,
        dead_threes=state.dead_threes,
    )
