"""What one Tyrant seat may see (the rules, "What each player may see"): the `View` dataclass, its
`PlazaColumn`s, and `view(state, seat)`; a spectator (seat None) gets only the public parts."""
from __future__ import annotations

from dataclasses import dataclass

from game.cards import Card
from engines.tyrant.flow import to_act
from engines.tyrant.power import chips_on_places, plaza_value, suit_powers
from engines.tyrant.state import SUIT_ORDER, Reveal, State, TrickPile


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


def view(state: State, seat: int | None) -> View:
    n = state.players
    chips_on = chips_on_places(state)
    powers = suit_powers(state) if state.lead_row else {s: plaza_value(state, s) for s in SUIT_ORDER}
    plaza = tuple(PlazaColumn(suit=s, vertical=tuple(state.plaza[s]),
                              piles=tuple(state.piles[s]), value=plaza_value(state, s),
                              chips=chips_on.get("plaza:" + s, 0), power=powers[s])
                  for s in SUIT_ORDER)
    played = []
    for s in range(n):
        cards = state.played[s]
        if state.revealed or s == seat:
            played.append(tuple(cards))
        else:
            played.append(_face_down_play(cards, state.face_up[s]))
    own = seat is not None
    last = state.reveals[-1] if state.reveals and (
        state.revealed or not any(state.played)) else None
    return View(
        seat=seat, players=n, phase=state.phase, trick=state.trick, to_act=to_act(state),
        turn=state.turn, marker=state.marker, lead_row=tuple(state.lead_row),
        lead_suit=state.lead_row[-1].suit if state.lead_row else None,
        lead_deck_size=len(state.lead_deck), plaza=plaza, chips=tuple(state.chips),
        chips_spent=state.chips_spent, placed=tuple(state.placed),
        chips_on_lead=chips_on.get("lead", 0), played=tuple(played),
        played_count=tuple(len(x) for x in state.played), face_up=tuple(state.face_up),
        acted=tuple(state.acted), passed=tuple(state.passed), passed_last=tuple(state.passed_last),
        hard_out=tuple(state.hard_out), revealed=state.revealed,
        plaza_queue=tuple(state.plaza_queue),
        trick_piles=tuple(tuple(p) for p in state.trick_piles),
        tricks_won=tuple(len(p) for p in state.trick_piles),
        hand_sizes=tuple(len(h) for h in state.hands),
        stock_sizes=tuple(len(s) for s in state.stocks), need=tuple(state.need),
        removed_seen=tuple(state.removed_seen), removed_unseen_count=len(state.removed_unseen),
        reveals=tuple(state.reveals), last_reveal=last,
        void=tuple(frozenset(v) for v in state.void),
        ace=state.aces[seat] if own else None,
        hand=tuple(state.hands[seat]) if own else None,
        stock=tuple(state.stocks[seat]) if own else None,
        options=tuple(sorted(state.options.items())),
    )


def _face_down_play(cards, up) -> tuple:
    """Another seat's played cards before the reveal: the face-down ones as None, then the face-up
    card (T13) last, as the events lay them out. Its place among the cards as played would tell
    something of the face-down ones (a play lists its cards suit by suit)."""
    hidden = tuple(None for c in cards if c != up)
    return hidden + ((up,) if up is not None and up in cards else ())
