"""The Metropolis chain the posterior diagnostics (tools/research/diag_baohuang_posterior.py,
tools/research/diag_democracy_posterior.py, tools/research/diag_napoleon_posterior.py) draw worlds with: hidden
cards exchanged between two places, a swap that makes k more seen decisions differ from Normal's
kept with chance odds**k, and the world recorded every `keep_every` swaps in the chain's second
half; and the options those tools share."""
from __future__ import annotations

import argparse
import random
from typing import Any, Callable

Place = tuple[list, int]          # a list of cards and an index in it


def chain_arguments(doc: str, deals: int, steps: int, odds: float, seed: str) -> argparse.ArgumentParser:
    """The options every posterior diagnostic takes, with its defaults; the tool adds its own."""
    p = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=deals)
    p.add_argument("--steps", type=int, default=steps, help="Metropolis swaps a decision point")
    p.add_argument("--odds", type=float, default=odds, help="chance kept per extra difference")
    p.add_argument("--seed", default=seed)
    return p


def swap(first: Place, second: Place) -> None:
    """Exchange the cards at two places."""
    (cards_a, i), (cards_b, j) = first, second
    cards_a[i], cards_b[j] = cards_b[j], cards_a[i]


def run_chain(propose: Callable[[], tuple[Place, Place] | None],
              count_differences: Callable[[int | None], int],
              snapshot: Callable[[], Any], steps: int, odds: float, rng: random.Random,
              keep_every: int, look_ahead: int | None = None):
    """Runs the chain on the places `propose` names (None: no swap this step) and returns (the
    recorded worlds, the share of swaps kept, the first and the last world's differences).
    `count_differences(limit)` may stop counting once past `limit` (the current count plus
    `look_ahead`): such a swap is then weighed as if it were look_ahead + 1 worse."""
    current = first = count_differences(None)
    kept, accepted = [], 0
    for step in range(steps):
        places = propose()
        if places is None:
            continue
        swap(*places)
        limit = None if look_ahead is None else current + look_ahead
        worse_by = count_differences(limit) - current
        if worse_by <= 0 or rng.random() < odds ** worse_by:
            current += worse_by
            accepted += 1
        else:
            swap(*places)
        if step % keep_every == keep_every - 1 and step >= steps // 2:
            kept.append(snapshot())
    return kept, accepted / max(1, steps), first, current
