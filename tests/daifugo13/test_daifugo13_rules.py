"""13th-Floor Daifugo rules by id (D01–D32, D27a) and the source's Q&A cases (Q1 5-skips, Q3, Q4,
Q5, Q6, A1, A6), on hand-built states."""
import random

import pytest

from daifugo13_builder import act, cards, effect_keys, hand_codes, make_state, play
from engines.daifugo13 import RULES
from engines.daifugo13.cards import hand_points, is_role
from engines.daifugo13.scoring import first_clockwise
from game import i18n
from game.actions import Action
from game.errors import IllegalAction


def legal_plays(state, seat):
    return [a for a in RULES.legal_actions(state, seat) if a.kind == "play"]


def play_sets(state, seat):
    return {(frozenset(c.code for c in a.cards), a.value) for a in legal_plays(state, seat)}


# ---- deal and order ---------------------------------------------------------------------------
@pytest.mark.parametrize("players,each,aside", [(3, 9, 1), (4, 7, 0), (5, 5, 3), (6, 4, 4)])
def test_D01_deal_sizes_keep_a_26_card_pile(players, each, aside):
    state = RULES.new_deal({}, players, random.Random(players))
    assert [len(h) for h in state.hands] == [each] * players
    assert len(state.pile) == 26 and len(state.aside) == aside
    assert len(set(RULES.all_cards(state))) == 54


def test_D02_first_leader_drawn_highest_number_with_events():
    for seed in range(40):
        state = RULES.new_deal({}, 4, random.Random(seed))
        draws = [e for e in state.opening if e.kind == "leader_draw"]
        assert draws and all(e.visible_to is None for e in draws)
        last_round = max(e.value for e in draws)
        final = {}
        for e in draws:
            if e.value == last_round and not e.cards[0].is_joker:
                final[e.seat] = e.cards[0].rank
        assert state.pub.turn == max(final, key=final.get)
        assert list(final.values()).count(max(final.values())) == 1
        assert not any(e.cards[0].is_joker and e.value == last_round and e.seat not in final for e in draws)
        pub = state.pub
        assert (pub.direction, pub.revolutions, pub.eleven_back, pub.lead_streak) == (1, 0, 0, 0)
        assert pub.oya == pub.turn == pub.first_leader


def test_D02_later_deals_led_by_worst_with_ties_clockwise_from_previous_leader():
    state = RULES.new_deal({}, 4, random.Random(3), {"worst": 2, "best": 1, "leader": 0})
    assert state.pub.turn == 2 and state.pub.oya == 1
    assert not any(e.kind == "leader_draw" for e in state.opening)
    assert first_clockwise([1, 3], 2, 4) == 3
    assert first_clockwise([0, 2], 2, 4) == 2
    assert first_clockwise([0, 1], 3, 4) == 0


def test_D03_strength_order_and_lone_joker():
    state = make_state(["S2 X1 H4", "D4 C5", "C9 D9", "H6 S7"], turn=0, table=[(3, "HA", None)])
    assert play_sets(state, 0) == {(frozenset({"S2"}), None), (frozenset({"X1"}), None)}
    # under inverted order the 4 beats the A, and the joker still follows any single
    state = make_state(["S2 X1 H4", "D4 C5", "C9 D9", "H6 S7"], turn=0, table=[(3, "HA", None)],
                       revolutions=1)
    assert play_sets(state, 0) == {(frozenset({"H4"}), None), (frozenset({"X1"}), None)}
    # nothing but ♠3 follows a lone joker, not even the other joker
    state = make_state(["S2 X2 H4", "D4 C5", "C9 D9", "H6 S7"], turn=0, table=[(3, "X1", None)])
    assert legal_plays(state, 0) == []
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "X2")
    assert err.value.key == "daifugo13.err.lone_joker"


def test_D04_groups_with_jokers_standing_in():
    state = make_state(["H6 S6 X1 X2 D9", "D4", "C9", "H7"], turn=0, table=[(3, "C5 D5", None)])
    plays = play_sets(state, 0)
    assert (frozenset({"H6", "S6"}), None) in plays
    assert (frozenset({"H6", "X1"}), "group:6") in plays
    assert (frozenset({"D9", "X1"}), "group:9") in plays
    assert (frozenset({"X1", "X2"}), "group:2") in plays
    assert (frozenset({"X1", "X2"}), "group:4") not in plays  # not stronger than 5s
    assert (frozenset({"H6", "X2"}), "group:6") not in plays  # jokers deduplicated: X1 first


def test_D05_stairs_in_strength_order_and_wide_stairs():
    state = make_state(["HQ HK HA H2 H3 S5 S6 S7 D5 D6 D7 C4", "D4", "C9", "H7"], turn=0)
    plays = play_sets(state, 0)
    assert (frozenset({"HQ", "HK", "HA"}), None) in plays
    assert (frozenset({"HK", "HA", "H2"}), None) in plays
    assert not any({"HA", "H2", "H3"} <= set(p) for p, _ in plays if len(p) == 3)
    assert (frozenset({"S5", "S6", "S7", "D5", "D6", "D7"}), None) in plays
    assert not any(len(p) == 2 and {"S5", "S6"} == set(p) for p, _ in plays)


def test_D05_jokers_fill_stairs_with_the_reading_as_value():
    state = make_state(["H5 H6 X1 C8", "D4", "C9", "H7"], turn=0)
    values = {v for p, v in play_sets(state, 0) if p == frozenset({"H5", "H6", "X1"})}
    assert values == {"stairs:H:4-6", "stairs:H:5-7", "group:5"} - {"group:5"}
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "H5 H6 X1")
    assert err.value.key == "daifugo13.err.ambiguous"
    play(state, 0, "H5 H6 X1", "stairs:H:5-7")
    assert state.pub.top.lo == 2 and state.pub.top.length == 3


def test_D06_Q4_three_threes_only_as_a_sandstorm():
    state = make_state(["S3 H3 D3 C3 H4", "D4", "C9", "H7"], turn=0)
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "S3 H3 D3")
    assert err.value.key == "daifugo13.err.threes_only_sandstorm"
    assert not any(len(p) >= 3 and all(c.rank == 3 for c in a.cards)
                   for a in legal_plays(state, 0) for p in [a.cards])
    storms = [a for a in RULES.legal_actions(state, 0) if a.kind == "sandstorm"]
    assert len(storms) == 4  # every set of three of the four 3s
    state = make_state(["H3 X1 D3 H4", "D4", "C9", "H7"], turn=0)
    assert (frozenset({"H3", "X1"}), "group:3") in play_sets(state, 0)
    assert not any(set(p) == {"H3", "X1", "D3"} and v.startswith("group") for p, v in play_sets(state, 0) if v)
    with pytest.raises(IllegalAction):
        act(state, 0, "sandstorm", "H3 D3 X1")


def test_D07_following_count_strength_and_readable_reason():
    state = make_state(["H7 S7 D4 C4 H9", "D8", "C9", "H2"], turn=0, table=[(3, "S6 C6", None)])
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "D4 C4")
    assert str(err.value) == "Must play 2 cards stronger than the pair of 6s"
    assert err.value.key == "daifugo13.err.too_weak"
    ja = i18n.text(err.value.key, "ja", **err.value.params)
    assert "♠6" in ja and "2枚" in ja
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "H9")
    assert err.value.key == "daifugo13.err.wrong_count"
    play(state, 0, "H7 S7")


def test_D07_stairs_follow_one_step_up_and_down_when_inverted():
    hand = "H4 H5 H6 S6 S7 S8 D5 D6 D7 DK"
    state = make_state([hand, "D4", "C9", "H2"], turn=0, table=[(3, "C5 C6 C7", None)])
    assert {p for p, _ in play_sets(state, 0)} == {frozenset({"S6", "S7", "S8"})}
    state = make_state([hand, "D4", "C9", "H2"], turn=0, table=[(3, "C5 C6 C7", None)], revolutions=1)
    assert {p for p, _ in play_sets(state, 0)} == {frozenset({"H4", "H5", "H6"})}
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "D5 D6 D7")
    assert err.value.key == "daifugo13.err.stairs_step"


def test_D07_groups_and_stairs_never_follow_each_other():
    state = make_state(["H8 H9 H10 D4", "S4", "C9", "H2"], turn=0, table=[(3, "C5 S5 D5", None)])
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "H8 H9 H10")
    assert err.value.key == "daifugo13.err.group_vs_stairs"


# ---- sandstorm and ♠3 -------------------------------------------------------------------------
def test_D08_sandstorm_offered_out_of_turn_clears_and_leads():
    state = make_state(["H4 H5", "S3 H3 D3 C4", "C9 D9", "H2 S2"], turn=0)
    assert RULES.to_act(state) == (1, 0)
    assert {a.kind for a in RULES.legal_actions(state, 1)} == {"sandstorm", "hold"}
    act(state, 1, "hold")
    assert RULES.to_act(state) == (0,)
    play(state, 0, "H4")
    assert RULES.to_act(state) == (1,)  # seat 1 is on turn and holds it: one seat
    act(state, 1, "pass")               # draws nothing from the empty pile, no play now
    assert RULES.to_act(state) == (1, 2)
    events = act(state, 1, "sandstorm", "S3 H3 D3")
    assert "daifugo13.effect.sandstorm" in effect_keys(events)
    assert state.pub.table == [] and state.pub.turn == 1 and "H4" not in hand_codes(state, 0)


def test_D08_offers_resolve_in_arrival_order():
    """The holder is listed first; an action of the player on turn ends that moment and the holder
    is offered the next one; a sandstorm applied first voids the pending turn."""
    state = make_state(["H4 H5 D6", "S3 H3 D3 C4", "C9 D9", "H2 S2"], turn=0)
    assert RULES.to_act(state) == (1, 0)
    play(state, 0, "H4")                      # the turn player acted first
    assert RULES.to_act(state) == (1,)        # seat 1 is on turn now, its offer is in its list
    act(state, 1, "pass")
    assert RULES.to_act(state) == (1, 2)      # new moment, new offer
    act(state, 1, "sandstorm", "S3 H3 D3")    # arrives before seat 2 acts
    assert RULES.to_act(state) == (1,) and state.pub.table == []
    with pytest.raises(IllegalAction):
        act(state, 2, "pass")


def test_D08_Q3_sandstorm_after_spade_three_cleared_the_table():
    state = make_state(["S3 H4 H6", "X1 D5 D6", "H3 D3 C3 H9", "H2 S2"], turn=1)
    state.pub.direction = -1  # so that seat 0 is next after the joker of seat 1
    act(state, 2, "hold")
    play(state, 1, "X1")
    assert state.pub.turn == 0
    events = play(state, 0, "S3")
    assert "daifugo13.effect.spade3" in effect_keys(events)
    assert state.pub.table == [] and state.pub.turn == 0
    assert RULES.to_act(state) == (2, 0)
    act(state, 2, "sandstorm", "H3 D3 C3")
    assert state.pub.turn == 2


def test_D08_Q6_sandstorm_cancels_a_pending_revolution():
    state = make_state(["H6 S6 D6 C6 H4", "H3 D3 C3 S9", "C9 D9", "H2 S2"], turn=0)
    act(state, 1, "hold")
    play(state, 0, "H6 S6 D6 C6")
    assert state.pub.pending_revolutions == 1
    events = act(state, 1, "sandstorm", "H3 D3 C3")
    assert state.pub.revolutions == 0 and not state.pub.inverted
    assert "daifugo13.effect.revolution" not in effect_keys(events)


def test_D08_A6_queen_naming_three_destroys_the_sandstorm():
    state = make_state(["HQ H4 H6", "H3 D3 C3 S9", "C9 D9", "H2 S2"], turn=0)
    act(state, 1, "hold")
    play(state, 0, "HQ")
    assert RULES.to_act(state) == (0,)   # effects resolving: no sandstorm offer
    events = act(state, 0, "bomb", value="3")
    assert hand_codes(state, 1) == {"S9"}
    assert [e.seat for e in events if e.kind == "bomb"] == [1]
    assert state.pub.storm_holder is None and RULES.to_act(state) == (1,)


def test_D09_Q1_spade_three_only_on_a_lone_joker():
    state = make_state(["S3 H4", "D4", "C9", "H7"], turn=0, table=[(3, "X1", None)])
    assert play_sets(state, 0) == {(frozenset({"S3"}), None)}
    state = make_state(["S3 C3 H4", "D4", "C9", "H7"], turn=0, table=[(3, "H2 X1", "group:2")])
    assert legal_plays(state, 0) == []
    state = make_state(["H3 H4", "D4", "C9", "H7"], turn=0, table=[(3, "X1", None)])
    assert legal_plays(state, 0) == []


# ---- role cards and effects ---------------------------------------------------------------------
def test_D10_role_cards_and_Q5_threes_held_at_the_end():
    roles = {c.code for c in cards("S3 H5 H7 H8 H9 H10 HJ HQ X1 X2") if is_role(c)}
    assert roles == {"S3", "H5", "H7", "H8", "H9", "H10", "HJ", "HQ", "X1", "X2"}
    assert not any(is_role(c) for c in cards("H3 H4 H6 HK HA H2"))
    assert hand_points(cards("S3 H3 D3")) == 9
    assert hand_points(cards("S3 H3")) == 23


def test_D11_effects_fire_weakest_first_and_all_fire_after_a_cut():
    state = make_state(["H8 H9 H10 S4 S6", "D4", "C9", "H2"], turn=0)
    events = play(state, 0, "H8 H9 H10")
    assert effect_keys(events) == ["daifugo13.effect.eight_cut", "daifugo13.effect.reverse"]
    assert state.pub.direction == -1 and state.pub.phase == "effect"
    act(state, 0, "discard", "S4")
    assert state.pub.turn == 0 and state.pub.table == []


def test_D11_inverted_order_fires_strongest_rank_first_and_joker_takes_its_rank():
    state = make_state(["H8 H9 X1 S4 S6", "D4", "C9", "H2"], turn=0, revolutions=1)
    play(state, 0, "H8 H9 X1", "stairs:H:8-10")
    # order in force inverted: the 10 (joker) fires first, then 9, then 8
    assert state.pub.phase == "effect" and state.pub.effects == ["discard", "reverse", "cut"]
    events = act(state, 0, "skip_discard")
    assert effect_keys(events) == ["daifugo13.effect.reverse", "daifugo13.effect.eight_cut"]


def test_D12_Q1_two_fives_with_four_players_return_the_turn():
    state = make_state(["H5 S5 H4", "D4", "C9", "H2"], turn=0)
    events = play(state, 0, "H5 S5")
    assert effect_keys(events) == ["daifugo13.effect.skip"] * 2
    assert state.pub.table == [] and state.pub.turn == 0  # D13 pseudo 8-cut


def test_D12_one_five_skips_one_player_and_skips_count_on_with_three_players():
    state = make_state(["H5 H4", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H5")
    assert state.pub.turn == 2 and state.pub.table
    state = make_state(["H5 S5 H4", "D4", "C9"], turn=0)
    play(state, 0, "H5 S5")
    assert state.pub.turn == 1 and state.pub.table  # 0 → 2 → 1


def test_D13_turn_back_to_the_player_clears_the_table():
    state = make_state(["H5 S5 D5 H4", "D4", "C9"], turn=0)
    play(state, 0, "H5 S5 D5")  # three 5s, three players: 0 → 2 → 1 → 0
    assert state.pub.table == [] and state.pub.turn == 0


def test_D14_seven_gives_a_card_to_the_next_player_seen_by_both_only():
    state = make_state(["H7 H4 S6", "D4", "C9", "H2"], turn=0, direction=-1)
    play(state, 0, "H7")
    legal = RULES.legal_actions(state, 0)
    assert {a.kind for a in legal} == {"give", "skip_give"}
    events = act(state, 0, "give", "S6")
    give = next(e for e in events if e.kind == "give")
    assert give.visible_to == frozenset({0, 3}) and give.for_viewer(1).cards == (None,)
    assert "S6" in hand_codes(state, 3) and state.pub.turn == 3


def test_D15_eight_cut_leads_even_with_a_five_in_the_play():
    state = make_state(["H5 H6 H7 H8 S4 C4", "DK", "C9", "H2"], turn=0, table=[(1, "D4 D5 D6 D7", None)])
    events = play(state, 0, "H5 H6 H7 H8")
    assert effect_keys(events) == ["daifugo13.effect.skip"] and state.pub.phase == "effect"
    events = act(state, 0, "skip_give")
    assert effect_keys(events)[0] == "daifugo13.effect.eight_cut"
    assert state.pub.table == [] and state.pub.turn == 0
    assert state.pub.revolutions == 2  # both 4-card stairs counted on the cut (D23)


def test_D16_nine_reverses_and_ambulance_clears_without_reversing():
    state = make_state(["H9 H4", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H9")
    assert state.pub.direction == -1 and state.pub.turn == 3
    state = make_state(["H9 X1 H4", "D4", "C9", "H2"], turn=0)
    events = play(state, 0, "H9 X1", "group:9")
    assert effect_keys(events) == ["daifugo13.effect.ambulance"]
    assert state.pub.direction == 1 and state.pub.table == [] and state.pub.turn == 0
    state = make_state(["H9 S9 D9 H4", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H9 S9 D9")
    assert state.pub.direction == -1 and state.pub.turn == 3


def test_D17_ten_discards_face_down_count_public():
    state = make_state(["H10 H4 S6", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H10")
    events = act(state, 0, "discard", "S6")
    discard = next(e for e in events if e.kind == "discard")
    assert discard.for_viewer(1).cards == (None,) and discard.for_viewer(0).cards[0].code == "S6"
    view = RULES.view(state, 1)
    assert view.pub.discard_counts[0] == 1 and all(c.code != "S6" for c in view.pub.dead_public)
    assert [c.code for c in RULES.view(state, 0).my_discards] == ["S6"]


def test_D18_eleven_back_inverts_until_the_table_clears():
    state = make_state(["HJ H4 S6", "D4 HK", "C9 DQ", "H2 C6"], turn=0)
    play(state, 0, "HJ")
    act(state, 0, "eleven_back")
    assert state.pub.inverted and state.pub.turn == 1
    assert {frozenset(c.code for c in a.cards) for a in legal_plays(state, 1)} == {frozenset({"D4"})}
    play(state, 1, "D4")
    act(state, 2, "pass")
    act(state, 3, "pass")
    act(state, 0, "pass")
    assert state.pub.table == [] and not state.pub.inverted


def test_D19_queen_bomber_discards_named_cards_and_bomb_out_scores_zero():
    state = make_state(["HQ H4 S4 C6", "D4", "C9 DK", "H2 S2"], turn=0)
    play(state, 0, "HQ")
    names = {a.value for a in RULES.legal_actions(state, 0)}
    assert "joker" in names and "4" in names
    act(state, 0, "bomb", value="4")
    assert hand_codes(state, 0) == {"C6"}
    assert state.pub.phase == "over" and state.pub.out == [1]
    result = RULES.result(state)
    assert result.scores[1] == 0 and result.winners == [1]
    assert result.lines[1][0].key == "daifugo13.line.bombed_out"
    assert result.scores[0] == 6 and result.scores[2] == 20 + 13


def test_D19_declarer_may_not_empty_own_hand():
    state = make_state(["HQ H4 S4", "D5", "C9 DK", "H2 S2"], turn=0)
    play(state, 0, "HQ")
    assert "4" not in {a.value for a in RULES.legal_actions(state, 0)}
    with pytest.raises(IllegalAction) as err:
        act(state, 0, "bomb", value="4")
    assert err.value.key == "daifugo13.err.bomb_self"


def test_D20_give_and_discard_keep_the_last_card():
    state = make_state(["H7 S7 H4", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H7 S7")
    assert state.pub.phase == "play" and state.pub.turn == 1 and hand_codes(state, 0) == {"H4"}
    state = make_state(["H10 H4 S6", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H10")
    snapshot = (list(state.hands[0]), state.pub.phase)
    with pytest.raises(IllegalAction):
        act(state, 0, "discard", "H4 S6")
    assert (state.hands[0], state.pub.phase) == snapshot


def test_D21_no_finishing_on_a_role():
    state = make_state(["H8 S8", "D4", "C9", "H2"], turn=0)
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "H8 S8")
    assert str(err.value) == "A play containing a role card cannot be your last"
    assert all(len(a.cards) < 2 for a in legal_plays(state, 0))
    state = make_state(["H3 D3 C3", "D4", "C9", "H2"], turn=0)
    assert not any(a.kind == "sandstorm" for a in RULES.legal_actions(state, 0))


def test_D22_stuck_leader_draws_one_and_the_turn_passes():
    state = make_state(["H8", "D4", "C9", "H2"], turn=0, pile="SK SQ")
    assert RULES.legal_actions(state, 0) == [Action("draw")]
    with pytest.raises(IllegalAction):
        act(state, 0, "pass")
    events = act(state, 0, "draw")
    assert hand_codes(state, 0) == {"H8", "SQ"} and state.pub.turn == 1 and state.pub.table == []
    draw = next(e for e in events if e.kind == "draw")
    assert draw.for_viewer(2).cards == (None,)


def test_D23_revolution_on_clear_and_A1_two_revolutions_cancel():
    state = make_state(["H6 S6 D6 C6 H4", "H7 S7 D7 C7 D4", "C9", "H2"], turn=0)
    play(state, 0, "H6 S6 D6 C6")
    assert not state.pub.inverted
    play(state, 1, "H7 S7 D7 C7")  # one card left: the four gifts are skipped (D20)
    for seat in (2, 3, 0):
        act(state, seat, "pass")
    assert state.pub.revolutions == 2 and not state.pub.inverted
    state = make_state(["H4 H5 H6 S4 S5 S6 DK", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H4 H5 H6 S4 S5 S6")
    assert state.pub.pending_revolutions == 0  # wide stairs with 3 steps
    state = make_state(["H3 H4 H5 H6 DK", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H3 H4 H5 H6")
    assert state.pub.pending_revolutions == 1


def test_normal_ai_D23_starts_a_revolution_with_weak_cards_left():
    from engines.daifugo13.ai import NormalPlayer

    state = make_state(["H6 S6 D6 C6 H4 S4 D3", "D4 C4", "C9", "H2"], turn=0)
    action = NormalPlayer().choose(RULES.view(state, 0), RULES.legal_actions(state, 0), random.Random(1))
    assert len(action.cards) == 4


def test_D23_four_eights_cut_and_count_their_revolution_at_once():
    state = make_state(["H8 S8 D8 C8 H4 S6", "D4", "C9", "H2"], turn=0)
    events = play(state, 0, "H8 S8 D8 C8")
    assert effect_keys(events).count("daifugo13.effect.eight_cut") == 4
    assert "daifugo13.effect.revolution" in effect_keys(events)
    assert state.pub.inverted and state.pub.turn == 0 and state.pub.table == []


def test_D18_eleven_back_chosen_after_a_cut_in_the_same_play_lasts_to_the_next_clear():
    state = make_state(["H8 H9 H10 HJ S4 S6", "D4", "C9", "H2"], turn=0)
    play(state, 0, "H8 H9 H10 HJ")
    act(state, 0, "skip_discard")
    act(state, 0, "eleven_back")
    assert state.pub.table == [] and state.pub.turn == 0
    # the 4-card stairs counted one revolution on the cut, the Eleven Back inverts once more
    assert state.pub.revolutions == 1 and state.pub.eleven_back == 1 and not state.pub.inverted


def test_D24_pass_draws_the_table_count_and_may_then_play():
    state = make_state(["H4 D4 C6", "S4 C4", "C9", "H2"], turn=0, pile="S10 SK HK")
    play(state, 0, "H4 D4")
    events = act(state, 1, "pass")
    assert hand_codes(state, 1) == {"S4", "C4", "HK", "SK"}
    assert state.pub.phase == "after_draw" and state.pub.turn == 1
    draw = next(e for e in events if e.kind == "draw")
    assert draw.visible_to == frozenset({1}) and draw.for_viewer(0).cards == (None, None)
    assert Action("end_turn") in RULES.legal_actions(state, 1)
    play(state, 1, "HK SK")
    assert state.pub.last_player == 1


def test_D25_round_ends_when_all_others_passed():
    state = make_state(["H4 D6", "C3", "D3", "H3"], turn=0)
    play(state, 0, "H4")
    for seat in (1, 2, 3):
        events = act(state, seat, "pass")
    assert any(e.kind == "clear" for e in events)
    assert state.pub.table == [] and state.pub.turn == 0


def test_D26_no_third_lead_in_a_row():
    state = make_state(["H4 D6 S6", "C3", "D3", "H3"], turn=0, last_leader=0, lead_streak=1)
    play(state, 0, "H4")
    assert state.pub.lead_streak == 2
    for seat in (1, 2, 3):
        events = act(state, seat, "pass")
    assert state.pub.turn == 1
    assert any(e.kind == "lead_limit" for e in events)


def test_D27_deadlock_when_everyone_is_stuck_and_the_pile_is_empty():
    state = make_state(["H8", "D5", "C9", "HQ"], turn=0)
    for seat in range(4):
        events = act(state, seat, "draw")
    assert state.pub.phase == "over" and state.pub.deadlock
    assert any(e.kind == "deadlock" for e in events)
    result = RULES.result(state)
    assert result.scores == [20, 20, 20, 20] and result.details["deadlock"]
    assert all(len(lines) == 1 and lines[0].key == "daifugo13.line.hand" for lines in result.lines)


def test_D27a_dead_cards_never_return_and_an_empty_pile_gives_nothing():
    state = make_state(["H4 D6", "S4 C3", "D3", "H3"], turn=0)
    play(state, 0, "H4")
    act(state, 1, "pass")
    assert hand_codes(state, 1) == {"S4", "C3"}
    for seat in (2, 3):
        act(state, seat, "pass")
    assert [c.code for c in state.pub.dead_public] == ["H4"] and state.pile == []


# ---- scoring and the match --------------------------------------------------------------------
def test_D28_D30_deal_ends_when_a_hand_empties_finisher_bonus():
    state = make_state(["H6 S6", "D4 X1", "C9 HK", "H2 S7 C7"], turn=0)
    events = play(state, 0, "H6 S6")
    assert state.pub.phase == "over" and any(e.kind == "out" for e in events)
    assert RULES.to_act(state) == ()
    result = RULES.result(state)
    assert result.scores == [-120, 4 + 50, 20 + 13, 2 + 20 + 20]
    assert result.winners == [0] and result.details["seats"][0]["went_out"]
    assert [ln.key for ln in result.lines[0]] == ["daifugo13.line.finisher"]
    assert [e.value for e in events if e.kind == "score"] == result.scores


def test_D29_penalty_points():
    assert hand_points(cards("X1 H5 S3 H3 HK HA H2 H4")) == 50 + 20 + 20 + 3 + 13 + 1 + 2 + 4


def test_D31_uno_scoring_sums_to_zero():
    state = make_state(["H6 S6", "D4 X1", "C9 HK", "H2 S7 C7"], turn=0, uno=True)
    play(state, 0, "H6 S6")
    result = RULES.result(state)
    assert sum(result.scores) == 0 and result.scores[0] == -(54 + 33 + 42)
    assert result.lines[0][0].key == "daifugo13.line.uno"


def test_D32_match_of_four_deals_lowest_total_wins_worst_leads_next():
    from game.headless import ai_match

    match = ai_match("daifugo13", 4, 11, "normal")
    assert match.deals == 4
    match.play_out()
    assert len(match.deal_results) == 4
    totals = match.totals()
    assert match.winners() == [s for s, t in enumerate(totals) if t == min(totals)]
    first = match.deal_results[0]
    assert first.carry["worst"] in [s for s, p in enumerate(first.scores) if p == max(first.scores)]
    with pytest.raises(ValueError):
        RULES.normalise_options({"deals": 0})
    assert RULES.normalise_options({"uno_scoring": True}) == {"deals": 4, "uno_scoring": True}
