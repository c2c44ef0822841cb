"""Benchmark of Bao Huang: random 5-player deals per second on the raw engine, Normal AI decision
time (view + legal actions + choice, p50/p95), and Normal's win share (score > 0) and mean points
with one Normal seat among four random ones, the Normal seat rotating every deal, with a 95%
interval. Prints figures; never pass/fail.

    python tools/bench_baohuang.py [--deals 200] [--versus 400]
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engines.baohuang import RULES  # noqa: E402
from engines.baohuang.ai import NormalPlayer  # noqa: E402
from game.players import RandomPlayer  # noqa: E402


def random_deals(count: int) -> tuple[float, float]:
    steps = 0
    start = time.perf_counter()
    for number in range(count):
        rng = random.Random(f"bench/{number}")
        state = RULES.new_deal({}, 5, rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[rng.randrange(len(legal))])
            steps += 1
    return count / (time.perf_counter() - start), steps / count


def versus(count: int) -> dict:
    normal, rand = NormalPlayer(), RandomPlayer()
    times: list[float] = []
    wins = other_wins = 0
    points: list[int] = []
    for number in range(count):
        rng = random.Random(f"versus/{number}")
        me = number % 5
        state = RULES.new_deal({}, 5, rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            if seat == me:
                t = time.perf_counter()
                legal = RULES.legal_actions(state, seat)
                action = normal.choose(RULES.view(state, seat), legal, rng)
                times.append(time.perf_counter() - t)
            else:
                legal = RULES.legal_actions(state, seat)
                action = rand.choose(None, legal, rng)
            RULES.apply(state, seat, action)
        result = RULES.result(state)
        wins += result.scores[me] > 0
        other_wins += sum(1 for s in range(5) if s != me and result.scores[s] > 0)
        points.append(result.scores[me])
    share = wins / count
    half = 1.96 * math.sqrt(share * (1 - share) / count)
    times.sort()
    return {"share": share, "others": other_wins / (4 * count), "half": half, "mean": statistics.mean(points),
            "p50": times[len(times) // 2] * 1000, "p95": times[int(len(times) * 0.95)] * 1000}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--versus", type=int, default=400)
    args = parser.parse_args()
    rate, steps = random_deals(args.deals)
    print(f"random deals: {rate:.1f}/s ({steps:.0f} actions per deal)")
    v = versus(args.versus)
    print(f"Normal decision: p50 {v['p50']:.2f} ms, p95 {v['p95']:.2f} ms")
    print(f"Normal vs 4 random ({args.versus} seat-rotated deals): wins {v['share']:.1%} "
          f"± {v['half']:.1%} (a random seat's in the same deals: {v['others']:.1%}), "
          f"mean points {v['mean']:+.2f}")


if __name__ == "__main__":
    main()
