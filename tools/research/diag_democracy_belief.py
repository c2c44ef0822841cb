"""How well Democracy's Hard guesses the opponents' hands: at every decision of seat 0 after a
Day's first trick, in tables of Normal players, the share of an opponent's true cards (hand and
face-down choice) that a sampled world gives it, averaged over worlds and opponents. A uniform deal
sets the floor; each setting of the belief's knobs (candidate deals a world, how likely a deal
stays where a seat passed over a card Normal clearly preferred) is scored on the same points.

    python -m tools.research.diag_democracy_belief --deals 10 --settings 12:0.25,100:0.02,400:0.001
"""
from __future__ import annotations

import argparse
import random

from game import registry
from tools.deal_loop import normal_decisions

import engines.democracy.belief as belief

RULES = registry.load("democracy")


def decision_points(deals: int, seed: str, min_tricks: int = 1):
    """(true state, seat 0's view) at each of its decisions with `min_tricks` or more tricks of
    the Day revealed, in tables of Normal players (tests/democracy/test_democracy_belief.py
    reads the same points with its own loop)."""
    for d in range(deals):
        for state, actor, view, _, _ in normal_decisions(RULES, 4, f"{seed}{d}", random.Random(d)):
            if actor == 0 and view.trick_number >= min_tricks:
                yield RULES.clone(state), view


def held(state, seat: int) -> set:
    cards = set(state.hands[seat])
    if seat in state.pending:
        cards |= set(state.pending[seat].cards)
    return cards


def card_share(true_cards: set, sampled_cards) -> float:
    """The part of an opponent's true cards that a world gives it."""
    return len(true_cards & set(sampled_cards)) / max(1, len(true_cards))


def hit_rate(points, worlds: int, sample) -> float:
    total = n = 0.0
    for state, view in points:
        sampled = [sample(view, random.Random(k)) for k in range(worlds)]
        for seat in range(1, 4):
            true = held(state, seat)
            for world in sampled:
                total += card_share(true, held(world, seat))
                n += 1
    return total / n


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--worlds", type=int, default=40, help="sampled worlds a decision point")
    p.add_argument("--seed", default="hit")
    p.add_argument("--settings", default="12:0.25,100:0.02,400:0.001",
                   help="comma list of candidates:misplay")
    args = p.parse_args(argv)
    points = list(decision_points(args.deals, args.seed))
    print(f"{len(points)} decision points, {args.worlds} worlds each, 3 opponents")
    uniform = hit_rate(points, args.worlds, lambda v, r: belief.uniform_sample(v, r))
    print(f"  uniform deal: {uniform:.3f} of an opponent's true cards")
    kept = belief.CANDIDATES, belief.MISPLAY
    for setting in args.settings.split(","):
        candidates, misplay = setting.split(":")
        belief.CANDIDATES, belief.MISPLAY = int(candidates), float(misplay)
        rate = hit_rate(points, args.worlds, RULES.sample_state)
        mark = " (the kept belief)" if (int(candidates), float(misplay)) == kept else ""
        print(f"  {candidates} candidates, misplay {misplay}: {rate:.3f}{mark}", flush=True)
    belief.CANDIDATES, belief.MISPLAY = kept


if __name__ == "__main__":
    main()
