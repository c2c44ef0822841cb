"""Strength benchmark, duplicate style: every deal is played once per seat, with the tested level in
that seat and the baseline level in every other seat, on the same cards. The luck of the deal is
shared out evenly, so what remains is skill. Per game it prints the tested level's share of deal
wins beside the fair share (what the baseline itself would win in its place) with a 95% interval
(clustered by deal), the ratio, the tested seat's mean score edge over the other seats' mean, its
decision times and, when it searches, the playouts per second inside its decisions. In a side game
(seats hold roles: Napoleon, adjutant, ally) it adds the tested seat's win share in each role beside
the baseline seats' in that role when facing it.

    python tools/bench_strength.py --tested hard --baseline normal --deals 60 --playouts 120
    python tools/bench_strength.py --tested normal --baseline easy --deals 300
    python tools/bench_strength.py --tested easy --baseline random --deals 300 --games tyrant,napoleon

--budget is the Hard level's time per decision (seconds); --playouts caps its playouts per
decision instead (the cap then overrides the clock: a fixed number of playouts makes the figures
reproducible whatever else runs on the machine). Games:
every registered game at its benchmark player count (Tyrant 4, Napoleon 5, Daifugo13 4, Bao Huang 5,
Democracy 4) unless --games names some (game or game:players)."""
from __future__ import annotations

import argparse
import dataclasses
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry  # noqa: E402
from tools.deal_loop import play_to_end  # noqa: E402

ROLLOUT = "game"   # Hard's playout policy: the game's own ("game") or Normal on each seat's view
TREE = False       # Hard searches a tree over its own decisions (game/ismcts.py) instead of flat
SWITCH_Z = None    # Hard's switch threshold: None keeps the game's own (game/search.py SWITCH_Z)
ORACLE = False     # the tested Hard's worlds are the true state: a measuring stick, never a level
ORACLE_MIX = None  # each card of another hand stays with its true holder with this chance (Bao Huang, Democracy)
POSTERIOR = None   # (swaps a decision, swaps at the first, odds, chains): Bao Huang worlds from carried chains
PLAYERS = {"tyrant": 4, "napoleon": 5, "daifugo13": 4, "baohuang": 5, "democracy": 4}


def make_player(rules, level: str, budget: float, playouts: int | None):
    player = rules.ai_player(level)
    if hasattr(player, "budget_s"):
        player.budget_s = budget
        player.max_playouts = playouts
        player.tree = TREE
        if SWITCH_Z is not None:
            player.switch_z = SWITCH_Z
        if ROLLOUT == "normal":
            from game.search import normal_on_view
            player.rollout_policy = normal_on_view(rules)
    return player


def play_deal(rules, options, players, deal_seed, agents, tested_seat, stats):
    state = rules.new_deal(options, players, random.Random(deal_seed))
    rngs = [random.Random(f"{deal_seed}/seat{s}/tested{tested_seat}") for s in range(players)]
    tested = agents[tested_seat]
    chain = None
    if POSTERIOR is not None and hasattr(tested, "_sample"):
        from tools.posterior_hard import Chains
        steps, first_steps, odds, count = POSTERIOR
        chain = Chains(tested_seat, count, steps, first_steps, odds, f"{deal_seed}/chain{tested_seat}")

    def decide(actor, view, legal):
        action = choose(actor, view, legal)
        if chain is not None:
            chain.record(state, actor, action)
        return action

    def choose(actor, view, legal):
        if actor == tested_seat:
            if chain is not None and chain.first_view is not None and len(legal) > 1:
                before_chain = chain.seconds
                chain.worlds_for(view)
                stats["chain_s"] = stats.get("chain_s", 0.0) + chain.seconds - before_chain
                stats["chain_decisions"] = stats.get("chain_decisions", 0) + 1
                tested._sample = lambda view, world_seed: chain.world(view)
            if ORACLE and hasattr(tested, "_sample"):       # every world it plays out is the deal itself
                tested._sample = lambda view, world_seed, truth=state: rules.clone(truth)
            elif ORACLE_MIX is not None and hasattr(tested, "_sample"):
                tested._sample = lambda view, world_seed, truth=state: half_known_world(
                    rules, truth, view.seat, ORACLE_MIX, random.Random(world_seed))
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
        return agents[actor].choose(view, legal, rngs[actor])

    return play_to_end(rules, state, decide)


def half_known_world(rules, truth, me: int, keep: float, rng: random.Random):
    """A diagnostic world between the oracle and a blind deal (Bao Huang, Democracy, Napoleon): each card in
    another seat's hand stays with its holder with chance `keep`; every other hidden card is
    shuffled into the places left (hand sizes kept). Bao Huang keeps the marked jokers and the
    viewer's tribute cards where they are, as its sampler does; in Democracy the pool, Day 2 and
    the unseen cards are dealt afresh and the face-down choices made already are re-chosen as
    Normal would from the world's hands, as Hard's own worlds do."""
    world = rules.clone(truth)
    loose: list = []
    places: list = []          # (list, index) each loose card came from

    def loosen(cards: list, pinned=lambda card: False, chance: float = keep) -> None:
        for i, card in enumerate(cards):
            if not (pinned(card) or rng.random() < chance):
                loose.append(card)
                places.append((cards, i))

    others = [s for s in range(len(world.hands)) if s != me]
    if rules.id == "baohuang":
        from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, sort_hand
        marked = {EMPEROR_CARD, GUARD_CARD, *truth.tribute_given[me]}
        for s in others:
            loosen(world.hands[s], marked.__contains__)
    elif rules.id == "democracy":
        chosen = {s: list(a.cards) for s, a in world.pending.items() if s != me and a.cards}
        for s in others:
            loosen(world.hands[s])
            loosen(chosen.get(s, []))
        for cards in (world.pool, *world.later_hands, world.later_pool, world.out):
            loosen(cards, chance=0.0)
    elif rules.id == "napoleon":
        return napoleon_half_known_world(rules, truth, me, keep, rng)
    else:
        raise SystemExit(f"--oracle-mix knows Bao Huang, Democracy and Napoleon, not {rules.id}")
    rng.shuffle(loose)
    for (cards, i), card in zip(places, loose):
        cards[i] = card
    if rules.id == "baohuang":
        world.hands = [h if s == me else sort_hand(h) for s, h in enumerate(world.hands)]
        world.prepared = {}
    else:
        for s, cards in chosen.items():
            world.pending[s] = dataclasses.replace(world.pending[s], cards=tuple(cards))
        rules.search_hooks().rechoose_hidden_choices(world, me, rng)
    return world


def napoleon_half_known_world(rules, truth, me: int, keep: float, rng: random.Random):
    """Napoleon's half-known world: each hidden card (another hand, the widow, face-down discards)
    stays in its true place with chance `keep`; the others are dealt as Hard's uniform deal would,
    keeping the shown voids, and the hidden adjutant follows the named card."""
    from engines.napoleon.view import sample_around
    view = rules.view(truth, me)
    places = napoleon_hidden_places(truth, view)
    pinned = {slot: [c for c in cards if rng.random() < keep] for slot, cards in places.items() if cards}
    return sample_around(view, pinned, rng)


def napoleon_hidden_places(truth, view) -> dict[str, list]:
    """Where the cards `view`'s seat cannot see lie in `truth`, by the places Napoleon's sampler
    deals to: the other hands with cards ("hand:s"), the widow while unseen, the face-down discards."""
    places = {f"hand:{s}": truth.hands[s] for s in range(len(truth.hands))
              if s != view.seat and view.hand_sizes[s]}
    if view.widow_size:
        places["widow"] = truth.widow
    places["discards"] = [c for c, shown in zip(truth.discards, view.discards) if shown is None]
    return places


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
        "chain_ms": (1000 * stats["chain_s"] / stats["chain_decisions"]) if stats.get("chain_decisions") else None,
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


def report(r: dict, tested: str, baseline: str) -> str:
    low, high = r["share"] - r["ci"], r["share"] + r["ci"]
    verdict = "above fair" if low > r["fair"] else ("below fair" if high < r["fair"] else "not separated")
    pps = (f", {r['pps']:.0f} playouts/s in its decisions (sampling {r['sampling']:.0%} of that time)"
           if r["pps"] else "")
    if r.get("chain_ms") is not None:
        pps += f"; its chain {r['chain_ms']:.0f} ms a decision besides"
    return (f"{r['game']:<10}{r['players']}p  {tested} vs {baseline}: won {r['share']:.1%}"
            f" ± {r['ci']:.1%} of {r['games']} games ({r['deals']} deals × {r['players']} seats);"
            f" fair share {r['fair']:.1%}; ratio {r['share'] / r['fair']:.2f}× ({verdict});"
            f" score edge {r['edge']:+.2f} ± {r['edge_ci']:.2f} a deal;"
            f" decisions p50 {r['p50']:.0f} ms, p95 {r['p95']:.0f} ms{pps}; {r['seconds']:.0f} s")


def main(argv: list[str] | None = None) -> None:
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
    p.add_argument("--tree", action="store_true",
                   help="Hard searches a tree over its own decisions (game/ismcts.py), not flat")
    p.add_argument("--tree-c", type=float, default=None, help="the tree's UCB exploration (game/ismcts.py UCB_C)")
    p.add_argument("--oracle", action="store_true",
                   help="diagnostic: the tested Hard plays out the true deal (every hand, the hidden "
                        "choices), to show how much of the gap is hidden information")
    p.add_argument("--oracle-mix", type=float, default=None,
                   help="diagnostic (Bao Huang, Democracy): each card of another seat's hand stays with "
                        "its true holder with this chance in the tested Hard's worlds, the rest dealt at random")
    p.add_argument("--posterior-chain", type=int, default=None, metavar="N",
                   help="diagnostic (Bao Huang): the tested Hard's worlds come from Metropolis chains "
                        "carried through the deal on the public plays (tools/posterior_hard.py), N swaps a decision")
    p.add_argument("--posterior-first", type=int, default=1000, help="the chain's swaps at its first decision")
    p.add_argument("--posterior-chains", type=int, default=1, help="independent chains, their worlds taken in turn")
    p.add_argument("--posterior-odds", type=float, default=0.02, help="the chance a swap one difference worse is kept")
    p.add_argument("--switch-z", type=float, default=None,
                   help="Hard leaves its prior's choice only above this z (default: the game's own)")
    args = p.parse_args(argv)
    global ROLLOUT, TREE, SWITCH_Z, ORACLE, ORACLE_MIX, POSTERIOR
    ROLLOUT = args.rollout
    TREE = args.tree
    SWITCH_Z = args.switch_z
    ORACLE = args.oracle
    ORACLE_MIX = args.oracle_mix
    if args.posterior_chain is not None:
        POSTERIOR = (args.posterior_chain, args.posterior_first, args.posterior_odds, args.posterior_chains)
    if args.tree_c is not None:
        import game.ismcts
        game.ismcts.UCB_C = args.tree_c
    wanted = []
    if args.games:
        for item in args.games.split(","):
            game_id, _, n = item.partition(":")
            wanted.append((game_id, int(n) if n else PLAYERS[game_id]))
    else:
        wanted = [(g, PLAYERS.get(g, registry.load(g).min_players)) for g in registry.available_games()]
    if args.playouts:
        thinking = f"Hard plays at most {args.playouts} playouts a decision (the cap, not the clock)"
    else:
        thinking = f"Hard budget {args.budget} s a decision"
    if args.tree:
        from game.ismcts import UCB_C
        thinking += f"; a tree over its own decisions (game/ismcts.py, UCB c {UCB_C}), not the flat search"
    if args.switch_z is not None:
        thinking += f"; it leaves its prior's choice above z = {args.switch_z}"
    if args.oracle:
        thinking += "; ORACLE: its worlds are the true deal (a diagnostic, not a level)"
    if args.posterior_chain is not None:
        thinking += (f"; its worlds come from {args.posterior_chains} chain(s) carried through the deal "
                     f"({args.posterior_first} swaps at first, {args.posterior_chain} a decision, odds "
                     f"{args.posterior_odds}; a diagnostic)")
    if args.oracle_mix is not None:
        thinking += f"; its worlds keep each hidden card with its holder with chance {args.oracle_mix} (a diagnostic)"
    print(f"duplicate deals: {args.tested} (one seat) vs {args.baseline} (the others);"
          f" {thinking}; seed {args.seed}", flush=True)
    for game_id, players in wanted:
        result = bench_game(game_id, players, args)
        print(report(result, args.tested, args.baseline), flush=True)
        if result["roles"]:
            print(role_report(result, args.tested, args.baseline), flush=True)


if __name__ == "__main__":
    main()
