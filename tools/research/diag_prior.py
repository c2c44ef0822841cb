"""Several tweak sets of a game's rule-based Hard prior (`engines/<game>/prior.py`, `PriorPlayer`)
on the same duplicate deals, each in every seat against Normal, without search: per set the tested
seat's win share beside the fair share (all-Normal deals), per role in a side game, and its paired
difference from the first set with a 95% interval (per deal, wins over the seats). This is how each
game's `HARD_TWEAKS` were chosen; rule-based deals are cheap, so thousands of deals a run.

    python -m tools.research.diag_prior --game napoleon --deals 4000 --seed c1 --sets "" ainfer ainfer,ninfer
"""
from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from collections import defaultdict

from game import registry
from tools.bench_strength import usual_players



def seat_roles(result, players: int) -> list[str]:
    """Each seat's role in a side game, or "seat" for all."""
    details = result.details or {}
    if isinstance(details.get("seats"), list):
        return [info.get("role", "seat") for info in details["seats"]]
    if isinstance(details.get("roles"), list):
        return list(details["roles"])
    return ["seat"] * players


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="napoleon")
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", default="c1")
    p.add_argument("--sets", nargs="+", required=True, help="comma-separated tweaks per set")
    args = p.parse_args(argv)
    rules = registry.load(args.game)
    prior = importlib.import_module(f"engines.{args.game}.prior")
    players = usual_players(args.game)
    options = rules.normalise_options({})
    sets = [tuple(filter(None, t.split(","))) for t in args.sets]
    normal = rules.ai_player("normal")

    def deal(seed, d, seat, player):
        state = rules.new_deal(options, players, random.Random(seed))
        rng = random.Random(d)
        while not rules.is_over(state):
            actor = rules.to_act(state)[0]
            legal = rules.legal_actions(state, actor)
            chooser = player if actor == seat else normal
            rules.apply(state, actor, chooser.choose(rules.view(state, actor), legal, rng))
        return rules.result(state)

    per_set = [[] for _ in sets]            # per deal: wins over the seats
    roles = [defaultdict(lambda: [0, 0]) for _ in sets]
    fair_roles: dict = defaultdict(lambda: [0, 0])
    fair = 0
    started = time.perf_counter()
    for d in range(args.deals):
        seed = f"prior/{args.seed}/{d}"
        ref = deal(seed, d, None, None)
        fair += len(ref.winners)
        for s, role in enumerate(seat_roles(ref, players)):
            fair_roles[role][0] += 1
            fair_roles[role][1] += s in ref.winners
        for k, tweaks in enumerate(sets):
            player = prior.PriorPlayer(tweaks)
            won = 0
            for seat in range(players):
                res = deal(seed, d, seat, player)
                w = seat in res.winners
                won += w
                r = roles[k][seat_roles(res, players)[seat]]
                r[0] += 1
                r[1] += w
            per_set[k].append(won)
        if (d + 1) % 1000 == 0:
            print(f"  {d + 1}/{args.deals} deals ({time.perf_counter() - started:.0f} s)",
                  file=sys.stderr, flush=True)
    n = args.deals * players
    print(f"{args.game}, seed {args.seed}, {args.deals} deals; fair {fair / n:.1%};"
          f" Normal by role: " + ", ".join(f"{r} {w / max(1, g):.1%} of {g}"
                                           for r, (g, w) in sorted(fair_roles.items())))
    base = per_set[0]
    for k, tweaks in enumerate(sets):
        wins = sum(per_set[k])
        diffs = [a - b for a, b in zip(per_set[k], base)]
        ci = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if k else 0.0
        print(f"  {','.join(tweaks) or '(normal)':<40} {wins / n:.1%} ratio {wins / max(1, fair):.3f}"
              f"  vs first {sum(diffs) / n:+.2%} ± {ci / players:.2%}  "
              + ", ".join(f"{r} {w / max(1, g):.1%} of {g}" for r, (g, w) in sorted(roles[k].items())))


if __name__ == "__main__":
    main()
