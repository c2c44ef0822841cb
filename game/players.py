"""The AI protocol: a player decides from its own view and the legal actions, never from the
state. `RandomPlayer` is the baseline used by tests and benchmarks."""
from __future__ import annotations

import random
from typing import Any, Protocol

from game.actions import Action


class Player(Protocol):
    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        ...


class RandomPlayer:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]
