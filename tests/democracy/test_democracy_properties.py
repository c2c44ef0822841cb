"""Random-game properties over many seeded deals for 2–6 players, with no option and with every
option on: no exception, every card accounted for at every step, a legal action for everyone who
must act, every deal and match ends, and replays reproduce. More deals under @pytest.mark.slow."""
import random
from collections import Counter

import pytest

from engines.democracy import RULES
from engines.democracy.cards import deck
from game import replay
from game.match import Match
from game.seats import Seat

ALL_ON = {"bad_catch": True, "high_stake": True, "high_stake_points": 3, "ghost": True,
          "dummy_joker": True, "suit_sweep": True, "suit_sweep_declared": True}
VARIANTS = {
    "plain": {},
    "all_on": ALL_ON,
    "all_on_dealer_one_day": dict(ALL_ON, ghost_dealer_choice=True, one_day=True),
}


def run_deal(players, seed, options):
    rng = random.Random(seed)
    state = RULES.new_deal(dict(options), players, random.Random(f"{seed}/d"))
    full = dict(Counter(deck(players)))   # a plain dict: Counter's own == loops in Python, dict's in C
    steps = 0
    while not RULES.is_over(state):
        acting = RULES.to_act(state)
        assert acting
        for seat in acting:
            assert RULES.legal_actions(state, seat), (seat, state.phase)
        seat = acting[rng.randrange(len(acting))]
        legal = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, legal[rng.randrange(len(legal))])
        assert Counter(RULES.all_cards(state)) == full
        steps += 1
        assert steps < 500
    result = RULES.result(state)
    assert len(result.scores) == players and all(s >= 0 for s in result.scores)
    return state


def check_many(deals):
    for players in (2, 3, 4, 5, 6):
        for name, options in VARIANTS.items():
            for seed in range(deals):
                run_deal(players, f"{name}{seed}", options)


@pytest.mark.slow
def test_random_deals_every_player_count_and_option():
    check_many(130)         # 2–6 players × 3 variants × 130 = 1,950 deals


@pytest.mark.slow
def test_random_deals_many():
    check_many(700)


def test_options_are_exercised():
    seen = Counter()
    for seed in range(300):
        state = run_deal(4, f"x{seed}", dict(ALL_ON, bad_catch=True))
        seen["redeal"] += state.redeals > 0
        seen["ghost"] += any(t.kind == "ghost" for t in state.tricks)
        seen["tie"] += any(t.tied for t in state.tricks)
        seen["declared"] += any(state.declared or [])
    assert all(seen[k] for k in ("ghost", "tie", "declared")), seen


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_matches_end_and_replays_reproduce(players, tmp_path):
    for name, options in VARIANTS.items():
        seats = [Seat(f"A{i}", "ai", "random") for i in range(players)]
        match = Match("democracy", dict(options, target=3), seats, f"{name}{players}")
        match.play_out()
        assert match.over and len(match.winners()) == 1
        path = tmp_path / f"{name}.json"
        replay.save(match, str(path))
        again = replay.load(str(path))
        assert again.over and again.totals() == match.totals()
        assert [r.to_json() for r in again.deal_results] == [r.to_json() for r in match.deal_results]


def test_normal_ai_matches_end():
    for players in (2, 4, 6):
        seats = [Seat(f"A{i}", "ai", "normal") for i in range(players)]
        match = Match("democracy", dict(ALL_ON, target=3), seats, players)
        match.play_out()
        assert match.over
