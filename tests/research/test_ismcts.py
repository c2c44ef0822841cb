"""The tree over Hard's own decisions (tools/research/ismcts.py), the alternative the flat search is measured
against: it decides from the view alone and legally in every game, the same behind two hidden deals
with one view, keeps its budget of iterations, and finds the move that wins when one does."""
from __future__ import annotations

import random

import pytest

from tools.research.ismcts import Node, _select, tree_searcher
from game.actions import Action

from tests.ai.ai_helpers import GAMES, ViewOnly, decisions, tiny


def tree_player(rules, playouts: int = 12):
    return tree_searcher(tiny(rules.ai_player("hard"), playouts))


@pytest.mark.parametrize("game_id", GAMES)
def test_tree_decides_from_the_view_alone_and_legally_within_its_iterations(game_id):
    rules, points = decisions(game_id, 4)
    player = tree_player(rules)
    for state, seat, legal in points:
        action = player.choose(ViewOnly(rules.view(state, seat)), list(legal), random.Random(3))
        assert action in legal
        if player.last is not None and len(legal) > 1:
            assert player.last.playouts <= 12
            assert sum(c.playouts for c in player.last.candidates) == player.last.playouts


@pytest.mark.parametrize("game_id", ["tyrant", "democracy"])
def test_tree_decides_the_same_behind_two_hidden_deals_with_one_view(game_id):
    rules, points = decisions(game_id, 3, seed=5)
    for state, seat, legal in points:
        view = rules.view(state, seat)
        other = rules.sample_state(view, random.Random(99))
        assert rules.view(other, seat) == view
        a = tree_player(rules).choose(view, legal, random.Random(7))
        b = tree_player(rules).choose(rules.view(other, seat), rules.legal_actions(other, seat),
                                      random.Random(7))
        assert a == b


def test_tree_tries_the_priors_choice_first_then_every_action_before_repeating_any():
    node = Node()
    a, b, c = Action("x", value=1), Action("x", value=2), Action("x", value=3)
    rng = random.Random(1)
    first, child = _select(node, [a, b, c], b, rng)
    assert first == b
    child.visits, child.total = 1, 1.0
    seen = {first}
    for _ in range(2):
        action, child = _select(node, [a, b, c], b, rng)
        assert action not in seen
        seen.add(action)
        child.visits, child.total = 1, 0.0
    assert all(node.children[x].available == 3 for x in (a, b, c))
    # every action tried once: the one that won comes back (best mean, same exploration)
    assert _select(node, [a, b, c], b, rng)[0] == b


def test_tree_grows_below_the_root_over_the_searchers_later_decisions():
    """Democracy, a Day's first trick: with enough iterations the tree holds the searcher's next
    card choices under its first ones (open loop: one tree shared by every sampled world)."""
    rules, points = decisions("democracy", 1, seed=2)
    state, seat, legal = points[0]
    player = tree_player(rules, 60)
    player.analyse(rules.view(state, seat), list(legal), random.Random(4))
    root = player.last_tree
    assert sum(c.visits for c in root.children.values()) == 60
    deeper = [g for c in root.children.values() for g in c.children.values() if g.visits]
    assert deeper and sum(g.visits for g in deeper) < 60
