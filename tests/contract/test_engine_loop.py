"""The engine contract of game/engine.py, checked on every registered game by playing seeded
random deals with exactly the documented lifecycle loop: `to_act` asked again
after every `apply`, never empty before the end, a legal action for every seat it names, empty
once the deal is over, every deal ends, cards conserved at every step, and `carry` handed on to
the next deal. Prints what it tried."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game import registry
from game.errors import IllegalAction

GAMES = registry.available_games()
DEALS_PER_COUNT = 30          # seeded random deals per game and player count (chained by carry)
MAX_ACTIONS = 20_000          # a deal that has not ended by then never will


def player_counts(rules) -> list[int]:
    return list(range(rules.min_players, rules.max_players + 1))


def card_count(rules, state) -> dict[str, int] | None:
    """Each card's copies (a plain dict: Counter's own == loops in Python, dict's in C)."""
    try:
        return dict(Counter(repr(card) for card in rules.all_cards(state)))
    except NotImplementedError:
        return None


def play_documented_loop(rules, options, players, rng, carry, tally):
    """One deal played with the loop of game/engine.py; checks the contract at every step."""
    state = rules.new_deal(options, players, rng, carry)
    cards = card_count(rules, state)
    actions = 0
    while not rules.is_over(state):
        acting = rules.to_act(state)                       # asked again after every apply
        assert acting, f"{rules.id}: deal not over but nobody to act"
        assert len(set(acting)) == len(acting) and all(0 <= s < players for s in acting)
        for seat in acting:
            assert rules.legal_actions(state, seat), f"{rules.id}: seat {seat} in to_act has no legal action"
        seat = acting[0] if len(acting) == 1 else acting[rng.randrange(len(acting))]
        legal = rules.legal_actions(state, seat)
        rules.apply(state, seat, legal[rng.randrange(len(legal))])
        actions += 1
        after = rules.to_act(state)
        if not rules.is_over(state) and (set(acting) - {seat}) - set(after):
            tally["stale"] += 1     # a seat the earlier answer named no longer acts (a sandstorm)
        if cards is not None:
            assert card_count(rules, state) == cards, f"{rules.id}: cards not conserved"
        assert actions < MAX_ACTIONS, f"{rules.id}: deal did not end after {MAX_ACTIONS} actions"
    assert not rules.to_act(state), f"{rules.id}: to_act after the end"
    result = rules.result(state)
    assert len(result.scores) == players and len(result.lines) == players
    tally["deals"] += 1
    tally["actions"] += actions
    tally["conserved_checks"] += actions if cards is not None else 0
    return result


@pytest.mark.parametrize("game_id", GAMES)
def test_documented_loop_plays_random_deals_of_every_game(game_id):
    rules = registry.load(game_id)
    tally = Counter()
    for players in player_counts(rules):
        rng = random.Random(f"contract/{game_id}/{players}")
        options = rules.normalise_options({})
        carry = None
        for _ in range(DEALS_PER_COUNT):
            carry = play_documented_loop(rules, options, players, rng, carry, tally).carry
    print(f"\n[contract] {game_id}: players {player_counts(rules)}, {tally['deals']} deals, "
          f"{tally['actions']} actions, a seat of the earlier to_act no longer acting {tally['stale']} times, "
          f"cards conserved at {tally['conserved_checks']} steps")
    assert tally["deals"] == DEALS_PER_COUNT * len(player_counts(rules))


@pytest.mark.parametrize("game_id", GAMES)
def test_seat_not_in_to_act_gets_no_legal_action_and_cannot_apply(game_id):
    """The other half of the loop's promise: a seat that `to_act` does not name has nothing to do,
    and `apply` for it raises IllegalAction without touching the state."""
    rules = registry.load(game_id)
    rng = random.Random(f"contract-idle/{game_id}")
    players = rules.min_players
    checked = 0
    for _ in range(3):
        state = rules.new_deal(rules.normalise_options({}), players, rng, None)
        steps = 0
        while not rules.is_over(state) and steps < 60:
            acting = rules.to_act(state)
            for idle in (s for s in range(players) if s not in acting):
                assert rules.legal_actions(state, idle) == []
                some_action = rules.legal_actions(state, acting[0])[0]
                before = repr(rules.view(state, None))
                with pytest.raises(IllegalAction):
                    rules.apply(state, idle, some_action)
                assert repr(rules.view(state, None)) == before
                checked += 1
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            rules.apply(state, seat, legal[rng.randrange(len(legal))])
            steps += 1
    print(f"\n[contract] {game_id}: {checked} out-of-turn seats refused")


def test_daifugo13_sandstorm_changes_who_acts_mid_loop():
    """The case that broke the old loop: a Daifugo13 sandstorm offer makes `to_act` name a seat
    out of turn; the documented loop follows it through random deals."""
    rules = registry.load("daifugo13")
    rng = random.Random("contract/sandstorm")
    offers = 0
    deals = 0
    while deals < 150 and offers < 5:
        state = rules.new_deal(rules.normalise_options({}), 4, rng, None)
        while not rules.is_over(state):
            acting = rules.to_act(state)
            if len(acting) > 1 or any(a.kind == "sandstorm" for a in rules.legal_actions(state, acting[0])):
                offers += 1
            seat = acting[0]
            legal = rules.legal_actions(state, seat)
            assert legal
            rules.apply(state, seat, legal[rng.randrange(len(legal))])
        deals += 1
    print(f"\n[contract] daifugo13: {deals} deals, {offers} sandstorm offers followed")
