"""tools/deal_loop.py, the loop the benchmarks play deals with: it asks who acts again after every
action, in both of its forms, and stops a deal that never ends."""
import random

import pytest

from engines.democracy import RULES as DEMOCRACY
from tools.deal_loop import play_to_end, timed


class Voiding:
    """Seats 0, 1 and 2 must act; seat 0's action voids seat 1's decision (as a Daifugo13
    sandstorm voids the turn player's), and the deal ends when nobody must act."""
    id = "voiding"

    def is_over(self, state):
        return not state["to_act"]

    def to_act(self, state):
        return list(state["to_act"])

    def legal_actions(self, state, seat):
        return ["go"]

    def view(self, state, seat):
        return seat

    def apply(self, state, seat, action):
        assert seat in state["to_act"], f"seat {seat} was asked after it no longer had to act"
        state["to_act"].remove(seat)
        if seat == 0 and 1 in state["to_act"]:
            state["to_act"].remove(1)

    def result(self, state):
        return "over"


@pytest.mark.parametrize("rounds", [False, True])
def test_who_acts_is_asked_again_after_every_action(rounds):
    asked = []
    result = play_to_end(Voiding(), {"to_act": [0, 1, 2]}, lambda seat, view, legal: asked.append(seat) or "go",
                         rounds=rounds)
    assert result == "over"
    assert asked == [0, 2]


def test_a_deal_that_never_ends_is_an_error_not_a_hang():
    class Endless(Voiding):
        def apply(self, state, seat, action):
            pass

    with pytest.raises(RuntimeError, match="did not end"):
        play_to_end(Endless(), {"to_act": [0]}, lambda seat, view, legal: "go")


def test_a_simultaneous_deal_plays_to_its_result_with_timed_normal_players():
    players = 4
    state = DEMOCRACY.new_deal(DEMOCRACY.normalise_options({}), players, random.Random("loop"))
    timings, views = [], []
    agents = [DEMOCRACY.ai_player("normal") for _ in range(players)]
    rngs = [random.Random(s) for s in range(players)]
    result = play_to_end(DEMOCRACY, state, timed(agents, rngs, ["normal"] * players, timings, views),
                         rounds=True)
    assert DEMOCRACY.is_over(state) and result.winners
    assert len(timings) == len(views) > players
    assert {v.seat for v in views} == set(range(players))
