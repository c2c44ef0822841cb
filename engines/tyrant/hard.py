"""Tyrant's Hard level: the shared search (game/search.py) over its plays, the Tyrant's chips (T15)
and the T27 plaza choice, with the Normal player as its prior and in the playouts. The keeps (T09,
T12) are answered at once by the prior (`keeps_like_normal`)."""
from __future__ import annotations

from game.actions import Action
from game.engine import SearchHooks
from engines.tyrant.state import CHOOSING_PHASES
from engines.tyrant.view import View


def keeps_like_normal(view: View, legal: list[Action]) -> bool:
    """The Hard level chooses its hand (T09) and what it takes back from its stock (T12) like
    Normal: one card of a 7-card plan at a time, among up to 16, is too fine a step for sampled
    playouts to judge within a second (each would get a handful of worlds), and those full-deal
    playouts are the dearest of all."""
    return view.phase in CHOOSING_PHASES


def search_hooks() -> SearchHooks:
    """What Tyrant adds to Hard's search: the keeps answered by the prior."""
    return SearchHooks(quick=keeps_like_normal)
