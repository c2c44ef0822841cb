"""Benchmark of the Tyrant engine: random games per second (one core), 3 and 4 players. Random
players pick uniformly among `legal_actions`; prints figures, never pass/fail.

    python -m tools.bench_tyrant_engine [seconds per player count, default 3]
"""
from __future__ import annotations

import argparse
import random
import time

from engines.tyrant import RULES

QUICK_ARGS = ["1"]   # `python -m tools.bench --quick`: a small sample


def random_game(players: int, rng: random.Random) -> int:
    """Play one deal with random choices; return the number of actions applied."""
    rules = RULES
    state = rules.new_deal({}, players, rng)
    steps = 0
    to_act, legal, apply, randrange = rules.to_act, rules.legal_actions, rules.apply, rng.randrange
    while state.phase != "over":
        seat = to_act(state)[0]           # asked again after every apply (game/engine.py)
        options = legal(state, seat)
        apply(state, seat, options[randrange(len(options))])
        steps += 1
    rules.result(state)
    return steps


def measure(players: int, seconds: float) -> tuple[float, float]:
    rng = random.Random(f"bench/{players}")
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += random_game(players, rng)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seconds", nargs="?", type=float, default=3.0, help="seconds per player count")
    seconds = parser.parse_args(argv).seconds
    for players in (3, 4):
        rate, steps = measure(players, seconds)
        print(f"tyrant engine, {players} players: {rate:7.0f} random games/s "
              f"({steps:.0f} actions per game, one core)")


if __name__ == "__main__":
    main()
