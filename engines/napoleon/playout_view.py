"""Napoleon's cheap view of a sampled world for the search's playouts: the fields of a seat's view
that the Normal player and Hard's prior read, built without copying the world's record. Never hand
it to a player outside the search (it shares the world's lists, and carries nothing else)."""
from __future__ import annotations

from typing import Any, NamedTuple

from engines.napoleon.state import OVER
from engines.napoleon.strength import is_honour
from engines.napoleon.view import adjutant_knowledge


class PlayoutView(NamedTuple):
    """What Normal (and `PriorPlayer`) read of a `NapoleonView`, with the same values."""
    seat: int
    phase: str
    options: dict
    void_deals: int
    hand: list
    napoleon: int | None
    trump: str | None
    named: Any
    tricks: tuple
    current: list
    discards: Any
    voids: list
    adjutant_known: bool
    adjutant: int | None
    adjutant_public: bool

    @property
    def trick_index(self) -> int:
        return len(self.tricks)


def playout_view(state: Any, seat: int) -> PlayoutView:
    """The fields of `make_view(state, seat)` that Normal reads (the world's lists shared)."""
    over = state.phase == OVER
    discards = state.discards
    if seat != state.napoleon and not over:
        discards = [c if is_honour(c) else None for c in discards]
    known, adjutant, _ = adjutant_knowledge(state, seat)
    return PlayoutView(
        seat, state.phase, state.options, state.void_deals, state.hands[seat], state.napoleon,
        state.trump, state.named, tuple((t.plays, t.winner) for t in state.tricks), state.current,
        discards, state.voids, known, adjutant, state.adjutant_public or over)
