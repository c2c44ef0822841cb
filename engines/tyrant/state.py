"""Tyrant (暴君論) data: the full `State` of a deal (engine-internal, holds every hidden card) and
the `View` one seat may see (rules file, "What each player may see"), plus their small parts.

Conventions shared by State and View
- Seats are 0..n-1; clockwise is increasing seat number (mod n).
- Suits are "S", "H", "D", "C" (game.cards); `SUIT_ORDER` fixes the order of plaza columns.
- Lead row: index 0 is the card nearest the lead deck, the LAST card is the rightmost one = the
  current lead card (T06/T11).
- Phases: "setup" (T09 keep 7 of 16, simultaneous), "return" (T12 keep 6 of stock, simultaneous),
  "play" (T13–T17, the seat `turn` plays or passes), "tyrant" (T15, the seat `turn` may place
  chips), "to_plaza" (T27, the seat `turn` chooses one played card for the plaza), "over".
- Chip places: "plaza:S" / "plaza:H" / "plaza:D" / "plaza:C" (a plaza column) or "lead" (the
  current lead card).

Actions (game.actions.Action)
- Action("keep", (card,))            setup/return: take one card of the stock into the hand; any
                                     specific card is accepted, legal_actions offers one per suit.
- Action("play", cards, value)       1–3 cards of the hand; value = index in `cards` of the face-up
                                     card when three are played, else None (T13/T14).
- Action("chips", (), "plaza:H:2")   Tyrant action (T15): "<place>:<count>", e.g. "lead:1".
- Action("no_chips")                 decline the Tyrant action.
- Action("pass")                     T16/T17.
- Action("to_plaza", (card,))        T27: the played card that goes to the plaza.
The set-up itself (dealing) is described by `RULES.opening_events(state)` for a fresh state.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import Card

SUIT_ORDER = ("S", "H", "D", "C")
PHASES = ("setup", "return", "play", "tyrant", "to_plaza", "over")
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
    """Everything about one deal. Mutated only by `engines.tyrant.rules.apply`; copy with
    `engines.tyrant.rules.clone` (fast, no deepcopy)."""

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


@dataclass(frozen=True)
class PlazaColumn:
    """One suit's plaza column as everybody sees it. `value` is the T20 plaza value (1 per vertical
    card + 2 per pile), `chips` the chips placed on it this trick, `power` what one card of this
    suit is worth now (T20–T21; 10 minus chips for the lead suit)."""

    suit: str
    vertical: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    value: int
    chips: int
    power: int


@dataclass(frozen=True)
class View:
    """What `seat` may see (None: a spectator). Public unless marked "own".

    - `turn`: the seat acting in play/tyrant/to_plaza; `to_act`: every seat that must decide now
      (several during setup/return).
    - `played[s]`: seat s's played cards this trick; face-down ones are None for other viewers
      until the reveal (own cards always visible). `face_up[s]`: the public third card.
    - `placed[s]`: (place, count) of seat s's Tyrant action this trick, or None.
    - `need[s]`: cards seat s must still keep in setup/return (only the count is public).
    - `void[s]`: suits seat s showed it did not hold in hand (played without following) and has not
      passed since; public inference used by sampling.
    - `reveals`: every reveal so far; `last_reveal` the latest one (shown until the next trick's
      first play).
    - own: `ace`, `hand`, `stock` (None for a spectator).
    """

    seat: int | None
    players: int
    phase: str
    trick: int
    to_act: tuple[int, ...]
    turn: int | None
    marker: int
    lead_row: tuple[Card, ...]
    lead_suit: str | None
    lead_deck_size: int
    plaza: tuple[PlazaColumn, ...]
    chips: tuple[int, ...]
    chips_spent: int
    placed: tuple[tuple[str, int] | None, ...]
    chips_on_lead: int
    played: tuple[tuple[Card | None, ...], ...]
    played_count: tuple[int, ...]
    face_up: tuple[Card | None, ...]
    acted: tuple[bool, ...]
    passed: tuple[bool, ...]
    passed_last: tuple[bool, ...]
    hard_out: tuple[bool, ...]
    revealed: bool
    plaza_queue: tuple[int, ...]
    trick_piles: tuple[tuple[TrickPile, ...], ...]
    tricks_won: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    stock_sizes: tuple[int, ...]
    need: tuple[int, ...]
    removed_seen: tuple[Card, ...]
    removed_unseen_count: int
    reveals: tuple[Reveal, ...]
    last_reveal: Reveal | None
    void: tuple[frozenset[str], ...]
    ace: Card | None
    hand: tuple[Card, ...] | None
    stock: tuple[Card, ...] | None
    options: tuple[tuple[str, object], ...] = ()

    @property
    def lead_card(self) -> Card | None:
        return self.lead_row[-1] if self.lead_row else None
