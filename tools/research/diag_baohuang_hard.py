"""Where Bao Huang's Hard level departs from Normal, and whether it pays: every deal is played once
with Normal in every seat (the reference), then once per seat with Hard in that seat (as
tools/bench_strength.py does). Normal ignores its random source, so a Hard seat that never departs
from Normal's choice replays the reference deal exactly: all of Hard's effect is in the deals where
it departed. Per kind of the first departure (throne keep/pass/solo, rebellion, lead, follow, pass)
it prints how often, and the tested seat's wins and score against the reference deal.

    python -m tools.research.diag_baohuang_hard --deals 10 --playouts 100 --seed dev1

Other modes: `decisions` (each of Hard's departures replayed on the real cards), `prior` (one set
of PriorPlayer tweaks against Normal, no search) and `compare` (several tweak sets on the same
duplicate deals, with paired differences from the first: how HARD_TWEAKS were chosen).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict

from engines.baohuang import RULES
from tools.deal_loop import normal_decisions, play_to_end


def kind_of(view, action, normal) -> str:
    """A departure's name: what Hard did instead of Normal's choice."""
    if view.phase != "play":
        return f"{view.phase}:{normal.kind}->{action.kind}"
    lead = "lead" if view.last_play is None else "follow"
    def name(a):
        if a.kind == "pass":
            return "pass"
        jokers = sum(1 for c in a.cards if c.suit == "X")
        return f"{len(a.cards)}c{'+j' if jokers else ''}"
    return f"{lead}:{name(normal)}->{name(action)}"


def play(seed: str, tested: int | None, playouts: int, log: list | None = None):
    state = RULES.new_deal(RULES.normalise_options({}), 5, random.Random(seed))
    normal = RULES.ai_player("normal")
    hard = RULES.ai_player("hard")
    hard.max_playouts = playouts
    rngs = [random.Random(f"{seed}/seat{s}/tested{tested}") for s in range(5)]

    def decide(actor, view, legal):
        if actor != tested:
            return normal.choose(view, legal, rngs[actor])
        before = hard.last
        action = hard.choose(view, legal, rngs[actor])
        if log is not None and hard.last is not None and hard.last is not before:
            a = hard.last
            if a.action != a.normal:
                log.append((kind_of(view, a.action, a.normal), state.role_of(actor)
                            if state.emperor is not None else "throne"))
        return action

    return play_to_end(RULES, state, decide)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--playouts", type=int, default=100)
    p.add_argument("--seed", default="dev1")
    p.add_argument("--switch-z", type=float, default=None, help="engines/baohuang/hard.py SWITCH_Z")
    p.add_argument("--team-weight", type=float, default=None, help="... TEAM_WEIGHT")
    args = p.parse_args(argv)
    from engines.baohuang import hard
    if args.switch_z is not None:
        hard.SWITCH_Z = args.switch_z
    if args.team_weight is not None:
        hard.TEAM_WEIGHT = args.team_weight
    print(f"SWITCH_Z {hard.SWITCH_Z}, TEAM_WEIGHT {hard.TEAM_WEIGHT}, {args.playouts} playouts, seed {args.seed}")
    # per first-departure kind: [games, hard wins, reference wins, score sum hard, score sum ref]
    table: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0, 0.0, 0.0])
    departures: dict[str, int] = defaultdict(int)
    by_role: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0])
    started = time.perf_counter()
    for d in range(args.deals):
        seed = f"strength/baohuang/5/{args.seed}/{d}"
        ref = play(seed, None, args.playouts)
        for seat in range(5):
            log: list = []
            res = play(seed, seat, args.playouts, log)
            role = res.details["roles"][seat]
            row = by_role[role]
            row[0] += 1
            row[1] += seat in res.winners
            row[2] += seat in ref.winners
            for k, _ in log:
                departures[k] += 1
            key = log[0][0] if log else "none"
            t = table[key]
            t[0] += 1
            t[1] += seat in res.winners
            t[2] += seat in ref.winners
            t[3] += res.scores[seat]
            t[4] += ref.scores[seat]
        print(f"  {d + 1}/{args.deals} deals ({time.perf_counter() - started:.0f} s)", file=sys.stderr,
              flush=True)
    print("first departure kind: games, Hard wins vs reference (Normal) wins, score Hard vs ref")
    for key, (n, w, rw, s, rs) in sorted(table.items(), key=lambda kv: -kv[1][0]):
        print(f"  {key:<28} {n:4d}  wins {int(w):3d} vs {int(rw):3d}  score {s:+6.0f} vs {rs:+6.0f}")
    print("role: games, Hard wins vs reference wins")
    for role, (n, w, rw) in sorted(by_role.items()):
        print(f"  {role:<10} {n:4d}  {int(w):3d} vs {int(rw):3d}")
    print("all departures by kind:", dict(sorted(departures.items(), key=lambda kv: -kv[1])))




def true_value(state, seat, action):
    """The seat's outcome (won, utility) when it plays `action` in the real deal and every seat
    (itself too) plays Normal from there: what Hard's worlds estimate, on the real cards."""
    state = RULES.clone(state)
    normal = RULES.ai_player("normal")
    RULES.apply(state, seat, action)
    rng = random.Random(0)
    result = play_to_end(RULES, state, lambda actor, view, legal: normal.choose(view, legal, rng))
    return seat in result.winners, RULES.utility(result, seat)


def decisions_main(argv=None) -> None:
    """Every decision with a choice in Normal-played deals: Hard's best candidate, its z against
    Normal's choice, and the true effect of playing it instead (on the real cards, all Normal
    after): how a switch threshold would have paid, by stage of the hand."""
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--playouts", type=int, default=100)
    p.add_argument("--seed", default="dec1")
    p.add_argument("--out", default="/tmp/bh/decisions.tsv")
    args = p.parse_args(argv)
    from engines.baohuang import hard as hardmod
    hardmod.SWITCH_Z = 99.0
    hard = RULES.ai_player("hard")
    hard.max_playouts = args.playouts
    started = time.perf_counter()
    with open(args.out, "w") as out:
        out.write("deal\tseat\trole\tphase\thand\tkind\tz\tdwin\tdutil\n")
        for d in range(args.deals):
            for state, actor, view, legal, action in normal_decisions(RULES, 5, f"dec/{args.seed}/{d}",
                                                                      random.Random(d)):
                if len(legal) > 1:
                    found = hard.analyse(view, legal, random.Random(f"{d}/{len(view.played)}/{actor}"))
                    best, z = found.best, found.z
                    if best != action:
                        w1, u1 = true_value(state, actor, best)
                        w0, u0 = true_value(state, actor, action)
                        role = state.role_of(actor) if state.emperor is not None else "-"
                        out.write(f"{d}\t{actor}\t{role}\t{view.phase}\t{len(view.hand)}\t"
                                  f"{kind_of(view, best, action)}\t{z:.3f}\t{int(w1) - int(w0)}\t{u1 - u0:.3f}\n")
                        out.flush()
            print(f"  {d + 1}/{args.deals} deals ({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)


def prior_main(argv=None) -> None:
    """One set of `PriorPlayer` tweaks (engines/baohuang/prior.py) in one seat against Normal in
    the others, no search, beside plain Normal on the same duplicate deals: tools/research/diag_prior.py
    with the sets "" and the tweaks (Normal's decisions cost ~0.03 ms, so thousands of deals take
    minutes and a tweak worth a few points shows).

        python -m tools.research.diag_baohuang_hard prior --deals 1500 --seed prior1 --tweaks endgame,throne
    """
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", default="prior1")
    p.add_argument("--tweaks", default="")
    args = p.parse_args(argv)
    from tools.research.diag_prior import main as diag_prior
    diag_prior(["--game", "baohuang", "--deals", str(args.deals), "--seed", args.seed,
                "--sets", "", args.tweaks])


def compare_main(argv=None) -> None:
    """Several tweak sets of `PriorPlayer` on the same duplicate deals (each in every seat against
    Normal): tools/research/diag_prior.py for Bao Huang (how HARD_TWEAKS were chosen).

        python -m tools.research.diag_baohuang_hard compare --deals 1500 --seed c1 \\
            --sets aggr,efoe,eaggr aggr,efoe,eaggr,master
    """
    from tools.research.diag_prior import main as diag_prior
    diag_prior(["--game", "baohuang", "--deals", "1000", *(argv or [])])


if __name__ == "__main__":
    if sys.argv[1:2] == ["compare"]:
        compare_main(sys.argv[2:])
        sys.exit()
    if sys.argv[1:2] == ["decisions"]:
        decisions_main(sys.argv[2:])
    elif sys.argv[1:2] == ["prior"]:
        prior_main(sys.argv[2:])
    else:
        main()
