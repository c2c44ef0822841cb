"""Democracy's rule set: the `Ruleset` surface (id, player counts, options M11–M16) and its AI; the
contract's functions come from deal, flow, view, belief, state, scoring, hint and hard."""
from __future__ import annotations

from typing import Any

from game.engine import DealResult, OptionSpec, Ruleset

from engines.democracy import ai, belief, deal, flow, hard, hint, scoring, state, view
from engines.democracy.scoring import DEFAULT_TARGET
from engines.democracy.state import MAX_PLAYERS, MIN_PLAYERS, DemocracyState


class DemocracyRules(Ruleset):
    id = "democracy"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    usual_players = 4
    options = (
        OptionSpec("target", "int", DEFAULT_TARGET, minimum=1, maximum=30),          # M11
        OptionSpec("one_day", "bool", False),                                       # M04
        OptionSpec("bad_catch", "bool", False),                                     # M12
        OptionSpec("high_stake", "bool", False),                                    # M13
        OptionSpec("high_stake_points", "int", 2, minimum=2, maximum=3, requires="high_stake"),
        OptionSpec("ghost", "bool", False),                                         # M14
        OptionSpec("ghost_dealer_choice", "bool", False, requires="ghost"),
        OptionSpec("dummy_joker", "bool", False),                                   # M15
        OptionSpec("suit_sweep", "bool", False),                                    # M16
        OptionSpec("suit_sweep_declared", "bool", False, requires="suit_sweep"),
    )
    face_down_phases = ("play", "declare")                                          # M05, M16
    parts = (deal, flow, view, belief, state, scoring, hint, hard)
    blunder_analysis = (1600, 700)   # tools/label_blunders.py: ~300 playouts a second here, ten times the coach's
    fast_clone = True

    # ---- the match (M11) --------------------------------------------------------------------
    def deals_in_match(self, options: dict[str, Any]) -> int:
        return 0    # open-ended: the match ends by `match_over` (scoring.py)

    def shortest_options(self) -> dict[str, Any]:
        return {"target": 1}

    def match_winners(self, deal_results: list[DealResult], totals: list[int]) -> list[int]:
        return scoring.match_winners(totals)

    # ---- what is Democracy's own ------------------------------------------------------------
    def can_claim_bad_catch(self, state: DemocracyState, seat: int) -> bool:
        return flow.can_claim_bad_catch(state, seat)

    # ---- the AI -----------------------------------------------------------------------------
    def normal_player(self) -> ai.NormalPlayer:
        return ai.NormalPlayer()

    def hard_player(self) -> Any:
        return hard.search_player(self)
