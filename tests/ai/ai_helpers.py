"""Shared by the AI tests: the registered games, a table size per game, a Hard player cut down to a
few playouts, a stand-in for a view that refuses anything beyond it, and decision points of a deal
played by Normal seats."""
from __future__ import annotations

import dataclasses
import random

from game import registry
from game.search import SearchPlayer

GAMES = registry.available_games()


def players_of(game_id: str) -> int:
    return registry.load(game_id).usual_table()


def tiny(player, playouts: int = 12):
    """A Hard player cut down to a few playouts (tests never wait on a time budget)."""
    if isinstance(player, SearchPlayer):
        player.budget_s = 60.0
        player.max_playouts = playouts
    return player


class ViewOnly:
    """Stands in for a seat's view: the view's own fields and properties read through; anything
    else (a reference to the full state, its hands, the deal's RNG) raises."""

    def __init__(self, view):
        object.__setattr__(self, "_view", view)
        allowed = {f.name for f in dataclasses.fields(view)} if dataclasses.is_dataclass(view) else set()
        allowed |= {n for n in dir(type(view)) if isinstance(getattr(type(view), n, None), property)}
        object.__setattr__(self, "_allowed", allowed)

    def __getattr__(self, name):
        if name not in self._allowed:
            raise AssertionError(f"an AI reached beyond the view: .{name}")
        return getattr(self._view, name)

    def __setattr__(self, name, value):
        raise AssertionError(f"an AI tried to change the view: .{name}")


def decisions(game_id: str, count: int, seed: int = 1):
    """Up to `count` (state, seat, legal) decision points of one deal played by Normal seats,
    spread over the deal (only decisions with a real choice)."""
    rules = registry.load(game_id)
    n = players_of(game_id)
    state = rules.new_deal(rules.normalise_options({}), n, random.Random(seed))
    normal = rules.ai_player("normal")
    rng = random.Random(seed)
    found = []
    step = 0
    while not rules.is_over(state) and len(found) < count:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        if len(legal) > 1 and step % 3 == 0:
            found.append((rules.clone(state), seat, legal))
        rules.apply(state, seat, normal.choose(rules.view(state, seat), legal, rng))
        step += 1
    return rules, found
