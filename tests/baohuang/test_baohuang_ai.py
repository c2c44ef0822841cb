"""Bao Huang AI: Normal, Easy and Hard choose legal actions from the view."""
from __future__ import annotations

import random

from engines.baohuang import RULES


def test_levels_choose_legal_actions():
    rng = random.Random(2)
    state = RULES.new_deal({}, 5, rng)
    players = [RULES.ai_player(level) for level in ("normal", "easy", "normal", "easy", "normal")]
    steps = 0
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = players[seat].choose(RULES.view(state, seat), legal, rng)
        assert action in legal or action.kind == "play"
        RULES.apply(state, seat, action)
        steps += 1
    assert sum(RULES.result(state).scores) == 0


def test_hard_decides_from_a_view():
    from game.search import SearchPlayer
    rng = random.Random(3)
    state = RULES.new_deal({}, 5, rng)
    hard = SearchPlayer(RULES, max_playouts=4)
    for _ in range(12):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = hard.choose(RULES.view(state, seat), legal, rng)
        assert action in legal
        RULES.apply(state, seat, action)
