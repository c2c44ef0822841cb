"""Belief-weighted sampling of hidden cards, shared by every game: sampling-importance-resampling.

A game's `sample_state` deals the hidden cards uniformly among the deals its hard constraints allow
(voids, known cards, counts). What the table *suggests* but does not prove — a bid that promises a
strong suit, a pass when a beating play was likely — is the game's `evidence(state)`: a weight in
(0, 1] for how well a candidate deal explains what every seat did. `weighted_sample` draws a few
candidate deals and keeps one in proportion to its weight, so likely deals are searched more often
and unlikely ones less, never excluded.

Both the candidates and the weights come from the view alone (the game computes the weight from
the view's public record and the candidate's hidden cards), so belief never leaks the real deal."""
from __future__ import annotations

import functools
import math
import random
from typing import Callable, TypeVar

S = TypeVar("S")
R = TypeVar("R")

CANDIDATES = 6


def weighted_sample(draw: Callable[[random.Random], S], evidence: Callable[[S], float] | None,
                    rng: random.Random, candidates: int = CANDIDATES) -> S:
    """One state drawn by `draw`, resampled by `evidence` among `candidates` draws."""
    if evidence is None or candidates <= 1:
        return draw(rng)
    pool = [draw(rng) for _ in range(candidates)]
    weights = [max(0.0, evidence(s)) for s in pool]
    total = sum(weights)
    if total <= 0.0:
        return pool[0]
    pick = rng.random() * total
    for state, weight in zip(pool, weights):
        pick -= weight
        if pick < 0.0:
            return state
    return pool[-1]


def surprise(excess: float, scale: float = 0.7) -> float:
    """A soft likelihood: 1 when an action is what the evidence expects (`excess` <= 0), falling
    off exponentially with how far it exceeds it."""
    return 1.0 if excess <= 0.0 else math.exp(-excess / scale)


def per_view(build: Callable[..., R]) -> Callable[..., R]:
    """`build(..., view)` remembered for the last view it was given (by identity; the view is the
    last argument, any before it the same on every call, e.g. the game's rules): a search samples
    hundreds of worlds from one view, and what the view alone decides (the cards left to deal,
    where each may go, the evidence's reading of the public record) need not be worked out again
    for each. The entry is read and written as one tuple, so a search and a hint thinking in two
    threads never get each other's result."""
    last: list[tuple] = [(None, None)]

    @functools.wraps(build)
    def cached(*args):
        view = args[-1]
        seen, result = last[0]
        if seen is view:
            return result
        result = build(*args)
        last[0] = (view, result)
        return result

    return cached
