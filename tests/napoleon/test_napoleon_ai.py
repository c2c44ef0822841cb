"""The Normal Napoleon AI: sensible bids, adjutant names, discards and trick play, legal moves
only, decisions from its own view; the shared random and search levels also serve Napoleon."""
import random

import pytest

from engines.napoleon import RULES
from engines.napoleon.ai import NormalPlayer
from engines.napoleon.state import DISCARDING, NAMING, PLAYING
from game.actions import Action
from game.cards import parse_card
from game.players import RandomPlayer

from napoleon_helpers import cards, state_with


def decide(state, seat):
    return NormalPlayer().choose(RULES.view(state, seat), RULES.legal_actions(state, seat), random.Random(1))


def test_normal_names_the_mighty_unless_held_then_the_joker_then_the_right_jack():
    state = state_with({0: "S2 S3 S4 S5 SK SQ H2 H3 D2 D3"}, NAMING)
    assert decide(state, 0).cards == (parse_card("SA"),)
    state = state_with({0: "SA S3 S4 S5 SK SQ H2 H3 D2 D3"}, NAMING)
    assert decide(state, 0).cards == (parse_card("X1"),)
    state = state_with({0: "SA X1 S4 S5 SK SQ H2 H3 D2 D3"}, NAMING, trump="H")
    assert decide(state, 0).cards == (parse_card("HJ"),)


def test_normal_bids_a_strong_hand_and_passes_a_weak_one():
    strong = RULES.new_deal(RULES.default_options(), 5, random.Random(3))
    seat = strong.turn
    strong.hands[seat] = cards("SA X1 HJ DJ HA HK H9 H5 CA D2")
    action = decide(strong, seat)
    assert action.kind == "bid" and action.value[0] == "H"
    weak = RULES.new_deal(RULES.default_options(), 5, random.Random(3))
    weak.hands[seat] = cards("S2 S3 H4 H6 D7 D8 C9 C4 D5 H7")
    assert decide(weak, seat).kind == "pass"


def test_normal_discards_short_plain_cards_and_keeps_trumps_and_role_cards():
    state = state_with({0: "SA X1 HJ DJ HA HK H9 H5 CA C2 D4 S3 S7"}, DISCARDING, trump="H", named="DA")
    for _ in range(3):
        action = decide(state, 0)
        RULES.apply(state, 0, action)
    assert set(state.discards) <= set(cards("C2 D4 S3 S7"))
    assert all(c in state.hands[0] for c in cards("SA X1 HJ DJ HA HK H9 H5 CA"))


def test_normal_adjutant_feeds_an_honour_when_napoleon_wins_with_the_mighty():
    state = state_with({0: "SA", 1: "S4", 2: "SK S9 HA", 3: "S2", 4: "S3"}, PLAYING, trump="D",
                       named="HA")
    RULES.apply(state, 0, Action("play", (parse_card("SA"),)))
    RULES.apply(state, 1, Action("play", (parse_card("S4"),)))
    assert decide(state, 2).cards == (parse_card("SK"),)


def test_normal_ally_wins_cheaply_when_last_and_dumps_when_it_cannot_win():
    state = state_with({0: "D10", 1: "D4", 2: "D9", 3: "D3", 4: "DA DK D2 C5"}, PLAYING, trump="S",
                       named="SK")
    for seat, code in ((0, "D10"), (1, "D4"), (2, "D9"), (3, "D3")):
        RULES.apply(state, seat, Action("play", (parse_card(code),)))
    assert decide(state, 4).cards == (parse_card("DK"),)
    state = state_with({0: "SA", 1: "S4", 2: "H9", 3: "S2", 4: "S3 SQ S8"}, PLAYING, trump="H",
                       named="SK")
    for seat, code in ((0, "SA"), (1, "S4"), (2, "H9"), (3, "S2")):
        RULES.apply(state, seat, Action("play", (parse_card(code),)))
    assert decide(state, 4).cards == (parse_card("S3"),)


def test_normal_napoleon_draws_trumps_with_a_master_card():
    state = state_with({0: "SA X1 HJ H5 C2", 1: "H4 C3", 2: "H6 C4", 3: "H7 C5", 4: "H8 C6"}, PLAYING,
                       trump="H", named="DA")
    assert decide(state, 0).cards == (parse_card("SA"),)


def test_normal_and_random_only_make_legal_moves_from_their_view():
    for seed in range(120):
        levels = ["normal"] * 5 if seed % 2 else ["normal", "random", "normal", "random", "random"]
        players = [RULES.ai_player(level) for level in levels]
        rng = random.Random(seed)
        state = RULES.new_deal(RULES.default_options(), 5, random.Random(seed))
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            view = RULES.view(state, seat)
            action = players[seat].choose(view, legal, rng)
            assert action in legal
            again = players[seat].choose(view, legal, random.Random(0))
            assert again in legal
            RULES.apply(state, seat, action)
    assert isinstance(RULES.ai_player("random"), RandomPlayer)
    assert isinstance(RULES.ai_player("normal"), NormalPlayer)


def test_search_level_decides_from_sampled_states():
    state = RULES.new_deal(RULES.default_options(), 5, random.Random(4))
    normal = NormalPlayer()
    rng = random.Random(2)
    while state.phase != PLAYING or len(state.tricks) < 2:
        seat = RULES.to_act(state)[0]
        RULES.apply(state, seat, normal.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), rng))
    search = RULES.ai_player("hard")
    search.budget_s, search.max_rollouts = 0.05, 60
    seat = RULES.to_act(state)[0]
    legal = RULES.legal_actions(state, seat)
    assert search.choose(RULES.view(state, seat), legal, rng) in legal


def test_normal_adjutant_keeps_the_named_card_hidden_early_when_little_is_at_stake():
    state = state_with({0: "C2 C5", 1: "D5 C6", 2: "DA D3 C7", 3: "D4 C8", 4: "D6 C9"}, PLAYING,
                       trump="S", named="DA")
    state.tricks = []
    state.leader = state.turn = 1
    RULES.apply(state, 1, Action("play", (parse_card("D5"),)))
    assert decide(state, 2).cards == (parse_card("D3"),)
    assert not RULES.view(state, 0).adjutant_known


def test_normal_names_a_card_it_does_not_hold_even_with_every_top_card():
    state = state_with({0: "SA X1 SJ CJ SK SQ S10 S9 HA DA"}, NAMING, trump="S")
    named = decide(state, 0).cards[0]
    assert named not in state.hands[0] and named == parse_card("CA")


def test_hand_power_counts_roles_trumps_side_aces_kings_beside_their_ace_and_voids():
    from engines.napoleon.ai import hand_power
    # hearts trump: Mighty 3.0, joker 2.5, Right Jack 2.0, Left Jack (♦J) 1.5, ♥A 1.5, ♥K 1.2, ♥5 0.6,
    # ♣A 1.0, ♣K beside its ace 0.5, ♦K alone 0; seven trumps and no plain spade: one void, +0.5
    strong = cards("SA X1 HJ DJ HA HK H5 CA CK DK")
    assert hand_power(strong, "H") == pytest.approx(14.3)
    # spades trump: one trump only, the Mighty (3.0), so -1.5; ♣A 1.0, ♣K beside it 0.5
    assert hand_power(cards("SA CA CK D5 H9"), "S") == pytest.approx(3.0 + 1.0 + 0.5 - 1.5)
    # a side king counts beside the Mighty as its suit's ace when spades are not trump
    assert hand_power(cards("SK SA C5"), "H") == pytest.approx(3.0 + 0.5 - 1.5)
    assert hand_power([], "D") == -1.5
