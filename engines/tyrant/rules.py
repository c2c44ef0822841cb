"""Tyrant (暴君論) as a `game.engine.Ruleset`: the class the registry loads, its contract assembled
from deal (T01–T10), flow (T11–T30), view, belief, state, scoring (T31–T37), hint and hard."""
from __future__ import annotations

from game.engine import Ruleset
from engines.tyrant import belief, deal, flow, hard, hint, scoring, state, view
from engines.tyrant.ai import NormalPlayer


class TyrantRules(Ruleset):
    """Tyrant for 3–4 players, one deal of 8 tricks."""

    id = "tyrant"
    min_players = 3
    max_players = 4
    parts = (deal, flow, view, belief, state, scoring, hint, hard)
    blunder_analysis = (700, 300)   # tools/label_blunders.py: ~70-130 playouts a second here, ten times the coach's
    fast_clone = True
    coach_budget_s = 1.8   # its playouts are the slowest (about half the others' a second): the coach gets twice the time
    easy_slip = 0.9   # Normal's edge over Easy is thin in Tyrant: Easy slips more (docs/research-log.md)

    def normal_player(self):
        return NormalPlayer()
