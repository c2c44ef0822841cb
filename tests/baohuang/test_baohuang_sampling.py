"""Bao Huang `sample_state`: every sampled world keeps the view's hard facts (own hand, public
plays, passes, hand sizes, the Emperor card, the seat's own tribute cards, where the Guard card can
be) and belief weighting makes the worlds that explain the table's choices likelier."""
from __future__ import annotations

import random
import statistics
from collections import Counter

import pytest

from game.actions import Action

from engines.baohuang import RULES
from engines.baohuang.ai import hand_power
from engines.baohuang.belief import guard_card_seats, uniform_sample
from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, full_deck, strength
from engines.baohuang.moves import distinct_plays
from engines.baohuang.state import PLAY, REBELLION, THRONE
from baohuang_helpers import fresh

SAMPLES = 120


def answer_all(state, rebel=()):
    while state.phase == REBELLION:
        seat = RULES.to_act(state)[0]
        RULES.apply(state, seat, Action("rebel" if seat in rebel and seat != state.guard
                                        else "no_rebel"))


def random_steps(state, steps, rng):
    for _ in range(steps):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, legal[rng.randrange(len(legal))])


def samples(view, count=SAMPLES, sampler=None):
    sampler = sampler or RULES.sample_state
    return [sampler(view, random.Random(k)) for k in range(count)]


def assert_public_facts(view, world):
    """The hard facts every sampled world keeps."""
    me = view.seat
    assert world.hands[me] == list(view.hand)
    assert tuple(len(h) for h in world.hands) == view.hand_sizes
    assert Counter(RULES.all_cards(world)) == Counter(full_deck())
    played = set(view.played)
    assert not played & {c for h in world.hands for c in h}
    assert RULES.to_act(world) == view.to_act
    assert world.passed == list(view.passed) and world.last_play == view.last_play
    assert world.out_order == list(view.out_order) and world.rebels == list(view.rebels)
    if EMPEROR_CARD not in played:
        assert EMPEROR_CARD in world.hands[view.emperor_card_at]
    if world.phase == PLAY:
        assert RULES.legal_actions(world, view.to_act[0])


def test_sample_state_keeps_public_plays_passes_counts_and_the_emperor_card():
    for seed in range(6):
        rng = random.Random(seed)
        state = fresh(seed)
        RULES.apply(state, state.emperor_card_at, Action("keep"))
        answer_all(state)
        random_steps(state, 40 + 17 * seed, rng)
        if RULES.is_over(state):
            continue
        for viewer in range(5):
            view = RULES.view(state, viewer)
            for world in samples(view, 15):
                assert_public_facts(view, world)


def test_B06_sample_state_puts_the_emperor_card_where_the_public_passes_left_it():
    for seed in range(20):
        state = fresh(seed)
        first = state.emperor_card_at
        if GUARD_CARD in state.hands[first]:
            continue
        RULES.apply(state, first, Action("pass_emperor"))
        holder = state.emperor_card_at
        for viewer in range(5):
            if viewer == holder:
                continue
            view = RULES.view(state, viewer)
            assert view.phase == THRONE
            for world in samples(view, 30):
                assert EMPEROR_CARD in world.hands[holder]
                assert EMPEROR_CARD not in world.hands[first]
        return
    pytest.fail("no deal to pass the Emperor card in")


def test_B06_sampled_worlds_let_the_fifth_holder_pass_and_make_the_first_holder_keep_it_back():
    """Worlds sampled from a seat's view follow the passes: after four the fifth holder may pass
    the Emperor card on; after five it is back with its first holder, who may only keep it."""
    state = fresh(4)
    first = state.emperor_card_at
    for passes, fifth_may_pass in ((4, True), (1, False)):
        for _ in range(passes):
            RULES.apply(state, state.emperor_card_at, Action("pass_emperor"))
        holder = state.emperor_card_at
        view = RULES.view(state, (holder + 2) % 5)
        for world in samples(view, 20):
            assert EMPEROR_CARD in world.hands[holder] and world.emperor_passes == list(state.emperor_passes)
            assert (Action("pass_emperor") in RULES.legal_actions(world, holder)) == fifth_may_pass
    assert holder == first


def _tribute_deal(seed):
    carry = {"roles": ["emperor", "guard", "peasant", "peasant", "peasant"],
             "scores": [6, 3, -3, -3, -3], "solo": None, "dealer": 0, "deal_number": 1,
             "totals": [6, 3, -3, -3, -3]}
    return fresh(seed, carry)


def test_B23_sample_state_puts_the_seats_own_tribute_cards_with_the_takers():
    """A giver's cards are not in its hand and are with a seat that took tribute (it does not know
    which); a taker's received cards are in its own hand only."""
    for seed in range(4):
        state = _tribute_deal(seed)
        RULES.apply(state, state.emperor_card_at, Action("keep"))
        answer_all(state)
        random_steps(state, 25 * seed, random.Random(seed))
        takers = [s for s in range(5) if state.tribute_counts[s] > 0]
        for giver in (2, 3, 4):
            view = RULES.view(state, giver)
            (card,) = view.tribute_given
            seen_with = Counter()
            for world in samples(view, 60):
                assert_public_facts(view, world)
                if card in view.played:
                    continue
                holders = [s for s in range(5) if card in world.hands[s]]
                assert holders and holders[0] in takers
                seen_with[holders[0]] += 1
            if card not in view.played and card in state.hands[0] and state.hands[1]:
                assert len(seen_with) == 2          # either taker: the giver cannot tell
        for taker in takers:
            view = RULES.view(state, taker)
            for world in samples(view, 20):
                for card in view.tribute_received:
                    holders = [s for s in range(5) if card in world.hands[s]]
                    assert holders in ([taker], []) and (holders or card in view.played)


def _settled(seed, rebel=()):
    """A deal where the Emperor keeps without the Guard card (not a solo), answers given."""
    for n in range(seed, seed + 60):
        state = fresh(n)
        if GUARD_CARD in state.hands[state.emperor_card_at]:
            continue
        RULES.apply(state, state.emperor_card_at, Action("keep"))
        answer_all(state, rebel=[s for s in rebel])
        return state
    raise AssertionError("no deal found")


def test_B08_sample_state_never_gives_the_guard_card_to_a_rebel():
    for seed in range(5):
        state = _settled(seed * 10)
        peasants = [s for s in range(5) if s not in (state.emperor, state.guard)]
        state = _settled(seed * 10, rebel=peasants[:2])
        assert state.rebels
        for viewer in peasants[2:] + [state.emperor]:
            view = RULES.view(state, viewer)
            for world in samples(view, 60):
                holder = next(s for s in range(5) if GUARD_CARD in world.hands[s])
                assert holder not in view.rebels
                assert world.guard == holder or world.solo == "silent"


def test_B07_sample_state_guard_card_with_the_emperor_only_as_a_possible_solo():
    state = _settled(3)
    emperor, guard = state.emperor, state.guard
    peasant = next(s for s in range(5) if s not in (emperor, guard))
    # a Peasant cannot rule out a silent solo: the Guard card is sometimes with the Emperor
    view = RULES.view(state, peasant)
    assert set(guard_card_seats(view)) == {s for s in range(5) if s != peasant}
    holders = Counter(next(s for s in range(5) if GUARD_CARD in w.hands[s])
                      for w in samples(view, 200))
    assert set(holders) == {s for s in range(5) if s != peasant}
    for world in samples(view, 40):
        in_emperor_hand = GUARD_CARD in world.hands[emperor]
        assert (world.solo == "silent") == in_emperor_hand
        assert world.guard == (emperor if in_emperor_hand else
                               next(s for s in range(5) if GUARD_CARD in world.hands[s]))
    # the Emperor knows it is not alone: never a solo in its worlds
    view = RULES.view(state, emperor)
    assert emperor not in guard_card_seats(view)
    assert all(w.solo is None and w.guard != emperor for w in samples(view, 60))
    # a declared solo: the Guard card is with the Emperor in every world
    for n in range(200):
        solo = fresh(n)
        if GUARD_CARD in solo.hands[solo.emperor_card_at]:
            RULES.apply(solo, solo.emperor_card_at, Action("solo"))
            answer_all(solo)
            view = RULES.view(solo, (solo.emperor + 1) % 5)
            assert all(GUARD_CARD in w.hands[solo.emperor] and w.solo == "declared"
                       for w in samples(view, 40))
            return
    pytest.fail("no deal with both marked cards in one hand")


def test_B07_a_silent_solo_that_played_the_guard_card_is_a_solo_in_every_world():
    for n in range(300):
        state = fresh(n)
        emperor = state.emperor_card_at
        if GUARD_CARD not in state.hands[emperor]:
            continue
        RULES.apply(state, emperor, Action("keep"))                # B07 (b): silent
        answer_all(state)
        RULES.apply(state, emperor, Action("play", (GUARD_CARD,)))
        view = RULES.view(state, (emperor + 2) % 5)
        assert GUARD_CARD in view.played and view.guard is None
        for world in samples(view, 20):
            assert world.solo == "silent" and world.guard == emperor
            assert_public_facts(view, world)
        return
    pytest.fail("no deal with both marked cards in one hand")


def test_B06_belief_a_seat_that_passed_the_emperor_card_on_is_sampled_weaker():
    for seed in range(40):
        state = fresh(seed)
        passer = state.emperor_card_at
        if GUARD_CARD in state.hands[passer]:
            continue
        RULES.apply(state, passer, Action("pass_emperor"))
        viewer = (passer + 2) % 5
        view = RULES.view(state, viewer)
        weighted = [hand_power(w.hands[passer]) for w in samples(view, 200)]
        uniform = [hand_power(w.hands[passer]) for w in samples(view, 200, uniform_sample)]
        assert statistics.mean(weighted) < statistics.mean(uniform)
        return


def test_B08_belief_a_rebel_is_sampled_stronger():
    state = _settled(5)
    peasants = [s for s in range(5) if s not in (state.emperor, state.guard)]
    state = _settled(5, rebel=peasants[:1])
    rebel = state.rebels[0]
    view = RULES.view(state, state.emperor)
    weighted = [hand_power(w.hands[rebel]) for w in samples(view, 200)]
    uniform = [hand_power(w.hands[rebel]) for w in samples(view, 200, uniform_sample)]
    assert statistics.mean(weighted) > statistics.mean(uniform)


def test_belief_a_pass_on_the_play_to_beat_makes_a_cheap_beater_less_likely():
    def cheap_beater(hand, last):
        return any(all(strength(c) <= 14 for c in p) for p in distinct_plays(hand, last, False))

    for seed in range(40):
        rng = random.Random(seed)
        state = fresh(seed)
        RULES.apply(state, state.emperor_card_at, Action("keep"))
        answer_all(state)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            if state.passed and seat not in state.passed and state.passed[0] != seat:
                view = RULES.view(state, seat)
                passer, last = state.passed[0], state.last_play[1]

                def share(sampler):
                    return statistics.mean(cheap_beater(w.hands[passer], last)
                                           for w in samples(view, 150, sampler))

                uniform = share(uniform_sample)
                if 0.2 < uniform < 0.9:           # informative: the deals disagree
                    assert share(RULES.sample_state) < uniform
                    return
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[rng.randrange(len(legal))])
    pytest.skip("no informative pass found")


def test_sample_state_depends_on_the_view_only():
    """Two deals that differ only in cards the viewer cannot see give the same worlds."""
    state = _settled(7)
    viewer = (state.emperor + 1) % 5
    other = RULES.clone(state)
    a, b = [s for s in range(5) if s != viewer][:2]
    ia = next(i for i, c in enumerate(other.hands[a]) if c not in (EMPEROR_CARD, GUARD_CARD))
    ib = next(i for i, c in enumerate(other.hands[b]) if c not in (EMPEROR_CARD, GUARD_CARD))
    other.hands[a][ia], other.hands[b][ib] = other.hands[b][ib], other.hands[a][ia]
    assert RULES.view(state, viewer) == RULES.view(other, viewer)
    first = RULES.sample_state(RULES.view(state, viewer), random.Random(5))
    second = RULES.sample_state(RULES.view(other, viewer), random.Random(5))
    assert first.hands == second.hands
