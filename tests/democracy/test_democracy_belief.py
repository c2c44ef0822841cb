"""Belief from plays read as Normal's (engines/democracy/belief.py `policy_evidence`): the scores come
from the public record and the viewer's own cards only, the true deal of a table of Normal players
is far more likely under them than a uniform deal, and a candidate deal in which a seat held a
card Normal clearly preferred to the one it played is weighed down."""
import random

from engines.democracy import RULES
from engines.democracy.belief import MISPLAY, SLACK, past_choices, policy_evidence, uniform_sample
from tools.deal_loop import normal_decisions


def _normal_table_views(deals=12, min_tricks=2):
    """(true state, view of seat 0) at decision points of Normal tables with 2+ tricks of the Day
    revealed (the points tools/research/diag_democracy_belief.py scores the belief on)."""
    for d in range(deals):
        for state, actor, view, _, _ in normal_decisions(RULES, 4, f"inf{d}", random.Random(d)):
            if actor == 0 and view.trick_number >= min_tricks:
                yield RULES.clone(state), view


def test_past_choices_score_only_cards_the_viewer_cannot_see():
    state, view = next(_normal_table_views())
    choices = past_choices(view)
    assert choices and all(c.seat != view.seat for c in choices)
    for choice in choices:
        trick = view.tricks[choice.trick]
        assert trick.day == view.day and (choice.seat, choice.played) in trick.plays
        assert choice.played in choice.scores
        assert not (set(choice.scores) & set(view.hand))
    other = RULES.sample_state(view, random.Random(5))          # another deal behind the same view
    again = past_choices(RULES.view(other, view.seat))
    assert [(c.seat, c.trick, c.played, c.scores) for c in again] == \
        [(c.seat, c.trick, c.played, c.scores) for c in choices]


def test_the_true_deal_of_normal_players_is_far_likelier_than_a_uniform_one():
    true_weight = uniform_weight = points = 0.0
    for state, view in _normal_table_views():
        evidence = policy_evidence(view)
        if evidence is None:
            continue
        points += 1
        true_weight += evidence(state)
        uniform_weight += sum(evidence(uniform_sample(view, random.Random(k)))
                              for k in range(10)) / 10
    assert points >= 20
    assert true_weight / points > 0.7
    assert true_weight > 2 * uniform_weight


def test_a_deal_where_a_seat_passed_over_a_clearly_preferred_card_is_weighed_down():
    for state, view in _normal_table_views():
        for choice in past_choices(view):
            bar = choice.scores[choice.played] + SLACK
            preferred = [c for c, s in choice.scores.items() if s > bar]
            where = {c: s for s in range(4) if s != view.seat for c in state.hands[s]}
            # a preferred card in another seat's hand now, to swap into this seat's hand
            movable = [c for c in preferred if c in where and where[c] != choice.seat]
            if not movable or not state.hands[choice.seat]:
                continue
            evidence = policy_evidence(view)
            swapped = RULES.clone(state)
            card, owner = movable[0], where[movable[0]]
            given = swapped.hands[choice.seat][0]
            swapped.hands[owner][swapped.hands[owner].index(card)] = given
            swapped.hands[choice.seat][0] = card
            assert RULES.view(swapped, view.seat) == view          # the viewer cannot tell them apart
            assert evidence(swapped) <= MISPLAY + 1e-12
            return
    raise AssertionError("no decision point with a preferred card to swap in")
