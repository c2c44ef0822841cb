"""Benchmark of Tyrant's AI: Normal's win share against random players over seat-rotated games
(3 and 4 players), and Normal's decision time p50/p95. Prints figures; asserts nothing.

    python -m tools.bench_tyrant_ai [games_per_table_size]
"""
from __future__ import annotations

import argparse
import random
import statistics

from engines.tyrant import RULES
from engines.tyrant.ai import NormalPlayer
from game.players import RandomPlayer
from tools.deal_loop import play_to_end, timed

QUICK_ARGS = ["40"]   # `python -m tools.bench --quick`: a small sample


def play(players: int, normal_seats: set[int], seed: int, timings: list[float]) -> tuple[list[int], list[int]]:
    rng = random.Random(seed)
    state = RULES.new_deal({}, players, random.Random(f"bench/{seed}"))
    agents = [NormalPlayer() if s in normal_seats else RandomPlayer() for s in range(players)]
    levels = ["normal" if s in normal_seats else "random" for s in range(players)]
    result = play_to_end(RULES, state, timed(agents, [rng] * players, levels, timings), rounds=True)
    return result.winners, result.scores


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=400, help="seat-rotated games per table size")
    games = parser.parse_args(argv).games
    timings: list[float] = []
    print(f"Tyrant Normal AI vs random, {games} seat-rotated games per table size")
    for players in (4, 3):
        wins = 0
        for g in range(games):
            seat = g % players
            winners, scores = play(players, {seat}, g, timings)
            wins += seat in winners
        share = wins / games
        print(f"  {players}p  1 Normal + {players - 1} random: Normal won {wins}/{games} = {share:.1%}"
              f"  (a random seat's fair share is {1 / players:.1%})")
        wins_r = 0
        for g in range(games):
            seat = g % players
            normals = set(range(players)) - {seat}
            winners, _ = play(players, normals, 10_000 + g, [])
            wins_r += seat in winners
        print(f"  {players}p  1 random + {players - 1} Normal: random won {wins_r}/{games} = {wins_r / games:.1%}")
    ms = sorted(t * 1000 for t in timings)
    p50 = statistics.median(ms)
    p95 = ms[int(0.95 * (len(ms) - 1))]
    print(f"Normal decision time over {len(ms)} decisions: p50 {p50:.3f} ms, p95 {p95:.3f} ms, max {ms[-1]:.2f} ms")


if __name__ == "__main__":
    main()
