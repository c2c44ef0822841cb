"""Fingerprint of the AI's decisions, for refactors that must not change play: whole deals with
Hard (a fixed playout cap, so the clock plays no part) in one seat and Normal and Easy in the
others, every action hashed. Run before and after a speed-up; the digests must match.

    python -m tools.fingerprint_ai --games democracy --deals 6 --playouts 30
"""
from __future__ import annotations

import argparse
import hashlib
import random
import time

from game import registry


def fingerprint(game_id: str, deals: int, playouts: int) -> tuple[str, int, float]:
    """(digest, actions, seconds) over `deals` seeded deals of this game."""
    rules = registry.load(game_id)
    options = rules.normalise_options({})
    players = rules.usual_table()
    digest = hashlib.sha256()
    actions = 0
    start = time.perf_counter()
    for d in range(deals):
        agents = []
        for seat in range(players):
            level = ("hard", "normal", "easy")[(seat + d) % 3]
            agent = rules.ai_player(level)
            if hasattr(agent, "budget_s"):
                agent.budget_s = 1e9
                agent.max_playouts = playouts
            agents.append(agent)
        state = rules.new_deal(options, players, random.Random(f"fingerprint/{d}"))
        rngs = [random.Random(f"fingerprint/{d}/{s}") for s in range(players)]
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            action = agents[seat].choose(rules.view(state, seat), legal, rngs[seat])
            digest.update(f"{seat}:{action!r};".encode())
            actions += 1
            rules.apply(state, seat, action)
    return digest.hexdigest()[:16], actions, time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default="")
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--playouts", type=int, default=30)
    args = p.parse_args(argv)
    for game_id in (args.games.split(",") if args.games else registry.available_games()):
        digest, actions, seconds = fingerprint(game_id, args.deals, args.playouts)
        print(f"{game_id:<10} {digest}  {actions} actions  {seconds:.1f} s", flush=True)


if __name__ == "__main__":
    main()
