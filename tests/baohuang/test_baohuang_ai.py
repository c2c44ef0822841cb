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


# ---- Normal's behaviour, one decision at a time ---------------------------------------------
from game.actions import Action  # noqa: E402
from game.cards import Card  # noqa: E402

from engines.baohuang.ai import hand_power  # noqa: E402
from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, sort_hand, strength  # noqa: E402
from baohuang_helpers import (BIG, SMALL, at_play, at_rebellion, at_throne, cards,  # noqa: E402
                              normal_choice)

def test_normal_leads_a_whole_set_of_its_lowest_rank():
    hand = cards(7, 7, 7, 9, 13, 13, 1) + [BIG] + cards(10, 10, 11, 12, deck=2)
    state = at_play(hand, me=2)
    action = normal_choice(state, 2)
    assert sorted(strength(c) for c in action.cards) == [7, 7, 7]


def test_normal_follows_without_breaking_a_pair():
    hand = cards(9, 9, 12, 13, 13, 1, 1) + cards(10, 10, deck=2)
    state = at_play(hand, me=2, last=(0, tuple(cards(8, deck=0))))
    action = normal_choice(state, 2)
    assert [strength(c) for c in action.cards] == [12]        # not a 9 or a K of a pair


def test_normal_saves_jokers_early_in_the_hand():
    hand = cards(7, 7, 8, 9, 9, 10, 11, 12, 12, 13, 13, 1, 1, 1) + [SMALL, BIG]
    state = at_play(hand, me=2, last=(3, tuple(cards(2, deck=0))))   # only a joker beats a 2
    assert normal_choice(state, 2) == Action("pass")


def test_normal_spends_a_joker_to_stop_a_foe_about_to_go_out():
    hand = cards(7, 7, 8, 9, 9, 10, 11, 12, 12, 13, 13, 1, 1, 1) + [SMALL, BIG]
    state = at_play(hand, me=2, emperor=3, guard=1, sizes={3: 2},
                    last=(3, tuple(cards(2, deck=0))))      # the Emperor, two cards left
    action = normal_choice(state, 2)
    assert action.kind == "play" and [strength(c) for c in action.cards] == [16]


def test_normal_never_beats_its_known_partner():
    hand = [GUARD_CARD] + cards(7, 8, 9, 10, 11, 12, 13, 1, 2)
    state = at_play(hand, me=1, emperor=0, guard=1, last=(0, tuple(cards(6, deck=0))))
    assert normal_choice(state, 1) == Action("pass")          # the Guard lets the Emperor run


def test_normal_helps_its_partner_nearly_out_by_stopping_a_peasant():
    hand = [GUARD_CARD, SMALL] + cards(7, 7, 8, 9, 9, 10, 11, 12, 12, 13, 13, 1, 1)
    state = at_play(hand, me=1, emperor=0, guard=1, sizes={0: 2},
                    last=(3, tuple(cards(2, deck=0))))      # a Peasant plays a 2
    action = normal_choice(state, 1)
    assert action.cards == (SMALL,)                          # a joker, and not the Guard card


def test_normal_leads_a_low_single_for_its_partner_nearly_out():
    hand = [GUARD_CARD] + cards(7, 7, 7, 9, 9, 12, 13, 13, 1, 1, 2, 2)
    state = at_play(hand, me=1, emperor=0, guard=1, sizes={0: 2})
    action = normal_choice(state, 1)
    assert [strength(c) for c in action.cards] == [7]


def test_normal_guard_hides_the_guard_card_until_useful():
    # early, strong in 2s, and only the Guard card beats the 2 on the table: it passes
    hand = [GUARD_CARD] + cards(*([2] * 12), 7, 8, 9, 10, 11, 12)
    assert hand_power(hand) > 20
    state = at_play(hand, me=1, emperor=0, guard=1, last=(3, tuple(cards(2, deck=0))))
    assert normal_choice(state, 1) == Action("pass")
    # late in the hand the Guard card is fair game
    late = [GUARD_CARD] + cards(2, 2, 12, 13, 1)
    state = at_play(late, me=1, emperor=0, guard=1, last=(3, tuple(cards(2, deck=0))))
    assert normal_choice(state, 1).cards == (GUARD_CARD,)
    # a Peasant (not the Guard) plays a small joker freely when it must
    state = at_play([SMALL] + cards(2, 12, 13, 1), me=3, emperor=0, guard=1,
                    last=(0, tuple(cards(2, deck=0))))
    assert normal_choice(state, 3).cards == (SMALL,)


def test_normal_keeps_the_emperor_card_unless_the_hand_is_very_weak():
    strong = [EMPEROR_CARD, BIG, SMALL] + cards(2, 2, 1, 1, 13, 13, 12, 9, 8)
    state, holder = at_throne(strong)
    assert normal_choice(state, holder) == Action("keep")
    weak = [EMPEROR_CARD] + cards(*([6, 7, 8, 9, 10, 11] * 5), 12, 13)
    state, holder = at_throne(weak)
    assert normal_choice(state, holder) == Action("pass_emperor")
    state, holder = at_throne(weak, can_pass=False)
    assert normal_choice(state, holder) == Action("keep")      # B06: it came back, must keep


def test_normal_with_both_marked_cards_stays_guard_plays_silent_or_declares_solo():
    weak = [EMPEROR_CARD, GUARD_CARD] + cards(*([6, 7, 8, 9, 10, 11] * 5), 12, 13)
    state, holder = at_throne(weak)
    assert normal_choice(state, holder) == Action("pass_emperor")   # B07 (c): the hidden Guard
    strong = [EMPEROR_CARD, GUARD_CARD, BIG, SMALL] + cards(2, 2, 2, 1, 1, 13, 9, 8)
    state, holder = at_throne(strong)
    assert normal_choice(state, holder) == Action("solo")            # B07 (a)
    good = [EMPEROR_CARD, GUARD_CARD] + cards(2, 2, 1, 1, 13, 13, 12, 9, 8, 7, 7, 6, 6, 10)
    assert 15 <= hand_power(good) < 19
    state, holder = at_throne(good)
    assert normal_choice(state, holder) == Action("keep")            # B07 (b): silent solo


def test_normal_rebels_only_as_a_clearly_strong_peasant():
    def answer(hand):
        return normal_choice(*at_rebellion(hand))

    assert answer([BIG, BIG._replace(deck=2), SMALL] + cards(2, 2, 2, 1, 1, 13, 9)) == Action("rebel")
    assert answer(cards(7, 8, 9, 10, 11, 12, 13, 1, 2, 6)) == Action("no_rebel")
