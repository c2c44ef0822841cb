"""Every table's `AnimationPlan` names a handler for every event kind its engine has (the EV_*
catalogue of engines/<game>/events.py, and every kind a seeded random match emits) or lists it as
SILENT, each handler an on_<kind> method of the plan; a kind it does not name reaches `on_other`, which queues no step (the event is
only logged). The step recorder (tests/ui/anim_recorder.py) that proves a refactoring of the plans
keeps every step gives the same recording twice."""
from __future__ import annotations

import importlib
import importlib.util
import random

import pytest

from game.actions import Event
from game.match import Match
from game.seats import Seat
from game import registry
from tests.ui.anim_recorder import record
from ui.animator import Animator
from ui.layouts.common import EventPlan

GAMES = registry.available_games()


def plan_class(game_id: str):
    return importlib.import_module(f"ui.layouts.{game_id}.anim").AnimationPlan


def catalogue(game_id: str) -> set[str]:
    """The EV_* kinds of engines/<game>/events.py (a game without that module is skipped, saying so)."""
    if importlib.util.find_spec(f"engines.{game_id}.events") is None:
        pytest.skip(f"{game_id}: no engines/{game_id}/events.py, so no EV_* catalogue to check")
    events = importlib.import_module(f"engines.{game_id}.events")
    return {value for name, value in vars(events).items() if name.startswith("EV_") and isinstance(value, str)}


def emitted_kinds(game_id: str, seed: int, actions: int = 400) -> set[str]:
    """The event kinds of a seeded match of random legal moves (with the deal's opening events)."""
    players = registry.load(game_id).usual_table()
    seats = [Seat(f"P{i + 1}", "ai", "random") for i in range(players)]
    match = Match(game_id, {}, seats, seed)
    rng = random.Random(seed)
    kinds = {e.kind for e in getattr(match.view(0), "opening", ()) or ()}
    for _ in range(actions):
        if match.deal_over:
            break
        seat = match.to_act()[0]
        kinds.update(e.kind for e in match.play(seat, rng.choice(match.legal(seat))))
    return kinds


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_has_one_AnimationPlan_on_the_shared_base(game_id):
    cls = plan_class(game_id)
    handlers = set(cls.HANDLERS.values())
    print(f"{game_id}: {len(cls.HANDLERS)} kinds -> {len(handlers)} handlers, {len(cls.SILENT)} kinds silent")
    assert issubclass(cls, EventPlan) and cls.add is EventPlan.add
    assert all(getattr(cls, h.__name__) is h for h in handlers)   # each one a method of the plan


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_kind_of_the_engines_catalogue_has_a_named_handler(game_id):
    kinds = catalogue(game_id)
    cls = plan_class(game_id)
    missing = kinds - set(cls.HANDLERS) - cls.SILENT
    print(f"{game_id}: {len(kinds)} EV_* kinds, {len(cls.SILENT)} silent, neither handled nor silent: {sorted(missing)}")
    assert kinds and not missing


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_kind_a_match_emits_has_a_named_handler(game_id):
    kinds = emitted_kinds(game_id, seed=3)
    cls = plan_class(game_id)
    missing = kinds - set(cls.HANDLERS) - cls.SILENT
    print(f"{game_id}: emitted {sorted(kinds)}, neither handled nor silent: {sorted(missing)}")
    assert kinds and not missing


@pytest.mark.parametrize("game_id", GAMES)
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


def test_a_plan_whose_handler_is_not_an_on_method_or_also_silent_is_refused():
    def on_play(self, e) -> None:
        pass

    with pytest.raises(TypeError, match="'play'"):
        type("NotAMethod", (EventPlan,), {"HANDLERS": {"play": "on_play"}})
    with pytest.raises(TypeError, match="'play'"):
        type("Both", (EventPlan,), {"HANDLERS": {"play": on_play}, "SILENT": frozenset({"play"})})
    assert type("Fine", (EventPlan,), {"HANDLERS": {"play": on_play}}).HANDLERS == {"play": on_play}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_step_recorder_gives_the_same_recording_twice(app, game_id):
    first = record(app, game_id, seed=7, limit=40)
    second = record(app, game_id, seed=7, limit=40)
    steps = sum(len(b["steps"]) for b in first)
    print(f"{game_id}: {len(first)} batches, {steps} steps, recorded twice alike")
    assert steps > len(first) and first == second
