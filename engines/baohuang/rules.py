"""Bao Huang's rule set: id, 5 players, the options (B16, B22) and the match's end (B22); the
contract's functions come from the deal (deal.py), the flow (flow.py), the views (view.py), the
belief (belief.py), the state (state.py), the scoring (scoring.py), the hint (hint.py) and Hard
(hard.py)."""
from __future__ import annotations

from typing import Any

from game.engine import OptionSpec, Ruleset

from engines.baohuang import belief, deal, flow, hard, hint, scoring, state, view
from engines.baohuang.ai import NormalPlayer
from engines.baohuang.state import PLAYERS


class BaoHuangRules(Ruleset):
    id = "baohuang"
    min_players = PLAYERS
    max_players = PLAYERS
    easy_slip = 0.95  # Easy takes a neighbouring play this often (Normal vs Easy, Easy vs random)
    options = (
        OptionSpec("deals", "int", 5, minimum=1, maximum=20),      # B22
        OptionSpec("sixes_last", "bool", False),                   # B16
    )
    parts = (deal, flow, view, belief, state, scoring, hint, hard)
    blunder_analysis = (700, 300)   # tools/label_blunders.py: ~70-130 playouts a second here, ten times the coach's
    fast_clone = True
    coach_budget_s = 1.8   # its playouts are as slow as Tyrant's: at 0.9 s the coach's verdict
                           # rested on 20-60 worlds and flagged 12% of its near-equal moves (blunder benchmark)

    def match_over(self, options, deal_results, totals) -> bool:
        """B22: after the chosen deals; a shared highest total plays one more deal."""
        if len(deal_results) < self.deals_in_match(options):
            return False
        best = max(totals)
        return sum(1 for t in totals if t == best) == 1

    def normal_player(self) -> Any:
        return NormalPlayer()

    def hard_player(self) -> Any:
        return hard.search_player(self)
