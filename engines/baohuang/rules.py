"""Bao Huang's rule set: id, 5 players, the options (B16, B22), the match's end (B22), and
one-line delegations to the deal (deal.py), the flow (flow.py), the views (view.py), the belief
(belief.py), the scoring (scoring.py) and the AI (ai.py, hard.py)."""
from __future__ import annotations

from typing import Any

from game.actions import Action
from game.cards import Card
from game.engine import DealResult, OptionSpec, Ruleset, SearchHooks

from engines.baohuang import deal, flow, hard, scoring
from engines.baohuang.ai import NormalPlayer
from engines.baohuang.belief import sample_state
from engines.baohuang.hint import hint_reason
from engines.baohuang.state import PLAYERS, BaoHuangState, all_cards, clone_state
from engines.baohuang.view import view as seat_view


class BaoHuangRules(Ruleset):
    id = "baohuang"
    min_players = PLAYERS
    max_players = PLAYERS
    easy_slip = 0.95  # Easy takes a neighbouring play this often (Normal vs Easy, Easy vs random)
    options = (
        OptionSpec("deals", "int", 5, minimum=1, maximum=20),      # B22
        OptionSpec("sixes_last", "bool", False),                   # B16
    )
    fast_clone = True
    coach_clear_z = 2.0   # its verdicts are noisier than their standard error says (four decks, a hidden guard):
                          # at 1.5 the coach flagged 12% of near-equal moves in the blunder benchmark, at 2.0 4%

    def match_over(self, options, deal_results, totals) -> bool:
        """B22: after the chosen deals; a shared highest total plays one more deal."""
        if len(deal_results) < self.deals_in_match(options):
            return False
        best = max(totals)
        return sum(1 for t in totals if t == best) == 1

    def new_deal(self, options, players, rng, carry=None) -> BaoHuangState:
        return deal.new_deal(self.normalise_options(options), players, rng, carry)

    def opening_events(self, state):
        return deal.opening_events(state)

    def to_act(self, state) -> tuple[int, ...]:
        return flow.to_act(state)

    def legal_actions(self, state, seat: int) -> list[Action]:
        return flow.legal_actions(state, seat)

    def apply(self, state, seat: int, action: Action):
        return flow.apply(state, seat, action)

    def choice_key(self, action: Action):
        return flow.choice_key(action)

    def is_over(self, state) -> bool:
        return flow.is_over(state)

    def view(self, state, seat):
        return seat_view(state, seat)

    def sample_state(self, view, rng):
        return sample_state(view, rng)

    def clone(self, state):
        return clone_state(state)

    def all_cards(self, state) -> list[Card]:
        return all_cards(state)

    def result(self, state) -> DealResult:
        return scoring.result(state)

    def notes(self, result: DealResult):
        return scoring.notes(result)

    def hint_reason(self, view, action: Action, legal: list[Action]):
        return hint_reason(view, action, legal)

    def normal_player(self) -> Any:
        return NormalPlayer()

    def hard_player(self) -> Any:
        return hard.search_player(self)

    def search_hooks(self) -> SearchHooks:
        return hard.search_hooks()

    def utility(self, result: DealResult, seat: int) -> float:
        return hard.utility(result, seat)

