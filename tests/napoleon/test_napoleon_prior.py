"""Napoleon's Hard prior (engines/napoleon/hard.py): the Normal player with measured tweaks. An ally
reads who fed Napoleon's winning tricks ("ainfer"); unknown tweak names are refused; Hard starts
from the prior."""
import random

import pytest

from engines.napoleon import RULES
from engines.napoleon.ai import NormalPlayer
from engines.napoleon.hard import HARD_TWEAKS, PriorPlayer
from engines.napoleon.state import PLAYING
from game.actions import Action
from game.cards import parse_card

from napoleon_helpers import state_with


def play(state, *moves):
    for seat, code in moves:
        RULES.apply(state, seat, Action("play", (parse_card(code),)))


def choice(player, state, seat):
    return player.choose(RULES.view(state, seat), RULES.legal_actions(state, seat), random.Random(1))


def fed_then_overtaken():
    """Seat 2 (the hidden adjutant: it holds the named ♥A) gave Napoleon's Mighty trick its ♠K;
    on the next trick seat 1 overtakes Napoleon's ♣5 with the ♣A, and seat 4, last and void in
    clubs, must choose between the ♥K and the ♥2."""
    state = state_with({0: "SA C5 D2", 1: "S4 CA D3", 2: "SK C3 HA", 3: "S2 C4 D4", 4: "S3 HK H2"},
                       PLAYING, trump="D", named="HA")
    play(state, (0, "SA"), (1, "S4"), (2, "SK"), (3, "S2"), (4, "S3"))
    play(state, (0, "C5"), (1, "CA"), (2, "C3"), (3, "C4"))
    return state


def test_ally_reading_the_play_feeds_the_seat_that_overtook_napoleon():
    state = fed_then_overtaken()
    view = RULES.view(state, 4)
    assert not view.adjutant_known
    # Normal does not know seat 1 is a friend: it cannot win, so it dumps its low heart
    assert choice(NormalPlayer(), state, 4).cards == (parse_card("H2"),)
    # "ainfer": seat 2 fed Napoleon (the adjutant), seat 1 overtook him (a friend): feed the honour
    assert choice(PriorPlayer({"ainfer"}), state, 4).cards == (parse_card("HK"),)


def test_ally_reading_the_play_names_the_feeder_its_enemy_and_the_rest_friends():
    state = fed_then_overtaken()
    from engines.napoleon.ai import _Knowledge
    view = RULES.view(state, 4)
    k = _Knowledge(view)
    assert k.friends == set() and k.enemies == {0}
    PriorPlayer._read_the_play(view, k)
    assert k.enemies == {0, 2} and k.friends == {1, 3}


def test_napoleon_prior_refuses_an_unknown_tweak():
    with pytest.raises(ValueError):
        PriorPlayer({"no-such-tweak"})


def test_napoleon_hard_starts_from_the_prior_with_its_tweaks():
    hard = RULES.ai_player("hard")
    assert isinstance(hard.normal, PriorPlayer) and hard.normal.tweaks == set(HARD_TWEAKS)
    assert "ainfer" in HARD_TWEAKS
