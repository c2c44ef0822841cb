"""Benchmark of 13th-Floor Daifugo: random 4-player deals per second on the raw engine, Normal AI
decision time (view + legal actions + choice, p50/p95), and the Normal AI's results against the
random player (one Normal seat with three random ones, the Normal seat rotating every deal).
Prints figures; never pass/fail.

    python -m tools.bench_daifugo13 [--deals 1000] [--versus 800]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from engines.daifugo13 import RULES
from engines.daifugo13.ai import NormalPlayer
from game.players import RandomPlayer

QUICK_ARGS = ["--deals", "100", "--versus", "80"]   # `python -m tools.bench --quick`: a small sample


def random_deals(count: int, players: int = 4) -> tuple[float, float, float]:
    """Deals per second by the wall clock and by this process's CPU time (the second is steadier
    when other programs share the machine), and actions per deal."""
    steps = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for number in range(count):
        rng = random.Random(f"bench/{number}")
        state = RULES.new_deal({}, players, rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[rng.randrange(len(legal))])
            steps += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return count / elapsed, count / cpu, steps / count


def versus(count: int, players: int = 4) -> dict:
    normal, rand = NormalPlayer(), RandomPlayer()
    times: list[float] = []
    wins = firsts = 0
    normal_points: list[int] = []
    random_points: list[float] = []
    for number in range(count):
        rng = random.Random(f"versus/{number}")
        ai_rng = random.Random(f"versus-ai/{number}")
        me = number % players
        state = RULES.new_deal({}, players, rng)
        steps = 0
        while not RULES.is_over(state):
            for seat in RULES.to_act(state):
                if seat not in RULES.to_act(state):
                    continue
                legal = RULES.legal_actions(state, seat)
                if seat == me:
                    start = time.perf_counter()
                    action = normal.choose(RULES.view(state, seat), legal, ai_rng)
                    times.append(time.perf_counter() - start)
                else:
                    action = rand.choose(RULES.view(state, seat), legal, ai_rng)
                RULES.apply(state, seat, action)
                steps += 1
                if RULES.is_over(state):
                    break
        result = RULES.result(state)
        if me in result.winners:
            wins += 1
        if state.pub.out_by_play and state.pub.out[0] == me:
            firsts += 1
        normal_points.append(result.scores[me])
        random_points.append(statistics.mean(p for s, p in enumerate(result.scores) if s != me))
    times.sort()
    return {
        "deals": count,
        "win_share": wins / count,
        "went_out_first": firsts / count,
        "normal_avg_points": statistics.mean(normal_points),
        "random_avg_points": statistics.mean(random_points),
        "p50_ms": 1000 * times[len(times) // 2],
        "p95_ms": 1000 * times[int(len(times) * 0.95)],
        "decisions": len(times),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--versus", type=int, default=800)
    args = parser.parse_args(argv)
    rate, cpu_rate, steps = random_deals(args.deals)
    print(f"daifugo13 random 4-player deals: {rate:.0f} deals/s wall clock, {cpu_rate:.0f} deals/s "
          f"CPU time ({steps:.1f} actions per deal, {args.deals} deals)")
    v = versus(args.versus)
    print(f"daifugo13 Normal AI decision time: p50 {v['p50_ms']:.2f} ms, p95 {v['p95_ms']:.2f} ms "
          f"({v['decisions']} decisions)")
    print(f"daifugo13 Normal vs 3 random, {v['deals']} seat-rotated deals: won {v['win_share']:.1%} "
          f"(fair share 25%), went out first {v['went_out_first']:.1%}; average points Normal "
          f"{v['normal_avg_points']:.1f} vs random {v['random_avg_points']:.1f} (lower is better)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
