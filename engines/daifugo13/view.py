"""What one seat of 13th-Floor Daifugo (or a spectator, seat None) may see: the `View` and
`view(state, seat)`.

Public: everything in `Public` except who holds a sandstorm (the holder alone sees its offer).
Private: the own hand, own face-down discards, 7 gifts given or received, cards drawn."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.actions import Event, events_for
from game.cards import Card

from engines.daifugo13.cards import sorted_cards
from engines.daifugo13.flow import acting_seats
from engines.daifugo13.state import Public, State, copy_public


@dataclass
class View:
    """What one seat (or a spectator, seat None) may see."""

    seat: int | None
    pub: Public
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    aside_size: int
    my_discards: tuple[Card, ...]
    gifts_given: tuple[tuple[int, Card, bool], ...]   # (receiver, card, surely still there)
    gifts_received: tuple[tuple[int, Card], ...]      # (giver, card)
    drawn: tuple[Card, ...]
    opening: tuple[Event, ...]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def to_act(self) -> tuple[int, ...]:
        return acting_seats(self.pub)


def view(state: State, seat: int | None) -> View:
    pub = copy_public(state.pub)
    if pub.storm_holder != seat or seat is None:
        pub.storm_holder = None
        pub.storm_declined = False
    public_seen = set(pub.dead_public)
    public_seen.update(c for played in pub.table for c in played.cards)
    if seat is None:
        hand, mine, given, received, drawn = (), (), (), (), ()
    else:
        hand = sorted_cards(state.hands[seat])
        mine = tuple(state.discards[seat])
        given = tuple(
            (g.receiver, g.card, pub.outflows[g.receiver] == g.mark)
            for g in state.gifts
            if g.giver == seat and g.card not in public_seen and g.card not in hand and g.card not in mine)
        received = tuple((g.giver, g.card) for g in state.gifts if g.receiver == seat)
        drawn = tuple(state.drawn[seat])
    return View(
        seat=seat, pub=pub, hand=hand,
        hand_sizes=tuple(len(h) for h in state.hands),
        pile_size=len(state.pile), aside_size=len(state.aside),
        my_discards=mine, gifts_given=given, gifts_received=received, drawn=drawn,
        opening=tuple(events_for(state.opening, seat)),
        options={"uno_scoring": state.pub.uno_scoring},
    )
