"""The loop the benchmark and diagnostic tools play a deal with, on the raw engine: whoever must act
answers from its own view and legal actions, and who acts is asked again after every action (one
action can change it: a Daifugo13 sandstorm, Democracy's simultaneous choices)."""
from __future__ import annotations

import time
from typing import Any, Callable

MAX_ACTIONS = 100_000


def play_to_end(rules, state, decide: Callable[[int, Any, list], Any], rounds: bool = False) -> Any:
    """Play `state` to its end and return the engine's result. `decide(seat, view, legal)` gives
    the action of the first seat that must act; with `rounds`, every seat that must act when a
    round begins answers once in turn (skipped if it no longer must), as in Tyrant's simultaneous
    keeps. RuntimeError if the deal never ends."""
    actions = 0
    while not rules.is_over(state):
        actors = rules.to_act(state)
        for seat in actors if rounds else actors[:1]:
            if seat not in rules.to_act(state):
                continue
            legal = rules.legal_actions(state, seat)
            rules.apply(state, seat, decide(seat, rules.view(state, seat), legal))
            actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"{rules.id}: a deal did not end in {MAX_ACTIONS} actions")
    return rules.result(state)


def timed(players: list, rngs: list, levels: list[str], timings: list[float] | None = None,
          views: list | None = None) -> Callable[[int, Any, list], Any]:
    """A `decide` for `play_to_end`: each seat's player with its own random source; the time of
    every Normal decision goes to `timings` and every view seen to `views`, when given."""

    def decide(seat: int, view, legal: list):
        if views is not None:
            views.append(view)
        start = time.perf_counter()
        action = players[seat].choose(view, legal, rngs[seat])
        if timings is not None and levels[seat] == "normal":
            timings.append(time.perf_counter() - start)
        return action

    return decide
