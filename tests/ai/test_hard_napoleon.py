"""Napoleon's Hard level: its sampled worlds respect shown voids and weigh who played like the
hidden adjutant, and it searches a short list of the wide decisions (bids, adjutant card,
discards) rather than spreading its playouts over every one."""
from __future__ import annotations

import random
import statistics

import pytest

from game import registry


def drive(until, seed: int, steps: int = 400):
    rules = registry.load("napoleon")
    state = rules.new_deal(rules.normalise_options({}), 5, random.Random(seed))
    normal, rng = rules.ai_player("normal"), random.Random(seed)
    for _ in range(steps):
        if rules.is_over(state):
            return rules, None
        if until(state):
            return rules, state
        seat = rules.to_act(state)[0]
        rules.apply(state, seat, normal.choose(rules.view(state, seat), rules.legal_actions(state, seat), rng))
    return rules, None


def test_belief_sampling_puts_no_card_of_a_shown_void_suit_in_a_seats_hand():
    found = 0
    for seed in range(30):
        rules, state = drive(lambda s: s.phase == "play" and any(s.voids[p] - {"X"} for p in range(5)), seed)
        if state is None:
            continue
        view = rules.view(state, state.turn)
        for k in range(60):
            world = rules.sample_state(view, random.Random(k))
            for seat in range(5):
                if seat != view.seat:
                    assert not [c for c in world.hands[seat] if c.suit in view.voids[seat]]
        found += 1
        if found >= 3:
            return
    assert found, "no shown void found"


def test_a_seat_feeding_napoleon_honours_is_sampled_as_the_adjutant_more_often():
    from engines.napoleon.belief import adjutant_acts, uniform_sample

    for seed in range(80):
        def fed_while_hidden(state, seed=seed):
            if state.phase != "play" or state.adjutant_public or state.adjutant is None:
                return False
            viewer = state.turn
            if viewer in (state.napoleon, state.adjutant):
                return False
            return any(act == "fed" for _, act in adjutant_acts(rules_view(state, viewer)))

        rules, state = drive(fed_while_hidden, seed)
        if state is None:
            continue
        view = rules.view(state, state.turn)
        feeder = next(s for s, act in adjutant_acts(view) if act == "fed")

        def share(sample) -> float:
            return statistics.mean(view.named in sample(view, random.Random(k)).hands[feeder] for k in range(300))

        assert share(rules.sample_state) > share(uniform_sample)
        return
    pytest.skip("no honour fed to Napoleon while the adjutant was hidden")


def rules_view(state, seat):
    return registry.load("napoleon").view(state, seat)


def test_hard_searches_pass_and_the_lowest_bid_of_each_suit_and_normals_choice():
    rules, state = drive(lambda s: s.phase == "bid", 1)
    view = rules.view(state, state.turn)
    legal = rules.legal_actions(state, state.turn)
    normal = rules.ai_player("normal").choose(view, legal, random.Random(0))
    short = rules.search_hooks().search_candidates(view, legal, normal)
    assert len(legal) > 30 and len(set(short)) <= 6
    assert any(a.kind == "pass" for a in short) and normal in short
    assert {a.value[0] for a in short if a.kind == "bid"} == {a.value[0] for a in legal if a.kind == "bid"}
    hard = rules.ai_player("hard")
    hard.max_playouts, hard.budget_s = 30, 60.0
    analysis = hard.analyse(view, legal, random.Random(0))
    assert {c.action for c in analysis.candidates} == set(short) and analysis.action in legal


def test_hard_names_among_the_adjutant_cards_normal_wants_most():
    rules, state = drive(lambda s: s.phase == "name", 2)
    assert state is not None
    view = rules.view(state, state.turn)
    legal = rules.legal_actions(state, state.turn)
    normal = rules.ai_player("normal").choose(view, legal, random.Random(0))
    short = rules.search_hooks().search_candidates(view, legal, normal)
    assert len(legal) == 53 and normal in short and len(set(short)) <= 6
    assert not set(view.hand) & {a.cards[0] for a in short if a != normal}


def test_playout_view_gives_normal_and_the_prior_the_same_fields_and_choices_as_the_view():
    """Hard's playouts decide on a cheap view of the sampled world (engines/napoleon/hard.py):
    every field Normal and Hard's prior read equals the real view's, and so does every choice,
    in every phase and for every seat (the adjutant hidden or shown, Napoleon's own discards)."""
    from engines.napoleon.ai import NormalPlayer
    from engines.napoleon.hard import HARD_TWEAKS, PlayoutView, PriorPlayer, playout_view

    rules = registry.load("napoleon")
    players = (NormalPlayer(), PriorPlayer(HARD_TWEAKS))
    phases, checked = set(), 0
    for seed in range(12):
        state = rules.new_deal(rules.normalise_options({}), 5, random.Random(seed))
        rng = random.Random(seed)
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            full, cheap = rules.view(state, seat), playout_view(state, seat)
            for name in PlayoutView._fields:
                value = getattr(cheap, name)
                value = tuple(value) if isinstance(value, list) else value
                assert value == getattr(full, name), name
            assert cheap.trick_index == full.trick_index
            if len(legal) > 1:
                for player in players:
                    assert player.choose(cheap, legal, random.Random(1)) == player.choose(full, legal, random.Random(1))
                phases.add(full.phase)
                checked += 1
            rules.apply(state, seat, players[0].choose(full, legal, rng))
    assert checked > 300 and {"bid", "name", "discard", "play"} <= phases
