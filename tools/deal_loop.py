"""The loop the benchmark and diagnostic tools play a deal with, on the raw engine: whoever must act
answers from its own view and legal actions, and who acts is asked again after every action (one
action can change it: a Daifugo13 sandstorm, Democracy's simultaneous choices)."""
from __future__ import annotations

import random
import time
from typing import Any, Callable, Iterator

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


def normal_decisions(rules, players: int, deal_seed: str,
                     rng: random.Random | None = None) -> Iterator[tuple[Any, int, Any, list, Any]]:
    """A deal played by Normal in every seat, on the raw engine: before each action yields (the
    state, the seat to act, its view, its legal actions, Normal's choice) and applies the choice
    when resumed, so a diagnostic may read or copy the state a decision is taken in and record
    what was chosen. The state must not be changed."""
    normal = rules.ai_player("normal")
    state = rules.new_deal(rules.normalise_options({}), players, random.Random(deal_seed))
    rng = rng if rng is not None else random.Random(deal_seed)
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        view = rules.view(state, seat)
        legal = rules.legal_actions(state, seat)
        action = normal.choose(view, legal, rng)
        yield state, seat, view, legal, action
        rules.apply(state, seat, action)


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


def played_to_end(match, rng, stop_after: int | None = None):
    """`match` played on by random legal moves, deal after deal, until it is over (or has
    `stop_after` steps); returns it."""
    while not match.over and (stop_after is None or len(match.steps) < stop_after):
        if match.deal_over:
            match.next_deal()
            continue
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal(seat)))
    return match


def walk_until(match, seat: int, predicate: Callable[[Any], bool], rng, limit: int = 400) -> bool:
    """Random legal actions from `rng` on a game.match.Match until `predicate(match.view(seat))`
    holds with `seat` alone to act (True), the match ends or `limit` actions pass (False)."""
    for _ in range(limit):
        if predicate(match.view(seat)) and match.to_act() == (seat,):
            return True
        if not match.to_act():
            return False
        actor = match.to_act()[-1]
        match.play(actor, rng.choice(match.legal(actor)))
    return False


def first_walk_to(make_match: Callable[[int], Any], seat: int, predicate: Callable[[Any], bool],
                  first_seed: int = 0, tries: int = 40, limit: int = 400) -> Any:
    """The match `make_match(seed)` of the first seed from `first_seed` on whose random walk (seeded
    the same) reaches `predicate` (`walk_until`); None if none of `tries` seeds does. A walk depends
    on the engine's order of legal actions, so a single fixed seed would pin its caller to that."""
    import random

    for seed in range(first_seed, first_seed + tries):
        match = make_match(seed)
        if walk_until(match, seat, predicate, random.Random(seed), limit):
            return match
    return None
