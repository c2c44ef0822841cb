"""Democracy benchmark: random deals per second (engine only, and through Match with views), the
Normal AI's decision time (p50/p95/max), sample_state and clone cost, and Normal's win share
against random seats over seat-rotated deals for each player count (a deal's winner: the highest
tribe points of the deal, ties share; a deal where nobody scores is shared by all), with the fair
share and a 95% interval beside it; also matches to the default target of 5.

    python -m tools.bench_democracy [--deals 400] [--seconds 3] [--matches 60] [--players 4]
"""
from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time

from engines.democracy import RULES
from game.match import Match
from game.seats import Seat
from tools.deal_loop import play_to_end, timed

QUICK_ARGS = ["--deals", "40", "--seconds", "1", "--matches", "6"]   # `python -m tools.bench --quick`: a small sample

ALL_ON = {"bad_catch": True, "high_stake": True, "ghost": True, "suit_sweep": True}


def random_deals_per_second(seconds: float, players: int) -> tuple[float, float]:
    rng = random.Random(1)
    options = RULES.default_options()
    deals, start, cpu = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        state = RULES.new_deal(options, players, random.Random(deals), None)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[rng.randrange(len(legal))])
        RULES.result(state)
        deals += 1
    return deals / (time.perf_counter() - start), deals / (time.process_time() - cpu)


def match_deals_per_second(seconds: float, players: int) -> float:
    deals, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        match = Match("democracy", {}, [Seat(f"R{i}", "ai", "random") for i in range(players)], seed)
        match.play_out()
        deals += len(match.deal_results)
        seed += 1
    return deals / (time.perf_counter() - start)


def play_deal(levels: list[str], seed: int | str, options: dict, timings: list[float] | None = None,
              views: list | None = None):
    n = len(levels)
    players = [RULES.ai_player(level) for level in levels]
    rngs = [random.Random(f"{seed}/ai{s}") for s in range(n)]
    state = RULES.new_deal(options, n, random.Random(f"bench/{seed}"), None)
    return play_to_end(RULES, state, timed(players, rngs, levels, timings, views), rounds=True)


def share_line(label: str, wins: float, trials: int, fair: float) -> str:
    p = wins / trials
    half = 1.96 * math.sqrt(max(p * (1 - p), 1e-9) / trials)
    return (f"{label}: won {p:.1%} (95% interval {max(0, p - half):.1%}–{min(1, p + half):.1%});"
            f" fair share {fair:.1%}")


def rotated(players: int, deals: int, options: dict) -> tuple[float, float, float, float]:
    wins, fair, mine, others = 0.0, 0.0, 0.0, 0.0
    for d in range(deals):
        seat = d % players
        levels = ["normal" if s == seat else "random" for s in range(players)]
        result = play_deal(levels, f"{players}/{d}", options)
        best = max(result.scores)
        top = [s for s in range(players) if result.scores[s] == best]
        wins += (seat in top) / len(top)
        fair += 1 / players
        mine += result.scores[seat]
        others += (sum(result.scores) - result.scores[seat]) / (players - 1)
    return wins, fair, mine / deals, others / deals


def match_wins(players: int, matches: int) -> float:
    won = 0
    for m in range(matches):
        seat = m % players
        seats = [Seat(f"P{s}", "ai", "normal" if s == seat else "random") for s in range(players)]
        match = Match("democracy", {}, seats, f"bench-match/{players}/{m}")
        match.play_out()
        won += seat in match.winners()
    return won / matches


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400, help="seat-rotated deals per player count")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per speed figure")
    parser.add_argument("--matches", type=int, default=60, help="seat-rotated matches (4 players)")
    parser.add_argument("--players", type=int, default=4, help="players for the speed figures")
    args = parser.parse_args(argv)
    n = args.players

    wall, cpu = random_deals_per_second(args.seconds, n)
    print(f"{n} players: random deals per second (engine): {wall:,.0f} (per CPU second {cpu:,.0f};"
          f" load average {os.getloadavg()[0]:.1f})")
    print(f"{n} players: random deals per second (Match with views): "
          f"{match_deals_per_second(args.seconds, n):,.0f}")

    timings: list[float] = []
    views: list = []
    for seed in range(100):
        play_deal(["normal"] * n, f"t{seed}", RULES.normalise_options(ALL_ON), timings,
                  views if seed < 10 else None)
    ms = sorted(t * 1000 for t in timings)
    print(f"Normal decision time over {len(ms)} decisions ({n} players, options on): p50"
          f" {statistics.median(ms):.3f} ms, p95 {ms[int(len(ms) * 0.95)]:.3f} ms, max {ms[-1]:.3f} ms")
    rng, start = random.Random(5), time.perf_counter()
    samples = [RULES.sample_state(v, rng) for v in views]
    mid = time.perf_counter()
    for s in samples:
        RULES.clone(s)
    end = time.perf_counter()
    print(f"sample_state {(mid - start) / len(views) * 1e6:.0f} µs, clone"
          f" {(end - mid) / len(views) * 1e6:.0f} µs per call over {len(views)} views")

    options = RULES.default_options()
    for players in (2, 3, 4, 5, 6):
        wins, fair, mine, others = rotated(players, args.deals, options)
        print(share_line(f"1 normal vs {players - 1} random, {args.deals} seat-rotated deals",
                         wins, args.deals, fair / args.deals)
              + f"; tribe points/deal {mine:.2f} (others {others:.2f})")
    share = match_wins(4, args.matches)
    print(share_line(f"1 normal vs 3 random, {args.matches} seat-rotated matches to 5",
                     share * args.matches, args.matches, 0.25))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
