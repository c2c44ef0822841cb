"""Tyrant (暴君論) as a `game.engine.Ruleset`: the thin class the registry loads, delegating to deal
(T01–T10), flow (T11–T30), view, belief, scoring (T31–T37), hint, ai and hard."""
from __future__ import annotations

import random

from game.actions import Action, Event
from game.engine import DealResult, Ruleset, SearchHooks
from engines.tyrant import belief, deal, flow, hard, hint, scoring
from engines.tyrant import state as state_module
from engines.tyrant.ai import NormalPlayer
from engines.tyrant.state import PHASE_OVER, State
from engines.tyrant.view import View
from engines.tyrant.view import view as build_view


class TyrantRules(Ruleset):
    """Tyrant for 3–4 players, one deal of 8 tricks."""

    id = "tyrant"
    min_players = 3
    max_players = 4
    fast_clone = True
    coach_budget_s = 1.8   # its playouts are the slowest (about half the others' a second): the coach gets twice the time
    easy_slip = 0.9   # Normal's edge over Easy is thin in Tyrant: Easy slips more (docs/research-log.md)

    def new_deal(self, options, players, rng: random.Random, carry=None) -> State:
        return deal.new_deal(options, players, rng)

    def opening_events(self, state: State) -> list[Event]:
        return deal.opening_events(state)

    def to_act(self, state: State) -> tuple[int, ...]:
        return flow.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return flow.legal_actions(state, seat)

    def apply(self, state: State, seat: int, action: Action) -> list[Event]:
        return flow.apply(state, seat, action)

    def choice_key(self, action: Action):
        return flow.choice_key(action)

    def view(self, state: State, seat: int | None) -> View:
        return build_view(state, seat)

    def sample_state(self, view: View, rng: random.Random) -> State:
        return belief.sample_state(view, rng)

    def is_over(self, state: State) -> bool:
        return state.phase == PHASE_OVER

    def result(self, state: State) -> DealResult:
        return scoring.result(state)

    def notes(self, result: DealResult) -> list:
        return scoring.notes(result)

    def clone(self, state: State) -> State:
        return state_module.clone_state(state)

    def all_cards(self, state: State) -> list:
        return state_module.all_cards(state)

    def hint_reason(self, view: View, action: Action, legal: list[Action]):
        return hint.hint_reason(view, action, legal)

    def whole_hint(self, view: View, legal: list[Action]):
        return hint.whole_keep_hint(view, legal)

    def normal_player(self):
        return NormalPlayer()

    def search_hooks(self) -> SearchHooks:
        return hard.search_hooks()
