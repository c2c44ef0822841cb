"""Napoleon properties over thousands of seeded random deals: no exception, 53 cards always
accounted for, the 20 honours all taken, a legal action for whoever must act, every deal ends,
views never leak hidden cards, sampled states agree with their view, replays reproduce."""
import json
import random

import pytest

from engines.napoleon import RULES
from engines.napoleon.state import OVER, PLAYERS
from engines.napoleon.cards import deck, hand_order, is_honour
from game import replay
from game.match import Match
from game.seats import Seat
from game.views import cards_in

DECK = sorted(deck())
MAX_STEPS = 1000


def random_options(rng):
    return RULES.normalise_options({
        "min_bid": rng.choice((11, 12, 13, 14)),
        "same_two_first_trick": rng.random() < 0.5,
        "reverse": rng.random() < 0.5,
        "called_joker_strong": rng.random() < 0.5,
    })


def random_deal(seed, on_step=None, carry=None):
    """Plays one deal with uniformly random legal actions; `on_step(state, rng)` after each."""
    rng = random.Random(seed)
    state = RULES.new_deal(random_options(rng), PLAYERS, random.Random(seed * 7 + 1), carry)
    steps = 0
    while not RULES.is_over(state):
        acting = RULES.to_act(state)
        assert len(acting) == 1
        seat = acting[0]
        legal = RULES.legal_actions(state, seat)
        assert legal, f"seed {seed}: no legal action for seat {seat} in phase {state.phase}"
        assert all(RULES.legal_actions(state, s) == [] for s in range(PLAYERS) if s != seat)
        RULES.apply(state, seat, legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < MAX_STEPS, f"seed {seed}: the deal does not end"
        if on_step:
            on_step(state, rng)
    return state


@pytest.mark.slow
def test_random_deals_conserve_cards_and_honours_and_end():
    def conserve(state, rng):
        assert sorted(RULES.all_cards(state)) == DECK

    for seed in range(3000):
        state = random_deal(seed, conserve if seed % 10 == 0 else None)
        assert sorted(RULES.all_cards(state)) == DECK
        assert all(len(h) == 0 for h in state.hands) and len(state.tricks) == 10
        assert sum(len(t) for t in state.taken) == 20
        assert sorted(c for t in state.taken for c in t) == sorted(c for c in DECK if is_honour(c))
        result = RULES.result(state)
        side = result.details["napoleon_side_honours"]
        assert result.details["napoleon_side_won"] == (side >= state.bid_count)
        assert all(sum(ln.points for ln in lines) == score for lines, score in zip(result.lines, result.scores))
        assert json.loads(json.dumps(result.to_json()))["scores"] == result.scores


def allowed_cards(state, seat):
    """What `seat` may legitimately see: own hand, everything played, the named card, face-up
    discards; Napoleon also the widow and discards; everyone the discards once the deal is over."""
    seen = set(state.hands[seat]) if seat is not None else set()
    seen.update(c for t in state.tricks for _, c in t.plays)
    seen.update(c for _, c in state.current)
    seen.update(c for c in state.discards if is_honour(c))
    if state.named is not None:
        seen.add(state.named)
    if (seat is not None and seat == state.napoleon) or state.phase == OVER:
        seen.update(state.widow_taken)
        seen.update(state.discards)
    return seen


@pytest.mark.slow
def test_views_never_leak_and_keep_the_adjutant_secret():
    def check(state, rng):
        for seat in list(range(PLAYERS)) + [None]:
            view = RULES.view(state, seat)
            leaked = set(cards_in(view)) - allowed_cards(state, seat)
            assert not leaked, f"seat {seat} sees {leaked}"
            if view.adjutant_known and state.phase != OVER and not state.adjutant_public:
                assert seat == state.adjutant or (seat == state.napoleon and state.adjutant is None)

    for seed in range(250):
        random_deal(10_000 + seed, check)


@pytest.mark.slow
def test_sample_state_agrees_with_its_view_and_keeps_hands_in_the_engines_order():
    def check(state, rng):
        if rng.random() > 0.3:
            return
        seat = RULES.to_act(state)[0] if not RULES.is_over(state) else rng.randrange(PLAYERS)
        view = RULES.view(state, seat)
        sampled = RULES.sample_state(view, rng)
        assert sorted(RULES.all_cards(sampled)) == DECK
        assert RULES.view(sampled, seat) == view
        assert RULES.legal_actions(sampled, seat) == RULES.legal_actions(state, seat)
        for s in range(PLAYERS):
            assert sampled.hands[s] == sorted(sampled.hands[s], key=hand_order)    # as the engine keeps them
            for c in sampled.hands[s]:
                assert c.suit not in state.voids[s] or c.suit == "X"
            assert not (s in state.no_joker and any(c.suit == "X" for c in sampled.hands[s]))
        assert all(not is_honour(c) for c, real in zip(sampled.discards, view.discards) if real is None)
        if state.named is not None and not state.adjutant_public and seat not in (state.adjutant, state.napoleon):
            assert state.named not in sampled.hands[seat]
        while not RULES.is_over(sampled):
            actor = RULES.to_act(sampled)[0]
            options = RULES.legal_actions(sampled, actor)
            RULES.apply(sampled, actor, options[rng.randrange(len(options))])
        assert sum(len(t) for t in sampled.taken) == 20

    for seed in range(500):
        random_deal(20_000 + seed, check)


def test_sample_state_puts_the_named_card_anywhere_unseen_for_an_ally():
    """An ally's samples place an unplayed named card in other hands, Napoleon's hand or the
    face-down discards; the adjutant's samples keep it in their own hand."""
    places = set()
    for seed in range(200):
        rng = random.Random(seed)
        state = RULES.new_deal(RULES.default_options(), PLAYERS, random.Random(seed))
        first = state.turn
        RULES.apply(state, first, RULES.legal_actions(state, first)[1])
        for i in range(1, 5):
            RULES.apply(state, (first + i) % 5, RULES.legal_actions(state, (first + i) % 5)[0])
        nap = state.napoleon
        target = next(c for c in DECK if c.suit == "C" and c.rank in (4, 5, 6, 7)
                      and c not in state.hands[(nap + 1) % 5])
        RULES.apply(state, nap, next(a for a in RULES.legal_actions(state, nap) if a.cards[0] == target))
        while state.phase == "discard":
            RULES.apply(state, nap, RULES.legal_actions(state, nap)[rng.randrange(len(state.hands[nap]))])
        ally = (nap + 1) % 5
        sampled = RULES.sample_state(RULES.view(state, ally), rng)
        holder = next((s for s in range(5) if target in sampled.hands[s]), None)
        places.add("discards" if holder is None else ("napoleon" if holder == nap else "other"))
        assert holder != ally
        if state.adjutant is not None:
            adj_sample = RULES.sample_state(RULES.view(state, state.adjutant), rng)
            assert target in adj_sample.hands[state.adjutant]
    assert places == {"discards", "napoleon", "other"}


def test_replay_reproduces_matches_through_json():
    for seed in (1, 2, 3):
        levels = ["normal", "random", "normal", "random", "normal"]
        match = Match("napoleon", {"deals": 3, "reverse": seed == 2},
                      [Seat(f"AI {i}", "ai", levels[(i + seed) % 5]) for i in range(5)], seed)
        match.play_out()
        doc = json.loads(json.dumps(replay.to_json(match)))
        again = replay.from_json(doc)
        assert again.totals() == match.totals() and again.winners() == match.winners()
        assert [s.to_json() for s in again.steps] == [s.to_json() for s in match.steps]
        assert [r.to_json() for r in again.deal_results] == doc["deals"]
        assert len(doc["deals"]) == 3
        for deal in doc["deals"]:
            for seat in deal["details"]["seats"]:
                assert seat["role"] in ("napoleon", "adjutant", "ally")
                assert sum(line["points"] for line in seat["lines"]) == seat["total"]


def test_headless_command_writes_and_reloads_a_replay(tmp_path, capsys):
    import main

    path = tmp_path / "n.json"
    assert main.main(["--headless", "--game", "napoleon", "--seed", "7", "--replay", str(path)]) == 0
    assert main.main(["--load-replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "replay OK" in out
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["game"] == "napoleon" and len(doc["deals"]) == 5
    seats = doc["deals"][0]["details"]["seats"]
    assert {"role", "honours", "lines", "total"} <= set(seats[0])


@pytest.mark.slow
def test_refusals_change_nothing_and_have_readable_reasons_in_both_languages():
    from game.actions import Action
    from game.errors import IllegalAction
    from game.i18n import has

    def all_views(state):
        return [RULES.view(state, s) for s in list(range(PLAYERS)) + [None]]

    keys = set()

    def attempt(state, seat, action):
        before = all_views(state)
        try:
            RULES.apply(state, seat, action)
        except IllegalAction as err:
            keys.add(err.key)
            assert has(err.key, "en") and has(err.key, "ja") and str(err)
        else:
            raise AssertionError(f"{action} by seat {seat} was accepted in phase {state.phase}")
        assert all_views(state) == before

    def check(state, rng):
        if RULES.is_over(state):
            attempt(state, 0, Action("pass"))
            return
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        other = (seat + 1 + rng.randrange(4)) % PLAYERS
        attempt(state, other, legal[0])
        if state.phase == "bid":
            attempt(state, seat, Action("bid", value=rng.choice(["S21", "X12", "13", "C10"])))
            if state.high_bid:
                attempt(state, seat, Action("bid", value=f"{state.high_bid[1]}{state.high_bid[0]}"))
        elif state.phase in ("discard", "play"):
            kind = "discard" if state.phase == "discard" else "play"
            foreign = rng.choice(state.hands[other] or [c for c in DECK if c not in state.hands[seat]])
            attempt(state, seat, Action(kind, (foreign,)))
            refused = [c for c in state.hands[seat] if Action(kind, (c,)) not in legal]
            if refused:
                attempt(state, seat, Action(kind, (rng.choice(refused),)))
            attempt(state, seat, Action("name", (DECK[0],)))
        else:
            attempt(state, seat, Action("name", tuple(DECK[:2])))
            attempt(state, seat, Action("play", (DECK[0],)))

    for seed in range(150):
        random_deal(30_000 + seed, check)
    assert {"napoleon.err.not_your_turn", "napoleon.err.must_follow", "napoleon.err.not_in_hand",
            "napoleon.err.bid_not_higher", "napoleon.err.deal_over"} <= keys


def test_N17_N40_void_deals_are_redealt_inside_and_do_not_count_towards_the_match():
    match = Match("napoleon", {"deals": 2, "min_bid": 16},
                  [Seat(f"AI {i}", "ai", "normal") for i in range(5)], "voids")
    match.play_out()
    assert len(match.deal_results) == 2
    assert sum(r.details["void_deals"] for r in match.deal_results) > 0
    again = replay.from_json(json.loads(json.dumps(replay.to_json(match))))
    assert again.totals() == match.totals()
