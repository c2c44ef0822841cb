"""Bao Huang's Hard hooks (engines/baohuang/hard.py): the short list of searched plays and the
playouts' cheap view."""
from __future__ import annotations

import random

import pytest

from game.actions import Action

from engines.baohuang import RULES
from engines.baohuang.ai import NormalPlayer
from engines.baohuang.hard import search_candidates
from engines.baohuang.hard import playout_view
from engines.baohuang.view import view as seat_view

NORMAL = NormalPlayer()
READ_BY_NORMAL = ("seat", "phase", "hand_sizes", "emperor", "solo_declared", "know_no_guard",
                  "i_am_guard", "guard", "last_play")


def decisions(seeds=range(6), steps=400):
    """(state, seat, legal) at every decision of a few Normal-played deals."""
    for seed in seeds:
        rng = random.Random(seed)
        state = RULES.new_deal({}, 5, rng)
        for _ in range(steps):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            yield state, seat, legal
            RULES.apply(state, seat, NORMAL.choose(RULES.view(state, seat), legal, rng))


def test_search_candidates_are_legal_hold_normals_choice_and_pass_and_are_few():
    wide = 0
    for state, seat, legal in decisions():
        view = RULES.view(state, seat)
        normal = NORMAL.choose(view, legal, random.Random(0))
        short = search_candidates(view, legal, normal)
        assert normal in short
        assert all(a in legal for a in short)
        assert len(short) == len(set(short))
        if Action("pass") in legal:
            assert Action("pass") in short
        going_out = [a for a in legal if a.kind == "play" and len(a.cards) == len(view.hand)]
        if going_out:
            assert any(a in short for a in going_out)
        if view.phase != "play":
            assert short == legal                     # throne and rebellion: every choice
        else:
            assert len(short) <= 9
            wide += len(legal) > 9
    assert wide > 0                                   # the deals had wide decisions to narrow


def test_search_candidates_lead_whole_sets_without_jokers():
    for state, seat, legal in decisions(range(3)):
        view = RULES.view(state, seat)
        if view.phase != "play" or view.last_play is not None:
            continue
        normal = NORMAL.choose(view, legal, random.Random(0))
        for a in search_candidates(view, legal, normal):
            if a == normal or len(a.cards) == len(view.hand):
                continue
            plain = [c for c in a.cards if c.suit != "X"]
            if all(c.suit == "X" for c in view.hand):
                continue                              # jokers only: a joker play it must be
            assert plain and len(plain) == len(a.cards)
            assert sum(1 for c in view.hand if c.suit != "X" and c.rank == plain[0].rank) == len(plain)


def test_playout_view_gives_normal_the_same_fields_and_choices_as_the_view():
    for state, seat, legal in decisions():
        full = seat_view(state, seat)
        cheap = playout_view(state, seat)
        for name in READ_BY_NORMAL:
            assert getattr(cheap, name) == getattr(full, name), name
        assert tuple(cheap.hand) == full.hand and tuple(cheap.rebels) == full.rebels
        assert NORMAL.choose(cheap, legal, random.Random(1)) == NORMAL.choose(full, legal, random.Random(1))


def test_hard_searches_the_short_list_only():
    hard = RULES.ai_player("hard")
    hard.max_playouts = 30
    for state, seat, legal in decisions(range(1), steps=60):
        if len(legal) > 9 and RULES.view(state, seat).phase == "play":
            analysis = hard.analyse(RULES.view(state, seat), legal, random.Random(2))
            assert len(analysis.candidates) <= 9
            assert analysis.action in legal
            return
    raise AssertionError("no wide decision in the deal")


# ---- the Guard's belief from plays on the Emperor's play, Hard's utility ---------------------
from collections import Counter  # noqa: E402

from engines.baohuang.cards import GUARD_CARD  # noqa: E402
from engines.baohuang.hard import utility  # noqa: E402
from engines.baohuang.state import PLACE_POINTS  # noqa: E402


def _settled(seed):
    """Normal play from a deal whose Emperor kept without the Guard card, up to the first seat
    (not the Emperor, not the Guard) that played on the Emperor's play."""
    for n in range(seed, seed + 80):
        state = RULES.new_deal({}, 5, random.Random(n))
        if GUARD_CARD in state.hands[state.emperor_card_at]:
            continue
        RULES.apply(state, state.emperor_card_at, Action("keep"))
        while state.phase == "rebellion":
            RULES.apply(state, RULES.to_act(state)[0], Action("no_rebel"))
        for _ in range(200):
            if RULES.is_over(state) or state.beat_emperor:
                break
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, NORMAL.choose(RULES.view(state, seat), legal, random.Random(0)))
        if state.beat_emperor and not state.guard_revealed:
            return state
    raise AssertionError("no deal found")


def test_a_play_on_the_emperors_play_is_public_and_kept_by_views_clones_and_worlds():
    state = _settled(0)
    beater = state.beat_emperor[0]
    assert beater not in (state.emperor, state.guard)      # Normal's Guard lets its Emperor run
    assert RULES.clone(state).beat_emperor == state.beat_emperor
    for seat in range(5):
        assert RULES.view(state, seat).beat_emperor == (beater,)
    viewer = next(s for s in range(5) if s not in (state.emperor, state.guard, beater))
    world = RULES.sample_state(RULES.view(state, viewer), random.Random(1))
    assert world.beat_emperor == [beater]


def test_belief_the_guard_card_seldom_sits_with_a_seat_that_played_on_the_emperors_play():
    state = _settled(10)
    beater = state.beat_emperor[0]
    viewer = next(s for s in range(5) if s not in (state.emperor, state.guard, beater))
    view = RULES.view(state, viewer)
    holders = Counter(next(s for s in range(5) if GUARD_CARD in w.hands[s])
                      for w in (RULES.sample_state(view, random.Random(k)) for k in range(300)))
    others = [s for s in range(5) if s not in (viewer, beater)]
    assert holders[beater] < min(holders[s] for s in others) / 3


def test_hard_utility_counts_the_win_then_its_sides_place_points():
    rng = random.Random(4)
    state = RULES.new_deal({}, 5, rng)
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, NORMAL.choose(RULES.view(state, seat), legal, rng))
    result = RULES.result(state)
    roles, places = result.details["roles"], result.details["places"]
    for seat in range(5):
        side = [s for s in range(5) if (roles[s] == "peasant") == (roles[seat] == "peasant")]
        own = sum(PLACE_POINTS[places[s] - 1] for s in side)
        u = RULES.utility(result, seat)
        assert u == utility(result, seat)
        assert (u >= 1) == (seat in result.winners)
        assert abs(u - (seat in result.winners) - 0.1 * own) < 1e-9


# ---- Hard's prior: Normal with the measured tweaks -------------------------------------------
from engines.baohuang.hard import BaoHuangSearch  # noqa: E402
from engines.baohuang.prior import HARD_TWEAKS, PriorPlayer  # noqa: E402
from baohuang_helpers import BIG, SMALL, SMALL2, at_play, at_rebellion, at_throne, cards  # noqa: E402
from engines.baohuang.cards import strength  # noqa: E402
from game.cards import Card  # noqa: E402


def _choice(player, state, seat):
    legal = RULES.legal_actions(state, seat)
    return player.choose(RULES.view(state, seat), legal, random.Random(0))


def test_prior_peasant_fights_the_emperors_play_where_normal_saves_its_joker():
    hand = cards(7, 7, 8, 9, 9, 10, 11, 12, 12, 13, 13, 1, 1, 1) + [SMALL, BIG]
    state = at_play(hand, me=2, emperor=3, guard=1, sizes={3: 20},
                    last=(3, tuple(cards(2, deck=0))))      # the Emperor's 2, 20 cards left
    assert _choice(NORMAL, state, 2) == Action("pass")
    action = _choice(PriorPlayer(HARD_TWEAKS), state, 2)
    assert action.kind == "play" and all(c.suit == "X" for c in action.cards)


def test_prior_lets_a_fellow_peasants_play_be_as_normal_does():
    hand = cards(7, 7, 8, 9, 9, 10, 11, 12, 12, 13, 13, 1, 1, 1) + [SMALL, BIG]
    state = at_play(hand, me=2, emperor=3, guard=1, sizes={4: 20},
                    last=(4, tuple(cards(2, deck=0))))      # a seat that may be a Peasant
    assert _choice(PriorPlayer(HARD_TWEAKS), state, 2) == _choice(NORMAL, state, 2)


def test_prior_chooses_legal_actions_and_is_normal_without_tweaks():
    plain = PriorPlayer(())
    prior = PriorPlayer(HARD_TWEAKS)
    for state, seat, legal in decisions(range(3)):
        view = RULES.view(state, seat)
        assert plain.choose(view, legal, random.Random(0)) == NORMAL.choose(view, legal, random.Random(0))
        assert prior.choose(view, legal, random.Random(0)) in legal


def test_hard_is_the_bao_huang_search_with_the_prior_and_never_prunes_its_choice():
    hard = RULES.ai_player("hard")
    assert isinstance(hard, BaoHuangSearch) and isinstance(hard.normal, PriorPlayer)
    hard.max_playouts = 60
    checked = 0
    for state, seat, legal in decisions(range(1), steps=80):
        view = RULES.view(state, seat)
        if view.phase != "play" or len(legal) < 3:
            continue
        analysis = hard.analyse(view, legal, random.Random(checked))
        home = analysis.chosen() if analysis.action == analysis.normal else next(
            c for c in analysis.candidates if c.action == analysis.normal)
        assert home.alive and home.playouts == analysis.worlds
        checked += 1
        if checked == 4:
            return
    raise AssertionError("too few decisions")


def _jokers_played(state):
    """Every joker but the Guard card (with the Guard) set aside in finished rounds."""
    state.discards = [Card("X", r, d) for d in range(4) for r in (1, 2) if Card("X", r, d) != GUARD_CARD]
    return state


def test_prior_leads_its_unbeatable_play_first_when_one_beatable_play_is_left():
    hand = cards(6, 6, 2, 2)                       # no two unseen cards beat a pair of 2s
    state = _jokers_played(at_play(hand, me=2, emperor=0, guard=1))
    assert [strength(c) for c in _choice(NORMAL, state, 2).cards] == [6, 6]
    assert [strength(c) for c in _choice(PriorPlayer(("master",)), state, 2).cards] == [15, 15]


def test_prior_keeps_normals_lead_while_two_plays_could_be_beaten():
    hand = cards(6, 6, 9, 2, 2)
    state = _jokers_played(at_play(hand, me=2, emperor=0, guard=1))
    assert _choice(PriorPlayer(("master",)), state, 2) == _choice(NORMAL, state, 2)


def test_prior_follows_with_an_unbeatable_play_that_leaves_one_play_to_go_out():
    hand = cards(9, 9, 9, 9, 9, 9, 9, 9, 9) + [BIG]       # after the big joker, one play left
    state = at_play(hand, me=2, emperor=0, guard=1, sizes={0: 20},
                    last=(4, tuple(cards(12, deck=0))))   # a seat that may be a Peasant
    assert _choice(NORMAL, state, 2) == Action("pass")
    assert _choice(PriorPlayer(("master",)), state, 2).cards == (BIG,)


def test_prior_leads_a_set_larger_than_a_nearly_out_emperors_hand():
    hand = cards(7, 9, 9, 9, 9, 12, 12, 13, 13, 1, 1, 1)
    state = at_play(hand, me=2, emperor=0, guard=1, sizes={0: 3})
    assert [strength(c) for c in _choice(NORMAL, state, 2).cards] == [7]
    assert [strength(c) for c in _choice(PriorPlayer(("bigl",)), state, 2).cards] == [9, 9, 9, 9]


def test_prior_keeps_the_throne_with_a_weak_hand_and_never_rebels():
    from engines.baohuang.cards import EMPEROR_CARD
    weak = [EMPEROR_CARD] + cards(6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 6, 7, 8, 9, 10)
    state, holder = at_throne(weak)
    assert _choice(NORMAL, state, holder) == Action("pass_emperor")
    assert _choice(PriorPlayer(("keep",)), state, holder) == Action("keep")
    state, seat = at_rebellion([BIG, SMALL] + cards(2, 2, 2, 1, 1, 13, 9))
    assert _choice(NORMAL, state, seat) == Action("rebel")
    assert _choice(PriorPlayer(("rebel99",)), state, seat) == Action("no_rebel")


def test_prior_peasant_deduces_the_hidden_guard_when_both_other_candidates_played_on_the_emperor():
    hand = cards(7, 7, 8, 9, 9, 10, 11, 12, 12, 13, 13, 1, 1, 1) + [SMALL, BIG]
    state = at_play(hand, me=2, emperor=3, guard=1, sizes={1: 20},
                    last=(1, tuple(cards(2, deck=0))))      # the hidden Guard's 2
    state.beat_emperor = [0, 4]                              # Normal's Guard never does that
    assert _choice(NORMAL, state, 2) == Action("pass")
    action = _choice(PriorPlayer(("aggr", "pinfer")), state, 2)
    assert action.kind == "play" and all(c.suit == "X" for c in action.cards)
    state.beat_emperor = [0]                                 # two seats left: no deduction
    assert _choice(PriorPlayer(("aggr", "pinfer")), state, 2) == Action("pass")


def test_prior_peasant_keeps_its_2s_for_the_emperor_early_in_the_hand():
    hand = cards(7, 7, 8, 9, 9, 10, 11, 12, 12, 13, 13, 2)
    state = at_play(hand, me=2, emperor=3, guard=1, sizes={4: 20},
                    last=(4, tuple(cards(1, deck=0))))      # an Ace of a seat that may be a Peasant
    assert [strength(c) for c in _choice(NORMAL, state, 2).cards] == [15]
    assert _choice(PriorPlayer(("holdp15",)), state, 2) == Action("pass")
    state = at_play(hand, me=2, emperor=3, guard=1, sizes={3: 20},
                    last=(3, tuple(cards(1, deck=0))))      # the Emperor's Ace: fought as before
    assert [strength(c) for c in _choice(PriorPlayer(("holdp15",)), state, 2).cards] == [15]


def test_prior_guard_spends_jokers_on_a_peasants_play_where_normal_saves_them():
    hand = cards(7, 7, 8, 9, 9, 10, 11, 12, 12, 13, 13, 1, 1, 1, 2) + [SMALL, BIG]
    state = at_play(hand, me=2, emperor=0, guard=2, sizes={4: 20},
                    last=(4, tuple(cards(2, deck=0))))      # a Peasant's 2: only jokers beat it
    assert _choice(NORMAL, state, 2) == Action("pass")
    assert _choice(PriorPlayer(("gjp10",)), state, 2).cards == (SMALL,)


def test_prior_emperor_saves_its_jokers_where_a_joker_rich_normal_spends_them():
    hand = cards(7, 7, 8, 9, 9, 10, 11) + [SMALL, SMALL2, BIG, BIG._replace(deck=2)]
    state = at_play(hand, me=0, emperor=0, guard=1, sizes={3: 20},
                    last=(3, tuple(cards(2, deck=0))))
    assert _choice(NORMAL, state, 0).kind == "play"
    assert _choice(PriorPlayer(("ejp99",)), state, 0) == Action("pass")
    assert _choice(PriorPlayer(HARD_TWEAKS), state, 0) == Action("pass")


def test_prior_refuses_a_tweak_it_does_not_know():
    with pytest.raises(ValueError):
        PriorPlayer(("feed",))
    with pytest.raises(ValueError):
        PriorPlayer(("holdpx",))
    assert PriorPlayer(HARD_TWEAKS).hold_floor == 15 and PriorPlayer(HARD_TWEAKS).rebel_power == 99
