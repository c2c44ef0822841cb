"""Probe of the action API of every registered game (game/engine.py: `apply` and `apply_checked`
validate first and raise IllegalAction without touching the state). Seeded random deals are walked;
at many states a catalogue of malformed seats and actions, and legal actions with junk attached,
is thrown at the gate (`apply_checked`, which `Match.play` uses) and at the engine's own `apply`:
each must raise IllegalAction and leave a canonical snapshot of the state exactly as it was. Also
`Match.play` (its recorded steps too) and the replay loader, which must refuse such an action, or
a "version": true, with one line. Prints what it tried per game."""
from __future__ import annotations

import dataclasses
import json
import pickle
import random
from collections import Counter
from typing import Any, Iterator

import pytest

from game import registry, replay
from game.actions import Action
from game.cards import Card
from game.errors import IllegalAction, ReplayError
from game.match import Match
from game.seats import Seat

GAMES = registry.available_games()
DEALS = 4                   # seeded deals walked per game (player counts in turn)
STATES_PER_DEAL = 12        # states probed in each, spread over the whole deal
HUGE_TEXT = "x" * (2 * 1024 * 1024)
HUGE_INT = 10 ** 300


def canonical(x: Any) -> Any:
    """A deep, immutable picture of a state: dataclass fields that take part in equality (caches
    are `compare=False`), containers in order, sets and dicts sorted, the type of every number (a
    seat 1.0 or True kept in place of 1 is a change) and an RNG's position."""
    kind = type(x)
    if x is None or kind in (int, float, bool, str, bytes):
        return kind.__name__, x
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return kind.__name__, tuple((f.name, canonical(getattr(x, f.name)))
                                    for f in dataclasses.fields(x) if f.compare)
    if isinstance(x, (tuple, list)):
        return kind.__name__, tuple(canonical(i) for i in x)
    if isinstance(x, dict):
        return "dict", tuple(sorted(((repr(canonical(k)), canonical(v)) for k, v in x.items()), key=repr))
    if isinstance(x, (set, frozenset)):
        return "set", tuple(sorted(repr(canonical(i)) for i in x))
    if isinstance(x, random.Random):
        return "rng", x.getstate()
    return kind.__name__, repr(x)


class Snapshot:
    """The state before: its pickle (equal bytes: nothing changed, types of numbers included)
    and, when the bytes differ (a cache refilled, a set rebuilt), the canonical picture."""

    def __init__(self, state: Any) -> None:
        self.state, self.data, self.picture = state, pickle.dumps(state), canonical(state)

    def unchanged(self) -> bool:
        return pickle.dumps(self.state) == self.data or canonical(self.state) == self.picture


def short(x: Any) -> str:
    """An attempt for a failure message (a 2 MB value is not printed)."""
    if isinstance(x, Action) and isinstance(x.value, (str, int)) and len(str(x.value)[:81]) > 80:
        x = Action(x.kind, x.cards, f"<{type(x.value).__name__} of {len(str(x.value)):,} chars>")
    return f"{x!r:.160}"


class Subclassed(Action):
    """An Action look-alike: equal to a legal action, but not an `Action` itself."""


def some_card(rules, state) -> Card:
    return sorted(rules.all_cards(state))[0]


def malformed_seats(seat: int, players: int) -> list[Any]:
    return [None, str(seat), float(seat), seat + 0.5, bool(seat), not seat, -1, players,
            players + 3, HUGE_INT, -HUGE_INT, (seat,), [seat]]


def malformed_actions(legal: Action, card: Card) -> list[Any]:
    """Not an Action, or an Action whose parts have the wrong types."""
    kind, cards, value = legal.kind, legal.cards, legal.value
    first = cards[0] if cards else card
    rest = cards[1:]
    return [
        None, kind, 0, (kind, cards, value), {"kind": kind}, legal.to_json(),
        Subclassed(kind, cards, value),
        Action(None, cards, value), Action(7, cards, value), Action(kind.encode(), cards, value),
        Action(kind, list(cards), value), Action(kind, None, value), Action(kind, tuple(first), value),
        Action(kind, (tuple(first),) + rest, value),                        # a plain tuple, equal to the card
        Action(kind, (first.code,) + rest, value),                          # a card code, not a Card
        Action(kind, (Card(first.suit, float(first.rank), first.deck),) + rest, value),
        Action(kind, (Card(first.suit, first.rank, bool(first.deck)),) + rest, value),
        Action(kind, (Card(first.suit, first.rank, float(first.deck)),) + rest, value),
        Action(kind, (Card(first.suit, str(first.rank), first.deck),) + rest, value),
        Action(kind, (Card(first.suit, first.rank, first.deck) + (0,),) + rest, value),
        Action(kind, (Card("Z", 99, 0),) + rest, value), Action(kind, (Card("S", 99, 0),) + rest, value),
        Action(kind, (Card("S", 1, -7),) + rest, value), Action(kind, (None,) + rest, value),
        Action(kind, cards, 1.5), Action(kind, cards, True), Action(kind, cards, []),
        Action(kind, cards, {}), Action(kind, cards, b"x"), Action(kind, cards, ()),
    ]


def junk_on(legal: Action, card: Card) -> list[Action]:
    """The legal action with something attached that its kind does not take."""
    out = []
    if legal.value is None:
        out += [Action(legal.kind, legal.cards, v) for v in ("x", HUGE_TEXT, HUGE_INT, 0, "")]
    else:
        text = str(legal.value)
        out += [Action(legal.kind, legal.cards, v)
                for v in (text + " ", " " + text, text + "0", HUGE_TEXT, HUGE_INT)]
        if type(legal.value) is str and text[-1:].isdigit():
            out.append(Action(legal.kind, legal.cards, text[:-1] + "0" + text[-1]))   # "S013"
    if not legal.cards:
        out.append(Action(legal.kind, (card,), legal.value))
    else:
        out.append(Action(legal.kind, legal.cards + (legal.cards[0],), legal.value))   # a card twice
    return out


def attempts(rules, state, seat: int, legal: list[Action], players: int,
             rng: random.Random) -> Iterator[tuple[str, Any, Any]]:
    card = some_card(rules, state)
    sample = rng.sample(legal, min(3, len(legal)))
    for bad_seat in malformed_seats(seat, players):
        yield "seat", bad_seat, sample[0]
    for other in range(players):
        if other not in rules.to_act(state):
            yield "not to act", other, sample[0]
    for bad in malformed_actions(sample[0], card):
        yield "action", seat, bad
    for action in sample:
        for bad in junk_on(action, card):
            if bad not in legal:
                yield "junk", seat, bad


def refused_unchanged(apply, before: Snapshot, seat, action) -> str | None:
    """None when `apply` refused with a one-line reason and changed nothing, else what went wrong."""
    try:
        apply(before.state, seat, action)
    except IllegalAction as err:
        message = str(err)
        if not (err.key and message and "\n" not in message and len(message) < 300):
            return f"reason not one short line: {message[:300]!r}"
    except Exception as exc:   # noqa: BLE001 - what the probe is looking for
        return f"raised {type(exc).__name__}: {str(exc)[:200]}"
    else:
        return "accepted"
    return None if before.unchanged() else "state changed by a refused action"


def probe_state(rules, state, players: int, rng: random.Random, tally: Counter) -> None:
    acting = rules.to_act(state)
    seat = acting[rng.randrange(len(acting))]
    legal = rules.legal_actions(state, seat)
    before = Snapshot(state)
    for what, bad_seat, action in attempts(rules, state, seat, legal, players, rng):
        for name, apply in (("apply_checked", rules.apply_checked), ("apply", rules.apply)):
            wrong = refused_unchanged(apply, before, bad_seat, action)
            assert wrong is None, f"{rules.id} {name}: {what} seat={bad_seat!r:.40} {short(action)}: {wrong}"
        tally[what] += 1
    tally["states"] += 1


def walk(rules, options, players: int, seed: str, rng: random.Random) -> Iterator[Any]:
    """The states of one seeded random deal, every one of them in turn (the deal is played
    through the gate, which must take every legal action)."""
    state = rules.new_deal(options, players, random.Random(seed))
    while not rules.is_over(state):
        yield state
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        rules.apply_checked(state, seat, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAMES)
def test_malformed_and_junk_actions_are_refused_and_change_nothing(game_id):
    rules = registry.load(game_id)
    options = rules.normalise_options({})
    rng = random.Random(f"api-fuzz/{game_id}")
    counts = list(range(rules.min_players, rules.max_players + 1))
    tally: Counter = Counter()
    for deal in range(DEALS):
        players = counts[deal % len(counts)]
        seed = f"api-fuzz/{game_id}/{deal}"
        length = sum(1 for _ in walk(rules, options, players, seed, random.Random(seed)))
        stride = max(1, length // STATES_PER_DEAL)
        for step, state in enumerate(walk(rules, options, players, seed, random.Random(seed))):
            if step % stride == 0:
                probe_state(rules, state, players, rng, tally)
    tried = sum(tally[k] for k in ("seat", "not to act", "action", "junk"))
    print(f"{game_id}: {tried:,} malformed actions x 2 entry points at {tally['states']} states"
          f" (seats {tally['seat']}, not to act {tally['not to act']}, actions {tally['action']},"
          f" junk on legal {tally['junk']}), all refused, state unchanged")
    assert tally["states"] >= 40 and tally["junk"] >= 100


@pytest.mark.parametrize("game_id", GAMES)
def test_match_play_refuses_junk_and_records_nothing(game_id):
    rules = registry.load(game_id)
    match = Match(game_id, {}, [Seat(f"P{i}", "ai", "random") for i in range(rules.min_players)], 7)
    rng = random.Random(7)
    for _ in range(12):
        if match.deal_over:
            break
        seat = match.to_act()[0]
        legal = match.legal(seat)
        before, steps = canonical(match.state), list(match.steps)
        for bad in junk_on(legal[0], some_card(rules, match.state)) + [None, Action("pass", (), True)]:
            if bad in legal:
                continue
            with pytest.raises(IllegalAction):
                match.play(seat, bad)
            assert canonical(match.state) == before and match.steps == steps
        match.play(seat, legal[rng.randrange(len(legal))])


def replay_doc(game_id: str) -> dict:
    rules = registry.load(game_id)
    match = Match(game_id, {}, [Seat(f"P{i}", "ai", "random") for i in range(rules.min_players)], 11)
    for _ in range(8):
        if match.deal_over:
            break
        seat = match.to_act()[0]
        match.play(seat, match.legal(seat)[0])
    return json.loads(json.dumps(replay.to_json(match)))


def damages(doc: dict) -> Iterator[tuple[str, dict]]:
    """Copies of a good replay document, each with one kind of junk."""
    def changed(edit) -> dict:
        copy = json.loads(json.dumps(doc))
        edit(copy)
        return copy

    def on_action(index, **fields):
        return lambda d: d["actions"][index]["action"].update(fields)

    yield "version true", changed(lambda d: d.update(version=True))
    yield "version 1.0", changed(lambda d: d.update(version=1.0))
    yield "seat true", changed(lambda d: d["actions"][1].update(seat=True))
    yield "deal 0.0", changed(lambda d: d["actions"][0].update(deal=0.0))
    yield "seed true", changed(lambda d: d.update(seed=True))
    for index, step in enumerate(doc["actions"][:4]):
        action = step["action"]
        if "value" not in action:
            yield "2 MB value", changed(on_action(index, value=HUGE_TEXT))
            yield "300-digit value", changed(on_action(index, value=HUGE_INT))
        yield "value true", changed(on_action(index, value=True))
        if "cards" not in action:
            yield "cards on a cardless move", changed(on_action(index, cards=["SA"]))
        yield "cards as a string", changed(on_action(index, cards="SA"))


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_with_junk_is_refused_in_one_line(game_id, tmp_path):
    doc = replay_doc(game_id)
    assert replay.from_json(doc).steps                     # the undamaged file replays
    refused = Counter()
    for name, bad in damages(doc):
        with pytest.raises(ReplayError) as err:
            replay.from_json(bad)
        message = str(err.value)
        assert "\n" not in message and len(message) < 300, f"{name}: {message[:300]}"
        refused[name] += 1
    path = tmp_path / "junk.json"
    path.write_text(json.dumps(next(bad for name, bad in damages(doc) if name == "2 MB value")))
    with pytest.raises(ReplayError) as err:
        replay.load(path)
    assert str(err.value).startswith("Action ") and len(str(err.value)) < 300   # which, and why
    print(f"{game_id}: {sum(refused.values())} damaged replays refused in one line"
          f" ({', '.join(sorted(refused))})")
