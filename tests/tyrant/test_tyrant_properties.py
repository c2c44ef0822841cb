"""Tyrant properties over seeded random games (3 and 4 players): no exception, every card in
exactly one zone at every step, chips conserved, exactly 8 tricks, a legal action for every seat
that must act, every game ends, no view or event shows a card its seat may not see, sample_state
agrees with the view it came from, illegal actions change nothing, and replays reproduce results."""
import random
from collections import Counter

import pytest

from game import replay
from game.actions import Action
from game.errors import IllegalAction
from game.match import Match
from game.seats import Seat
from game.views import cards_in
from engines.tyrant import RULES
from engines.tyrant.state import clone_state as clone
from engines.tyrant.deal import deal_cards
from engines.tyrant.state import SUIT_ORDER


def concrete_action(state, seat, legal, rng):
    """Sometimes a random specific action (any cards, as a human would click), else a legal one."""
    if rng.random() < 0.5:
        return legal[rng.randrange(len(legal))]
    phase = state.phase
    if phase in ("setup", "return"):
        return Action("keep", (rng.choice(state.stocks[seat]),))
    if phase == "play":
        hand = state.hands[seat]
        if not hand or rng.random() < 0.1:
            return Action("pass")
        k = rng.randint(1, min(3, len(hand)))
        return Action("play", tuple(rng.sample(hand, k)), rng.randrange(3) if k == 3 else None)
    if phase == "tyrant":
        place = rng.choice(["lead"] + ["plaza:" + s for s in SUIT_ORDER])
        return Action("chips", (), f"{place}:{rng.randint(0, 5)}")
    return Action("to_plaza", (rng.choice(state.played[seat]),))


def visible_cards(state, seat):
    """Cards `seat` may see, computed from the state independently of the view code."""
    out = set(state.lead_row) | set(state.removed_seen)
    for s in SUIT_ORDER:
        out.update(state.plaza[s])
        for pile in state.piles[s]:
            out.update(pile)
    for piles in state.trick_piles:
        for p in piles:
            out.add(p.fame)
            out.update(p.cards)
    for s in range(state.players):
        if state.revealed:
            out.update(state.played[s])
        if state.face_up[s] is not None:
            out.add(state.face_up[s])
    if seat is not None:
        out.add(state.aces[seat])
        out.update(state.hands[seat])
        out.update(state.stocks[seat])
        out.update(state.played[seat])
    return out


def check_invariants(state, full):
    n = state.players
    assert Counter(RULES.all_cards(state)) == full
    assert sum(state.chips) + state.chips_spent + sum(p[1] for p in state.placed if p) == 5 * n
    if not RULES.is_over(state):
        for seat in RULES.to_act(state):
            assert RULES.legal_actions(state, seat)


def random_game(players, rng, check_views=False):
    state = RULES.new_deal({}, players, rng)
    full = dict(Counter(deal_cards(players)))   # a plain dict: Counter's own == loops in Python, dict's in C
    check_invariants(state, full)
    if check_views:
        for seat in list(range(players)) + [None]:
            allowed = visible_cards(state, seat)
            for event in RULES.opening_events(state):
                assert {c for c in event.for_viewer(seat).cards if c is not None} <= allowed
    tricks = steps = 0
    while not RULES.is_over(state):
        acting = RULES.to_act(state)
        seat = acting[rng.randrange(len(acting))]
        legal = RULES.legal_actions(state, seat)
        action = concrete_action(state, seat, legal, rng)
        before = clone(state) if check_views else None
        try:
            events = RULES.apply(state, seat, action)
        except IllegalAction:
            events = RULES.apply(state, seat, legal[rng.randrange(len(legal))])
        tricks += sum(1 for e in events if e.kind in ("trick", "game_over"))
        steps += 1
        assert steps < 1000
        check_invariants(state, full)
        if check_views:
            check_views_and_events(before, state, events)
    assert tricks == 8
    return state


def check_views_and_events(before, state, events):
    for seat in list(range(state.players)) + [None]:
        allowed = visible_cards(state, seat)
        assert set(cards_in(RULES.view(state, seat))) <= allowed
        allowed_event = allowed | visible_cards(before, seat)
        for event in events:
            assert {c for c in event.for_viewer(seat).cards if c is not None} <= allowed_event


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_random_games_conserve_cards_and_chips_and_always_end(players):
    rng = random.Random(f"tyrant-props/{players}")
    for _ in range(1000):
        state = random_game(players, rng)
        result = RULES.result(state)
        assert len(result.scores) == players and len(result.winners) == 1
        assert not result.details["seats"][result.winners[0]]["eliminated"]


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_views_and_events_never_show_a_card_the_seat_may_not_see(players):
    rng = random.Random(f"tyrant-leaks/{players}")
    for _ in range(80):
        random_game(players, rng, check_views=True)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_sample_state_reproduces_the_view_it_came_from(players):
    rng = random.Random(f"tyrant-sample/{players}")
    checked = voids = misses = 0
    for _ in range(40):
        state = RULES.new_deal({}, players, rng)
        while not RULES.is_over(state):
            if rng.random() < 0.3:
                for seat in list(range(players)) + [None]:
                    view = RULES.view(state, seat)
                    sample = RULES.sample_state(view, rng)
                    assert RULES.view(sample, seat) == view
                    assert Counter(RULES.all_cards(sample)) == Counter(deal_cards(players))
                    # the void inference is sound (true in the real state) and the sampler
                    # respects it (it may fall back only when the greedy deal runs short)
                    for s in range(players):
                        assert not any(c.suit in view.void[s] for c in state.hands[s])
                        if s != seat:
                            voids += 1
                            misses += any(c.suit in view.void[s] for c in sample.hands[s])
                    # the sample plays on to the end
                    copy = RULES.clone(sample)
                    while not RULES.is_over(copy):
                        actor = RULES.to_act(copy)[0]
                        options = RULES.legal_actions(copy, actor)
                        RULES.apply(copy, actor, options[rng.randrange(len(options))])
                    checked += 1
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[rng.randrange(len(legal))])
    assert checked > 100 and misses <= voids // 100


@pytest.mark.parametrize("players", [3, 4])
def test_illegal_actions_leave_the_state_exactly_as_it_was(players):
    rng = random.Random(f"tyrant-illegal/{players}")
    refused = 0
    for _ in range(60):
        state = RULES.new_deal({}, players, rng)
        while not RULES.is_over(state):
            acting = RULES.to_act(state)
            seat = acting[0]
            legal = RULES.legal_actions(state, seat)
            for attempt in (concrete_action(state, seat, legal, rng), Action("bogus"),
                            Action("pass", (), 3), Action("keep", ()),
                            Action("play", tuple(deal_cards(players)[:2]))):
                if attempt in legal:
                    continue
                snapshot = clone(state)
                try:
                    RULES.apply(state, seat, attempt)
                except IllegalAction as err:
                    refused += 1
                    assert err.key.startswith(("tyrant.err.", "common.err."))   # common: a pass with a value
                    assert state == snapshot
                else:
                    break
            else:
                RULES.apply(state, seat, legal[rng.randrange(len(legal))])
            wrong = (seat + 1) % players
            if wrong not in RULES.to_act(state) and not RULES.is_over(state):
                snapshot = clone(state)
                with pytest.raises(IllegalAction):
                    RULES.apply(state, wrong, Action("pass"))
                assert state == snapshot
    assert refused > 500


def test_clone_is_independent():
    rng = random.Random(5)
    state = RULES.new_deal({}, 4, rng)
    copy = clone(state)
    assert copy == state
    while not RULES.is_over(copy):
        seat = RULES.to_act(copy)[0]
        legal = RULES.legal_actions(copy, seat)
        RULES.apply(copy, seat, legal[rng.randrange(len(legal))])
    assert state == RULES.new_deal({}, 4, random.Random(5))


@pytest.mark.parametrize("players", [3, 4])
def test_replay_reproduces_results(players):
    for seed in range(30):
        seats = [Seat(f"AI {i}", "ai", "random") for i in range(players)]
        match = Match("tyrant", {}, seats, f"replay-{players}-{seed}")
        match.play_out()
        again = replay.from_json(replay.to_json(match))
        assert again.totals() == match.totals() and again.winners() == match.winners()
        assert [r.to_json() for r in again.deal_results] == [r.to_json() for r in match.deal_results]
