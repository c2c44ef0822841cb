"""Simultaneous face-down choices: `to_act` lists every seat still to choose; a choice is hidden
from the other seats' views and from the events they get until the one reveal; any order of
arrival gives the same trick; the match loops handle several seats acting at once."""
import itertools

from democracy_helpers import C, play, rig
from engines.democracy import RULES
from game.actions import Action, events_for
from game.match import Match
from game.seats import Seat


def test_every_order_of_arrival_gives_the_same_trick():
    hands = ["S5 H6", "D4 C7", "H3 SA", "HQ X1"]
    outcomes = set()
    for order in itertools.permutations(range(4)):
        state = rig(4, hands, "HK DQ")
        choice = {0: "S5", 1: "C7", 2: "H3", 3: "HQ"}
        for seat in order:
            assert seat in RULES.to_act(state)
            RULES.apply(state, seat, play(choice[seat]))
        t = state.tricks[0]
        outcomes.add((t.plays, t.winner, tuple(map(tuple, state.captured)), state.turned))
    assert len(outcomes) == 1
    assert outcomes.pop()[1] == 2


def test_every_order_of_arrival_same_tie_and_same_bad_catch_redeal():
    for order in itertools.permutations(range(3)):
        state = rig(3, ["S5", "D5", "C3"], "HK")
        for seat in order:
            RULES.apply(state, seat, play({0: "S5", 1: "D5", 2: "C3"}[seat]))
        assert state.tricks[0].tied == (0, 1)
    redeals = set()
    for order in itertools.permutations(range(3)):
        state = rig(3, ["S10 H9", "D8 C7", "S5 H5"], "HK HQ", options={"bad_catch": True})
        state.rng.seed(4)
        for seat in order:
            action = play("S5") if seat == 2 else RULES.legal_actions(state, seat)[-1]
            RULES.apply(state, seat, action)
        redeals.add((tuple(state.bad_catch_points), tuple(map(tuple, state.hands))))
    assert len(redeals) == 1


def test_to_act_lists_everyone_not_yet_chosen():
    state = rig(5, ["S5", "D4", "C3", "H3", "SA"], "HK")
    assert RULES.to_act(state) == (0, 1, 2, 3, 4)
    RULES.apply(state, 3, play("H3"))
    RULES.apply(state, 0, play("S5"))
    assert RULES.to_act(state) == (1, 2, 4)
    assert RULES.legal_actions(state, 3) == []


def test_a_choice_is_hidden_from_others_views_events_until_the_reveal():
    state = rig(3, ["S5 H6", "D4 C7", "H3 SA"], "HK DQ")
    events = RULES.apply(state, 1, play("C7"))
    chose = [e for e in events if e.kind == "chose"]
    assert len(events) == 1 and chose[0].seat == 1 and chose[0].cards == ()
    for viewer in (0, 2, None):
        for e in events_for(events, viewer):
            assert C("C7")[0] not in e.cards and e.value is None
        view = RULES.view(state, viewer)
        assert view.my_choice is None and view.chosen == (1,)
        assert C("C7")[0] not in view.hand and view.hand_sizes[1] == 1
        assert all(C("C7")[0] not in t.plays for t in view.tricks)
    assert RULES.view(state, 1).my_choice == play("C7")
    RULES.apply(state, 0, play("S5"))
    events = RULES.apply(state, 2, play("H3"))
    reveals = [e for e in events if e.kind == "reveal"]
    assert len(reveals) == 1 and reveals[0].cards == C("S5 C7 H3")
    assert reveals[0].visible_to is None


def test_M12_bad_catch_claim_is_hidden_like_a_card():
    state = rig(2, ["S10 H9", "S5 H5"], "HK HQ", options={"bad_catch": True})
    events = RULES.apply(state, 0, RULES.legal_actions(state, 0)[-1])
    assert [(e.kind, e.cards, e.value) for e in events] == [("chose", (), None)]
    view = RULES.view(state, 1)
    assert view.my_choice is None and view.chosen == (0,)


def test_M12_a_claim_and_a_card_give_the_others_the_same_views_and_events():
    """A claim takes no card, but until the reveal the claimant's hand counts one card committed
    face down, like every seat that chose a card; its own view counts its true hand."""
    hands = ["S10 H9 D8", "S5 H5 D5", "C5 C4 C3"]
    states, events = [], []
    for action in (Action("bad_catch"), play("S10")):
        state = rig(3, hands, "HK HQ HJ", options={"bad_catch": True})
        events.append(RULES.apply(state, 0, action))
        states.append(state)
    for viewer in (1, 2, None):
        assert events_for(events[0], viewer) == events_for(events[1], viewer)
        assert RULES.view(states[0], viewer) == RULES.view(states[1], viewer)
        assert RULES.view(states[0], viewer).hand_sizes == (2, 3, 3)
    assert RULES.view(states[0], 0).hand_sizes == (3, 3, 3)
    assert RULES.view(states[1], 0).hand_sizes == (2, 3, 3)


def test_match_loops_handle_several_seats_at_once():
    for players in (2, 4, 6):
        match = Match("democracy", {"target": 2},
                      [Seat(f"A{i}", "ai", "random") for i in range(players)], 3)
        match.play_out()
        assert match.over
    seats = [Seat("me", "human", "")] + [Seat(f"A{i}", "ai", "random") for i in range(3)]
    match = Match("democracy", {}, seats, 9)
    match.run_ai_until_human()
    assert match.to_act() == (0,)              # every AI seat chose; only the human is left
    assert match.state.pending.keys() == {1, 2, 3}
    match.play(0, match.legal(0)[0])
    match.run_ai_until_human()
    assert 0 in match.to_act()
