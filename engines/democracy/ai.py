"""Democracy's Normal AI (placeholder being replaced)."""
from __future__ import annotations
import random
from typing import Any
from game.actions import Action


class NormalPlayer:
    name = "normal"

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        return legal[0]


def rollout_policy(state, seat, legal, rng):
    return legal[rng.randrange(len(legal))]
