"""Democracy's rule set: the `Ruleset` surface (id, player counts, options M11–M16) and its AI,
delegating to deal, flow, view, belief, scoring, hint, ai and hard."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Action, Event
from game.cards import Card
from game.engine import DealResult, OptionSpec, Ruleset, SearchHooks

from engines.democracy import ai, belief, deal, flow, hard, hint, scoring
from engines.democracy import state as states
from engines.democracy import view as views
from engines.democracy.scoring import DEFAULT_TARGET
from engines.democracy.state import MAX_PLAYERS, MIN_PLAYERS, OVER, DemocracyState
from engines.democracy.view import DemocracyView


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
    fast_clone = True

    # ---- the match (M11) --------------------------------------------------------------------
    def deals_in_match(self, options: dict[str, Any]) -> int:
        return 0    # open-ended: the match ends by `match_over`

    def match_over(self, options: dict[str, Any], deal_results: list[DealResult],
                   totals: list[int]) -> bool:
        return scoring.match_over(options, deal_results, totals)

    def match_winners(self, deal_results: list[DealResult], totals: list[int]) -> list[int]:
        return scoring.match_winners(totals)

    # ---- a deal -----------------------------------------------------------------------------
    def new_deal(self, options: dict[str, Any], players: int, rng: random.Random,
                 carry: dict[str, Any] | None = None) -> DemocracyState:
        return deal.new_deal(self.normalise_options(options), players, rng, carry)

    def opening_events(self, state: DemocracyState) -> list[Event]:
        return deal.opening_events(state)

    def to_act(self, state: DemocracyState) -> tuple[int, ...]:
        return flow.to_act(state)

    def can_claim_bad_catch(self, state: DemocracyState, seat: int) -> bool:
        return flow.can_claim_bad_catch(state, seat)

    def legal_actions(self, state: DemocracyState, seat: int) -> list[Action]:
        return flow.legal_actions(state, seat)

    def apply(self, state: DemocracyState, seat: int, action: Action) -> list[Event]:
        return flow.apply(state, seat, action)

    def view(self, state: DemocracyState, seat: int | None) -> DemocracyView:
        return views.view(state, seat)

    def sample_state(self, view: DemocracyView, rng: random.Random) -> DemocracyState:
        return belief.sample_state(view, rng)

    def is_over(self, state: DemocracyState) -> bool:
        return state.phase == OVER

    def result(self, state: DemocracyState) -> DealResult:
        return scoring.result(state)

    def notes(self, result: DealResult) -> list[tuple[int | None, str, dict[str, Any]]]:
        return scoring.notes(result)

    def clone(self, state: DemocracyState) -> DemocracyState:
        return states.clone_state(state)

    def all_cards(self, state: DemocracyState) -> list[Card]:
        return states.all_cards(state)

    # ---- the AI -----------------------------------------------------------------------------
    def hint_reason(self, view: DemocracyView, action: Action, legal: list[Action]):
        return hint.hint_reason(view, action)

    def normal_player(self) -> ai.NormalPlayer:
        return ai.NormalPlayer()

    def hard_player(self) -> Any:
        return hard.search_player(self)

    def utility(self, result: DealResult, seat: int) -> float:
        return hard.utility(result, seat)

    def search_hooks(self) -> SearchHooks:
        return hard.search_hooks()
