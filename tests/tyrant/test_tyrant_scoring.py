"""Tyrant end and scoring T31–T37 with the worked examples of the rules file (base points, suit
and rank bonuses, underdog, the full XC/LOL/DH/JG Monarchomachi example) and the DealResult."""
import json

from engines.tyrant import RULES
from engines.tyrant.scoring import (base_points, eliminated, owned_cards, pick_winner, rank_bonus,
                                    suit_bonus, underdog_bonus)
from tests.tyrant.tyrant_builder import build, cards


def final(aces, trick_piles, chips, piles=None, marker=0):
    state = build(players=len(chips), aces=aces, trick_piles=trick_piles, chips=chips,
                  piles=piles or {}, marker=marker, lead="", start=False)
    state.phase = "over"
    return state


def test_T31_owned_cards_are_the_ace_and_the_fame_cards_not_the_numbers_inside():
    state = final("HA SA DA", {0: [("HK", "H2 H3 S9")], 1: [("CQ", "C2")]}, [0, 0, 0])
    assert owned_cards(state, 0) == cards("HA HK")
    assert owned_cards(state, 1) == cards("SA CQ") and owned_cards(state, 2) == cards("DA")


def test_T32_base_points_example_one_jack_two_queens_one_chip_is_6():
    assert base_points(cards("SJ HQ DQ"), 1) == 6
    assert base_points(cards("SA SK"), 0) == 3


def test_T33_suit_bonus_example_one_diamond_three_clubs_is_4():
    assert suit_bonus(cards("DJ CJ CQ CK")) == 4
    assert suit_bonus(cards("SA SJ SQ SK")) == 6 and suit_bonus(cards("HA HK")) == 2


def test_T34_rank_bonus_example_JJJQQA_is_13():
    assert rank_bonus(cards("SJ HJ DJ SQ HQ CA")) == 13
    assert rank_bonus(cards("SK HK DK CK")) == 10


def test_T35_underdog_example_three_tie_with_one_trick_four_piles_two_each():
    assert underdog_bonus([1, 1, 1, 5], 4) == [2, 2, 2, 0]
    assert underdog_bonus([0, 3, 5], 2) == [4, 0, 0]


def full_end_example():
    # XC (seat 0) owns ♥K and ♥A and 1 chip; LOL 21, DH 20, JG 13; 2 piles in the plaza.
    # (The source only gives the totals of LOL, DH and JG; these holdings produce them.)
    return final("HA SA DA CA",
                 {0: [("HK", "")], 1: [("SK", ""), ("SQ", ""), ("DK", "")],
                  2: [("DQ", ""), ("CQ", ""), ("CK", "")], 3: [("CJ", ""), ("HJ", "")]},
                 [1, 4, 4, 4], piles={"H": 1, "S": 1})


def test_T36_T37_full_end_example_XC_LOL_DH_JG():
    result = RULES.result(full_end_example())
    assert result.scores == [10, 21, 20, 13]
    xc = {line.key: line.points for line in result.lines[0]}
    assert xc == {"tyrant.line.base": 4, "tyrant.line.suit_bonus": 2, "tyrant.line.rank_bonus": 0,
                  "tyrant.line.underdog": 4}
    assert result.lines[0][0].params == {"cards": "♥A ♥K", "chips": 1}
    seats = result.details["seats"]
    assert [s["eliminated"] for s in seats] == [False, True, True, False]
    assert [s["gap"] for s in seats] == [0, 11, 10, 3]
    assert result.winners == [3] and result.details["winner"] == 3
    assert result.details["tiebreak"] == "score" and result.details["plaza_piles"] == 2
    assert RULES.match_winners([result], result.scores) == [3]
    json.dumps(result.to_json())


def test_T36_nobody_is_eliminated_within_nine_points_and_the_lowest_never_is():
    assert eliminated([5, 14, 9]) == [False, False, False]
    assert eliminated([0, 10, 10, 0]) == [False, True, True, False]


def test_T37_ties_go_to_most_tricks_then_nearest_the_marker_clockwise():
    assert pick_winner([12, 12, 5], [2, 3, 1], marker=0) == (1, "tricks")
    assert pick_winner([12, 12, 5, 12], [2, 2, 1, 2], marker=2) == (3, "marker")
    assert pick_winner([12, 12, 5, 12], [2, 2, 1, 2], marker=1) == (1, "marker")
    assert pick_winner([12, 12, 5, 12], [2, 2, 1, 2], marker=2)[0] == 3
    state = final("HA SA DA", {0: [("HJ", "")], 1: [("SJ", "")]}, [0, 0, 1], marker=2)
    # totals: seat 0 = 1 + 2 (suit) = 3, seat 1 = 3, seat 2 = 1 + underdog 0 (no piles)
    result = RULES.result(state)
    assert result.scores == [3, 3, 1] and result.winners == [0]
    assert result.details["tiebreak"] == "marker"
