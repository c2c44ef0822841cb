"""Autosave benchmark: how long `ui.saves.autosave` takes after each action of whole matches of
every game (the file grows with the match, so the last saves are the slowest), the file size,
and how long resuming (replaying the file) takes. Runs in a temporary CARDTABLE_HOME. Prints
figures; never pass/fail.

    python -m tools.bench_saves [--matches 3] [--level random]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-bench-saves-")


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=3)
    p.add_argument("--level", default="random")
    args = p.parse_args(argv)

    from game import registry
    from game.match import Match
    from game.seats import Seat
    from ui import saves

    for game_id in registry.available_games():
        rules = registry.load(game_id)
        times: list[float] = []
        sizes: list[int] = []
        resumes: list[float] = []
        actions = 0
        for m in range(args.matches):
            seats = [Seat(f"AI {i}", "ai", args.level) for i in range(rules.max_players)]
            match = Match(game_id, {}, seats, f"bench/{m}")
            while not match.over:
                if match.deal_over:
                    match.next_deal()
                seat = match.to_act()[0]
                match.play(seat, match.ai_choice(seat))
                actions += 1
                if match.over:
                    break
                t = time.perf_counter()
                saves.autosave(match)
                times.append(time.perf_counter() - t)
                sizes.append(saves.current_path().stat().st_size)
                if len(match.steps) % 50 == 0:
                    t = time.perf_counter()
                    saves.read(saves.current_path())
                    resumes.append(time.perf_counter() - t)
            saves.autosave(match)  # filed under replays/
        ms = 1000.0
        print(f"{game_id:10s} {args.matches} match(es), {actions} actions ({actions / args.matches:.0f} per match): "
              f"autosave p50 {statistics.median(times) * ms:.2f} ms  p95 {pct(times, 95) * ms:.2f} ms  "
              f"max {max(times) * ms:.2f} ms;  file up to {max(sizes) / 1024:.1f} KiB;  "
              f"resume (replay) up to {max(resumes or [0]) * ms:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
