"""Tyrant (暴君論) as a `game.engine.Ruleset`: the thin class the registry loads, delegating to
setup (T01–T10), flow (T11–T30), view, sampling and scoring (T31–T37). Also the fast `clone`
and `all_cards` (every card in every zone, for conservation tests)."""
from __future__ import annotations

import random

from game.actions import Action, Event
from game.engine import DealResult, Ruleset, SearchHooks
from engines.tyrant import flow, sampling, scoring, setup
from engines.tyrant.state import SUIT_ORDER, State, View
from engines.tyrant.view import view as build_view

_CARD_KINDS = frozenset(("play", "keep", "to_plaza"))


class TyrantRules(Ruleset):
    """Tyrant for 3–4 players, one deal of 8 tricks."""

    id = "tyrant"
    min_players = 3
    max_players = 4

    def new_deal(self, options, players, rng: random.Random, carry=None) -> State:
        return setup.new_deal(options, players, rng)

    def opening_events(self, state: State) -> list[Event]:
        """The set-up of a fresh deal as events, for the dealing animation."""
        return setup.opening_events(state)

    def to_act(self, state: State) -> tuple[int, ...]:
        return flow.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return flow.legal_actions(state, seat)

    def apply(self, state: State, seat: int, action: Action) -> list[Event]:
        return flow.apply(state, seat, action)

    def choice_key(self, action: Action):
        """`legal_actions` lists one play per suit pattern (and face-up suit) and one keep or
        to-plaza card per suit: cards of one suit are alike (T08-T10), so the key of a card
        choice is its suits, and for three cards the suit of the one face up."""
        if action.kind not in _CARD_KINDS:
            return action
        cards, value = action.cards, action.value
        face = value
        if len(cards) == 3 and type(value) is int and 0 <= value < 3:
            face = cards[value].suit
        return action.kind, tuple(sorted(c.suit for c in cards)), face

    def view(self, state: State, seat: int | None) -> View:
        return build_view(state, seat)

    def sample_state(self, view: View, rng: random.Random) -> State:
        return sampling.sample_state(view, rng)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> DealResult:
        return scoring.result(state)

    fast_clone = True

    def clone(self, state: State) -> State:
        return clone(state)

    def all_cards(self, state: State) -> list:
        return all_cards(state)

    def notes(self, result: DealResult) -> list:
        """T36 eliminations with the gap above the lowest, and the T37 tie-break of the winner."""
        seats = result.details["seats"]
        out = [(s, "tyrant.eliminated", {"gap": x["gap"]}) for s, x in enumerate(seats) if x["eliminated"]]
        out.append((result.details["winner"], "tyrant.tiebreak." + result.details["tiebreak"], {}))
        return out

    def hint_reason(self, view: View, action: Action, legal: list[Action]):
        from engines.tyrant.hint import hint_reason

        return hint_reason(view, action, legal)

    def whole_hint(self, view: View, legal: list[Action]):
        """The keep of 7 (T09) and the return of 6 (T12) proposed at once (engines/tyrant/keep_hint.py)."""
        from engines.tyrant.keep_hint import whole_keep_hint

        return whole_keep_hint(view, legal)

    easy_slip = 0.9   # Normal's edge over Easy is thin in Tyrant: Easy slips more (docs/research-log.md)

    def normal_player(self):
        from engines.tyrant.ai import NormalPlayer

        return NormalPlayer()

    def search_hooks(self) -> SearchHooks:
        from engines.tyrant.ai import keeps_like_normal

        return SearchHooks(quick=keeps_like_normal)


def clone(state: State) -> State:
    """A copy sharing only immutable parts (cards, tuples, reveals, trick piles)."""
    return State(
        players=state.players, phase=state.phase, trick=state.trick, marker=state.marker,
        turn=state.turn, order_pos=state.order_pos, aces=state.aces[:],
        hands=[h[:] for h in state.hands], stocks=[s[:] for s in state.stocks],
        need=state.need[:], lead_deck=state.lead_deck[:], lead_row=state.lead_row[:],
        plaza={k: v[:] for k, v in state.plaza.items()},
        piles={k: v[:] for k, v in state.piles.items()}, chips=state.chips[:],
        chips_spent=state.chips_spent, placed=state.placed[:],
        played=[p[:] for p in state.played], face_up=state.face_up[:], acted=state.acted[:],
        passed=state.passed[:], passed_last=state.passed_last[:], hard_out=state.hard_out[:],
        revealed=state.revealed, plaza_queue=state.plaza_queue[:],
        trick_piles=[t[:] for t in state.trick_piles], removed_unseen=state.removed_unseen[:],
        removed_seen=state.removed_seen[:], reveals=state.reveals[:],
        void=[set(v) for v in state.void], options=state.options,
    )


def all_cards(state: State) -> list:
    cards = list(state.aces) + list(state.lead_deck) + list(state.lead_row)
    for s in SUIT_ORDER:
        cards.extend(state.plaza[s])
        for pile in state.piles[s]:
            cards.extend(pile)
    for seat in range(state.players):
        cards.extend(state.hands[seat])
        cards.extend(state.stocks[seat])
        cards.extend(state.played[seat])
        for p in state.trick_piles[seat]:
            cards.append(p.fame)
            cards.extend(p.cards)
    cards.extend(state.removed_unseen)
    cards.extend(state.removed_seen)
    return cards
