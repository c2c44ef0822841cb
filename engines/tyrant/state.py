"""Tyrant (暴君論): the full `State` of a deal (engine-internal, holds every hidden card), its parts
(`Reveal`, `TrickPile`), its phases, the fast `clone_state`, and `all_cards` (every card in every
zone, for conservation tests).

Conventions
- Seats are 0..n-1; clockwise is increasing seat number (mod n).
- Suits are "S", "H", "D", "C" (game.cards); `SUIT_ORDER` fixes the order of plaza columns.
- Lead row: index 0 is the card nearest the lead deck, the LAST card is the rightmost one = the
  current lead card (T06/T11).
- Phases: PHASE_SETUP (T09 keep 7 of 16, simultaneous), PHASE_RETURN (T12 keep 6 of stock,
  simultaneous), PHASE_PLAY (T13–T17, the seat `turn` plays or passes), PHASE_TYRANT (T15, the seat
  `turn` may place chips), PHASE_TO_PLAZA (T27, the seat `turn` chooses one played card for the
  plaza), PHASE_OVER.
- Chip places: "plaza:S" / "plaza:H" / "plaza:D" / "plaza:C" (a plaza column) or "lead" (the
  current lead card).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import Card

SUIT_ORDER = ("S", "H", "D", "C")
PHASE_SETUP = "setup"
PHASE_RETURN = "return"
PHASE_PLAY = "play"
PHASE_TYRANT = "tyrant"
PHASE_TO_PLAZA = "to_plaza"
PHASE_OVER = "over"
CHOOSING_PHASES = (PHASE_SETUP, PHASE_RETURN)   # every seat with cards still to keep decides at once
TRICKS = 8
START_CHIPS = 5
HAND_AT_SETUP = 7      # T09
DEALT_AT_SETUP = 16    # T09
HAND_ON_RETURN = 6     # T12
PILE_SIZE = 5          # T28


@dataclass(frozen=True)
class Reveal:
    """One trick's reveal (T19), public once made. `played[s]` are seat s's played cards (empty if
    s passed), `powers[s]` their T22 total (None if s passed), `winner` the T23 winner (None when
    nobody followed, T24), `lead` the lead card of that trick, `marker` its round-marker holder."""

    trick: int
    lead: Card
    marker: int
    played: tuple[tuple[Card, ...], ...]
    face_up: tuple[Card | None, ...]
    powers: tuple[int | None, ...]
    winner: int | None


@dataclass(frozen=True)
class TrickPile:
    """A won trick (T29): the fame card on top (the trick's lead card) and the number cards under it
    (the winner's played cards and the cards losers handed over; all were public at the reveal)."""

    fame: Card
    cards: tuple[Card, ...]


@dataclass(slots=True)
class State:
    """Everything about one deal. Changed only by `flow.apply`; copy with `clone_state` (fast, no
    deepcopy)."""

    players: int
    phase: str
    trick: int                              # 1..8, the trick being played (8 once over)
    marker: int                             # seat holding the round marker (T02/T10/T29)
    turn: int | None                        # seat to act in play/tyrant/to_plaza phases
    order_pos: int                          # how many seats have acted this trick (play order)
    aces: list[Card | None]                 # T07 each seat's face-down ace
    hands: list[list[Card]]
    stocks: list[list[Card]]                # T09; during "setup" the 16 dealt cards wait here
    need: list[int]                         # setup/return: cards each seat must still keep
    lead_deck: list[Card]                   # top = last element
    lead_row: list[Card]                    # index 0 nearest the deck, last = current lead card
    plaza: dict[str, list[Card]]            # vertical cards per suit column
    piles: dict[str, list[tuple[Card, ...]]]  # horizontal piles per suit (T28)
    chips: list[int]                        # chips each seat still owns
    chips_spent: int                        # the chip discard (T16 passes, T25 spent chips)
    placed: list[tuple[str, int] | None]    # T15 this trick: (place, count) per seat
    played: list[list[Card]]                # cards played this trick per seat
    face_up: list[Card | None]              # the face-up one of three played cards (T13)
    acted: list[bool]                       # seat has played or passed this trick
    passed: list[bool]                      # seat passed this trick (T16/T17, hard pass too)
    passed_last: list[bool]                 # seat passed in the previous trick (T12/T16)
    hard_out: list[bool]                    # T17 hard pass: skipped for the rest of the game
    revealed: bool                          # the current trick's cards have been revealed
    plaza_queue: list[int]                  # T27: seats still to put one card in the plaza
    trick_piles: list[list[TrickPile]]
    removed_unseen: list[Card]              # T04/T07/T08, never revealed
    removed_seen: list[Card]                # removed from the game face up (T18, T24, T27)
    reveals: list[Reveal]                   # every reveal so far (public memory)
    void: list[set[str]]                    # suits a seat showed it lacked in hand (T14 inference)
    options: dict = field(default_factory=dict)


def clone_state(state: State) -> State:
    """A copy sharing only immutable parts (cards, tuples, reveals, trick piles)."""
    return State(
        players=state.players, phase=state.phase, trick=state.trick, marker=state.marker,
        turn=state.turn, order_pos=state.order_pos, aces=state.aces[:],
        hands=[h[:] for h in state.hands], stocks=[s[:] for s in state.stocks],
        need=state.need[:], lead_deck=state.lead_deck[:], lead_row=state.lead_row[:],
        plaza={k: v[:] for k, v in state.plaza.items()},
        piles={k: v[:] for k, v in state.piles.items()}, chips=state.chips[:],
        chips_spent=state.chips_spent, placed=state.placed[:],
        played=[p[:] for p in state.played], face_up=state.face_up[:], acted=state.acted[:],
        passed=state.passed[:], passed_last=state.passed_last[:], hard_out=state.hard_out[:],
        revealed=state.revealed, plaza_queue=state.plaza_queue[:],
        trick_piles=[t[:] for t in state.trick_piles], removed_unseen=state.removed_unseen[:],
        removed_seen=state.removed_seen[:], reveals=state.reveals[:],
        void=[set(v) for v in state.void], options=state.options,
    )


def all_cards(state: State) -> list:
    """Every card in every zone (for conservation tests)."""
    cards = list(state.aces) + list(state.lead_deck) + list(state.lead_row)
    for s in SUIT_ORDER:
        cards.extend(state.plaza[s])
        for pile in state.piles[s]:
            cards.extend(pile)
    for seat in range(state.players):
        cards.extend(state.hands[seat])
        cards.extend(state.stocks[seat])
        cards.extend(state.played[seat])
        for p in state.trick_piles[seat]:
            cards.append(p.fame)
            cards.extend(p.cards)
    cards.extend(state.removed_unseen)
    cards.extend(state.removed_seen)
    return cards
