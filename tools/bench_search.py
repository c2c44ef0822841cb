"""Benchmark of the search AI against the Normal AI in every game: one search seat (rotating)
against Normal seats, its share of deal wins beside the fair share, average points, and decision
time. Slow by nature (a search decision spends its time budget); figures only.

    python tools/bench_search.py [deals_per_game] [budget_seconds]
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry  # noqa: E402

PLAYERS = {"tyrant": 4, "napoleon": 5, "daifugo13": 4}


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    budget = float(sys.argv[2]) if len(sys.argv) > 2 else 0.3
    print(f"search AI (budget {budget} s a decision) vs Normal, {deals} seat-rotated deals per game")
    for game_id, players in PLAYERS.items():
        rules = registry.load(game_id)
        options = rules.normalise_options({})
        wins, points, others, times, winners_per_deal = 0, [], [], [], []
        for d in range(deals):
            seat = d % players
            search = rules.ai_player("search")
            search.budget_s = budget
            agents = [search if s == seat else rules.ai_player("normal") for s in range(players)]
            rng = random.Random(d)
            state = rules.new_deal(options, players, random.Random(f"search-bench/{d}"))
            while not rules.is_over(state):
                actor = rules.to_act(state)[0]
                legal = rules.legal_actions(state, actor)
                start = time.perf_counter()
                action = agents[actor].choose(rules.view(state, actor), legal, rng)
                if actor == seat:
                    times.append(time.perf_counter() - start)
                rules.apply(state, actor, action)
            result = rules.result(state)
            wins += seat in result.winners
            winners_per_deal.append(len(result.winners))
            points.append(result.scores[seat])
            others.extend(p for s, p in enumerate(result.scores) if s != seat)
        fair = statistics.mean(winners_per_deal) / players   # a side of several seats may win
        ms = sorted(t * 1000 for t in times)
        print(f"  {game_id:<10} search won {wins}/{deals} deals = {wins / deals:.0%} (fair share ~{fair:.0%});"
              f" points {statistics.mean(points):+.1f} vs Normal {statistics.mean(others):+.1f}"
              f"{' (lower is better)' if rules.lower_is_better else ''};"
              f" decision p50 {statistics.median(ms):.0f} ms, p95 {ms[int(0.95 * (len(ms) - 1))]:.0f} ms")


if __name__ == "__main__":
    main()
