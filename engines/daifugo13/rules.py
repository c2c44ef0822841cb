"""The 13th-Floor Daifugo rule set (rules D01–D32): id, 3–6 players, the options (D30–D32) and
one-line delegations to the deal (deal.py), the flow (flow.py), the view (view.py), the belief
(belief.py), the scoring (scoring.py), the hint (hint.py) and the AI (ai.py, hard.py)."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Action, Event
from game.engine import DealResult, OptionSpec, Ruleset, SearchHooks

from engines.daifugo13 import belief, deal, flow, hard, scoring
from engines.daifugo13.ai import NormalPlayer
from engines.daifugo13.hint import hint_reason
from engines.daifugo13.state import OVER, State, all_cards, clone_state
from engines.daifugo13.view import View
from engines.daifugo13.view import view as seat_view


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

    def new_deal(self, options: dict[str, Any], players: int, rng: random.Random,
                 carry: dict[str, Any] | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"daifugo13 takes 3–6 players, not {players}")
        return deal.new_deal(self.normalise_options(options), players, rng, carry)

    def opening_events(self, state: State) -> list[Event]:
        return deal.opening_events(state)

    def to_act(self, state: State) -> tuple[int, ...]:
        return flow.acting_seats(state.pub)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return flow.legal_actions(state, seat)

    def apply(self, state: State, seat: int, action: Action) -> list[Event]:
        return flow.apply(state, seat, action)

    def choice_key(self, action: Action):
        return flow.choice_key(action)

    def view(self, state: State, seat: int | None) -> View:
        return seat_view(state, seat)

    def sample_state(self, view: View, rng: random.Random) -> State:
        return belief.sample_state(view, rng)

    def is_over(self, state: State) -> bool:
        return state.pub.phase == OVER

    def result(self, state: State) -> DealResult:
        return scoring.result(state)

    def clone(self, state: State) -> State:
        return clone_state(state)

    def all_cards(self, state: State) -> list:
        return all_cards(state)

    def utility(self, result: DealResult, seat: int) -> float:
        return hard.utility(result, seat)

    def hint_reason(self, view: View, action: Action, legal: list[Action]):
        return hint_reason(view, action, legal)

    def normal_player(self) -> Any:
        return NormalPlayer()

    def search_hooks(self) -> SearchHooks:
        return hard.search_hooks()
