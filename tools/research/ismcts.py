"""A tree over the searcher's own decisions (open-loop information-set MCTS), the alternative the
Hard level's flat search (game/search.py) was measured against: `tree_searcher(player)` makes a
SearchPlayer search this way (tools/research/bench_strength_research.py --tree; figures in
docs/research-log.md, "Flat search or a tree").

Each iteration samples a world from the searcher's view (the same belief-weighted `sample_state`
as the flat search) and plays it to the end. The other seats play the playout policy throughout;
the searcher's own decisions walk down a tree keyed by its own actions (open loop: what the others
did in between is not part of the key, so every world shares the one tree). At a node, an action
not yet tried in it is tried (the prior's choice first), otherwise the one with the best UCB score
among the actions legal in this world (each child counts how often it was available: ISMCTS's
"availability"); one node is added per iteration and the searcher plays on as its prior below it.
Wide decisions are narrowed by the game's `search_candidates` at every node as at the root. The
move is the root child visited most (ties: the better mean).

Measured against the flat search on the same deals at 100 playouts a decision: clearly weaker in
Tyrant and Daifugo13, level or lower elsewhere, so the table plays the flat search; this stays with
the research tools as the measured alternative."""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from game.actions import Action
from game.search import Analysis, Candidate

UCB_C = 0.7          # exploration, in units of a deal win (utilities run about -0.4 .. 1.4)


@dataclass
class Node:
    """The searcher's own decision after a sequence of its own actions."""

    visits: int = 0
    total: float = 0.0
    wins: int = 0
    available: int = 0
    children: dict[Action, "Node"] = field(default_factory=dict)

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else float("-inf")


def tree_searcher(player: Any) -> Any:
    """`player` (a game.search.SearchPlayer) searches the tree from now on: its `analyse`, and so its
    `choose`, are the tree's."""
    player.analyse = lambda view, legal, rng: analyse_tree(player, view, legal, rng)
    return player


def analyse_tree(player: Any, view: Any, legal: list[Action], rng: random.Random) -> Any:
    """The tree search for `player` (a game.search.SearchPlayer): its sampling, policies, prior,
    budget and candidate narrowing; returns its `Analysis` like the flat search."""
    rules = player.rules
    start = time.perf_counter()
    deadline = start + player.budget_s
    seat = player._searcher = view.seat
    normal = player.normal.choose(view, legal, random.Random(rng.getrandbits(64)))
    root_actions = player._shortlist(view, legal, normal)
    root = Node()
    cap = player.max_playouts
    iterations = 0
    player._sampling = 0.0
    while True:
        if cap is not None and iterations >= cap:
            break
        if cap is None and iterations >= 1 and time.perf_counter() >= deadline:
            break
        world = player._sample(view, rng.getrandbits(64))
        play_rng = random.Random(rng.getrandbits(64))
        _iterate(player, rules, world, seat, root, root_actions, normal, play_rng)
        iterations += 1
    children = [(a, n) for a, n in root.children.items() if n.visits]
    best = max(children, key=lambda an: (an[1].visits, an[1].mean))[0] if children else normal
    cands = [Candidate(a, n.visits, n.total, n.wins) for a, n in root.children.items()]
    player.last_tree = root
    player.last = Analysis(best, cands, normal, iterations, iterations, time.perf_counter() - start,
                           player._sampling, best, 0.0)
    return player.last


def _iterate(player: Any, rules: Any, state: Any, seat: int, root: Node, root_actions: list[Action],
             normal: Action, rng: random.Random) -> None:
    """One world: the root decision (as the flat search plays it: applied to the sampled world
    directly, the world's equivalent of the action where its cards differ), then down the tree
    while the searcher's decisions are in it, one node added, and on to the end of the deal."""
    here = rules.legal_actions(state, seat)
    playable = {}
    for a in root_actions:
        same = a if a in here else player._equivalent(a, here)
        if same is not None:
            playable[a] = same
    if not playable:
        return                                  # no candidate fits this world: it tells nothing
    action, child = _select(root, list(playable), normal, rng)
    rules.apply(state, seat, playable[action])
    path = [root, child]
    node: Node | None = child if child.visits else None     # a new leaf: the prior plays on below
    policy = player.rollout_policy
    narrow = rules.search_hooks().search_candidates
    while node is not None and not rules.is_over(state):
        actor = rules.to_act(state)[0]
        options = rules.legal_actions(state, actor)
        if actor == seat and len(options) > 1:
            view = rules.view(state, seat)
            preferred = player.normal.choose(view, options, rng)
            if narrow is not None:
                wanted = set(narrow(view, options, preferred)) | {preferred}
                options = [a for a in options if a in wanted]
            action, child = _select(node, options, preferred, rng)
            path.append(child)
            node = child if child.visits else None
        else:
            action = options[0] if len(options) == 1 else policy(state, actor, options, rng)
        rules.apply(state, actor, action)
    value, won = player._rollout(state, seat, rng)     # out of the tree: the playout to the end
    for n in path:
        n.visits += 1
        n.total += value
        n.wins += won


def _select(node: Node, options: list[Action], preferred: Action,
            rng: random.Random) -> tuple[Action, Node]:
    """The action to take at `node` among `options` (those legal in this world): an untried one
    (the prior's first), else the best UCB score with availability counts."""
    for a in options:
        child = node.children.get(a)
        if child is None:
            child = node.children[a] = Node()
        child.available += 1
    untried = [a for a in options if node.children[a].visits == 0]
    if untried:
        action = preferred if preferred in untried else untried[rng.randrange(len(untried))]
        return action, node.children[action]

    def ucb(a: Action) -> float:
        child = node.children[a]
        return child.mean + UCB_C * math.sqrt(math.log(max(1, child.available)) / child.visits)

    action = max(options, key=ucb)
    return action, node.children[action]
