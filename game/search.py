"""The search AI shared by every game: information-set Monte Carlo. For each decision it samples
full states consistent with its own view (`Ruleset.sample_state`, so it never peeks), plays fast
random rollouts on the raw engine to the end of the deal, and picks the action with the most
visits under UCB1 at the root. A time budget and a rollout cap bound each decision."""
from __future__ import annotations

import math
import random
import time
from typing import Any

from game.actions import Action
from game.engine import Ruleset


class SearchPlayer:
    """`choose(view, legal, rng)` within `budget_s` seconds (and at most `max_rollouts`)."""

    name = "search"

    def __init__(self, rules: Ruleset, budget_s: float = 0.5, max_rollouts: int = 2000,
                 rollout_policy: Any = None, exploration: float = 0.7):
        self.rules = rules
        self.budget_s = budget_s
        self.max_rollouts = max_rollouts
        self.rollout_policy = rollout_policy
        self.exploration = exploration

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        seat = view.seat
        visits = [0] * len(legal)
        value = [0.0] * len(legal)
        deadline = time.perf_counter() + self.budget_s
        rollouts = 0
        while rollouts < self.max_rollouts and (rollouts < len(legal) or time.perf_counter() < deadline):
            state = self.rules.sample_state(view, rng)
            here = self.rules.legal_actions(state, seat)
            index = self._pick(visits, value, rollouts, rng)
            action = legal[index]
            if action not in here:
                action = self._equivalent(action, here)
                if action is None:
                    visits[index] += 1
                    rollouts += 1
                    continue
            self.rules.apply(state, seat, action)
            visits[index] += 1
            value[index] += self._rollout(state, seat, rng)
            rollouts += 1
        best = max(range(len(legal)), key=lambda i: (visits[i], value[i] / max(1, visits[i])))
        return legal[best]

    def _pick(self, visits: list[int], value: list[float], total: int, rng: random.Random) -> int:
        for i, v in enumerate(visits):
            if v == 0:
                return i
        log_total = math.log(total + 1)
        return max(range(len(visits)), key=lambda i: value[i] / visits[i]
                   + self.exploration * math.sqrt(log_total / visits[i]) + rng.random() * 1e-9)

    @staticmethod
    def _equivalent(action: Action, here: list[Action]) -> Action | None:
        """A sampled world may deal the viewer's own equivalent cards differently only if the engine
        deduplicates by pattern; fall back to an action of the same kind and value."""
        for other in here:
            if other.kind == action.kind and other.value == action.value and len(other.cards) == len(action.cards):
                return other
        return None

    def _rollout(self, state: Any, seat: int, rng: random.Random) -> float:
        rules = self.rules
        steps = 0
        while not rules.is_over(state):
            acting = rules.to_act(state)
            actor = acting[0]
            options = rules.legal_actions(state, actor)
            if self.rollout_policy is not None:
                action = self.rollout_policy(state, actor, options, rng)
            else:
                action = options[rng.randrange(len(options))]
            rules.apply(state, actor, action)
            steps += 1
            if steps > 100_000:
                raise RuntimeError(f"{rules.id}: rollout did not end")
        return rules.utility(rules.result(state), seat)
