"""The contract between a view and the worlds the search deals from it, checked on every
registered game along seeded random deals with random rule options: a world sampled from seat
s's view shows seat s exactly that view again (same own hand, same public facts, same counts) and
offers seat s the same legal actions in the same order, naming the same cards in the same order.
A world that broke this would let Hard weigh plays in situations the seat is not in; an order the
view does not fix would let two deals with the same view give the same seed different decisions
(Daifugo13 kept drawn and given cards at the end of a hand until it kept hands sorted)."""
from __future__ import annotations

import random

import pytest

from game import registry
from tests.contract.contract_helpers import random_options

GAMES = registry.available_games()
DEALS = 12                    # seeded random deals per game, each with its own random options
SAMPLE_EVERY = 3              # sample a world at every third decision point


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sampled_world_shows_its_seat_the_same_view_and_legal_actions(game_id):
    rules = registry.load(game_id)
    rng = random.Random(f"contract-worlds/{game_id}")
    normal = rules.ai_player("normal")
    checked = 0
    option_sets = set()
    for _ in range(DEALS):
        players = rng.randint(rules.min_players, rules.max_players)
        options = random_options(rules, rng)
        option_sets.add(tuple(sorted(options.items())))
        state = rules.new_deal(options, players, rng, None)
        step = 0
        while not rules.is_over(state):
            seat = rng.choice(rules.to_act(state))
            legal = rules.legal_actions(state, seat)
            view = rules.view(state, seat)
            if step % SAMPLE_EVERY == 0:
                world = rules.sample_state(view, random.Random(step))
                assert rules.view(world, seat) == view, f"{game_id}: a world's view differs at step {step}"
                assert rules.legal_actions(world, seat) == legal, (
                    f"{game_id}: a world offers other actions at step {step}")
                checked += 1
            action = (normal.choose(view, legal, rng) if rng.random() < 0.8
                      else legal[rng.randrange(len(legal))])
            rules.apply(state, seat, action)
            step += 1
    print(f"\n[contract] {game_id}: {checked} sampled worlds agree with their views "
          f"over {DEALS} deals and {len(option_sets)} option sets")
    assert checked >= DEALS
