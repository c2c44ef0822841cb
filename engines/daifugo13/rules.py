"""The 13th-Floor Daifugo rule set (rules D01–D32, the in-game rules text): the
`Ruleset` surface, delegating to deal, flow, views and scoring."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Action, Event
from game.cards import JOKER
from game.engine import DealResult, OptionSpec, Ruleset, SearchHooks

from engines.daifugo13 import deal, flow, scoring, views
from engines.daifugo13.state import OVER, State, View


MARGIN_SCALE = 1000.0    # utility: points of margin worth one deal win


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

    def choice_key(self, action: Action):
        """`legal_actions` lists each play with one of the two jokers (the two are alike: D04)
        and a sandstorm's 3s in suit order: a play or a sandstorm is the same choice with
        either joker and its cards in any order."""
        if action.kind != "play" and action.kind != "sandstorm":
            return action
        cards = tuple(sorted(("X", 0) if c.suit == JOKER else (c.suit, c.rank) for c in action.cards))
        return action.kind, cards, action.value

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

    def utility(self, result: DealResult, seat: int) -> float:
        """For the search: going out first counts most. Deal margins run to hundreds of points
        (D29 jokers 50, D30 −10 × the finishing numbers), so the shared `won + margin / 100` would
        let a big margin outweigh the win; here the margin only breaks ties between wins and
        between losses."""
        n = len(result.scores)
        others = (sum(result.scores) - result.scores[seat]) / max(1, n - 1)
        margin = others - result.scores[seat]
        won = 1.0 if seat in result.winners else 0.0
        return won + max(-0.4, min(0.4, margin / MARGIN_SCALE))

    def hint_reason(self, view: View, action: Action, legal: list[Action]):
        from engines.daifugo13.hint import hint_reason

        return hint_reason(view, action, legal)

    def normal_player(self) -> Any:
        from engines.daifugo13.ai import NormalPlayer

        return NormalPlayer()

    def search_hooks(self) -> SearchHooks:
        """Hard's playouts: Normal decides on a cheap view of the sampled world (the same choices
        as on the full view, ~a third less time a step); a sandstorm offer is answered at once."""
        from engines.daifugo13.ai import storm_offer

        return SearchHooks(playout_view=views.playout_view, quick=storm_offer)
