"""Democracy rules by id (M01–M16, M04a: the in-game rules text) for 2–6 players, on rigged
states and seeded deals. Rulings made for holes in the rules are tested under their rule's id."""
import random
from collections import Counter

import pytest

from democracy_helpers import C, play, play_trick, random_game, rig
from engines.democracy import RULES
from engines.democracy.cards import ORDER, POINTS, deck, points, trick_outcome
from engines.democracy.scoring import suit_points
from game.actions import Action
from game.cards import SUITS, Card
from game.errors import IllegalAction
from game.match import Match
from game.seats import Seat

PLAYERS = (2, 3, 4, 5, 6)


# ---- M01–M03 ------------------------------------------------------------------------------
@pytest.mark.parametrize("players,size,jokers", [(2, 48, 0), (3, 48, 0), (4, 50, 2), (5, 48, 0),
                                                 (6, 49, 1)])
def test_M01_deck_without_twos_and_jokers_per_player_count(players, size, jokers):
    cards = deck(players)
    assert len(cards) == len(set(cards)) == size
    assert sum(c.is_joker for c in cards) == jokers
    assert not any(c.rank == 2 and not c.is_joker for c in cards)
    state = RULES.new_deal({}, players, random.Random(1))
    assert Counter(RULES.all_cards(state)) == Counter(cards)


def test_M02_order_high_to_low():
    assert ORDER == (5, 4, 3, 1, 13, 12, 11, 10, 9, 8, 7, 6)
    for hi, lo in zip(ORDER, ORDER[1:]):
        # as trump and with no trump played
        assert trick_outcome([(0, Card("S", lo)), (1, Card("S", hi))], Card("S", 2), False) == (1, ())
        assert trick_outcome([(0, Card("H", lo)), (1, Card("D", hi))], Card("X", 1), False) == (1, ())


def test_M03_points_and_each_suit_totals_25():
    assert [POINTS[r] for r in ORDER] == [5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 0]
    for suit in SUITS:
        assert sum(points(c) for c in deck(4) if c.suit == suit) == 25
    assert points(Card("X", 1)) == 0


# ---- M04a, M04 -----------------------------------------------------------------------------
def test_M04a_first_dealer_random_then_passes_left():
    dealers = {RULES.new_deal({}, 4, random.Random(seed)).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    state = RULES.new_deal({}, 4, random.Random(3), carry={"dealer": 3, "totals": [0] * 4})
    assert state.dealer == 0
    match = Match("democracy", {}, [Seat(f"A{i}", "ai", "random") for i in range(3)], 5)
    first = match.state.dealer
    match.run_ai_until_human()
    if not match.over:
        match.next_deal()
        assert match.state.dealer == (first + 1) % 3


@pytest.mark.parametrize("players,per", [(2, 8), (3, 6), (4, 5), (5, 4), (6, 3)])
def test_M04_two_days_each_player_and_pool_same_count(players, per):
    state = RULES.new_deal({}, players, random.Random(players))
    assert [len(h) for h in state.hands] == [per] * players
    assert len(state.pool) == per - 1 and state.turned is not None      # the first one turned
    assert [len(h) for h in state.later_hands] == [per] * players and len(state.later_pool) == per
    assert len(state.out) == (7 if players == 6 else 0)
    view = RULES.view(state, 0)
    assert view.days == 2 and view.day == 1 and view.unseen == len(state.out)


@pytest.mark.parametrize("players,per", [(2, 16), (3, 12), (4, 10), (5, 8), (6, 7)])
def test_M04_one_day_option_deals_everything(players, per):
    state = RULES.new_deal({"one_day": True}, players, random.Random(players))
    assert [len(h) for h in state.hands] == [per] * players and len(state.pool) == per - 1
    assert state.later_hands == [] and state.out == [] and state.days == 1
    final, _ = random_game(players, 11, {"one_day": True})
    assert {t.day for t in final.tricks} == {1} and len(final.tricks) == per


# ---- M05–M08 -------------------------------------------------------------------------------
def test_M05_top_pool_card_turned_sets_trump_and_all_choose_face_down():
    state = rig(3, ["S5 H6", "D4 C7", "H3 SA"], "HK DQ")
    assert state.turned == C("HK")[0] and RULES.view(state, 0).trump == "H"
    assert RULES.to_act(state) == (0, 1, 2)
    RULES.apply(state, 1, play("C7"))
    assert RULES.to_act(state) == (0, 2)
    assert RULES.view(state, 0).chosen == (1,)
    play_trick_rest = [RULES.apply(state, 0, play("S5")), RULES.apply(state, 2, play("H3"))]
    assert any(e.kind == "reveal" for e in play_trick_rest[-1])
    assert state.turned == C("DQ")[0]


def test_M05_joker_turned_means_no_trump():
    state = rig(4, ["S6", "H5", "D7", "C8"], "X1")
    assert RULES.view(state, 0).trump is None
    play_trick(state, "S6 H5 D7 C8")
    assert state.tricks[0].winner == 1


def test_M06_highest_trump_wins_and_no_duty_to_follow():
    state = rig(3, ["S5 H6", "D4 C7", "H7 SA"], "HK DQ")
    legal = {a.cards[0] for a in RULES.legal_actions(state, 0)}
    assert legal == set(C("S5 H6"))                  # any card, whatever the trump
    play_trick(state, "S5 C7 H7")
    assert state.tricks[0].winner == 2               # the lowest trump beats a non-trump 5


def test_M06_pool_card_never_decides_and_highest_card_wins_without_trump():
    state = rig(3, ["S5", "D4", "C3"], "H5")         # the turned ♥5 is not played
    play_trick(state, "S5 D4 C3")
    assert state.tricks[0].winner == 0               # no trump played: highest by M02


def test_M06_joker_ranks_with_fives_but_is_never_trump():
    assert trick_outcome([(0, Card("X", 1)), (1, Card("H", 4))], Card("S", 9), False) == (0, ())
    assert trick_outcome([(0, Card("X", 1)), (1, Card("S", 6))], Card("S", 9), False) == (1, ())


def test_M07_winner_takes_plays_and_pool_card_as_captured():
    state = rig(3, ["S5 H6", "D4 C7", "H3 SA"], "HK DQ")
    events = play_trick(state, "S5 C7 H3")
    assert sorted(state.captured[2]) == sorted(C("S5 C7 H3 HK"))
    assert len(state.hands[2]) == 1                  # captured, not into the hand
    take = [e for e in events if e.kind == "take"]
    assert take[0].seat == 2 and take[0].dst == "pile:2"


def test_M08_tie_each_keeps_own_card_rest_and_pool_discarded():
    state = rig(3, ["S5", "D5", "C3"], "HK")
    play_trick(state, "S5 D5 C3")
    t = state.tricks[0]
    assert t.winner is None and t.tied == (0, 1)
    assert state.captured == [list(C("S5")), list(C("D5")), []]
    assert sorted(state.discards) == sorted(C("C3 HK"))


def test_M08_joker_ties_with_a_five_without_trump():
    state = rig(4, ["X1", "D5", "C3", "S4"], "HK")
    play_trick(state, "X1 D5 C3 S4")
    assert state.tricks[0].tied == (0, 1)


def test_M08_a_trump_played_means_no_tie():
    state = rig(3, ["S5", "D5", "H6"], "HK")
    play_trick(state, "S5 D5 H6")
    assert state.tricks[0].winner == 2


# ---- M09–M11 -------------------------------------------------------------------------------
def test_M09_day_end_then_day_two_dealt():
    state = rig(2, ["S5", "D5"], "HK", later_hands=["C4", "C6"], later_pool="SQ")
    events = play_trick(state, "S5 D5")
    kinds = [e.kind for e in events]
    assert "day_end" in kinds and kinds.index("day_end") < kinds.index("deal")
    assert state.day == 2 and state.hands == [list(C("C4")), list(C("C6"))]
    assert state.turned == C("SQ")[0]
    play_trick(state, "C4 C6")
    assert RULES.is_over(state)


def test_M10_one_tribe_point_per_suit_of_13_or_more():
    state = rig(2, ["S5 S4 S3 H5", "D6 C6 C7 C8"], "SA SK SJ D7")
    for a, b in (("S5", "D6"), ("S4", "C6"), ("S3", "C7"), ("H5", "C8")):
        play_trick(state, f"{a} {b}")
    # seat 0 took S5 S4 S3 SA SK SJ = 5+4+3+3+2+2 = 19 spades, and H5 only 5 hearts
    assert suit_points(state.captured[0])["S"] == 19
    result = RULES.result(state)
    assert result.scores[0] == 1 and result.lines[0][0].key == "democracy.line.suit"


def test_M10_exactly_13_counts():
    state = rig(2, ["S5 S4", "D6 C6"], "S3 SQ")       # 5+4+3 + 2 = 14 ... use 13 below
    state2 = rig(2, ["S5 S4", "D6 C6"], "S3 S7")      # 5+4+3+1 = 13
    for st in (state, state2):
        play_trick(st, "S5 D6")
        play_trick(st, "S4 C6")
    assert RULES.result(state2).scores[0] == 1


def _finish_with(totals_list, target=5):
    from game.engine import DealResult
    results = [DealResult(scores=s, lines=[[] for _ in s]) for s in totals_list]
    totals = [sum(col) for col in zip(*totals_list)]
    return RULES.match_over({"target": target}, results, totals), totals


def test_M11_match_to_target_highest_wins_tie_plays_another_deal():
    assert _finish_with([[2, 1, 0]])[0] is False
    assert _finish_with([[2, 1, 0], [3, 0, 0]])[0] is True
    assert _finish_with([[3, 3, 0], [2, 2, 1]])[0] is False          # 5-5 tie: another deal
    assert _finish_with([[3, 3, 0], [2, 2, 1], [0, 1, 0]])[0] is True
    assert _finish_with([[1, 0]], target=1)[0] is True
    assert RULES.default_options()["target"] == 5                    # Ruling: default 5


def test_M11_match_ends_and_winner_has_unique_highest_total():
    for players in PLAYERS:
        match = Match("democracy", {"target": 3}, [Seat(f"A{i}", "ai", "random")
                                                    for i in range(players)], f"m{players}")
        match.play_out()
        totals = match.totals()
        assert max(totals) >= 3 and totals.count(max(totals)) == 1
        assert match.winners() == [totals.index(max(totals))]
        # earlier deals did not end it
        running = [0] * players
        for result in match.deal_results[:-1]:
            running = [a + b for a, b in zip(running, result.scores)]
            assert max(running) < 3 or running.count(max(running)) > 1


def test_M11_other_games_keep_a_fixed_number_of_deals():
    from game import registry
    rules = registry.load("napoleon")
    assert rules.match_over({"deals": 2}, [object()], [0] * 5) is False
    assert rules.match_over({"deals": 2}, [object(), object()], [0] * 5) is True


# ---- options M12–M16 -----------------------------------------------------------------------
BAD = "S10 H9 D8 C7"


def test_M12_bad_catch_claim_redeals_and_scores_one_point():
    state = rig(2, [BAD, "S5 H5 D5 C5"], "SA HA DA CA", options={"bad_catch": True},
                later_hands=["SK HK DK CK", "SQ HQ DQ CQ"], later_pool="SJ HJ DJ CJ")
    assert Action("bad_catch") in RULES.legal_actions(state, 0)
    assert Action("bad_catch") not in RULES.legal_actions(state, 1)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 1, Action("bad_catch"))
    assert err.value.key == "democracy.err.no_bad_catch"
    RULES.apply(state, 0, Action("bad_catch"))
    events = RULES.apply(state, 1, play("S5"))
    kinds = [e.kind for e in events]
    assert "reveal" not in kinds and kinds.index("bad_catch") < kinds.index("redeal")
    assert state.bad_catch_points == [1, 0] and state.redeals == 1
    assert Counter(RULES.all_cards(state)) == Counter(deck(2))      # the whole deck redealt
    assert state.day == 1 and state.tricks == [] and all(len(h) == 8 for h in state.hands)


def test_M12_every_claimant_gets_the_point_and_only_on_the_first_trick():
    state = rig(3, [BAD + " S9", "S8 H8 D10 C10 C9", "S5 H5 D5 C5 S4"], "SA HA DA CA HK",
                options={"bad_catch": True})
    RULES.apply(state, 0, Action("bad_catch"))
    RULES.apply(state, 1, Action("bad_catch"))
    RULES.apply(state, 2, play("S5"))
    assert state.bad_catch_points == [1, 1, 0]
    state = rig(2, [BAD, "S5 H5 D5 C5"], "SA HA DA CA", options={"bad_catch": True})
    play_trick(state, "S10 S5")
    assert Action("bad_catch") not in RULES.legal_actions(state, 0)


def test_M12_bad_catch_needs_the_option_and_a_pure_hand():
    state = rig(2, [BAD, "S5 H5 D5 C5"], "SA HA DA CA")
    assert Action("bad_catch") not in RULES.legal_actions(state, 0)
    state = rig(2, ["S10 H9 D8 C6", "S5 H5 D5 C5"], "SA HA DA CA", options={"bad_catch": True})
    assert Action("bad_catch") not in RULES.legal_actions(state, 0)          # a 6 spoils it
    state = rig(4, ["S10 H9 D8 X1", "S5", "H5", "D5"], "SA", options={"bad_catch": True})
    assert Action("bad_catch") not in RULES.legal_actions(state, 0)          # so does a joker


def test_M12_target_checked_only_at_the_end_of_a_completed_deal():
    match = Match("democracy", {"bad_catch": True, "target": 1},
                  [Seat(f"A{i}", "ai", "random") for i in range(2)], 1)
    state = rig(2, [BAD, "S5 H5 D5 C5"], "SA HA DA CA", options={"bad_catch": True,
                                                                  "target": 1})
    match.state = state
    match.play(0, Action("bad_catch"))
    match.play(1, play("S5"))
    assert not match.deal_over and not match.over and match.deal_results == []


def test_M13_high_stake_scores_two_or_three_per_suit():
    for stake in (2, 3):
        opts = {"high_stake": True, "high_stake_points": stake, "bad_catch": True}
        state = rig(2, [BAD, "S6 H6 D6 C6"], "S5 S4 S3 SA", options=opts)
        for a, b in (("S10", "S6"), ("H9", "H6"), ("D8", "D6"), ("C7", "C6")):
            play_trick(state, f"{a} {b}")
        result = RULES.result(state)
        spades = suit_points(state.captured[0])["S"]        # 1 + 0 + 5 + 4 + 3 + 3
        assert spades >= 13
        assert result.scores[0] == stake
        assert "0" in result.details["high_stake"]                  # Day-1 hand shown
        assert any(key == "democracy.note.high_stake" for _, key, _ in RULES.notes(result))


def test_M13_high_stake_only_for_a_true_bad_catch():
    opts = {"high_stake": True}
    state = rig(2, ["S10 H9 D8 C6", "D6 C6 D4 C4"], "S5 S4 S3 SA", options=opts)
    for a, b in (("S10", "D6"), ("H9", "C6"), ("D8", "D4"), ("C6", "C4")):
        RULES.apply(state, 0, play(a))
        RULES.apply(state, 1, play(b))
    assert RULES.result(state).details["high_stake"] == {}


def test_M14_ghost_everyone_draws_from_left_neighbour():
    state = rig(3, ["S5 S6", "H5 H6", "D5 D6"], "X1 CK", options={"ghost": True})
    # the joker was turned: the Ghost already happened
    ghost = state.tricks[0]
    assert ghost.kind == "ghost" and state.discards == list(C("X1"))
    for drawer, src, card in ghost.draws:
        assert src == (drawer + 1) % 3 and card in state.captured[drawer]
        assert card.suit == "SHD"[src]
    assert [len(h) for h in state.hands] == [1, 1, 1] and state.turned == C("CK")[0]


def test_M14_ghost_dealer_chooses_each_time():
    opts = {"ghost": True, "ghost_dealer_choice": True}
    state = rig(3, ["S5 S6", "H5 H6", "D5 D6"], "X1 CK", options=opts, dealer=2)
    assert RULES.to_act(state) == (2,) and state.phase == "ghost"
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Action("ghost"))
    events = RULES.apply(state, 2, Action("no_trump"))
    assert events[0].kind == "ghost_choice" and state.phase == "play"
    play_trick(state, "S5 H6 D6")
    assert state.tricks[0].kind == "trick" and state.tricks[0].winner == 0
    state = rig(3, ["S5 S6", "H5 H6", "D5 D6"], "X1 CK", options=opts, dealer=1)
    RULES.apply(state, 1, Action("ghost"))
    assert state.tricks[0].kind == "ghost"


def test_M14_without_ghost_a_joker_is_a_no_trump_trick():
    state = rig(3, ["S5 S6", "H4 H6", "D3 D6"], "X1 CK")
    assert state.phase == "play" and state.tricks == []


def test_M15_dummy_joker_is_lowest():
    assert trick_outcome([(0, Card("X", 1)), (1, Card("S", 6))], Card("X", 2), True) == (1, ())
    state = rig(4, ["X1", "D6", "C7", "S8"], "HK", options={"dummy_joker": True})
    play_trick(state, "X1 D6 C7 S8")
    assert state.tricks[0].winner == 3


SPADES = "S5 S4 S3 SA SK SQ SJ S10 S9 S8 S7 S6"


def _sweep_state(options, declare=None):
    """Seat 0 takes every spade on Day 1 (2 players, 6-card hands in a one-Day rig)."""
    hands = ["S5 S4 S3 SA SK SQ", "H6 H7 H8 H9 H10 HJ"]
    state = rig(2, hands, "SJ S10 S9 S8 S7 S6", options=options,
                later_hands=["D6", "D7"], later_pool="C6")
    for a, b in zip(hands[0].split(), hands[1].split()):
        play_trick(state, f"{a} {b}")
    if declare is not None:
        assert state.phase == "declare" and RULES.to_act(state) == (0, 1)
        RULES.apply(state, 0, Action("declare", value=declare))
        RULES.apply(state, 1, Action("declare", value=""))
    play_trick(state, "D6 D7")
    return RULES.result(state)


def test_M16_suit_sweep_scores_two():
    assert _sweep_state({}).scores[0] == 1
    result = _sweep_state({"suit_sweep": True})
    assert result.scores[0] == 2 and result.lines[0][0].key == "democracy.line.sweep"


def test_M16_declared_sweep_and_undeclared_or_failed_ones():
    opts = {"suit_sweep": True, "suit_sweep_declared": True}
    assert _sweep_state(opts, declare="S").scores[0] == 2
    assert _sweep_state(opts, declare="").scores[0] == 1          # Ruling: undeclared = plain
    result = _sweep_state(opts, declare="SH")                        # ♥ not swept: 0 for it
    assert result.scores[0] == 2 and any(l.key == "democracy.line.sweep_failed"
                                         for l in result.lines[0])


def test_M16_declared_fail_scores_zero_even_with_13():
    opts = {"suit_sweep": True, "suit_sweep_declared": True}
    hands = ["S5 S4 S3 SA", "S6 H7 H8 H9"]
    state = rig(2, hands, "SK SQ SJ S10", options=opts, later_hands=["D6", "D7"],
                later_pool="C6")
    play_trick(state, "S5 S6")
    for a, b in zip(hands[0].split()[1:], hands[1].split()[1:]):
        play_trick(state, f"{a} {b}")
    RULES.apply(state, 0, Action("declare", value="S"))
    RULES.apply(state, 1, Action("declare", value=""))
    play_trick(state, "D6 D7")
    assert suit_points(state.captured[0])["S"] >= 13
    assert RULES.result(state).scores[0] == 0


def test_M16_one_day_declares_right_after_the_deal():
    state = RULES.new_deal({"one_day": True, "suit_sweep": True, "suit_sweep_declared": True},
                           3, random.Random(2))
    assert state.phase == "declare" and state.turned is None
    for seat in range(3):
        RULES.apply(state, seat, Action("declare", value=""))
    assert state.phase in ("play", "ghost") and state.declared == ["", "", ""]


# ---- refusals --------------------------------------------------------------------------------
def test_illegal_actions_raise_with_reason_keys_state_untouched():
    from game.i18n import has
    state = rig(3, ["S5 H6", "D4 C7", "H3 SA"], "HK DQ")
    before = (list(map(list, state.hands)), dict(state.pending))
    for seat, action, key in ((0, play("D4"), "democracy.err.not_in_hand"),
                              (0, Action("play", C("S5 H6")), "democracy.err.play_one"),
                              (0, Action("ghost"), "democracy.err.play_one"),
                              (0, Action("bad_catch"), "democracy.err.no_bad_catch"),
                              (7, play("S5"), "democracy.err.no_seat")):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, seat, action)
        assert err.value.key == key and has(key, "en") and has(key, "ja")
    assert (list(map(list, state.hands)), dict(state.pending)) == before
    RULES.apply(state, 0, play("S5"))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, play("H6"))
    assert err.value.key == "democracy.err.already_chosen"


def test_M12_ruling_claim_still_open_after_a_ghost_before_the_first_trick():
    opts = {"bad_catch": True, "ghost": True}
    state = rig(4, [BAD, "S5 H5 D5 C5", "S4 H4 D4 C4", "S3 H3 D3 C3"], "X1 SA HA DA",
                options=opts)
    assert state.tricks[0].kind == "ghost"
    assert Action("bad_catch") in RULES.legal_actions(state, 0)      # judged on the dealt hand


def test_M13_ruling_high_stake_without_the_bad_catch_option():
    state = rig(2, [BAD, "S6 H6 D6 C6"], "S5 S4 S3 SA", options={"high_stake": True})
    assert Action("bad_catch") not in RULES.legal_actions(state, 0)
    for a, b in (("S10", "S6"), ("H9", "H6"), ("D8", "D6"), ("C7", "C6")):
        play_trick(state, f"{a} {b}")
    assert RULES.result(state).scores[0] == 2


def test_M13_ruling_high_stake_multiplies_a_sweep():
    opts = {"suit_sweep": True, "high_stake": True}
    state = rig(2, ["S10 S9 S8 S7 H10 H9", "D6 C6 H6 D7 D8 C8"], "S5 S4 S3 SA SK SQ",
                options=opts, later_hands=["SJ C7", "S6 H8"], later_pool="C9 C10")
    state.day1_hands[0] = tuple(state.hands[0])
    for a, b in zip("S10 S9 S8 S7 H10 H9".split(), "D6 C6 H6 D7 D8 C8".split()):
        play_trick(state, f"{a} {b}")
    play_trick(state, "SJ S6")                   # ♣9 turned: no trump played, J beats 6
    play_trick(state, "C7 H8")
    result = RULES.result(state)
    assert result.lines[0][0].key == "democracy.line.sweep" and result.scores[0] == 4


def test_M14_ruling_draws_shown_to_all_and_the_joker_discarded():
    state = rig(3, ["S5 S6 S7", "H5 H6 H7", "D5 D6 D7"], "CK X1 CQ", options={"ghost": True})
    events = play_trick(state, "S5 H5 D5")
    draws = [e for e in events if e.kind == "draw"]
    assert len(draws) == 3 and all(e.visible_to is None and e.cards[0] is not None for e in draws)
    assert [e for e in events if e.kind == "discard"][-1].cards == C("X1")
    assert state.turned == C("CQ")[0] and [len(h) for h in state.hands] == [1, 1, 1]


def test_M04_deal_events_show_each_hand_only_to_its_owner():
    from game.actions import events_for
    state = RULES.new_deal({}, 3, random.Random(4))
    opening = RULES.opening_events(state)
    for viewer in (0, 1, 2, None):
        for e in events_for(opening, viewer):
            if e.kind == "deal":
                shown = e.seat == viewer and viewer is not None
                assert all((c is not None) == shown for c in e.cards)
    assert [e.kind for e in opening][-1] == "turn"


# ---- M05–M10 against a plain reference, 2–6 players ------------------------------------------
def _reference_winner(plays, pool_card, dummy):
    """M06/M08 written out the long way: rank lists by M02, jokers by M06/M15."""
    rank_order = [5, 4, 3, 1, 13, 12, 11, 10, 9, 8, 7, 6]

    def strength(card):
        if card.is_joker:
            return -1 if dummy else 12
        return 12 - rank_order.index(card.rank)

    if not pool_card.is_joker:
        trumps = [(strength(c), s) for s, c in plays if c.suit == pool_card.suit]
        if trumps:
            return max(trumps)[1], ()
    top = max(strength(c) for _, c in plays)
    seats = [s for s, c in plays if strength(c) == top]
    return (seats[0], ()) if len(seats) == 1 else (None, tuple(seats))


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("options", [{}, {"dummy_joker": True, "ghost": True}, {"one_day": True}])
def test_M05_to_M10_every_trick_against_a_reference(players, options):
    for seed in range(15):
        state, _ = random_game(players, f"ref{seed}", options)
        per_day = {2: 8, 3: 6, 4: 5, 5: 4, 6: 3}[players]
        one_day = {2: 16, 3: 12, 4: 10, 5: 8, 6: 7}[players]
        assert len(state.tricks) == (one_day if options.get("one_day") else 2 * per_day)
        piles = [[] for _ in range(players)]
        discards = []
        for t in state.tricks:
            if t.kind == "ghost":
                for drawer, _, card in t.draws:
                    piles[drawer].append(card)
                discards.append(t.pool_card)
                continue
            assert [s for s, _ in t.plays] == list(range(players))          # M05: everyone plays
            winner, tied = _reference_winner(t.plays, t.pool_card, options.get("dummy_joker", False))
            assert (t.winner, t.tied) == (winner, tied)
            if winner is not None:                                           # M07
                piles[winner] += [c for _, c in t.plays] + [t.pool_card]
            else:                                                            # M08
                for s in tied:
                    piles[s].append(t.plays[s][1])
                discards += [c for s, c in t.plays if s not in tied] + [t.pool_card]
        assert [sorted(p) for p in piles] == [sorted(p) for p in state.captured]
        assert sorted(discards) == sorted(state.discards)
        result = RULES.result(state)                                        # M10
        for s in range(players):
            expected = sum(1 for suit in SUITS if suit_points(piles[s])[suit] >= 13)
            assert result.scores[s] == expected


def test_M05_ruling_a_choice_is_final():
    state = rig(3, ["S5 H6", "D4 C7", "H3 SA"], "HK DQ")
    RULES.apply(state, 0, play("S5"))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, play("H6"))
    assert err.value.key == "democracy.err.already_chosen"
    assert RULES.legal_actions(state, 0) == [] and state.pending[0] == play("S5")
