"""Benchmark of Bao Huang: random 5-player deals per second on the raw engine, Normal AI decision
time (view + legal actions + choice, p50/p95, and p95 with a full 33-36-card hand), and Normal's
win share (score > 0) and mean points with one Normal seat among four random ones, the Normal seat
rotating every deal, with a 95% interval, beside the fair share (that seat's wins in the same
deals with five random players). Prints figures; never pass/fail.

With --rlcard (optional, tools only: `pip install rlcard`, never a requirement of the app) it
also times RLCard's Dou Dizhu with random play on the same machine, side by side: the raw game
engine (DoudizhuGame.init_game/step, the like of the figure above) and the full environment
(rlcard.make('doudizhu') with three RandomAgents, env.run(), which also encodes every state).

    python -m tools.bench_baohuang [--deals 200] [--versus 400] [--rlcard]
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from engines.baohuang import RULES
from engines.baohuang.ai import NormalPlayer
from game.players import RandomPlayer

QUICK_ARGS = ["--deals", "40", "--versus", "40"]   # `python -m tools.bench --quick`: a small sample


def random_deals(count: int) -> tuple[float, float]:
    steps = 0
    start = time.perf_counter()
    for number in range(count):
        rng = random.Random(f"bench/{number}")
        state = RULES.new_deal({}, 5, rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            RULES.apply(state, seat, legal[rng.randrange(len(legal))])
            steps += 1
    return count / (time.perf_counter() - start), steps / count


def rlcard_doudizhu(count: int) -> tuple[float, float] | None:
    """RLCard's Dou Dizhu games/s with random play: (raw game engine, env.run with RandomAgents);
    None when rlcard is not installed."""
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
        from rlcard.games.doudizhu.game import DoudizhuGame
    except ImportError:
        return None
    game = DoudizhuGame(np.random.RandomState(1))
    pick = np.random.RandomState(2)
    game.init_game()                                   # loads its tables once
    start = time.perf_counter()
    for _ in range(count):
        state, _ = game.init_game()
        while not game.is_over():
            actions = state["actions"]
            state, _ = game.step(actions[pick.randint(len(actions))])
    raw = count / (time.perf_counter() - start)
    env = rlcard.make("doudizhu", config={"seed": 1})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(3)])
    env.run(is_training=False)
    runs = max(1, count // 4)
    start = time.perf_counter()
    for _ in range(runs):
        env.run(is_training=False)
    return raw, runs / (time.perf_counter() - start)


def all_random_wins(number: int, seat: int) -> bool:
    """Whether `seat` wins the same deal when every seat plays at random (for the fair share)."""
    rng = random.Random(f"versus/{number}")
    state = RULES.new_deal({}, 5, rng)
    while not RULES.is_over(state):
        actor = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, actor)
        RULES.apply(state, actor, legal[rng.randrange(len(legal))])
    return RULES.result(state).scores[seat] > 0


def versus(count: int) -> dict:
    normal, rand = NormalPlayer(), RandomPlayer()
    times: list[float] = []
    full: list[float] = []              # decisions with a full hand (33-36 cards)
    wins = other_wins = fair_wins = 0
    points: list[int] = []
    for number in range(count):
        rng = random.Random(f"versus/{number}")
        me = number % 5
        state = RULES.new_deal({}, 5, rng)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            if seat == me:
                t = time.perf_counter()
                legal = RULES.legal_actions(state, seat)
                action = normal.choose(RULES.view(state, seat), legal, rng)
                times.append(time.perf_counter() - t)
                if len(state.hands[seat]) >= 33:
                    full.append(times[-1])
            else:
                legal = RULES.legal_actions(state, seat)
                action = rand.choose(None, legal, rng)
            RULES.apply(state, seat, action)
        result = RULES.result(state)
        wins += result.scores[me] > 0
        other_wins += sum(1 for s in range(5) if s != me and result.scores[s] > 0)
        points.append(result.scores[me])
        fair_wins += all_random_wins(number, me)
    share = wins / count
    half = 1.96 * math.sqrt(share * (1 - share) / count)
    times.sort()
    full.sort()
    return {"full_p95": full[int(len(full) * 0.95)] * 1000 if full else float("nan"),
            "full_n": len(full), "fair": fair_wins / count, "share": share, "others": other_wins / (4 * count), "half": half, "mean": statistics.mean(points),
            "p50": times[len(times) // 2] * 1000, "p95": times[int(len(times) * 0.95)] * 1000}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--versus", type=int, default=400)
    parser.add_argument("--rlcard", action="store_true",
                        help="also time RLCard's Dou Dizhu with random play (if installed)")
    args = parser.parse_args()
    rate, steps = random_deals(args.deals)
    print(f"random deals: {rate:.1f}/s ({steps:.0f} actions per deal)")
    if args.rlcard:
        rl = rlcard_doudizhu(args.deals)
        if rl is None:
            print("RLCard Dou Dizhu: skipped (rlcard is not installed: pip install rlcard)")
        else:
            print(f"RLCard Dou Dizhu, random play, same machine: raw game {rl[0]:.1f} games/s; "
                  f"env.run with RandomAgents {rl[1]:.1f} games/s")
            print(f"Bao Huang random deals / RLCard raw games: {rate / rl[0]:.2f}x")
    v = versus(args.versus)
    print(f"Normal decision: p50 {v['p50']:.2f} ms, p95 {v['p95']:.2f} ms; with a full hand "
          f"(33-36 cards, {v['full_n']} decisions) p95 {v['full_p95']:.2f} ms")
    print(f"Normal vs 4 random ({args.versus} seat-rotated deals): wins {v['share']:.1%} "
          f"± {v['half']:.1%} (95%); fair share {v['fair']:.1%} (that seat in the same deals "
          f"with five random players); ratio {v['fair'] and v['share'] / v['fair']:.2f}x; "
          f"a random seat's beside Normal: {v['others']:.1%}; "
          f"mean points {v['mean']:+.2f}")


if __name__ == "__main__":
    main()
