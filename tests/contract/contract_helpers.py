"""Shared by the contract tests: every option of a game set at random within its spec."""
from __future__ import annotations

import random


def random_options(rules, rng: random.Random) -> dict:
    """Every option of the game set at random within its spec (ints near their low end, so a
    match of many deals or a high target stays a short test)."""
    chosen = {}
    for spec in rules.options:
        if spec.kind == "bool":
            chosen[spec.key] = rng.random() < 0.5
        elif spec.kind == "choice":
            chosen[spec.key] = rng.choice(spec.choices)
        elif spec.kind == "int":
            low = spec.minimum if spec.minimum is not None else 0
            high = spec.maximum if spec.maximum is not None else low + 5
            chosen[spec.key] = rng.randint(low, min(high, low + 5))
    return rules.normalise_options(chosen)
