"""Daifugo13's Hard level (engines/daifugo13 hard.py, view.py; game/search.py): its playouts see the
same choices as Normal at the table, and its utility puts going out first above any margin."""
from __future__ import annotations

import random

from game import registry
from game.engine import DealResult


def test_playout_view_gives_normal_the_same_choices_as_the_full_view():
    from engines.daifugo13.ai import NormalPlayer
    from engines.daifugo13.hard import playout_view

    rules = registry.load("daifugo13")
    normal = NormalPlayer()
    hard = rules.ai_player("hard")
    checked = 0
    for seed in range(6):
        state = rules.new_deal(rules.normalise_options({}), 4, random.Random(seed))
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            action = normal.choose(rules.view(state, seat), legal, random.Random(seed))
            if len(legal) > 1:
                assert normal.choose(playout_view(state, seat), legal, random.Random(seed)) == action
                assert hard.rollout_policy(state, seat, legal, random.Random(seed)) == action
                checked += 1
            rules.apply(state, seat, action)
    assert checked > 50


def test_hard_values_going_out_first_above_any_margin():
    rules = registry.load("daifugo13")
    # seat 0 went out with a small bonus; seat 1 lost but by far the best margin of the losers
    result = DealResult(scores=[-30, 40, 400, 400], lines=[[] for _ in range(4)], winners=[0])
    assert rules.utility(result, 0) > rules.utility(result, 1)
    big_loss = DealResult(scores=[-2000, 500, 500, 500], lines=[[] for _ in range(4)], winners=[0])
    assert rules.utility(big_loss, 1) > -1.0 and rules.utility(big_loss, 0) < 2.0
    # between two losses the margin still counts
    assert rules.utility(result, 1) > rules.utility(result, 2)
