"""The 13th-Floor Daifugo rule set (rules file shared/rules/daifugo13.md, ids D01–D32): the
`Ruleset` surface, delegating to deal, flow, views and scoring."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Action, Event
from game.engine import DealResult, OptionSpec, Ruleset

from engines.daifugo13 import deal, flow, scoring, views
from engines.daifugo13.state import OVER, State, View


class Daifugo13Rules(Ruleset):
    id = "daifugo13"
    min_players = 3
    max_players = 6
    lower_is_better = True
    options = (
        OptionSpec("deals", "int", 4, minimum=1, maximum=20),          # D32
        OptionSpec("uno_scoring", "bool", False),                       # D30 / D31
    )

    def new_deal(self, options: dict[str, Any], players: int, rng: random.Random,
                 carry: dict[str, Any] | None = None) -> State:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"daifugo13 takes 3–6 players, not {players}")
        return deal.new_deal(self.normalise_options(options), players, rng, carry)

    def to_act(self, state: State) -> tuple[int, ...]:
        return flow.acting_seats(state.pub)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return flow.legal_actions(state, seat)

    def apply(self, state: State, seat: int, action: Action) -> list[Event]:
        return flow.apply(state, seat, action)

    def view(self, state: State, seat: int | None) -> View:
        return views.view(state, seat)

    def sample_state(self, view: View, rng: random.Random) -> State:
        return views.sample_state(view, rng)

    def is_over(self, state: State) -> bool:
        return state.pub.phase == OVER

    def result(self, state: State) -> DealResult:
        return scoring.result(state)

    def all_cards(self, state: State) -> list:
        cards = [c for hand in state.hands for c in hand]
        cards += state.pile + state.aside + state.pub.dead_public
        cards += [c for played in state.pub.table for c in played.cards]
        cards += [c for pile in state.discards for c in pile]
        return cards

    def ai_player(self, level: str) -> Any:
        if level == "normal":
            from engines.daifugo13.ai import NormalPlayer

            return NormalPlayer()
        if level in ("hard", "search"):
            from engines.daifugo13.ai import storm_offer
            from game.search import SearchPlayer

            return SearchPlayer(self, quick=storm_offer)
        return super().ai_player(level)
