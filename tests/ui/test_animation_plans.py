"""Every table's `AnimationPlan` names a handler for every event kind its engine has (the EV_*
catalogue of engines/<game>/events.py, and every kind a seeded random match emits), each handler a
method of the plan; a kind it does not name reaches `on_other`, which queues no step (the event is
only logged). The step recorder (tests/ui/anim_recorder.py) that proves a refactoring of the plans
keeps every step gives the same recording twice."""
from __future__ import annotations

import importlib
import random

import pytest

from game.actions import Event
from game.match import Match
from game.seats import Seat
from tests.ui.anim_recorder import GAMES, record
from ui.animator import Animator
from ui.layouts.common import EventPlan

ENGINE_CATALOGUES = ("tyrant", "napoleon", "baohuang", "democracy")   # daifugo13 has no events.py


def plan_class(game_id: str):
    return importlib.import_module(f"ui.layouts.{game_id}.anim").AnimationPlan


def catalogue(game_id: str) -> set[str]:
    events = importlib.import_module(f"engines.{game_id}.events")
    return {value for name, value in vars(events).items() if name.startswith("EV_") and isinstance(value, str)}


def emitted_kinds(game_id: str, seed: int, actions: int = 400) -> set[str]:
    """The event kinds of a seeded match of random legal moves (with the deal's opening events)."""
    seats = [Seat(f"P{i + 1}", "ai", "random") for i in range(GAMES[game_id])]
    match = Match(game_id, {}, seats, seed)
    rng = random.Random(seed)
    kinds = {e.kind for e in getattr(match.view(0), "opening", ()) or ()}
    for _ in range(actions):
        if match.deal_over:
            break
        seat = match.to_act()[0]
        kinds.update(e.kind for e in match.play(seat, rng.choice(match.legal(seat))))
    return kinds


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_table_has_one_AnimationPlan_on_the_shared_base(game_id):
    cls = plan_class(game_id)
    handlers = {name: getattr(cls, name) for name in set(cls.HANDLERS.values())}
    print(f"{game_id}: {len(cls.HANDLERS)} kinds -> {len(handlers)} handlers")
    assert issubclass(cls, EventPlan) and cls.add is EventPlan.add
    assert all(callable(h) and (name == "on_other" or name.startswith("on_")) for name, h in handlers.items())


@pytest.mark.parametrize("game_id", ENGINE_CATALOGUES)
def test_every_event_kind_of_the_engines_catalogue_has_a_named_handler(game_id):
    kinds = catalogue(game_id)
    missing = kinds - set(plan_class(game_id).HANDLERS)
    print(f"{game_id}: {len(kinds)} EV_* kinds, not named: {sorted(missing)}")
    assert kinds and not missing


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_event_kind_a_match_emits_has_a_named_handler(game_id):
    kinds = emitted_kinds(game_id, seed=3)
    missing = kinds - set(plan_class(game_id).HANDLERS)
    print(f"{game_id}: emitted {sorted(kinds)}, not named: {sorted(missing)}")
    assert kinds and not missing


@pytest.mark.parametrize("game_id", list(GAMES))
def test_an_unknown_kind_reaches_on_other_and_queues_no_step(game_id):
    plan = object.__new__(plan_class(game_id))
    plan.anim = Animator()
    plan.add(Event("no_such_kind", seat=0))
    assert not plan.anim.timeline.steps
    seen = []
    plan.on_other = seen.append
    event = Event("no_such_kind", seat=1)
    plan.add(event)
    assert seen == [event]


def test_a_plan_naming_a_missing_handler_is_refused():
    with pytest.raises(TypeError, match="on_nothing"):
        type("Broken", (EventPlan,), {"HANDLERS": {"play": "on_nothing"}})


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_step_recorder_gives_the_same_recording_twice(app, game_id):
    first = record(app, game_id, seed=7, limit=40)
    second = record(app, game_id, seed=7, limit=40)
    steps = sum(len(b["steps"]) for b in first)
    print(f"{game_id}: {len(first)} batches, {steps} steps, recorded twice alike")
    assert steps > len(first) and first == second
