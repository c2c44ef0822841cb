"""The 13th-Floor Daifugo rule set (rules D01–D32): id, 3–6 players and the options (D30–D32); the
contract's functions come from the deal (deal.py), the flow (flow.py), the view (view.py), the
belief (belief.py), the state (state.py), the scoring (scoring.py), the hint (hint.py) and Hard
(hard.py)."""
from __future__ import annotations

from typing import Any

from game.engine import OptionSpec, Ruleset

from engines.daifugo13 import belief, deal, flow, hard, hint, scoring, state, view
from engines.daifugo13.ai import NormalPlayer


class Daifugo13Rules(Ruleset):
    id = "daifugo13"
    min_players = 3
    max_players = 6
    usual_players = 4
    lower_is_better = True
    fast_clone = True
    options = (
        OptionSpec("deals", "int", 4, minimum=1, maximum=20),          # D32
        OptionSpec("uno_scoring", "bool", False),                       # D30 / D31
    )
    parts = (deal, flow, view, belief, state, scoring, hint, hard)
    blunder_analysis = (1200, 500)   # tools/label_blunders.py: ~200 playouts a second here, ten times the coach's
    coach_budget_s = 1.2   # the blunder benchmark was measured at it (at 0.9 s: recall 83%, the same false alarms)

    def normal_player(self) -> Any:
        return NormalPlayer()
