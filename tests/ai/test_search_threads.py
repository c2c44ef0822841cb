"""Hard thinks in a worker thread beside the table's frame loop. A search that seeds a random
generator from the operating system (`random.Random()`, or a deep copy of one) makes a system call
that gives up the interpreter lock and takes it straight back, hundreds of times a second; CPython
then never hands the lock to the waiting frame loop, and the table froze at ~4 frames/s while
Hard thought in Napoleon and Democracy (tools/bench_thinking.py). Hard's decisions, its hint and
every game's state copy must seed only from the deal's own generators."""
from __future__ import annotations

import random

import pytest

from game import registry
from game.views import cards_in
from game.hints import advise
from game.rngs import copy_rng
from tests.ai.ai_helpers import GAMES, decisions, tiny


@pytest.fixture
def no_os_seeding(monkeypatch):
    seed = random.Random.seed

    def seed_not_from_os(self, a=None, version=2):
        if a is None:
            raise AssertionError("a random generator was seeded from the operating system")
        seed(self, a, version)

    monkeypatch.setattr(random.Random, "seed", seed_not_from_os)


def test_the_guard_catches_os_seeding(no_os_seeding):
    import copy

    with pytest.raises(AssertionError):
        random.Random()
    with pytest.raises(AssertionError):
        copy.deepcopy(random.Random(1))


def test_copy_rng_continues_the_same_sequence_independently(no_os_seeding):
    rng = random.Random("deal")
    rng.random()
    twin = copy_rng(rng)
    assert [twin.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    twin.random()
    assert twin.random() != rng.random()


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_clones_and_hints_never_seed_from_the_os(game_id, no_os_seeding):
    rules, points = decisions(game_id, 3, seed=7)
    assert points
    hard = tiny(rules.ai_player("hard"), playouts=16)
    for state, seat, legal in points:
        rules.clone(state)
        view = rules.view(state, seat)
        assert hard.choose(view, list(legal), random.Random(2)) in legal
        hint = advise(rules, view, list(legal), random.Random(3), budget_s=60.0, max_playouts=16)
        if hint.key == "ui.hint.keep":           # a whole keep at once (Tyrant): cards the seat sees as its own
            assert {a.kind for a in legal} == {hint.action.kind}
            assert set(hint.action.cards) <= set(cards_in(view))
        else:
            assert hint.action in legal


def test_every_game_is_covered():
    assert GAMES == registry.available_games() == list(registry.GAME_MODULES)
