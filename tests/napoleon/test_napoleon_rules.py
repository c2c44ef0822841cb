"""Napoleon rules by id (N09–N40, the in-game rules text) and the rule options, on hand-built
states and scripted deals."""
import random

import pytest

from engines.napoleon import RULES
from engines.napoleon.scoring import deal_result, score_lines
from engines.napoleon.state import BIDDING, DISCARDING, NAMING, OVER, PLAYING, NapoleonState, Trick
from engines.napoleon.cards import trick_winner
from game.actions import Action
from game.cards import parse_card
from game.errors import IllegalAction
from game.i18n import has

from napoleon_helpers import cards


def card(code):
    return parse_card(code)


def plays(text, first_seat=0):
    return [((first_seat + i) % 5, c) for i, c in enumerate(cards(text))]


def winner(text, trump="S", trick=1, same_two_first=False, called_strong=False):
    """Index of the winning card of a trick given as codes in order of play."""
    return trick_winner(plays(text), trump, trick, same_two_first, called_strong)


def play_state(hands, trump="S", napoleon=0, named="SA", options=None, tricks_done=0, leader=0,
               direction=1):
    """A deal in its play phase with the given hands (seat -> codes)."""
    opts = RULES.normalise_options(options or {})
    hand_list = [cards(hands.get(s, "")) for s in range(5)]
    named_card = card(named)
    holder = next((s for s in range(5) if named_card in hand_list[s]), None)
    state = NapoleonState(opts, random.Random(0), 0, 0, hand_list, [])
    state.phase = PLAYING
    state.napoleon, state.trump, state.bid_count = napoleon, trump, 13
    state.named = named_card
    state.adjutant = None if holder in (None, napoleon) else holder
    state.named_where = "seat" if state.adjutant is not None else "napoleon"
    state.tricks = [Trick((), 0) for _ in range(tricks_done)]
    if tricks_done:
        state.discards_owner = 0
    state.leader = state.turn = leader
    state.direction = direction
    return state


def play(state, seat, code):
    return RULES.apply(state, seat, Action("play", (card(code),)))


def scripted_deal(seed=3, options=None, carry=None):
    return RULES.new_deal(RULES.normalise_options(options or {}), 5, random.Random(seed), carry)


def bid_through(state, napoleon_bid="S13"):
    """The first bidder bids, the four others pass: they become Napoleon."""
    first = state.turn
    RULES.apply(state, first, Action("bid", value=napoleon_bid))
    for i in range(1, 5):
        RULES.apply(state, (first + i) % 5, Action("pass"))
    return first


def legal_cards(state, seat):
    return {a.cards[0] for a in RULES.legal_actions(state, seat)}


# ---- players, deal, bidding -------------------------------------------------------------------
def test_ruleset_shape_and_options():
    assert RULES.id == "napoleon" and RULES.min_players == RULES.max_players == 5
    defaults = RULES.default_options()
    assert defaults == {"deals": 5, "min_bid": 12, "same_two_first_trick": False,
                        "reverse": False, "called_joker_strong": False}
    with pytest.raises(ValueError):
        RULES.normalise_options({"min_bid": 10})
    with pytest.raises(ValueError):
        RULES.new_deal(defaults, 4, random.Random(1))


def test_N12_deal_ten_each_and_three_in_the_widow():
    state = scripted_deal()
    assert [len(h) for h in state.hands] == [10] * 5 and len(state.widow) == 3
    assert sorted(RULES.all_cards(state)) == sorted(set(RULES.all_cards(state)))
    assert len(RULES.all_cards(state)) == 53


def test_N11_first_dealer_random_then_passes_left():
    dealers = {scripted_deal(seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3, 4}
    state = scripted_deal(5, carry={"dealer": 4, "napoleon": 2})
    assert state.dealer == 0


def test_N14_bidding_starts_with_previous_napoleon_else_dealer():
    first = scripted_deal(8)
    assert first.turn == first.dealer
    later = scripted_deal(8, carry={"dealer": 1, "napoleon": 3})
    assert later.dealer == 2 and later.turn == 3


def test_N13_bid_floor_is_the_min_bid_option_and_20_the_top():
    state = scripted_deal()
    seat = state.turn
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, seat, Action("bid", value="S11"))
    assert err.value.key == "napoleon.err.bid_too_low"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, seat, Action("bid", value="S21"))
    assert err.value.key == "napoleon.err.bid_too_high"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, seat, Action("bid", value="Z13"))
    assert err.value.key == "napoleon.err.bid_format"
    values = {a.value for a in RULES.legal_actions(state, seat) if a.kind == "bid"}
    assert "C12" in values and "S20" in values and "S11" not in values
    low = scripted_deal(options={"min_bid": 11})
    assert "C11" in {a.value for a in RULES.legal_actions(low, low.turn)}


def test_N16_higher_bid_more_honours_or_stronger_suit():
    state = scripted_deal()
    first = state.turn
    RULES.apply(state, first, Action("bid", value="H13"))
    second = (first + 1) % 5
    for too_low in ("D13", "C13", "H13", "S12"):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, second, Action("bid", value=too_low))
        assert err.value.key == "napoleon.err.bid_not_higher"
    values = {a.value for a in RULES.legal_actions(state, second) if a.kind == "bid"}
    assert "S13" in values and "C14" in values and "D13" not in values
    RULES.apply(state, second, Action("bid", value="S13"))
    assert state.high_bid == (13, "S") and state.high_bidder == second


def test_N17_a_full_round_of_passes_makes_the_last_bidder_napoleon():
    state = scripted_deal()
    first = state.turn
    RULES.apply(state, first, Action("bid", value="C12"))
    RULES.apply(state, (first + 1) % 5, Action("pass"))
    RULES.apply(state, (first + 2) % 5, Action("bid", value="D12"))
    for i in (3, 4, 0):
        RULES.apply(state, (first + i) % 5, Action("pass"))
    assert state.phase != NAMING and state.turn == (first + 1) % 5
    # the player who passed bids again (ruling), then everyone else passes
    RULES.apply(state, (first + 1) % 5, Action("bid", value="H12"))
    for i in (2, 3, 4):
        RULES.apply(state, (first + i) % 5, Action("pass"))
    assert state.phase == BIDDING
    events = RULES.apply(state, first, Action("pass"))
    assert state.phase == NAMING and state.napoleon == (first + 1) % 5
    assert (state.trump, state.bid_count) == ("H", 12)
    assert any(e.kind == "napoleon" and e.value == "H12" for e in events)


def test_N17_all_pass_voids_the_deal_and_the_next_dealer_redeals():
    state = scripted_deal(11)
    dealer, old_hands = state.dealer, [list(h) for h in state.hands]
    events = []
    for i in range(5):
        events += RULES.apply(state, (state.turn), Action("pass"))
    assert state.void_deals == 1 and state.dealer == (dealer + 1) % 5
    assert state.turn == state.dealer and state.phase == "bid" and state.bids == []
    assert state.hands != old_hands and len(RULES.all_cards(state)) == 53
    void = [e for e in events if e.kind == "void_deal"]
    assert len(void) == 1 and void[0].seat == state.dealer
    deals = [e for e in events if e.kind == "deal"]
    assert len(deals) == 6 and deals[0].for_viewer(None).cards[0] is None


def test_out_of_turn_and_wrong_kind_are_refused_without_change():
    state = scripted_deal()
    other = (state.turn + 1) % 5
    before = RULES.view(state, None)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, other, Action("pass"))
    assert err.value.key == "napoleon.err.not_your_turn"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, state.turn, Action("play", (state.hands[state.turn][0],)))
    assert err.value.key == "napoleon.err.expect_bid"
    assert RULES.view(state, None) == before
    assert RULES.legal_actions(state, other) == []


# ---- adjutant, widow, discards ----------------------------------------------------------------
def napoleon_to_name(seed=3, bid="S13"):
    state = scripted_deal(seed)
    nap = bid_through(state, bid)
    assert state.phase == NAMING and state.turn == nap
    return state, nap


def test_N18_any_of_53_cards_may_be_named_and_its_holder_is_adjutant():
    state, nap = napoleon_to_name()
    names = RULES.legal_actions(state, nap)
    assert len(names) == 53 and any(a.cards[0].suit == "X" for a in names)
    holder = (nap + 2) % 5
    target = state.hands[holder][0]
    events = RULES.apply(state, nap, Action("name", (target,)))
    assert state.adjutant == holder and state.named_where == "seat"
    assert events[0].kind == "name" and events[0].cards == (target,) and events[0].visible_to is None


def test_N18_naming_refuses_anything_but_one_card():
    state, nap = napoleon_to_name()
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, nap, Action("name", (card("SA"), card("HA"))))
    assert err.value.key == "napoleon.err.name_one_card"


def test_N19_the_adjutant_is_hidden_from_others_until_the_card_shows():
    state, nap = napoleon_to_name()
    holder = (nap + 3) % 5
    named = state.hands[holder][-1]
    RULES.apply(state, nap, Action("name", (named,)))
    assert RULES.view(state, holder).adjutant_known and RULES.view(state, holder).adjutant == holder
    for seat in [s for s in range(5) if s != holder] + [None]:
        v = RULES.view(state, seat)
        assert not v.adjutant_known and v.adjutant is None


def test_N20_named_card_in_own_hand_or_widow_means_alone():
    state, nap = napoleon_to_name()
    RULES.apply(state, nap, Action("name", (state.hands[nap][0],)))
    assert state.adjutant is None and state.named_where == "napoleon"
    view = RULES.view(state, nap)
    assert view.adjutant_known and view.adjutant is None
    other = RULES.view(state, (nap + 1) % 5)
    assert not other.adjutant_known
    state2, nap2 = napoleon_to_name()
    in_widow = state2.widow[1]
    RULES.apply(state2, nap2, Action("name", (in_widow,)))
    assert state2.adjutant is None and state2.named_where == "widow"


def test_N21_napoleon_takes_the_widow_automatically():
    state, nap = napoleon_to_name()
    widow = list(state.widow)
    events = RULES.apply(state, nap, Action("name", (card("SA"),)))
    assert len(state.hands[nap]) == 13 and all(c in state.hands[nap] for c in widow)
    assert state.widow == [] and state.phase == DISCARDING
    pickup = next(e for e in events if e.kind == "widow")
    assert pickup.for_viewer(nap).cards == tuple(widow)
    assert pickup.for_viewer((nap + 1) % 5).cards == (None, None, None)
    assert RULES.view(state, nap).widow == tuple(widow)
    assert RULES.view(state, (nap + 1) % 5).widow == ()


def test_N22_discard_three_one_at_a_time_honours_face_up():
    state, nap = napoleon_to_name()
    RULES.apply(state, nap, Action("name", (card("SA"),)))
    assert len(RULES.legal_actions(state, nap)) == 13
    honour = next(c for c in state.hands[nap] if c.suit != "X" and c.rank in (1, 10, 11, 12, 13))
    plain = [c for c in state.hands[nap] if c.suit == "X" or c.rank not in (1, 10, 11, 12, 13)][:2]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, nap, Action("discard", (next(c for c in state.hands[(nap + 1) % 5]),)))
    assert err.value.key == "napoleon.err.not_in_hand"
    shown = RULES.apply(state, nap, Action("discard", (honour,)))
    assert shown[0].visible_to is None
    hidden = RULES.apply(state, nap, Action("discard", (plain[0],)))
    assert hidden[0].for_viewer((nap + 1) % 5).cards == (None,)
    assert hidden[0].for_viewer(nap).cards == (plain[0],)
    assert len(RULES.legal_actions(state, nap)) == 11
    RULES.apply(state, nap, Action("discard", (plain[1],)))
    assert state.phase == PLAYING and len(state.hands[nap]) == 10
    other = RULES.view(state, (nap + 1) % 5)
    assert other.discards == (honour, None, None)
    assert RULES.view(state, nap).discards == (honour, plain[0], plain[1])


def test_N22_role_cards_and_the_named_card_may_be_discarded():
    state, nap = napoleon_to_name()
    own = state.hands[nap][0]
    RULES.apply(state, nap, Action("name", (own,)))
    events = RULES.apply(state, nap, Action("discard", (own,)))
    assert own in state.discards
    if own.suit != "X" and own.rank in (1, 10, 11, 12, 13):
        assert any(e.kind == "adjutant" and e.value == "alone" for e in events)


def test_N23_first_trick_winner_takes_the_discards_and_their_honours():
    state = play_state({0: "SA", 1: "S2", 2: "S3", 3: "S4", 4: "S5"}, trump="H", named="SA")
    state.discards = cards("HK D4 C5")
    events = play(state, 0, "SA") + play(state, 1, "S2") + play(state, 2, "S3") + \
        play(state, 3, "S4") + play(state, 4, "S5")
    assert state.discards_owner == 0
    assert sorted(state.taken[0]) == sorted(cards("SA HK"))
    taken = [e for e in events if e.kind == "discards_taken"]
    assert taken[0].cards == (card("HK"),) and taken[0].visible_to is None
    assert taken[1].for_viewer(2).cards == (None, None)
    assert taken[1].for_viewer(state.napoleon).cards == tuple(cards("D4 C5"))


def test_N24_napoleon_leads_the_first_trick():
    state, nap = napoleon_to_name()
    RULES.apply(state, nap, Action("name", (card("SA"),)))
    for _ in range(3):
        RULES.apply(state, nap, RULES.legal_actions(state, nap)[0])
    assert state.phase == PLAYING and RULES.to_act(state) == (nap,) and state.current == []
    assert len(RULES.legal_actions(state, nap)) == 10


def test_N24_play_goes_clockwise_to_the_left():
    state = play_state({0: "S2 S3", 1: "S4 S5", 2: "S6 S7", 3: "S8 S9", 4: "S10 SJ"}, leader=3)
    play(state, 3, "S8")
    assert RULES.to_act(state) == (4,)
    play(state, 4, "S10")
    assert RULES.to_act(state) == (0,)


def test_N26_the_trick_winner_leads_the_next():
    state = play_state({0: "D2 D3", 1: "D4 D5", 2: "DK D7", 3: "D8 D9", 4: "D10 H2"}, trump="S")
    for seat, code in ((0, "D2"), (1, "D4"), (2, "DK"), (3, "D8"), (4, "D10")):
        play(state, seat, code)
    assert state.tricks[-1].winner == 2 and RULES.to_act(state) == (2,) and state.current == []


# ---- following ---------------------------------------------------------------------------------
def test_N27_must_follow_the_led_suit_but_the_joker_is_always_allowed():
    state = play_state({0: "H5", 1: "H9 S4 X1", 2: "C5 D6"}, trump="S")
    play(state, 0, "H5")
    assert legal_cards(state, 1) == set(cards("H9 X1"))
    with pytest.raises(IllegalAction) as err:
        play(state, 1, "S4")
    assert err.value.key == "napoleon.err.must_follow" and has(err.value.key, "ja")
    assert state.current == [(0, card("H5"))] and len(state.hands[1]) == 3
    play(state, 1, "X1")
    assert legal_cards(state, 2) == set(cards("C5 D6"))


def test_N27_left_jack_keeps_its_printed_suit():
    # trump spades: the Left Jack is the club jack; a spade lead does not force it out
    state = play_state({0: "S5", 1: "CJ H3", 2: "S9"}, trump="S")
    play(state, 0, "S5")
    assert legal_cards(state, 1) == set(cards("CJ H3"))
    # a led Mighty makes spades the led suit even with hearts trump
    state = play_state({0: "SA", 1: "S4 H7"}, trump="H")
    play(state, 0, "SA")
    assert legal_cards(state, 1) == {card("S4")}


def test_N27a_joker_led_calls_trump():
    state = play_state({0: "X1 D2", 1: "H7 D9 C3", 2: "C4 S4"}, trump="H")
    play(state, 0, "X1")
    assert legal_cards(state, 1) == {card("H7")}
    play(state, 1, "H7")
    assert legal_cards(state, 2) == set(cards("C4 S4"))
    play(state, 2, "C4")
    assert "H" in state.voids[2]


def test_N28_club_three_led_forces_the_joker():
    state = play_state({0: "C3", 1: "CK X1", 2: "CQ", 3: "C2", 4: "C5"}, trump="S")
    play(state, 0, "C3")
    assert legal_cards(state, 1) == {card("X1")}
    with pytest.raises(IllegalAction) as err:
        play(state, 1, "CK")
    assert err.value.key == "napoleon.err.must_play_joker"
    play(state, 1, "X1")
    play(state, 2, "CQ")
    play(state, 3, "C2")
    play(state, 4, "C5")
    assert state.tricks[-1].winner == 2          # the called joker has no power
    assert 3 in state.no_joker


def test_N28_option_called_joker_keeps_its_strength():
    assert winner("C3 X1 CQ C2 C5") == 2
    assert winner("C3 X1 CQ C2 C5", called_strong=True) == 1
    assert winner("C4 X1 CQ C2 C5") == 1          # a joker not called is strong


# ---- strength ---------------------------------------------------------------------------------
def test_N09_role_cards_mighty_joker_right_left():
    assert winner("H2 CJ SJ X1 SA", trump="S") == 4
    assert winner("H2 CJ SJ X1 H3", trump="S") == 3
    assert winner("H2 CJ SJ HA H3", trump="S") == 2
    assert winner("H2 CJ SK HA H3", trump="S") == 1
    # with hearts trump the Right Jack is ♥J and the Left Jack ♦J
    assert winner("C2 DJ HA CA C3", trump="H") == 1
    assert winner("C2 DJ HJ CA C3", trump="H") == 2


def test_N29_trump_beats_led_suit_beats_others():
    assert winner("D5 DK C2 DA D3", trump="C") == 2
    assert winner("D5 DK H2 DA D3", trump="C") == 3
    assert winner("D5 D4 HA SK D3", trump="C") == 0
    assert winner("D10 D4 DA D3 D5", trump="C") == 2


def test_N30_yoromeki_heart_queen_beats_the_mighty():
    assert winner("SA S3 HQ S5 S6", trump="S") == 2
    assert winner("HQ SA X1 H5 H6", trump="D") == 0
    assert winner("H3 SA X1 HK H6", trump="D") == 1


def test_N30a_same_two_wins_when_all_one_suit_and_no_role_card():
    assert winner("D5 DA D2 DK D9", trump="S") == 2
    assert winner("S5 SK S2 SQ S9", trump="S") == 2            # trump suit too (ruling)
    assert winner("S5 SK S2 SQ SJ", trump="S") == 4            # a role card still wins
    assert winner("D5 DA D2 DK C9", trump="S") == 1            # not all one suit


def test_N32_no_same_two_on_the_first_trick_unless_the_option():
    assert winner("D5 DA D2 DK D9", trump="S", trick=0) == 1
    assert winner("D5 DA D2 DK D9", trump="S", trick=0, same_two_first=True) == 2
    state = play_state({0: "D5", 1: "DA", 2: "D2", 3: "DK", 4: "D9"}, trump="S",
                       options={"same_two_first_trick": True})
    for seat, code in enumerate(("D5", "DA", "D2", "DK", "D9")):
        play(state, seat, code)
    assert state.tricks[0].winner == 2


def test_N31_ten_tricks_and_the_winner_takes_the_honours():
    state = play_state({0: "H10 C2", 1: "HJ C3", 2: "HQ C4", 3: "D2 C5", 4: "HA C6"}, trump="S",
                       tricks_done=8)
    for seat, code in enumerate(("H10", "HJ", "HQ", "D2", "HA")):
        events = play(state, seat, code)
    trick = next(e for e in events if e.kind == "trick")
    assert trick.seat == 4 and trick.value == 4 and sorted(state.taken[4]) == sorted(cards("H10 HJ HQ HA"))
    for seat in (4, 0, 1, 2, 3):
        events = play(state, seat, {0: "C2", 1: "C3", 2: "C4", 3: "C5", 4: "C6"}[seat])
    assert state.phase == OVER and RULES.is_over(state) and RULES.to_act(state) == ()


def test_N33_reverse_option_turns_play_from_the_next_trick():
    hands = {0: "HJ H2", 1: "H3 C2", 2: "H4 C3", 3: "H5 C4", 4: "H6 C5"}
    state = play_state(hands, trump="S", options={"reverse": True})
    for seat, code in enumerate(("HJ", "H3", "H4", "H5", "H6")):
        events = play(state, seat, code)
    assert state.direction == -1 and any(e.kind == "direction" and e.value == -1 for e in events)
    leader = state.tricks[-1].winner
    assert leader == 0
    play(state, 0, "H2")
    assert RULES.to_act(state) == (4,)
    off = play_state(hands, trump="S")
    for seat, code in enumerate(("HJ", "H3", "H4", "H5", "H6")):
        play(off, seat, code)
    assert off.direction == 1


def test_N33_two_reversing_jacks_in_one_trick_cancel_and_a_second_turns_back():
    both = play_state({0: "HJ", 1: "DJ", 2: "H4", 3: "H5", 4: "H6"}, trump="C",
                      options={"reverse": True})
    for seat, code in enumerate(("HJ", "DJ", "H4", "H5", "H6")):
        play(both, seat, code)
    assert both.direction == 1
    state = play_state({0: "D4", 4: "DJ", 3: "D5", 2: "D6", 1: "D7"}, trump="S",
                       options={"reverse": True}, direction=-1, tricks_done=3)
    for seat, code in ((0, "D4"), (4, "DJ"), (3, "D5"), (2, "D6"), (1, "D7")):
        play(state, seat, code)
    assert state.direction == 1


# ---- scoring -----------------------------------------------------------------------------------
def totals(bid, side, alone):
    roles = ("napoleon", "adjutant", "ally")
    return {r: sum(ln.points for ln in score_lines(bid, side, alone, r)) for r in roles}


def test_N34_napoleon_side_wins_with_honours_at_least_the_bid():
    assert totals(13, 13, False)["napoleon"] == 8
    assert totals(13, 12, False)["napoleon"] == 0 and totals(13, 12, False)["ally"] == 4


def test_N35_win_points_napoleon_8_adjutant_4_alone_10():
    assert totals(13, 15, False) == {"napoleon": 8, "adjutant": 4, "ally": 0}
    assert totals(13, 15, True)["napoleon"] == 10


def test_N36_bonus_for_18_19_20():
    assert totals(12, 18, False) == {"napoleon": 9, "adjutant": 5, "ally": 0}
    assert totals(12, 19, False) == {"napoleon": 10, "adjutant": 5, "ally": 0}
    assert totals(12, 20, False) == {"napoleon": 12, "adjutant": 6, "ally": 0}
    assert [totals(12, n, True)["napoleon"] for n in (17, 18, 19, 20)] == [10, 12, 14, 18]
    keys = [ln.key for ln in score_lines(12, 20, False, "napoleon")]
    assert keys == ["napoleon.line.win", "napoleon.line.bonus"]


def test_N37_allies_win_4_each_or_3_against_a_lone_napoleon():
    assert totals(13, 10, False)["ally"] == 4 and totals(13, 10, True)["ally"] == 3
    assert score_lines(13, 10, False, "ally")[0].key == "napoleon.line.allies"


def test_N38_penalty_a_bid_14_and_allies_reach_the_bid():
    assert totals(14, 6, False) == {"napoleon": -8, "adjutant": -4, "ally": 4}
    assert totals(14, 6, True)["napoleon"] == -12
    assert totals(14, 7, False)["napoleon"] == 0            # allies 13 < 14: no penalty
    assert totals(13, 5, False)["napoleon"] == 0            # bid below 14


def test_N38_penalty_b_failed_high_bids():
    assert [totals(b, b - 1, False)["napoleon"] for b in range(15, 21)] == [-3, -5, -7, -9, -11, -15]
    assert totals(15, 14, False)["adjutant"] == 0


def test_N38_both_penalties_apply_together():
    lines = score_lines(15, 5, False, "napoleon")
    assert [ln.key for ln in lines] == ["napoleon.line.lost", "napoleon.line.penalty_a",
                                        "napoleon.line.penalty_b"]
    assert sum(ln.points for ln in lines) == -11
    assert totals(16, 4, True)["napoleon"] == -17


def test_score_line_keys_exist_in_both_languages():
    keys = {ln.key for b in (12, 14, 15, 20) for side in range(0, 21) for alone in (False, True)
            for role in ("napoleon", "adjutant", "ally") for ln in score_lines(b, side, alone, role)}
    assert {"napoleon.line.win", "napoleon.line.bonus", "napoleon.line.allies",
            "napoleon.line.penalty_a", "napoleon.line.penalty_b"} <= keys
    assert all(has(k, "en") and has(k, "ja") for k in keys)


def test_N39_end_of_deal_reveals_discards_named_card_and_adjutant():
    state = play_state({0: "C2", 1: "C3", 2: "C4", 3: "C5", 4: "HA"}, trump="S", named="HA",
                       tricks_done=9)
    state.discards = cards("D2 D3 DK")
    state.bid_count = 12
    hidden_before = RULES.view(state, 2)
    assert hidden_before.discards == (None, None, card("DK")) and not hidden_before.adjutant_known
    events = []
    for seat, code in enumerate(("C2", "C3", "C4", "C5", "HA")):
        events += play(state, seat, code)
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.visible_to is None and reveal.seat == 4 and reveal.value == "seat"
    assert reveal.cards == tuple(cards("D2 D3 DK"))
    after = RULES.view(state, 2)
    assert after.discards == tuple(cards("D2 D3 DK")) and after.adjutant_known and after.adjutant == 4
    assert [e.kind for e in events].count("score") == 5


def test_result_details_and_carry():
    state = play_state({0: "C2", 1: "C3", 2: "C4", 3: "C5", 4: "C6"}, trump="D", named="HA",
                       tricks_done=9)
    state.adjutant, state.named_where, state.bid_count, state.dealer = 3, "seat", 13, 2
    state.taken = [cards("SA SK SQ SJ S10 HA HK"), [], cards("H10"), cards("DA DK DQ DJ D10 CA"),
                   cards("CK CQ CJ C10 HQ HJ")]
    state.phase = OVER
    result = RULES.result(state)
    assert result.scores == [8, 0, 0, 4, 0] and result.winners == [0, 3]
    seats = result.details["seats"]
    assert [s["role"] for s in seats] == ["napoleon", "ally", "ally", "adjutant", "ally"]
    assert seats[0]["honours"] == 7 and seats[0]["total"] == 8 and seats[0]["lines"][0]["key"] == "napoleon.line.win"
    assert result.details["bid"] == "D13" and result.details["named"] == "HA" and not result.details["alone"]
    assert result.details["napoleon_side_honours"] == 13
    assert result.carry == {"dealer": 2, "napoleon": 0}
    assert deal_result(state).to_json()["details"]["named_where"] == "seat"


def test_N40_match_is_several_deals_highest_total_wins_ties_share():
    from game.engine import DealResult

    results = [DealResult([8, 4, 0, 0, 0], [[]] * 5, [0, 1])]
    assert RULES.match_winners(results, [8, 4, 0, 0, 0]) == [0]
    assert RULES.match_winners(results, [8, 8, 0, 0, 0]) == [0, 1]
    assert RULES.deals_in_match(RULES.normalise_options({"deals": 3})) == 3


def test_N40_each_deals_napoleon_starts_the_next_bidding():
    from game.match import Match
    from game.seats import Seat

    match = Match("napoleon", {"deals": 3}, [Seat(f"AI {i}", "ai", "normal") for i in range(5)], 21)
    match.run_ai_until_human()
    first = match.deal_results[0]
    match.next_deal()
    assert match.state.dealer == (first.carry["dealer"] + 1) % 5
    assert match.state.first_bidder == first.details["napoleon"] == match.state.turn


def test_N12_opening_events_show_each_hand_only_to_its_owner():
    state = scripted_deal(9)
    events = RULES.opening_events(state)
    hands = [e for e in events if e.dst.startswith("hand:")]
    assert len(hands) == 5 and all(len(e.cards) == 10 for e in hands)
    for e in hands:
        assert e.for_viewer(e.seat).cards == tuple(state.hands[e.seat])
        assert all(c is None for c in e.for_viewer((e.seat + 1) % 5).cards)
    widow = next(e for e in events if e.dst == "widow")
    assert all(c is None for s in range(5) for c in widow.for_viewer(s).cards)


# ---- the source's numbers that the rules file folds into neighbours -----------------------------
def test_N10_role_card_order_is_the_same_whatever_the_trump():
    for trump, right, left in (("S", "SJ", "CJ"), ("H", "HJ", "DJ"), ("D", "DJ", "HJ"), ("C", "CJ", "SJ")):
        assert winner(f"{left} {right} X1 SA D3", trump=trump) == 3
        assert winner(f"{left} {right} X1 D3 D4", trump=trump) == 2
        assert winner(f"{left} {right} D2 D3 D4", trump=trump) == 1


def test_N15_each_bid_must_beat_the_standing_one():
    state = scripted_deal(4)
    first = state.turn
    RULES.apply(state, first, Action("bid", value="S14"))
    RULES.apply(state, (first + 1) % 5, Action("pass"))
    with pytest.raises(IllegalAction):
        RULES.apply(state, (first + 2) % 5, Action("bid", value="C14"))
    RULES.apply(state, (first + 2) % 5, Action("bid", value="C15"))
    assert state.high_bid == (15, "C")


def test_N25_the_strongest_card_takes_the_trick():
    state = play_state({0: "C9", 1: "CQ", 2: "H2", 3: "C10", 4: "C4"}, trump="D", tricks_done=2)
    for seat, code in enumerate(("C9", "CQ", "H2", "C10", "C4")):
        play(state, seat, code)
    assert state.tricks[-1].winner == 1 and sorted(state.taken[1]) == sorted(cards("CQ C10"))


def test_N28_a_called_joker_that_was_named_reveals_the_adjutant():
    state = play_state({0: "C3", 1: "C4", 2: "X1 C9", 3: "C5", 4: "C6"}, trump="H", named="X1")
    assert state.adjutant == 2 and not RULES.view(state, 3).adjutant_known
    play(state, 0, "C3")
    play(state, 1, "C4")
    events = play(state, 2, "X1")
    shown = next(e for e in events if e.kind == "adjutant")
    assert shown.seat == 2 and shown.value == "adjutant" and shown.visible_to is None
    assert RULES.view(state, 3).adjutant_known and RULES.view(state, 3).adjutant == 2


def test_N22_N39_a_named_card_discarded_face_down_stays_secret_until_the_end():
    state, nap = napoleon_to_name(seed=6)
    plain = next(c for c in state.hands[nap] if c.suit != "X" and c.rank not in (1, 10, 11, 12, 13))
    RULES.apply(state, nap, Action("name", (plain,)))
    events = RULES.apply(state, nap, Action("discard", (plain,)))
    assert not any(e.kind == "adjutant" for e in events)
    other = (nap + 1) % 5
    assert not RULES.view(state, other).adjutant_known and RULES.view(state, nap).adjutant_known
    rng = random.Random(1)
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        events = RULES.apply(state, seat, legal[rng.randrange(len(legal))])
        if not RULES.is_over(state):
            assert not RULES.view(state, other).adjutant_known
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.seat == nap and reveal.value == "napoleon" and plain in reveal.cards
    result = RULES.result(state)
    assert result.details["alone"] and result.details["named_where"] == "napoleon"
    assert result.details["seats"][nap]["role"] == "napoleon"


def test_N27a_joker_may_lead_the_first_trick_and_wins_it():
    state = play_state({0: "X1 D2", 1: "S7 D9", 2: "S8 C4", 3: "H2 C5", 4: "SK C6"}, trump="S",
                       named="SK")
    for seat, code in enumerate(("X1", "S7", "S8", "H2", "SK")):
        play(state, seat, code)
    assert state.tricks[0].winner == 0 and "S" in state.voids[3]
