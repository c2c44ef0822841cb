"""The AI protocol and the generic players every game gets for free: a player decides from its own
view and the legal actions, never from the state. `RandomPlayer` is the baseline used by tests and
benchmarks; `EasyPlayer` wraps a game's Normal player into the Easy level (usually Normal's choice,
sometimes a plausible worse one)."""
from __future__ import annotations

import random
from typing import Any, Protocol

from game.actions import Action

NEAR = 4


class Player(Protocol):
    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        ...


class RandomPlayer:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


class EasyPlayer:
    """A weaker but plausible player: Normal's choice, except in `slip` of its decisions (the game's
    `Ruleset.easy_slip`) where it takes one of the few actions nearest to Normal's in the legal
    list and of the same kind (a neighbouring card, the next bid height), so it never looks like
    random clicking. The slip rate is set per game so that Normal beats Easy clearly while Easy
    still beats uniform random play (tools/bench_strength.py, docs/benchmarks.md).

    A slip never turns a decision into one that could stall the match: where Normal chooses
    something other than passing, only an action of the same kind replaces it (a bid stays a bid).
    """

    name = "easy"

    def __init__(self, normal: Any, slip: float = 0.5):
        self.normal = normal
        self.slip = slip

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        choice = self.normal.choose(view, legal, rng)
        if len(legal) == 1 or rng.random() >= self.slip:
            return choice
        at = legal.index(choice) if choice in legal else 0
        alike = [a for a in legal if a != choice and a.kind == choice.kind]
        alike.sort(key=lambda a: abs(legal.index(a) - at))
        near = alike[:NEAR]              # a neighbouring bid, a nearby card: a plausible slip
        if not near:
            return choice
        return near[rng.randrange(len(near))]
