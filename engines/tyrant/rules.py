"""Tyrant rules (T01–T37 of shared/rules/tyrant.md): the `TyrantRules` ruleset. Work in progress:
the full engine replaces this skeleton."""
from __future__ import annotations

from game.engine import Ruleset


class TyrantRules(Ruleset):
    """Tyrant for 3–4 players."""

    id = "tyrant"
    min_players = 3
    max_players = 4

    def new_deal(self, options, players, rng, carry=None):
        raise NotImplementedError

    def to_act(self, state):
        raise NotImplementedError

    def legal_actions(self, state, seat):
        raise NotImplementedError

    def apply(self, state, seat, action):
        raise NotImplementedError

    def view(self, state, seat):
        raise NotImplementedError

    def sample_state(self, view, rng):
        raise NotImplementedError

    def is_over(self, state):
        return state.phase == "over"

    def result(self, state):
        raise NotImplementedError
