"""Napoleon benchmark: prints random deals per second (engine only, and through Match with views),
the Normal AI's decision time (p50/p95/max), and how Normal fares against the random baseline over
seat-rotated deals (one Normal among four random, and one random among four Normal).

"Win" here: the subject seat's side won the deal (it was on Napoleon's side and the bid was made,
or an ally and the bid failed). Points are the deal's score for that seat (N35–N38).

    python -m tools.bench_napoleon [--deals 500] [--seconds 3]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from engines.napoleon import RULES
from game.match import Match
from game.players import RandomPlayer
from game.seats import Seat
from tools.deal_loop import play_to_end, timed

QUICK_ARGS = ["--deals", "40", "--seconds", "1", "--matches", "8"]   # `python -m tools.bench --quick`: a small sample


def random_deals_per_second(seconds: float) -> tuple[float, float]:
    """Deals per wall-clock second and per CPU second of this process (the second is steadier
    when other programs share the machine)."""
    player, rng = RandomPlayer(), random.Random(1)
    options = RULES.default_options()
    deals, start, cpu = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        state = RULES.new_deal(options, 5, random.Random(deals), None)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            RULES.apply(state, seat, player.choose(None, RULES.legal_actions(state, seat), rng))
        RULES.result(state)
        deals += 1
    return deals / (time.perf_counter() - start), deals / (time.process_time() - cpu)


def match_deals_per_second(seconds: float) -> float:
    """Random seats through `Match` (each decision builds the seat's view)."""
    deals, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        match = Match("napoleon", {"deals": 5}, [Seat(f"R{i}", "ai", "random") for i in range(5)], seed)
        match.play_out()
        deals += len(match.deal_results)
        seed += 1
    return deals / (time.perf_counter() - start)


def play_deal(levels: list[str], seed: int, timings: list[float] | None,
              views: list | None = None) -> object:
    players = [RULES.ai_player(level) for level in levels]
    rngs = [random.Random(f"{seed}/ai{s}") for s in range(5)]
    state = RULES.new_deal(RULES.default_options(), 5, random.Random(f"bench/{seed}"), None)
    return play_to_end(RULES, state, timed(players, rngs, levels, timings, views))


def rotated(subject: str, others: str, deals: int) -> dict[str, float]:
    points, rest, wins, nap, nap_made = 0, 0.0, 0, 0, 0
    for d in range(deals):
        seat = d % 5
        levels = [subject if s == seat else others for s in range(5)]
        result = play_deal(levels, d, None)
        points += result.scores[seat]
        rest += (sum(result.scores) - result.scores[seat]) / 4
        wins += seat in result.winners
        if result.details["napoleon"] == seat:
            nap += 1
            nap_made += result.details["napoleon_side_won"]
    return {"points": points / deals, "others": rest / deals, "win": wins / deals,
            "napoleon": nap / deals, "made": nap_made / max(1, nap)}


def match_wins(subject: str, others: str, matches: int) -> float:
    """Share of five-deal matches (N40, ties share) the subject seat wins, the seat rotating."""
    won = 0
    for m in range(matches):
        seat = m % 5
        seats = [Seat(f"P{s}", "ai", subject if s == seat else others) for s in range(5)]
        match = Match("napoleon", {"deals": 5}, seats, f"bench-match/{m}")
        match.play_out()
        won += seat in match.winners()
    return won / matches


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500, help="seat-rotated deals per pairing")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per speed figure")
    parser.add_argument("--matches", type=int, default=100, help="seat-rotated five-deal matches")
    args = parser.parse_args(argv)

    wall, cpu = random_deals_per_second(args.seconds)
    print(f"random deals per second (engine, RandomPlayer): {wall:,.0f} (per CPU second: {cpu:,.0f};"
          f" load average {os.getloadavg()[0]:.1f})")
    print(f"random deals per second (Match with views):     {match_deals_per_second(args.seconds):,.0f}")

    timings: list[float] = []
    for seed in range(200):
        play_deal(["normal"] * 5, 10_000 + seed, timings)
    timings.sort()
    ms = [t * 1000 for t in timings]
    views = []
    for seed in range(20):
        play_deal(["normal"] * 5, 20_000 + seed, None, views)
    rng, start = random.Random(5), time.perf_counter()
    for view in views:
        RULES.sample_state(view, rng)
    print(f"sample_state: {(time.perf_counter() - start) / len(views) * 1e6:.0f} µs per call"
          f" over {len(views)} views")
    print(f"Normal decision time over {len(ms)} decisions: p50 {statistics.median(ms):.3f} ms,"
          f" p95 {ms[int(len(ms) * 0.95)]:.3f} ms, max {ms[-1]:.3f} ms")

    for subject, others in (("normal", "random"), ("random", "normal")):
        r = rotated(subject, others, args.deals)
        print(f"1 {subject} vs 4 {others}, {args.deals} seat-rotated deals: "
              f"{r['points']:+.2f} points/deal (others {r['others']:+.2f}), "
              f"side won {r['win']:.1%}, Napoleon in {r['napoleon']:.1%} of deals, bid made {r['made']:.1%}")
    for subject, others in (("normal", "random"), ("random", "normal")):
        share = match_wins(subject, others, args.matches)
        print(f"1 {subject} vs 4 {others}, {args.matches} seat-rotated 5-deal matches: "
              f"won {share:.1%} (an even share is 20%)")
    r = rotated("normal", "normal", args.deals)
    print(f"5 normal, {args.deals} deals: Napoleon's bid made {r['made']:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
