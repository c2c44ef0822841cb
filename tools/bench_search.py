"""Speed of the Hard level inside its decisions, per game: decision time (p50/p95/max) at the real
time budget, playouts per second (sampling a world + playing it out with the Normal policy), the
share of that time spent sampling (sample_state, belief weighting included), and worlds and
playouts per decision. The Hard seat plays whole deals against Normal seats; decisions with a single
legal action or answered like Normal (quick) are counted apart. Strength is tools/bench_strength.py.

    python -m tools.bench_search [--deals 2] [--budget 0.8] [--games tyrant,napoleon] [--playouts N]

With `--playouts N` (a cap per decision and no clock) every run makes the same decisions, so two
versions of the code compare like with like: under the clock a faster version plays other cards,
and the deals, and the mix of cheap and dear decisions, drift apart.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from game import registry
from tools.bench_strength import make_player, usual_players
from game.search import DEFAULT_BUDGET_S



def bench(game_id: str, players: int, deals: int, budget: float, playouts_cap: int | None = None) -> str:
    rules = registry.load(game_id)
    options = rules.normalise_options({})
    times, searched, playouts, search_s, sampling_s, worlds, instant = [], [], 0, 0.0, 0.0, [], 0
    for d in range(deals):
        hard_seat = d % players
        hard = make_player(rules, "hard", budget if playouts_cap is None else 1e9, playouts_cap)
        normal = rules.ai_player("normal")
        state = rules.new_deal(options, players, random.Random(f"search-speed/{d}"))
        rng = random.Random(d)
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            view = rules.view(state, seat)
            if seat == hard_seat:
                before = hard.last
                start = time.perf_counter()
                action = hard.choose(view, legal, rng)
                spent = time.perf_counter() - start
                times.append(spent)
                if hard.last is not before:
                    searched.append(spent)
                    playouts += hard.last.playouts
                    search_s += hard.last.seconds
                    sampling_s += hard.last.sampling_seconds
                    worlds.append(hard.last.worlds)
                else:
                    instant += 1
            else:
                action = normal.choose(view, legal, rng)
            rules.apply(state, seat, action)
    ms = sorted(t * 1000 for t in searched) or [0.0]
    return (f"{game_id:<10}{players}p  {len(searched)} searched decisions (+{instant} instant):"
            f" p50 {statistics.median(ms):.0f} ms, p95 {ms[int(0.95 * (len(ms) - 1))]:.0f} ms,"
            f" max {ms[-1]:.0f} ms; {playouts / search_s if search_s else 0:.0f} playouts/s"
            f" (sampling {sampling_s / search_s if search_s else 0:.0%} of search time);"
            f" {statistics.mean(worlds) if worlds else 0:.1f} worlds a decision")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=2)
    p.add_argument("--budget", type=float, default=DEFAULT_BUDGET_S)
    p.add_argument("--games", default="")
    p.add_argument("--playouts", type=int, default=None, help="a cap per decision instead of the clock")
    args = p.parse_args(argv)
    games = args.games.split(",") if args.games else registry.available_games()
    limit = f"{args.playouts} playouts" if args.playouts else f"budget {args.budget} s"
    print(f"Hard level speed: {limit} a decision, {args.deals} deals per game")
    for game_id in games:
        players = usual_players(game_id)
        print(bench(game_id, players, args.deals, args.budget, args.playouts), flush=True)


if __name__ == "__main__":
    main()
