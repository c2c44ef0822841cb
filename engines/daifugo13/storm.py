"""Who holds a sandstorm in 13th-Floor Daifugo (D06, D08, D21): `refresh_storm_holder` finds the one
seat (if any) holding three natural 3s with cards to spare, and `touch` marks it for a new look
when cards move in or out of a hand."""
from __future__ import annotations

from engines.daifugo13.state import State


def touch(state: State, seat: int, cards) -> None:
    """Cards just moved in or out of `seat`'s hand: the sandstorm holder may change if a 3 moved,
    the holder's hand changed, or a hand crossed the size of a sandstorm (D21)."""
    if seat == state.pub.storm_holder or len(state.hands[seat]) in (3, 4) \
            or [c[1] for c in cards].count(3):
        state.storm_dirty = True


def refresh_storm_holder(state: State) -> None:
    """D06: the one seat (if any) holding three natural 3s with cards to spare (D21)."""
    pub = state.pub
    pub.storm_holder = None
    state.storm_dirty = False
    dead = pub.dead_public
    seen, count = state.dead_threes
    if seen < len(dead):
        count += [c[1] for c in dead[seen:]].count(3)
        state.dead_threes = (len(dead), count)
    if count >= 2:
        return  # two 3s are gone for good: nobody can hold three
    for seat, hand in enumerate(state.hands):
        if len(hand) > 3 and [c[1] for c in hand].count(3) >= 3:  # jokers have ranks 1 and 2
            pub.storm_holder = seat
            return
