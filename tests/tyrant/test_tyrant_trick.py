"""Tyrant trick rules T11–T30, with the worked examples of the rules file (power, marker, chips,
following, clean-up, plaza piles) on hand-built states."""
import random

import pytest

from game.actions import Action
from game.errors import IllegalAction
from engines.tyrant import RULES
from engines.tyrant.power import suit_powers, total_power
from tests.tyrant.tyrant_builder import build, cards, kinds, pass_, play, reveal_powers


# ---- 1 lead check ----------------------------------------------------------------------------
def test_T11_refill_shifts_the_row_and_turns_up_nearest_the_deck():
    state = build(players=3, lead="CK", row="HJ SQ", lead_deck="DJ DQ",
                  hands={0: "C2", 1: "C3", 2: "C4"})
    play(state, 0, "C2")
    play(state, 1, "C3")
    events = play(state, 2, "C4")
    assert state.trick == 2
    assert state.lead_row == cards("DQ HJ SQ")          # DQ was the lead deck's top card
    assert state.lead_row[-1].suit == "S" and state.lead_deck == cards("DJ")
    assert kinds(events).index("lead_shift") < kinds(events).index("lead_turn_up")


def test_T11_empty_lead_deck_turns_up_nothing():
    state = build(players=3, lead="CK", row="HJ", hands={0: "C2 H2", 1: "C3", 2: "C4"})
    play(state, 0, "C2")
    play(state, 1, "C3")
    events = play(state, 2, "C4")
    assert state.lead_row == cards("HJ") and "lead_turn_up" not in kinds(events)


def test_T12_passers_choose_six_of_their_stock_at_the_same_time_after_the_lead_check():
    state = build(players=3, lead="CK", row="HJ", lead_deck="SQ",
                  hands={0: "C2", 1: "D2 D3", 2: "H2"},
                  stocks={1: "S2 S3 S4 S5 S6 S7 S8", 2: "H3 H4"})
    play(state, 0, "C2")
    pass_(state, 1)
    pass_(state, 2)
    # seat 2 had 3 cards (hand + stock) → takes all automatically; seat 1 chooses 6 of 9
    assert state.phase == "return" and RULES.to_act(state) == (1,)
    assert state.lead_row[-1] == cards("HJ")[0] and state.lead_row[0] == cards("SQ")[0]
    assert sorted(state.hands[2]) == sorted(cards("H2 H3 H4")) and state.stocks[2] == []
    legal = RULES.legal_actions(state, 1)
    assert {a.cards[0].suit for a in legal} == {"S", "D"} and len(legal) == 2
    for code in "S8 D3 S2 S3 S4".split():
        RULES.apply(state, 1, Action("keep", tuple(cards(code))))
    assert state.phase == "return"
    RULES.apply(state, 1, Action("keep", tuple(cards("D2"))))
    assert state.phase == "play" and len(state.hands[1]) == 6 and len(state.stocks[1]) == 3
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 1, Action("keep", tuple(cards("S5"))))
    assert err.value.key == "tyrant.err.not_your_turn"


# ---- 2 play ------------------------------------------------------------------------------------
def test_T13_three_cards_need_exactly_one_face_up_which_is_public():
    state = build(hands={0: "C2 H2 D2 S2", 1: "C3", 2: "C4", 3: "C5"})
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, Action("play", tuple(cards("C2 H2 D2"))))
    assert err.value.key == "tyrant.err.face_up_needed"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, Action("play", tuple(cards("C2 H2")), 1))
    assert err.value.key == "tyrant.err.face_up_only_three"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, Action("play", tuple(cards("C2 H2 D2 S2")), 0))
    assert err.value.key == "tyrant.err.play_count"
    events = RULES.apply(state, 0, Action("play", tuple(cards("C2 H2 D2")), 1))
    seen = RULES.view(state, 2)
    # the face-up card shows last to the others: its place among the cards as played would tell
    # something of the suits face down
    assert seen.played[0] == (None, None, cards("H2")[0]) and seen.played_count[0] == 3
    assert RULES.view(state, 0).played[0] == tuple(cards("C2 H2 D2"))
    hidden = [e for e in events if e.kind == "play"][0]
    assert hidden.for_viewer(2).cards == (None, None) and hidden.value == 3


def test_T13_legal_plays_stay_short_and_one_per_suit_pattern():
    state = build(lead="HK", hands={0: "S2 S3 S4 H2 H3 D2 C2"})
    legal = RULES.legal_actions(state, 0)
    plays = [a for a in legal if a.kind == "play"]
    assert len(plays) <= 40
    patterns = {(tuple(sorted(c.suit for c in a.cards)),
                 a.cards[a.value].suit if a.value is not None else None) for a in plays}
    assert len(patterns) == len(plays)
    assert all(any(c.suit == "H" for c in a.cards) for a in plays)


def test_T14_following_example_zin_and_kiki():
    # lead ♥; zin (seat 0) holds hearts and plays ♥ ♦ ♣; kiki (seat 1) has no ♥ and plays ♣ ♠
    state = build(lead="HK", hands={0: "H2 D2 C2 S9", 1: "C3 S3 D3", 2: "H4", 3: "H5"})
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 0, Action("play", tuple(cards("D2 C2")), None))
    assert err.value.key == "tyrant.err.must_follow"
    assert str(err.value) == "You hold a heart: you must play at least one heart"
    play(state, 0, "H2 D2 C2", face=0)
    play(state, 1, "C3 S3")
    play(state, 2, "H4")
    events = play(state, 3, "H5")
    winner = [e.seat for e in events if e.kind == "winner"]
    assert winner == [3]                       # kiki could not win whatever its power
    assert "H" in state.void[1] and "H" not in state.void[0]


def test_T14_stock_never_counts_for_must_follow():
    state = build(lead="HK", hands={0: "C2"}, stocks={0: "H2 H3"})
    play(state, 0, "C2")
    assert state.played[0] == cards("C2")


def test_T15_tyrant_action_places_and_counts():
    state = build(lead="HK", plaza={"S": "S2"}, piles={"D": 1},
                  hands={0: "H2", 1: "H3", 2: "H4", 3: "H5"}, chips=[3, 0, 5, 5])
    RULES.apply(state, 0, Action("play", tuple(cards("H2"))))
    assert state.phase == "tyrant" and RULES.to_act(state) == (0,)
    legal = RULES.legal_actions(state, 0)
    values = {a.value for a in legal if a.kind == "chips"}
    assert values == {f"{p}:{k}" for p in ("plaza:S", "plaza:D", "lead") for k in (1, 2, 3)}
    assert Action("no_chips") in legal
    for bad, key in (("plaza:H:1", "tyrant.err.chips_place"), ("lead:4", "tyrant.err.chips_count"),
                     ("lead:0", "tyrant.err.chips_count"), ("lead", "tyrant.err.chips_malformed"),
                     ("moon:1", "tyrant.err.chips_malformed")):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, 0, Action("chips", (), bad))
        assert err.value.key == key
    RULES.apply(state, 0, Action("chips", (), "plaza:D:2"))
    assert state.chips[0] == 1 and state.placed[0] == ("plaza:D", 2)
    # only once: the turn has moved on; seat 1 has no chips, so no Tyrant phase for it
    RULES.apply(state, 1, Action("play", tuple(cards("H3"))))
    assert state.phase == "play" and state.turn == 2
    # a passer never gets the Tyrant action
    pass_(state, 2)
    assert state.turn == 3 and state.phase == "play"
    play(state, 3, "H5", chips="plaza:D:1")
    assert state.chips_spent == 1 + 2 + 1


def test_T16_pass_costs_one_chip_and_returns_the_hand():
    state = build(lead="HK", hands={0: "H2 H3 H4 H5 H6 H7 H8", 1: "C2", 2: "C3", 3: "C4"},
                  chips=[2, 0, 5, 5], passed_last=[False, False, True, False])
    events = pass_(state, 0)   # 7 cards and lead-suit cards: still allowed
    assert state.chips[0] == 1 and state.chips_spent == 1
    assert state.hands[0] == [] and len(state.stocks[0]) == 7
    assert kinds(events)[:3] == ["pass", "chips_paid", "hand_to_stock"]
    with pytest.raises(IllegalAction) as err:
        pass_(state, 1)
    assert str(err.value) == "You have no chips to pass"
    play(state, 1, "C2")
    with pytest.raises(IllegalAction) as err:
        pass_(state, 2)
    assert str(err.value) == "You passed last trick: you must play"
    assert Action("pass") not in RULES.legal_actions(state, 2)


def test_T16_pass_allowed_with_an_empty_stock():
    state = build(lead="HK", hands={0: "H2", 1: "C2", 2: "C3", 3: "C4"})
    pass_(state, 0)
    assert state.stocks[0] == cards("H2")


def test_T17_empty_hand_must_pass_even_consecutively_and_hard_pass_is_skipped():
    state = build(lead="HK", row="CK SK", hands={0: "", 1: "", 2: "H2 H9", 3: "H3 H8"},
                  chips=[2, 0, 5, 5], passed_last=[True, False, False, False])
    assert RULES.legal_actions(state, 0) == [Action("pass")]
    with pytest.raises(IllegalAction) as err:
        play(state, 0, "H2")
    assert err.value.key == "tyrant.err.empty_hand"
    events = pass_(state, 0)
    assert state.chips[0] == 1
    assert "hard_pass" in kinds(events) and state.hard_out[1] and state.turn == 2
    play(state, 2, "H2")
    play(state, 3, "H3")
    # next trick: seat 0 passed with nothing in stock, so it has nothing to take and must pass
    assert state.trick == 2 and state.turn == 3 and state.hands[0] == []
    play(state, 3, "H8")
    assert RULES.legal_actions(state, 0) == [Action("pass")]
    pass_(state, 0)
    assert state.chips[0] == 0 and state.turn == 2     # seat 1 skipped again, paying nothing
    assert state.chips[1] == 0 and state.passed[1]


# ---- 3 judgement -------------------------------------------------------------------------------
def test_T18_all_passed_removes_the_lead_card_marker_stays_trick_counts():
    state = build(lead="HK", row="CK", hands={s: "S2" if s == 0 else f"S{s + 2}" for s in range(4)},
                  marker=2)
    for seat in (2, 3, 0, 1):
        events = pass_(state, seat)
    assert "all_passed" in kinds(events) and "reveal" not in kinds(events)
    assert cards("HK")[0] in state.removed_seen and state.marker == 2 and state.trick == 2
    assert state.lead_row == cards("CK")


def test_T19_reveal_from_the_marker_clockwise_with_powers():
    state = build(lead="HK", plaza={"C": "C2"}, hands={0: "H2", 1: "C3", 2: "H4", 3: "D5"}, marker=2)
    play(state, 2, "H4")
    play(state, 3, "D5")
    play(state, 0, "H2")
    events = play(state, 1, "C3")
    reveals = [(e.seat, e.value, e.cards) for e in events if e.kind == "reveal"]
    assert reveals == [(2, 9, tuple(cards("H4"))), (3, 0, tuple(cards("D5"))),
                       (0, 10, tuple(cards("H2"))), (1, 1, tuple(cards("C3")))]
    assert all(e.visible_to is None for e in events if e.kind == "reveal")


def test_T20_power_example_hearts_five_spades_six_clubs_lead_21():
    state = build(lead="CK", row="DK", plaza={"H": "H2 H3 H4", "S": "S2 S3"}, piles={"H": 1, "S": 2},
                  hands={0: "D9", 1: "C9 H9 S9", 2: "D8", 3: "D7"})
    powers = suit_powers(state)
    assert powers["H"] == 5 and powers["S"] == 6 and powers["C"] == 10 and powers["D"] == 0
    play(state, 0, "D9")
    events = play(state, 1, "C9 H9 S9", face=2)
    events += play(state, 2, "D8") + play(state, 3, "D7")
    assert reveal_powers(events)[1] == 21


def test_T21_chips_example_diamonds_lowered_and_clubs_pile_to_zero():
    # chips may only go on a column holding a card (T15), so the diamond column holds one
    state = build(lead="DK", piles={"C": 1}, plaza={"D": "D9"},
                  hands={0: "D2 D3", 1: "C2 C3 D4", 2: "C5", 3: "C6"})
    play(state, 0, "D2 D3", chips="plaza:D:3")
    play(state, 1, "C2 C3 D4", face=0, chips="plaza:C:1")
    powers = suit_powers(state)
    assert powers["D"] == 4 and powers["C"] == 0
    events = play(state, 2, "C5") + play(state, 3, "C6")
    p = reveal_powers(events)
    assert p[0] == 4 + 4 - 1 and p[1] == 0 + 0 + 4 and p[2] == 0


def test_T21_chips_on_the_lead_card_and_the_lead_column_add_up():
    state = build(lead="DK", plaza={"D": "D9"}, hands={0: "D2", 1: "D3", 2: "D4", 3: "D5"})
    play(state, 0, "D2", chips="lead:2")
    play(state, 1, "D3", chips="plaza:D:1")
    assert suit_powers(state)["D"] == 10 - 2 * 3
    play(state, 2, "D4", chips="lead:5")
    assert suit_powers(state)["D"] == 0                 # floored at 0 per card


def test_T22_marker_example_two_lead_cards_19_and_never_below_zero():
    assert total_power(cards("C2 C3"), {"S": 0, "H": 0, "D": 0, "C": 10}, True) == 19
    assert total_power(cards("S2"), {"S": 0, "H": 0, "D": 0, "C": 10}, True) == 0
    state = build(lead="CK", hands={0: "C2 C3", 1: "S2", 2: "S3", 3: "S4"}, marker=0)
    events = play(state, 0, "C2 C3") + play(state, 1, "S2") + play(state, 2, "S3") + play(state, 3, "S4")
    assert reveal_powers(events)[0] == 19


def test_T23_tie_goes_to_the_player_later_in_turn_order():
    state = build(lead="CK", hands={0: "C2", 1: "C3", 2: "C4", 3: "C5"}, marker=1)
    events = play(state, 1, "C3") + play(state, 2, "C4") + play(state, 3, "C5") + play(state, 0, "C2")
    assert reveal_powers(events) == {1: 9, 2: 10, 3: 10, 0: 10}
    assert [e.seat for e in events if e.kind == "winner"] == [0] and state.marker == 0


def test_T24_nobody_followed_lead_removed_no_winner_marker_stays():
    state = build(lead="CK", row="HK", hands={0: "H2", 1: "S3", 2: "D4", 3: "H5"}, marker=1)
    events = (play(state, 1, "S3", chips="lead:2") + play(state, 2, "D4") + play(state, 3, "H5")
              + play(state, 0, "H2"))
    assert "no_winner" in kinds(events) and "reveal" in kinds(events)
    assert cards("CK")[0] in state.removed_seen and state.marker == 1
    assert state.trick_piles == [[], [], [], []] and state.chips_spent == 2
    assert state.plaza["S"] == cards("S3") and state.plaza["H"] == cards("H5 H2")


# ---- 4 clean-up --------------------------------------------------------------------------------
def test_T25_every_chip_placed_this_trick_is_spent():
    state = build(lead="CK", plaza={"H": "H9"}, hands={0: "C2", 1: "C3", 2: "C4", 3: "C5"})
    play(state, 0, "C2", chips="lead:1")
    play(state, 1, "C3", chips="plaza:H:2")
    events = play(state, 2, "C4", chips="lead:3") + play(state, 3, "C5")
    assert state.chips_spent == 6 and state.chips == [4, 3, 2, 5]
    assert sum(e.value for e in events if e.kind == "chips_spent") == 6
    assert state.placed == [None] * 4


def test_T26_clean_up_example_em_and_dom():
    # em (seat 1) played ♥ ♦ ♦, dom (seat 2) played one ♥; the winner is seat 3
    state = build(lead="HK", hands={0: "S2", 1: "H2 D2 D3", 2: "H3", 3: "H4 H5"}, marker=0)
    events = (play(state, 0, "S2") + play(state, 1, "H2 D2 D3", face=0) + play(state, 2, "H3")
              + play(state, 3, "H4 H5"))
    assert [e.seat for e in events if e.kind == "winner"] == [3]
    assert state.plaza["H"] == cards("H2 H3") and state.plaza["D"] == cards("D2")
    assert state.plaza["S"] == cards("S2")
    pile = state.trick_piles[3][0]
    assert sorted(pile.cards) == sorted(cards("H4 H5 D3"))
    handed = [e for e in events if e.kind == "to_winner"]
    assert [(e.seat, e.cards) for e in handed] == [(1, tuple(cards("D3")))]


def test_T27_no_winner_each_player_puts_one_card_in_the_plaza_in_turn_order():
    state = build(lead="CK", hands={0: "H2 S2", 1: "D3 D4", 2: "H5", 3: "S6 D6"}, marker=2)
    play(state, 2, "H5")
    play(state, 3, "S6 D6")
    play(state, 0, "H2 S2")
    play(state, 1, "D3 D4")
    # seat 2 (one suit) went automatically; seat 3 must choose
    assert state.phase == "to_plaza" and RULES.to_act(state) == (3,)
    assert state.plaza["H"] == cards("H5")
    legal = RULES.legal_actions(state, 3)
    assert {a.cards for a in legal} == {tuple(cards("S6")), tuple(cards("D6"))}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, 3, Action("to_plaza", tuple(cards("H2"))))
    assert err.value.key == "tyrant.err.not_played"
    RULES.apply(state, 3, Action("to_plaza", tuple(cards("D6"))))
    assert cards("S6")[0] in state.removed_seen and state.turn == 0
    events = RULES.apply(state, 0, Action("to_plaza", tuple(cards("S2"))))
    # seat 1 played ♦ ♦: one to the plaza automatically, the other removed
    assert state.plaza["D"] == cards("D6 D3") and cards("D4")[0] in state.removed_seen
    assert state.plaza["S"] == cards("S2") and cards("H2")[0] in state.removed_seen
    assert state.trick == 2 and state.marker == 2 and "trick" in kinds(events)


def test_T28_plaza_pile_example_fifth_heart_makes_a_pile_then_two_more_make_four():
    state = build(lead="CK", row="SK", plaza={"H": "H2 H3 H4 H5"},
                  hands={0: "C2", 1: "H6", 2: "S9", 3: "S8"})
    events = play(state, 0, "C2") + play(state, 1, "H6") + play(state, 2, "S9") + play(state, 3, "S8")
    assert state.piles["H"] == [tuple(cards("H2 H3 H4 H5 H6"))] and state.plaza["H"] == []
    assert suit_powers(state)["H"] == 2
    piles = [e for e in events if e.kind == "pile"]
    assert len(piles) == 1 and piles[0].value == 1 and piles[0].dst == "pile:H"
    state.plaza["H"].extend(cards("H7 H8"))
    assert RULES.view(state, None).plaza[1].value == 4


def test_T29_winner_takes_trick_pile_with_fame_card_and_the_marker():
    state = build(lead="CK", hands={0: "C2", 1: "C3 H3", 2: "S4", 3: "D5"}, marker=0)
    events = play(state, 0, "C2") + play(state, 1, "C3 H3") + play(state, 2, "S4") + play(state, 3, "D5")
    pile = state.trick_piles[1][0]
    assert pile.fame == cards("CK")[0] and sorted(pile.cards) == sorted(cards("C3 H3"))
    assert state.marker == 1
    assert [e.kind for e in events if e.kind in ("trick_pile", "fame", "marker")] == [
        "trick_pile", "fame", "marker"]


def test_T30_game_ends_after_the_clean_up_of_the_eighth_trick():
    state = build(lead="CK", trick=8, hands={0: "C2 C9", 1: "C3", 2: "S4", 3: "D5"},
                  stocks={2: "S5 S6"})
    events = play(state, 0, "C2") + play(state, 1, "C3") + play(state, 2, "S4") + play(state, 3, "D5")
    assert RULES.is_over(state) and state.phase == "over" and RULES.to_act(state) == ()
    assert events[-1].kind == "game_over"
    assert RULES.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction):
        play(state, 0, "C9")


@pytest.mark.parametrize("players", [3, 4])
def test_T30_exactly_eight_tricks_in_random_games(players):
    rng = random.Random(players)
    for _ in range(30):
        state = RULES.new_deal({}, players, rng)
        tricks = 0
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]          # asked again after every apply (the contract's loop)
            options = RULES.legal_actions(state, seat)
            events = RULES.apply(state, seat, options[rng.randrange(len(options))])
            tricks += sum(1 for e in events if e.kind in ("trick", "game_over"))
        assert tricks == 8 and not state.lead_row and not state.lead_deck
