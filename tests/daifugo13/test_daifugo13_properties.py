"""Random-game properties of 13th-Floor Daifugo over thousands of seeded deals at 3–6 players: no
exception, 54 cards accounted for at every step, every deal ends within a bound, every seat in
`to_act` has a legal action, views and events never show a card the seat may not know,
`sample_state` is consistent with its view, and replays reproduce matches (D01, D27, D28, D32)."""
import json
import random
from collections import Counter

import pytest

from engines.daifugo13 import RULES
from engines.daifugo13.storm import refresh_storm_holder
from game import replay
from game.headless import ai_match
from game.views import cards_in

STEP_BOUND = 4000


def allowed_cards(state, seat):
    """Every card `seat` may legitimately know of, from the state itself."""
    pub = state.pub
    known = set(pub.dead_public) | {c for p in pub.table for c in p.cards}
    known |= {c for e in state.opening if e.kind == "leader_draw" for c in e.cards}
    if seat is not None:
        known |= set(state.hands[seat]) | set(state.discards[seat]) | set(state.drawn[seat])
        known |= {g.card for g in state.gifts if seat in (g.giver, g.receiver)}
        known |= {c for e in state.opening if e.kind == "deal" and e.seat == seat for c in e.cards}
    return known


def as_multiset(actions):
    return Counter((a.kind, frozenset(a.cards), a.value) for a in actions)


def play_random_deal(players, seed, options=None, check=None):
    rng = random.Random(seed)
    state = RULES.new_deal(options or {}, players, rng)
    steps = 0
    while not RULES.is_over(state):
        acting = RULES.to_act(state)
        assert acting
        legal_by_seat = {seat: RULES.legal_actions(state, seat) for seat in acting}
        assert all(legal_by_seat.values())
        seat = acting[rng.randrange(len(acting))]
        legal = legal_by_seat[seat]
        action = legal[rng.randrange(len(legal))]
        events = RULES.apply(state, seat, action)
        cards = RULES.all_cards(state)
        assert len(cards) == 54 and len(set(cards)) == 54
        holder = state.pub.storm_holder
        refresh_storm_holder(state)
        assert state.pub.storm_holder == holder
        if check:
            check(state, events, rng)
        steps += 1
        assert steps < STEP_BOUND, f"deal {seed} does not end"
    return state


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_D01_D27_D28_thousands_of_random_deals_end_with_all_cards(players):
    outcomes = {"play": 0, "bomb": 0, "deadlock": 0}
    for number in range(1000):
        uno = number % 2 == 1
        state = play_random_deal(players, f"{players}/{number}", {"uno_scoring": uno})
        pub = state.pub
        outcomes["deadlock" if pub.deadlock else "play" if pub.out_by_play else "bomb"] += 1
        result = RULES.result(state)
        assert len(result.scores) == players and result.winners
        if uno and pub.out_by_play:
            assert sum(result.scores) == 0  # D31
        for seat, details in enumerate(result.details["seats"]):
            assert details["points"] == result.scores[seat]
            assert details["points"] == sum(line.points for line in result.lines[seat])
    assert outcomes["play"] > 500


@pytest.mark.slow
def test_views_never_leak_and_events_hide_private_cards():
    def check(state, events, rng):
        for seat in list(range(state.pub.players)) + [None]:
            allowed = allowed_cards(state, seat)
            shown = set(cards_in(RULES.view(state, seat)))
            assert shown <= allowed, (seat, shown - allowed)
            for event in events:
                visible = {c for c in event.for_viewer(seat).cards if c is not None}
                assert visible <= allowed, (seat, event)

    for number in range(150):
        play_random_deal(3 + number % 4, f"leak/{number}", check=check)


@pytest.mark.slow
def test_sample_state_is_consistent_with_its_view():
    def check(state, events, rng):
        if rng.random() > 0.3 or RULES.is_over(state):
            return
        for seat in list(range(state.pub.players)) + [None]:
            view = RULES.view(state, seat)
            sample = RULES.sample_state(view, rng)
            cards = RULES.all_cards(sample)
            assert len(cards) == 54 and len(set(cards)) == 54
            assert RULES.view(sample, seat) == view
            if seat is not None and seat in RULES.to_act(state):
                assert as_multiset(RULES.legal_actions(sample, seat)) == as_multiset(RULES.legal_actions(state, seat))
            for receiver, card, sure in view.gifts_given:
                if sure:
                    assert card in sample.hands[receiver]

    for number in range(200):
        play_random_deal(3 + number % 4, f"sample/{number}", check=check)


def test_D32_replay_reproduces_a_match_with_final_hands_and_points():
    match = ai_match("daifugo13", 4, 5, levels=["normal", "random", "normal", "random"])
    match.play_out()
    doc = json.loads(json.dumps(replay.to_json(match)))
    again = replay.from_json(doc)
    assert again.totals() == match.totals()
    assert [r.to_json() for r in again.deal_results] == doc["deals"]
    for deal in doc["deals"]:
        seats = deal["details"]["seats"]
        assert [s["points"] for s in seats] == deal["scores"]
        assert all(isinstance(s["hand"], list) for s in seats)


def test_headless_command_writes_and_replays(tmp_path, capsys):
    import main

    path = tmp_path / "d.json"
    assert main.main(["--headless", "--game", "daifugo13", "--players", "4", "--seed", "7",
                      "--replay", str(path)]) == 0
    assert main.main(["--load-replay", str(path)]) == 0
    assert "replay OK" in capsys.readouterr().out
