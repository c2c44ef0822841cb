"""Strength benchmark, duplicate style: every deal is played once per seat, with the tested level in
that seat and the baseline level in every other seat, on the same cards. The luck of the deal is
shared out evenly, so what remains is skill. Per game it prints the tested level's share of deal
wins beside the fair share (what the baseline itself would win in its place) with a 95% interval
(clustered by deal), the ratio, the tested seat's mean score edge over the other seats' mean, its
decision times and, when it searches, the playouts per second inside its decisions. In a side game
(seats hold roles: Napoleon, adjutant, ally) it adds the tested seat's win share in each role beside
the baseline seats' in that role when facing it.

    python -m tools.bench_strength --tested hard --baseline normal --deals 60 --playouts 120
    python -m tools.bench_strength --tested normal --baseline easy --deals 300
    python -m tools.bench_strength --tested easy --baseline random --deals 300 --games tyrant,napoleon

--budget is the Hard level's time per decision (seconds); --playouts caps its playouts per
decision instead (the cap then overrides the clock: a fixed number of playouts makes the figures
reproducible whatever else runs on the machine). Games:
every registered game at its usual table size (its rule set's `usual_table`) unless --games names
some (game or game:players).

The measuring sticks that are not levels (a tree search, worlds that know part or all of the deal,
worlds from posterior chains) extend this tool in tools/research/bench_strength_research.py."""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time

from game import registry
from tools.deal_loop import play_to_end

ROLLOUT = "game"   # Hard's playout policy: the game's own ("game") or Normal on each seat's view
SWITCH_Z = None    # Hard's switch threshold: None keeps the game's own (game/search.py SWITCH_Z)
# Hooks for the measuring sticks of tools/research/bench_strength_research.py (never set here):
HARD_VARIANTS: list = []   # each called with every searching player made, to change how it searches
TESTED_WORLDS = None       # (rules, state, tested player, its seat, deal seed, stats) -> a watcher
#                            with before(view, legal) ahead of each tested decision and
#                            record(state, actor, action) after every action, or None


def make_player(rules, level: str, budget: float, playouts: int | None):
    player = rules.ai_player(level)
    if hasattr(player, "budget_s"):
        player.budget_s = budget
        player.max_playouts = playouts
        if SWITCH_Z is not None:
            player.switch_z = SWITCH_Z
        if ROLLOUT == "normal":
            from game.search import normal_on_view
            player.rollout_policy = normal_on_view(rules)
        for variant in HARD_VARIANTS:
            variant(player)
    return player


def play_deal(rules, options, players, deal_seed, agents, tested_seat, stats):
    state = rules.new_deal(options, players, random.Random(deal_seed))
    rngs = [random.Random(f"{deal_seed}/seat{s}/tested{tested_seat}") for s in range(players)]
    tested = agents[tested_seat]
    watcher = None
    if TESTED_WORLDS is not None and hasattr(tested, "_sample"):
        watcher = TESTED_WORLDS(rules, state, tested, tested_seat, deal_seed, stats)

    def decide(actor, view, legal):
        action = choose(actor, view, legal)
        if watcher is not None:
            watcher.record(state, actor, action)
        return action

    def choose(actor, view, legal):
        if actor != tested_seat:
            return agents[actor].choose(view, legal, rngs[actor])
        if watcher is not None:
            watcher.before(view, legal)
        before = getattr(tested, "last", None)
        start = time.perf_counter()
        action = tested.choose(view, legal, rngs[actor])
        stats["times"].append(time.perf_counter() - start)
        after = getattr(tested, "last", None)
        if after is not None and after is not before:
            stats["playouts"] += after.playouts
            stats["search_s"] += after.seconds
            stats["sampling_s"] += after.sampling_seconds
        return action

    return play_to_end(rules, state, decide)


def interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.mean(values)
    if len(values) < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def bench_game(game_id: str, players: int, args) -> dict:
    rules = registry.load(game_id)
    options = rules.normalise_options({})
    per_deal_wins, per_deal_fair, edges = [], [], []
    stats = {"times": [], "playouts": 0, "search_s": 0.0, "sampling_s": 0.0}
    roles: dict[str, list[int]] = {}
    sign = -1 if rules.lower_is_better else 1
    started = time.perf_counter()
    for d in range(args.deals):
        deal_seed = f"strength/{game_id}/{players}/{args.seed}/{d}"
        wins = fair = 0.0
        for seat in range(players):
            agents = [make_player(rules, args.tested if s == seat else args.baseline, args.budget, args.playouts)
                      for s in range(players)]
            result = play_deal(rules, options, players, deal_seed, agents, seat, stats)
            wins += seat in result.winners
            fair += len(result.winners) / players
            others = [p for s, p in enumerate(result.scores) if s != seat]
            edges.append(sign * (result.scores[seat] - statistics.mean(others)))
            tally_roles(result, seat, roles)
        per_deal_wins.append(wins / players)
        per_deal_fair.append(fair / players)
        if args.progress and (d + 1) % max(1, args.deals // 10) == 0:
            print(f"    {game_id}: {d + 1}/{args.deals} deals ({time.perf_counter() - started:.0f} s)",
                  file=sys.stderr, flush=True)
    share, share_ci = interval(per_deal_wins)
    fair = statistics.mean(per_deal_fair)
    edge, edge_ci = interval(edges)
    ms = sorted(t * 1000 for t in stats["times"]) or [0.0]
    return {
        "game": game_id, "players": players, "deals": args.deals, "games": args.deals * players,
        "share": share, "ci": share_ci, "fair": fair, "edge": edge, "edge_ci": edge_ci,
        "p50": statistics.median(ms), "p95": ms[int(0.95 * (len(ms) - 1))],
        "pps": stats["playouts"] / stats["search_s"] if stats["search_s"] else None,
        "sampling": stats["sampling_s"] / stats["search_s"] if stats["search_s"] else None,
        "seconds": time.perf_counter() - started, "roles": roles,
        "stats": stats,
    }


def tally_roles(result, tested_seat: int, roles: dict[str, list[int]]) -> None:
    """Side games (a deal's seats hold roles, e.g. Napoleon, adjutant, ally): per role, the tested
    seat's games and wins in it, and the baseline seats' games and wins in it *against* the tested
    seat (on the other side), so each role's figure compares like with like."""
    details = result.details if isinstance(result.details, dict) else {}
    seats = details.get("seats")
    if not seats and isinstance(details.get("roles"), list):          # Bao Huang: a role per seat
        seats = [{"role": role} for role in details["roles"]]
    if not seats or not all(isinstance(x, dict) and "role" in x for x in seats):
        return
    tested_won = tested_seat in result.winners
    for s, info in enumerate(seats):
        won = s in result.winners
        if s == tested_seat:
            row = roles.setdefault(info["role"], [0, 0, 0, 0])
            row[0] += 1
            row[1] += won
        elif won != tested_won:
            row = roles.setdefault(info["role"], [0, 0, 0, 0])
            row[2] += 1
            row[3] += won


def role_report(r: dict, tested: str, baseline: str) -> str:
    parts = []
    for role, (games, wins, base_games, base_wins) in sorted(r["roles"].items()):
        share = f"{wins / games:.0%}" if games else "—"
        base = f"{base_wins / base_games:.0%} of {base_games}" if base_games else "—"
        parts.append(f"{role}: {tested} won {share} of {games}, {baseline} against it {base}")
    return "            by role: " + "; ".join(parts) if parts else ""


def report(r: dict, tested: str, baseline: str, extra: str = "") -> str:
    low, high = r["share"] - r["ci"], r["share"] + r["ci"]
    verdict = "above fair" if low > r["fair"] else ("below fair" if high < r["fair"] else "not separated")
    pps = (f", {r['pps']:.0f} playouts/s in its decisions (sampling {r['sampling']:.0%} of that time)"
           if r["pps"] else "")
    return (f"{r['game']:<10}{r['players']}p  {tested} vs {baseline}: won {r['share']:.1%}"
            f" ± {r['ci']:.1%} of {r['games']} games ({r['deals']} deals × {r['players']} seats);"
            f" fair share {r['fair']:.1%}; ratio {r['share'] / r['fair']:.2f}× ({verdict});"
            f" score edge {r['edge']:+.2f} ± {r['edge_ci']:.2f} a deal;"
            f" decisions p50 {r['p50']:.0f} ms, p95 {r['p95']:.0f} ms{pps}{extra}; {r['seconds']:.0f} s")


def arguments() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tested", default="hard")
    p.add_argument("--baseline", default="normal")
    p.add_argument("--deals", type=int, default=20, help="deals per game (each played once per seat)")
    p.add_argument("--budget", type=float, default=1.0, help="Hard: seconds per decision")
    p.add_argument("--playouts", type=int, default=None, help="Hard: at most this many playouts a decision")
    p.add_argument("--games", default="", help="comma list of game or game:players (default: all registered)")
    p.add_argument("--seed", default="0")
    p.add_argument("--quiet", dest="progress", action="store_false", help="no progress lines on stderr")
    p.add_argument("--rollout", choices=("game", "normal"), default="game",
                   help="Hard's playout policy: the game's default, or the Normal player on each view")
    p.add_argument("--switch-z", type=float, default=None,
                   help="Hard leaves its prior's choice only above this z (default: the game's own)")
    return p


def configure(args) -> str:
    """Sets the Hard knobs `args` names; returns the line that says how Hard thinks."""
    global ROLLOUT, SWITCH_Z
    ROLLOUT = args.rollout
    SWITCH_Z = args.switch_z
    if args.playouts:
        thinking = f"Hard plays at most {args.playouts} playouts a decision (the cap, not the clock)"
    else:
        thinking = f"Hard budget {args.budget} s a decision"
    if args.switch_z is not None:
        thinking += f"; it leaves its prior's choice above z = {args.switch_z}"
    return thinking


def usual_players(game_id: str) -> int:
    """The game's usual table size (its rule set's `usual_table`): what every benchmark deals for."""
    return registry.load(game_id).usual_table()


def wanted_games(spec: str) -> list[tuple[str, int]]:
    if not spec:
        return [(g, usual_players(g)) for g in registry.available_games()]
    wanted = []
    for item in spec.split(","):
        game_id, _, n = item.partition(":")
        wanted.append((game_id, int(n) if n else usual_players(game_id)))
    return wanted


def run(args, thinking: str, extra=lambda result: "") -> None:
    """Every wanted game's figures, one line each (`extra(result)`: words a caller adds to it)."""
    print(f"duplicate deals: {args.tested} (one seat) vs {args.baseline} (the others);"
          f" {thinking}; seed {args.seed}", flush=True)
    for game_id, players in wanted_games(args.games):
        result = bench_game(game_id, players, args)
        print(report(result, args.tested, args.baseline, extra(result)), flush=True)
        if result["roles"]:
            print(role_report(result, args.tested, args.baseline), flush=True)


def main(argv: list[str] | None = None) -> None:
    args = arguments().parse_args(argv)
    run(args, configure(args))


if __name__ == "__main__":
    main()
