"""Bao Huang's cheap view of a sampled world for the search's playouts: the fields of a seat's
view the Normal player reads, built without copying the world's record. Never hand it to a player
outside the search (it carries the world, not what a seat may see beyond Normal's fields)."""
from __future__ import annotations

from typing import Any, NamedTuple

from engines.baohuang.cards import GUARD_CARD


class PlayoutView(NamedTuple):
    """What the Normal player reads of a view, built cheaply for a playout step (the sampled
    world's own record shared, not copied; nothing Normal never reads). Never hand it to a player
    outside the search."""
    seat: int
    phase: str
    hand: list
    hand_sizes: tuple
    emperor: int | None
    solo_declared: bool
    know_no_guard: bool
    i_am_guard: bool
    guard: int | None
    rebels: list
    last_play: Any
    beat_emperor: list
    passed: list
    played: list


def playout_view(state: Any, seat: int) -> PlayoutView:
    """The fields of `make_view(state, seat)` that Normal reads, with the same values."""
    hands = state.hands
    hand = hands[seat]
    solo = state.solo
    emperor = state.emperor
    guard = None
    if not solo and (state.guard_revealed or state.revealed):
        guard = state.guard
    return PlayoutView(
        seat, state.phase, hand, tuple(map(len, hands)), emperor, solo == "declared",
        emperor == seat and solo is not None,
        GUARD_CARD in hand or (state.guard == seat and emperor is not None),
        guard, state.rebels, state.last_play, state.beat_emperor, state.passed,
        state.discards + state.table)


def with_fields(view, **changes):
    """The fields of a view Normal reads, as a playout view, with some of them changed."""
    if not isinstance(view, PlayoutView):
        view = PlayoutView(*(getattr(view, name) for name in PlayoutView._fields))
    return view._replace(**changes)
