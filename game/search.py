"""The Hard level, shared by every game: information-set Monte Carlo search over the searcher's own
decision. It never peeks: every world it plays out is a full state drawn from its own view by the
engine's `sample_state` (which weighs the deal by what the table has shown: voids, passes, bids,
known cards; see game/belief.py). Per decision:

- worlds: a sampled state and a playout seed; every candidate action is played out in the *same*
  world with the *same* seed (common random numbers, a duplicate deal in miniature), so the
  comparison between actions is not drowned by the luck of the sampled cards;
- playouts: every seat plays on with the game's fast policy (the game's `rollout_policy`, else
  its Normal player deciding from each seat's view of the sampled state, the game's cheap
  `playout_view` of it where it has one) to the end of the deal;
  the value is `Ruleset.utility` (winning first, then the margin);
- pruning: once a candidate is worse than the leader by more than `PRUNE_Z` standard errors of
  their paired difference it gets no more playouts (and, after half the budget, wide decisions
  keep their better half), so the budget goes to the close calls;
- the Normal player's choice is the prior: Hard plays something else only when the sampled
  worlds say it is better by more than `SWITCH_Z` standard errors. A game may give Hard a prior of
  its own (`prior`: a rule-based player measured stronger than Normal); the searcher's seat then
  also plays on as that prior in the playouts, the other seats as before;
- the clock: a world every candidate did not get is taken back; if the first world itself would
  outlast the budget (a wide decision with slow playouts), Normal's choice, played out first, is
  kept and the candidates left unplayed are dropped.

Flat search, not a tree: a 1 s decision affords ~150 (Tyrant) to ~450 (Napoleon) playouts with
the Normal policy on this machine (tools/bench_strength.py prints the rate), i.e. a few dozen
worlds per candidate: a tree over later decisions would give each node a handful of noisy visits.
Measured: an open-loop ISMCTS (tools/research/ismcts.py) at the same 100 playouts a decision won
clearly less against Normal in Tyrant and Daifugo13 and no more elsewhere (docs/research-log.md,
"Flat search or a tree").

A game may narrow a wide decision to the actions worth searching (`search_candidates`: Normal's
choice always among them). A decision with one legal action is instant; `quick(view, legal)` (given by a game) marks the
decisions the Normal player answers at once (an out-of-turn offer only its holder sees: thinking
over it would show at the table that the seat holds it). `analyse` returns the whole comparison
for the table's hint."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable

from game import clock
from game.actions import Action
from game.errors import IllegalAction

DEFAULT_BUDGET_S = 0.8       # per decision: p95 stays under 1 s on a 2-core machine
PRUNE_Z = 2.5
SWITCH_Z = 1.0
MIN_WORLDS = 4
VARIANCE_FLOOR = 0.1         # a few identical paired results are weak evidence, not certainty


@dataclass
class Candidate:
    """One legal action and what the sampled worlds said of it."""

    action: Action
    playouts: int = 0
    total: float = 0.0
    wins: int = 0
    alive: bool = True
    last_won: bool = False

    @property
    def mean(self) -> float:
        return self.total / self.playouts if self.playouts else float("-inf")

    @property
    def win_share(self) -> float:
        return self.wins / self.playouts if self.playouts else 0.0


@dataclass
class Analysis:
    """The outcome of one Hard decision: the chosen action, every candidate's figures, the Normal
    player's choice, how many worlds and playouts it took and how long."""

    action: Action
    candidates: list[Candidate]
    normal: Action
    worlds: int
    playouts: int
    seconds: float
    sampling_seconds: float = 0.0   # of `seconds`, spent dealing the sampled worlds (sample_state)
    best: Action | None = None      # the worlds' best candidate, whether or not Hard switched to it
    z: float = 0.0                  # how many standard errors `best` beat Normal's choice by (inf: pruned)

    def best_alternative(self) -> Candidate | None:
        others = [c for c in self.candidates if c.action != self.action and c.playouts]
        return max(others, key=lambda c: c.mean) if others else None

    def chosen(self) -> Candidate:
        return next(c for c in self.candidates if c.action == self.action)


def normal_on_view(rules: Any, view: Callable[[Any, int], Any] | None = None
                   ) -> Callable[[Any, int, list[Action], random.Random], Action]:
    """The default playout policy: the game's Normal player deciding from each seat's own view of
    the sampled state (so playouts are as sensible as the Normal level, and still never look at a
    hidden card the real seat could not see). `view`: the game's `playout_view` when it has one
    (a cheap view of the sampled world with the fields its Normal reads, the same choices as on the
    full view), else `rules.view`."""
    normal = rules.ai_player("normal")
    view = view or rules.view

    def policy(state: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        return normal.choose(view(state, seat), legal, rng)

    return policy


class SearchPlayer:
    """`choose(view, legal, rng)` within `budget_s` seconds (and at most `max_playouts`)."""

    name = "hard"

    def __init__(self, rules: Any, budget_s: float = DEFAULT_BUDGET_S,
                 max_playouts: int | None = None, rollout_policy: Any = None,
                 quick: Callable[[Any, list[Action]], bool] | None = None,
                 max_rollouts: int | None = None, switch_z: float = SWITCH_Z,
                 prune_normal: bool = True, prior: Any = None):
        self.rules = rules
        self.switch_z = switch_z
        self.prune_normal = prune_normal     # False: Normal's choice is weighed on every world
        self.budget_s = budget_s
        self.max_playouts = max_playouts if max_playouts is not None else max_rollouts
        self.hooks = hooks = rules.search_hooks()
        playout_view = hooks.playout_view
        self.rollout_policy = (rollout_policy or hooks.rollout_policy
                               or normal_on_view(rules, playout_view))
        self.quick = quick if quick is not None else hooks.quick
        self.normal = prior or rules.ai_player("normal")
        self._searcher: int | None = None
        if prior is not None:
            self.rollout_policy = self._prior_for_searcher(self.rollout_policy, playout_view or rules.view)
        self.last: Analysis | None = None
        # a game with its own fast clone copies each world per candidate; otherwise (a deep copy
        # would be dearer) each candidate deals the world again from the world's seed
        self.copy_worlds = rules.fast_clone
        # simultaneous choices (Democracy): the face-down choices already made are re-chosen in
        # each sampled world by the game's policy, not left as random cards
        self.rechoose = hooks.rechoose_hidden_choices

    def _prior_for_searcher(self, others: Any, view_of: Callable[[Any, int], Any]) -> Any:
        """The playout policy when the game gives Hard its own prior: the searcher's seat plays on
        as the prior would (from its view of the sampled world), every other seat as before."""
        prior = self.normal

        def policy(state: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
            if seat == self._searcher:
                return prior.choose(view_of(state, seat), legal, rng)
            return others(state, seat, legal, rng)

        return policy

    # the old knob's name (tests and tools of the first search level)
    @property
    def max_rollouts(self) -> int | None:
        return self.max_playouts

    @max_rollouts.setter
    def max_rollouts(self, value: int | None) -> None:
        self.max_playouts = value

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.quick is not None and self.quick(view, legal):
            return self.normal.choose(view, legal, rng)
        return self.analyse(view, legal, rng).action

    # ---- the search -------------------------------------------------------------------------
    def analyse(self, view: Any, legal: list[Action], rng: random.Random) -> Analysis:
        start = clock.now()
        deadline = start + self.budget_s
        seat = self._searcher = view.seat
        normal = self.normal.choose(view, legal, random.Random(rng.getrandbits(64)))
        shortlist = self._shortlist(view, legal, normal)
        # Normal's choice first: if a wide decision's first world outlasts the budget, the
        # candidates left unplayed are dropped, never Normal's
        cands = [Candidate(a) for a in sorted(shortlist, key=lambda a: a != normal)]
        diffs: dict[int, list[float]] = {}       # candidate index -> per-world values (paired)
        for i in range(len(cands)):
            diffs[i] = []
        worlds = playouts = 0
        halved = False
        self._sampling = 0.0
        cap = self.max_playouts
        while True:
            alive = [i for i, c in enumerate(cands) if c.alive]
            if len(alive) <= 1 and worlds >= 1:
                break
            if cap is not None and playouts + len(alive) > cap and worlds >= 1:
                break
            if cap is None and worlds >= 1 and clock.now() >= deadline:
                break
            world_seed = rng.getrandbits(64)
            play_seed = rng.getrandbits(64)
            world = self._sample(view, world_seed) if self.copy_worlds else None
            late = False
            for i in alive:
                if cap is None and clock.now() >= deadline:
                    if worlds >= 1:
                        late = True   # a wide decision stops mid-world: the budget holds
                        break
                    if cands[i].action != normal:
                        cands[i].alive = False    # first world over budget: no time for this one
                        continue
                value, won = self._playout(view, seat, cands[i].action, world_seed, play_seed, world)
                c = cands[i]
                c.playouts += 1
                c.total += value
                c.wins += won
                c.last_won = won
                diffs[i].append(value)
                playouts += 1
            if late:
                self._forget_partial_world(cands, diffs, worlds)
                break
            worlds += 1
            if worlds >= MIN_WORLDS:
                self._prune(cands, diffs, normal)
            if not halved and len(alive) > 4 and worlds >= MIN_WORLDS and self._past_half(start, playouts):
                halved = True
                ranked = sorted((i for i, c in enumerate(cands) if c.alive), key=lambda i: -cands[i].mean)
                for i in ranked[(len(ranked) + 1) // 2:]:
                    if cands[i].action != normal:
                        cands[i].alive = False
        action, best, z = self._decide(cands, diffs, normal)
        self.last = Analysis(action, cands, normal, worlds, playouts, clock.now() - start,
                             self._sampling, best, z)
        return self.last

    def compare(self, view: Any, first: Action | tuple[Action, ...], second: Action | tuple[Action, ...],
                rng: random.Random, budget_s: float,
                min_worlds: int = MIN_WORLDS) -> tuple[list[float], list[float], list[bool], list[bool]]:
        """Both actions played on the same sampled worlds (paired, like the search's own figures)
        for about `budget_s` seconds and at least `min_worlds` worlds: per world, each one's value
        and whether the seat won. Either may be a line of the seat's own actions made one after
        the other (a whole keep, card by card). The coach and the review weigh a decision with it;
        Hard's own choice never calls it."""
        deadline = clock.now() + budget_s
        self._searcher = view.seat
        self._sampling = 0.0
        values: tuple[list[float], list[float]] = ([], [])
        wins: tuple[list[bool], list[bool]] = ([], [])
        while len(values[0]) < min_worlds or clock.now() < deadline:
            world_seed, play_seed = rng.getrandbits(64), rng.getrandbits(64)
            world = self._sample(view, world_seed) if self.copy_worlds else None
            for k, action in enumerate((first, second)):
                if isinstance(action, tuple):
                    value, won = self._playout_line(view.seat, action, world_seed, play_seed, view, world)
                else:
                    value, won = self._playout(view, view.seat, action, world_seed, play_seed, world)
                values[k].append(value)
                wins[k].append(won)
        return values[0], values[1], wins[0], wins[1]

    def _shortlist(self, view: Any, legal: list[Action], normal: Action) -> list[Action]:
        """The actions worth a playout: all legal ones, unless the game narrows a wide decision
        (`SearchHooks.search_candidates`, e.g. Napoleon's 37 bids or 53 adjutant cards, where the
        budget spread over every action would leave each a couple of noisy worlds). Normal's
        choice is always in."""
        narrow = self.hooks.search_candidates
        if narrow is None:
            return legal
        wanted = set(narrow(view, legal, normal))
        wanted.add(normal)
        return [a for a in legal if a in wanted]

    @staticmethod
    def _forget_partial_world(cands: list[Candidate], diffs: dict[int, list[float]], worlds: int) -> None:
        """Take back the playouts of a world not every candidate got, so all compare on the same
        worlds."""
        for i, c in enumerate(cands):
            if len(diffs[i]) > worlds:
                value = diffs[i].pop()
                c.playouts -= 1
                c.total -= value
                c.wins -= c.last_won

    def _past_half(self, start: float, playouts: int) -> bool:
        if self.max_playouts is not None:
            return playouts * 2 >= self.max_playouts
        return (clock.now() - start) * 2 >= self.budget_s

    @staticmethod
    def _paired_z(a: list[float], b: list[float]) -> float:
        """How many standard errors `a` beats `b` by, over the worlds both were played in."""
        n = min(len(a), len(b))
        if n < 2:
            return 0.0
        d = [a[k] - b[k] for k in range(n)]
        mean = sum(d) / n
        var = max(VARIANCE_FLOOR, sum((x - mean) ** 2 for x in d) / (n - 1))
        return mean / math.sqrt(var / n)

    paired_z = _paired_z   # the public name (the coach weighs a decision with it)

    def _prune(self, cands: list[Candidate], diffs: dict[int, list[float]], normal: Action) -> None:
        alive = [i for i, c in enumerate(cands) if c.alive]
        leader = max(alive, key=lambda i: cands[i].mean)
        for i in alive:
            if not self.prune_normal and cands[i].action == normal:
                continue
            if i != leader and self._paired_z(diffs[leader], diffs[i]) > PRUNE_Z:
                cands[i].alive = False

    def _decide(self, cands: list[Candidate], diffs: dict[int, list[float]],
                normal: Action) -> tuple[Action, Action, float]:
        """(the action to play, the worlds' best candidate, how sure they were it beats Normal's)."""
        alive = [i for i, c in enumerate(cands) if c.alive and c.playouts]
        best = max(alive, key=lambda i: (cands[i].playouts, cands[i].mean))
        best = max((i for i in alive if cands[i].playouts == cands[best].playouts),
                   key=lambda i: cands[i].mean)
        top = cands[best].action
        home = next((i for i, c in enumerate(cands) if c.action == normal), None)
        if home is None or home == best:
            return top, top, 0.0
        if not cands[home].alive:
            return top, top, math.inf           # Normal's choice was shown clearly worse
        z = self._paired_z(diffs[best], diffs[home])
        return (top if z > self.switch_z else normal), top, z

    def _sample(self, view: Any, world_seed: int) -> Any:
        began = clock.now()
        world_rng = random.Random(world_seed)
        state = self.rules.sample_state(view, world_rng)
        if self.rechoose is not None:
            self.rechoose(state, view.seat, world_rng)
        self._sampling += clock.now() - began
        return state

    def _playout(self, view: Any, seat: int, action: Action, world_seed: int,
                 play_seed: int, world: Any = None) -> tuple[float, bool]:
        rules = self.rules
        state = rules.clone(world) if world is not None else self._sample(view, world_seed)
        here = rules.legal_actions(state, seat)
        if action not in here:
            action = self._equivalent(action, here)
            if action is None:
                return 0.0, False
        rules.apply(state, seat, action)
        return self._rollout(state, seat, random.Random(play_seed))

    def _playout_line(self, seat: int, line: tuple[Action, ...], world_seed: int, play_seed: int,
                      view: Any, world: Any = None) -> tuple[float, bool]:
        """The seat's actions of `line` applied one after the other while they are legal (a keep
        the rules complete on their own ends early), then the deal played out."""
        rules = self.rules
        state = rules.clone(world) if world is not None else self._sample(view, world_seed)
        for action in line:
            if seat not in rules.to_act(state):
                break
            try:
                rules.apply(state, seat, action)
            except IllegalAction:     # a card the rules already moved on their own
                break
        return self._rollout(state, seat, random.Random(play_seed))

    @staticmethod
    def _equivalent(action: Action, here: list[Action]) -> Action | None:
        """A sampled world may deal the viewer's own equivalent cards differently only if the engine
        deduplicates by pattern; fall back to an action of the same kind and value."""
        for other in here:
            if other.kind == action.kind and other.value == action.value and len(other.cards) == len(action.cards):
                return other
        return None

    def _rollout(self, state: Any, seat: int, rng: random.Random) -> tuple[float, bool]:
        rules = self.rules
        policy = self.rollout_policy
        steps = 0
        while not rules.is_over(state):
            actor = rules.to_act(state)[0]
            options = rules.legal_actions(state, actor)
            action = options[0] if len(options) == 1 else policy(state, actor, options, rng)
            rules.apply(state, actor, action)
            steps += 1
            if steps > 100_000:
                raise RuntimeError(f"{rules.id}: rollout did not end")
        result = rules.result(state)
        return rules.utility(result, seat), seat in result.winners
