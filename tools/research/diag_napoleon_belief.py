"""How well Napoleon's Hard guesses the opponents' hands: at every decision with a choice of one
seat in tables of Normal players, the share of an opponent's true hand that a sampled world gives
it, averaged over worlds and opponents, for a uniform deal (the shown voids kept), the shipped
belief (`sample_state`: the auction and who played like the adjutant) and the half-known worlds of
`tools/research/bench_strength_research.py --oracle-mix`, so the strength those worlds reach can be
set beside what Hard's own worlds hold. Split by phase: the auction, and card play by trick.

    python -m tools.research.diag_napoleon_belief --deals 20 --mixes 0.5,0.8
"""
from __future__ import annotations

import argparse
import random
from collections import defaultdict

from engines.napoleon import belief as napoleon_belief
from game import registry
from tools.research.bench_strength_research import napoleon_half_known_world
from tools.deal_loop import normal_decisions

RULES = registry.load("napoleon")


def decision_points(deals: int, seed: str):
    """(true state, view, phase label) at each decision with more than one legal action, the
    seat on turn's, in tables of Normal players."""
    for d in range(deals):
        for state, _, view, legal, _ in normal_decisions(RULES, 5, f"{seed}/{d}", random.Random(d)):
            if len(legal) > 1:
                yield RULES.clone(state), view, phase_label(view)


def phase_label(view) -> str:
    if view.phase != "play":
        return "auction and widow"
    done = len(view.tricks)
    return "play, tricks 1-3" if done < 3 else "play, tricks 4-6" if done < 6 else "play, tricks 7-10"


def shares(points, worlds: int, sample) -> dict[str, float]:
    """Mean share of an opponent's true hand in a sampled world, per phase label and overall."""
    total: dict[str, float] = defaultdict(float)
    count: dict[str, int] = defaultdict(int)
    for state, view, label in points:
        for k in range(worlds):
            world = sample(state, view, random.Random(k))
            for seat in range(5):
                if seat != view.seat and state.hands[seat]:
                    share = len(set(state.hands[seat]) & set(world.hands[seat])) / len(state.hands[seat])
                    for key in (label, "all"):
                        total[key] += share
                        count[key] += 1
    return {key: total[key] / count[key] for key in total}


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--worlds", type=int, default=20, help="sampled worlds a decision point")
    p.add_argument("--seed", default="belief")
    p.add_argument("--mixes", default="0.5,0.8", help="comma list of --oracle-mix chances")
    args = p.parse_args(argv)
    points = list(decision_points(args.deals, args.seed))
    print(f"{len(points)} decision points, {args.worlds} worlds each, 4 opponents")
    rows = [("uniform deal", lambda s, v, r: napoleon_belief.uniform_sample(v, r)),
            ("shipped belief", lambda s, v, r: RULES.sample_state(v, r))]
    rows += [(f"--oracle-mix {m}", lambda s, v, r, m=float(m): napoleon_half_known_world(RULES, s, v.seat, m, r))
             for m in args.mixes.split(",")]
    labels = ["all", "auction and widow", "play, tricks 1-3", "play, tricks 4-6", "play, tricks 7-10"]
    print("  worlds".ljust(22) + "".join(label.rjust(20) for label in labels))
    for name, sample in rows:
        got = shares(points, args.worlds, sample)
        print(f"  {name}".ljust(22) + "".join(f"{got.get(label, float('nan')):20.3f}" for label in labels),
              flush=True)


if __name__ == "__main__":
    main()
