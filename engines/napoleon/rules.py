"""The Napoleon rule set: its id, five seats, options and AI levels; the contract's functions come
from the files that own them (deal, flow, view, belief, state, scoring, hint, hard; see README.md)."""
from __future__ import annotations

from typing import Any

from game.engine import DealResult, OptionSpec, Ruleset
from game.players import EasyPlayer

from engines.napoleon import ai, belief, deal, flow, hard, hint, scoring, state, view
from engines.napoleon.state import PLAYERS


class NapoleonRules(Ruleset):
    """Napoleon for exactly 5 seats; one `NapoleonState` per deal (a void deal is redealt inside).
    Actions and events: see `engines.napoleon.events`."""

    id = "napoleon"
    min_players = PLAYERS
    max_players = PLAYERS
    options = (
        OptionSpec("deals", "int", 5, minimum=1, maximum=20),                 # N40
        OptionSpec("min_bid", "int", 12, minimum=11, maximum=16),             # N13
        OptionSpec("same_two_first_trick", "bool", False),                    # N32
        OptionSpec("reverse", "bool", False),                                 # N33
        OptionSpec("called_joker_strong", "bool", False),                     # N28
    )
    parts = (deal, flow, view, belief, state, scoring, hint, hard)
    blunder_analysis = (1600, 700)   # tools/label_blunders.py: ~300 playouts a second here, ten times the coach's
    fast_clone = True
    easy_slip = 0.95  # with Easy's timid auction, Normal beats Easy by ≥ 1.5× (engines/napoleon/ai.py)

    def normal_player(self) -> Any:
        return ai.NormalPlayer()

    def easy_player(self) -> Any:
        return EasyPlayer(ai.TimidBidder(), slip=self.easy_slip)

    def hard_player(self) -> Any:
        return hard.hard_player(self)

    def match_winners(self, deal_results: list[DealResult], totals: list[int]) -> list[int]:
        return scoring.match_winners(totals)
