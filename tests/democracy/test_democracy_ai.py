"""Democracy's Normal AI decides from the view only and plays sensibly: it bids a sure-winning
trump on a valuable trick, dumps a low card when it cannot win, counts suit points toward 13,
claims a Bad Catch (or plays on for a promising High Stake), declares only near-sure sweeps;
it beats random seats; Easy/Hard/random levels come from the base class; the rollout policy and
clone work on raw states."""
import random

from democracy_helpers import C, play, rig
from engines.democracy import RULES
from engines.democracy.ai import NormalPlayer
from engines.democracy.hard import rollout_policy
from game.actions import Action
from game.match import Match
from game.seats import Seat

AI = NormalPlayer()


def choose(state, seat):
    return AI.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), random.Random(0))


def test_bids_a_sure_trump_on_a_valuable_trick():
    # ♠5 turned (5 points): seat 0 holds ♠4, the highest trump left anywhere.
    state = rig(3, ["S4 H6 D7", "HK DQ CJ", "H8 D9 C10"], "S5 HQ DJ")
    assert choose(state, 0) == play("S4")


def test_dumps_a_low_card_on_a_trick_it_cannot_win():
    # ♥6 turned (0 points), seat 0 holds no trump and nothing high: it gives away its 6.
    state = rig(3, ["S6 SQ D10 CK", "H5 H4 H3 HA", "D5 S5 C5 C4"], "H6 HQ DJ SJ")
    assert choose(state, 0) == play("S6")


def test_keeps_top_cards_for_better_tricks_early_on():
    state = rig(3, ["S5 C6 D7 H8", "HK DQ CJ SA", "H9 D9 C10 S10"], "C7 HQ DJ SJ")
    assert choose(state, 0) != play("S5")


def test_counts_suit_points_toward_13():
    from engines.democracy.ai import suit_weights
    state = rig(3, ["S6 H6", "S7 H7", "S8 H8"], "D6 C6")
    state.captured[0] = list(C("S5 S4 S3"))        # 12 spades: one more point makes a tribe point
    state.captured[1] = list(C("H5 H4 H3 HA HK HQ"))  # 19 hearts: the suit is settled
    gain, deny = suit_weights(RULES.view(state, 0))
    assert gain["S"] > gain["D"] > gain["H"]
    gain1, deny1 = suit_weights(RULES.view(state, 1))
    assert deny1["S"] > 0 and gain1["H"] < 1


def test_claims_a_bad_catch_and_plays_on_for_a_promising_high_stake():
    state = rig(2, ["S10 H9 D8 C7", "S5 H5 D5 C5"], "SA HA DA CA", options={"bad_catch": True})
    assert choose(state, 0) == Action("bad_catch")
    hand = "S10 S9 S8 S7 H10 H9"
    opts = {"bad_catch": True, "high_stake": True, "high_stake_points": 3}
    state = rig(3, [hand, "S5 H5 D5 C5 D4 C4", "S4 H4 D3 C3 S3 H3"], "SA HA DA CA SK HK",
                options=opts)
    assert choose(state, 0).kind == "play"


def test_declares_only_a_suit_it_nearly_owns():
    state = rig(2, ["D6", "D7"], "C6", options={"suit_sweep": True, "suit_sweep_declared": True},
                later_hands=["H6", "H7"], later_pool="C7")
    state.captured[0] = list(C("S5 S4 S3 SA SK SQ SJ S10 S9"))
    RULES.apply(state, 0, play("D6"))
    RULES.apply(state, 1, play("D7"))
    assert state.phase == "declare"
    assert choose(state, 0) == Action("declare", value="S")
    assert choose(state, 1) == Action("declare", value="")


def test_dealer_calls_no_trump_with_a_top_card_else_ghost():
    opts = {"ghost": True, "ghost_dealer_choice": True}
    state = rig(4, ["S5 S6", "H7 H6", "D7 D6", "C7 C6"], "X1 CK", options=opts, dealer=0)
    assert choose(state, 0) == Action("no_trump")
    state = rig(4, ["S7 S6", "H7 H6", "D7 D6", "C7 C6"], "X1 CK", options=opts, dealer=0)
    assert choose(state, 0) == Action("ghost")


def test_normal_beats_random_seats():
    wins = 0.0
    deals = 60
    for d in range(deals):
        seat = d % 4
        seats = [Seat(f"P{s}", "ai", "normal" if s == seat else "random") for s in range(4)]
        match = Match("democracy", {"target": 1}, seats, f"ai{d}")
        match.run_ai_until_human()
        scores = match.deal_results[0].scores
        top = [s for s in range(4) if scores[s] == max(scores)]
        wins += (seat in top) / len(top)
    assert wins / deals > 0.4          # a fair share is 25%


def test_ai_levels_and_rollout_policy_and_clone():
    assert RULES.ai_player("normal").name == "normal"
    for level in ("easy", "random", "hard"):
        assert RULES.ai_player(level) is not None
    state = RULES.new_deal({"ghost": True, "bad_catch": True}, 4, random.Random(3))
    copy = RULES.clone(state)
    rng = random.Random(1)
    while not RULES.is_over(copy):
        seat = RULES.to_act(copy)[0]
        legal = RULES.legal_actions(copy, seat)
        action = rollout_policy(copy, seat, legal, rng)
        assert action in legal
        RULES.apply(copy, seat, action)
    assert not RULES.is_over(state) and sum(map(len, state.hands)) == 20


def test_hard_level_decides_a_legal_action():
    hard = RULES.ai_player("hard")
    if hasattr(hard, "max_playouts"):
        hard.max_playouts = 24
    state = RULES.new_deal({}, 3, random.Random(2))
    legal = RULES.legal_actions(state, 1)
    assert hard.choose(RULES.view(state, 1), legal, random.Random(0)) in legal


def test_keeps_chasing_a_suit_it_may_still_sweep():
    from engines.democracy.ai import suit_weights
    for options, expect_high in (({}, False), ({"suit_sweep": True}, True)):
        state = rig(3, ["S6 H6", "S7 H7", "S8 H8"], "D6 C6", options=options)
        state.captured[0] = list(C("S5 S4 S3 SA SK"))      # 17 spades, all still its own
        gain, _ = suit_weights(RULES.view(state, 0))
        assert (gain["S"] > 0.5) == expect_high
