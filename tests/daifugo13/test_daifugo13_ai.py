"""The Normal AI of 13th-Floor Daifugo: decides from its view and the legal actions only, always
legally; goes out when it can (on a non-role combination, D21), never shrinks its hand to role
cards only (D22), keeps role cards and jokers while it has low cards to shed, and uses its
sandstorm against a player about to go out (D08)."""
import random

from daifugo13_builder import act, make_state, play
from engines.daifugo13 import RULES
from engines.daifugo13.ai import NormalPlayer
from engines.daifugo13.cards import is_role


def choose(state, seat):
    return NormalPlayer().choose(RULES.view(state, seat), RULES.legal_actions(state, seat), random.Random(1))


def test_normal_is_registered_and_random_kept():
    assert isinstance(RULES.ai_player("normal"), NormalPlayer)
    assert RULES.ai_player("random").name == "random"


def test_D21_normal_goes_out_on_a_non_role_combination():
    state = make_state(["H6 S6", "D4 C4", "C9", "H2"], turn=0)
    action = choose(state, 0)
    assert {c.code for c in action.cards} == {"H6", "S6"}


def test_D22_normal_never_keeps_only_role_cards():
    state = make_state(["H8 H4 S9", "D4 C4", "C9", "H2"], turn=0)
    action = choose(state, 0)
    rest = [c for c in state.hands[0] if c not in action.cards]
    assert not all(is_role(c) for c in rest)


def test_normal_leads_low_cards_and_keeps_jokers_and_role_cards():
    state = make_state(["H4 SK X1 H8 D2 C6 S7", "D4 C4 D6", "C9 D9 H10", "H2 S5 C10"], turn=0)
    action = choose(state, 0)
    assert action.kind == "play" and all(not is_role(c) for c in action.cards)
    assert {c.code for c in action.cards} <= {"H4", "C6"}


def test_D08_normal_uses_the_sandstorm_when_someone_is_about_to_go_out():
    state = make_state(["H4 H6", "S3 H3 D3 C4 C6", "C9 D9", "H2 S2"], turn=0)
    act(state, 1, "hold")
    play(state, 0, "H4")
    action = choose(state, 1)
    assert action.kind == "sandstorm"


def test_normal_only_chooses_legal_actions_in_whole_matches():
    for seed in range(40):
        rng = random.Random(seed)
        players = 3 + seed % 4
        state = RULES.new_deal({}, players, rng)
        normal = NormalPlayer()
        steps = 0
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            action = normal.choose(RULES.view(state, seat), legal, rng)
            assert action in legal
            RULES.apply(state, seat, action)
            steps += 1
            assert steps < 4000


def test_normal_beats_random_players_over_seat_rotated_deals():
    from game.players import RandomPlayer

    wins = 0
    deals = 120
    for number in range(deals):
        rng = random.Random(f"vs/{number}")
        me = number % 4
        players = {me: NormalPlayer()}
        state = RULES.new_deal({}, 4, rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            player = players.get(seat, RandomPlayer())
            RULES.apply(state, seat, player.choose(RULES.view(state, seat), legal, rng))
        wins += me in RULES.result(state).winners
    assert wins / deals > 0.4  # a fair share would be 0.25
