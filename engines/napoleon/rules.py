"""The Napoleon rule set: its id, five seats, options and AI levels, each method delegating to the
file that owns it (deal, flow, view, belief, scoring, hint, ai, hard; see README.md)."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Action, Event
from game.engine import DealResult, OptionSpec, Ruleset, SearchHooks
from game.players import EasyPlayer

from engines.napoleon import ai, belief, deal, flow, hard, hint, scoring, state as states, view as views
from engines.napoleon.state import OVER, PLAYERS, NapoleonState


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
    fast_clone = True
    easy_slip = 0.95  # with Easy's timid auction, Normal beats Easy by ≥ 1.5× (engines/napoleon/ai.py)

    def new_deal(self, options: dict[str, Any], players: int, rng: random.Random,
                 carry: dict[str, Any] | None = None) -> NapoleonState:
        return deal.new_deal(self.normalise_options(options), players, rng, carry)

    def opening_events(self, state: NapoleonState) -> list[Event]:
        return deal.opening_events(state)

    def to_act(self, state: NapoleonState) -> tuple[int, ...]:
        return flow.to_act(state)

    def legal_actions(self, state: NapoleonState, seat: int) -> list[Action]:
        return flow.legal_actions(state, seat)

    def apply(self, state: NapoleonState, seat: int, action: Action) -> list[Event]:
        return flow.apply(state, seat, action)

    def view(self, state: NapoleonState, seat: int | None) -> views.NapoleonView:
        return views.view(state, seat)

    def sample_state(self, view: views.NapoleonView, rng: random.Random) -> NapoleonState:
        return belief.sample_state(view, rng)

    def is_over(self, state: NapoleonState) -> bool:
        return state.phase == OVER

    def result(self, state: NapoleonState) -> DealResult:
        return scoring.result(state)

    def all_cards(self, state: NapoleonState) -> list:
        return states.all_cards(state)

    def clone(self, state: NapoleonState) -> NapoleonState:
        return states.clone_state(state)

    def normal_player(self) -> Any:
        return ai.NormalPlayer()

    def easy_player(self) -> Any:
        return EasyPlayer(ai.TimidBidder(), slip=self.easy_slip)

    def hard_player(self) -> Any:
        return hard.hard_player(self)

    def search_hooks(self) -> SearchHooks:
        return hard.search_hooks()

    def hint_reason(self, view: views.NapoleonView, action: Action, legal: list[Action]):
        return hint.hint_reason(view, action, legal)

    def match_winners(self, deal_results: list[DealResult], totals: list[int]) -> list[int]:
        return scoring.match_winners(totals)
