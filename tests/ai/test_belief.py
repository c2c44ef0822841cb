"""Belief-weighted sampling (game/belief.py): hidden cards are dealt in proportion to how well
they explain what the seats did — Napoleon's bids and passes, Daifugo13's passes — never by
looking at the real deal."""
from __future__ import annotations

import random
import statistics

import pytest

from game import registry
from game.belief import per_view, surprise, weighted_sample


def test_weighted_sample_keeps_candidates_in_proportion_to_their_weight():
    counter = iter(range(10**6))
    picks = [weighted_sample(lambda r: next(counter) % 3, lambda x: [0.0, 1.0, 3.0][x], random.Random(k),
                             candidates=3) for k in range(400)]
    assert picks.count(0) == 0
    assert 0.6 < picks.count(2) / len(picks) < 0.9
    assert surprise(-1.0) == 1.0 and surprise(2.0) < surprise(1.0) < 1.0


def test_per_view_builds_once_for_a_view_and_again_for_another():
    """What a view alone decides is worked out once for all the worlds sampled from it (by the
    view's identity: an equal but other view object is built again)."""
    built = []

    @per_view
    def plan(rules, view):
        built.append(view)
        return len(built)

    first, second = ["a view"], ["a view"]
    assert [plan("rules", first) for _ in range(3)] == [1, 1, 1]
    assert plan("rules", second) == 2 and plan("rules", first) == 3
    assert built == [first, second, first]


def test_napoleon_deals_its_worlds_from_one_plan_per_view():
    """Napoleon's sampler reads the view's cards, places and constraints once per view; worlds
    drawn from it still differ, and another view gets its own plan."""
    from engines.napoleon.belief import _deal_plan

    rules, state = drive("napoleon", 5, lambda r, s: s.phase == "play" and len(s.tricks) >= 2, seed=3)
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    plan = _deal_plan(view)
    worlds = [rules.sample_state(view, random.Random(k)) for k in range(5)]
    assert _deal_plan(view) is plan
    assert len({tuple(map(tuple, w.hands)) for w in worlds}) > 1
    other = rules.view(state, (seat + 1) % 5)
    assert _deal_plan(other) is not plan and _deal_plan(other).unknown != plan.unknown


def drive(game_id: str, players: int, until, seed: int, steps: int = 400):
    rules = registry.load(game_id)
    state = rules.new_deal(rules.normalise_options({}), players, random.Random(seed))
    normal, rng = rules.ai_player("normal"), random.Random(seed)
    for _ in range(steps):
        if rules.is_over(state):
            return rules, None
        if until(rules, state):
            return rules, state
        seat = rules.to_act(state)[0]
        rules.apply(state, seat, normal.choose(rules.view(state, seat), rules.legal_actions(state, seat), rng))
    return rules, None


def test_napoleon_a_bid_makes_hands_strong_in_that_suit_likelier():
    from engines.napoleon.ai import estimated_honours
    from engines.napoleon.cards import parse_bid
    from engines.napoleon.belief import uniform_sample

    def first_bid(rules, state):
        return any(code != "pass" for _, code in state.bids) and state.phase == "bid"

    for seed in range(40):
        rules, state = drive("napoleon", 5, first_bid, seed)
        if state is None:
            continue
        bidder, code = next((s, c) for s, c in state.bids if c != "pass")
        viewer = state.turn if state.turn != bidder else (bidder + 1) % 5
        if viewer == bidder:
            continue
        view = rules.view(state, viewer)
        count, suit = parse_bid(code)
        weighted = [estimated_honours(rules.sample_state(view, random.Random(k)).hands[bidder], suit)
                    for k in range(150)]
        uniform = [estimated_honours(uniform_sample(view, random.Random(k)).hands[bidder], suit)
                   for k in range(150)]
        assert statistics.mean(weighted) > statistics.mean(uniform)
        return
    pytest.skip("no auction with a bid found")


def test_daifugo13_a_pass_makes_holding_a_beating_play_less_likely():
    from engines.daifugo13.moves import legal_plays
    from engines.daifugo13.views import passers, uniform_sample

    def someone_passed(rules, state):
        return bool(passers(state.pub)) and state.pub.turn not in passers(state.pub)

    for seed in range(60):
        rules, state = drive("daifugo13", 4, someone_passed, seed)
        if state is None:
            continue
        viewer = state.pub.turn
        view = rules.view(state, viewer)
        seat = passers(state.pub)[0]
        top, inv = state.pub.top, state.pub.inverted

        def share(sample) -> float:
            return statistics.mean(bool(legal_plays(sample(view, random.Random(k)).hands[seat], top, inv))
                                   for k in range(200))

        uniform = share(uniform_sample)
        if not 0.2 < uniform < 0.95:
            continue                       # nothing to learn when (almost) every deal agrees
        assert share(rules.sample_state) < uniform
        return
    pytest.skip("no informative pass found")


def test_democracy_search_worlds_give_the_seats_that_chose_a_card_normal_would_choose():
    """Simultaneous plays: in a sampled world the face-down cards already chosen are re-chosen
    from each seat's sampled hand by the Normal player, the viewer's hand and the public record
    untouched, and the same world seed gives the same world."""
    from engines.democracy.ai import NormalPlayer

    rules, state = drive("democracy", 4, lambda r, s: s.phase == "play" and len(s.pending) == 3, seed=3)
    assert state is not None
    viewer = rules.to_act(state)[0]
    view = rules.view(state, viewer)
    worlds = []
    for _ in range(2):
        world = rules.sample_state(view, random.Random(11))
        rules.search_hooks().rechoose_hidden_choices(world, viewer, random.Random(11))
        worlds.append(world)
    world = worlds[0]
    assert sorted(world.pending) == sorted(state.pending)
    assert world.hands[viewer] == list(view.hand)
    assert {s: a.cards for s, a in world.pending.items()} == {s: a.cards for s, a in worlds[1].pending.items()}
    for seat, action in world.pending.items():
        probe = rules.clone(world)
        chosen = probe.pending.pop(seat)
        probe.hands[seat].extend(chosen.cards)
        legal = [a for a in rules.legal_actions(probe, seat) if a.kind == "play"]
        assert action == NormalPlayer().choose(rules.view(probe, seat), legal, random.Random(0))
