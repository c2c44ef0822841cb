"""How well Bao Huang's Hard guesses the opponents' hands: at every 23rd decision of tables of Normal
players (the play phase), the share of an opponent's true ranks that a sampled world gives it
(multiset overlap of ranks, over its hand size), averaged over worlds and opponents. Scored for the
shipped belief (`sample_state`) and for the half-known worlds of
`tools/research/bench_strength_research.py --oracle-mix P` (each card stays with its true holder
with chance P), so the strength those worlds buy (docs/research-log.md) can be set against how far
the belief is from them.

    python -m tools.research.diag_baohuang_belief --deals 8 --keep 0,0.5,0.8
"""
from __future__ import annotations

import argparse
import random
from collections import Counter

from engines.baohuang.cards import strength
from game import registry
from tools.research.bench_strength_research import half_known_world
from tools.deal_loop import normal_decisions

RULES = registry.load("baohuang")
EVERY = 23            # decisions between two scored points
WORLDS = 3            # worlds drawn at each point


def rank_share(true_hand, sampled_hand) -> float:
    """The part of `true_hand`'s ranks found in `sampled_hand` (multisets)."""
    true_ranks, sampled_ranks = Counter(map(strength, true_hand)), Counter(map(strength, sampled_hand))
    return sum((true_ranks & sampled_ranks).values()) / max(1, len(true_hand))


def scores(deals: int, keep: float | None, seed: str) -> tuple[float, int]:
    """Mean rank share and how many opponent hands it averages, for the shipped belief (`keep`
    None) or the half-known worlds keeping each card with chance `keep`."""
    shares = []
    for d in range(deals):
        decisions = normal_decisions(RULES, 5, f"{seed}{d}", random.Random(d))
        for step, (state, seat, view, _, _) in enumerate(decisions):
            if step % EVERY == 0 and state.phase == "play":
                for w in range(WORLDS):
                    world_rng = random.Random(w)
                    world = (RULES.sample_state(view, world_rng) if keep is None
                             else half_known_world(RULES, state, seat, keep, world_rng))
                    shares += [rank_share(state.hands[s], world.hands[s])
                               for s in range(5) if s != seat and state.hands[s]]
    return sum(shares) / len(shares), len(shares)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=8)
    p.add_argument("--keep", default="0,0.5,0.8", help="comma list of --oracle-mix chances to score")
    p.add_argument("--seed", default="sh")
    args = p.parse_args(argv)
    share, hands = scores(args.deals, None, args.seed)
    print(f"shipped belief: rank share {share:.3f} over {hands} opponent hands")
    for keep in (float(k) for k in args.keep.split(",") if k):
        share, hands = scores(args.deals, keep, args.seed)
        print(f"half-known worlds, keep {keep}: rank share {share:.3f} over {hands} opponent hands")


if __name__ == "__main__":
    main()
