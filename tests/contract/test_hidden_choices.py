"""Probe: a choice not yet revealed is hidden in every form, for every registered game. Along
seeded random deals (the documented loop of game/engine.py, random rule options, deals chained by
carry so tributes and exchanges come up), at each state the seat S that acts next tries two of its
legal actions on two clones (a pair of different kinds first: a claim against a card, a pass
against a play). The seats that must not learn which one S chose are those the engine's own
events tell nothing: every other seat O (and the spectator) that gets the same events from both
(cards outside `visible_to` face down, `Event.for_viewer`). For each of them the two states must
give identical views (dataclass, set and dict equality; a canonical form, sets sorted, names the
difference) and, for a seat, identical legal actions. In the steps the rules make face down and
simultaneous (the rules' `face_down_phases`: several seats choose, nothing is revealed before the
last), the events of a choice must not differ either. Prints per game how many hidden choices it compared."""
from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest

from game import registry
from game.actions import events_for
from tests.contract.contract_helpers import random_options

GAMES = registry.available_games()
STATES_PER_COUNT = 600       # states probed per game and player count (whole deals, chained by carry)
HUNT_DEALS = 60               # then deals with the most seats where only rare pairs of kinds are tried
RARE = 8                      # a pair of kinds compared fewer times than this is still rare
MAX_ACTIONS = 20_000


def canonical(obj: Any) -> Any:
    """A value that compares equal for equal contents whatever the order of sets and dicts."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return (type(obj).__name__,) + tuple((f.name, canonical(getattr(obj, f.name)))
                                             for f in dataclasses.fields(obj))
    if isinstance(obj, dict):
        return ("dict",) + tuple(sorted(((repr(canonical(k)), canonical(v)) for k, v in obj.items()),
                                        key=repr))
    if isinstance(obj, (set, frozenset)):
        return ("set",) + tuple(sorted((canonical(v) for v in obj), key=repr))
    if isinstance(obj, (list, tuple)):
        return tuple(canonical(v) for v in obj)
    return obj


def first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two canonical values first differ, for the failure message."""
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                label = x[0] if isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str) else i
                return first_difference(x, y, f"{path}/{label}")
    return f"{path}: {a!r} != {b!r}"


def action_pairs(legal: list, rng: random.Random) -> list[tuple]:
    """Up to two pairs of distinct legal actions: one of two different kinds when the seat has
    such a choice, and one of the same kind."""
    if len(legal) < 2:
        return []
    pairs = []
    first = legal[rng.randrange(len(legal))]
    other_kind = [a for a in legal if a.kind != first.kind]
    if other_kind:
        pairs.append((first, other_kind[rng.randrange(len(other_kind))]))
    same_kind = [a for a in legal if a.kind == first.kind and a != first]
    if same_kind:
        pairs.append((first, same_kind[rng.randrange(len(same_kind))]))
    return pairs


def face_down_step(rules, state, clones, seat: int) -> bool:
    """A step of simultaneous face-down choices (game/engine.py): the game's rules say so
    (`face_down_phases`), several seats choose, and after this choice the others still do, so
    nothing is revealed yet."""
    phases = rules.face_down_phases
    others = set(rules.to_act(state)) - {seat}
    return (bool(others) and getattr(state, "phase", None) in phases
            and all(others <= set(rules.to_act(c)) for c in clones))


def differs(a, b) -> str | None:
    """None when equal (dataclass, set and dict equality need no order), else where they differ."""
    if a == b:
        return None
    ca, cb = canonical(a), canonical(b)
    return None if ca == cb else first_difference(ca, cb)


def compare_pair(rules, state, players: int, seat: int, a1, a2, tally: Counter,
                 problems: list[str]) -> None:
    """Apply a1 and a2 to clones; check every seat the events leave in the dark."""
    clones, events = [], []
    for action in (a1, a2):
        clone = rules.clone(state)
        events.append(rules.apply(clone, seat, action))
        clones.append(clone)
    face_down = face_down_step(rules, state, clones, seat)
    tally["pairs"] += 1
    tally["face_down"] += face_down
    if a1.kind != a2.kind:
        tally[("kinds",) + tuple(sorted((a1.kind, a2.kind)))] += 1
    where = f"{rules.id} {players}p seat {seat}: {a1} / {a2}"
    for viewer in [s for s in range(players) if s != seat] + [None]:
        who = "the spectator" if viewer is None else f"seat {viewer}"
        gap = differs(events_for(events[0], viewer), events_for(events[1], viewer))
        if gap is not None:
            if face_down:
                problems.append(f"{where}: {who} gets different events at {gap}")
            continue
        tally["hidden"] += 1
        gap = differs(rules.view(clones[0], viewer), rules.view(clones[1], viewer))
        if gap is not None:
            problems.append(f"{where}: {who}'s view differs at {gap}")
        if viewer is not None and rules.legal_actions(clones[0], viewer) != rules.legal_actions(clones[1], viewer):
            problems.append(f"{where}: {who}'s legal actions differ")


def rare_pairs(legal: list, tally: Counter, rng: random.Random) -> list[tuple]:
    """A pair of actions for each two kinds among `legal` compared fewer than `RARE` times so far
    (a Bad Catch claim against a card, a sandstorm against a pass): rare choices get every chance."""
    by_kind: dict[str, list] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    kinds = sorted(by_kind)
    pairs = []
    for i, k1 in enumerate(kinds):
        for k2 in kinds[i + 1:]:
            if tally[("kinds", k1, k2)] < RARE:
                pairs.append((rng.choice(by_kind[k1]), rng.choice(by_kind[k2])))
    return pairs


def probe_deal(rules, players: int, options: dict, carry, rng: random.Random, tally: Counter,
               problems: list[str], hunting: bool = False):
    """One random deal: at every state the seat that acts next tries its pairs of actions (not
    while `hunting`), and every seat that must act its rare pairs (`rare_pairs`). Returns the
    deal's carry for the next deal (tributes and exchanges happen only then)."""
    state = rules.new_deal(options, players, rng, carry)
    actions = 0
    while not rules.is_over(state):
        acting = rules.to_act(state)
        seat = acting[rng.randrange(len(acting))]
        legal = rules.legal_actions(state, seat)
        for probed in acting:
            choices = legal if probed == seat else rules.legal_actions(state, probed)
            pairs = rare_pairs(choices, tally, rng)
            if probed == seat and not hunting:
                pairs += action_pairs(choices, rng)
            for a1, a2 in pairs:
                compare_pair(rules, state, players, probed, a1, a2, tally, problems)
        rules.apply(state, seat, legal[rng.randrange(len(legal))])
        actions += 1
        assert actions < MAX_ACTIONS, f"{rules.id}: deal did not end"
    tally["deals"] += 1
    tally["states"] += actions
    return rules.result(state).carry


def probe_deals(rules, players: int, deals: int | None, rng: random.Random, tally: Counter,
                problems: list[str], hunting: bool = False) -> None:
    """Matches of random options, deals chained by carry (a new match now and then), until
    `deals` deals or, without a count, `STATES_PER_COUNT` states."""
    start_states, start_deals = tally["states"], tally["deals"]
    carry, options = None, random_options(rules, rng)
    while (tally["deals"] - start_deals < deals if deals is not None
           else tally["states"] - start_states < STATES_PER_COUNT):
        carry = probe_deal(rules, players, options, carry, rng, tally, problems, hunting)
        if rng.random() < 0.3:                     # a new match: fresh options, no carry
            carry, options = None, random_options(rules, rng)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_choice_not_yet_revealed_gives_the_other_seats_identical_views(game_id):
    rules = registry.load(game_id)
    rng = random.Random(f"hidden-choices/{game_id}")
    tally: Counter = Counter()
    problems: list[str] = []
    for players in range(rules.min_players, rules.max_players + 1):
        probe_deals(rules, players, None, rng, tally, problems)
    probe_deals(rules, rules.max_players, HUNT_DEALS, rng, tally, problems, hunting=True)
    kinds = sorted(f"{k[1]}/{k[2]} {n}" for k, n in tally.items() if isinstance(k, tuple))
    print(f"\n{game_id}: {tally['hidden']} hidden choices compared ({tally['face_down']} "
          f"face-down simultaneous) over {tally['pairs']} pairs of actions, {tally['states']} "
          f"states, {tally['deals']} deals, {len(problems)} differences; pairs of two kinds: "
          f"{', '.join(kinds) or 'none'}")
    assert not problems, "\n".join(problems[:10])
    assert tally["pairs"] > 0
