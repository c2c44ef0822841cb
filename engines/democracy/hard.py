"""Democracy's Hard level: the shared search (game/search.py) with a prior and hooks of its own.

Hard's prior is the Normal player's card choice with other weights (`HARD_TUNING`), found by
thousands of cheap duplicate deals of the rule-based player alone against Normal (no search): it
counts an opponent's beating card as played more surely and values a top card kept for later
more, so it spends its strong cards on the tricks it can still take and keeps them otherwise.
The search starts from that prior's choice, its seat plays on as the prior in the playouts, and
the other seats play as the Normal player; the face-down cards already chosen are re-chosen in
each sampled world as Normal would (`rechoose_hidden_choices`). `rollout_policy` is a cheap
policy on the raw state, and `utility` weighs a deal's result for the search."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Action
from game.engine import DealResult, SearchHooks
from game.search import SearchPlayer, normal_on_view

from engines.democracy.ai import NormalPlayer, Tuning
from engines.democracy.cards import points, power
from engines.democracy.events import BAD_CATCH, DECLARE_SUITS, GHOST, NO_TRUMP, PLAY_CARD
from engines.democracy.flow import apply, legal_actions
from engines.democracy.state import PLAY, DemocracyState
from engines.democracy.view import view

HARD_TUNING = Tuning(play_prob=1.3, keep_value=8.0, keep_power=3.0)
MARGIN_WEIGHT = 0.1    # search utility: a tribe point of margin is worth a tenth of a deal win


class HardPrior(NormalPlayer):
    """Hard's rule-based prior: Normal's decisions with `HARD_TUNING`."""

    name = "hard-prior"
    tuning = HARD_TUNING


def search_player(rules: Any) -> SearchPlayer:
    """Hard: the search from `HardPrior`'s choice, the other seats playing out as Normal."""
    return SearchPlayer(rules, rollout_policy=normal_on_view(rules), prior=HardPrior())


def search_hooks() -> SearchHooks:
    """A fast rollout policy, and the other seats' face-down choices in a sampled world
    re-chosen as Normal would make them (Hard itself plays out with Normal on views)."""
    return SearchHooks(rollout_policy=rollout_policy, rechoose_hidden_choices=rechoose_hidden_choices)


def utility(result: DealResult, seat: int) -> float:
    """For the search: taking the deal counts most; the margin in tribe points (a deal's
    scores run 0-4, so the shared `margin / 100` hardly registers) weighs a tenth of a win a
    point, capped at 0.4, so a playout that ends one suit short of a win still says more than
    a clean loss."""
    n = len(result.scores)
    others = (sum(result.scores) - result.scores[seat]) / max(1, n - 1)
    margin = result.scores[seat] - others
    won = 1.0 if seat in result.winners else 0.0
    return won + max(-0.4, min(0.4, margin * MARGIN_WEIGHT))


def rollout_policy(state: DemocracyState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """A cheap policy on the raw state for search playouts: a valuable pool card draws the
    highest trump (or highest card with no trump), a poor one the lowest card; a Bad Catch is
    claimed; the dealer calls a Ghost; no sweep is declared."""
    kind = legal[0].kind
    if kind in (GHOST, NO_TRUMP) or kind == DECLARE_SUITS:
        return next((a for a in legal if a.kind == GHOST or a.value == ""), legal[0])
    for action in legal:
        if action.kind == BAD_CATCH:
            return action
    turned = state.turned
    dummy = state.options["dummy_joker"]
    trump = None if turned is None or turned.is_joker else turned.suit
    value = 0 if turned is None else points(turned)
    plays = [a for a in legal if a.kind == PLAY_CARD]
    if rng.random() < 0.15:
        return plays[rng.randrange(len(plays))]

    def strength(a: Action) -> int:
        c = a.cards[0]
        return power(c, dummy) + (20 if trump is not None and c.suit == trump else 0)

    if value >= 2:
        return max(plays, key=strength)
    return min(plays, key=lambda a: (strength(a), points(a.cards[0])))


def rechoose_hidden_choices(state: DemocracyState, viewer: int, rng: random.Random) -> None:
    """In a world sampled for `viewer`, the face-down choices of the seats that already chose were
    dealt at random; replace each with what the Normal player would have chosen from that seat's
    sampled hand, so the search weighs its card against likely plays, not random ones (the choice
    stays hidden: only its owner's sampled hand and the public record decide it; a Bad Catch claim
    too, which the view shows like a card chosen)."""
    if state.phase != PLAY:
        return
    seats = [s for s in sorted(state.pending) if s != viewer]
    for s in seats:
        action = state.pending.pop(s)
        if action.kind == PLAY_CARD:
            state.hands[s].extend(action.cards)
    normal = NormalPlayer()
    for s in seats:
        legal = legal_actions(state, s)
        apply(state, s, normal.choose(view(state, s), legal, rng))
